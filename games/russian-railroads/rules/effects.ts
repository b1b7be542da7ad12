// Carrying out effects: immediate ones at once, the rest as pending sub-steps (the action pool).
// Also the one-time special spaces, granted the moment their condition holds.
import type { Colour, Effect } from '../data/types';
import { FACTORY_BY_LOCO } from '../data/factories';
import { TOKEN_BY_ID, BONUS_CARD_BY_ID } from '../data/tokens';
import { DOUBLER_SPACES, FACTORY_SLOTS } from '../data/board-base';
import { SPACES, SPACE_BY_ID } from '../data/spaces';
import { boardOf, playerSpecials } from './board';
import { reach, tilesLeft, topLocos, lowestStack } from './locos';
import { advanceBlock, trackCapacity, colourName, withAdvance } from './tracks';
import { industryCapacity } from './industry';
import { narrate } from './log';
import type { RRState, PlayerState, Step, ScoreCategory } from './state';

export interface Act {
  G: RRState;
  pid: string;
  turn: number;
  /** The framework's shuffle (random plugin); present inside moves and setup. */
  shuffle?: <T>(deck: T[]) => T[];
}

export function player(G: RRState, pid: string): PlayerState {
  return G.players[pid];
}

export function addPoints(p: PlayerState, cat: ScoreCategory, n: number): void {
  if (n === 0) return;
  p.pts[cat] += n;
  p.score += n;
}

export function gainRoubles(G: RRState, p: PlayerState, n: number): void {
  p.roubles += n;
  G.bank -= n;
}

/**
 * Why a contested space's effects cannot be carried out in full now (design §1b), or null. The parts
 * of an action are done in any order, so a part counts the room another part of the same action
 * makes: natural moving ahead of white (Hardwood gang #7), a factory filling the gap in front of an
 * industry marker (Works manager #8).
 */
export function fullBlock(G: RRState, p: PlayerState, effects: Effect[]): string | null {
  const advancements = effects.filter((ef): ef is AdvEffect => ef.e === 'adv');
  if (!advancementsFit(G, p, advancements)) {
    const ef = advancements.find((x) => trackCapacity(G, p, x.cols, x.lines) < x.n) ?? advancements[0];
    return `You cannot make ${ef.n} ${ef.cols.length === 1 ? colourName(ef.cols[0]) + ' ' : ''}advancement${ef.n > 1 ? 's' : ''} now, and a board action must be carried out in full.`;
  }
  for (const ef of effects) {
    switch (ef.e) {
      case 'ind':
        if (industryCapacity(withFactoriesBuilt(G, p, effects)) < ef.n) return `Your industry markers cannot advance ${ef.n} space${ef.n > 1 ? 's' : ''} now (an empty factory space blocks them).`;
        break;
      case 'tile':
        if (!tilesFit(G, ef.mode)) return 'Not enough locomotives are left in the supply.';
        break;
      case 'doubler':
        if (p.doublers + ef.n > DOUBLER_SPACES || G.doublerSupply < ef.n) return 'All your doubler spaces are filled.';
        break;
      case 'hire':
        if (G.engineers[G.engineers.length - 1] == null) return 'There is no engineer on the hiring space.';
        break;
      case 'temp':
        if (G.tempOnBoard === 0) return 'The temporary workers are gone.';
        break;
      case 'stoke':
        if (G.foundryPileCount === 0) return 'No face-down foundry is left.';
        if (!canTakeBoilerman(p)) return 'All your locomotives and factories already have a boilerman.';
        break;
      case 'foundry':
        if (G.foundryDisplay.length === 0) return 'No face-up foundry is left.';
        break;
      case 'copyTrack':
        if (!copyableTrackSpaces(G).some((id) => copiedActionFits(G, p, id))) return 'No track action could be copied in full now.';
        break;
      default:
        break;
    }
  }
  return null;
}

/** Whether the supply holds the tiles a tile part needs; a factory may be the coal factory card. */
function tilesFit(G: RRState, mode: Extract<Effect, { e: 'tile' }>['mode']): boolean {
  const tiles = tilesLeft(G);
  if (mode === 'loco') return tiles >= 1;
  if (mode === 'both') return tiles >= 2 || (tiles >= 1 && G.coalFactory);
  return tiles >= 1 || G.coalFactory;
}

