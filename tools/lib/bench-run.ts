// The measurements behind `npm run bench`. Import this only after NODE_ENV is set.
import seedrandom from 'seedrandom';
import { BOT_GAMES, loadBotGame, type LoadedBotGame } from '../../bots/index';
import { createSeatBot, policyOf, type BotKind } from '../../bots/mcts';
import type { BenchOptions } from '../bench';
import { applyMove, currentSeat, legalMoves, seatView, startMatch, type HeadlessMatch } from './match';
import { median } from './stats';
import type { MoveChoice } from '../../games/kit/types';
import type { RandomData } from '../../games/kit/simulation';
import type { Ctx, State } from 'boardgame.io';

export interface GameBench {
  players: number;
  reducerActionsPerSecond: number;
  referenceActionsPerSecond: number;
  /** This game's reducer speed as a fraction of the reference game's. */
  ratioToReference: number;
  botPlayoutStepsPerSecond: number;
  /**
   * The normal bot's search transitions (every move its search applies to the simulation: playout
   * moves, their greedy look-ahead, the root's ranking) per second of its moves, wall clock and
   * CPU: the engine's speed, where a playout step may cost several transitions.
   */
  botTransitionsPerSecond?: number;
  botTransitionsPerCpuSecond?: number;
  /**
   * The game's simulation replaying the reducer's recorded games, apply calls alone (wall clock
   * and CPU): the transition the search steps on, before the search's own work per step.
   */
  simulationActionsPerSecond?: number;
  simulationActionsPerCpuSecond?: number;
  /** The same for `normal-v1` (the search through the framework's reducer), for comparison. */
  v1PlayoutStepsPerSecond: number;
  /**
   * The same two rates in CPU time of this process, which a shared machine disturbs far less than
   * wall-clock time: reducer actions per CPU second replaying recorded random games, and the
   * normal bot's (and normal-v1's) playout steps per CPU second of its moves.
   */
  reducerActionsPerCpuSecond: number;
  botPlayoutStepsPerCpuSecond: number;
  v1PlayoutStepsPerCpuSecond: number;
  /** Median ms per bot move, over the sampled positions (wall clock). */
  msPerMove: Record<BotKind, number>;
  /** The same in CPU time of this process: what a move costs when the cores are not shared. */
  cpuMsPerMove: Record<BotKind, number>;
  /** Median MCTS iterations per move (below the budget when the clock cut the search). */
  iterationsPerMove: Record<string, number>;
  positions: number;
}

export interface BenchReport {
  mode: string;
  capped: boolean;
  games: Record<string, GameBench | { skipped: string }>;
  storage: Record<'sqlite' | 'flatfile', { p50Ms: number; p95Ms: number } | { skipped: string }>;
}

const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

/** Events per second, from a count and the milliseconds it took (0 when none were timed). */
const rate = (count: number, ms: number): number => (ms > 0 ? (count / ms) * 1000 : 0);

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/**
 * Random legal games; only the reducer calls are timed (wall clock), and the recorded games are
 * then replayed through the reducer alone under a CPU-time clock.
 */
function reducerSpeed(
  loaded: LoadedBotGame,
  players: number,
  budgetMs: number,
  seed: string,
): { wall: number; cpu: number; simulation?: { wall: number; cpu: number } } {
  let actions = 0;
  let spent = 0;
  const wall = performance.now();
  const games: { seed: string; start: State; moves: { seat: string; choice: MoveChoice }[] }[] = [];
  for (let g = 0; performance.now() - wall < budgetMs; g++) {
    const rng = seedrandom(`${seed}/${g}`);
    const match = startMatch(loaded.module, players, {}, `${seed}/${g}`);
    const played: { seat: string; choice: MoveChoice }[] = [];
    games.push({ seed: `${seed}/${g}`, start: match.state, moves: played });
    for (let m = 0; m < 5000 && match.state.ctx.gameover === undefined; m++) {
      const seat = currentSeat(match.state.ctx);
      const moves = legalMoves(match, seat);
      if (moves.length === 0) break;
      const choice = moves[Math.floor(rng() * moves.length)];
      const t = performance.now();
      const refused = applyMove(match, seat, choice);
      spent += performance.now() - t;
      if (refused) break;
      played.push({ seat, choice });
      actions++;
    }
  }
  let replayed = 0;
  const since = process.cpuUsage();
  for (const game of games) {
    const match = startMatch(loaded.module, players, {}, game.seed);
    for (const { seat, choice } of game.moves) {
      applyMove(match, seat, choice);
      replayed++;
    }
  }
  const cpu = cpuMs(since);
  return { wall: rate(actions, spent), cpu: rate(replayed, cpu), simulation: simulationSpeed(loaded, games) };
}

