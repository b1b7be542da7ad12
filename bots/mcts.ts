// Railhouse's bots. The searching bot is the framework's MCTSBot (its tree nodes, UCT
// selection, expansion and Bot interface) with these additions:
//  - playouts stop at a horizon and the position is valued for EVERY seat by the game's
//    score estimate (a logistic of the seat's lead over its best rival); real gameovers
//    count 1 / 0 / 1/k;
//  - it is given only the seat's filtered view and samples the hidden parts
//    (GameModule.determinize) into several worlds, each with a fresh random-plugin seed;
//  - budgets by difficulty (iterations, playout depth, worlds) with a wall-clock cap and a
//    progress callback;
//  - root moves are expanded best-first by the evaluation one move ahead, so a budget smaller
//    than the number of moves is spent on the promising ones.
// `plain` is the framework's MCTSBot unchanged, fed the same filtered view; `random` is its
// RandomBot over a determinized view.
import type { Ctx, Game, State } from 'boardgame.io';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import seedrandom from 'seedrandom';
import type { GameModule, MoveChoice } from '../games/kit/types';
import type { Difficulty } from './protocol';
import { budgetFor, simulationBudgetFor, type LoadedBotGame, type SearchBudget } from './index';
import { searchOnSimulation, SearchMemory } from './search';
export { SearchMemory };
import { positionValues, type Evaluate, type SeatValues } from './evaluate';
import { actingSeat, cloneJson, searchGame, searchState } from './state';

/** A move or event action as the framework's bots produce it. */
interface BotAction {
  type: string;
  payload: { type: string; args?: any[]; playerID?: string };
}

/** The framework's MCTS tree node (mcts-bot.ts `Node`). */
interface TreeNode {
  state: State;
  parent?: TreeNode;
  parentAction?: BotAction;
  actions: BotAction[];
  children: TreeNode[];
  visits: number;
  value: number;
}

/** MCTSBot's tree operations: private in its typings, inherited and used as they are. */
interface MCTSTreeOps {
  createNode(opts: { state: State; parentAction?: BotAction; parent?: TreeNode; playerID?: string }): TreeNode;
  select(node: TreeNode): TreeNode;
  expand(node: TreeNode): TreeNode;
  reducer: (state: State, action: BotAction) => State;
}

/**
 * Optional game knowledge for the searching bots (never for `plain` or `random`), attached to a
 * game's evaluation function as its `policy` property:
 *  - `candidates` narrows the enumerated moves the tree and the playouts consider (it must keep
 *    at least one move when given some; an empty answer falls back to every move);
 *  - `rollout` picks the playout's next move (an index into `moves`) instead of a uniform one.
 */
export interface SearchPolicy {
  candidates?(G: any, ctx: Ctx, playerID: string, moves: MoveChoice[]): MoveChoice[];
  rollout?(G: any, ctx: Ctx, playerID: string, moves: MoveChoice[], rng: () => number): number;
  /**
   * The rollout is given every legal move rather than the candidates, in the search on the
   * simulation (bots/search.ts): for a rollout whose pick the candidates always keep, narrowing
   * each playout step first is wasted work.
   */
  rolloutOverAllMoves?: boolean;
  /**
   * The search on the simulation then chooses the root move of the highest mean value rather than
   * the most visited, keeping the first candidate (the policy's own pick) unless another move's
   * mean value beats it by more than this.
   */
  keepFirstCandidateWithin?: number;
  /**
   * Called by the search on the simulation before each playout with the root move the playout
   * descends from and the seat that made it (null at the root): a policy whose root moves stand
   * for whole plans (a move's `plan` tag, which also tells moves apart in the search) has its
   * rollout follow that plan.
   */
  playoutFrom?(rootMove: MoveChoice | null, seat: string | null): void;
  /**
   * The search on the simulation only: the moves a tree node (the root included) branches on.
   * Playouts still draw from every legal move, and the framework-reducer search (`normal-v1`)
   * ignores it.
   */
  treeCandidates?(G: any, ctx: Ctx, playerID: string, moves: MoveChoice[]): MoveChoice[];
  /**
   * The search on the simulation only: how many of a tree node's moves it keeps, the best by the
   * mover's value one move ahead (0: all). 1 makes that choice greedy: the tree passes through
   * it, and a search whose root has one move left answers at once.
   */
  keepBestByValue?(G: any, ctx: Ctx, playerID: string): number;
  /**
   * The search on the simulation only: a playout at a position where keepBestByValue is 1 takes
   * that best move too, as the tree does, instead of a uniform one; elsewhere it stays uniform.
   */
  greedyPlayoutSteps?: boolean;
}

