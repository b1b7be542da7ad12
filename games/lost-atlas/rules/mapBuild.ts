// Map building (design §3.3): placing a drawn piece, Twin Cities' two pieces, and resolving the
// Capital and Landmark projects. Placement legality: no overlap; at least 3 shared edges with placed
// hexes (every new cell × placed neighbour pair counts); no edge contact between a border hex and a
// hex of another piece, either way; the first piece goes at (0,0) in any rotation. Printed track is
// ignored while building.
import { pieceOfCopy, homeMinorOf, type CellSpec } from '../data/mapPieces';
import { SPECIAL_HOMES } from '../data/specialHomes';
import { PROJECTS } from '../data/projects';
import { hexKey, neighbourOf, pieceCells, parseHex } from './geometry';
import type { Hex, HexKind, LAState, MapState } from './state';

export const MIN_SHARED_EDGES = PROJECTS.find((p) => p.id === 'TWP')!.minShared!;

function kindOf(spec: CellSpec): HexKind {
  if (spec.startsWith('home:')) return 'city';
  if (spec === 'pass' || spec === 'causeway') return 'locked';
  return spec as HexKind;
}

/** The hexes a piece copy covers when placed with cell A at `at` and rotation `rot`. */
export function pieceHexes(copy: string, at: [number, number], rot: number): Hex[] {
  const row = pieceOfCopy(copy);
  return pieceCells(row.shape, at, rot).map(({ cell, q, r }, i) => {
    const spec = row.cells[i];
    const special = row.special && SPECIAL_HOMES[row.special].cell === cell ? row.special : undefined;
    const hex: Hex = { q, r, kind: kindOf(spec), piece: copy, cell, pieceRot: ((rot % 6) + 6) % 6, overlays: [], hubs: {} };
    if (special) {
      hex.special = special;
      const label = SPECIAL_HOMES[special].label;
      if (label) hex.label = label;
    }
    if (spec.endsWith('+mountain')) hex.mountain = true;
    return hex;
  });
}

/** Is a placed hex a printed home (of any Minor, in play or not)? */
export function isHome(hex: Hex): boolean {
  const row = pieceOfCopy(hex.piece);
  return homeMinorOf(row.cells['ABC'.indexOf(hex.cell)]) !== null;
}

/** Shared edges between new hexes and the placed map (each new cell × placed neighbour pair). */
export function sharedEdges(map: MapState, hexes: Hex[]): number {
  let n = 0;
  for (const h of hexes) for (let e = 0; e < 6; e++) {
    const [q, r] = neighbourOf(h.q, h.r, e);
    if (map.hexes[hexKey(q, r)]) n++;
  }
  return n;
}

/** Why the piece may not go there, or null. `map` may already hold Twin Cities' first piece. */
export function placementReason(map: MapState, copy: string, at: [number, number], rot: number): string | null {
  if (!Number.isInteger(rot) || rot < 0 || rot > 5) return 'A rotation is 0 to 5.';
  if (!at.every(Number.isInteger)) return 'Place the piece on the grid.';
  const hexes = pieceHexes(copy, at, rot);
  const empty = Object.keys(map.hexes).length === 0;
  if (empty) return at[0] === 0 && at[1] === 0 ? null : 'The first piece goes at the centre, (0,0).';
  for (const h of hexes) if (map.hexes[hexKey(h.q, h.r)]) return `(${h.q},${h.r}) is already on the map.`;
  const shared = sharedEdges(map, hexes);
  if (shared < MIN_SHARED_EDGES) return `A piece must share at least ${MIN_SHARED_EDGES} edges with the map (this one shares ${shared}).`;
  for (const h of hexes) for (let e = 0; e < 6; e++) {
    const [q, r] = neighbourOf(h.q, h.r, e);
    const n = map.hexes[hexKey(q, r)];
    if (n && (n.kind === 'border' || h.kind === 'border')) return 'A border hex may not touch a hex of another piece.';
  }
  return null;
}

export function applyPlacement(G: { map: MapState }, copy: string, at: [number, number], rot: number): void {
  const hexes = pieceHexes(copy, at, rot);
  const next = { ...G.map.hexes };
  for (const h of hexes) next[hexKey(h.q, h.r)] = h;
  G.map = { version: G.map.version + 1, hexes: next };
}

/** Every legal placement of a piece: each empty hex next to the map × each cell × 6 rotations (§3.3 dead-end check). */
export function legalPlacements(map: MapState, copy: string): { at: [number, number]; rot: number }[] {
  return [...placements(map, copy)];
}

/** Whether the piece has any legal placement (the dead-end check stops at the first). */
export function hasPlacement(map: MapState, copy: string): boolean {
  return !placements(map, copy).next().done;
}

