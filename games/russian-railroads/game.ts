// The boardgame.io Game: setup, phases (Starting Bonus draft, worker placement rounds), turn order
// read from G, and one stage per sub-step of an action, named like the rulebook.
import type { Game, Ctx } from 'boardgame.io';
import { moves } from './moves';
import { plainStatePlugin } from '../kit/plain-state';
import { enumerate } from './enumerate';
import { playerView } from './view';
import { createState } from './rules/setup';
import type { RRState, RRSetup } from './rules/state';
import { STEP_MOVES } from './rules/steps';
import { parseSetup } from './setup-parse';
import { NO_CLIENT_EVENTS } from '../kit/events';

const order = {
  first: ({ G, ctx }: { G: RRState; ctx: Ctx }) => Math.max(0, ctx.playOrder.indexOf(G.current)),
  next: ({ G, ctx }: { G: RRState; ctx: Ctx }) => Math.max(0, ctx.playOrder.indexOf(G.current)),
};

/** Stages of a turn: one per sub-step (advanceTracks, advanceIndustry, takeTile, placeLocomotive, …). */
const stages = Object.fromEntries(Object.keys(STEP_MOVES).map((k) => [k, { moves }]));

export const RussianRailroadsGame: Game<RRState, any, RRSetup> = {
  name: 'russian-railroads',
  minPlayers: 1,
  maxPlayers: 4,
  events: NO_CLIENT_EVENTS,
  // Moves work on a plain copy of the state instead of Immer's draft (speed; see the plugin).
  plugins: [plainStatePlugin],
  setup: ({ ctx, random }, setupData) => {
    const parsed = parseSetup(ctx.numPlayers, setupData);
    return createState(ctx.numPlayers, parsed.ok ? parsed.setup : { board: 'base', coal: false }, random);
  },
  validateSetupData: (setupData, numPlayers) => {
    const r = parseSetup(numPlayers, setupData);
    return r.ok ? undefined : r.error;
  },
  phases: {
    startingBonus: {
      start: true,
      turn: { order, stages },
      moves,
      endIf: ({ G }) => G.startingBonusQueue.length === 0 && G.pending.length === 0,
      next: 'workerPlacement',
    },
    workerPlacement: {
      turn: { order, stages },
      moves,
    },
  },
  endIf: ({ G }) => G.gameover ?? undefined,
  playerView: ({ G, playerID }) => playerView(G, playerID),
  ai: { enumerate: (G, ctx, playerID) => enumerate(G, ctx, playerID) as any },
};
