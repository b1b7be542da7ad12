// Hex geometry on the axial grid of data/geometry.ts (design §3.3): keys, neighbours, rotation of a
// map piece's cells and of edges, and the upgrade test (an upgrade keeps every old connection).
import { CELL_OFFSETS, NEIGHBOUR_OFFSETS, type CellName } from '../data/geometry';

export type HexKey = string;
export const hexKey = (q: number, r: number): HexKey => `${q},${r}`;

export function parseHex(key: HexKey): [number, number] {
  const i = key.indexOf(',');
  return [Number(key.slice(0, i)), Number(key.slice(i + 1))];
}

export const opposite = (edge: number): number => (edge + 3) % 6;
export const rotateEdge = (edge: number, rot: number): number => (((edge + rot) % 6) + 6) % 6;

export function neighbourOf(q: number, r: number, edge: number): [number, number] {
  const [dq, dr] = NEIGHBOUR_OFFSETS[edge];
  return [q + dq, r + dr];
}
export function neighbourKey(key: HexKey, edge: number): HexKey {
  const [q, r] = parseHex(key);
  const [nq, nr] = neighbourOf(q, r, edge);
  return hexKey(nq, nr);
}

/** One rotation step maps (q, r) to (−r, q + r); there is no reflection. */
export function rotateOffset([q, r]: [number, number], rot: number): [number, number] {
  let a = q, b = r;
  for (let i = 0; i < ((rot % 6) + 6) % 6; i++) [a, b] = [-b, a + b];
  return [a, b];
}

/** The axial coordinates of each cell of a piece placed with cell A at `at` and rotation `rot`. */
export function pieceCells(shape: 'tri' | 'two' | 'one', at: [number, number], rot: number): { cell: CellName; q: number; r: number }[] {
  const offsets = shape === 'tri' ? CELL_OFFSETS.tri : shape === 'two' ? CELL_OFFSETS.two : CELL_OFFSETS.one;
  return (Object.keys(offsets) as CellName[]).map((cell) => {
    const [dq, dr] = rotateOffset((offsets as Record<string, [number, number]>)[cell], rot);
    return { cell, q: at[0] + dq, r: at[1] + dr };
  });
}

/** Screen position of a hex centre in hex units (flat-top, doubled rows: x = q, y = 2r + q). */
export const screenOf = (q: number, r: number): [number, number] => [q, 2 * r + q];

// ---- Upgrades ---------------------------------------------------------------------------------

/** What an upgrade must preserve, in absolute edges (already rotated onto the hex). */
export interface TrackShape {
  paths: [number, number][];
  stops: { exits: number[]; role?: 'outer' | 'inner' }[];
  label?: string;
  waterEdges?: number[];
}

const pathKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** The shape rotated by `rot`. */
export function rotateShape(shape: TrackShape, rot: number): TrackShape {
  return {
    paths: shape.paths.map(([a, b]) => [rotateEdge(a, rot), rotateEdge(b, rot)]),
    stops: shape.stops.map((s) => ({ ...s, exits: s.exits.map((e) => rotateEdge(e, rot)) })),
    label: shape.label,
    waterEdges: shape.waterEdges?.map((e) => rotateEdge(e, rot)),
  };
}

/**
 * The new tile's stop that inherits old stop `i`: the stop of the same role (Mining, C32), else the
 * same index (Port halves keep their side).
 */
export function inheritedStop(oldShape: TrackShape, newShape: TrackShape, i: number): number {
  const role = oldShape.stops[i].role;
  if (role) return newShape.stops.findIndex((s) => s.role === role);
  return i;
}

/**
 * Does `next` (absolute edges) keep every connection of `old`: each old edge path, each old stop's
 * exits on its inherited stop, the label, the stop count and the water edges (§3.8 Upgrades)?
 */
export function keepsConnections(old: TrackShape, next: TrackShape): boolean {
  if ((old.label ?? '') !== (next.label ?? '')) return false;
  if (old.stops.length !== next.stops.length) return false;
  const have = new Set(next.paths.map(([a, b]) => pathKey(a, b)));
  if (!old.paths.every(([a, b]) => have.has(pathKey(a, b)))) return false;
  for (let i = 0; i < old.stops.length; i++) {
    const j = inheritedStop(old, next, i);
    if (j < 0) return false;
    const exits = new Set(next.stops[j].exits);
    if (!old.stops[i].exits.every((e) => exits.has(e))) return false;
  }
  const ow = [...(old.waterEdges ?? [])].sort().join();
  const nw = [...(next.waterEdges ?? [])].sort().join();
  return ow === nw;
}

/** The rotations (0..5) of `next` (given in its canonical pose) that keep every connection of `old`. */
export function upgradeRotations(old: TrackShape, next: TrackShape): number[] {
  const out: number[] = [];
  for (let rot = 0; rot < 6; rot++) if (keepsConnections(old, rotateShape(next, rot))) out.push(rot);
  return out;
}
