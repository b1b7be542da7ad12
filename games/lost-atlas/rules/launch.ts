// Launching a Minor after its auction (design §3.5 Launch; Manufacturing S000-0014): the whole bid
// goes to the treasury, the price is the highest track value ≤ bid/2 capped by the phase, the
// president certificate goes to the winner and 3 singles to the treasury, the home hubs go down, and
// the next charter of the column becomes available.
import { minor, homeCells, minorParam, type MinorId } from '../data/minors';
import { pieceOfCopy } from '../data/mapPieces';
import { SPECIAL_HOMES } from '../data/specialHomes';
import { trackTile } from '../data/trackTiles';
import { MINOR_SHARES } from '../data/minors';
import { MAJORS, DIRECT_TO_MAJOR, HUB_SPACES, MAJOR_SHARES, type MajorLetter } from '../data/majors';
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

/** Puts the company's placed home hubs on the map (a new map version, so cached networks see them). */
function placeHomeHubs(G: LAState, co: string, hubs: HubEntry[]): void {
  const hexes = { ...G.map.hexes };
  for (const h of hubs) {
    if (h.state !== 'placed' || !h.at) continue;
    const [key, i] = h.at.split('#');
    const hex = hexes[key];
    hexes[key] = { ...hex, hubs: { ...hex.hubs, [Number(i)]: [...(hex.hubs[Number(i)] ?? []), co as never] } };
  }
  G.map = { version: G.map.version + 1, hexes };
}

/**
 * Adaptive's home (§3.1.1 AD): any empty basic city — no hub, no reservation, with or without track —
 * that is not a Capital or a special home (Mining, Port, Bridging, Spacious); a Landmark or a New
 * City is allowed, and it need not be reached.
 */
export function adaptiveHomeReason(G: LAState, stop: unknown): string | null {
  if (typeof stop !== 'string' || !stop.includes('#')) return 'Adaptive chooses its home city at launch.';
  const [key, i] = stop.split('#');
  const h = G.map.hexes[key];
  if (!h || h.kind !== 'city' || i !== '0') return 'Adaptive\'s home is a city on the map.';
  if (h.special || h.label) return 'Adaptive\'s home is a basic city: not a Capital, Mining, Port, Bridging or Spacious home.';
  if (Object.values(h.hubs).some((cos) => cos.length)) return 'That city already holds a hub.';
  if (G.reservations[stop]) return `That city is reserved for ${G.reservations[stop]}.`;
  return null;
}

/** Every city Adaptive may choose as its home (the enumerator's list). */
export function adaptiveHomes(G: LAState): StopId[] {
  return Object.keys(G.map.hexes).map((k) => `${k}#0`).filter((s) => adaptiveHomeReason(G, s) === null).sort();
}

/** The home stops a launch puts hubs on: the printed homes, or the city Adaptive chose. */
const launchHomes = (G: LAState, id: MinorId, home?: StopId): StopId[] => (minor(id).ability === 'adaptive' ? [home!] : homeStops(G, id));

export function launchReason(G: LAState, seat: number, id: MinorId, home?: unknown): string | null {
  const l = G.sr?.launching;
  if (!l || l.seat !== seat) return 'Only the auction winner launches a company.';
  if (!availableCharters(G).includes(id)) return `${id} is not at the front of a charter column.`;
  if (minor(id).ability === 'adaptive') return adaptiveHomeReason(G, home);
  if (home !== undefined && home !== null) return `Only Adaptive chooses its home; ${id}'s is printed on the map.`;
  return null;
}

/**
 * Manufacturing's launch, as a Minor or Direct-to-Major: it pays the launch fee from its treasury to
 * the bank and starts with the M2 train, so it owes no leadoff train (C16: the specific rule wins).
 */
function launchManufacturing(G: LAState, c: Company): void {
  const fee = minorParam('MA', 'launchFee');
  c.treasury -= fee;
  G.bank += fee;
  c.trains.push({ card: 'M2', type: 'M2' });
  c.leadoffDue = false;
}

