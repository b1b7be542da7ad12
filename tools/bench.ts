// One run of every measurement that matters, in production mode:
//   npm run bench [-- --games ID,ID] [--quick] [--json]
// Per game: actions/s through the framework reducer, the reference game's and the ratio, the
// bots' playout steps/s, the median ms per bot move at each difficulty (and `plain`) with its
// whole budget (--capped keeps the wall-clock caps), in wall-clock and CPU time; then
// storage ms per move for SQLite and FlatFile (server/storage/bench.ts, when present).
// Only ./lib/args here: nothing that loads boardgame.io before NODE_ENV is set.
import { isMain, parseCommandLine, runTool, UsageError } from './lib/args';

export const BENCH_USAGE = 'Usage: npm run bench [-- --games ID,ID] [--quick] [--capped] [--storage-moves N] [--json]';

export interface BenchOptions {
  games?: string[];
  quick: boolean;
  /** Keep the difficulties' wall-clock caps (by default a bot move runs its whole budget, so the numbers calibrate it). */
  capped: boolean;
  storageMoves: number;
  json: boolean;
}

export function parseBenchArgs(argv: string[]): BenchOptions {
  const v = parseCommandLine(argv, {
    games: { type: 'string' },
    quick: { type: 'boolean' },
    capped: { type: 'boolean' },
    'storage-moves': { type: 'string' },
    json: { type: 'boolean' },
  });
  const games =
    typeof v.games === 'string'
      ? v.games
          .split(',')
          .map((g) => g.trim())
          .filter(Boolean)
      : undefined;
  let storageMoves = v.quick ? 20 : 200;
  if (v['storage-moves'] !== undefined) {
    const text = String(v['storage-moves']);
    if (!/^\d+$/.test(text) || Number(text) < 1) {
      throw new UsageError(`--storage-moves must be a positive whole number, not "${text}".`);
    }
    storageMoves = Number(text);
  }
  return { games, quick: v.quick === true, capped: v.capped === true, storageMoves, json: v.json === true };
}

if (isMain(import.meta.url)) {
  // boardgame.io reads NODE_ENV when its modules load: set it first, import them after.
  process.env.NODE_ENV ??= 'production';
  void runTool(BENCH_USAGE, async () => {
    const opts = parseBenchArgs(process.argv.slice(2));
    const { runBench, formatBenchReport } = await import('./lib/bench-run');
    const report = await runBench(opts, (line) => {
      if (!opts.json) console.log(line);
    });
    console.log(opts.json ? JSON.stringify(report, null, 2) : formatBenchReport(report));
  });
}
