import { describe, expect, it } from 'vitest';
import { botLabels, formatArenaReport, parseArenaArgs, runArena, seatBots, summarize, wilson } from '../../tools/arena';
import type { ArenaGameResult } from '../../tools/lib/arena-game';

describe('npm run arena', () => {
  it('parses its arguments', () => {
    const opts = parseArenaArgs(['--game', 'reference', '--players', '2', '--bots', 'normal,random', '--games', '4', '--workers', '2', '--out', 'reports/x.json']);
    expect(opts).toMatchObject({ game: 'reference', players: 2, bots: ['normal', 'random'], games: 4, workers: 2, seed: 'arena', out: 'reports/x.json' });
  });

  it.each([
    [['--game', 'reference', '--players', '2', '--bots', 'normal,genius', '--games', '2'], /Unknown bot "genius"/],
    [['--game', 'reference', '--bots', 'easy', '--games', '2'], /--players is required/],
    [['--game', 'reference', '--players', '2', '--bots', 'easy', '--games', '2', '--workers', '0'], /--workers must be between 1 and 16/],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseArenaArgs(argv)).toThrow(message);
  });

  it('accepts the same bot on several seats, tallies each entry apart, alternating seats', () => {
    const opts = parseArenaArgs(['--game', 'reference', '--players', '2', '--bots', 'normal,normal', '--games', '4']);
    expect(opts.bots).toEqual(['normal', 'normal']);
    expect(botLabels(['normal', 'normal', 'random', 'normal'])).toEqual(['normal', 'normal#2', 'random', 'normal#3']);
    // Seat 0 wins every game: entry 1 played seat 0 in games 0 and 2, entry 2 in games 1 and 3.
    const results: ArenaGameResult[] = [0, 1, 2, 3].map((g) => ({
      seats: ['normal', 'normal'], playOrder: ['0', '1'], ended: true, moves: 9, winShare: { '0': 1, '1': 0 },
      scores: { '0': 30 + g, '1': 10 }, thinkMs: { '0': [1], '1': [1] }, endedBy: g === 3 ? 'cap' : 'score', rounds: 20 + g,
    }));
    const report = summarize(opts, results);
    expect(report.bots.map((b) => [b.label, b.seats, b.wins, b.meanScore])).toEqual([
      ['normal', 4, 2, 20.5],
      ['normal#2', 4, 2, 21],
    ]);
    expect(report.firstSeat.winRate).toBe(1);
    expect(report.endedBy).toEqual({ score: 3, cap: 1 });
    expect(report.rounds).toEqual({ median: 21.5, min: 20, max: 23 });
    expect(report.medianTopScore).toBe(31.5);
    expect(formatArenaReport(report)).toMatch(/normal#2\s+win 50\.0%/);
    expect(formatArenaReport(report)).toMatch(/first seat win 100\.0%.*ended by score 3, cap 1; rounds median 21.5 \(20-23\)/);
  });

  it('rotates seats so every bot plays every position', () => {
    expect(seatBots(['normal', 'random'], 2, 0)).toEqual(['normal', 'random']);
    expect(seatBots(['normal', 'random'], 2, 1)).toEqual(['random', 'normal']);
    expect(seatBots(['easy', 'normal', 'random'], 4, 2)).toEqual(['random', 'easy', 'normal', 'random']);
  });

  it("computes Wilson's 95% interval", () => {
    const { low, high } = wilson(8, 10);
    expect(low).toBeCloseTo(0.4902, 3);
    expect(high).toBeCloseTo(0.9433, 3);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
    expect(wilson(0, 20).low).toBe(0);
  });

  it('counts a win shared by k seats as 1/k', () => {
    const results: ArenaGameResult[] = [
      { seats: ['easy', 'random'], playOrder: ['0', '1'], ended: true, moves: 9, winShare: { '0': 0.5, '1': 0.5 }, scores: { '0': 10, '1': 10 }, thinkMs: { '0': [5], '1': [1] } },
      { seats: ['random', 'easy'], playOrder: ['0', '1'], ended: true, moves: 9, winShare: { '0': 0, '1': 1 }, scores: { '0': 8, '1': 12 }, thinkMs: { '0': [1], '1': [7] } },
    ];
    const opts = parseArenaArgs(['--game', 'reference', '--players', '2', '--bots', 'easy,random', '--games', '2']);
    const report = summarize(opts, results);
    expect(report.bots.map((b) => [b.name, b.wins, b.winRate, b.meanScore])).toEqual([
      ['easy', 1.5, 0.75, 11],
      ['random', 0.5, 0.25, 9],
    ]);
  });

  it('plays a tiny arena on the reference game where the searching bot beats random', async () => {
    const opts = parseArenaArgs(['--game', 'reference', '--players', '2', '--bots', 'normal,random', '--games', '6', '--iterations', '60', '--seed', 'tiny']);
    const report = await runArena(opts, 'npm run arena -- ...');
    expect(report).toMatchObject({ command: 'npm run arena -- ...', games: 6, ended: 6, errors: [] });
    expect(report.bots.map((b) => b.name)).toEqual(['normal', 'random']);
    expect(report.bots[0].seats).toBe(6);
    expect(report.bots[0].winRate + report.bots[1].winRate).toBeCloseTo(1, 5);
    expect(report.bots[0].winRate).toBeGreaterThan(report.bots[1].winRate);
    expect(report.bots[0].winRateLow).toBeLessThanOrEqual(report.bots[0].winRate);
    expect(report.bots[0].winRateHigh).toBeGreaterThanOrEqual(report.bots[0].winRate);
    expect(formatArenaReport(report)).toMatch(/normal\s+win/);
  });
});
