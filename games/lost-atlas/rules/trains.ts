// Trains, phases, rust, limits and export (design §3.10; the Manufacturing train S000-0015, S000-0016).
// The first train of a type bought or exported may start a phase and rust older trains; every
// company then over its limit gives up trains of its president's choice, in stock order.
import { TRAINS, TRAIN_LIMITS, trainRow, type Phase, type TrainType, type LimitStage } from '../data/economy';
import { minorParam } from '../data/minors';
import { operatingOrder } from './market';
import { trainTypeOfCard } from './setup';
import { poolTrainPrice } from './events';
import type { CoId, Company, HeldType, LAState, TrainHeld } from './state';

const PHASE_BY_TRAIN: Record<number, Phase> = { 2: 'yellow', 3: 'green', 4: 'green', 5: 'purple', 6: 'purple', 7: 'grey' };
const LIMIT_STAGE: Record<number, LimitStage> = { 2: 'yellow', 3: 'green3', 4: 'green4', 5: 'purple', 6: 'purple', 7: 'grey' };

export const phaseOfTrainPhase = (trainPhase: number): Phase => PHASE_BY_TRAIN[trainPhase];

/** The company's train limit now: Minor/Major by stage, Spacious +1. No Major exists in yellow (asserted). */
export function trainLimit(G: LAState, c: Company): number {
  const row = TRAIN_LIMITS.limits[LIMIT_STAGE[G.trainPhase]];
  const base = c.kind === 'minor' ? row.minor : row.major;
  if (base === undefined) throw new Error(`no Major train limit in the ${LIMIT_STAGE[G.trainPhase]} stage`);
  return base + (c.abilities.includes('spacious') ? minorParam('SP', 'extraSlots') : 0);
}

/** Slots count cards (S000-0012): every train held, the M-train included; Resourceful's waiting trains take none. */
export const slotsUsed = (c: Company): number => c.trains.length;
export const overLimit = (G: LAState, c: Company): boolean => slotsUsed(c) > trainLimit(G, c);
/** The must-own-a-train check (§3.7 step 8): the M-train counts, waiting trains do not. */
export const ownsTrain = (c: Company): boolean => c.trains.length > 0;

/** The face value of a held or stacked train: the 7/∞ card is 750 or 1000 by its side. */
export function faceValue(type: HeldType): number {
  if (type === 'M2') return 0;
  const row = trainRow(type === 'inf' ? '7' : (type as TrainType));
  if (Array.isArray(row.cost)) return type === 'inf' ? row.cost[1] : row.cost[0];
  return row.cost;
}
const INF_TRADE_IN = TRAINS.find((t) => t.tradeInCost)!;

export interface StackBuy { side?: '7' | 'inf'; tradeIn?: string }

/** What the stack's top card costs as bought (∞ with a 4/5/6 trade-in: 800). */
export function stackPrice(G: LAState, opt: StackBuy = {}): number | null {
  const top = G.trains.stack[0];
  if (!top) return null;
  const type = trainTypeOfCard(top);
  if (type === '7') return opt.side === 'inf' ? (opt.tradeIn ? INF_TRADE_IN.tradeInCost! : faceValue('inf')) : faceValue('7');
  return faceValue(type as HeldType);
}

/** Why company `co` may not buy the stack's top card this way with treasury money, or null. */
export function buyFromStackReason(G: LAState, co: CoId, opt: StackBuy = {}): string | null {
  const c = G.companies[co]!;
  const top = G.trains.stack[0];
  if (!top) return 'The train stack is empty.';
  const type = trainTypeOfCard(top);
  if (type === '7' && opt.side !== '7' && opt.side !== 'inf') return 'Choose the 7 or the ∞ side.';
  if (type !== '7' && (opt.side || opt.tradeIn)) return 'Only the 7/∞ card has sides.';
  if (opt.tradeIn) {
    if (opt.side !== 'inf') return 'Only the ∞ side takes a trade-in.';
    const t = c.trains.find((x) => x.card === opt.tradeIn);
    if (!t || !INF_TRADE_IN.tradeInTypes!.includes(t.type as TrainType)) return 'The trade-in must be one of the company\'s own 4, 5 or 6 trains.';
  }
  if (slotsUsed(c) - (opt.tradeIn ? 1 : 0) >= trainLimit(G, c)) return `${co} is at its train limit.`;
  const price = stackPrice(G, opt)!;
  if (c.treasury < price) return `The train costs ${price}; the treasury holds ${c.treasury}.`;
  return null;
}

