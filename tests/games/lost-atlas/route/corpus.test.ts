// The router's correctness gate (design §6.4): every corpus position returns its expected revenue,
// proven optimal within the default budget. Timings are the bench's business (npm run bench:router).
import { describe, expect, it } from 'vitest';
import { autoRoute } from '../../../../games/lost-atlas/route/router';
import { scorePlan } from '../../../../games/lost-atlas/route/validate';
import { STRESS } from './corpus';

describe('router corpus', () => {
  for (const entry of STRESS) {
    it(`${entry.name}: ${entry.expectRevenue}`, () => {
      const { view, cards } = entry.build();
      const r = autoRoute(view, cards);
      expect(r.optimal).toBe(true);
      expect(r.revenue).toBe(entry.expectRevenue);
      const scored = scorePlan(view, cards, r.plan);
      expect(typeof scored === 'string' ? scored : scored.revenue).toBe(entry.expectRevenue);
    }, 30_000);
  }
});
