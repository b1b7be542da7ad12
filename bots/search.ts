// The fair bot's search on a game's simulation (GameModule.simulation, games/kit/simulation.ts):
// the same UCT tree, determinized worlds, horizon evaluation and best-first root as
// RailhouseMCTSBot (bots/mcts.ts), with no framework object in the loop. A step is the game's
// own move function on a plain state changed in place; a tree node keeps its state only once
// the search expands below it (a leaf is rebuilt from its parent when needed), and a playout
// copies its start state once and then plays on it in place.
//
// Tree reuse: given a SearchMemory, a search keeps its worlds' trees, and the next search of the
// same seat starts each world from the node of the old tree whose position the seat now sees
// (its own move, and the moves of the others in between, a few plies down), so the visits spent
// below the move that was played are not thrown away. A world is reused only when that node's
// view equals the new view exactly and the move revealed nothing the world had guessed
// otherwise; the rest are sampled afresh. A move is then a function of the seed, the view and
// the memory, and the memory of the earlier searches: a replayed game plays the same moves.
import type { Ctx } from 'boardgame.io';
import seedrandom from 'seedrandom';
import type { GameModule, MoveChoice, PlayerID } from '../games/kit/types';
import type { SimState, Simulation } from '../games/kit/simulation';
import type { SearchBudget } from './index';
import { positionValues, type Evaluate, type SeatValues } from './evaluate';
import type { ChosenMove, SearchPolicy, SearchReport } from './mcts';
import { cloneJson } from './state';

interface SimNode {
  parent: SimNode | null;
  /** The move that led here and the seat that made it (none at a root). */
  move: MoveChoice | null;
  mover: PlayerID | null;
  /** The position, kept once the search expands below this node. */
  state: SimState | null;
  /** Moves not yet expanded (null until the node is first expanded). */
  untried: MoveChoice[] | null;
  children: SimNode[];
  visits: number;
  value: number;
}

/**
 * What one seat's searches carry from move to move (one per seat and game). Empty, a search is
 * exactly the search without memory.
 */
export class SearchMemory {
  /** The seat the trees were grown for. */
  playerID: PlayerID | null = null;
  /** The last search's world roots, with their trees. */
  roots: SimNode[] = [];
  /** A solo search's reference value: kept while its trees are, so old and new visits agree. */
  soloReference: number | undefined = undefined;
}

/** How far below an old root (in moves, the seat's own included) a reused position is looked for. */
const REUSE_PLIES = 4;
/** How many old tree nodes one search may look at for a reusable position. */
const REUSE_NODE_LIMIT = 400;

export interface SimulationSearchOptions {
  module: GameModule;
  evaluate: Evaluate;
  policy?: SearchPolicy;
  /** Score points per logistic unit of lead. */
  scale: number;
  budget: SearchBudget;
  seed: string;
  onProgress?: (fraction: number) => void;
  now?: () => number;
  /** Trees from the seat's earlier searches to start from (see SearchMemory). */
  memory?: SearchMemory;
}

/** A move's key in the tree; a policy's `plan` tag (SearchPolicy.playoutFrom) tells apart one move made for two plans. */
const moveKey = (m: MoveChoice): string => {
  const plan = (m as MoveChoice & { plan?: string }).plan;
  return `${m.move}(${JSON.stringify(m.args ?? [])})${plan === undefined ? '' : `#${plan}`}`;
};
const defaultNow = () => performance.now();

/** Equal as JSON data (key order ignored, undefined members as absent): views and ctx compare so. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    if (a.length !== bs.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], bs[i])) return false;
    return true;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let count = 0;
  for (const key in ao) {
    if (ao[key] === undefined) continue;
    count++;
    if (!sameData(ao[key], bo[key])) return false;
  }
  for (const key in bo) if (bo[key] !== undefined) count--;
  return count === 0;
}

/** A move with its position one move ahead (null when refused) and the mover's value there. */
interface MoveAhead {
  move: MoveChoice;
  /** Its place in the list it came from. */
  index: number;
  value: number;
  next: SimState | null;
}

/** Highest value first; ties keep the list's order. */
const bestFirst = (scored: MoveAhead[]): MoveAhead[] => scored.sort((a, b) => b.value - a.value || a.index - b.index);

/**
 * The position after the move worth most to `seat` (`value` of the position it leads to; the
 * earliest in `moves` on a tie), or null when the position refuses them all. `state` is spent:
 * the last move is applied to it instead of to a copy (a third of the copies a greedy playout
 * made), so the caller must go on from what this returns and drop `state`.
 */
