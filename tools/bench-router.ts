// The lost-atlas router benchmark (design §6.4), in production mode:
//   npm run bench:router [-- --reps 20] [--warmups 5] [--json]
// For each corpus position: `warmups` untimed calls, then `reps` timed calls, each from a cold
// network and company view (no cache survives a call). Reports median, p95 and max ms, the
// expansions and how many calls ended without a proof of optimality, per set: `typical` (late
// positions of Long 4p playouts, tests/games/lost-atlas/route/typical.json, every company routed;
// target p95 ≤ 100 ms, max ≤ 250 ms) and `stress` (hand-built, each position ≤ 2 s).
import { intOption, isMain, parseCommandLine, runTool } from './lib/args';
import { nearestRank } from './lib/stats';

/** The routers' call times are never empty where this is asked. */
const observedQuantile = (sorted: number[], q: number): number => nearestRank(sorted, q) ?? 0;

export const BENCH_ROUTER_USAGE = 'Usage: npm run bench:router [-- --reps N] [--warmups N] [--json]';

interface SetReport { set: string; calls: number; medianMs: number; p95Ms: number; maxMs: number; perPosition: { name: string; medianMs: number; maxMs: number; expansions: number; revenue: number; optimal: boolean }[]; notOptimal: number }


if (isMain(import.meta.url)) {
  process.env.NODE_ENV ??= 'production';
  void runTool(BENCH_ROUTER_USAGE, async () => {
    const v = parseCommandLine(process.argv.slice(2), { reps: { type: 'string' }, warmups: { type: 'string' }, json: { type: 'boolean' } });
    const reps = intOption('--reps', v.reps, 20, 1, 1000);
    const warmups = intOption('--warmups', v.warmups, 5, 0, 1000);
    const { STRESS } = await import('../tests/games/lost-atlas/route/corpus');
    const { typicalEntries } = await import('../tests/games/lost-atlas/route/typical');
    const { autoRoute } = await import('../games/lost-atlas/route/router');
    const reports: SetReport[] = [];
    for (const [set, entries] of [['typical', typicalEntries()], ['stress', STRESS]] as const) {
      const all: number[] = [];
      const report: SetReport = { set, calls: 0, medianMs: 0, p95Ms: 0, maxMs: 0, perPosition: [], notOptimal: 0 };
      for (const entry of entries) {
        for (let i = 0; i < warmups; i++) {
          const { view, cards } = entry.build();
          autoRoute(view, cards);
        }
        const times: number[] = [];
        let last = { revenue: 0, optimal: true, expansions: 0 };
        for (let i = 0; i < reps; i++) {
          const t0 = performance.now();
          const { view, cards } = entry.build();
          last = autoRoute(view, cards);
          times.push(performance.now() - t0);
          if (!last.optimal) report.notOptimal++;
        }
        times.sort((a, b) => a - b);
        all.push(...times);
        report.perPosition.push({ name: entry.name, medianMs: observedQuantile(times, 0.5), maxMs: times[times.length - 1], expansions: last.expansions, revenue: last.revenue, optimal: last.optimal });
        if (!v.json && set === 'stress') console.log(`${entry.name}: median ${observedQuantile(times, 0.5).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms, ${last.expansions} expansions, revenue ${last.revenue}${last.optimal ? '' : ' (not proven optimal)'}`);
      }
      all.sort((a, b) => a - b);
      Object.assign(report, { calls: all.length, medianMs: observedQuantile(all, 0.5), p95Ms: observedQuantile(all, 0.95), maxMs: all[all.length - 1] });
      reports.push(report);
      if (!v.json) {
        const slowest = [...report.perPosition].sort((a, b) => b.maxMs - a.maxMs)[0];
        const positions = new Set(entries.map((e) => e.name.split('/')[0])).size;
        console.log(`${set}: ${positions} positions, ${entries.length} company routings, ${report.calls} calls, median ${report.medianMs.toFixed(1)} ms, p95 ${report.p95Ms.toFixed(1)} ms, max ${report.maxMs.toFixed(1)} ms (${slowest.name}), ${report.notOptimal} not proven optimal`);
      }
    }
    if (v.json) console.log(JSON.stringify({ sets: reports }, null, 2));
  });
}
