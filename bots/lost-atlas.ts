// Railways of the Lost Atlas's bot knowledge, first form (design §5.6): every seat's estimated final
// score. Cash and shares at today's prices are the score; a company's treasury is worth half to
// its holders (it buys the trains that lift the price), by their share of the company. Reads only
// public state (the seat's view or a determinized world of it).
import type { Ctx } from 'boardgame.io';
import { scoreRows } from '../games/lost-atlas/rules/scoring';
import { totalShares } from '../games/lost-atlas/rules/shares';
import type { CoId, LAState } from '../games/lost-atlas/rules/state';

export function evaluateLostAtlas(G: LAState, _ctx: Ctx): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of scoreRows(G)) {
    let extra = 0;
    for (const [co, n] of Object.entries(G.holdings[row.seat] ?? {}) as [CoId, number][]) {
      const c = G.companies[co];
      if (c && !c.closed && n) extra += 0.5 * c.treasury * (n / totalShares(G, co));
    }
    out[row.seat] = row.total + extra;
  }
  return out;
}