/** The policy a game's evaluation carries, if any. */
export function policyOf(evaluate: Evaluate): SearchPolicy | undefined {
  return (evaluate as Evaluate & { policy?: SearchPolicy }).policy;
}

/**
 * The evaluation `normal-v1` searches with: the game's evaluation as it was when that level was
 * kept (`evaluate.v1`, where the game has changed it since), else the game's evaluation.
 */
export function v1EvaluationOf(evaluate: Evaluate): Evaluate {
  return (evaluate as Evaluate & { v1?: Evaluate }).v1 ?? evaluate;
}

/** The game's enumerator narrowed by the policy's candidates. */
function narrowedEnumerate(
  enumerate: (G: any, ctx: Ctx, playerID: string) => any[],
  policy: SearchPolicy | undefined,
): (G: any, ctx: Ctx, playerID: string) => any[] {
  const candidates = policy?.candidates;
  if (!candidates) return enumerate;
  return (G, ctx, playerID) => {
    const all = enumerate(G, ctx, playerID);
    if (all.length <= 1) return all;
    const kept = candidates(G, ctx, playerID, all as MoveChoice[]);
    return kept.length > 0 ? kept : all;
  };
}

export interface ChosenMove {
  move: string;
  args: any[];
}

export interface SearchReport {
  iterations: number;
  elapsedMs: number;
  /** True when the wall-clock cap ended the search before its iterations. */
  stoppedByClock: boolean;
  worlds: number;
  /** Moves played inside playouts (the search's raw speed). */
  playoutSteps: number;
  /**
   * The search on a simulation: every move it applied, in playouts, in their greedy look-ahead
   * (several a playout step), ranking the root and rebuilding tree positions. Its engine's speed.
   */
  transitions?: number;
  /** Visits of each root move over all worlds, keyed by `move(args)`. */
  rootVisits: Record<string, number>;
  /** Visits the search started with, kept from the seat's earlier searches (tree reuse). */
  reusedVisits?: number;
}

export interface SeatBotOptions {
  module: GameModule;
  evaluate: Evaluate;
  /** Score points per logistic unit of lead. */
  scale: number;
  budget: SearchBudget;
  /** Same seed, same view → same move (unless the wall-clock cap cuts the search). */
  seed: string;
  onProgress?: (fraction: number) => void;
  /** Clock in ms (performance.now by default); tests inject their own. */
  now?: () => number;
}

function actionKey(action: BotAction): string {
  return `${action.payload.type}(${JSON.stringify(action.payload.args ?? [])})`;
}

function toChoice(action: BotAction | null | undefined): ChosenMove | null {
  return action ? { move: action.payload.type, args: action.payload.args ?? [] } : null;
}

const defaultNow = () => performance.now();

export class RailhouseMCTSBot extends MCTSBot {
  private readonly module: GameModule;
  private readonly evaluateFn: Evaluate;
  private readonly scale: number;
  private readonly budget: SearchBudget;
  private readonly botSeed: string;
  private readonly onProgress: (fraction: number) => void;
  private readonly now: () => number;
  /** Per seat: the root estimate, the reference a solo seat's lead is measured against. */
  private soloReference: Record<string, number> = {};
  private playoutSteps = 0;
  private readonly policy: SearchPolicy | undefined;
  lastReport: SearchReport | null = null;

  constructor(opts: SeatBotOptions) {
    const game = searchGame(opts.module.game as Game);
    const baseEnumerate = game.ai?.enumerate;
    if (!baseEnumerate) throw new Error(`Game "${opts.module.id}" has no ai.enumerate.`);
    const policy = policyOf(opts.evaluate);
    super({
      game,
      enumerate: narrowedEnumerate(baseEnumerate as any, policy),
      seed: opts.seed,
      iterations: opts.budget.iterations,
      playoutDepth: opts.budget.playoutDepth,
    });
    this.module = opts.module;
    this.evaluateFn = opts.evaluate;
    this.scale = opts.scale;
    this.budget = opts.budget;
    this.botSeed = opts.seed;
    this.onProgress = opts.onProgress ?? (() => {});
    this.now = opts.now ?? defaultNow;
    this.policy = policy;
  }

  private get ops(): MCTSTreeOps {
    return this as unknown as MCTSTreeOps;
  }

