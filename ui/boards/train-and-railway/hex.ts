// SVG geometry of the Train & Railway map: flat-top hexes in axial (q, r) coordinates, edges
// numbered clockwise from the north (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW), as in the game's data.
// Distances are in units of the hex size (centre to corner); callers scale.

export interface Point {
  x: number;
  y: number;
}

const SQRT3 = Math.sqrt(3);

export function parseKey(key: string): [number, number] {
  const i = key.indexOf(',');
  return [Number(key.slice(0, i)), Number(key.slice(i + 1))];
}

/** Centre of the hex `q,r` for hexes of size `s`. */
export function hexCenter(key: string, s: number): Point {
  const [q, r] = parseKey(key);
  return { x: s * 1.5 * q, y: s * SQRT3 * (r + q / 2) };
}

/** Direction (radians, SVG y down) from the centre towards the middle of edge `e`. */
export function edgeAngle(e: number): number {
  return ((-90 + 60 * e) * Math.PI) / 180;
}

/** The middle of edge `e` of the hex centred at `c`. */
export function edgeMid(c: Point, e: number, s: number, inset = 1): Point {
  const d = (SQRT3 / 2) * s * inset;
  const a = edgeAngle(e);
  return { x: c.x + d * Math.cos(a), y: c.y + d * Math.sin(a) };
}

/** Corner `i` (0 = east, then clockwise) of the hex centred at `c`. */
export function corner(c: Point, i: number, s: number): Point {
  const a = (60 * i * Math.PI) / 180;
  return { x: c.x + s * Math.cos(a), y: c.y + s * Math.sin(a) };
}

/** The two corners bounding edge `e` (in clockwise order). */
export function edgeCorners(c: Point, e: number, s: number): [Point, Point] {
  // Edge e is centred at angle -90 + 60e; its corners lie 30° either side.
  const a1 = ((-120 + 60 * e) * Math.PI) / 180;
  const a2 = ((-60 + 60 * e) * Math.PI) / 180;
  return [
    { x: c.x + s * Math.cos(a1), y: c.y + s * Math.sin(a1) },
    { x: c.x + s * Math.cos(a2), y: c.y + s * Math.sin(a2) },
  ];
}

/** The outline of a hex as an SVG points list. */
export function hexPoints(c: Point, s: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const p = corner(c, i, s);
    pts.push(`${round(p.x)},${round(p.y)}`);
  }
  return pts.join(' ');
}

export function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * The SVG path of a railway segment from edge `a` to edge `b`: a straight line between the edge
 * middles when they are opposite, else a gentle arc (radius 1.5 s) centred on the neighbouring
 * hex across the edge between them, which meets both edges at right angles.
 */
export function segmentPath(c: Point, a: number, b: number, s: number): string {
  const p1 = edgeMid(c, a, s);
  const p2 = edgeMid(c, b, s);
  const d = (b - a + 6) % 6;
  if (d === 3) return `M${round(p1.x)} ${round(p1.y)} L${round(p2.x)} ${round(p2.y)}`;
  const between = d === 2 ? (a + 1) % 6 : (a + 5) % 6;
  const ang = edgeAngle(between);
  const centre = { x: c.x + SQRT3 * s * Math.cos(ang), y: c.y + SQRT3 * s * Math.sin(ang) };
  const t1 = Math.atan2(p1.y - centre.y, p1.x - centre.x);
  const t2 = Math.atan2(p2.y - centre.y, p2.x - centre.x);
  let delta = t2 - t1;
  while (delta <= -Math.PI) delta += 2 * Math.PI;
  while (delta > Math.PI) delta -= 2 * Math.PI;
  const r = round(1.5 * s);
  return `M${round(p1.x)} ${round(p1.y)} A${r} ${r} 0 0 ${delta > 0 ? 1 : 0} ${round(p2.x)} ${round(p2.y)}`;
}

/** A straight railway joins opposite edges; every other legal one is a gentle curve. */
export function isStraight(a: number, b: number): boolean {
  return (b - a + 6) % 6 === 3;
}