type AdvEffect = Extract<Effect, { e: 'adv' }>;
/** Some track advancements an action still owes: of these colours, on these lines (all if absent). */
export type TrackPart = Pick<AdvEffect, 'cols' | 'n' | 'lines'>;

/**
 * Whether all these track parts can be carried out in full. Each part is first measured against the
 * board as it stands; when one falls short, an advancement of another part is tried first, since it
 * may make the room (natural moving ahead of white). A single part never gains room from its own
 * advancements: `trackCapacity` is already the most it can make. No two parts of one action in the
 * data compete for the same room, so measuring them one by one never lets through too much.
 */
export function advancementsFit(G: RRState, p: PlayerState, parts: TrackPart[]): boolean {
  if (parts.every((ef) => trackCapacity(G, p, ef.cols, ef.lines) >= ef.n)) return true;
  if (parts.length < 2) return false;
  return parts.some((ef, i) => singleAdvancements(G, p, ef).some(([line, colour]) => {
    const rest = parts.map((x, j) => (j === i ? { ...x, n: x.n - 1 } : x)).filter((x) => x.n > 0);
    return advancementsFit(G, withAdvance(p, line, colour), rest);
  }));
}

/** Every (line, colour) one advancement of this part could move now. */
function singleAdvancements(G: RRState, p: PlayerState, ef: TrackPart): [number, Colour][] {
  const moves: [number, Colour][] = [];
  boardOf(G).lines.forEach((_, line) => {
    if (ef.lines && !ef.lines.includes(line)) return;
    for (const colour of ef.cols as Colour[]) if (advanceBlock(G, p, line, colour) === null) moves.push([line, colour]);
  });
  return moves;
}

/** The player as they would stand once the factories this action gives are built (each fills the next empty slot). */
function withFactoriesBuilt(G: RRState, p: PlayerState, effects: Effect[]): PlayerState {
  const built = effects.filter((ef) => ef.e === 'tile' && ef.mode !== 'loco').length;
  if (built === 0 || !tilesFit(G, 'factory')) return p;
  const factories = [...p.factories, ...Array<number>(built).fill(0)].slice(0, FACTORY_SLOTS.length);
  return { ...p, factories };
}

