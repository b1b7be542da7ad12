// tools/solo-score.ts: the score distribution of seeded solo games, in parts that merge.
import { describe, expect, it } from 'vitest';
import { distribution, mergeSolo, parseSoloArgs, quantile, runSolo, type SoloReport } from '../../tools/solo-score';

describe('solo-score', () => {
  it('quartiles interpolate between order statistics; mean and sample deviation', () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75);
    expect(quantile([1, 2, 3, 4], 0.5)).toBeCloseTo(2.5);
    expect(distribution([4, 1, 3, 2])).toEqual({ n: 4, min: 1, q1: 1.75, median: 2.5, q3: 3.25, max: 4, mean: 2.5, sd: 1.29 });
    expect(distribution([]).n).toBe(0);
  });

  it('reads its options, and refuses a bot it does not know', () => {
    const opts = parseSoloArgs(['--game', 'russian-railroads', '--bot', 'easy', '--games', '3', '--first', '10', '--seed', 's']);
    expect(opts).toMatchObject({ game: 'russian-railroads', bot: 'easy', games: 3, first: 10, seed: 's', workers: 1 });
    expect(() => parseSoloArgs(['--game', 'x', '--bot', 'genius', '--games', '1'])).toThrow(/Unknown bot/);
    expect(parseSoloArgs(['--merge', 'a.json,b.json'])).toEqual({ merge: ['a.json', 'b.json'], out: undefined, json: false });
  });

  it('plays seeded solo games from --first on and reports every game; parts merge into one distribution', async () => {
    const opts = { game: 'russian-railroads', bot: 'random' as const, first: 0, workers: 1, seed: 'solo-test', setup: {}, maxMoves: 5000, json: false };
    const a = await runSolo({ ...opts, games: 2 });
    const b = await runSolo({ ...opts, games: 1, first: 2 });
    expect(a.ended).toBe(2);
    expect(a.errors).toEqual([]);
    expect(a.perGame.map((g) => g.seed)).toEqual(['solo-test/0', 'solo-test/1']);
    expect(b.perGame[0].seed).toBe('solo-test/2');
    for (const g of [...a.perGame, ...b.perGame]) expect(g.score).toBeGreaterThan(0);
    // The same seed plays the same game.
    const again = await runSolo({ ...opts, games: 1, first: 2 });
    expect(again.perGame[0].score).toBe(b.perGame[0].score);
    const merged = mergeSolo([a, b], ['a', 'b']);
    expect(merged.games).toBe(3);
    expect(merged.scores.n).toBe(3);
    expect(merged.scores.min).toBe(Math.min(...[...a.perGame, ...b.perGame].map((g) => g.score)));
    expect(() => mergeSolo([a, a], ['a', 'a'])).toThrow(/two parts/);
    expect(() => mergeSolo([a, { ...b, bot: 'easy' } as SoloReport], ['a', 'b'])).toThrow(/differ/);
  });
});
