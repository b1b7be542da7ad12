// Division for the bots' search: the boardgame.io Game's own moves and flow (game.ts: the turn's
// onBegin opens the seat's stage with setActivePlayers, the phase's onEnd runs Movement) on a plain
// state (games/kit/simulation.ts). Every move already works on its own plain copy of G (plainOf in
// game.ts), so the simulation's copy is the same deep copy.
import { createSimulation } from '../kit/simulation';
import { plainCopy } from '../kit/plain-state';
import { game } from './game';
import type { DivisionState } from './rules/state';

export const divisionSimulation = createSimulation<DivisionState>(game, {
  copyG: plainCopy,
  scores: (G) => Object.fromEntries(Object.entries(G.score).map(([seat, s]) => [seat, s.total])),
});
