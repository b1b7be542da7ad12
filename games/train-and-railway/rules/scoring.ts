// Final scoring in the seed's five steps (S004-0107..0122).
import type { PlayerID } from '../../kit/types';
import { CITY_COLOURS, contract, contractPoints } from '../data/contracts';
import { goodValue, MINUS_TOKEN_POINTS, type Good } from '../data/goods';
import { hasEffect, returnGood } from './player';
import { HIDDEN, type FinalBreakdown, type PlayerState, type TRState } from './state';
import { awardPoints } from './tech';

export function cityBonus(P: PlayerState, colour: string): number {
  return hasEffect(P, (e) => e.kind === 'cityBonus' && e.colour === colour) ? 1 : 0;
}

/** The distinct sub-multisets of a card's goods (the goods one sale could put on it), empty first. */
function subMultisets(goods: Good[]): Good[][] {
  const out: Good[][] = [[]];
  const seen = new Set<string>(['']);
  for (let mask = 1; mask < 1 << goods.length; mask++) {
    const pick = goods.filter((_, i) => mask & (1 << i)).sort();
    const key = pick.join('+');
    if (!seen.has(key)) { seen.add(key); out.push(pick); }
  }
  return out;
}

export interface HandSale {
  /** Goods put on each secret card (cards left out get nothing and stay in hand). */
  sold: Record<string, Good[]>;
  points: number;
}

/**
 * The hand sale (step 1) that gives the seller the highest final score. The regular selling rules
 * apply (S004-0109, S004-0079): the seller decides which card each good goes to, a card given all
 * its goods is kept for influence, a card given some of them is discarded. We choose for the player:
 * every assignment of held goods to the secret cards is tried, and the one that scores most in
 * steps 1, 2, 3 and 5 together (sale points, remaining goods, influence against the cards the
 * other seats hold now, column 4) wins; among equals, the one keeping the more valuable cards.
 */
export function bestHandSale(G: TRState, pid: PlayerID): HandSale {
  const P = G.players[pid];
  const cards = P.secret.filter((id) => id !== HIDDEN);
  const pool: Partial<Record<Good, number>> = { ...P.goods };
  const others = Object.keys(G.players).filter((id) => id !== pid).map((id) => G.players[id].completed);
  const options = cards.map((id) => subMultisets(contract(id).goods));
  const chosen: Good[][] = [];
  let best: { value: number; kept: number; sold: Record<string, Good[]>; points: number } | null = null;
  const valueOf = (): { value: number; points: number; kept: number } => {
    let points = 0;
    const completed = [...P.completed];
    chosen.forEach((goods, i) => {
      for (const g of goods) points += goodValue(g) + cityBonus(P, contract(cards[i]).colour);
      if (goods.length === contract(cards[i]).goods.length) completed.push(cards[i]);
    });
    let left = 0;
    for (const g in pool) left += goodValue(g as Good) * (pool[g as Good] ?? 0);
    const after = { ...P, completed };
    let influence = 0;
    for (const colour of CITY_COLOURS) {
      const mine = completed.filter((c) => contract(c).colour === colour).length;
      if (!mine) continue;
      const best = Math.max(mine, ...others.map((list) => list.filter((c) => contract(c).colour === colour).length));
      influence += mine * (mine === best ? 2 : 1);
    }
    const kept = completed.slice(P.completed.length).reduce((n, id) => n + contractPoints(id), 0);
    return { value: points + Math.floor(left / 3) + influence + techPoints(after), points, kept };
  };
  const search = (i: number) => {
    if (i === cards.length) {
      const { value, points, kept } = valueOf();
      if (!best || value > best.value || (value === best.value && kept > best.kept)) {
        best = { value, points, kept, sold: Object.fromEntries(cards.map((id, k) => [id, [...chosen[k]]]).filter(([, goods]) => goods.length > 0)) };
      }
      return;
    }
    for (const goods of options[i]) {
      const need: Partial<Record<Good, number>> = {};
      for (const g of goods) need[g] = (need[g] ?? 0) + 1;
      if (Object.keys(need).some((g) => (pool[g as Good] ?? 0) < need[g as Good]!)) continue;
      for (const g of goods) pool[g] = (pool[g] ?? 0) - 1;
      chosen[i] = goods;
      search(i + 1);
      for (const g of goods) pool[g] = (pool[g] ?? 0) + 1;
    }
  };
  search(0);
  const found = best as { sold: Record<string, Good[]>; points: number } | null;
  return { sold: found?.sold ?? {}, points: found?.points ?? 0 };
}

