// What the board may offer now, read only from the enumerator's rows (props.legalMoves), so the
// board never offers an illegal move; and the words that describe the game's pieces.
import type { MoveChoice } from '../../../games/kit/types';
import type { Effect } from '../../../games/russian-railroads/data/types';
import type { RRState, Step } from '../../../games/russian-railroads/rules/state';
import { ENGINEER_BY_ID } from '../../../games/russian-railroads/data/engineers';
import { FACTORY_BY_LOCO } from '../../../games/russian-railroads/data/factories';
import { TOKEN_BY_ID, BONUS_CARD_BY_ID, STARTING_BONUS_BY_ID } from '../../../games/russian-railroads/data/tokens';
import { END_BONUS_BY_ID } from '../../../games/russian-railroads/data/endBonus';
import { BASE_LINES } from '../../../games/russian-railroads/data/board-base';
import { boardOf } from '../../../games/russian-railroads/rules/board';
import { FOUNDRY_BY_ID } from '../../../games/russian-railroads/data/coal';
import { EXTENSION_BY_ID, GERMAN_AREAS, GERMAN_LINES, INCOME_BY_ID } from '../../../games/russian-railroads/data/board-german';
import type { CoinSpaceRow } from '../../../games/russian-railroads/data/board-american';
import type { SpecialCondition, SpecialReward } from '../../../games/russian-railroads/data/board-base';

export const COLOUR_KEYS = ['black', 'grey', 'brown', 'natural', 'white'] as const;
export const COLOUR_NAMES = ['black', 'gray', 'brown', 'natural', 'white'] as const;

/** The legal moves of this moment, sorted by what the board does with them. */
export interface Offer {
  /** placeWorkers: space id → the legal rouble payments (ascending). */
  place: Map<string, number[]>;
  /** relocateWorker: spaces the turn-order worker may move to. */
  relocate: Set<string>;
  /** copyTrackSpace (Dispatcher): track spaces that may be copied. */
  copy: Set<string>;
  /** useEngineer: own engineer id → the legal rouble payments. */
  engineer: Map<number, number[]>;
  relocateEngineer: Set<number>;
  /** advanceTrack args: [line, colour] or, at the German switch, [line, colour, route]. */
  advance: any[][];
  industry: number[];
  locoSlots: number[];
  discardLoco: boolean;
  factorySlots: number[];
  tokens: string[];
  bonusCards: string[];
  keepEndBonus: number[];
  startingBonus: string[];
  takeLoco: boolean;
  takeFactory: boolean;
  skip: boolean;
  chooseStep: number[];
  pass: boolean;
  keepWorker: boolean;
  /** Coal module. */
  useFoundry: string[];
  takeCoalFactory: boolean;
  boiler: ['loco' | 'factory', number][];
  takeFoundry: number[];
  closeFoundry: boolean;
  repeatAbility: number[];
  /** German board. */
  extensions: string[];
  naturalLines: number[];
  incomeMarkers: string[];
  useIncome: number[];
  /** American board: coin spaces that may be paid for now. */
  coinSpaces: string[];
  /** Moves this board has no special place for (new modules, cancel): shown as plain buttons. */
  other: MoveChoice[];
}

