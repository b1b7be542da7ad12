// The router's correctness gate (design §6.4): every corpus position returns its expected revenue,
// proven optimal within the default budget. Timings are the bench's business (npm run bench:router).
import { describe, expect, it } from 'vitest';
import { autoRoute } from '../../../../games/lost-atlas/route/router';
import { scorePlan } from '../../../../games/lost-atlas/route/validate';
import { STRESS } from './corpus';
import { typicalEntries } from './typical';
import { bruteForceRevenue } from './bruteforce';

describe('router corpus', () => {
  for (const entry of STRESS) {
    it(`${entry.name}: ${entry.expectRevenue}`, () => {
      const { view, cards } = entry.build();
      const r = autoRoute(view, cards);
      expect(r.optimal).toBe(true);
      expect(r.revenue).toBe(entry.expectRevenue);
      const scored = scorePlan(view, cards, r.plan);
      expect(typeof scored === 'string' ? scored : scored.revenue).toBe(entry.expectRevenue);
      if (entry.bruteForce) expect(bruteForceRevenue(view, cards)).toBe(entry.expectRevenue);
    }, 300_000);
  }
});

describe('router typical corpus (§6.4: late positions of Long 4p playouts and six–seven 6p ones at cycle 5)', () => {
  const entries = typicalEntries();
  it('holds 10 Long 4p positions and 10 six–seven positions of cycle 5, with at least 20 companies each', () => {
    const positions = (six: boolean) => new Set(entries.filter((e) => e.name.startsWith('la-typical-six-') === six).map((e) => e.name.split('/')[0]));
    expect(positions(false).size).toBe(10);
    expect(positions(true).size).toBe(10);
    expect([...positions(true)].every((name) => name.endsWith('cycle 5 OR1'))).toBe(true);
    expect(entries.filter((e) => e.name.startsWith('la-typical-six-')).length).toBeGreaterThanOrEqual(20);
    expect(entries.filter((e) => !e.name.startsWith('la-typical-six-')).length).toBeGreaterThanOrEqual(20);
  });
  for (const entry of entries) {
    it(`${entry.name}: ${entry.expectRevenue}, as the brute-force reference finds`, () => {
      const { view, cards } = entry.build();
      const r = autoRoute(view, cards);
      expect(r.optimal).toBe(true);
      expect(r.revenue).toBe(entry.expectRevenue);
      const scored = scorePlan(view, cards, r.plan);
      expect(typeof scored === 'string' ? scored : scored.revenue).toBe(entry.expectRevenue);
      expect(bruteForceRevenue(view, cards)).toBe(entry.expectRevenue);
    }, 30_000);
  }
});
