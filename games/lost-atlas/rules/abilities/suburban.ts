// Suburban (design §3.1.1, C34): 2 suburb markers; at any point of its own OR turn (both in one turn
// allowed) one goes on a reachable basic city holding none of its hubs — not a Capital, Mining, Port,
// Bridging or Spacious home — at most one suburb per map piece. Markers never move, use no slot,
// give no connectivity and survive upgrades; the +10 per counted suburb city is in route/view.ts.
import { minorParam } from '../../data/minors';
import { networkOf } from '../../route/network';
import { companyView } from '../../route/view';
import type { CoId, LAState } from '../state';

export const suburbsLeft = (G: LAState, co: CoId): number => G.companies[co]!.ab.suburbsLeft ?? minorParam('SU', 'suburbs');

export function suburbReason(G: LAState, co: CoId, key: string): string | null {
  const c = G.companies[co];
  if (!c || !c.abilities.includes('suburban')) return 'Only the Suburban Company places suburbs.';
  if (suburbsLeft(G, co) < 1) return 'Both suburb markers are placed.';
  const hex = G.map.hexes[key];
  if (!hex || hex.kind !== 'city') return 'A suburb goes on a city.';
  if (hex.special || hex.label === 'C') return 'A suburb goes on a basic city, not a Capital or a special home.';
  if (hex.suburb) return 'That city already has a suburb.';
  if (Object.values(hex.hubs).some((list) => list.includes(co))) return 'A suburb goes on a city without the company\'s hub.';
  if (Object.values(G.map.hexes).some((h) => h.piece === hex.piece && h.suburb === co)) return 'At most one suburb per map piece.';
  const net = networkOf(G.map);
  const view = companyView(net, { id: co, abilities: c.abilities, circusAvailable: false }, { phase: G.phase, dd: G.dd, ddCustom: G.cfg.ddCustom });
  const s = net.stopIndex.get(`${key}#0`);
  if (s === undefined || !view.reach[s]) return 'The company does not reach that city.';
  return null;
}

export function applySuburb(G: LAState, co: CoId, key: string): void {
  const c = G.companies[co]!;
  c.ab.suburbsLeft = suburbsLeft(G, co) - 1;
  G.map = { version: G.map.version + 1, hexes: { ...G.map.hexes, [key]: { ...G.map.hexes[key], suburb: co } } };
}
