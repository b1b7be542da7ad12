// End and scoring (design §3.19): score = cash + Σ shares × final price (treasuries count nothing).
// Ties go to the tied player presiding the company earliest in the final operating order; if none of
// them presides a company, they share the win.
import { operatingOrder, priceOf } from './market';
import type { CoId, LAState } from './state';

export function scoreRows(G: LAState): { seat: string; cash: number; shares: number; total: number }[] {
  return G.players.map((p, i) => {
    const seat = String(i);
    let shares = 0;
    for (const [co, n] of Object.entries(G.holdings[seat] ?? {}) as [CoId, number][]) {
      const c = G.companies[co];
      if (c && !c.closed && n) shares += n * priceOf(G, co);
    }
    return { seat, cash: p.cash, shares, total: p.cash + shares };
  });
}

export function winners(G: LAState): string[] {
  const rows = scoreRows(G).filter((r) => !G.players[Number(r.seat)].out);
  const best = Math.max(...rows.map((r) => r.total));
  const tied = rows.filter((r) => r.total === best).map((r) => r.seat);
  if (tied.length === 1) return tied;
  for (const co of operatingOrder(G)) {
    const president = G.companies[co]!.president;
    if (tied.includes(president)) return [president];
  }
  return tied;
}