/** Buys the top card; returns the price paid. Phase change and rust follow in `afterNewTrain`. */
export function applyBuyFromStack(G: LAState, co: CoId, opt: StackBuy = {}): number {
  const c = G.companies[co]!;
  const price = stackPrice(G, opt)!;
  const card = G.trains.stack.shift()!;
  c.treasury -= price;
  G.bank += price;
  if (opt.tradeIn) {
    c.trains = c.trains.filter((t) => t.card !== opt.tradeIn);
    G.trains.gone.push(opt.tradeIn); // U29: the traded train leaves the game
  }
  const type = trainTypeOfCard(card);
  c.trains.push({ card, type: type === '7' ? opt.side! : (type as HeldType) });
  afterNewTrain(G, Number(type));
  return price;
}

/** Why `co` may not buy `card` from the pool at face value, or null. */
export function buyFromPoolReason(G: LAState, co: CoId, card: string): string | null {
  const c = G.companies[co]!;
  const t = G.trains.pool.find((x) => x.card === card);
  if (!t) return `${card} is not in the pool.`;
  if (slotsUsed(c) >= trainLimit(G, c)) return `${co} is at its train limit.`;
  const price = poolTrainPrice(G, faceValue(t.type));
  if (c.treasury < price) return `The train costs ${price}; the treasury holds ${c.treasury}.`;
  return null;
}

export function applyBuyFromPool(G: LAState, co: CoId, card: string): void {
  const c = G.companies[co]!;
  const t = G.trains.pool.find((x) => x.card === card)!;
  G.trains.pool = G.trains.pool.filter((x) => x.card !== card);
  const price = poolTrainPrice(G, faceValue(t.type)); // HER-7
  c.treasury -= price;
  G.bank += price;
  c.trains.push(t);
}

const RUSTS: Partial<Record<number, HeldType>> = Object.fromEntries(
  TRAINS.filter((t) => t.rustedBy).map((t) => [Number(t.rustedBy), t.type as HeldType]),
);

/**
 * A train of `type` was just bought or exported (§3.10 Phase change, in this order): the phase and
 * limits change; rusted trains leave companies and the pool (Resourceful's wait); then every company
 * over its limit is queued, in stock order, to give up trains. The M-train never triggers anything.
 */
export function afterNewTrain(G: LAState, type: number): void {
  if (type <= G.trainPhase) return;
  for (let t = G.trainPhase + 1; t <= type; t++) {
    G.trainPhase = t;
    G.phase = phaseOfTrainPhase(t);
    const rusted = RUSTS[t];
    if (!rusted) continue;
    for (const c of Object.values(G.companies)) {
      if (!c || c.closed) continue;
      const gone = c.trains.filter((x) => x.type === rusted);
      if (!gone.length) continue;
      c.trains = c.trains.filter((x) => x.type !== rusted);
      if (c.abilities.includes('resourceful')) c.waiting.push(...gone);
      else G.trains.gone.push(...gone.map((x) => x.card));
    }
    G.trains.gone.push(...G.trains.pool.filter((x) => x.type === rusted).map((x) => x.card));
    G.trains.pool = G.trains.pool.filter((x) => x.type !== rusted);
  }
  G.pendingDiscards = operatingOrder(G).filter((co) => overLimit(G, G.companies[co]!));
}

/** Why `co`'s president may not give up `card` now (only while over the limit, first in line). */
export function discardTrainReason(G: LAState, co: CoId, card: string): string | null {
  if (G.pendingDiscards[0] !== co) return `${co} has no train to give up now.`;
  if (!G.companies[co]!.trains.some((t) => t.card === card)) return `${co} does not hold ${card}.`;
  return null;
}

/** Gives up a train to the pool (the M-train leaves the game, C18). */
export function applyDiscardTrain(G: LAState, co: CoId, card: string): void {
  const c = G.companies[co]!;
  const t = c.trains.find((x) => x.card === card)!;
  c.trains = c.trains.filter((x) => x.card !== card);
  if (t.type === 'M2') G.trains.gone.push(card);
  else G.trains.pool.push(t);
  if (!overLimit(G, c)) G.pendingDiscards.shift();
}