export function applyLaunch(G: LAState, seat: number, id: MinorId, home?: StopId): Company {
  const { bid } = G.sr!.launching!;
  const row = minor(id);
  const homes = launchHomes(G, id, home);
  const hubs: HubEntry[] = row.hubs.map((cost, i) => (homes[i] !== undefined && cost === 0 ? { space: `H-${i + 1}`, cost, state: 'placed', at: homes[i] } : { space: `H-${i + 1}`, cost, state: 'unplaced' }));
  const c: Company = {
    id, kind: 'minor', abilities: [row.ability], president: String(seat),
    treasury: bid, treasuryShares: MINOR_SHARES.total - MINOR_SHARES.certificates[0], poolShares: 0,
    priceIdx: 0, operated: false, leadoffDue: true, trains: [], waiting: [], hubs, ab: row.ability === 'adaptive' ? { home: homes[0] } : {},
  };
  G.players[seat].cash -= bid;
  if (row.ability === 'manufacturing') launchManufacturing(G, c);
  G.companies[id] = c;
  G.holdings[String(seat)] = { ...G.holdings[String(seat)], [id]: MINOR_SHARES.certificates[0] };
  placeMarker(G, id, launchPriceIndex(bid, G.phase));
  placeHomeHubs(G, id, hubs);
  for (const [stop, m] of Object.entries(G.reservations)) if (m === id) delete G.reservations[stop];
  const col = G.charters.columns.find((cl) => cl[0] === id)!;
  col.shift();
  G.sr!.launching = undefined;
  G.sr!.launchedAny = true;
  return c;
}

// ---- Direct-to-Major (design §3.5 D2M, S000-0023…0028) ----------------------------------------


/** Major charters not yet formed (Authority and League only with the Landmarks module, S000-0022). */
export function freeMajors(G: LAState): MajorLetter[] {
  return MAJORS.filter((m) => (!m.module || G.cfg.landmarks) && !G.companies[m.letter]).map((m) => m.letter);
}

/** Why the auction winner may not launch `id` as Major `letter` (S000-0023, S000-0025), or null. */
export function d2mReason(G: LAState, seat: number, id: MinorId, letter: MajorLetter, identity: string, home?: unknown): string | null {
  const base = launchReason(G, seat, id, home);
  if (base) return base;
  if (!G.cfg.directToMajor) return 'Direct-to-Major launches are not in this game.';
  if (!(DIRECT_TO_MAJOR.phases as readonly string[]).includes(G.phase)) return 'A Minor may launch as a Major only in the purple and grey phases.';
  if (!freeMajors(G).includes(letter)) return `The ${letter} charter is not free.`;
  if (!MAJORS.find((m) => m.letter === letter)!.names.includes(identity)) return `${letter} is ${MAJORS.find((m) => m.letter === letter)!.names.join(' or ')}.`;
  return null;
}

/**
 * S000-0025, S000-0026: the chosen Minor becomes a free Major with a blank partner: the bid is its
 * treasury, 8 singles go to the treasury, the president certificate to the winner; hubs: the home on
 * I-1 (Twin Cities' second home on the blank partner's space, Expansive's 40 hub with it, C15), then
 * P-1 and P-2 at 60, no FREE; it keeps the Minor's one ability; the Minor's certificates leave the game.
 */
export function applyLaunchD2M(G: LAState, seat: number, id: MinorId, letter: MajorLetter, identity: string, home?: StopId): Company {
  const { bid } = G.sr!.launching!;
  const row = minor(id);
  const homes = launchHomes(G, id, home);
  const hubs: HubEntry[] = [];
  if (homes[0]) hubs.push({ space: 'I-1', cost: 0, state: 'placed', at: homes[0] });
  else hubs.push({ space: 'I-1', cost: 0, state: 'unplaced' });
  if (row.ability === 'twinCities' && homes[1]) hubs.push({ space: 'blank', cost: 0, state: 'placed', at: homes[1] });
  if (row.ability === 'expansive') hubs.push({ space: 'blank', cost: row.hubs[1], state: 'unplaced' });
  for (const s of HUB_SPACES.filter((h) => !h.inherited)) hubs.push({ space: s.id, cost: s.cost, state: 'unplaced' });
  const c: Company = {
    id: letter, kind: 'major', abilities: [row.ability], partners: [id, 'blank'], identity, president: String(seat),
    treasury: bid, treasuryShares: DIRECT_TO_MAJOR.treasuryShares, poolShares: 0,
    priceIdx: 0, operated: false, leadoffDue: true, trains: [], waiting: [], hubs, ab: row.ability === 'adaptive' ? { home: homes[0] } : {},
  };
  G.players[seat].cash -= bid;
  if (row.ability === 'manufacturing') launchManufacturing(G, c);
  G.companies[letter] = c;
  G.holdings[String(seat)] = { ...G.holdings[String(seat)], [letter]: MAJOR_SHARES.certificates[0] };
  placeMarker(G, letter, launchPriceIndex(bid, G.phase)); // D2M happens only in purple/grey, whose cap is the D2M cap (135)
  placeHomeHubs(G, letter, hubs);
  for (const [stop, m] of Object.entries(G.reservations)) if (m === id) delete G.reservations[stop];
  G.charters.columns.find((cl) => cl[0] === id)!.shift();
  G.sr!.launching = undefined;
  G.sr!.launchedAny = true;
  return c;
}