function* placements(map: MapState, copy: string): Generator<{ at: [number, number]; rot: number }> {
  const keys = Object.keys(map.hexes);
  if (keys.length === 0) {
    for (let rot = 0; rot < 6; rot++) yield { at: [0, 0], rot };
    return;
  }
  const row = pieceOfCopy(copy);
  const frontier = new Set<string>();
  for (const k of keys) {
    const [q, r] = parseHex(k);
    for (let e = 0; e < 6; e++) {
      const [nq, nr] = neighbourOf(q, r, e);
      if (!map.hexes[hexKey(nq, nr)]) frontier.add(hexKey(nq, nr));
    }
  }
  const seen = new Set<string>();
  for (const f of [...frontier].sort()) {
    const [fq, fr] = parseHex(f);
    for (let rot = 0; rot < 6; rot++) {
      for (const { q, r } of pieceCells(row.shape, [0, 0], rot)) {
        const at: [number, number] = [fq - q, fr - r];
        const id = `${at[0]},${at[1]}/${rot}`;
        if (seen.has(id)) continue;
        seen.add(id);
        if (!fitsOnCoordinates(map, row.shape, at, rot)) continue;
        if (!placementReason(map, copy, at, rot)) yield { at, rot };
      }
    }
  }
}

/**
 * placementReason's overlap and shared-edge rules on the cells' coordinates alone, without building
 * the piece's hexes: the search's playouts enumerate placements at every build step, and most
 * candidate spots fail here. True does not make a placement legal (placementReason decides).
 */
function fitsOnCoordinates(map: MapState, shape: 'tri' | 'two' | 'one', at: [number, number], rot: number): boolean {
  const cells = pieceCells(shape, at, rot);
  let shared = 0;
  for (const { q, r } of cells) {
    if (map.hexes[hexKey(q, r)]) return false;
    for (let e = 0; e < 6; e++) {
      const [nq, nr] = neighbourOf(q, r, e);
      if (map.hexes[hexKey(nq, nr)]) shared++;
    }
  }
  return shared >= MIN_SHARED_EDGES;
}

/** Why Twin Cities' two pieces may not go there (each needs 3 shared edges; the second may count the first's, S000-0018). */
export function twinPlacementReason(map: MapState, a: { at: [number, number]; rot: number }, b: { at: [number, number]; rot: number }): string | null {
  if (Object.keys(map.hexes).length === 0) return 'Twin Cities cannot be the first piece: it goes to the bottom of the stack.';
  const first = placementReason(map, 'TW-1', a.at, a.rot);
  if (first) return `TW-1: ${first}`;
  const withFirst = { map };
  applyPlacement(withFirst, 'TW-1', a.at, a.rot);
  const second = placementReason(withFirst.map, 'TW-2', b.at, b.rot);
  return second ? `TW-2: ${second}` : null;
}

/** A placed basic city that is not a home, Capital, Landmark or New City: a Capital's target (§3.3). */
export function capitalTargetReason(map: MapState, key: string): string | null {
  const h = map.hexes[key];
  if (!h || h.kind !== 'city') return 'A project goes on a placed city.';
  if (h.special || isHome(h)) return 'A project may not go on a home.';
  if (h.label === 'C') return 'That city is already a Capital.';
  if (h.overlays.some((o) => o.startsWith('LMK-'))) return 'That city is a Landmark.';
  if (h.overlays.includes('NEWCITY')) return 'A project may not go on a New City.';
  return null;
}

/** A Landmark's target: a Capital's target on a map piece holding no Capital or Landmark. */
export function landmarkTargetReason(map: MapState, key: string): string | null {
  const base = capitalTargetReason(map, key);
  if (base) return base;
  const piece = map.hexes[key].piece;
  const taken = Object.values(map.hexes).some((h) => h.piece === piece && (h.label === 'C' || h.overlays.some((o) => o.startsWith('LMK-'))));
  return taken ? 'That map piece already holds a Capital or a Landmark.' : null;
}

export function applyProject(G: { map: MapState }, project: string, key: string): void {
  const h = { ...G.map.hexes[key] };
  if (project.startsWith('CAP-')) h.label = 'C';
  else h.overlays = [...h.overlays, project];
  G.map = { version: G.map.version + 1, hexes: { ...G.map.hexes, [key]: h } };
}

/** Reserves every printed home of the Minors in play (one stop per home; Twin Cities two; Adaptive none). */
export function reserveHomes(G: LAState, homeStops: (id: (typeof G.cfg.minors)[number]) => string[]): void {
  for (const id of G.cfg.minors) for (const stop of homeStops(id)) G.reservations[stop] = id;
}
