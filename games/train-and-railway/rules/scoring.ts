// Final scoring in the seed's five steps (S004-0107..0122).
import type { PlayerID } from '../../kit/types';
import { CITY_COLOURS, contract } from '../data/contracts';
import { goodValue, MINUS_TOKEN_POINTS, type Good } from '../data/goods';
import { hasEffect, held, returnGood } from './player';
import type { FinalBreakdown, PlayerState, TRState } from './state';
import { awardPoints } from './tech';

export function cityBonus(P: PlayerState, colour: string): number {
  return hasEffect(P, (e) => e.kind === 'cityBonus' && e.colour === colour) ? 1 : 0;
}

/**
 * Step 1: secret contracts still in hand are sold from the player's goods, wherever the train is.
 * Cards that can be filled completely are filled first (most points first), and kept; then any
 * card for which at least one good matches is sold partially and discarded.
 */
export function sellHandAtEnd(G: TRState, pid: PlayerID): number {
  const P = G.players[pid];
  let points = 0;
  const sellOne = (id: string, goods: Good[]) => {
    for (const g of goods) {
      returnGood(G, P, g);
      points += goodValue(g) + cityBonus(P, contract(id).colour);
    }
  };
  const canFill = (goods: Good[]) => {
    const need: Record<string, number> = {};
    for (const g of goods) need[g] = (need[g] ?? 0) + 1;
    return Object.keys(need).every((g) => held(P, g as Good) >= need[g]);
  };
  const order = [...P.secret].sort((a, b) => contract(b).goods.reduce((s, g) => s + goodValue(g), 0) - contract(a).goods.reduce((s, g) => s + goodValue(g), 0));
  for (const id of order) {
    if (!canFill(contract(id).goods)) continue;
    sellOne(id, contract(id).goods);
    P.secret = P.secret.filter((x) => x !== id);
    P.completed.push(id);
  }
  for (const id of [...P.secret]) {
    const sold: Good[] = [];
    const counts: Record<string, number> = {};
    for (const g of contract(id).goods) {
      const used = counts[g] ?? 0;
      if (held(P, g) - used > 0) { sold.push(g); counts[g] = used + 1; }
    }
    if (!sold.length) continue;
    sellOne(id, sold);
    P.secret = P.secret.filter((x) => x !== id);
    G.discard.push(id);
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
