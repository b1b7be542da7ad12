// Russian Railroads for the bots' search: the boardgame.io Game's own moves and hooks on a plain
// state (games/kit/simulation.ts). Without the framework's plain-state plugin the moves change
// the state they are given in place, so a copy is made only when the search keeps a position.
import { createSimulation } from '../kit/simulation';
import { plainCopy } from '../kit/plain-state';
import { RussianRailroadsGame } from './game';
import type { PlayerState, RRState } from './rules/state';
import type { Ctx } from 'boardgame.io';
import type { MoveChoice } from '../kit/types';
import { argList, emitCandidates } from './enumerate';
import { CHECKS, vouchFor } from './moves';
import { SPACE_BY_ID } from './data/spaces';

const slice = <T>(a: T[]): T[] => (a == null ? a : a.slice());
const flat = <T extends object>(o: T): T => (o == null ? o : { ...o });

/** A seat's board: flat members by the spread, then each array or record the moves change. */
function copyPlayer(p: PlayerState): PlayerState {
  const c = { ...p };
  const tracks = p.tracks;
  c.tracks = new Array(tracks.length);
  for (let l = 0; l < tracks.length; l++) c.tracks[l] = tracks[l].slice();
  c.locos = slice(p.locos);
  c.locoBoiler = slice(p.locoBoiler);
  c.factoryBoiler = slice(p.factoryBoiler);
  c.foundries = slice(p.foundries);
  c.foundriesUsed = slice(p.foundriesUsed);
  c.extensions = flat(p.extensions);
  c.income = slice(p.income);
  c.incomeUsed = slice(p.incomeUsed);
  c.factories = slice(p.factories);
  c.industry = slice(p.industry);
  c.tokens = slice(p.tokens);
  c.claimed = slice(p.claimed);
  c.engineers = slice(p.engineers);
  c.engineersUsed = slice(p.engineersUsed);
  c.bonusCards = slice(p.bonusCards);
  c.pts = flat(p.pts);
  return c;
}

/**
 * A copy the moves may change, member by member by its known shape (a generic deep copy was most
 * of a copy's cost). The log and history only ever grow, so their entries are shared. A member
 * this does not name would be shared between the copies: tests/games/russian-railroads/simulate.test.ts
 * fails when a state holds one.
 */
export function copyState(G: RRState): RRState {
  const c = { ...G };
  c.setup = flat(G.setup);
  c.order = slice(G.order);
  c.spaces = flat(G.spaces);
  c.engineers = slice(G.engineers);
  c.locoStacks = slice(G.locoStacks);
  c.bonusCards = slice(G.bonusCards);
  c.startingBonus = slice(G.startingBonus);
  c.startingBonusQueue = slice(G.startingBonusQueue);
  c.relocation = slice(G.relocation);
  c.pending = plainCopy(G.pending);
  const players: Record<string, PlayerState> = {};
  for (const id in G.players) players[id] = copyPlayer(G.players[id]);
  c.players = players;
  c.foundryDisplay = slice(G.foundryDisplay);
  c.extensionPool = slice(G.extensionPool);
  c.incomePool = flat(G.incomePool);
  c.emil = plainCopy(G.emil);
  c.hands = plainCopy(G.hands);
  c.secret = plainCopy(G.secret);
  c.gameover = plainCopy(G.gameover);
  c.finalScores = plainCopy(G.finalScores);
  c.log = slice(G.log);
  c.history = slice(G.history);
  return c;
}

// The draw's candidates, in arrays reused from draw to draw: a playout step lists some fifty
// candidates and checks only a few, so building a MoveChoice for each was most of the draw.
const poolMove: string[] = [];
const poolN: number[] = [];
const poolA0: any[] = [];
const poolA1: any[] = [];
const poolA2: any[] = [];
let poolSize = 0;
const toPool = (move: string, n: number, a0?: any, a1?: any, a2?: any): void => {
  const i = poolSize++;
  poolMove[i] = move;
  poolN[i] = n;
  poolA0[i] = a0;
  poolA1[i] = a1;
  poolA2[i] = a2;
};

/**
 * True for a placement its full check (placeWorkersBlock) would refuse at one of its own tests: a
 * space already taken that only one may take, more roubles than the seat has, more workers than
 * it has left (a printed space), or coal it lacks. Once a round is under way most drawn
 * placements fail so, and these tests cost a fraction of the check.
 */
function surelyIllegal(G: RRState, pid: string, move: string, a0: any, a1: any): boolean {
  if (move !== 'placeWorkers') return false;
  const row = SPACE_BY_ID[a0];
  if (G.spaces[a0] !== undefined && !row?.reusable) return true;
  const p = G.players[pid];
  if (a1 > p.roubles) return true;
  return row !== undefined && (row.workers - (a1 - row.roubles) > p.workers + p.temp || p.coal < (row.coal ?? 0));
}

/**
 * A legal move drawn uniformly: candidates are drawn at random and checked one by one (the same
 * checks `enumerate` filters with) until one is legal, instead of checking them all first.
 */
function sampleMove(G: RRState, ctx: Ctx, pid: string, rng: () => number): MoveChoice | null {
  if (ctx.gameover || G.gameover) return null;
  poolSize = 0;
  emitCandidates(G, ctx, pid, toPool);
  for (let left = poolSize; left > 0; left--) {
    const i = Math.floor(rng() * left);
    const move = poolMove[i];
    const n = poolN[i];
    // A check reads only its own arguments: the unused ones are undefined, as when they are left out.
    if (!surelyIllegal(G, pid, move, poolA0[i], poolA1[i]) && CHECKS[move](G, ctx, pid, poolA0[i], poolA1[i], poolA2[i]) === null) {
      // Applied next (the search's playouts), the move need not check itself again.
      vouchFor(G, ctx, pid, move, n, poolA0[i], poolA1[i], poolA2[i]);
      return { move, args: argList(n, poolA0[i], poolA1[i], poolA2[i]) };
    }
    const last = left - 1;
    poolMove[i] = poolMove[last];
    poolN[i] = poolN[last];
    poolA0[i] = poolA0[last];
    poolA1[i] = poolA1[last];
    poolA2[i] = poolA2[last];
  }
  return null;
}

export const russianRailroadsSimulation = createSimulation<RRState>(RussianRailroadsGame, {
  copyG: copyState,
  scores: (G) => Object.fromEntries(Object.keys(G.players).map((id) => [id, G.players[id].score])),
  sampleMove,
});