  /** The seat values of a position: its gameover, else the heuristic at the horizon. */
  valuePosition(G: any, ctx: Ctx): SeatValues {
    return positionValues(G, ctx, this.evaluateFn, this.scale, this.soloReference[ctx.playOrder[0]] ?? 0);
  }

  /**
   * Moves up to the playout depth (uniformly random, or the game's rollout policy), then the
   * value of where they led, for every seat.
   */
  playout({ state }: { state: State }): SeatValues {
    const depth = this.getOpt('playoutDepth') as number;
    const rollout = this.policy?.rollout;
    const rng = () => this.random() as number;
    for (let i = 0; i < depth && state.ctx.gameover === undefined; i++) {
      const seat = actingSeat(state.ctx);
      const moves = this.enumerate(state.G, state.ctx, seat) as BotAction[];
      if (moves.length === 0) break;
      let pick = -1;
      if (rollout) {
        const choices = moves.map((m) => ({ move: m.payload.type, args: m.payload.args ?? [] }));
        pick = rollout(state.G, state.ctx, seat, choices, rng);
      }
      if (!(pick >= 0 && pick < moves.length)) pick = this.random(moves.length) as number;
      state = this.ops.reducer(state, moves[pick]);
      this.playoutSteps++;
    }
    return this.valuePosition(state.G, state.ctx);
  }

  /** Rank of each root move (0 = best) by the mover's value of the position right after it. */
  private rootOrder(root: TreeNode, playerID: string): Map<string, number> {
    const scored = root.actions.map((action, index) => {
      const next = this.ops.reducer(root.state, action) as State & { transients?: unknown };
      const value = next.transients ? -1 : (this.valuePosition(next.G, next.ctx)[playerID] ?? 0);
      return { key: actionKey(action), value, index };
    });
    scored.sort((a, b) => b.value - a.value || a.index - b.index);
    return new Map(scored.map((entry, rank) => [entry.key, rank]));
  }

  /** MCTSBot's expansion, taking the next move in order instead of a random one. */
  private expandNext(node: TreeNode): TreeNode {
    const action = node.actions.shift()!;
    const child = this.ops.createNode({ state: this.ops.reducer(node.state, action), parentAction: action, parent: node });
    node.children.push(child);
    return child;
  }

  /** Backpropagation for many seats: each node is credited with the value of the seat that moved into it. */
  private credit(node: TreeNode | undefined, values: SeatValues): void {
    for (; node; node = node.parent) {
      node.visits++;
      const mover = node.parentAction?.payload.playerID;
      if (mover !== undefined) node.value += values[mover] ?? 0;
    }
  }

