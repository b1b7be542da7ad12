import { describe, expect, it } from 'vitest';
import { binomialTail, chanceOverLimit, cycleSetups, formatBalanceReport, mergeBalance, parseBalanceArgs, runBalance, tally, type BalanceGame } from '../../tools/balance';
import type { BalanceComponent } from '../../games/kit/types';

const COMPONENTS: BalanceComponent[] = [
  { kind: 'engineer', id: '1', name: 'One' },
  { kind: 'engineer', id: '2', name: 'Two' },
  { kind: 'token', id: 'Q1', name: 'Q one' },
];

function game(index: number, winShare: Record<string, number>, taken: Record<string, string[]>, setup = {}): BalanceGame {
  return { index, seed: `s/${index}`, setup, seats: ['0', '1'], ended: true, winShare, scores: { '0': 0, '1': 0 }, taken };
}

describe('npm run balance', () => {
  it('parses its arguments and spreads games over every --cycle combination', () => {
    const opts = parseBalanceArgs(['--game', 'russian-railroads', '--players', '4', '--games', '6', '--cycle', 'board=base,german,american', '--cycle', 'coal=false,true']);
    expect(opts).toMatchObject({ game: 'russian-railroads', players: 4, bot: 'easy', games: 6, limitPp: 10 });
    expect('setups' in opts && opts.setups).toEqual([
      { board: 'base', coal: false }, { board: 'base', coal: true },
      { board: 'german', coal: false }, { board: 'german', coal: true },
      { board: 'american', coal: false }, { board: 'american', coal: true },
    ]);
    expect(cycleSetups({ coal: true }, undefined)).toEqual([{ coal: true }]);
  });

  it.each([
    [['--game', 'russian-railroads', '--players', '4', '--games', '2', '--cycle', 'board'], /--cycle takes KEY=V1,V2/],
    [['--game', 'russian-railroads', '--players', '4', '--games', '2', '--bot', 'genius'], /Unknown bot "genius"/],
    [['--game', 'russian-railroads', '--games', '2'], /--players is required/],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseBalanceArgs(argv)).toThrow(message);
  });

  it("compares each component's takers with every take of its kind, counting a shared win as 1/k", () => {
    const games = [
      game(0, { '0': 1, '1': 0 }, { '0': ['engineer:1', 'token:Q1'], '1': ['engineer:2'] }),
      game(1, { '0': 0.5, '1': 0.5 }, { '0': ['engineer:1'], '1': ['engineer:2', 'not-listed:9'] }),
      game(2, { '0': 0, '1': 1 }, { '0': ['engineer:2'], '1': [] }),
    ];
    const t = tally(games, () => COMPONENTS, 10);
    const byId = Object.fromEntries(t.components.map((c) => [`${c.kind}:${c.id}`, c]));
    // Engineer 1: taken twice, wins 1 + 0.5. Engineer 2: taken three times, wins 0 + 0.5 + 0.
    expect(byId['engineer:1']).toMatchObject({ takers: 2, wins: 1.5, winRate: 0.75, seatGames: 6, takeRate: 0.333 });
    expect(byId['engineer:2']).toMatchObject({ takers: 3, winRate: 0.167 });
    expect(t.kinds.find((k) => k.kind === 'engineer')).toEqual({ kind: 'engineer', takes: 5, winRate: 0.4 });
    expect(byId['engineer:1'].liftPp).toBe(35);
    expect(byId['engineer:1'].overLimit).toBe(true);
    expect(byId['engineer:2'].overLimit).toBe(false);
    // The only kind member is its own kind's mean: no lift.
    expect(byId['token:Q1']).toMatchObject({ takers: 1, liftPp: 0, overLimit: false });
    expect(t.overLimit).toEqual(['engineer 1 (One): +35 pp over 2 takes']);
    // Two takes cannot show a real lift: the low end of the interval is under the kind's rate.
    expect(byId['engineer:1'].liftSignificant).toBe(false);
    expect(t.seatWinRates).toEqual([0.5, 0.5]);
  });

  it('calls a lift significant only when the low end of the 95% interval clears the kind', () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      game(i, { '0': 1, '1': 0 }, { '0': ['engineer:1'], '1': i % 2 ? ['engineer:2'] : ['engineer:2', 'engineer:1'] }),
    );
    const t = tally(many, () => COMPONENTS, 10);
    const e1 = t.components.find((c) => c.id === '1')!;
    const e2 = t.components.find((c) => c.id === '2')!;
    expect(e1.liftSignificant).toBe(true);
    expect(e2.liftSignificant).toBe(false);
  });

  it("gives each component's chance of landing over the limit with no real lift (binomial tail), and their sum", () => {
    // One take at a 25% kind rate is over +10 pp exactly when it wins.
    expect(chanceOverLimit(1, 0.25, 0.1)).toBeCloseTo(0.25, 12);
    // P(X >= 36) for X ~ Binomial(100, 0.25), summed exactly elsewhere: 0.0094070.
    expect(chanceOverLimit(100, 0.25, 0.1)).toBeCloseTo(0.009407, 6);
    expect(chanceOverLimit(20, 0.386, 0.1)).toBeCloseTo(0.205399, 6);
    expect(chanceOverLimit(0, 0.3, 0.1)).toBe(0);
    expect(chanceOverLimit(10, 0.95, 0.1)).toBe(0); // nobody can win above 100%
    expect(chanceOverLimit(5000, 0.25, 0.1)).toBeLessThan(1e-30); // no underflow trouble on big samples
    const games = [
      game(0, { '0': 1, '1': 0 }, { '0': ['engineer:1'], '1': ['engineer:2'] }),
      game(1, { '0': 0, '1': 1 }, { '0': ['engineer:2'], '1': [] }),
    ];
    const t = tally(games, () => COMPONENTS, 10);
    const byId = Object.fromEntries(t.components.map((c) => [c.id, c]));
    // Kind rate 1/3, so over means above 43.3%. Engineer 1 (1 take) is over when it wins: 1/3.
    // Engineer 2 (2 takes) is over with one win or two: 1 − (2/3)² = 5/9.
    expect(byId['1'].chanceOver).toBeCloseTo(0.333, 3);
    expect(byId['2'].chanceOver).toBeCloseTo(0.556, 3);
    expect(byId['Q1'].chanceOver).toBe(0);
    expect(t.expectedOverByChance).toBe(0.9);
  });

  it('calls a lift real only when its exact p-value clears the Bonferroni bound for the number of rows', () => {
    expect(binomialTail(4, 0.5, 0)).toBe(1);
    expect(binomialTail(4, 0.5, 4)).toBeCloseTo(1 / 16, 12);
    expect(binomialTail(4, 0.5, 3)).toBeCloseTo(5 / 16, 12);
    expect(binomialTail(4, 0.5, 5)).toBe(0);
    // Engineer 1: 60 takes with 40 wins, against a kind at 40/100: p ≈ 2.7e-5, far below 0.05 / 3 rows.
    const many = Array.from({ length: 40 }, (_, i) =>
      game(i, { '0': 1, '1': 0 }, { '0': ['engineer:1'], '1': i % 2 ? ['engineer:2'] : ['engineer:2', 'engineer:1'] }),
    );
    const t = tally(many, () => COMPONENTS, 10);
    const e1 = t.components.find((c) => c.id === '1')!;
    expect(e1.liftPValue).toBeGreaterThan(2e-5);
    expect(e1.liftPValue).toBeLessThan(4e-5);
    expect(e1.liftSignificantCorrected).toBe(true);
    expect(t.components.find((c) => c.id === '2')!.liftSignificantCorrected).toBe(false);
    // Two wins in two takes against a 25% kind happen by chance 1 time in 16: not below 0.05 / 3.
    const few = [
      game(0, { '0': 1, '1': 0 }, { '0': ['engineer:1'], '1': ['engineer:2'] }),
      game(1, { '0': 1, '1': 0 }, { '0': ['engineer:1'], '1': ['engineer:2'] }),
      game(2, { '0': 0, '1': 0 }, { '0': ['engineer:2'], '1': ['engineer:2'] }),
      game(3, { '0': 0, '1': 0 }, { '0': ['engineer:2'], '1': ['engineer:2'] }),
    ];
    const f = tally(few, () => COMPONENTS, 10).components.find((c) => c.id === '1')!;
    expect(f.liftPValue).toBeCloseTo(0.0625, 4); // kind rate 2/8 = 0.25, two wins in two: 0.25²
    expect(f.liftSignificantCorrected).toBe(false);
  });

  it('counts a component only in games whose setup offers it', () => {
    const games = [game(0, { '0': 1, '1': 0 }, { '0': ['foundry:F1'], '1': [] }, { coal: true }), game(1, { '0': 1, '1': 0 }, { '0': [], '1': [] }, { coal: false })];
    const t = tally(games, (s) => (s.coal ? [{ kind: 'foundry', id: 'F1', name: 'F' }] : []), 10);
    expect(t.components).toEqual([expect.objectContaining({ id: 'F1', seatGames: 2, takers: 1, takeRate: 0.5 })]);
  });

  it('plays Russian Railroads games, records what each seat took, and merges parts', async () => {
    const base = ['--game', 'russian-railroads', '--players', '4', '--bot', 'random', '--games', '1', '--seed', 't', '--cycle', 'board=german,american', '--cycle', 'coal=true'];
    const first = parseBalanceArgs(base);
    const second = parseBalanceArgs([...base, '--first', '1']);
    if ('merge' in first || 'merge' in second) throw new Error('not a run');
    const a = await runBalance(first);
    const b = await runBalance(second);
    expect(a.perGame[0].setup).toEqual({ board: 'german', coal: true });
    expect(b.perGame[0].setup).toEqual({ board: 'american', coal: true });
    const merged = await mergeBalance([a, b], ['a.json', 'b.json'], 10);
    expect(merged).toMatchObject({ games: 2, ended: 2, errors: [] });
    const kinds = merged.kinds.map((k) => k.kind);
    expect(kinds).toEqual(expect.arrayContaining(['engineer', 'factory', 'endBonus', 'token', 'bonusCard', 'space', 'foundry', 'route', 'extension', 'income', 'coinSpace']));
    // Extension tiles are German components: only the German game's four seats are counted.
    expect(merged.components.find((c) => c.kind === 'extension')!.seatGames).toBe(4);
    expect(merged.components.find((c) => c.kind === 'engineer')!.seatGames).toBe(8);
    const takes = merged.perGame.flatMap((g) => Object.values(g.taken).flat());
    expect(takes.length).toBeGreaterThan(0);
    expect(takes.every((id) => /^[a-zA-Z]+:[A-Za-z0-9-]+$/.test(id))).toBe(true);
    expect(formatBalanceReport(merged)).toContain('seat win rates');
    expect(formatBalanceReport(merged)).toMatch(/By chance alone, if every component were exactly as strong as its kind, about [\d.]+ of these \d+ components would be over the limit/);
    await expect(mergeBalance([a, a], ['a', 'a'], 10)).rejects.toThrow(/Game 0 of the 4-player parts is in two parts/);
  }, 60_000);
});
