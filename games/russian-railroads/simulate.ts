// Russian Railroads for the bots' search: the boardgame.io Game's own moves and hooks on a plain
// state (games/kit/simulation.ts). Without the framework's plain-state plugin the moves change
// the state they are given in place, so a copy is made only when the search keeps a position.
import { createSimulation } from '../kit/simulation';
import { plainCopy } from '../kit/plain-state';
import { RussianRailroadsGame } from './game';
import type { RRState } from './rules/state';

/** A copy the moves may change: the log and history only ever grow, so their entries are shared. */
function copyState(G: RRState): RRState {
  const { log, history, ...rest } = G;
  return { ...(plainCopy(rest) as Omit<RRState, 'log' | 'history'>), log: [...log], history: [...history] };
}

export const russianRailroadsSimulation = createSimulation<RRState>(RussianRailroadsGame, {
  copyG: copyState,
  scores: (G) => Object.fromEntries(Object.keys(G.players).map((id) => [id, G.players[id].score])),
});