  /**
   * The Bot interface. `state` must hold the seat's FILTERED view (its G and ctx); nothing
   * else of it is read: the random plugin state is replaced by fresh seeds.
   */
  // The framework types `metadata` as its tree root; ours is the search report.
  play(state: State, playerID: string): Promise<{ action: any; metadata: any }> {
    const started = this.now();
    const view = state.G;
    const ctx = state.ctx;
    const { iterations, maxMs } = this.budget;
    const worldCount = this.module.hiddenInformation ? Math.max(1, this.budget.worlds) : 1;

    const roots: TreeNode[] = [];
    for (let w = 0; w < worldCount; w++) {
      const rng = seedrandom(`${this.botSeed}/world/${w}`);
      const G = this.module.hiddenInformation
        ? this.module.determinize(cloneJson(view), ctx, playerID, rng)
        : cloneJson(view);
      const state = searchState(this.module.game as Game, G, ctx, `${this.botSeed}/random/${w}`);
      roots.push(this.ops.createNode({ state, playerID }));
    }
    const firstRoot = roots[0];
    this.soloReference = {};
    this.playoutSteps = 0;
    if (ctx.playOrder.length === 1 && ctx.gameover === undefined) {
      const seat = ctx.playOrder[0];
      this.soloReference[seat] = this.evaluateFn(firstRoot.state.G, ctx)[seat] ?? 0;
    }

    const report = (done: number, stoppedByClock: boolean): SearchReport => ({
      iterations: done,
      elapsedMs: this.now() - started,
      stoppedByClock,
      worlds: worldCount,
      playoutSteps: this.playoutSteps,
      rootVisits: {},
    });

    // Nothing to think about: no move, or only one.
    if (firstRoot.actions.length <= 1) {
      const action = firstRoot.actions[0];
      this.lastReport = report(0, false);
      if (action) this.lastReport.rootVisits[actionKey(action)] = 0;
      this.onProgress(1);
      return Promise.resolve({ action: action as BotAction, metadata: this.lastReport });
    }

    // Try the root moves best-first by the evaluation one move ahead (from the first world),
    // in the same order in every world: when the budget is smaller than the number of root
    // moves, the search then spends it on the promising ones rather than on a random few.
    const rank = this.rootOrder(firstRoot, playerID);
    for (const root of roots) {
      root.actions.sort((a, b) => (rank.get(actionKey(a)) ?? Infinity) - (rank.get(actionKey(b)) ?? Infinity));
    }

    let done = 0;
    let stoppedByClock = false;
    const progressEvery = Math.max(1, Math.floor(iterations / 50));
    this.iterationCounter = 0;
    while (done < iterations) {
      const root = roots[done % worldCount];
      const leaf = this.ops.select(root);
      const child = leaf === root && root.actions.length > 0 ? this.expandNext(root) : this.ops.expand(leaf);
      this.credit(child, this.playout(child));
      done++;
      this.iterationCounter = done;
      const elapsed = this.now() - started;
      if (done % progressEvery === 0) this.onProgress(Math.min(1, Math.max(done / iterations, elapsed / maxMs)));
      if (elapsed >= maxMs && done < iterations) {
        stoppedByClock = true;
        break;
      }
    }

    // The move with the most visits over all worlds; ties go to the higher value, then to
    // the move met first, so the choice is deterministic.
    const visits = new Map<string, { action: BotAction; visits: number; value: number }>();
    for (const root of roots) {
      for (const child of root.children) {
        const action = child.parentAction!;
        const key = actionKey(action);
        const entry = visits.get(key) ?? { action, visits: 0, value: 0 };
        entry.visits += child.visits;
        entry.value += child.value;
        visits.set(key, entry);
      }
    }
    let best: { action: BotAction; visits: number; value: number } | undefined;
    for (const entry of visits.values()) {
      if (
        !best ||
        entry.visits > best.visits ||
        (entry.visits === best.visits && entry.value > best.value)
      ) {
        best = entry;
      }
    }
    this.lastReport = report(done, stoppedByClock);
    for (const [key, entry] of visits) this.lastReport.rootVisits[key] = entry.visits;
    this.onProgress(1);
    return Promise.resolve({ action: (best?.action ?? firstRoot.actions[0]) as BotAction, metadata: this.lastReport });
  }
}

/**
 * The framework's MCTSBot only scores gameovers of the form {winner} or {draw}; Railhouse
 * games report {winners, scores}. For `plain` the game's endIf also states the framework's
 * form (a shared win is a draw), so the unchanged bot can see who won.
 */
export function withFrameworkGameover(game: Game): Game {
  const endIf = game.endIf;
  if (!endIf) return game;
  return {
    ...game,
    endIf: (context) => {
      const over = endIf(context);
      if (over === undefined || over === null || typeof over !== 'object') return over;
      const winners = (over as { winners?: unknown }).winners;
      if (!Array.isArray(winners)) return over;
      return winners.length === 1 ? { ...over, winner: winners[0] } : { ...over, draw: true };
    },
  };
}

/** `normal-v1` is the normal bot before the search ran on the simulation (RailhouseMCTSBot, its old budget), kept for comparison. */
export type BotKind = 'random' | 'plain' | 'planner' | Difficulty | 'normal-v1';
export const BOT_KINDS: readonly BotKind[] = ['random', 'plain', 'planner', 'easy', 'normal', 'hard', 'normal-v1'];

export function isBotKind(name: string): name is BotKind {
  return (BOT_KINDS as readonly string[]).includes(name);
}

/** A bot for one seat: give it the seat's filtered view, get a move. */
export interface SeatBot {
  kind: BotKind;
  choose(view: unknown, ctx: Ctx, playerID: string): Promise<{ move: ChosenMove | null; report: SearchReport }>;
}

export interface CreateBotOptions {
  seed: string;
  onProgress?: (fraction: number) => void;
  now?: () => number;
  /** Replace parts of the difficulty's budget (tools and tests). */
  budget?: Partial<SearchBudget>;
  /** Iterations of the plain bot (default: the game's calibrated plainIterations). */
  plainIterations?: number;
  /**
   * The seat's search trees from its earlier moves (one per seat and game), reused where the
   * game went as they foresaw; only the search on a simulation (easy, normal, hard) uses it.
   */
  memory?: SearchMemory;
}

