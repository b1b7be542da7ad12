// Hex geometry (design note section 1): flat-top, axial (q, r), edges 0 N .. 5 NW clockwise.
export const EDGE_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
const OFFSETS: [number, number][] = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]];

export const hexKey = (q: number, r: number): string => `${q},${r}`;

export function parseHex(key: string): [number, number] {
  const i = key.indexOf(',');
  return [Number(key.slice(0, i)), Number(key.slice(i + 1))];
}

const NEIGHBOURS = new Map<string, string[]>();

/** The hex across `edge` (memoised: the rules ask for the same few hundred hexes again and again). */
export function neighbour(key: string, edge: number): string {
  let row = NEIGHBOURS.get(key);
  if (!row) {
    const [q, r] = parseHex(key);
    row = OFFSETS.map(([dq, dr]) => hexKey(q + dq, r + dr));
    if (NEIGHBOURS.size < 10000) NEIGHBOURS.set(key, row);
  }
  return row[edge];
}

export const opposite = (edge: number): number => (edge + 3) % 6;

/** Is (q, r) inside the cols x rows odd-q offset rectangle? */
export function inGrid(key: string, cols: number, rows: number): boolean {
  const [q, r] = parseHex(key);
  const row = r + Math.floor(q / 2);
  return q >= 0 && q < cols && row >= 0 && row < rows;
}

export function offsetOf(key: string): [number, number] {
  const [q, r] = parseHex(key);
  return [q, r + Math.floor(q / 2)];
}

/** A railway segment joins two edges that are 2 or 3 apart: straight or a wide curve (S004-0025..0028). */
export function isLegalSegmentShape(a: number, b: number): boolean {
  if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || a > 5 || b < 0 || b > 5) return false;
  const d = (b - a + 6) % 6;
  return d >= 2 && d <= 4;
}

export function segKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

export function segEdges(seg: string): [number, number] {
  return [Number(seg[0]), Number(seg[2])];
}

/** The nine segment shapes a hex allows. */
export const ALL_SEGMENTS: string[] = (() => {
  const out: string[] = [];
  for (let a = 0; a < 6; a++) for (let b = a + 1; b < 6; b++) if (isLegalSegmentShape(a, b)) out.push(segKey(a, b));
  return out;
})();

export function areAdjacent(a: string, b: string): boolean {
  for (let e = 0; e < 6; e++) if (neighbour(a, e) === b) return true;
  return false;
}

/** Steps between two hexes on the axial grid. */
export function hexDistance(a: string, b: string): number {
  const [q1, r1] = parseHex(a);
  const [q2, r2] = parseHex(b);
  const dq = q1 - q2;
  const dr = r1 - r2;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
