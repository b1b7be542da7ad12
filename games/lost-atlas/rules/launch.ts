// Launching a Minor after its auction (design §3.5 Launch; Manufacturing S000-0014): the whole bid
// goes to the treasury, the price is the highest track value ≤ bid/2 capped by the phase, the
// president certificate goes to the winner and 3 singles to the treasury, the home hubs go down, and
// the next charter of the column becomes available.
import { minor, homeCells, minorParam, type MinorId } from '../data/minors';
import { pieceOfCopy } from '../data/mapPieces';
import { SPECIAL_HOMES } from '../data/specialHomes';
import { trackTile } from '../data/trackTiles';
import { MINOR_SHARES } from '../data/minors';
import { availableCharters } from './auction';
import { launchPriceIndex, placeMarker } from './market';
import type { Company, HubEntry, LAState, StopId } from './state';

/** The stop a printed home's hub sits on: the special home's flagged stop (followed by role after upgrades), else the city's only stop. */
function homeStopIndex(G: LAState, key: string): number {
  const h = G.map.hexes[key];
  if (!h.special) return 0;
  const home = SPECIAL_HOMES[h.special].stops.findIndex((s) => s.home);
  if (!h.tile) return home;
  const role = SPECIAL_HOMES[h.special].stops[home].role;
  return role ? (trackTile(h.tile).stops ?? []).findIndex((s) => s.role === role) : home;
}

/** The printed home stops of a Minor that are on the map (Twin Cities: two; Adaptive: none). */
export function homeStops(G: LAState, id: MinorId): StopId[] {
  const out: StopId[] = [];
  for (const [piece, cell] of homeCells(minor(id))) {
    for (const [key, h] of Object.entries(G.map.hexes)) {
      if (pieceOfCopy(h.piece).no === piece && h.cell === cell) out.push(`${key}#${homeStopIndex(G, key)}`);
    }
  }
  return out;
}

export function launchReason(G: LAState, seat: number, id: MinorId): string | null {
  const l = G.sr?.launching;
  if (!l || l.seat !== seat) return 'Only the auction winner launches a company.';
  if (!availableCharters(G).includes(id)) return `${id} is not at the front of a charter column.`;
  return null;
}

export function applyLaunch(G: LAState, seat: number, id: MinorId): Company {
  const { bid } = G.sr!.launching!;
  const row = minor(id);
  const homes = homeStops(G, id);
  const hubs: HubEntry[] = row.hubs.map((cost, i) => (homes[i] !== undefined && cost === 0 ? { space: `H-${i + 1}`, cost, state: 'placed', at: homes[i] } : { space: `H-${i + 1}`, cost, state: 'unplaced' }));
  const c: Company = {
    id, kind: 'minor', abilities: [row.ability], president: String(seat),
    treasury: bid, treasuryShares: MINOR_SHARES.total - MINOR_SHARES.certificates[0], poolShares: 0,
    priceIdx: 0, operated: false, leadoffDue: true, trains: [], waiting: [], hubs, ab: {},
  };
  G.players[seat].cash -= bid;
  if (row.ability === 'manufacturing') {
    const fee = minorParam('MA', 'launchFee');
    c.treasury -= fee;
    G.bank += fee;
    c.trains.push({ card: 'M2', type: 'M2' });
    c.leadoffDue = false;
  }
  G.companies[id] = c;
  G.holdings[String(seat)] = { ...G.holdings[String(seat)], [id]: MINOR_SHARES.certificates[0] };
  placeMarker(G, id, launchPriceIndex(bid, G.phase));
  for (const h of hubs) {
    if (h.state !== 'placed' || !h.at) continue;
    const [key, i] = h.at.split('#');
    const hex = G.map.hexes[key];
    hex.hubs = { ...hex.hubs, [Number(i)]: [...(hex.hubs[Number(i)] ?? []), id] };
  }
  for (const [stop, m] of Object.entries(G.reservations)) if (m === id) delete G.reservations[stop];
  const col = G.charters.columns.find((cl) => cl[0] === id)!;
  col.shift();
  G.sr!.launching = undefined;
  G.sr!.launchedAny = true;
  return c;
}
