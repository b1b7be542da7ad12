// Hex geometry (design §3.3, [P h]; the two-hex cells are [D]). Flat-topped hexes, axial (q, r).
// Edges run clockwise from the south: 0 S, 1 SW, 2 NW, 3 N, 4 NE, 5 SE.
import type { Provenance } from './source';

export type Edge = 0 | 1 | 2 | 3 | 4 | 5;
export const EDGE_NAMES = ['S', 'SW', 'NW', 'N', 'NE', 'SE'] as const;

/** Axial offset of the neighbour across each edge. */
export const NEIGHBOUR_OFFSETS: readonly (readonly [number, number])[] = [
  [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1], [1, 0],
];

export type CellName = 'A' | 'B' | 'C';
/** Cell offsets of a map piece in its reference pose: tri-hex A, B, C; two-hex A, B. */
export const CELL_OFFSETS: { tri: Record<'A' | 'B' | 'C', [number, number]>; two: Record<'A' | 'B', [number, number]>; one: Record<'A', [number, number]> } = {
  tri: { A: [0, 0], B: [1, 0], C: [0, 1] },
  two: { A: [0, 0], B: [1, 0] },
  /** A blank overlay (§3.3): one hex. */
  one: { A: [0, 0] },
};

export const GEOMETRY_SOURCE: { triHex: Provenance; twoHex: Provenance } = {
  triHex: { source: 'public', conf: 'h', ref: '§3.3' },
  twoHex: { source: 'project', ref: '§3.3' },
};