/** Carry out effects for `pid`: immediate ones now, the rest appended to (or, if `front`, put before) the pending steps. */
export function applyEffects(a: Act, effects: Effect[], full: boolean, front = false): void {
  const { G, pid } = a;
  const p = player(G, pid);
  const steps: Step[] = [];
  for (const ef of effects) {
    switch (ef.e) {
      case 'adv': steps.push({ k: 'advanceTracks', cols: ef.cols, n: ef.n, full, ...(ef.lines ? { lines: ef.lines } : {}) }); break;
      case 'ind': steps.push({ k: 'advanceIndustry', n: ef.n, full }); break;
      case 'tile': steps.push({ k: 'takeTile', mode: ef.mode, full }); break;
      case 'doubler':
        for (let i = 0; i < ef.n; i++) {
          if (p.doublers < DOUBLER_SPACES && G.doublerSupply > 0) { p.doublers++; G.doublerSupply--; }
        }
        break;
      case 'roubles': gainRoubles(G, p, ef.n); break;
      case 'points': addPoints(p, 'immediate', ef.n); narrate(G, a.turn, pid, `scores ${ef.n} points.`); break;
      case 'temp': p.temp += G.tempOnBoard; G.tempOnBoard = 0; break;
      case 'hire': {
        const last = G.engineers.length - 1;
        const id = G.engineers[last];
        if (id != null) { p.engineers.push(id); G.engineers[last] = null; narrate(G, a.turn, pid, `hires engineer #${id}.`); }
        break;
      }
      case 'ebDraw': {
        // Each draw is kept from on its own: a second draw in the same action (a factory used twice
        // with its boilerman, S002-0297) waits until the cards of the first are dealt with.
        if (G.hands[pid]!.drawn.length > 0) steps.push({ k: 'keepEndBonus', draw: ef.n });
        else if (drawEndBonus(a, ef.n)) steps.push({ k: 'keepEndBonus' });
        break;
      }
      case 'copyTrack': steps.push(full ? { k: 'copyTrackSpace', full } : { k: 'copyTrackSpace' }); break;
      case 'pointsPerEngineer': { const n = ef.n * p.engineers.length; addPoints(p, 'immediate', n); narrate(G, a.turn, pid, `scores ${n} points for engineers.`); break; }
      case 'pointsTopLocos': { const n = topLocos(p, ef.k); addPoints(p, 'immediate', n); narrate(G, a.turn, pid, `scores ${n} points for locomotives.`); break; }
      case 'worker': p.owned++; p.workers++; p.gained++; narrate(G, a.turn, pid, 'takes the black worker.'); break;
      case 'engineer': p.engineers.push(ef.id); gainRoubles(G, p, ef.roubles); break;
      case 'express': steps.push({ k: 'placeLocomotive', loco: 9 }); break;
      case 'factoryThenInd': steps.push({ k: 'takeTile', mode: 'factory', full: false }, { k: 'advanceIndustry', n: ef.n, full: false }); break;
      case 'marker': p.industry.push(0); steps.push({ k: 'advanceIndustry', n: ef.n, full: false, marker: p.industry.length - 1 }); break;
      case 'revalue': p.revalued = true; break;
      case 'medal': p.medal = true; break;
      case 'qcard': steps.push({ k: 'claimBonusCard' }); break;
      case 'coal': p.coal += ef.n; break;
      case 'stoke': {
        const s = G.secret!;
        if (s.foundryPile.length) {
          s.foundryPile.shift();
          G.foundryPileCount = s.foundryPile.length;
          steps.push({ k: 'attachBoilerman' });
        }
        break;
      }
      case 'foundry': steps.push({ k: 'takeFoundry' }); break;
      case 'roundWorker': p.temp++; G.roundWorkers++; break;
      case 'extraMarker': p.industry.push(0); narrate(G, a.turn, pid, 'takes another industry marker.'); break;
      case 'income': steps.push({ k: 'takeIncomeMarker' }); break;
    }
  }
  if (front) G.pending.unshift(...steps);
  else G.pending.push(...steps);
  grantSpecials(a);
}

/** One-time special spaces whose condition holds now and which are not yet claimed (S002-0150–0168). */
export function grantSpecials(a: Act): void {
  const { G, pid } = a;
  const p = player(G, pid);
  const board = boardOf(G);
  for (const s of playerSpecials(G, p)) {
    if (p.claimed.includes(s.id)) continue;
    const w = s.when;
    let ok = false;
    if (w.c === 'black') ok = p.tracks[w.line][0] >= w.space;
    else if (w.c === 'trackLoco') ok = p.tracks[w.line][w.colour] >= w.space && reach(G, p, w.line) >= w.space;
    else ok = p.industry.some((i) => i >= w.index) && industryReached(p, w.index);
    if (!ok) continue;
    const r = s.reward;
    if (r.r === 'token') {
      if (p.tokens.length >= tokenCount(G)) continue; // no token left: the space stays free
      p.claimed.push(s.id);
      G.pending.unshift({ k: 'chooseBonusToken', space: s.id });
      narrate(G, a.turn, pid, `reaches a ? space (${s.id}).`);
      continue;
    }
    p.claimed.push(s.id);
    if (r.r === 'unlock' && r.choose) {
      G.pending.unshift({ k: 'placeNaturalTrack', n: r.choose });
      narrate(G, a.turn, a.pid, `takes ${r.choose} ${colourName(r.colour)} tracks.`);
    } else if (r.r === 'effects') {
      applyEffects(a, r.effects, false, true);
    } else if (r.r === 'extension') {
      G.pending.unshift({ k: 'placeExtension', area: r.area });
    } else if (r.r === 'unlock') {
      board.lines.forEach((line, l) => { if (line.colours.includes(r.colour) && p.tracks[l][r.colour] < 0) p.tracks[l][r.colour] = 0; });
      narrate(G, a.turn, pid, `takes the ${colourName(r.colour)} tracks.`);
      if (r.advance) G.pending.unshift({ k: 'advanceTracks', cols: [r.colour as Colour], n: r.advance, full: false, lines: [w.c === 'industry' ? 0 : w.line] });
    } else if (r.r === 'points') {
      addPoints(p, 'immediate', r.n);
      narrate(G, a.turn, pid, `scores ${r.n} points for completing a railroad.`);
    } else if (r.r === 'worker') {
      if (p.reserve > 0) { p.reserve--; p.owned++; p.workers++; p.gained++; narrate(G, a.turn, pid, 'gains a worker.'); }
    }
  }
}

