// Shares in the Stock Round and after (design §3.5): who may sell and buy what, the 50% pool cap, the
// 60% holding cap, and the presidency rule (it moves only to a player with strictly more shares;
// a tie among others goes to the first of them clockwise from the old president).
import { MINOR_SHARES } from '../data/minors';
import { MAJOR_SHARES } from '../data/majors';
import { priceOf, moveMarker } from './market';
import type { CoId, LAState, Seat } from './state';
import { certLimitReason } from './bank';

export const totalShares = (G: LAState, co: CoId): number => (G.companies[co]!.kind === 'minor' ? MINOR_SHARES.total : MAJOR_SHARES.total);
/** The pool holds at most 50%: Minor 2 shares, Major 5. */
export const poolCap = (G: LAState, co: CoId): number => Math.floor(totalShares(G, co) / 2);
/** A player holds at most 60%: Minor president + 1 (3 shares), Major president + 4 (6). */
export const holdingCap = (G: LAState, co: CoId): number => Math.floor((totalShares(G, co) * 6) / 10);
export const held = (G: LAState, seat: Seat, co: CoId): number => G.holdings[seat]?.[co] ?? 0;

const seats = (G: LAState): Seat[] => G.players.map((_, i) => String(i));

/**
 * The president after holdings change (§3.5 Presidency): the old one keeps it unless another player
 * holds strictly more; among several holding the most, the first clockwise from the old president.
 */
export function presidentAfter(G: LAState, co: CoId): Seat {
  const old = G.companies[co]!.president;
  const n = G.players.length;
  const mine = held(G, old, co);
  let best: Seat = old, bestCount = mine;
  for (let k = 1; k < n; k++) {
    const seat = String((Number(old) + k) % n);
    const count = held(G, seat, co);
    if (count > bestCount) { best = seat; bestCount = count; }
  }
  return best;
}

/** Why `seat` may not sell `count` shares of `co` in this SR turn, or null (§3.5 Sell). */
export function sellReason(G: LAState, seat: Seat, co: CoId, count: number): string | null {
  const c = G.companies[co];
  if (!c || c.closed) return 'There is no such company.';
  if (!Number.isInteger(count) || count < 1) return 'Sell at least one share.';
  if (!c.operated) return `${co} cannot be sold before it has operated once.`;
  if (G.sr?.soldThisTurn.includes(co)) return `You already sold ${co} this turn.`;
  if (G.sr?.boughtThisTurn) return 'All sales in a turn come before the buy.';
  const h = held(G, seat, co);
  if (count > h) return `You hold only ${h} share${h === 1 ? '' : 's'} of ${co}.`;
  if (c.poolShares + count > poolCap(G, co)) return `The pool may hold at most ${poolCap(G, co)} shares of ${co}.`;
  if (c.president === seat && h - count < 2) {
    // The president certificate never goes to the pool: it passes to a player who then holds more.
    const heir = seats(G).find((s) => s !== seat && held(G, s, co) >= 2 && held(G, s, co) > h - count);
    if (!heir) return `The president certificate of ${co} cannot go to the pool: no other player holds 2 shares to take it.`;
  }
  return null;
}

/**
 * Sells at the price before the drop, then drops the company 1 space (once per company per turn,
 * whatever the count) and moves the presidency if it must. Returns true when the price reached 0.
 */
export function applySell(G: LAState, seat: Seat, co: CoId, count: number): boolean {
  const c = G.companies[co]!;
  const cash = priceOf(G, co) * count;
  G.holdings[seat] = { ...G.holdings[seat], [co]: held(G, seat, co) - count };
  c.poolShares += count;
  G.players[Number(seat)].cash += cash;
  G.bank -= cash;
  c.president = presidentAfter(G, co);
  if (G.sr) {
    G.sr.soldThisTurn.push(co);
    G.sr.soldThisSR[seat] = [...(G.sr.soldThisSR[seat] ?? []), co];
  }
  return moveMarker(G, co, -1);
}

export type ShareSource = 'treasury' | 'pool';

/** Why `seat` may not buy one share of `co` from `from`, or null (§3.5 Buy). */
export function buyReason(G: LAState, seat: Seat, co: CoId, from: ShareSource): string | null {
  const c = G.companies[co];
  if (!c || c.closed) return 'There is no such company.';
  if (G.sr?.boughtThisTurn) return 'You may buy only one share a turn.';
  if (G.sr?.soldThisSR[seat]?.includes(co)) return `You sold ${co} earlier in this Stock Round.`;
  if ((from === 'treasury' ? c.treasuryShares : c.poolShares) < 1) return `${co} has no share in the ${from}.`;
  if (held(G, seat, co) + 1 > holdingCap(G, co)) return `A player may hold at most ${holdingCap(G, co)} shares of ${co}.`;
  const price = priceOf(G, co);
  if (G.players[Number(seat)].cash < price) return `A share of ${co} costs ${price}.`;
  return certLimitReason(G, seat);
}

/** Buys one share: treasury money goes to the company, pool money to the bank. */
export function applyBuy(G: LAState, seat: Seat, co: CoId, from: ShareSource): void {
  const c = G.companies[co]!;
  const price = priceOf(G, co);
  G.players[Number(seat)].cash -= price;
  if (from === 'treasury') {
    c.treasuryShares -= 1;
    c.treasury += price;
  } else {
    c.poolShares -= 1;
    G.bank += price;
  }
  G.holdings[seat] = { ...G.holdings[seat], [co]: held(G, seat, co) + 1 };
  c.president = presidentAfter(G, co);
  if (G.sr) G.sr.boughtThisTurn = true;
}

/** §3.5 SR end: each company with no share in the pool or its treasury rises 1 (to the bottom of its new stack). */
export function soldOutRise(G: LAState): void {
  // From the top of the track down, so a rising marker never meets a company still to be checked twice.
  const order: CoId[] = [];
  for (let i = G.market.length - 1; i >= 0; i--) order.push(...G.market[i]);
  for (const co of order) {
    const c = G.companies[co]!;
    if (!c.closed && c.poolShares === 0 && c.treasuryShares === 0) moveMarker(G, co, 1);
  }
}
