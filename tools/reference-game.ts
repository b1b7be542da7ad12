// A tiny reference game: the yardstick for benchmarks and the fixture for platform tests that
// must not depend on a real ruleset's pace. Two to four seats take turns adding 1, 2 or 3 to a
// shared counter; whoever brings it to TARGET or beyond wins. Each seat also holds a secret
// card drawn at setup that adds 1 to its total at the end, so hidden-information plumbing
// (playerView, determinize) is exercised too.
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Ctx, Game } from 'boardgame.io';
import type { GameModule, NarrationLine } from '../games/kit/types';
import { narrationLine } from '../games/kit/narration';
import { NO_CLIENT_EVENTS } from '../games/kit/events';
import { UNNAMED_MOVE } from '../games/kit/sentence';

export const TARGET = 21;

export interface RefState {
  counter: number;
  points: Record<string, number>;
  /** Secret card per seat; playerView keeps only the viewer's own. */
  secrets: Record<string, number | null>;
  log: NarrationLine[];
}

function refuse(G: RefState, ctx: Ctx, playerID: string, amount: unknown): string | null {
  if (ctx.gameover) return 'The game is over.';
  if (playerID !== ctx.currentPlayer) return 'It is not your turn.';
  if (amount !== 1 && amount !== 2 && amount !== 3) return 'Add 1, 2 or 3.';
  return null;
}

const game: Game<RefState> = {
  name: 'reference',
  minPlayers: 2,
  maxPlayers: 4,
  events: NO_CLIENT_EVENTS,
  setup: ({ ctx, random }) => {
    const points: Record<string, number> = {};
    const secrets: Record<string, number | null> = {};
    for (const p of ctx.playOrder) {
      points[p] = 0;
      secrets[p] = random.Die(3);
    }
    return { counter: 0, points, secrets, log: [] };
  },
  moves: {
    add: ({ G, ctx, playerID }, amount: number) => {
      if (refuse(G, ctx, playerID, amount)) return INVALID_MOVE;
      G.counter += amount;
      G.points[playerID] += amount;
      G.log.push(narrationLine(ctx.turn, playerID, `adds ${amount} (counter ${G.counter}).`));
    },
  },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G, ctx }) => {
    if (G.counter < TARGET) return;
    const scores: Record<string, number> = {};
    for (const p of ctx.playOrder) scores[p] = G.points[p] + (G.secrets[p] ?? 0);
    const best = Math.max(...Object.values(scores));
    return { winners: ctx.playOrder.filter((p) => scores[p] === best), scores };
  },
  playerView: ({ G, playerID }) => ({
    ...G,
    secrets: Object.fromEntries(Object.keys(G.secrets).map((p) => [p, p === playerID ? G.secrets[p] : null])),
  }),
  ai: {
    enumerate: (G: RefState, ctx: Ctx) =>
      [1, 2, 3].map((amount) => ({ move: 'add', args: [amount] })),
  },
};

export const referenceGame: GameModule<RefState, Record<string, never>> = {
  id: 'reference',
  name: 'Reference',
  description: 'A tiny counting game used to measure the platform.',
  minPlayers: 2,
  maxPlayers: 4,
  variants: [],
  hiddenInformation: true,
  game,
  parseSetup: (numPlayers, raw) => {
    if (numPlayers < 2 || numPlayers > 4) return { ok: false, error: 'Reference is for 2 to 4 players.' };
    if (raw != null && (typeof raw !== 'object' || Object.keys(raw as object).length > 0))
      return { ok: false, error: 'Reference has no variants.' };
    return { ok: true, setup: {} };
  },
  explain: (G, ctx, playerID, move, args) =>
    move === 'add' ? refuse(G, ctx, playerID, args[0]) : `Unknown move ${move}.`,
  moveSentence: (_G, _ctx, _playerID, choice) => (choice.move === 'add' ? `Add ${choice.args?.[0]} to the counter` : UNNAMED_MOVE),
  summary: (G, ctx) => ({
    scores: { ...G.points },
    breakdown: [{ key: 'points', label: 'Points added', values: { ...G.points } }],
    history: [],
  }),
  log: (G) => G.log,
  determinize: (view, ctx, playerID, rng) => ({
    ...view,
    secrets: Object.fromEntries(
      Object.keys(view.secrets).map((p) => [p, view.secrets[p] ?? 1 + Math.floor(rng() * 3)]),
    ),
  }),
  invariants: (prev, next) => (next.counter < prev.counter ? 'the counter went down' : null),
};
