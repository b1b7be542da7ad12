// SVG geometry of the Lost Atlas map: flat-top hexes in the game's axial (q, r) coordinates, edges
// numbered as in games/lost-atlas/data/geometry.ts (clockwise from the south: 0 S, 1 SW, 2 NW,
// 3 N, 4 NE, 5 SE). Distances are in units of the hex size s (centre to corner).
export interface Point {
  x: number;
  y: number;
}

const SQRT3 = Math.sqrt(3);
export const round = (n: number): number => Math.round(n * 10) / 10;

export function parseKey(key: string): [number, number] {
  const i = key.indexOf(',');
  return [Number(key.slice(0, i)), Number(key.slice(i + 1))];
}

/** Centre of hex (q, r): the game's screen position (x = q, y = 2r + q) scaled to hexes of size s. */
export function hexCenter(q: number, r: number, s: number): Point {
  return { x: 1.5 * s * q, y: (SQRT3 / 2) * s * (2 * r + q) };
}

export const centerOfKey = (key: string, s: number): Point => hexCenter(...parseKey(key), s);

/** Direction (radians, SVG y down) from the centre towards the middle of edge e (0 = south). */
export const edgeAngle = (e: number): number => ((90 + 60 * e) * Math.PI) / 180;

export function edgeMid(c: Point, e: number, s: number, inset = 1): Point {
  const d = (SQRT3 / 2) * s * inset;
  const a = edgeAngle(e);
  return { x: c.x + d * Math.cos(a), y: c.y + d * Math.sin(a) };
}

export function hexPoints(c: Point, s: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (60 * i * Math.PI) / 180;
    pts.push(`${round(c.x + s * Math.cos(a))},${round(c.y + s * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** Track from edge a to edge b: a curve bending through the hex centre (straight for opposite edges). */
export function trackPath(c: Point, a: number, b: number, s: number): string {
  const p = edgeMid(c, a, s);
  const q = edgeMid(c, b, s);
  return `M${round(p.x)} ${round(p.y)} Q${round(c.x)} ${round(c.y)} ${round(q.x)} ${round(q.y)}`;
}

/**
 * Where stop i of n sits in its hex: the centre for a lone stop; otherwise pushed towards the
 * average direction of its exits (or spread evenly when it has none), so each stays tappable.
 */
export function stopPosition(c: Point, exits: number[], i: number, n: number, s: number): Point {
  if (n <= 1) return c;
  let dx = 0;
  let dy = 0;
  for (const e of exits) {
    dx += Math.cos(edgeAngle(e));
    dy += Math.sin(edgeAngle(e));
  }
  const len = Math.hypot(dx, dy);
  const a = len > 0.01 ? Math.atan2(dy, dx) : (2 * Math.PI * i) / n - Math.PI / 2;
  return { x: c.x + 0.42 * s * Math.cos(a), y: c.y + 0.42 * s * Math.sin(a) };
}

export function bounds(points: Point[], s: number, margin: number): { x: number; y: number; w: number; h: number } {
  if (!points.length) return { x: -s - margin, y: -s - margin, w: 2 * (s + margin), h: 2 * (s + margin) };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs) - s - margin;
  const minY = Math.min(...ys) - (SQRT3 / 2) * s - margin;
  return { x: minX, y: minY, w: Math.max(...xs) + s + margin - minX, h: Math.max(...ys) + (SQRT3 / 2) * s + margin - minY };
}