/**
 * The same recorded games replayed through the game's simulation (`GameModule.simulation`), its
 * `apply` alone timed as the reducer calls are: the contract's own transition, without what a
 * search step adds (listing moves, a policy, the evaluation).
 */
export function simulationSpeed(
  loaded: LoadedBotGame,
  games: { start: State; moves: { seat: string; choice: MoveChoice }[] }[],
): { wall: number; cpu: number } | undefined {
  const sim = loaded.module.simulation;
  if (!sim) return undefined;
  let applied = 0;
  let spent = 0;
  let cpu = 0;
  for (const game of games) {
    const random = (game.start as State & { plugins: { random: { data: RandomData } } }).plugins.random.data;
    const state = sim.start(game.start.G, game.start.ctx, random);
    const since = process.cpuUsage();
    const t = performance.now();
    for (const { seat, choice } of game.moves) {
      if (!sim.apply(state, seat, choice.move, choice.args ?? [])) {
        throw new Error(`${loaded.module.id}: the simulation refused ${choice.move} of a recorded game; tests/bots/simulation.test.ts should fail too`);
      }
      applied++;
    }
    spent += performance.now() - t;
    cpu += cpuMs(since);
  }
  return { wall: rate(applied, spent), cpu: rate(applied, cpu) };
}

/**
 * Positions spread evenly over a seeded random game, each with a real choice for the acting seat:
 * more than one legal move, and more than one left by the game's search policy when it has one
 * (its candidates and tree candidates, and not a greedy keepBestByValue of 1): a position the
 * policy settles alone has nothing to search, and would time no search.
 */
function samplePositions(loaded: LoadedBotGame, players: number, count: number, seed: string): HeadlessMatch[] {
  const rng = seedrandom(`${seed}/positions`);
  const match = startMatch(loaded.module, players, {}, `${seed}/positions`);
  const candidates: HeadlessMatch[] = [];
  const policy = policyOf(loaded.evaluate);
  /** More than one move left once the policy has narrowed the search's root. */
  const searched = (G: unknown, ctx: Ctx, seat: string, moves: MoveChoice[]): boolean => {
    let left = moves;
    for (const narrow of [policy?.candidates, policy?.treeCandidates]) {
      if (!narrow || left.length <= 1) continue;
      const kept = narrow(G, ctx, seat, left);
      if (kept.length > 0) left = kept;
    }
    return left.length > 1 && policy?.keepBestByValue?.(G, ctx, seat) !== 1;
  };
  for (let m = 0; m < 5000 && match.state.ctx.gameover === undefined; m++) {
    const seat = currentSeat(match.state.ctx);
    const moves = legalMoves(match, seat);
    if (moves.length === 0) break;
    const choice = searched(match.state.G, match.state.ctx, seat, moves);
    if (choice) candidates.push({ ...match, state: match.state });
    if (applyMove(match, seat, moves[Math.floor(rng() * moves.length)])) break;
  }
  if (candidates.length <= count) return candidates;
  // Evenly spaced, the first a little way in and the last a little before the end.
  return Array.from({ length: count }, (_, i) => candidates[Math.floor(((i + 0.5) * candidates.length) / count)]);
}

