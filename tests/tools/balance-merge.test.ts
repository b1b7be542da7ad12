// The merge across seat counts: each take is held to its kind's win rate at its own seat count.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  balanceFileText,
  binomialTail,
  jsonWithRows,
  parseBalanceArgs,
  formatBalanceReport,
  mergeBalance,
  mergeReports,
  poissonBinomialPmf,
  poissonBinomialTail,
  type BalanceGame,
  type BalanceReport,
} from '../../tools/balance';
import { mergeFiles } from '../../tools/lib/parts';
import type { BalanceComponent } from '../../games/kit/types';

const KIND: BalanceComponent[] = [
  { kind: 'minor', id: 'A', name: 'Alpha' },
  { kind: 'minor', id: 'B', name: 'Beta' },
];
const offersKind = () => KIND;

/** A game of `players` seats ('0'…), won by `winner`, where seat i took takes[i]. */
function game(index: number, players: number, winner: number, takes: string[][], setup = {}): BalanceGame {
  const seats = Array.from({ length: players }, (_, i) => String(i));
  return {
    index,
    seed: `s/${index}`,
    setup,
    seats,
    ended: true,
    winShare: Object.fromEntries(seats.map((s, i) => [s, i === winner ? 1 : 0])),
    scores: Object.fromEntries(seats.map((s) => [s, 0])),
    taken: Object.fromEntries(seats.map((s, i) => [s, takes[i] ?? []])),
  };
}

/** A part file as `npm run balance` writes it (the merge reads only the run's head and perGame). */
function part(players: number, perGame: BalanceGame[], head: Partial<BalanceReport> = {}): BalanceReport {
  return {
    mode: 'production', game: 'g', players, bot: 'normal', seed: 'run', setups: [{}], games: perGame.length, ended: perGame.length,
    errors: [], limitPp: 10, seatWinRates: [], kinds: [], seatCounts: [], components: [], overLimit: [], expectedOverByChance: 0,
    perGame, ...head,
  };
}

const every = (players: number, id: string) => Array.from({ length: players }, () => [`minor:${id}`]);

/** Every outcome of independent takes enumerated: P(wins >= k), the slow way. */
function bruteTail(ps: number[], k: number): number {
  let tail = 0;
  for (let mask = 0; mask < 1 << ps.length; mask++) {
    let chance = 1;
    let wins = 0;
    ps.forEach((p, i) => {
      const won = (mask >> i) & 1;
      wins += won;
      chance *= won ? p : 1 - p;
    });
    if (wins >= k) tail += chance;
  }
  return tail;
}

