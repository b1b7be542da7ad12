// Russian Railroads for the bots' search: the boardgame.io Game's own moves and hooks on a plain
// state (games/kit/simulation.ts). Without the framework's plain-state plugin the moves change
// the state they are given in place, so a copy is made only when the search keeps a position.
import { createSimulation } from '../kit/simulation';
import { plainCopy } from '../kit/plain-state';
import { RussianRailroadsGame } from './game';
import type { RRState } from './rules/state';
import type { Ctx } from 'boardgame.io';
import type { MoveChoice } from '../kit/types';
import { candidates } from './enumerate';
import { CHECKS } from './moves';

/** A copy the moves may change: the log and history only ever grow, so their entries are shared. */
function copyState(G: RRState): RRState {
  const { log, history, ...rest } = G;
  return { ...(plainCopy(rest) as Omit<RRState, 'log' | 'history'>), log: [...log], history: [...history] };
}

/**
 * A legal move drawn uniformly: candidates are drawn at random and checked one by one (the same
 * checks `enumerate` filters with) until one is legal, instead of checking them all first.
 */
function sampleMove(G: RRState, ctx: Ctx, pid: string, rng: () => number): MoveChoice | null {
  if (ctx.gameover || G.gameover) return null;
  const pool = candidates(G, ctx, pid);
  for (let left = pool.length; left > 0; left--) {
    const i = Math.floor(rng() * left);
    const m = pool[i];
    if (CHECKS[m.move](G, ctx, pid, ...(m.args ?? [])) === null) return m;
    pool[i] = pool[left - 1];
  }
  return null;
}

export const russianRailroadsSimulation = createSimulation<RRState>(RussianRailroadsGame, {
  copyG: copyState,
  scores: (G) => Object.fromEntries(Object.keys(G.players).map((id) => [id, G.players[id].score])),
  sampleMove,
});
