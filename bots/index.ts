// Per-game bot settings: which GameModule, which evaluation, how to scale score margins into
// win probabilities, and the search budget of each difficulty. Games and evaluators load
// lazily, so a game whose files are missing or broken never stops the others.
import type { Ctx } from 'boardgame.io';
import type { GameModule, MoveChoice } from '../games/kit/types';
import type { Difficulty } from './protocol';
import type { Evaluate } from './evaluate';

/** How hard one search works. `maxMs` is the safety net; iterations decide in normal use. */
export interface SearchBudget {
  /** MCTS iterations per move, split across the determinized worlds. */
  iterations: number;
  /** Random moves per playout before the position is evaluated. */
  playoutDepth: number;
  /** How many samples of the hidden information one search uses (1 for open games). */
  worlds: number;
  /** Wall-clock cap per move; the search stops early when it is reached. */
  maxMs: number;
}

export const DEFAULT_BUDGETS: Record<Difficulty, SearchBudget> = {
  easy: { iterations: 150, playoutDepth: 8, worlds: 2, maxMs: 600 },
  normal: { iterations: 800, playoutDepth: 16, worlds: 4, maxMs: 1200 },
  hard: { iterations: 3000, playoutDepth: 24, worlds: 8, maxMs: 5000 },
};

/**
 * A scripted player (the `planner` level): given a seat's view and the enumerator's moves, the
 * index of the move it picks. Pure and deterministic.
 */
export type ScriptedPlayer = (G: any, ctx: Ctx, playerID: string, moves: MoveChoice[]) => number;

export interface BotGameSettings {
  id: string;
  /** The game, loaded on demand (playouts need only this). */
  loadModule: () => Promise<GameModule>;
  /** The game's estimate of every seat's final score, loaded on demand. */
  loadEvaluate: () => Promise<Evaluate>;
  /** Score points that make a lead worth about 73% (logistic(1)). */
  scale: number;
  /** Per-difficulty changes to DEFAULT_BUDGETS (real games are slower per step). */
  budgets?: Partial<Record<Difficulty, Partial<SearchBudget>>>;
  /** Iterations of the unchanged framework MCTSBot, calibrated to a normal move's time. */
  plainIterations: number;
  /** The game's scripted player, for the `planner` level (games without one refuse that level). */
  loadPlanner?: () => Promise<ScriptedPlayer>;
  /**
   * Per-difficulty budgets of the search on the game's simulation (bots/search.ts), used when
   * the GameModule has one; `budgets` then stay the framework-reducer search's (`normal-v1`).
   */
  simulationBudgets?: Partial<Record<Difficulty, Partial<SearchBudget>>>;
  /**
   * False keeps easy/normal/hard on the framework-reducer search although the game offers a
   * simulation: its search there is not yet calibrated to play as well (the simulation stays
   * tested and available to the tools).
   */
  searchOnSimulation?: boolean;
}

