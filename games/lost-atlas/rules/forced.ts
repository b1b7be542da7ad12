// Forced purchase and bankruptcy (design §3.11, second printing): a company ending its buy stage
// without a train must buy one — any it can pay from its treasury (U27), else the cheapest available
// with the president's cash added (U14); if that is still short the president sells singles one at a
// time at unchanged prices, and every company sold from drops 1 when the purchase completes.
// Bankruptcy only when no legal sale is left.
import { faceValue, ownsTrain, buyFromStackReason, buyFromPoolReason } from './trains';
import { poolTrainPrice } from './events';
import { trainTypeOfCard } from './setup';
import { moveMarker, priceOf } from './market';
import { held, poolCap, presidentAfter } from './shares';
import { dissolve } from './operating';
import type { CoId, HeldType, LAState, Seat } from './state';

export interface TrainOption { source: 'stack' | 'pool'; card: string; side?: '7' | 'inf'; price: number }

/** Every train on offer at face value: the stack's top card (the 7/∞ card on either side; no trade-in here) and each pool train. */
export function trainsOnOffer(G: LAState): TrainOption[] {
  const out: TrainOption[] = [];
  const top = G.trains.stack[0];
  if (top) {
    const type = trainTypeOfCard(top);
    if (type === '7') {
      out.push({ source: 'stack', card: top, side: '7', price: faceValue('7') });
      out.push({ source: 'stack', card: top, side: 'inf', price: faceValue('inf') });
    } else out.push({ source: 'stack', card: top, price: faceValue(type as HeldType) });
  }
  for (const t of G.trains.pool) out.push({ source: 'pool', card: t.card, price: poolTrainPrice(G, faceValue(t.type)) });
  return out;
}

export type ForcedNeed =
  | { kind: 'none' }
  | { kind: 'treasury'; choices: TrainOption[] }
  | { kind: 'president'; choices: TrainOption[]; price: number; fromPresident: number; shortfall: number };

/** What the company must do at the end of its buy stage. */
export function forcedNeed(G: LAState, co: CoId): ForcedNeed {
  const c = G.companies[co]!;
  if (ownsTrain(c)) return { kind: 'none' };
  const offer = trainsOnOffer(G);
  if (offer.length === 0) return { kind: 'none' }; // U30: nothing to buy, nothing happens
  const affordable = offer.filter((o) => (o.source === 'stack' ? !buyFromStackReason(G, co, o.side ? { side: o.side } : {}) : !buyFromPoolReason(G, co, o.card)));
  if (affordable.length) return { kind: 'treasury', choices: affordable };
  const price = Math.min(...offer.map((o) => o.price));
  const cash = G.players[Number(c.president)].cash;
  const fromPresident = price - c.treasury;
  return { kind: 'president', choices: offer.filter((o) => o.price === price), price, fromPresident, shortfall: Math.max(0, fromPresident - cash) };
}

/** Why the president may not sell one more single of `co` to raise cash for `operating`, or null (§3.11 item 4). */
export function emergencySellReason(G: LAState, seat: Seat, operating: CoId, co: CoId): string | null {
  const c = G.companies[co];
  if (!c || c.closed) return 'There is no such company.';
  if (!c.operated) return `${co} cannot be sold before it has operated once.`;
  const h = held(G, seat, co);
  if (h < 1) return `You hold no share of ${co}.`;
  if (c.poolShares + 1 > poolCap(G, co)) return `The pool may hold at most ${poolCap(G, co)} shares of ${co}.`;
  const trial: LAState = { ...G, holdings: { ...G.holdings, [seat]: { ...G.holdings[seat], [co]: h - 1 } } };
  const president = c.president === seat ? presidentAfter(trial, co) : c.president;
  if (co === operating && president !== seat) return `Selling ${co} here would change the president of the operating company.`;
  if (c.president === seat && president === seat && h - 1 < 2) return `The president certificate of ${co} cannot go to the pool.`;
  return null;
}

/** Sells one single at the unchanged price; the drop waits for the end of the purchase (`finishForced`). */
export function applyEmergencySell(G: LAState, seat: Seat, co: CoId, soldFrom: CoId[]): void {
  const c = G.companies[co]!;
  const price = priceOf(G, co);
  G.holdings[seat] = { ...G.holdings[seat], [co]: held(G, seat, co) - 1 };
  c.poolShares += 1;
  G.players[Number(seat)].cash += price;
  G.bank -= price;
  c.president = presidentAfter(G, co);
  if (!soldFrom.includes(co)) soldFrom.push(co);
}

/** Every company sold from drops 1 space, once, when the purchase or the bankruptcy completes. Returns those that reached 0. */
export function finishForced(G: LAState, soldFrom: CoId[]): CoId[] {
  return soldFrom.filter((co) => moveMarker(G, co, -1));
}

/** The companies whose singles the president could still sell. Bankruptcy is allowed only when this is empty. */
export function emergencySales(G: LAState, seat: Seat, operating: CoId): CoId[] {
  return (Object.keys(G.companies) as CoId[]).filter((co) => emergencySellReason(G, seat, operating, co) === null);
}

/**
 * §3.11 item 7, `bankruptcyContinues`: the bankrupt player is out (their cash goes to the bank, so
 * they rank last) and the trainless company dissolves; their certificates go to the pool, the cap
 * waived and no price moving; each company they presided passes to the player with the most shares
 * (at least 2; ties clockwise from the bankrupt seat) or, with nobody to preside it, dissolves.
 * Returns the companies dissolved.
 */
export function applyBankruptcyContinues(G: LAState, seat: Seat, trainless: CoId): CoId[] {
  const gone: CoId[] = [];
  const close = (co: CoId) => { if (!G.companies[co]!.closed) { dissolve(G, co); gone.push(co); } };
  close(trainless);
  G.players[Number(seat)] = { ...G.players[Number(seat)], out: true };
  G.bank += G.players[Number(seat)].cash;
  G.players[Number(seat)].cash = 0;
  const mine = G.holdings[seat] ?? {};
  G.holdings[seat] = {};
  const n = G.players.length;
  for (const [co, count] of Object.entries(mine) as [CoId, number][]) {
    const c = G.companies[co];
    if (!c || c.closed || !count) continue;
    c.poolShares += count;
    if (c.president !== seat) continue;
    let heir: Seat | null = null, most = 1;
    for (let k = 1; k < n; k++) {
      const s = String((Number(seat) + k) % n);
      if (held(G, s, co) > most) { heir = s; most = held(G, s, co); }
    }
    if (heir) c.president = heir;
    else close(co);
  }
  return gone;
}
