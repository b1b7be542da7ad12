// Hubs (design §3.9): a hub goes on a city the company traces to, with an open slot (slots − hubs −
// reservations of other unlaunched Minors; a reservation never blocks runs, U16), on a map piece where
// the company has no hub yet (U17); the cheapest unplaced hub is used: FREE, then 40, then 60 (U15).
import { networkOf } from '../route/network';
import { companyView } from '../route/view';
import type { CoId, Company, HubEntry, LAState, StopId } from './state';

/** The hub a placement would use: a FREE one first, then the cheapest unplaced. */
export function nextHub(c: Company): HubEntry | null {
  const free = c.hubs.find((h) => h.state === 'free');
  if (free) return free;
  const unplaced = c.hubs.filter((h) => h.state === 'unplaced').sort((a, b) => a.cost - b.cost);
  return unplaced[0] ?? null;
}
const hubCost = (h: HubEntry): number => (h.state === 'free' ? 0 : h.cost);

/** Open slots of a city for hub placement: slots − hubs − reservations of other Minors not yet launched. */
export function openSlots(G: LAState, stop: StopId, co: CoId): number {
  const net = networkOf(G.map);
  const s = net.stopIndex.get(stop);
  if (s === undefined || net.stops[s].dd) return 0;
  const st = net.stops[s];
  const reserved = Object.entries(G.reservations).filter(([id, m]) => id === stop && m !== co && !G.companies[m]).length;
  return st.slots - st.hubs.length - reserved;
}

export function hubReason(G: LAState, co: CoId, stop: StopId): string | null {
  const c = G.companies[co];
  if (!c) return 'There is no such company.';
  const hub = nextHub(c);
  if (!hub) return `${co} has no hub left to place.`;
  const net = networkOf(G.map);
  const s = net.stopIndex.get(stop);
  if (s === undefined || net.stops[s].dd) return 'A hub goes on a city.';
  const view = companyView(net, { id: co, abilities: c.abilities, circusAvailable: false }, { phase: G.phase, dd: G.dd, ddCustom: G.cfg.ddCustom });
  if (!view.reach[s]) return `${co} does not reach that city.`;
  if (openSlots(G, stop, co) < 1) return 'That city has no open slot.';
  const piece = G.map.hexes[net.stops[s].hex].piece;
  for (const h of c.hubs) {
    if (h.state !== 'placed' || !h.at) continue;
    const other = G.map.hexes[h.at.split('#')[0]];
    if (other?.piece === piece) return `${co} already has a hub on that map piece.`;
  }
  if (c.treasury < hubCost(hub)) return `The hub costs ${hubCost(hub)}; the treasury holds ${c.treasury}.`;
  return null;
}

export function applyHub(G: LAState, co: CoId, stop: StopId): void {
  const c = G.companies[co]!;
  const hub = nextHub(c)!;
  const cost = hubCost(hub);
  c.treasury -= cost;
  G.bank += cost;
  hub.state = 'placed';
  hub.at = stop;
  const [key, i] = stop.split('#');
  const hex = G.map.hexes[key];
  G.map = { version: G.map.version + 1, hexes: { ...G.map.hexes, [key]: { ...hex, hubs: { ...hex.hubs, [Number(i)]: [...(hex.hubs[Number(i)] ?? []), co] } } } };
}