export function readOffer(moves: MoveChoice[]): Offer {
  const o: Offer = {
    place: new Map(), relocate: new Set(), copy: new Set(), engineer: new Map(), relocateEngineer: new Set(),
    advance: [], industry: [], locoSlots: [], discardLoco: false, factorySlots: [], tokens: [], bonusCards: [],
    keepEndBonus: [], startingBonus: [], takeLoco: false, takeFactory: false, skip: false, chooseStep: [],
    pass: false, keepWorker: false, useFoundry: [], takeCoalFactory: false, boiler: [], takeFoundry: [], closeFoundry: false,
    repeatAbility: [], extensions: [], naturalLines: [], incomeMarkers: [], useIncome: [], coinSpaces: [], other: [],
  };
  for (const m of moves) {
    const a = m.args ?? [];
    switch (m.move) {
      case 'placeWorkers': {
        const list = o.place.get(a[0]) ?? [];
        list.push(a[1]);
        o.place.set(a[0], list.sort((x, y) => x - y));
        break;
      }
      case 'useEngineer': {
        const list = o.engineer.get(a[0]) ?? [];
        list.push(a[1]);
        o.engineer.set(a[0], list.sort((x, y) => x - y));
        break;
      }
      case 'relocateWorker': o.relocate.add(a[0]); break;
      case 'relocateToEngineer': o.relocateEngineer.add(a[0]); break;
      case 'copyTrackSpace': o.copy.add(a[0]); break;
      case 'advanceTrack': o.advance.push([...a]); break;
      case 'useFoundry': o.useFoundry.push(a[0]); break;
      case 'takeCoalFactory': o.takeCoalFactory = true; break;
      case 'attachBoilerman': o.boiler.push([a[0], a[1]]); break;
      case 'takeFoundry': o.takeFoundry.push(a[0]); break;
      case 'closeFoundry': o.closeFoundry = true; break;
      case 'repeatFactoryAbility': o.repeatAbility.push(a[0]); break;
      case 'placeExtension': o.extensions.push(a[0]); break;
      case 'placeNaturalTrack': o.naturalLines.push(a[0]); break;
      case 'takeIncomeMarker': o.incomeMarkers.push(a[0]); break;
      case 'useIncome': o.useIncome.push(a[0]); break;
      case 'payCoinSpace': o.coinSpaces.push(a[0]); break;
      case 'advanceIndustry': o.industry.push(a[0]); break;
      case 'placeLocomotive': o.locoSlots.push(a[0]); break;
      case 'discardLocomotive': o.discardLoco = true; break;
      case 'replaceFactory': o.factorySlots.push(a[0]); break;
      case 'chooseBonusToken': o.tokens.push(a[0]); break;
      case 'claimBonusCard': o.bonusCards.push(a[0]); break;
      case 'keepEndBonusCard': o.keepEndBonus.push(a[0]); break;
      case 'takeStartingBonus': o.startingBonus.push(a[0]); break;
      case 'takeLocomotive': o.takeLoco = true; break;
      case 'takeFactory': o.takeFactory = true; break;
      case 'skipStep': o.skip = true; break;
      case 'chooseStep': o.chooseStep.push(a[0]); break;
      case 'pass': o.pass = true; break;
      case 'keepWorker': o.keepWorker = true; break;
      default: o.other.push(m);
    }
  }
  return o;
}

/** Whether an action-space card is clickable now, and which move it makes. */
export function spaceMove(o: Offer, spaceId: string): 'place' | 'relocate' | 'copy' | null {
  if (o.place.has(spaceId)) return 'place';
  if (o.relocate.has(spaceId)) return 'relocate';
  if (o.copy.has(spaceId)) return 'copy';
  return null;
}

export function lineName(line: number): string {
  return BASE_LINES[line]?.name ?? `Railroad ${line + 1}`;
}

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;

export function describeEffect(e: Effect): string {
  switch (e.e) {
    case 'adv': {
      const cols = e.cols.length === 5 ? 'any colour' : e.cols.map((c) => COLOUR_NAMES[c]).join(' or ');
      return `${plural(e.n, 'advancement')} (${cols})`;
    }
    case 'ind': return `industry +${e.n}`;
    case 'tile': return e.mode === 'both' ? 'a locomotive and a factory' : e.mode === 'either' ? 'a locomotive or a factory' : e.mode === 'loco' ? 'a locomotive' : 'a factory';
    case 'doubler': return plural(e.n, 'doubler');
    case 'roubles': return plural(e.n, 'rouble');
    case 'points': return `${e.n} points`;
    case 'temp': return 'the 2 temporary workers';
    case 'hire': return 'hire the engineer';
    case 'ebDraw': return `draw ${e.n} End Bonus cards, keep 1`;
    case 'copyTrack': return 'copy a track space, +1 advancement';
    case 'pointsPerEngineer': return `${e.n} points per engineer`;
    case 'pointsTopLocos': return `points: your ${e.k} best locomotives`;
    case 'worker': return 'a permanent worker';
    case 'engineer': return `engineer #${e.id}${e.roubles ? ` and ${plural(e.roubles, 'rouble')}` : ''}`;
    case 'express': return 'the express #9 locomotive';
    case 'factoryThenInd': return `a factory, then industry +${e.n}`;
    case 'marker': return `second industry marker, +${e.n}`;
    case 'revalue': return 'revaluation (brown 3, natural 6, white 10)';
    case 'medal': return 'the Kiev medal';
    case 'qcard': return 'claim a ? card';
    case 'coal': return `${e.n} coal`;
    case 'stoke': return 'a boilerman from the face-down foundries';
    case 'foundry': return 'a face-up foundry';
    case 'roundWorker': return 'one more worker this round';
    case 'extraMarker': return 'another industry marker';
    case 'income': return 'an income marker';
    default: {
      const x = e as { e: string; n?: number };
      return x.n != null ? `${x.n} ${x.e}` : x.e;
    }
  }
}

