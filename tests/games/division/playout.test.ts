import { describe, expect, it } from 'vitest';
import { division } from '../../../games/division';
import { playout } from './helpers';

describe('Division random playouts through the enumerator and Client', () => {
  for (const numPlayers of [1, 2, 3, 4]) {
    it(`10 seeded ${numPlayers}-player games end without error, invariants kept after every move`, () => {
      for (let i = 0; i < 10; i++) {
        const r = playout(numPlayers, `playout-${numPlayers}-${i}`);
        expect(r.problems).toEqual([]);
        expect(r.gameover).toBeTruthy();
        expect(Object.keys(r.gameover.scores)).toHaveLength(numPlayers);
        const summary = division.summary(r.G, {} as any);
        for (const id of Object.keys(r.gameover.scores)) {
          expect(summary.breakdown.reduce((s, b) => s + b.values[id], 0)).toBe(r.gameover.scores[id]);
        }
      }
    });
  }
});
