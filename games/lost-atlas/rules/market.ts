// The stock track and price moves (design §3.6): markers stack on a space in arrival order (an
// arriving marker goes to the bottom), moves stop at 500, and 0 is closed (the company dissolves).
import { LAUNCH, STOCK_TRACK, type Phase } from '../data/economy';
import type { CoId, LAState } from './state';

const TOP = STOCK_TRACK.values.length - 1;
export const priceAt = (idx: number): number => STOCK_TRACK.values[idx];

export function priceOf(G: LAState, co: CoId): number {
  const c = G.companies[co];
  if (!c) throw new Error(`no company ${co}`);
  return priceAt(c.priceIdx);
}

/** The index of the highest track value ≤ `value` (0 when none is). */
export function indexAtOrBelow(value: number): number {
  let idx = 0;
  for (let i = 0; i < STOCK_TRACK.values.length; i++) if (STOCK_TRACK.values[i] <= value) idx = i;
  return idx;
}

/** §3.5 Launch: the highest track value ≤ bid/2, capped by the phase (90/110/135), never below 60. */
export function launchPriceIndex(bid: number, phase: Phase): number {
  const value = Math.max(LAUNCH.min, Math.min(LAUNCH.cap[phase], bid / 2));
  return indexAtOrBelow(value);
}

/** Puts a company's marker at the bottom of the stack at `idx` (it must not be on the track). */
export function placeMarker(G: LAState, co: CoId, idx: number): void {
  while (G.market.length <= TOP) G.market.push([]);
  G.market[idx].push(co);
  G.companies[co]!.priceIdx = idx;
}

function liftMarker(G: LAState, co: CoId): void {
  const idx = G.companies[co]!.priceIdx;
  const stack = G.market[idx] ?? [];
  const at = stack.indexOf(co);
  if (at >= 0) stack.splice(at, 1);
}

/**
 * Moves a company `steps` spaces (negative = down), stopping at 500 and at 0, to the bottom of its
 * new stack; a move of 0 only sends it to the bottom of its stack. Returns true when it reached 0:
 * the caller dissolves it (§3.6).
 */
export function moveMarker(G: LAState, co: CoId, steps: number): boolean {
  const from = G.companies[co]!.priceIdx;
  const to = Math.max(0, Math.min(TOP, from + steps));
  liftMarker(G, co);
  placeMarker(G, co, to);
  return to === 0;
}

/** §3.6 payout band: none below the price, +1 from the price, +2 from twice the price; withholding or 0 revenue −1. */
export function dividendSteps(revenue: number, price: number, paid: boolean): number {
  if (!paid || revenue <= 0) return -1;
  if (revenue >= 2 * price) return 2;
  if (revenue >= price) return 1;
  return 0;
}

/** Companies in operating order: price descending, the top of a stack first (§3.7). */
export function operatingOrder(G: LAState): CoId[] {
  const out: CoId[] = [];
  for (let i = G.market.length - 1; i >= 0; i--) out.push(...G.market[i]);
  return out.filter((co) => !G.companies[co]?.closed);
}
