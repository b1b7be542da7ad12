// Train & Railway for the bots' search: the boardgame.io Game's own moves and hooks (game.ts,
// which call moves.ts and rules/) on a plain state (games/kit/simulation.ts). The moves change
// the state in place as they would change Immer's draft, so a copy is made only when the search
// keeps a position.
import { createSimulation } from '../kit/simulation';
import { plainCopy } from '../kit/plain-state';
import { game } from './game';
import type { TRState } from './rules/state';

/** A copy the moves may change: narration and history entries are never changed once written. */
function copyState(G: TRState): TRState {
  const { log, history, ...rest } = G;
  return { ...(plainCopy(rest) as Omit<TRState, 'log' | 'history'>), log: [...log], history: [...history] };
}

export const trainAndRailwaySimulation = createSimulation<TRState>(game, {
  copyG: copyState,
  scores: (G) => Object.fromEntries(Object.keys(G.players).map((id) => [id, G.players[id].score])),
});
