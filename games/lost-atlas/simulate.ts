// Lost Atlas for the bots' search: the boardgame.io Game's own moves and flow (game.ts: every move
// one turn, `maxMoves: 1`, the next seat from the flow's `actor`) on a plain state
// (games/kit/simulation.ts). Each move already works on its own copy (game.ts `copyState`, the map
// shared), so keeping a position costs the same copy.
import { createSimulation } from '../kit/simulation';
import { copyState, game } from './game';
import { scoreRows } from './rules/scoring';
import type { LAState } from './rules/state';

export const lostAtlasSimulation = createSimulation<LAState>(game, {
  copyG: copyState,
  scores: (G) => Object.fromEntries(scoreRows(G).map((r) => [r.seat, r.total])),
});
