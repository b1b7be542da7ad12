// Tunes Russian Railroads' planner weights (bots/russian-railroads-planner.ts) by a (1+1) evolution
// strategy on the planner's mean solo score over seeded games:
//   npx tsx tools/tune-rr-planner.ts [--games 60] [--iterations 250] [--seed a] [--from search|planner] [--out w.json]
// Each iteration changes about half the tuned weights by a normal step (sigma times the weight's size,
// at least 1) and keeps the change when the mean score over the training games (`rr-train/0…`) rises;
// sigma grows by half on a success and shrinks by 5 % on a failure. The result is checked on 60
// other games (`rr-valid/0…`). A tuning game is played on the full state, each look-ahead on a copy
// whose Emil deck is shuffled (the player cannot see it), so a game costs about 50 ms.
import { writeFileSync } from 'node:fs';
import { InitializeGame } from 'boardgame.io/internal';
import seedrandom from 'seedrandom';
import { russianRailroads, shuffled } from '../games/russian-railroads/index';
import { russianRailroadsSimulation as sim } from '../games/russian-railroads/simulate';
import type { SimState } from '../games/kit/simulation';
import type { RRState } from '../games/russian-railroads/rules/state';
import { plannerIndex, PLANNER_WEIGHTS, type PlannerWeights } from '../bots/russian-railroads-planner';
import { intOption, isMain, parseCommandLine, runTool, stringOption, UsageError } from './lib/args';

export const TUNE_USAGE =
  'Usage: npx tsx tools/tune-rr-planner.ts [--games 60] [--iterations 250] [--seed a] [--from search|planner] [--out w.json]';

/**
 * The search's evaluation (bots/russian-railroads.ts, 6 December) as planner weights: where the
 * tuning of 7 December started.
 */
export const SEARCH_EVALUATION_WEIGHTS: PlannerWeights = {
  income: 1, bonusInc: 1, indInc: 1, unreached: 0.8, doubler: 0.5, indPot: 0.3, hand: 8, rouble: 6.4, coal: 3.2, owned: 8,
  locoSum: 0, factory: 0, engineer: 0, majority: 1, endBonus: 1, tsBlack: 0, colourPos: 0,
  pendTrack: 4, pendInd: 4.8, pendTile: 8, pendBonus: 12,
};

/** The weights the strategy changes, in the order it draws for them (the rest stay as they start). */
export const TUNED_WEIGHTS: readonly (keyof PlannerWeights)[] = [
  'income', 'bonusInc', 'indInc', 'unreached', 'doubler', 'indPot', 'hand', 'rouble', 'coal', 'owned', 'locoSum',
  'factory', 'engineer', 'majority', 'endBonus', 'tsBlack', 'colourPos', 'pendTrack', 'pendInd', 'pendTile', 'pendBonus',
];

/** One solo game of the planner with weights `w` (base board, no Coal), its final score. */
export function tuningGameScore(seed: string, w: PlannerWeights): number {
  const game = { ...(russianRailroads.game as object), seed } as typeof russianRailroads.game;
  const parsed = russianRailroads.parseSetup(1, {});
  if (!parsed.ok) throw new Error(parsed.error);
  const init = InitializeGame({ game, numPlayers: 1, setupData: parsed.setup }) as unknown as {
    G: RRState; ctx: SimState['ctx']; plugins: { random: { data: SimState['random'] } };
  };
  let state = sim.start(init.G, init.ctx, init.plugins.random.data) as SimState<RRState>;
  const rng = seedrandom(`${seed}/det`);
  for (let guard = 0; sim.gameover(state) === undefined && guard < 600; guard++) {
    const seat = sim.actingSeat(state);
    const moves = sim.enumerate(state, seat);
    // A step is looked at on the real state, an action on a copy with Emil's deck shuffled.
    const look = state.G.pending.length > 0 ? state : sim.copy(state);
    if (look !== state && look.G.secret) look.G.secret.emilDeck = shuffled(look.G.secret.emilDeck, rng);
    const i = plannerIndex(look, seat, moves, w);
    if (i < 0 || !sim.apply(state, seat, moves[i].move, moves[i].args ?? [])) throw new Error(`${seed}: the planner found no move`);
  }
  return sim.scores(state)['0'];
}

export function meanTuningScore(w: PlannerWeights, seeds: readonly string[]): number {
  let sum = 0;
  for (const seed of seeds) sum += tuningGameScore(seed, w);
  return sum / seeds.length;
}

export interface TuneOptions {
  games: number;
  iterations: number;
  seed: string;
  from: PlannerWeights;
  /** Checking games (60 unless told). */
  validGames?: number;
}

export function tune(opts: TuneOptions, log: (line: string) => void = () => {}): { weights: PlannerWeights; train: number; valid: number } {
  const train = Array.from({ length: opts.games }, (_, i) => `rr-train/${i}`);
  const valid = Array.from({ length: opts.validGames ?? 60 }, (_, i) => `rr-valid/${i}`);
  const rng = seedrandom(`es-${opts.seed}`);
  const gauss = () => {
    let u = 0;
    while (u === 0) u = rng();
    const v = rng();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  let best = { ...opts.from };
  let bestScore = meanTuningScore(best, train);
  log(`start ${bestScore.toFixed(2)} valid ${meanTuningScore(best, valid).toFixed(2)}`);
  let sigma = 0.3;
  for (let it = 0; it < opts.iterations; it++) {
    const next = { ...best };
    for (const k of TUNED_WEIGHTS) if (rng() < 0.5) next[k] = best[k] + gauss() * sigma * Math.max(Math.abs(best[k]), 1);
    const score = meanTuningScore(next, train);
    if (score > bestScore) {
      best = next;
      bestScore = score;
      sigma *= 1.5;
      log(`${it} improved ${score.toFixed(2)} sigma ${sigma.toFixed(3)}`);
    } else sigma *= 0.95;
    if (sigma < 0.03) sigma = 0.3;
  }
  const validScore = meanTuningScore(best, valid);
  log(`final train ${bestScore.toFixed(2)} valid ${validScore.toFixed(2)}`);
  return { weights: best, train: bestScore, valid: validScore };
}

if (isMain(import.meta.url)) {
  void runTool(TUNE_USAGE, async () => {
    const args = parseCommandLine(process.argv.slice(2), {
      games: { type: 'string' },
      iterations: { type: 'string' },
      seed: { type: 'string' },
      from: { type: 'string' },
      out: { type: 'string' },
    });
    const from = stringOption('from', args.from, 'search');
    if (from !== 'search' && from !== 'planner') throw new UsageError(`--from must be search or planner, not "${from}".`);
    const result = tune(
      {
        games: intOption('games', args.games, 60, 1, 10000),
        iterations: intOption('iterations', args.iterations, 250, 0, 100000),
        seed: stringOption('seed', args.seed, 'a'),
        from: from === 'search' ? SEARCH_EVALUATION_WEIGHTS : PLANNER_WEIGHTS,
      },
      (line) => console.log(line),
    );
    if (typeof args.out === 'string') writeFileSync(args.out, JSON.stringify(result, null, 1) + '\n');
    console.log(JSON.stringify(result.weights));
  });
}
