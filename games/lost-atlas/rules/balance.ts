// The project-designed components a seat can take, for the balance report (tools/balance.ts; design
// §5.6): the four Landmarks Minors (`minor`), DD-5…7 (`ddCard`), LMK-1…3 (`landmark`), S-1/S-2
// (`specialTile`), the 16 event cards (`event`) and the three HQ openings (`hqOpening`). "Taken" is
// what the seat presides, chose or drew benefit from; the report polls it after every move, so a
// run is seen while the operating company's draft holds it.
import type { BalanceComponent } from '../../kit/types';
import { DD_CARDS } from '../data/ddCards';
import { EVENTS } from '../data/events';
import { MINORS } from '../data/minors';
import { PROJECTS } from '../data/projects';
import { networkOf } from '../route/network';
import type { LASetup } from '../setup-parse';
import { actor } from './flow';
import { neighbourKey } from './geometry';
import { HQ_OPENINGS } from './headquarters';
import type { HexKey, LAState, StopId } from './state';

const LANDMARK_MINORS = MINORS.filter((m) => m.module === 'landmarks');
const PROJECT_DD_CARDS = DD_CARDS.filter((c) => c.source === 'project');
const LANDMARKS = PROJECTS.filter((p) => p.kind === 'landmark');
/** The special tiles' map piece copies (data/mapPieces.ts). */
const SPECIAL_TILES = [
  { id: 'S-1', copy: 'S1' },
  { id: 'S-2', copy: 'S2' },
];
const HQ_NAMES: Record<string, string> = { taxBreak: 'Tax Break', landGrant: 'Land Grant', commercialZoning: 'Commercial Zoning' };

export function balanceComponents(setup: LASetup): BalanceComponent[] {
  if (!setup.landmarks) return [];
  const rows: BalanceComponent[] = LANDMARK_MINORS.map((m) => ({ kind: 'minor', id: m.id, name: m.name }));
  const cards = setup.differentDestinations ? PROJECT_DD_CARDS : PROJECT_DD_CARDS.filter((c) => c.id === setup.ddCard);
  rows.push(...cards.map((c) => ({ kind: 'ddCard', id: c.id, name: `${c.id} ${c.name}` })));
  if (setup.landmarkProjects === 'on') rows.push(...LANDMARKS.map((p) => ({ kind: 'landmark', id: p.id, name: p.name ?? p.id })));
  if (setup.specialTiles || setup.mode === 'sixSeven') rows.push(...SPECIAL_TILES.map((t) => ({ kind: 'specialTile', id: t.id, name: `special tile ${t.id}` })));
  if (setup.events) rows.push(...EVENTS.map((e) => ({ kind: 'event', id: e.id, name: `event ${e.id}` })));
  if (setup.headquarters) rows.push(...HQ_OPENINGS.map((o) => ({ kind: 'hqOpening', id: o, name: HQ_NAMES[o] })));
  return rows;
}

/** The hexes a run of the operating company touches: its stops' hexes and both hexes of every side it crosses. */
function runHexes(G: LAState): { stops: StopId[]; hexes: Set<HexKey> } {
  const draft = G.or?.draft;
  const runs = [...(draft?.runs ?? []), ...(draft?.open ? [draft.open] : [])];
  const stops = runs.flatMap((r) => r.stops);
  if (!stops.length) return { stops, hexes: new Set() };
  const net = networkOf(G.map);
  const hexes = new Set<HexKey>();
  for (const id of stops) {
    const st = net.stops.find((s) => s.id === id);
    if (st) hexes.add(st.hex);
  }
  const byKey = new Map(net.links.map((l) => [l.key, l]));
  for (const key of runs.flatMap((r) => r.links)) {
    for (const side of byKey.get(key)?.sides ?? []) {
      const m = /^(.+)\/(\d)$/.exec(net.sideNames[side] ?? '');
      if (!m) continue;
      hexes.add(m[1]);
      hexes.add(neighbourKey(m[1], Number(m[2])));
    }
  }
  return { stops, hexes };
}

export function componentsTaken(G: LAState, seat: string): string[] {
  const out: string[] = [];
  const presides = Object.values(G.companies).filter((c) => c && !c.closed && c.president === seat);
  for (const m of LANDMARK_MINORS) {
    if (presides.some((c) => c!.id === m.id || c!.partners?.includes(m.id))) out.push(`minor:${m.id}`);
  }
  for (const c of presides) if (c!.hq) out.push(`hqOpening:${c!.hq.opening}`);

  const operating = G.round === 'OR1' || G.round === 'OR2' ? G.or?.queue[G.or.idx] : undefined;
  const mine = operating !== undefined && G.companies[operating]?.president === seat;
  if (mine) {
    const { stops, hexes } = runHexes(G);
    for (const stop of stops) if (PROJECT_DD_CARDS.some((c) => c.id === G.dd[stop])) out.push(`ddCard:${G.dd[stop]}`);
    for (const hex of hexes) {
      const h = G.map.hexes[hex];
      if (!h) continue;
      for (const p of LANDMARKS) if (h.overlays.includes(p.id)) out.push(`landmark:${p.id}`);
      for (const t of SPECIAL_TILES) if (h.piece === t.copy) out.push(`specialTile:${t.id}`);
    }
    // A card's modifiers for the cycle help whoever operates while it is active.
    const active = G.events?.active;
    if (active && !EVENTS.find((e) => e.id === active)?.choice) out.push(`event:${active}`);
  }
  // A landmark a company of the seat holds a hub on counts too (Grand Terminal's slot, Cathedral's value).
  for (const c of presides) {
    for (const hub of c!.hubs) {
      if (hub.state !== 'placed' || !hub.at) continue;
      const hex = G.map.hexes[hub.at.split('#')[0]];
      for (const p of LANDMARKS) if (hex?.overlays.includes(p.id)) out.push(`landmark:${p.id}`);
    }
  }
  // A choice card belongs to the seat that makes the choice.
  if (G.events?.pending && String(actor(G)) === seat) out.push(`event:${G.events.pending}`);
  return [...new Set(out)];
}