/** The industry ? space is reached when a marker stands on it or has passed it. */
function industryReached(p: PlayerState, index: number): boolean {
  return p.industry.some((i) => i >= index);
}

export function tokenCount(_G: RRState): number {
  return 7;
}

export function availableTokens(G: RRState, p: PlayerState): string[] {
  return Object.keys(TOKEN_BY_ID).filter((id) => !TOKEN_BY_ID[id].coalOnly || G.setup.coal).filter((id) => !p.tokens.includes(id))
    .filter((id) => id !== 'Q5' || G.bonusCards.length > 0);
}

/** The track action spaces the Dispatcher (#13) may copy on this board. */
export function copyableTrackSpaces(G: RRState): string[] {
  return SPACES.filter((s) => s.trackSpace && !(s.blocked2p && G.setup.players <= 2)).map((s) => s.id);
}

/** A copied track action: the space's advancements and one more. */
export function copiedAction(spaceId: string): Extract<Effect, { e: 'adv' }> {
  const ef = SPACE_BY_ID[spaceId].effects[0] as Extract<Effect, { e: 'adv' }>;
  return { e: 'adv', cols: ef.cols, n: ef.n + 1 };
}

export function copiedActionFits(G: RRState, p: PlayerState, spaceId: string): boolean {
  const ef = copiedAction(spaceId);
  return trackCapacity(G, p, ef.cols, ef.lines) >= ef.n;
}

/** Draws up to n End Bonus cards into the seat's hand; false when the pile is empty. */
export function drawEndBonus(a: Act, n: number): boolean {
  const { G, pid } = a;
  const pile = G.secret!.ebPile;
  const drawn = pile.splice(0, n);
  G.hands[pid]!.drawn.push(...drawn);
  G.ebPileCount = pile.length;
  if (drawn.length) narrate(G, a.turn, pid, `draws ${drawn.length} End Bonus card${drawn.length > 1 ? 's' : ''}.`);
  return drawn.length > 0;
}

/** A locomotive or factory still without a boilerman (one each, S002-0288, 0303). */
export function canTakeBoilerman(p: PlayerState): boolean {
  return p.locos.some((v, i) => v > 0 && !p.locoBoiler[i]) || p.factories.some((_, i) => !p.factoryBoiler[i]);
}

/**
 * Fires the factory in slot `slot` a marker has just moved onto (S002-0093/0094). With a boilerman
 * (S002-0294–0302): a single ability fires twice, a scoring factory gives 1 more point, a factory with
 * several abilities lets the player repeat one of them.
 */
export function fireFactory(a: Act, slot: number): void {
  const p = player(a.G, a.pid);
  const loco = p.factories[slot];
  const f = FACTORY_BY_LOCO[loco];
  narrate(a.G, a.turn, a.pid, `uses factory #${loco} (${f.name})${p.factoryBoiler[slot] ? ' with its boilerman' : ''}.`);
  if (!p.factoryBoiler[slot]) { applyEffects(a, f.effects, false, true); return; }
  if (f.scoring) { applyEffects(a, [...f.effects, { e: 'points', n: 1 }], false, true); return; }
  if (f.effects.length === 1) { applyEffects(a, [...f.effects, ...f.effects], false, true); return; }
  a.G.pending.unshift({ k: 'repeatAbility', factory: loco });
  applyEffects(a, f.effects, false, true);
}

export function claimBonusCardEffects(a: Act, id: string): void {
  applyEffects(a, BONUS_CARD_BY_ID[id].effects, false, true);
}

export { lowestStack };
