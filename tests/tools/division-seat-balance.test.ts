import { describe, expect, it } from 'vitest';
import { mergeReports, seatBalance, type SeatGame, type SeatReport } from '../../tools/division-seat-balance';

const report = (summary: SeatReport['report'], perGame: SeatGame[]): SeatReport => ({ command: 'test', mode: 'production', report: summary, perGame });
const withoutCpu = ({ medianCpuSecondsPerGame: _, ...rest }: SeatReport['report']) => rest;

describe('Division seat balance tool', () => {
  it('splits a run into shards whose merged report equals the whole run', async () => {
    const whole = await seatBalance(3, 6, 'shards', 'greedy');
    const a = await seatBalance(3, 6, 'shards', 'greedy', undefined, { index: 0, count: 2 });
    const b = await seatBalance(3, 6, 'shards', 'greedy', undefined, { index: 1, count: 2 });
    expect(a.results.map((r) => r.index)).toEqual([0, 2, 4]);
    expect(b.results.map((r) => r.index)).toEqual([1, 3, 5]);
    const merged = mergeReports([report(a.summary, a.results), report(b.summary, b.results)]);
    expect(merged.perGame.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(withoutCpu(merged.report)).toEqual(withoutCpu(whole.summary));
    expect(merged.report.games).toBe(6);
  });

  it('goes on from the games already played without replaying them', async () => {
    const first = await seatBalance(2, 2, 'resume', 'greedy');
    const seen: number[] = [];
    const rest = await seatBalance(2, 4, 'resume', 'greedy', (_, results) => seen.push(results.length), undefined, first.results);
    expect(seen).toEqual([3, 4]);
    expect(rest.results.slice(0, 2)).toEqual(first.results);
    expect(withoutCpu(rest.summary)).toEqual(withoutCpu((await seatBalance(2, 4, 'resume', 'greedy')).summary));
  });

  it('refuses to merge reports of different runs', async () => {
    const a = await seatBalance(2, 1, 'one', 'greedy');
    const b = await seatBalance(2, 1, 'two', 'greedy');
    expect(() => mergeReports([report(a.summary, a.results), report(b.summary, b.results)])).toThrow(/different runs/);
  });
});