/** A fresh bot of `kind` for a game. Bots are cheap: make one per move with that move's seed. */
export function createSeatBot(kind: BotKind, loaded: LoadedBotGame, opts: CreateBotOptions): SeatBot {
  const { module, evaluate, settings } = loaded;
  const now = opts.now ?? defaultNow;
  const onProgress = opts.onProgress ?? (() => {});
  const game = searchGame(module.game as Game);
  const enumerate = game.ai?.enumerate;
  if (!enumerate) throw new Error(`Game "${module.id}" has no ai.enumerate.`);
  const emptyReport = (started: number, iterations = 0): SearchReport => ({
    iterations,
    elapsedMs: now() - started,
    stoppedByClock: false,
    worlds: 1,
    playoutSteps: 0,
    rootVisits: {},
  });

  if (kind === 'random') {
    return {
      kind,
      async choose(view, ctx, playerID) {
        const started = now();
        const G = module.hiddenInformation
          ? module.determinize(cloneJson(view), ctx, playerID, seedrandom(`${opts.seed}/world/0`))
          : view;
        const bot = new RandomBot({ enumerate, seed: opts.seed });
        const { action } = await bot.play({ G, ctx }, playerID);
        onProgress(1);
        return { move: toChoice(action as BotAction), report: emptyReport(started) };
      },
    };
  }

  if (kind === 'planner') {
    // The game's scripted player (BotGameSettings.loadPlanner) on the seat's view: no search.
    return {
      kind,
      async choose(view, ctx, playerID) {
        const started = now();
        if (!settings.loadPlanner) throw new Error(`${module.name} has no planner bot.`);
        const pick = await settings.loadPlanner();
        const moves = enumerate(view, ctx, playerID) as MoveChoice[];
        const i = pick(view, ctx, playerID, moves);
        onProgress(1);
        const move = moves[i] ?? moves[0];
        return { move: move ? { move: move.move, args: move.args ?? [] } : null, report: emptyReport(started) };
      },
    };
  }

  if (kind === 'plain') {
    const iterations = opts.plainIterations ?? settings.plainIterations;
    const plainGame = withFrameworkGameover(game);
    return {
      kind,
      async choose(view, ctx, playerID) {
        const started = now();
        const bot = new MCTSBot({
          game: plainGame,
          enumerate,
          seed: opts.seed,
          iterations,
          iterationCallback: ({ iterationCounter, numIterations }) => onProgress(iterationCounter / numIterations),
        });
        let action: unknown;
        try {
          ({ action } = await bot.play(searchState(plainGame, cloneJson(view), ctx, `${opts.seed}/random`), playerID));
        } catch {
          // Some rules cannot run on a view whose secrets are blanked out; then the unchanged
          // bot gets one sampled world instead (still nothing it may not see).
          const world = module.determinize(cloneJson(view), ctx, playerID, seedrandom(`${opts.seed}/world/0`));
          ({ action } = await bot.play(searchState(plainGame, world, ctx, `${opts.seed}/random`), playerID));
        }
        onProgress(1);
        return { move: toChoice(action as BotAction | null), report: emptyReport(started, iterations) };
      },
    };
  }

  if (kind !== 'normal-v1' && module.simulation && settings.searchOnSimulation !== false) {
    // The search on the game's simulation (bots/search.ts), with its own budgets.
    const simBudget = { ...simulationBudgetFor(settings, kind), ...opts.budget };
    const policy = policyOf(evaluate);
    return {
      kind,
      async choose(view, ctx, playerID) {
        return searchOnSimulation(
          { module, evaluate, policy, scale: settings.scale, budget: simBudget, seed: opts.seed, onProgress, now, memory: opts.memory },
          view,
          ctx,
          playerID,
        );
      },
    };
  }

  const budget = { ...budgetFor(settings, kind === 'normal-v1' ? 'normal' : kind), ...opts.budget };
  return {
    kind,
    async choose(view, ctx, playerID) {
      const bot = new RailhouseMCTSBot({
        module,
        evaluate: kind === 'normal-v1' ? v1EvaluationOf(evaluate) : evaluate,
        scale: settings.scale,
        budget,
        seed: opts.seed,
        onProgress,
        now,
      });
      const { action, metadata } = await bot.play(searchState(game, view, ctx, 'unused'), playerID);
      return { move: toChoice(action), report: metadata };
    },
  };
}
