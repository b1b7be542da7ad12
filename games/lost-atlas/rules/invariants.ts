// The invariants of design §7.3 that hold after every move: money, shares, trains, tiles, hubs and
// the market. Returns the broken ones in words (empty when all hold); tests and playouts call it.
import { bankTotal } from './bank';
import { TRACK_TILES } from '../data/trackTiles';
import { networkOf } from '../route/network';
import { holdingCap, poolCap, totalShares, held } from './shares';
import { trainStack } from './setup';
import type { CoId, LAState } from './state';

export function brokenInvariants(G: LAState): string[] {
  const out: string[] = [];
  const money = G.bank + G.players.reduce((s, p) => s + p.cash, 0) + Object.values(G.companies).reduce((s, c) => s + (c?.treasury ?? 0), 0);
  if (money !== bankTotal(G)) out.push(`money: ${money} ≠ ${bankTotal(G)}`);

  const seats = G.players.map((_, i) => String(i));
  for (const [co, c] of Object.entries(G.companies) as [CoId, NonNullable<LAState['companies'][CoId]>][]) {
    if (!c || c.closed) continue;
    const sum = seats.reduce((s, seat) => s + held(G, seat, co), 0) + c.treasuryShares + c.poolShares;
    if (sum !== totalShares(G, co)) out.push(`${co}: ${sum} shares ≠ ${totalShares(G, co)}`);
    if (held(G, c.president, co) < 2) out.push(`${co}: the president holds fewer than 2 shares`);
    // a bankrupt player's certificates go to the pool with the cap waived (§3.11 item 7)
    if (c.poolShares > poolCap(G, co) && !G.players.some((p) => p.out)) out.push(`${co}: the pool holds more than 50%`);
    for (const seat of seats) if (held(G, seat, co) > holdingCap(G, co)) out.push(`${co}: seat ${seat} holds more than 60%`);
    if (!(G.market[c.priceIdx] ?? []).includes(co)) out.push(`${co}: not on its stock-track space`);
    if (G.market.flat().filter((x) => x === co).length !== 1) out.push(`${co}: on the track ${G.market.flat().filter((x) => x === co).length} times`);
  }

  const held_ = Object.values(G.companies).flatMap((c) => [...(c?.trains ?? []), ...(c?.waiting ?? [])].map((t) => t.card));
  const cards = [...G.trains.stack, ...G.trains.pool.map((t) => t.card), ...held_, ...G.trains.gone];
  const expected = trainStack(G.cfg.mode, G.cfg.players);
  const withM = G.cfg.minors.includes('MA') && cards.includes('M2') ? [...expected, 'M2'] : expected;
  if (cards.length !== withM.length || [...cards].sort().join() !== [...withM].sort().join()) out.push('trains: cards lost or duplicated');

  const onMap: Record<string, number> = {};
  for (const h of Object.values(G.map.hexes)) if (h.tile) onMap[h.tile] = (onMap[h.tile] ?? 0) + 1;
  for (const t of TRACK_TILES) if ((G.tileSupply[t.id] ?? 0) + (onMap[t.id] ?? 0) !== t.count) out.push(`tile ${t.id}: supply + map ≠ ${t.count}`);

  const net = networkOf(G.map);
  const perPiece = new Map<string, number>();
  for (const st of net.stops) {
    if (st.hubs.length > st.slots && !st.dd) out.push(`${st.id}: more hubs than slots`);
    for (const co of st.hubs) {
      const k = `${co}@${G.map.hexes[st.hex].piece}`;
      perPiece.set(k, (perPiece.get(k) ?? 0) + 1);
    }
  }
  for (const [k, n] of perPiece) if (n > 1) out.push(`${k}: ${n} hubs on one map piece`);
  return out;
}