/** S000-0016: Manufacturing may discard its M-train in its own OR turn; it leaves the game. */
export function applyDiscardMTrain(G: LAState, co: CoId): void {
  const c = G.companies[co]!;
  c.trains = c.trains.filter((t) => t.type !== 'M2');
  G.trains.gone.push('M2');
}

/** End-of-cycle export (§3.10): the top card leaves; a 2 takes every remaining 2 with it; a first-of-type export acts like a purchase. */
export function exportTrain(G: LAState): string | null {
  const card = G.trains.stack.shift();
  if (!card) return null;
  G.trains.gone.push(card);
  const type = trainTypeOfCard(card);
  if (type === '2') {
    G.trains.gone.push(...G.trains.stack.filter((x) => trainTypeOfCard(x) === '2'));
    G.trains.stack = G.trains.stack.filter((x) => trainTypeOfCard(x) !== '2');
  }
  afterNewTrain(G, Number(type));
  return card;
}

export type { TrainHeld };

/**
 * §3.7 step 1 (S000-0027): in its first OR a new Minor or D2M Major may buy one train — the stack's
 * top card or a pool train at face value — with treasury money only. Empty when it is not due or
 * nothing is affordable (the step is then skipped).
 */
export function leadoffChoices(G: LAState, co: CoId): { source: 'stack' | 'pool'; card: string; side?: '7' | 'inf' }[] {
  const c = G.companies[co]!;
  if (!c.leadoffDue) return [];
  const out: { source: 'stack' | 'pool'; card: string; side?: '7' | 'inf' }[] = [];
  const top = G.trains.stack[0];
  if (top) {
    const sides: (undefined | '7' | 'inf')[] = trainTypeOfCard(top) === '7' ? ['7', 'inf'] : [undefined];
    for (const side of sides) if (!buyFromStackReason(G, co, side ? { side } : {})) out.push({ source: 'stack', card: top, ...(side ? { side } : {}) });
  }
  for (const t of G.trains.pool) if (!buyFromPoolReason(G, co, t.card)) out.push({ source: 'pool', card: t.card });
  return out;
}

/**
 * §3.7 step 7: a train bought from another company, at any price ≥ 1 the buyer's treasury can pay;
 * never the M-train or a waiting train (S000-0015); the selling president must consent unless both
 * companies have the same president (the consent is the flow's business: `needsConsent`).
 */
export function companySaleReason(G: LAState, buyer: CoId, seller: CoId, card: string, price: number): string | null {
  const b = G.companies[buyer], s = G.companies[seller];
  if (!b || !s || b.closed || s.closed || buyer === seller) return 'Trains are sold between two companies in play.';
  const t = s.trains.find((x) => x.card === card);
  if (!t) return `${seller} does not hold ${card}.`;
  if (t.type === 'M2') return 'The Manufacturing train cannot be bought, sold or traded in.';
  if (!Number.isInteger(price) || price < 1) return 'The price is at least 1.';
  if (b.treasury < price) return `The treasury of ${buyer} holds ${b.treasury}.`;
  if (slotsUsed(b) >= trainLimit(G, b)) return `${buyer} is at its train limit.`;
  return null;
}
/**
 * The prices an offer may name (RULES.md "Trains between companies"): 1, every multiple of 10 up to
 * the buyer's treasury, and the whole treasury — a finite list the enumerator can give in full.
 */
export function offerPrices(treasury: number): number[] {
  if (treasury < 1) return [];
  const out = [1];
  for (let p = 10; p <= treasury; p += 10) out.push(p);
  if (out[out.length - 1] !== treasury) out.push(treasury);
  return out;
}
export const needsConsent = (G: LAState, buyer: CoId, seller: CoId): boolean => G.companies[buyer]!.president !== G.companies[seller]!.president;
export function applyCompanySale(G: LAState, buyer: CoId, seller: CoId, card: string, price: number): void {
  const b = G.companies[buyer]!, s = G.companies[seller]!;
  const t = s.trains.find((x) => x.card === card)!;
  s.trains = s.trains.filter((x) => x.card !== card);
  b.trains.push(t);
  b.treasury -= price;
  s.treasury += price;
}