async function benchGame(
  loaded: LoadedBotGame,
  referenceActionsPerSecond: number,
  opts: BenchOptions,
  log: (line: string) => void,
): Promise<GameBench> {
  const players = Math.max(loaded.module.minPlayers, Math.min(loaded.module.maxPlayers, loaded.module.id === 'reference' ? 2 : 4));
  // The reference game is its own yardstick: one measurement, ratio 1.
  const reducer = reducerSpeed(loaded, players, opts.quick ? 300 : 3000, 'bench');
  const reducerActionsPerSecond = loaded.module.id === 'reference' && players === 2 ? referenceActionsPerSecond : reducer.wall;
  log(`  ${loaded.module.id}: ${Math.round(reducerActionsPerSecond)} reducer actions/s (${players} players)`);
  const positions = samplePositions(loaded, players, opts.quick ? 2 : 5, 'bench');
  const kinds: BotKind[] = ['easy', 'normal', 'hard', 'plain', 'normal-v1'];
  const msPerMove = { random: 0 } as Record<BotKind, number>;
  const cpuMsPerMove = { random: 0 } as Record<BotKind, number>;
  const iterationsPerMove: Record<string, number> = {};
  let steps = 0;
  let transitions = 0;
  let stepMs = 0;
  let v1Steps = 0;
  let v1StepMs = 0;
  let stepCpuMs = 0;
  let v1StepCpuMs = 0;
  for (const kind of kinds) {
    // The slow bots get every other position (still spread over the game).
    const sample =
      kind === 'hard' || kind === 'plain' ? positions.filter((_, i) => i % 2 === 0).slice(0, opts.quick ? 1 : 3) : positions;
    const times: number[] = [];
    const cpuTimes: number[] = [];
    const iterations: number[] = [];
    for (const [i, position] of sample.entries()) {
      const seat = currentSeat(position.state.ctx);
      const budget = opts.capped ? undefined : { maxMs: Number.POSITIVE_INFINITY };
      const bot = createSeatBot(kind, loaded, { seed: `bench/${kind}/${i}`, budget });
      const t = performance.now();
      const cpu = process.cpuUsage();
      const { report } = await bot.choose(seatView(position, seat), position.state.ctx, seat);
      const ms = performance.now() - t;
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
      times.push(ms);
      iterations.push(report.iterations);
      if (kind === 'normal') {
        steps += report.playoutSteps;
        transitions += report.transitions ?? 0;
        stepMs += ms;
        stepCpuMs += cpuTimes[cpuTimes.length - 1];
      } else if (kind === 'normal-v1') {
        v1Steps += report.playoutSteps;
        v1StepMs += ms;
        v1StepCpuMs += cpuTimes[cpuTimes.length - 1];
      }
    }
    msPerMove[kind] = round(median(times));
    cpuMsPerMove[kind] = round(median(cpuTimes));
    iterationsPerMove[kind] = median(iterations);
    log(
      `  ${loaded.module.id}: ${kind} ${msPerMove[kind]} ms/move, ${cpuMsPerMove[kind]} CPU ms ` +
        `(median of ${times.length}, ${iterationsPerMove[kind]} iterations)`,
    );
  }
  return {
    players,
    reducerActionsPerSecond: Math.round(reducerActionsPerSecond),
    referenceActionsPerSecond: Math.round(referenceActionsPerSecond),
    ratioToReference: referenceActionsPerSecond > 0 ? round(reducerActionsPerSecond / referenceActionsPerSecond, 3) : 0,
    botPlayoutStepsPerSecond: Math.round(rate(steps, stepMs)),
    ...(transitions > 0
      ? {
          botTransitionsPerSecond: Math.round(rate(transitions, stepMs)),
          botTransitionsPerCpuSecond: Math.round(rate(transitions, stepCpuMs)),
        }
      : {}),
    ...(reducer.simulation
      ? {
          simulationActionsPerSecond: Math.round(reducer.simulation.wall),
          simulationActionsPerCpuSecond: Math.round(reducer.simulation.cpu),
        }
      : {}),
    v1PlayoutStepsPerSecond: Math.round(rate(v1Steps, v1StepMs)),
    reducerActionsPerCpuSecond: Math.round(reducer.cpu),
    botPlayoutStepsPerCpuSecond: Math.round(rate(steps, stepCpuMs)),
    v1PlayoutStepsPerCpuSecond: Math.round(rate(v1Steps, v1StepCpuMs)),
    msPerMove,
    cpuMsPerMove,
    iterationsPerMove,
    positions: positions.length,
  };
}

type StorageBench = (kind: 'sqlite' | 'flatfile', moves: number) => Promise<{ p50Ms: number; p95Ms: number }>;

async function loadStorageBench(): Promise<StorageBench | string> {
  try {
    // A variable specifier: the server's bench may not exist yet, and nothing should bundle it.
    const path = '../../server/storage/bench';
    const mod = (await import(/* @vite-ignore */ path)) as { benchStorage?: StorageBench };
    return typeof mod.benchStorage === 'function' ? mod.benchStorage : 'server/storage/bench.ts exports no benchStorage';
  } catch (err) {
    return `server/storage/bench.ts is not available (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`;
  }
}

