// A Russian Railroads move in the game's words (GameModule.moveSentence): an imperative phrase
// ("Place 2 workers on “3 black”"), from the component tables and the board being played. It reads
// the state the move is made in; a detail that state does not show (another seat's drawn End
// Bonus cards in a filtered view) is left out rather than guessed.
import type { MoveChoice } from '../kit/types';
import { UNNAMED_MOVE } from '../kit/sentence';
import { COLOURS } from './data/types';
import { SPACE_BY_ID } from './data/spaces';
import { ENGINEER_BY_ID } from './data/engineers';
import { FACTORY_BY_LOCO } from './data/factories';
import { BONUS_CARD_BY_ID, STARTING_BONUS_BY_ID, TOKEN_BY_ID } from './data/tokens';
import { END_BONUS_BY_ID } from './data/endBonus';
import { FOUNDRY_BY_ID } from './data/coal';
import { GERMAN_AREAS, INCOME_BY_ID, EXTENSION_BY_ID } from './data/board-german';
import { COIN_SPACE_COST } from './data/board-american';
import { engineerSpace } from './rules/actions';
import { boardOf } from './rules/board';
import { lowestStack } from './rules/locos';
import type { RRState, Step } from './rules/state';

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;

/** A pending step in a few words ("2 track advancements", "place locomotive #4"). */
export function stepShort(s: Step): string {
  switch (s.k) {
    case 'advanceTracks': return `${s.n} track advancement${s.n > 1 ? 's' : ''}`;
    case 'advanceIndustry': return `${s.n} industry step${s.n > 1 ? 's' : ''}`;
    case 'takeTile': return s.mode === 'both' ? 'locomotive and factory' : s.mode === 'loco' ? 'locomotive' : s.mode === 'factory' ? 'factory' : 'locomotive or factory';
    case 'placeLocomotive': return `place locomotive #${s.loco}`;
    case 'replaceFactory': return `factory #${s.factory}`;
    case 'chooseBonusToken': return '? token';
    case 'claimBonusCard': return '? card';
    case 'keepEndBonus': return 'End Bonus card';
    case 'copyTrackSpace': return 'copy a track space';
    case 'attachBoilerman': return 'boilerman';
    case 'takeFoundry': return 'foundry';
    case 'closeFoundry': return 'close the foundry?';
    case 'repeatAbility': return 'repeat a factory ability';
    case 'placeExtension': return 'railroad extension';
    case 'placeNaturalTrack': return `${plural(s.n, 'natural track')}`;
    case 'takeIncomeMarker': return 'income marker';
    case 'freeActions': return 'income markers or coin spaces before the scoring';
  }
}

/** "2 workers + 1 rouble" for paying `paid` roubles on a space costing workers + roubles. */
function payment(workers: number, roubles: number, paid: number): string {
  const w = workers - (paid - roubles);
  const parts: string[] = [];
  if (w > 0) parts.push(plural(w, 'worker'));
  if (paid > 0) parts.push(plural(paid, 'rouble'));
  return parts.join(' + ') || 'nothing';
}

/** An action space: a printed one, or a public engineer's ("E14"), as findSpace knows them without the board. */
function spaceInfo(id: unknown): { name: string; workers: number; roubles: number } | undefined {
  if (typeof id !== 'string') return undefined;
  const row = SPACE_BY_ID[id];
  if (row) return row;
  return /^E\d+$/.test(id) && ENGINEER_BY_ID[Number(id.slice(1))] ? engineerSpace(Number(id.slice(1))) : undefined;
}

const spaceName = (id: unknown): string => {
  const s = spaceInfo(id);
  return s ? `“${s.name}”` : 'an action space';
};

const engineerName = (id: unknown): string => {
  const e = ENGINEER_BY_ID[id as number];
  return e ? `engineer #${id} (${e.name})` : `engineer #${id}`;
};

const factoryName = (loco: number | undefined): string => {
  const f = loco ? FACTORY_BY_LOCO[loco] : undefined;
  return f ? `factory #${loco} (${f.name})` : 'a factory';
};

/** The locomotive space `slot` in words: its railroad and, where it has two, which one. */
function slotName(G: RRState, slot: number): string {
  const line = boardOf(G).lines.find((l) => l.slots.includes(slot));
  if (!line) return 'a locomotive space';
  if (line.slots.length === 1) return `the ${line.name}`;
  return `the ${line.name} (${line.slots.indexOf(slot) === 0 ? '1st' : '2nd'} locomotive)`;
}

function skipSentence(step: Step | undefined): string {
  if (!step) return 'Skip the rest of the action';
  switch (step.k) {
    case 'freeActions': return 'Score the round with no more free actions';
    case 'replaceFactory': return `Keep the factories and leave factory #${step.factory}`;
    case 'closeFoundry': return 'Keep the foundry open';
    case 'chooseBonusToken': return 'Take no ? token';
    case 'claimBonusCard': return 'Claim no ? card';
    default: return `Skip the rest: ${stepShort(step)}`;
  }
}