export function describeEffects(effects: Effect[]): string {
  return effects.map(describeEffect).join(', then ');
}

export function engineerText(id: number): { name: string; text: string; workers: number; roubles: number; pile: string } {
  const e = ENGINEER_BY_ID[id];
  if (!e) return { name: `Engineer #${id}`, text: '', workers: 0, roubles: 0, pile: '' };
  return { name: e.name, text: describeEffects(e.effects), workers: e.workers, roubles: e.roubles, pile: e.pile };
}

export function factoryText(loco: number): string {
  const f = FACTORY_BY_LOCO[loco];
  return f ? `${f.name}: ${describeEffects(f.effects)}` : `Factory #${loco}`;
}

export function tokenText(id: string): { name: string; text: string } {
  const t = TOKEN_BY_ID[id];
  return t ? { name: t.name, text: describeEffects(t.effects) } : { name: id, text: '' };
}

export function bonusCardText(id: string): { name: string; text: string } {
  const c = BONUS_CARD_BY_ID[id];
  return c ? { name: c.name, text: describeEffects(c.effects) } : { name: id, text: '' };
}

export function startingBonusText(id: string): string {
  return STARTING_BONUS_BY_ID[id]?.name ?? id;
}

export function endBonusText(id: string): { name: string; text: string } {
  const c = END_BONUS_BY_ID[id];
  return c ? { name: c.name, text: c.text } : { name: id, text: '' };
}

export function foundryText(id: string): { name: string; text: string } {
  const f = FOUNDRY_BY_ID[id];
  return f ? { name: f.name, text: describeEffects(f.effects) } : { name: id, text: '' };
}

/** A German station's name ("Hannover") from its area id. */
function areaName(id: string): string {
  return GERMAN_AREAS.find((a) => a.id === id)?.name ?? id;
}

/** When a special space pays out, in words ("black track reaches it"). */
export function conditionText(w: SpecialCondition): string {
  return w.c === 'black' ? 'black track reaches it' : w.c === 'trackLoco' ? `${COLOUR_NAMES[w.colour]} track and a locomotive reach it` : 'an industry marker reaches it';
}

/** What a special space gives, in words. */
export function rewardText(r: SpecialReward): string {
  switch (r.r) {
    case 'unlock': return `take the ${COLOUR_NAMES[r.colour]} tracks${r.advance ? `, advanced up to ${r.advance}` : ''}${r.choose ? ` (${r.choose} placed by choice)` : ''}`;
    case 'points': return `${r.n} points`;
    case 'worker': return 'one more worker';
    case 'token': return 'use one of your ? tokens';
    case 'effects': return describeEffects(r.effects);
    case 'extension': return `a railroad extension for ${areaName(r.area)}`;
  }
}

/** Who earns a space: "black track + locomotive" (the short form of conditionText). */
function earnedBy(w: SpecialCondition): string {
  return w.c === 'black' ? 'black track' : w.c === 'trackLoco' ? `${COLOUR_NAMES[w.colour]} track + locomotive` : 'industry marker';
}

