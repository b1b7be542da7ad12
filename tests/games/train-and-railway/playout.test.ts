import { describe, expect, it } from 'vitest';
import { playout } from './helpers';
import { trainAndRailway } from '../../../games/train-and-railway';

describe('Train & Railway random playouts through the enumerator and Client', () => {
  for (const numPlayers of [1, 2, 3, 4]) {
    it(`10 seeded ${numPlayers}-player games end without error, invariants kept after every move`, () => {
      for (let i = 0; i < 10; i++) {
        const r = playout(numPlayers, `playout-${numPlayers}-${i}`);
        expect(r.problems).toEqual([]);
        expect(r.gameover).toBeTruthy();
        expect(Object.keys(r.gameover.scores)).toHaveLength(numPlayers);
        const summary = trainAndRailway.summary(r.G, {} as any);
        for (const id of Object.keys(r.gameover.scores)) {
          expect(summary.breakdown.reduce((s, b) => s + b.values[id], 0)).toBe(r.gameover.scores[id]);
        }
      }
    });
  }
});

describe('Train & Railway deeper random playouts (rich start: tech tokens and goods in hand)', () => {
  it('5 seeded games per player count sell, upgrade and end cleanly', () => {
    let sales = 0;
    let upgrades = 0;
    for (const numPlayers of [1, 2, 3, 4]) {
      for (let i = 0; i < 5; i++) {
        const r = playout(numPlayers, `rich-${numPlayers}-${i}`, 20000, 'random', true);
        expect(r.problems).toEqual([]);
        expect(r.gameover).toBeTruthy();
        sales += r.G.log.filter((l) => /^\{p:\d+\} sells /.test(l.text)).length;
        upgrades += Object.values(r.G.players).reduce((n, P) => n + Object.values(P.upgrades).reduce((a, b) => a + b, 0), 0);
      }
    }
    expect(sales).toBeGreaterThan(5);
    expect(upgrades).toBeGreaterThan(50);
  });
});