/**
 * Step 1: secret contracts still in hand are sold from the player's goods, wherever the train is,
 * by the assignment that scores the player most (bestHandSale). Filled cards are kept, partly sold
 * ones discarded, cards given nothing stay in hand.
 */
export function sellHandAtEnd(G: TRState, pid: PlayerID): number {
  const P = G.players[pid];
  const { sold, points } = bestHandSale(G, pid);
  for (const id of Object.keys(sold)) {
    for (const g of sold[id]) returnGood(G, P, g);
    P.secret = P.secret.filter((x) => x !== id);
    if (sold[id].length === contract(id).goods.length) P.completed.push(id);
    else G.discard.push(id);
  }
  return points;
}

/** Step 2: remaining goods, every 3 points of value count 1. */
export function remainingGoodsPoints(P: PlayerState): number {
  let total = 0;
  for (const g in P.goods) total += goodValue(g as Good) * (P.goods[g as Good] ?? 0);
  return Math.floor(total / 3);
}

/** Step 3: per colour, the most (or joint most) completed cards score 2 each, everyone else 1 each. */
export function influencePoints(G: TRState, pid: PlayerID): number {
  let points = 0;
  for (const colour of CITY_COLOURS) {
    const count = (id: PlayerID) => G.players[id].completed.filter((c) => contract(c).colour === colour).length;
    const mine = count(pid);
    if (!mine) continue;
    const best = Math.max(...Object.keys(G.players).map(count));
    points += mine * (mine === best ? 2 : 1);
  }
  return points;
}

/** Step 5: the fourth column of the player card. */
export function techPoints(P: PlayerState): number {
  let points = 0;
  if (hasEffect(P, (e) => e.kind === 'pointsPerTwoContracts')) points += Math.floor(P.completed.length / 2);
  if (hasEffect(P, (e) => e.kind === 'sameColourPairs')) {
    for (const colour of CITY_COLOURS) {
      const n = P.completed.filter((c) => contract(c).colour === colour).length;
      points += 3 * Math.floor(n / 2) + (n % 2);
    }
  }
  return points;
}

/** Runs the five steps for every seat, in order, and records the breakdown. */
export function finalScoring(G: TRState): Record<PlayerID, FinalBreakdown> {
  const ids = Object.keys(G.players);
  const out: Record<PlayerID, FinalBreakdown> = {};
  for (const id of ids) out[id] = { track: G.players[id].score, hand: 0, goods: 0, influence: 0, minus: 0, tech: 0 };
  for (const id of ids) { out[id].hand = sellHandAtEnd(G, id); awardPoints(G, id, out[id].hand, true); }
  for (const id of ids) { out[id].goods = remainingGoodsPoints(G.players[id]); awardPoints(G, id, out[id].goods, true); }
  for (const id of ids) out[id].influence = influencePoints(G, id);
  for (const id of ids) awardPoints(G, id, out[id].influence, true);
  for (const id of ids) { out[id].minus = -MINUS_TOKEN_POINTS.value * G.players[id].minus; awardPoints(G, id, out[id].minus, true); }
  for (const id of ids) { out[id].tech = techPoints(G.players[id]); awardPoints(G, id, out[id].tech, true); }
  return out;
}

/** Highest score wins; ties share the victory. Solo: 25 or more after final scoring wins. */
export function winners(G: TRState): PlayerID[] {
  const ids = Object.keys(G.players);
  if (ids.length === 1) return G.players[ids[0]].score >= 25 ? [ids[0]] : [];
  const best = Math.max(...ids.map((id) => G.players[id].score));
  return ids.filter((id) => G.players[id].score === best);
}