/**
 * Width (SVG units, hexes of size 40) of a highlighted railway's invisible click area. Gentle
 * curves pass 0.23 hex sizes (9.3 units) from the hex centre, so at 16 no curve's area reaches
 * the middle of a straight railway; the straight railways are drawn on top where lines cross.
 */
export const SEGMENT_HIT_WIDTH = 16;

/** Highlighted railways in drawing order: curves first, straights last (on top). */
export function hitOrder<T extends { a: number; b: number }>(targets: T[]): T[] {
  return [...targets.filter((t) => !isStraight(t.a, t.b)), ...targets.filter((t) => isStraight(t.a, t.b))];
}

/** `n + 1` points evenly along the railway from edge `a` to edge `b` (the line segmentPath draws). */
export function segmentSamples(c: Point, a: number, b: number, s: number, n = 48): Point[] {
  const p1 = edgeMid(c, a, s);
  const p2 = edgeMid(c, b, s);
  if (isStraight(a, b)) return Array.from({ length: n + 1 }, (_, i) => ({ x: p1.x + ((p2.x - p1.x) * i) / n, y: p1.y + ((p2.y - p1.y) * i) / n }));
  const d = (b - a + 6) % 6;
  const between = d === 2 ? (a + 1) % 6 : (a + 5) % 6;
  const ang = edgeAngle(between);
  const centre = { x: c.x + SQRT3 * s * Math.cos(ang), y: c.y + SQRT3 * s * Math.sin(ang) };
  const t1 = Math.atan2(p1.y - centre.y, p1.x - centre.x);
  let delta = Math.atan2(p2.y - centre.y, p2.x - centre.x) - t1;
  while (delta <= -Math.PI) delta += 2 * Math.PI;
  while (delta > Math.PI) delta -= 2 * Math.PI;
  const r = 1.5 * s;
  return Array.from({ length: n + 1 }, (_, i) => ({ x: centre.x + r * Math.cos(t1 + (delta * i) / n), y: centre.y + r * Math.sin(t1 + (delta * i) / n) }));
}

/** The point halfway along a segment (the centre for a straight one), and the heading there from a towards b. */
export function segmentMiddle(c: Point, a: number, b: number, s: number): { at: Point; heading: number } {
  const d = (b - a + 6) % 6;
  const p1 = edgeMid(c, a, s);
  const p2 = edgeMid(c, b, s);
  const chord = Math.atan2(p2.y - p1.y, p2.x - p1.x);
  if (d === 3) return { at: { ...c }, heading: chord };
  const between = d === 2 ? (a + 1) % 6 : (a + 5) % 6;
  const ang = edgeAngle(between);
  const centre = { x: c.x + SQRT3 * s * Math.cos(ang), y: c.y + SQRT3 * s * Math.sin(ang) };
  const mid = { x: (p1.x + p2.x) / 2, y: (p1.y + p2.y) / 2 };
  const len = Math.hypot(mid.x - centre.x, mid.y - centre.y);
  const r = 1.5 * s;
  return { at: { x: centre.x + ((mid.x - centre.x) / len) * r, y: centre.y + ((mid.y - centre.y) / len) * r }, heading: chord };
}

export const EDGE_LABELS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
export const EDGE_WORDS = ['north', 'north-east', 'south-east', 'south', 'south-west', 'north-west'];

/** Neighbour of hex `key` across edge `e`. */
export function neighbourKey(key: string, e: number): string {
  const [q, r] = parseKey(key);
  const OFF: [number, number][] = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]];
  return `${q + OFF[e][0]},${r + OFF[e][1]}`;
}

/** The bounding box of a set of hexes of size s, with a margin. */
export function bounds(keys: string[], s: number, margin: number): { x: number; y: number; w: number; h: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const k of keys) {
    const c = hexCenter(k, s);
    minX = Math.min(minX, c.x - s);
    maxX = Math.max(maxX, c.x + s);
    minY = Math.min(minY, c.y - (SQRT3 / 2) * s);
    maxY = Math.max(maxY, c.y + (SQRT3 / 2) * s);
  }
  return { x: minX - margin, y: minY - margin, w: maxX - minX + 2 * margin, h: maxY - minY + 2 * margin };
}