export const BOT_GAMES: Record<string, BotGameSettings> = {
  reference: {
    id: 'reference',
    loadModule: async () => (await import('../tools/reference-game')).referenceGame as GameModule,
    loadEvaluate: async () => (await import('./reference')).evaluateReference as Evaluate,
    scale: 2,
    plainIterations: 1100,
  },
  'train-and-railway': {
    id: 'train-and-railway',
    loadModule: async () => (await import('../games/train-and-railway/index')).trainAndRailway as GameModule,
    loadEvaluate: async () => (await import('./train-and-railway')).evaluateTrainAndRailway as Evaluate,
    scale: 8,
    // The search policy (bots/train-and-railway.ts) narrows most positions to one or a few
    // sensible moves, so the budgets only decide among those. `npm run bench` (4 players,
    // production, 2 cores shared with two arena workers): median ms per move easy 281 (93 CPU),
    // normal 661 (305 CPU), hard 3122 (1146 CPU), plain 631 (257 CPU).
    budgets: {
      easy: { iterations: 40, playoutDepth: 4, worlds: 2 },
      normal: { iterations: 8, playoutDepth: 48, worlds: 2, maxMs: 4000 },
      hard: { iterations: 400, playoutDepth: 10, worlds: 4 },
    },
    // Normal on the simulation plays each of its (at most 5) candidates once in each of 5 worlds
    // (the hidden contracts and deck are what they sample; the planner's playouts are otherwise
    // deterministic), 96 planner moves deep (about 6 rounds at 2 players): 25 iterations. Deeper
    // playouts won more games against normal-v1 than more worlds did (48 moves in 8 worlds 68.3 %,
    // 72 in 6 77.1 %, 96 in 5 80.4 % over 120 games), at about normal-v1's time a move; every run,
    // and the budgets before, in bots/README.md and RULES.md ("v4", "v5"). maxMs is a safety net
    // well above a decision's usual cost (reports/train-and-railway-bench.json).
    // Hard is normal's search in three times the worlds. Its old budget (2,400 iterations of
    // 10-move playouts in 4 worlds) won 2 of 20 games against normal; deeper playouts (192 moves)
    // or more iterations a world (the tree grown below the plans) lost too, more worlds did not
    // (bots/README.md, "Train & Railway's hard").
    simulationBudgets: {
      easy: { iterations: 120, playoutDepth: 4, worlds: 2 },
      normal: { iterations: 25, playoutDepth: 96, worlds: 5, maxMs: 8000 },
      hard: { iterations: 75, playoutDepth: 96, worlds: 15, maxMs: 8000 },
    },
    plainIterations: 30,
    loadPlanner: async () => (await import('./train-and-railway-planner')).plannerPick as ScriptedPlayer,
  },
  'russian-railroads': {
    id: 'russian-railroads',
    loadModule: async () => (await import('../games/russian-railroads/index')).russianRailroads as GameModule,
    loadEvaluate: async () => (await import('./russian-railroads')).evaluateRussianRailroads as Evaluate,
    scale: 25,
    // Calibrated with `npm run bench` (4 players, production, quiet machine): median ms per
    // move easy ~120, normal ~470, hard ~2600, plain ~480 when these budgets were set; since a
    // move's new state skips Immer's walk (an RR bench of 2026-11-30, code 0a1bb50) easy 14,
    // normal 174, hard 998, plain 140. Wall clock triples when the cores are shared. Easy was
    // cut from 50 iterations (depth 6) to 16 (depth 4): it still tries the best root moves by
    // a one-move look-ahead, costs a third as much (about 0.1 s of CPU a move), and a
    // four-player game of easy bots takes half a minute instead of two, which the balance
    // report's 200 games need.
    budgets: {
      easy: { iterations: 16, playoutDepth: 4, worlds: 2 },
      normal: { iterations: 150, playoutDepth: 8, worlds: 3 },
      hard: { iterations: 600, playoutDepth: 12, worlds: 6 },
    },
    // On the simulation with uniform playouts drawn by `sampleMove`: `npm run bench` on a heavily
    // shared machine gave normal 452 CPU ms per move (800 iterations, depth 8), plain 447.
    // Playouts of 16 moves instead of 8 scored 320 instead of 280.5 in four paired solo games
    // (seeds rr-solo-exp/0-3, better in all four) for about 1.4 times the CPU time a move.
    // `npm run bench -- --games russian-railroads,train-and-railway` (production, load ~20 on 2
    // cores) with these budgets: CPU ms per move easy 90, normal 597, hard 1531, normal-v1 625.
    // Hard is normal's search with three times the iterations, in normal's 3 worlds and 16-move
    // playouts (24 moves in 6 worlds scored 347.7 alone against 365.48). Alone it scores as normal does
    // (368.3 against 370.38 on rr-solo-v16); with a rival it won 11 of 20 two-player games against
    // normal. bots/README.md has every budget tried.
    simulationBudgets: {
      easy: { iterations: 60, playoutDepth: 4, worlds: 2 },
      normal: { iterations: 800, playoutDepth: 16, worlds: 3 },
      hard: { iterations: 2400, playoutDepth: 16, worlds: 3 },
    },
    plainIterations: 22,
    loadPlanner: async () => (await import('./russian-railroads-planner')).plannerPick as ScriptedPlayer,
  },
  division: {
    id: 'division',
    loadModule: async () => (await import('../games/division/index')).division as GameModule,
    loadEvaluate: async () => (await import('./division')).evaluateDivision as Evaluate,
    // §14.1 of the design: a 3-point lead is worth about 73%. Normal took 0.8-1.2 s a move at
    // 120 iterations on a shared machine (most of it the framework's reducer), hence 90.
    scale: 3,
    budgets: {
      easy: { iterations: 24, playoutDepth: 6, worlds: 2 },
      normal: { iterations: 90, playoutDepth: 8, worlds: 3 },
      hard: { iterations: 400, playoutDepth: 16, worlds: 4 },
    },
    // `npm run bench -- --games division --quick` (production, 4 players, load 17 on 2 cores): CPU
    // ms per move easy 56, normal 335, plain 1500 at 60 iterations; 14 matches a normal move.
    plainIterations: 14,
    // Its simulation (games/division/simulate.ts) plays exactly like the framework
    // (tests/bots/simulation.test.ts), but gains little: with this switched on, `NODE_ENV=production
    // npm run -s bench -- --games division --quick --json` (2026-12-03, load ~7 on 2 cores) gave
    // 2420 playout steps per CPU second on it against 1837 for normal-v1 on the reducer (reducer
    // 2858 actions/CPU s). With the moves changing G in place on the simulation (no deep copy a
    // move) the same bench gave 2447 against 1970: the rules' own work is the cost. Until a budget
    // on it is calibrated against normal-v1 in an arena, the bots stay on the reducer.
    searchOnSimulation: false,
  },
  'lost-atlas': {
    id: 'lost-atlas',
    loadModule: async () => (await import('../games/lost-atlas/index')).lostAtlas as GameModule,
    loadEvaluate: async () => (await import('./lost-atlas')).evaluateLostAtlas as Evaluate,
    // Design §5.6 starts the scale at 150 score points. Normal was 60 iterations, depth 20: it hit
    // its 1.2 s cap on most searched moves (arena median 1057 ms a move). At 32 iterations, depth
    // 14, with map placements played without search (bots/lost-atlas.ts): `NODE_ENV=production npm
    // run -s bench -- --games lost-atlas --json` (4 players, load ~1.5 on 2 cores, uncapped) median
    // ms per move easy 191 (314 CPU), normal 345 (413), hard 3937 (4522), plain 270 (312); 20-game
    // 3-player arenas: normal beat random,random 100% and plain,plain 95% (reports/lost-atlas-*).
    // Easy and hard keep their first guesses.
    scale: 150,
    // Its simulation (games/lost-atlas/simulate.ts) plays exactly like the framework, but the search
    // on it played worse: 6 players, 10 games against five random seats (seed la-6-normal-random,
    // NODE_ENV=production npm run arena), normal on the simulation won 60% (median top score 95),
    // normal-v1 on the reducer 90% (125). Until that search is tuned for Lost Atlas, the bots stay
    // on the reducer.
    searchOnSimulation: false,
    budgets: {
      easy: { iterations: 16, playoutDepth: 8, worlds: 1 },
      normal: { iterations: 32, playoutDepth: 14, worlds: 2, maxMs: 800 },
      hard: { iterations: 240, playoutDepth: 40, worlds: 3 },
    },
    plainIterations: 10,
  },
};