export async function runBench(opts: BenchOptions, log: (line: string) => void = () => {}): Promise<BenchReport> {
  const ids = opts.games ?? Object.keys(BOT_GAMES);
  const report: BenchReport = {
    mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    capped: opts.capped,
    games: {},
    storage: { sqlite: { skipped: 'not run' }, flatfile: { skipped: 'not run' } },
  };
  const reference = await loadBotGame('reference');
  reducerSpeed(reference, 2, opts.quick ? 200 : 1500, 'bench-warmup'); // let the JIT settle first
  const referenceActionsPerSecond = reducerSpeed(reference, 2, opts.quick ? 300 : 3000, 'bench-reference').wall;
  log(`Bench (${report.mode} mode): reference reducer ${Math.round(referenceActionsPerSecond)} actions/s`);
  for (const id of ids) {
    let loaded: LoadedBotGame;
    try {
      loaded = await loadBotGame(id);
    } catch (err) {
      report.games[id] = { skipped: err instanceof Error ? err.message : String(err) };
      log(`  ${id}: skipped (${report.games[id] && 'skipped' in report.games[id] ? (report.games[id] as { skipped: string }).skipped : ''})`);
      continue;
    }
    try {
      report.games[id] = await benchGame(loaded, referenceActionsPerSecond, opts, log);
    } catch (err) {
      report.games[id] = { skipped: `failed: ${err instanceof Error ? err.message : String(err)}` };
      log(`  ${id}: failed (${(report.games[id] as { skipped: string }).skipped})`);
    }
  }
  const storage = await loadStorageBench();
  for (const kind of ['sqlite', 'flatfile'] as const) {
    if (typeof storage === 'string') {
      report.storage[kind] = { skipped: storage };
      continue;
    }
    try {
      const r = await storage(kind, opts.storageMoves);
      report.storage[kind] = { p50Ms: round(r.p50Ms, 2), p95Ms: round(r.p95Ms, 2) };
      log(`  storage ${kind}: p50 ${report.storage[kind]!.p50Ms} ms, p95 ${report.storage[kind]!.p95Ms} ms per move`);
    } catch (err) {
      report.storage[kind] = { skipped: `failed: ${err instanceof Error ? err.message : String(err)}` };
    }
  }
  return report;
}

export function formatBenchReport(r: BenchReport): string {
  /** A rate as a multiple of the reducer's. */
  const times = (rate: number | undefined, reducer: number) => round((rate ?? 0) / Math.max(1, reducer), 2);
  const lines = [`Bench summary (${r.mode} mode${r.capped ? ', bot moves capped by their wall-clock limits' : ', bot moves run their whole budget'})`];
  for (const [id, g] of Object.entries(r.games)) {
    if ('skipped' in g) {
      lines.push(`  ${id}: skipped: ${g.skipped}`);
      continue;
    }
    lines.push(
      `  ${id} (${g.players}p): reducer ${g.reducerActionsPerSecond} actions/s = ${g.ratioToReference} x reference (${g.referenceActionsPerSecond}); ` +
        `bot playouts ${g.botPlayoutStepsPerSecond} steps/s = ${times(g.botPlayoutStepsPerSecond, g.reducerActionsPerSecond)} x reducer ` +
        `(normal-v1 ${g.v1PlayoutStepsPerSecond} steps/s); in CPU time: reducer ${g.reducerActionsPerCpuSecond} actions/s, ` +
        `bot playouts ${g.botPlayoutStepsPerCpuSecond} steps/s = ${times(g.botPlayoutStepsPerCpuSecond, g.reducerActionsPerCpuSecond)} x reducer ` +
        `(normal-v1 ${g.v1PlayoutStepsPerCpuSecond})`,
      ...(g.simulationActionsPerSecond !== undefined
        ? [
            `    simulation apply ${g.simulationActionsPerSecond} actions/s = ${times(g.simulationActionsPerSecond, g.reducerActionsPerSecond)} x reducer; ` +
              `in CPU time ${g.simulationActionsPerCpuSecond} = ${times(g.simulationActionsPerCpuSecond, g.reducerActionsPerCpuSecond)} x reducer`,
          ]
        : []),
      ...(g.botTransitionsPerSecond !== undefined
        ? [
            `    search transitions (playout moves and their look-ahead) ${g.botTransitionsPerSecond}/s = ${times(g.botTransitionsPerSecond, g.reducerActionsPerSecond)} x reducer; ` +
              `in CPU time ${g.botTransitionsPerCpuSecond} = ${times(g.botTransitionsPerCpuSecond, g.reducerActionsPerCpuSecond)} x reducer`,
          ]
        : []),
      `    ms per move: ${Object.entries(g.msPerMove)
        .filter(([k]) => k !== 'random')
        .map(([k, v]) => `${k} ${v} (${g.cpuMsPerMove[k as BotKind]} CPU)`)
        .join(', ')} (medians over ${g.positions} positions)`,
    );
  }
  for (const [kind, s] of Object.entries(r.storage)) {
    lines.push('skipped' in s ? `  storage ${kind}: skipped: ${s.skipped}` : `  storage ${kind}: p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms per move`);
  }
  return lines.join('\n');
}
