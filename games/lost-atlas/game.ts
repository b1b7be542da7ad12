// The boardgame.io Game (design §5.3): setup, the phases and the move wiring only. The rules' own
// state machine (rules/flow.ts) decides who acts and runs the automatic work at the end of every
// move; each boardgame.io phase mirrors a round of `G.round` and ends when the round changes
// (`G.roundSeq` moves on), and every move is one turn (`maxMoves: 1`) whose next seat is the flow's
// actor. One action may cross several rounds (an OR whose companies have nothing to decide): the
// next phase is taken from `G.round`, so no phase ends twice in one action (the loop guard, §5.3).
import type { Ctx, Game, Move, PhaseConfig } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { plainCopy, plainStatePlugin, finishedState } from '../kit/plain-state';
import { NO_CLIENT_EVENTS } from '../kit/events';
import { enumerate } from './enumerate';
import { MOVES, applyMove, checkMove } from './moves';
import { actor, settle, type FlowCtx } from './rules/flow';
import { initialState, type SetupRandom } from './rules/initial';
import { dealEvents } from './rules/events';
import { scoreRows, winners } from './rules/scoring';
import type { LAState, Round } from './rules/state';
import { stripSecrets } from './view';
import { parseSetup, type LASetup } from './setup-parse';

export { parseSetup, type LASetup };

/**
 * A plain copy of the state for a move to change. The map is shared, not copied: every rule replaces
 * G.map when it changes it (never a hex in place), so the network and reach caches, keyed by the map
 * object, carry over from move to move.
 */
export function copyState(G: LAState): LAState {
  const { map, ...rest } = G;
  const copy = plainCopy(rest) as LAState;
  copy.map = map;
  return copy;
}
const plainOf = (c: any): LAState => copyState((c.plainG ?? c.G) as LAState);
const randomOf = (random: any): SetupRandom => ({ shuffle: (items) => random.Shuffle(items), die: (n) => random.Die(n) });

function wrap(name: string): Move<LAState> {
  return {
    move: (c: any, ...args: any[]) => {
      const { ctx, playerID, random } = c as { ctx: Ctx; playerID: string; random: any };
      const G0 = (c.plainG ?? c.G) as LAState;
      if (checkMove(G0, playerID, name, args) !== null) return INVALID_MOVE;
      const G = plainOf(c);
      const fc: FlowCtx = { turn: ctx.turn, random: randomOf(random) };
      applyMove({ ...fc, G, seat: playerID }, name, args);
      return finishedState(G);
    },
    client: !MOVES[name].serverOnly,
  };
}

const moves = Object.fromEntries(Object.keys(MOVES).map((n) => [n, wrap(n)]));

/** The boardgame.io phase of each round. */
export const PHASE_OF: Record<Round, string> = { BUILD: 'mapBuild', SR: 'stock', OR1: 'or1', OR2: 'or2', MR: 'merger', CYCLE_END: 'cycleEnd', END: 'cycleEnd' };

function phase(start: boolean): PhaseConfig<LAState> {
  return {
    start,
    moves,
    // The ending phase records the round it hands over to: boardgame.io checks the next phase's endIf
    // before that phase's onBegin runs, so onBegin would be too late (the loop guard would fire).
    onEnd: ({ G }) => { G.phaseSeq = G.roundSeq; },
    endIf: ({ G }) => G.roundSeq !== G.phaseSeq,
    next: ({ G }) => PHASE_OF[G.round ?? 'BUILD'],
    turn: {
      maxMoves: 1,
      order: {
        first: ({ G }) => actor(G),
        next: ({ G }) => actor(G),
      },
    },
  };
}

export function newGame(numPlayers: number, setup: LASetup, random: SetupRandom): LAState {
  const G = initialState(setup, numPlayers, random);
  dealEvents(G, random); // §3.16: only with the module on (no draw otherwise, so older seeded games replay)
  G.round = 'BUILD';
  G.roundSeq = 0;
  G.phaseSeq = 0;
  G.mapBuild.turnSeat = G.mapBuild.firstBuilder;
  G.mapBuild.done = [];
  G.log = [];
  G.history = [];
  settle(G, { turn: 0, random });
  return G;
}

export const game: Game<LAState, any, LASetup> = {
  name: 'lost-atlas',
  minPlayers: 2,
  maxPlayers: 7,
  disableUndo: true,
  events: NO_CLIENT_EVENTS,
  plugins: [plainStatePlugin],
  setup: ({ ctx, random }, setupData) => {
    const parsed = parseSetup(ctx.numPlayers, setupData);
    if (!parsed.ok) throw new Error(parsed.error);
    return newGame(ctx.numPlayers, parsed.setup, randomOf(random));
  },
  validateSetupData: (data, n) => {
    const r = parseSetup(n, data);
    return r.ok ? undefined : r.error;
  },
  phases: {
    mapBuild: phase(true),
    stock: phase(false),
    or1: phase(false),
    or2: phase(false),
    merger: phase(false),
    cycleEnd: phase(false),
  },
  endIf: ({ G }) => {
    if (!G.end) return undefined;
    const scores = Object.fromEntries(scoreRows(G).map((r) => [r.seat, r.total]));
    return { winners: winners(G), scores, reason: G.end.reason };
  },
  playerView: ({ G }) => stripSecrets(G) as unknown as LAState,
  ai: { enumerate: (G, ctx, playerID) => enumerate(G, ctx, playerID) },
};