/** A German extension tile's spaces in words, one line each ("Dresden 7, black track + locomotive: use one of your ? tokens"). */
export function extensionSpaces(id: string): string[] {
  const x = EXTENSION_BY_ID[id];
  if (!x) return [];
  const at = (line: number, space: number) => `${GERMAN_LINES[line]?.name ?? lineName(line)} ${space}`;
  return [
    ...x.specials.map((s) => `${s.when.c === 'industry' ? `Industry ${s.when.index}` : at(s.when.line, s.when.space)}, ${earnedBy(s.when)}: ${rewardText(s.reward)}`),
    ...x.stars.map((s) => `${at(s.line, s.space)}, black track + locomotive: ★ ${s.points} points every scoring`),
    ...(x.doubles ? [`${at(x.doubles.line, x.doubles.space)}, ${COLOUR_NAMES[x.doubles.colour]} track + locomotive: the whole railroad scores double`] : []),
  ];
}

/** A German extension tile in one line: its id and its spaces. */
export function extensionText(id: string): string {
  const parts = extensionSpaces(id);
  return parts.length ? `${id} (${parts.join('; ')})` : id;
}

export function incomeText(id: string): string {
  return INCOME_BY_ID[id]?.name ?? id;
}

/** The current sub-step, in words. */
export function describeStep(s: Step, G: RRState): string {
  switch (s.k) {
    case 'advanceTracks': {
      const cols = s.cols.length === 5 ? 'any colour' : s.cols.map((c) => COLOUR_NAMES[c]).join(' or ');
      const names = boardOf(G).lines;
      const where = s.lines ? ` on the ${s.lines.map((l) => names[l]?.name ?? lineName(l)).join(' or ')}` : '';
      return `Advance your tracks: ${plural(s.n, 'advancement')} left (${cols})${where}.`;
    }
    case 'advanceIndustry': return `Move an industry marker: ${plural(s.n, 'step')} left.`;
    case 'takeTile':
      return s.mode === 'both' ? 'Take a locomotive and a factory (one of each, in either order).' : s.mode === 'loco' ? 'Take a locomotive.' : s.mode === 'factory' ? 'Take a factory.' : 'Take a locomotive or a factory.';
    case 'placeLocomotive': return `Place locomotive #${s.loco} on an empty space or over a lower one.`;
    case 'replaceFactory': return `All factory spaces are full: replace a factory with #${s.factory}, or keep yours.`;
    case 'chooseBonusToken': return `A ? space (${s.space}): choose one of your ? tokens.`;
    case 'claimBonusCard': return 'Claim one of the face-up ? cards.';
    case 'keepEndBonus': return 'Keep one of the End Bonus cards you drew; the others go back.';
    case 'copyTrackSpace': return 'Dispatcher: tap a highlighted track space to copy it with one more advancement.';
    case 'attachBoilerman': return 'Put the boilerman on one of your locomotives (+1 reach) or factories (improved).';
    case 'takeFoundry': return 'Take one of the face-up foundries.';
    case 'closeFoundry': return `Close foundry ${foundryText(s.foundry).name}? It becomes a boilerman and never reopens.`;
    case 'repeatAbility': return `The boilerman on factory #${s.factory}: use one of its abilities a second time.`;
    case 'placeExtension': return `You reached the station of ${areaName(s.area)}: choose a railroad extension to place there.`;
    case 'placeNaturalTrack': return `Place ${plural(s.n, 'natural track')} at the start of your railroads.`;
    case 'takeIncomeMarker': return 'Take an income marker: it pays once every round.';
    case 'freeActions': return 'Before the round is scored you may still use an income marker or pay for a coin space.';
  }
}

/** A pending step in a few words: the game's own, which its move sentences use too. */
export { stepShort } from '../../../games/russian-railroads/sentence';

/** "2 workers + 1 rouble" for a payment of `paid` roubles on a space costing workers + roubles. */
export function paymentLabel(workers: number, roubles: number, paid: number): string {
  const w = workers - (paid - roubles);
  const parts: string[] = [];
  if (w > 0) parts.push(plural(w, 'worker'));
  if (paid > 0) parts.push(plural(paid, 'rouble'));
  return parts.join(' + ') || 'free';
}

/** Marks an element with the move it sends, so tests (and curious people) can read it off the page. */
export { mv } from '../../kit/markers';

/** An American coin space's reward in words. */
export function coinSpaceText(cs: CoinSpaceRow): string {
  if (cs.reward === 'token') return 'a ? token';
  if (cs.reward === 'doubleLine') return 'this railroad scores double';
  return describeEffects(cs.reward);
}