export interface LoadedBotGame {
  settings: BotGameSettings;
  module: GameModule;
  evaluate: Evaluate;
}

function settingsOf(gameId: string): BotGameSettings {
  const settings = BOT_GAMES[gameId];
  if (!settings) {
    throw new Error(`Unknown game "${gameId}". Known: ${Object.keys(BOT_GAMES).join(', ')}.`);
  }
  return settings;
}

function reason(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

const modules = new Map<string, Promise<GameModule>>();
const loaded = new Map<string, Promise<LoadedBotGame>>();

/** The game's module alone, loaded once. Rejects with a readable reason. */
export function loadGameModule(gameId: string): Promise<GameModule> {
  let promise = modules.get(gameId);
  if (!promise) {
    promise = (async () => {
      const settings = settingsOf(gameId);
      let module: GameModule | undefined;
      try {
        module = await settings.loadModule();
      } catch (err) {
        throw new Error(`Game "${gameId}" could not be loaded: ${reason(err)}`);
      }
      if (!module?.game) throw new Error(`Game "${gameId}" exports no GameModule yet.`);
      return module;
    })();
    promise.catch(() => modules.delete(gameId));
    modules.set(gameId, promise);
  }
  return promise;
}

/** The game's module, evaluation and settings, loaded once. Rejects with a readable reason. */
export function loadBotGame(gameId: string): Promise<LoadedBotGame> {
  let promise = loaded.get(gameId);
  if (!promise) {
    promise = (async () => {
      const settings = settingsOf(gameId);
      const module = await loadGameModule(gameId);
      let evaluate: Evaluate | undefined;
      try {
        evaluate = await settings.loadEvaluate();
      } catch (err) {
        throw new Error(`The bots' evaluation of "${gameId}" could not be loaded: ${reason(err)}`);
      }
      if (typeof evaluate !== 'function') throw new Error(`Game "${gameId}" has no bot evaluation yet.`);
      return { settings, module, evaluate };
    })();
    promise.catch(() => loaded.delete(gameId));
    loaded.set(gameId, promise);
  }
  return promise;
}

/** The budget of a difficulty for a game. */
export function budgetFor(settings: BotGameSettings, difficulty: Difficulty): SearchBudget {
  return { ...DEFAULT_BUDGETS[difficulty], ...settings.budgets?.[difficulty] };
}

/** The budget of a difficulty for the search on the game's simulation. */
export function simulationBudgetFor(settings: BotGameSettings, difficulty: Difficulty): SearchBudget {
  return { ...budgetFor(settings, difficulty), ...settings.simulationBudgets?.[difficulty] };
}
