// Division for the bots' search: the boardgame.io Game's own moves and flow (game.ts: the turn's
// onBegin opens the seat's stage with setActivePlayers, the phase's onEnd runs Movement) on a plain
// state (games/kit/simulation.ts). Without the plain-state plugin's plainG a move changes G in
// place (plainOf in game.ts), so a kept position is a deep copy.
import { createSimulation } from '../kit/simulation';
import { plainCopy } from '../kit/plain-state';
import { game } from './game';
import type { DivisionState } from './rules/state';

export const divisionSimulation = createSimulation<DivisionState>(game, {
  copyG: plainCopy,
  scores: (G) => Object.fromEntries(Object.entries(G.score).map(([seat, s]) => [seat, s.total])),
});
