// Dividends and dissolution (design §3.7 step 6, §3.6): pay out everything (a Minor share is 20%, a
// Major share 10%; treasury shares pay the company, the pool's part stays in the bank) or withhold it
// all; then the price moves by the band of the total revenue. At price 0 the company dissolves.
import { dividendSteps, moveMarker, priceOf } from './market';
import { poolCap, totalShares } from './shares';
import { issueDropsPrice, issueLimitReason, noteIssue } from './events';
import type { CoId, LAState } from './state';

/** Each holder's part of a payout: per-share amount × shares (the revenue is a multiple of 10). */
export function payoutParts(G: LAState, co: CoId, revenue: number): { perShare: number; players: Record<string, number>; treasury: number; pool: number } {
  const c = G.companies[co]!;
  const perShare = Math.floor(revenue / totalShares(G, co));
  const players: Record<string, number> = {};
  for (const [seat, h] of Object.entries(G.holdings)) if (h[co]) players[seat] = perShare * h[co]!;
  return { perShare, players, treasury: perShare * c.treasuryShares, pool: perShare * c.poolShares };
}

/** Pays out or withholds the run revenue, then moves the price. Returns true when the company dissolved. */
export function applyDividend(G: LAState, co: CoId, revenue: number, payout: boolean): boolean {
  const c = G.companies[co]!;
  const price = priceOf(G, co);
  if (payout && revenue > 0) {
    const parts = payoutParts(G, co, revenue);
    for (const [seat, amount] of Object.entries(parts.players)) {
      G.players[Number(seat)].cash += amount;
      G.bank -= amount;
    }
    c.treasury += parts.treasury;
    G.bank -= parts.treasury;
  } else {
    c.treasury += revenue;
    G.bank -= revenue;
  }
  const zero = moveMarker(G, co, dividendSteps(revenue, price, payout));
  if (zero) dissolve(G, co);
  return zero;
}

/**
 * §3.6 price 0: the company dissolves at once — holders lose their shares, the treasury goes to the
 * bank, trains go to the pool (the M-train and waiting trains leave the game), hubs and suburbs go.
 */
export function dissolve(G: LAState, co: CoId): void {
  const c = G.companies[co]!;
  for (const h of Object.values(G.holdings)) delete h[co];
  G.bank += c.treasury;
  c.treasury = 0;
  for (const t of c.trains) {
    if (t.type === 'M2') G.trains.gone.push(t.card);
    else G.trains.pool.push(t);
  }
  G.trains.gone.push(...c.waiting.map((t) => t.card));
  c.trains = [];
  c.waiting = [];
  c.treasuryShares = 0;
  c.poolShares = 0;
  const hexes = { ...G.map.hexes };
  for (const [key, hex] of Object.entries(hexes)) {
    const hubs = Object.fromEntries(Object.entries(hex.hubs).map(([i, list]) => [i, list.filter((x) => x !== co)]));
    const next = { ...hex, hubs };
    if (next.suburb === co) delete next.suburb;
    hexes[key] = next;
  }
  G.map = { version: G.map.version + 1, hexes };
  c.hubs = c.hubs.map((h) => ({ ...h, state: 'unplaced', at: undefined }));
  const stack = G.market[c.priceIdx];
  if (stack) G.market[c.priceIdx] = stack.filter((x) => x !== co);
  c.closed = true;
  delete c.hq; // §3.17: the HQ is lost
}

// ---- Issue and redeem (§3.7 step 2, U31) ---------------------------------------------------------


/** Why `co` may not issue one treasury share to the pool now (`done` = issues/redeems already made this turn), or null. */
export function issueReason(G: LAState, co: CoId, done: number): string | null {
  const c = G.companies[co]!;
  const limit = issueLimitReason(G, co, done, 'issue');
  if (limit) return limit;
  if (c.treasuryShares < 1) return `${co} has no share in its treasury.`;
  if (c.poolShares + 1 > poolCap(G, co)) return `The pool may hold at most ${poolCap(G, co)} shares of ${co}.`;
  if (priceOf(G, co) <= 10 && issueDropsPrice(G)) return 'A company priced at 10 may not issue: the drop would dissolve it.';
  return null;
}
/** The company receives the current price, then drops 1. */
export function applyIssue(G: LAState, co: CoId): void {
  const c = G.companies[co]!;
  const price = priceOf(G, co);
  c.treasuryShares -= 1;
  c.poolShares += 1;
  c.treasury += price;
  G.bank -= price;
  noteIssue(G, 'issue');
  if (issueDropsPrice(G)) moveMarker(G, co, -1); // CHR-8: no drop
}

export function redeemReason(G: LAState, co: CoId, done: number): string | null {
  const c = G.companies[co]!;
  const limit = issueLimitReason(G, co, done, 'redeem');
  if (limit) return limit;
  if (c.poolShares < 1) return `${co} has no share in the pool.`;
  if (c.treasury < priceOf(G, co)) return `Redeeming costs ${priceOf(G, co)}; the treasury holds ${c.treasury}.`;
  return null;
}
/** The company buys one pool share back at the current price; the price does not move. */
export function applyRedeem(G: LAState, co: CoId): void {
  const c = G.companies[co]!;
  const price = priceOf(G, co);
  c.poolShares -= 1;
  c.treasuryShares += 1;
  c.treasury -= price;
  G.bank += price;
  noteIssue(G, 'redeem');
}