export function bestNextState(
  sim: Pick<Simulation, 'copy' | 'apply'>,
  state: SimState,
  seat: PlayerID,
  moves: readonly MoveChoice[],
  value: (next: SimState) => number,
): SimState | null {
  const last = moves.length - 1;
  if (last < 0) return null;
  let best: SimState | null = null;
  let bestValue = -Infinity;
  for (let i = 0; i < last; i++) {
    const next = sim.copy(state);
    if (!sim.apply(next, seat, moves[i].move, moves[i].args ?? [])) continue;
    const v = value(next);
    if (v > bestValue) {
      bestValue = v;
      best = next;
    }
  }
  if (!sim.apply(state, seat, moves[last].move, moves[last].args ?? [])) return best;
  return best === null || value(state) > bestValue ? state : best;
}

/** One search: give it the seat's filtered view, get a move and a report. */
export function searchOnSimulation(
  opts: SimulationSearchOptions,
  view: unknown,
  ctx: Ctx,
  playerID: PlayerID,
): { move: ChosenMove | null; report: SearchReport } {
  const game = opts.module.simulation as Simulation;
  let transitions = 0;
  // The game's simulation, its transitions counted (the search's engine speed, look-ahead included).
  const sim: Simulation = {
    ...game,
    apply: (state, seat, move, args) => {
      transitions++;
      return game.apply(state, seat, move, args);
    },
  };
  const now = opts.now ?? defaultNow;
  const onProgress = opts.onProgress ?? (() => {});
  const started = now();
  const { iterations, maxMs, playoutDepth } = opts.budget;
  const policy = opts.policy;
  const rng = seedrandom(`${opts.seed}/search`);
  const worldCount = opts.module.hiddenInformation ? Math.max(1, opts.budget.worlds) : 1;
  let playoutSteps = 0;

  /** The moves the search considers: the enumerated ones, narrowed by the game's policy. */
  const movesAt = (state: SimState, seat: PlayerID): MoveChoice[] => {
    const all = sim.enumerate(state, seat);
    if (!policy?.candidates || all.length <= 1) return all;
    const kept = policy.candidates(state.G, state.ctx, seat, all);
    return kept.length > 0 ? kept : all;
  };

  /**
   * The moves a tree node branches on: movesAt narrowed by the policy's treeCandidates, then its
   * keepBestByValue best by the mover's value one move ahead (kept in the enumerator's order).
   */
  const treeMovesAt = (state: SimState, seat: PlayerID): MoveChoice[] => {
    const moves = treeCandidatesAt(state, seat);
    const keep = policy?.keepBestByValue?.(state.G, state.ctx, seat) ?? 0;
    if (!(keep > 0) || moves.length <= keep) return moves;
    return bestFirst(oneMoveAhead(state, seat, moves))
      .slice(0, keep)
      .sort((a, b) => a.index - b.index)
      .map((entry) => entry.move);
  };

  /** movesAt narrowed by the policy's treeCandidates. */
  const treeCandidatesAt = (state: SimState, seat: PlayerID): MoveChoice[] => {
    const moves = movesAt(state, seat);
    if (moves.length <= 1 || !policy?.treeCandidates) return moves;
    const kept = policy.treeCandidates(state.G, state.ctx, seat, moves);
    return kept.length > 0 ? kept : moves;
  };

  /** Each move's position and its value to the mover (-1 for a move the position refuses). */
  const oneMoveAhead = (state: SimState, seat: PlayerID, moves: MoveChoice[]): MoveAhead[] =>
    moves.map((move, index) => {
      const next = sim.copy(state);
      const ok = sim.apply(next, seat, move.move, move.args ?? []);
      return { move, index, value: ok ? (valueOf(next)[seat] ?? 0) : -1, next: ok ? next : null };
    });

  /**
   * The playout's step where keepBestByValue is 1: the position after the move the tree would
   * take there (treeMovesAt's one move), or null when there is none.
   */
  const greedyStep = (state: SimState, seat: PlayerID): SimState | null => {
    const moves = treeCandidatesAt(state, seat);
    if (moves.length === 0) return null;
    return bestNextState(sim, state, seat, moves, (next) => valueOf(next)[seat] ?? 0);
  };

  /** The node's position, rebuilt from its parent's when it was not kept. */
  const stateOf = (node: SimNode): SimState => {
    if (node.state) return node.state;
    const state = sim.copy(stateOf(node.parent!));
    sim.apply(state, node.mover!, node.move!.move, node.move!.args ?? []);
    node.state = state;
    return state;
  };
  const playerView = opts.module.game.playerView;
  /** The position as the seat sees it (what the search is given as `view`). */
  const seen = (state: SimState): unknown =>
    playerView ? playerView({ G: state.G, ctx: state.ctx, playerID } as Parameters<NonNullable<typeof playerView>>[0]) : state.G;

  // Old trees whose position the seat sees now, a few moves below their roots.
  const memory = opts.memory;
  const reused: SimNode[] = [];
  if (memory && memory.playerID === playerID) {
    let looked = 0;
    const find = (node: SimNode, plies: number): SimNode | null => {
      if (++looked > REUSE_NODE_LIMIT) return null;
      const state = stateOf(node);
      if (sim.gameover(state) !== undefined) return null;
      if (node.parent && sameData(state.ctx, ctx) && sameData(seen(state), view)) return node;
      if (plies === 0) return null;
      // The most visited first: where the game most likely went.
      for (const child of [...node.children].sort((a, b) => b.visits - a.visits)) {
        const found = find(child, plies - 1);
        if (found) return found;
      }
      return null;
    };
    for (const old of memory.roots) {
      if (reused.length >= worldCount) break;
      const node = find(old, REUSE_PLIES);
      if (!node) continue;
      node.parent = null;
      node.move = null;
      node.mover = null;
      reused.push(node);
    }
  }
  const roots: SimNode[] = [...reused];
  for (let w = roots.length; w < worldCount; w++) {
    const worldRng = seedrandom(`${opts.seed}/world/${w}`);
    const G = opts.module.hiddenInformation ? opts.module.determinize(cloneJson(view), ctx, playerID, worldRng) : cloneJson(view);
    const state = sim.start(G, ctx, { seed: `${opts.seed}/random/${w}` });
    roots.push({ parent: null, move: null, mover: null, state, untried: null, children: [], visits: 0, value: 0 });
  }
  const reusedVisits = reused.reduce((sum, node) => sum + node.visits, 0);
  const soloReference: Record<string, number> = {};
  if (ctx.playOrder.length === 1 && ctx.gameover === undefined) {
    // A reused tree's values were taken against its first reference: keep it.
    soloReference[playerID] =
      reused.length > 0 && memory?.soloReference !== undefined
        ? memory.soloReference
        : (opts.evaluate(roots[0].state!.G, roots[0].state!.ctx)[playerID] ?? 0);
  }
  if (memory) {
    memory.playerID = playerID;
    memory.roots = roots;
    memory.soloReference = soloReference[playerID];
  }
  const valueOf = (state: SimState): SeatValues =>
    positionValues(state.G, state.ctx, opts.evaluate, opts.scale, soloReference[state.ctx.playOrder[0]] ?? 0);

  const untriedOf = (node: SimNode): MoveChoice[] => {
    if (node.untried) return node.untried;
    const state = stateOf(node);
    node.untried = sim.gameover(state) === undefined ? treeMovesAt(state, sim.actingSeat(state)) : [];
    return node.untried;
  };

  const report = (done: number, stoppedByClock: boolean): SearchReport => ({
    iterations: done,
    elapsedMs: now() - started,
    stoppedByClock,
    worlds: worldCount,
    playoutSteps,
    transitions,
    rootVisits: {},
    reusedVisits,
  });

  const rootMoves = roots[0].untried === null ? [...untriedOf(roots[0])] : treeMovesAt(roots[0].state!, sim.actingSeat(roots[0].state!));
  if (rootMoves.length <= 1) {
    const only = rootMoves[0];
    const r = report(0, false);
    if (only) r.rootVisits[moveKey(only)] = 0;
    onProgress(1);
    return { move: only ? { move: only.move, args: only.args ?? [] } : null, report: r };
  }

  // The root moves best first by the mover's value one move ahead (first world), in the same
  // order in every world, so a budget smaller than the number of moves goes to promising ones.
  const rank = new Map<string, number>();
  {
    bestFirst(oneMoveAhead(roots[0].state!, playerID, rootMoves)).forEach((entry, r) => rank.set(moveKey(entry.move), r));
  }
  for (const root of roots) {
    untriedOf(root).sort((a, b) => (rank.get(moveKey(a)) ?? Infinity) - (rank.get(moveKey(b)) ?? Infinity));
  }

  /** UCT down to a node with an untried move (or a position that ends the game). */
  const select = (root: SimNode): SimNode => {
    let node = root;
    while (untriedOf(node).length === 0 && node.children.length > 0) {
      let best = node.children[0];
      let bestScore = -Infinity;
      const logVisits = Math.log(node.visits);
      for (const child of node.children) {
        const score = child.value / child.visits + Math.sqrt((2 * logVisits) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      node = best;
    }
    return node;
  };

  /** A new child for an untried move: in rank order at a root, at random below. */
  const expand = (node: SimNode): SimNode => {
    const untried = untriedOf(node);
    if (untried.length === 0) return node;
    const index = node.parent === null ? 0 : Math.floor(rng() * untried.length);
    const move = untried.splice(index, 1)[0];
    const child: SimNode = {
      parent: node,
      move,
      mover: sim.actingSeat(stateOf(node)),
      state: null,
      untried: null,
      children: [],
      visits: 0,
      value: 0,
    };
    node.children.push(child);
    return child;
  };

  /** From the node's position: up to the playout depth of policy or uniform moves, then the values. */
  const playout = (node: SimNode): SeatValues => {
    let state: SimState;
    if (node.state) state = sim.copy(node.state);
    else {
      state = sim.copy(stateOf(node.parent!));
      sim.apply(state, node.mover!, node.move!.move, node.move!.args ?? []);
    }
    if (policy?.playoutFrom) {
      let top: SimNode = node;
      while (top.parent && top.parent.parent) top = top.parent;
      policy.playoutFrom(top.move, top.mover);
    }
    const rollout = policy?.rollout;
    // Uniform playouts of a game that can draw one legal move skip listing them all.
    const sample = !rollout && !policy?.candidates ? sim.sampleMove : undefined;
    const greedyAt = policy?.greedyPlayoutSteps ? policy.keepBestByValue : undefined;
    for (let i = 0; i < playoutDepth && sim.gameover(state) === undefined; i++) {
      const seat = sim.actingSeat(state);
      if (greedyAt && greedyAt(state.G, state.ctx, seat) === 1) {
        const next = greedyStep(state, seat);
        if (!next) break;
        state = next;
        playoutSteps++;
        continue;
      }
      if (sample) {
        const m = sample(state, seat, rng);
        if (!m || !sim.apply(state, seat, m.move, m.args ?? [])) break;
        playoutSteps++;
        continue;
      }
      const moves = rollout && policy?.rolloutOverAllMoves ? sim.enumerate(state, seat) : movesAt(state, seat);
      if (moves.length === 0) break;
      let pick = rollout ? rollout(state.G, state.ctx, seat, moves, rng) : -1;
      if (!(pick >= 0 && pick < moves.length)) pick = Math.floor(rng() * moves.length);
      const m = moves[pick];
      if (!sim.apply(state, seat, m.move, m.args ?? [])) break;
      playoutSteps++;
    }
    return valueOf(state);
  };

  let done = 0;
  let stoppedByClock = false;
  const progressEvery = Math.max(1, Math.floor(iterations / 50));
  while (done < iterations) {
    const root = roots[done % worldCount];
    const leaf = expand(select(root));
    const values = playout(leaf);
    for (let node: SimNode | null = leaf; node; node = node.parent) {
      node.visits++;
      if (node.mover !== null) node.value += values[node.mover] ?? 0;
    }
    done++;
    const elapsed = now() - started;
    if (done % progressEvery === 0) onProgress(Math.min(1, Math.max(done / iterations, elapsed / maxMs)));
    if (elapsed >= maxMs && done < iterations) {
      stoppedByClock = true;
      break;
    }
  }

  policy?.playoutFrom?.(null, null);
  // The move with the most visits over all worlds; ties to the higher value, then the move met first.
  const totals = new Map<string, { move: MoveChoice; visits: number; value: number }>();
  for (const root of roots) {
    for (const child of root.children) {
      const key = moveKey(child.move!);
      const entry = totals.get(key) ?? { move: child.move!, visits: 0, value: 0 };
      entry.visits += child.visits;
      entry.value += child.value;
      totals.set(key, entry);
    }
  }
  let best: { move: MoveChoice; visits: number; value: number } | undefined;
  for (const entry of totals.values()) {
    if (!best || entry.visits > best.visits || (entry.visits === best.visits && entry.value > best.value)) best = entry;
  }
  const margin = policy?.keepFirstCandidateWithin;
  if (margin !== undefined) {
    // By mean value instead: with a budget of a playout or two per root move (and visits carried
    // over from earlier trees), visit counts say little. The policy's own pick stays unless
    // another move is clearly better.
    const mean = (entry: { visits: number; value: number }) => entry.value / entry.visits;
    let top: typeof best;
    for (const entry of totals.values()) if (entry.visits > 0 && (!top || mean(entry) > mean(top))) top = entry;
    const first = totals.get(moveKey(rootMoves[0]));
    best = first && first.visits > 0 && (!top || mean(top) <= mean(first) + margin) ? first : (top ?? best);
  }
  const r = report(done, stoppedByClock);
  for (const [key, entry] of totals) r.rootVisits[key] = entry.visits;
  onProgress(1);
  const chosen = best?.move ?? rootMoves[0];
  return { move: { move: chosen.move, args: chosen.args ?? [] }, report: r };
}