export function russianRailroadsMoveSentence(G: RRState, playerID: string, choice: MoveChoice): string {
  const a = choice.args ?? [];
  const me = G.players?.[playerID];
  const step = G.pending?.[0];
  const lines = boardOf(G).lines;
  const lineName = (l: unknown) => lines[l as number]?.name ?? 'a railroad';
  switch (choice.move) {
    case 'takeStartingBonus': return `Take the Starting Bonus card “${STARTING_BONUS_BY_ID[a[0]]?.name ?? 'a Starting Bonus card'}”`;
    case 'placeWorkers': {
      const s = spaceInfo(a[0]);
      return `Take the action ${spaceName(a[0])}${s ? ` for ${payment(s.workers, s.roubles, Number(a[1]) || 0)}` : ''}`;
    }
    case 'useEngineer': {
      const e = ENGINEER_BY_ID[a[0]];
      return `Use ${engineerName(a[0])}${e ? ` for ${payment(e.workers, e.roubles, Number(a[1]) || 0)}` : ''}`;
    }
    case 'pass': return 'Pass';
    case 'relocateWorker': return `Move the turn-order worker to ${spaceName(a[0])}`;
    case 'relocateToEngineer': return `Move the turn-order worker to ${engineerName(a[0])}`;
    case 'keepWorker': return 'Leave the turn-order worker where it is';
    case 'advanceTrack': {
      const at = me?.tracks?.[a[0]]?.[a[1]];
      const to = typeof at === 'number' ? ` to space ${at + 1}` : '';
      const route = a[2] === 'H' ? ' towards Hamburg' : a[2] === 'B' ? ' towards Berlin' : '';
      return `Advance the ${COLOURS[a[1] as number] ?? ''} track on the ${lineName(a[0])}${to}${route}`.replace('  ', ' ');
    }
    case 'advanceIndustry': {
      const markers = me?.industry ?? [];
      const which = markers.length > 1 ? `industry marker ${Number(a[0]) + 1}` : 'the industry marker';
      const at = markers[a[0]];
      return `Advance ${which}${typeof at === 'number' ? ` to space ${at + 1}` : ''}`;
    }
    case 'takeLocomotive': return `Take locomotive #${lowestStack(G)}`;
    case 'takeFactory': return `Build ${factoryName(lowestStack(G))}`;
    case 'takeCoalFactory': return 'Take the coal factory';
    case 'placeLocomotive': return `Place ${step?.k === 'placeLocomotive' ? `locomotive #${step.loco}` : 'the locomotive'} on ${slotName(G, Number(a[0]))}`;
    case 'discardLocomotive': return `Return ${step?.k === 'placeLocomotive' ? `locomotive #${step.loco}` : 'the locomotive'} to the supply`;
    case 'replaceFactory': return `Replace ${factoryName(me?.factories?.[a[0]])} in factory space ${Number(a[0]) + 1} with ${step?.k === 'replaceFactory' ? factoryName(step.factory) : 'the new factory'}`;
    case 'chooseBonusToken': return `Use the ? token “${TOKEN_BY_ID[a[0]]?.name ?? 'a ? token'}”`;
    case 'claimBonusCard': return `Claim the ? card “${BONUS_CARD_BY_ID[a[0]]?.name ?? 'a ? card'}”`;
    case 'keepEndBonusCard': {
      const card = G.hands?.[playerID]?.drawn?.[a[0]];
      const name = card ? END_BONUS_BY_ID[card]?.name : undefined;
      return name ? `Keep the End Bonus card “${name}”` : `Keep drawn End Bonus card ${Number(a[0]) + 1}`;
    }
    case 'copyTrackSpace': return `Copy the track space ${spaceName(a[0])} with one more advancement`;
    case 'skipStep': return skipSentence(step);
    case 'chooseStep': {
      const chosen = G.pending?.[a[0]];
      return chosen ? `Do this first: ${stepShort(chosen)}` : 'Choose which step to do first';
    }
    case 'useFoundry': return `Use the foundry ${FOUNDRY_BY_ID[a[0]]?.name ?? ''} for 2 coal`.replace('  ', ' ');
    case 'attachBoilerman': {
      const what = a[0] === 'loco' ? `locomotive #${me?.locos?.[a[1]] ?? '?'} on ${slotName(G, Number(a[1]))}` : `${factoryName(me?.factories?.[a[1]])} in factory space ${Number(a[1]) + 1}`;
      return `Put the boilerman on ${what}`;
    }
    case 'takeFoundry': return `Take the foundry ${FOUNDRY_BY_ID[G.foundryDisplay?.[a[0]]]?.name ?? 'on display'}`;
    case 'closeFoundry': return `Close the foundry${step?.k === 'closeFoundry' ? ` ${FOUNDRY_BY_ID[step.foundry]?.name ?? ''}` : ''}: it becomes a boilerman`.replace(' :', ':');
    case 'repeatFactoryAbility': {
      const factory = step?.k === 'repeatAbility' ? step.factory : undefined;
      return `Use ability ${Number(a[0]) + 1} of ${factoryName(factory)} a second time`;
    }
    case 'placeExtension': {
      const area = GERMAN_AREAS.find((x) => x.id === EXTENSION_BY_ID[a[0]]?.area)?.name;
      return `Place the railroad extension ${a[0]}${area ? ` at ${area}` : ''}`;
    }
    case 'placeNaturalTrack': return `Put a natural track on the ${lineName(a[0])}`;
    case 'takeIncomeMarker': return `Take the income marker “${INCOME_BY_ID[a[0]]?.name ?? 'an income marker'}”`;
    case 'useIncome': return `Use the income marker “${INCOME_BY_ID[me?.income?.[a[0]] ?? '']?.name ?? 'an income marker'}”`;
    case 'payCoinSpace': {
      const cs = boardOf(G).coinSpaces.find((x) => x.id === a[0]);
      return `Pay ${plural(COIN_SPACE_COST, 'rouble')} for the coin space${cs ? ` at ${lineName(cs.line)} ${cs.space}` : ''}`;
    }
    default: return UNNAMED_MOVE;
  }
}