describe('balance merge across seat counts', () => {
  it('computes the Poisson-binomial tail as by hand (wins of takes at 1/2, 1/5 and 1/10)', () => {
    const takes = [{ n: 1, p: 0.5 }, { n: 1, p: 0.2 }, { n: 1, p: 0.1 }];
    // P(none) = .5 · .8 · .9 = .36; P(all three) = .5 · .2 · .1 = .01;
    // P(exactly two) = .5·.2·.9 + .5·.8·.1 + .5·.2·.1 = .09 + .04 + .01 = .14.
    expect(poissonBinomialTail(takes, 0)).toBe(1);
    expect(poissonBinomialTail(takes, 1)).toBeCloseTo(0.64, 12);
    expect(poissonBinomialTail(takes, 2)).toBeCloseTo(0.15, 12);
    expect(poissonBinomialTail(takes, 3)).toBeCloseTo(0.01, 12);
    expect(poissonBinomialTail(takes, 4)).toBe(0);
  });

  it('convolves groups of takes exactly: two takes at 1/2 and one at 1/5, and a mix of 3p and 7p takes against enumeration', () => {
    // Wins of the pair 0/1/2 with chances 1/4, 1/2, 1/4; then the third take: P(3) = 1/4 · 1/5 = 0.05,
    // P(>= 2) = 1/4 + 1/2 · 1/5 = 0.35.
    const pmf = poissonBinomialPmf([{ n: 2, p: 0.5 }, { n: 1, p: 0.2 }]);
    expect(pmf.map((x) => Number(x.toFixed(12)))).toEqual([0.2, 0.45, 0.3, 0.05]);
    expect(poissonBinomialTail([{ n: 2, p: 0.5 }, { n: 1, p: 0.2 }], 2)).toBeCloseTo(0.35, 12);
    const ps = [...Array(5).fill(1 / 3), ...Array(7).fill(1 / 7)];
    for (const k of [0, 1, 3, 5, 12]) expect(poissonBinomialTail([{ n: 5, p: 1 / 3 }, { n: 7, p: 1 / 7 }], k)).toBeCloseTo(bruteTail(ps, k), 12);
  });

  it('is the binomial tail when every take has the same chance (one seat count)', () => {
    for (const k of [0, 1, 4, 9, 30, 31]) expect(poissonBinomialTail([{ n: 30, p: 1 / 7 }], k)).toBeCloseTo(binomialTail(30, 1 / 7, k), 12);
    // Big groups do not underflow into nonsense.
    expect(poissonBinomialTail([{ n: 3000, p: 0.25 }, { n: 2000, p: 1 / 7 }], 4000)).toBeLessThan(1e-30);
  });

  it('expects each take to win at its kind\'s rate at its own seat count and reports the excess in points', () => {
    // 3p: A takes 1 and wins, B takes 2 → minor wins 1/3 at 3p. 7p: A takes 1 and loses, B takes 6 and wins once → 1/7 at 7p.
    const merged = mergeReports(
      [part(3, [game(0, 3, 0, [['minor:A'], ['minor:B'], ['minor:B']])]), part(7, [game(0, 7, 1, [['minor:A'], ...every(6, 'B')])])],
      ['3p.json', '7p.json'], 10, offersKind,
    );
    const a = merged.components.find((c) => c.id === 'A')!;
    // Expected wins 1/3 + 1/7 = 10/21; expected rate 5/21 = 23.8%; observed 1 of 2 = 50%: +26.2 pp.
    expect(a).toMatchObject({ takers: 2, wins: 1, winRate: 0.5, expectedWins: 0.476, kindWinRate: 0.238, liftPp: 26.2, overLimit: true });
    expect(a.bySeatCount).toEqual([
      { players: 3, takers: 1, wins: 1, kindWinRate: 0.333 },
      { players: 7, takers: 1, wins: 0, kindWinRate: 0.143 },
    ]);
    expect(merged.kinds).toEqual([{ kind: 'minor', takes: 10, winRate: 0.2 }]);
    expect(merged.seatCounts.map((s) => [s.players, s.kinds[0].takes, s.kinds[0].winRate])).toEqual([[3, 3, 0.333], [7, 7, 0.143]]);
  });

  it('gives each merged row the Poisson-binomial p-value and chance over the limit of its own takes', () => {
    const merged = mergeReports(
      [part(3, [game(0, 3, 0, [['minor:A'], ['minor:B'], ['minor:B']])]), part(7, [game(0, 7, 1, [['minor:A'], ...every(6, 'B')])])],
      ['3p.json', '7p.json'], 10, offersKind,
    );
    const [a, b] = ['A', 'B'].map((id) => merged.components.find((c) => c.id === id)!);
    // A: one take at 1/3 and one at 1/7; one win or more: 1 − (2/3)(6/7) = 9/21. Over +10 pp means above
    // 33.8% of 2 takes, so one win is enough: the same 9/21.
    expect(a.liftPValue).toBe(0.429);
    expect(a.chanceOver).toBeCloseTo(9 / 21, 3);
    // B: two takes at 1/3 and six at 1/7, one win; P(>= 1) = 1 − (2/3)²(6/7)⁶.
    expect(b.liftPValue).toBeCloseTo(1 - (4 / 9) * (6 / 7) ** 6, 3);
    // Over +10 pp means above 29.0% of 8 takes: three wins or more.
    const ps = [1 / 3, 1 / 3, ...Array(6).fill(1 / 7)];
    expect(b.chanceOver).toBeCloseTo(bruteTail(ps, 3), 3);
    expect(b.liftPp).toBe(-6.5); // 1/8 against (2/3 + 6/7)/8
  });

  it('does not flag a component that only looks strong because it is taken in smaller games (pooling would)', () => {
    // 30 three-player games where every seat takes A, 30 seven-player games where every seat takes B: each
    // wins exactly as often as anyone at its seat count.
    const three = Array.from({ length: 30 }, (_, i) => game(i, 3, i % 3, every(3, 'A')));
    const seven = Array.from({ length: 30 }, (_, i) => game(i, 7, i % 7, every(7, 'B')));
    const merged = mergeReports([part(3, three), part(7, seven)], ['3p', '7p'], 10, offersKind);
    const a = merged.components.find((c) => c.id === 'A')!;
    // Pooled, the kind wins 60 of 300 takes (20%) and A's 30 of 90 (33.3%) is +13.3 pp with p ≈ 0.002,
    // under the Bonferroni bound 0.05 / 2 rows: pooling flags A, and even calls it significant.
    const pooledKind = merged.kinds[0];
    expect(pooledKind).toEqual({ kind: 'minor', takes: 300, winRate: 0.2 });
    expect((a.winRate - pooledKind.winRate) * 100).toBeGreaterThan(10);
    expect(binomialTail(90, 0.2, 30)).toBeLessThan(0.05 / 2);
    // Per seat count A is expected to win 90 · 1/3 = 30 and does: no lift, nothing flagged.
    expect(a).toMatchObject({ takers: 90, wins: 30, expectedWins: 30, liftPp: 0, overLimit: false, liftSignificantCorrected: false });
    expect(merged.components.find((c) => c.id === 'B')!).toMatchObject({ takers: 210, liftPp: 0, overLimit: false });
    expect(merged.overLimit).toEqual([]);
  });

  it('flags a component whose takers beat their own seat count\'s baseline, even after the correction', () => {
    // A wins 24 of 40 three-player games and 14 of 40 seven-player games; B holds every other seat.
    const three = Array.from({ length: 40 }, (_, i) => game(i, 3, i < 24 ? 0 : 1, [['minor:A'], ['minor:B'], ['minor:B']]));
    const seven = Array.from({ length: 40 }, (_, i) => game(i, 7, i < 14 ? 0 : 1 + (i % 6), [['minor:A'], ...every(6, 'B')]));
    const merged = mergeReports([part(3, three), part(7, seven)], ['3p', '7p'], 10, offersKind);
    const a = merged.components.find((c) => c.id === 'A')!;
    // Expected 40/3 + 40/7 = 19.05 wins of 80 (23.8%); observed 38 (47.5%).
    expect(a.expectedWins).toBeCloseTo(19.048, 3);
    expect(a.liftPp).toBe(23.7);
    expect(a.liftPValue).toBeLessThan(1e-4);
    expect(a).toMatchObject({ overLimit: true, liftSignificant: true, liftSignificantCorrected: true });
    expect(merged.overLimit).toEqual(['minor A (Alpha): +23.7 pp over 80 takes, significant after correcting for every row']);
  });

  it('refuses a game that is in two parts of one seat count, naming the seat count', () => {
    const p = part(4, [game(2, 4, 0, [])]);
    expect(() => mergeReports([p, part(4, [game(2, 4, 1, [])])], ['a', 'b'], 10, offersKind)).toThrow(/Game 2 of the 4-player parts is in two parts/);
  });

  it('joins the same game index at different seat counts, in seat-count order, and says so in the text', () => {
    const merged = mergeReports(
      [part(7, [game(0, 7, 0, every(7, 'B'))]), part(3, [game(1, 3, 2, every(3, 'A'))]), part(3, [game(0, 3, 0, every(3, 'A'))])],
      ['7p-r0', '3p-r1', '3p-r0'], 10, offersKind,
    );
    expect(merged.players).toEqual([3, 7]);
    expect(merged.perGame.map((g) => [g.seats.length, g.index])).toEqual([[3, 0], [3, 1], [7, 0]]);
    expect(merged.seatCounts.map((s) => [s.players, s.games, s.ended, s.seatWinRates])).toEqual([
      [3, 2, 2, [0.5, 0, 0.5]],
      [7, 1, 1, [1, 0, 0, 0, 0, 0, 0]],
    ]);
    expect(merged).toMatchObject({ games: 3, ended: 3, parts: ['7p-r0', '3p-r1', '3p-r0'] });
    const text = formatBalanceReport(merged);
    expect(text).toContain('Balance: g, 3/7 players (3p 2, 7p 1 games), bot normal at every seat, 3 games (3 ended)');
    expect(text).toContain('3p: 2 games (2 ended), seat win rates: 50.0%, 0.0%, 50.0%');
    expect(text).toContain('minor: 13 takes, takers win 23.1% (3p 6 at 33.3%, 7p 7 at 14.3%)');
    expect(text).toMatch(/A +Alpha .* takers win 33\.3% .*, expected 33\.3%, \+0 pp/);
  });

  it('refuses parts of another game or bot, and an already merged report as a part', () => {
    const p = part(3, [game(0, 3, 0, [])]);
    expect(() => mergeReports([p, part(4, [game(0, 4, 0, [])], { game: 'h' })], ['a', 'b'], 10, offersKind)).toThrow(/differ in game or bot/);
    expect(() => mergeReports([p, part(4, [game(0, 4, 0, [])], { bot: 'easy' })], ['a', 'b'], 10, offersKind)).toThrow(/differ in game or bot/);
    expect(() => mergeReports([p, part(4, [game(0, 4, 0, [])], { players: [4, 5] })], ['a', 'b'], 10, offersKind)).toThrow(/one seat count/);
  });

  it('holds parts of one seat count to one seed and setup list, but lets seat counts differ, and names mixed modes', () => {
    const a = part(3, [game(0, 3, 0, [])]);
    expect(() => mergeReports([a, part(3, [game(1, 3, 0, [])], { seed: 'other' })], ['a', 'b'], 10, offersKind)).toThrow(/seed or setups at 3 players/);
    expect(() => mergeReports([a, part(3, [game(1, 3, 0, [])], { setups: [{ x: true }] })], ['a', 'b'], 10, offersKind)).toThrow(/seed or setups at 3 players/);
    const merged = mergeReports([a, part(5, [game(0, 5, 0, [])], { seed: 'other', mode: 'development' })], ['a', 'b'], 10, offersKind);
    expect(merged).toMatchObject({ seed: 'run, other', mode: 'mixed (production, development)' });
  });

  it("asks the game what each game offers at its own seat count (Lost Atlas: S-1/S-2 always at six players, only when chosen at three)", async () => {
    const setup = { landmarkProjects: 'on', events: true, headquarters: true, ddCard: 'DD-5' };
    const merged = await mergeBalance(
      [
        part(3, [game(0, 3, 0, [['specialTile:S-1', 'minor:CI'], [], []], setup)], { game: 'lost-atlas', setups: [setup] }),
        part(6, [game(0, 6, 0, [['specialTile:S-1'], [], [], [], [], []], setup)], { game: 'lost-atlas', setups: [setup] }),
      ],
      ['3p', '6p'], 10,
    );
    const s1 = merged.components.find((c) => c.id === 'S-1')!;
    expect(s1).toMatchObject({ seatGames: 6, takers: 1 }); // the 3p game does not offer it; its take there is not counted
    const kinds = new Set(merged.components.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['ddCard', 'event', 'hqOpening', 'landmark', 'minor', 'specialTile']);
    expect(merged.components.find((c) => c.kind === 'minor' && c.bySeatCount.length > 0)).toMatchObject({ bySeatCount: [{ players: 3, takers: 1, wins: 1 }] });
  });

  it('merges every .json part of a folder with one --merge', () => {
    const dir = mkdtempSync(join(tmpdir(), 'balance-parts-'));
    mkdirSync(join(dir, 'notes'));
    for (const name of ['7p-r0.json', '3p-r1.json', '3p-r0.json', 'README.txt']) writeFileSync(join(dir, name), '{}');
    expect(mergeFiles(dir)).toEqual(['3p-r0.json', '3p-r1.json', '7p-r0.json'].map((n) => join(dir, n)));
    expect(mergeFiles(`${join(dir, '7p-r0.json')},${dir}`)).toHaveLength(4);
    expect(() => mergeFiles(join(dir, 'notes'))).toThrow(/--merge needs report files/);
  });

  it('writes a part with only what the merge reads, one game a line, and merges it as the full report', () => {
    const full = mergeReports([part(3, [game(0, 3, 0, [['minor:A'], ['minor:B'], []]), game(1, 3, 2, [[], ['minor:A'], ['minor:B']])])], ['a'], 10, offersKind);
    const single = { ...full, players: 3, parts: undefined, command: 'npm run balance -- …' };
    const text = balanceFileText(single, true);
    const written = JSON.parse(text) as BalanceReport;
    expect(Object.keys(written).sort()).toEqual(['bot', 'command', 'ended', 'errors', 'game', 'games', 'limitPp', 'mode', 'perGame', 'players', 'seed', 'setups']);
    expect(text.split('\n').filter((line) => line.includes('"winShare"'))).toHaveLength(2);
    const again = mergeReports([written], ['a'], 10, offersKind);
    expect(again.components).toEqual(full.components);
    expect(again.perGame).toEqual(full.perGame);
  });

  it("leaves the games out of a merged report's file (they are in its parts) and keeps everything else", () => {
    const merged = mergeReports([part(3, [game(0, 3, 0, [['minor:A'], ['minor:B'], []])])], ['reports/p/3p-r0.json'], 10, offersKind);
    const written = JSON.parse(balanceFileText(merged, false));
    expect(written.perGame).toBeUndefined();
    expect(written).toEqual(JSON.parse(JSON.stringify({ ...merged, perGame: undefined })));
    expect(written.parts).toEqual(['reports/p/3p-r0.json']);
  });

  it('keeps rows on one line and reads back as the same JSON', () => {
    const value = { a: 1, list: [1, 2], rows: [{ x: 'q"\\n', y: [1] }, { x: null }], empty: [], nested: { rows: [{ z: 0 }], none: undefined } };
    const text = jsonWithRows(value);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
    expect(text).toContain('    {"x":"q\\"\\\\n","y":[1]},\n');
    expect(text).toContain('"list": [1,2]');
  });

  it('refuses --part without --out, and with --merge', () => {
    expect(() => parseBalanceArgs(['--game', 'g', '--players', '3', '--games', '2', '--part'])).toThrow(/--part .* needs --out/);
    expect(() => parseBalanceArgs(['--merge', 'a.json', '--out', 'm.json', '--part'])).toThrow(/a merge is no part/);
    expect(parseBalanceArgs(['--game', 'g', '--players', '3', '--games', '2', '--out', 'x.json', '--part'])).toMatchObject({ part: true, out: 'x.json' });
  });
});
