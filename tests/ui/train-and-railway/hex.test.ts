// The board's SVG hex geometry agrees with the game's axial coordinates and edge numbering.
import { describe, expect, it } from 'vitest';
import { neighbour } from '../../../games/train-and-railway';
import { SEGMENT_HIT_WIDTH, edgeAngle, edgeMid, hexCenter, hitOrder, isStraight, neighbourKey, segmentMiddle, segmentPath, segmentSamples } from '../../../ui/boards/train-and-railway/hex';

const S = 40;

describe('Train & Railway board geometry', () => {
  it('puts each edge middle halfway to the neighbour across that edge, as the rules number edges', () => {
    for (const key of ['0,0', '3,1', '4,-2', '8,-4']) {
      const c = hexCenter(key, S);
      for (let e = 0; e < 6; e++) {
        expect(neighbourKey(key, e)).toBe(neighbour(key, e));
        const n = hexCenter(neighbour(key, e), S);
        const mid = edgeMid(c, e, S);
        expect(mid.x).toBeCloseTo((c.x + n.x) / 2, 6);
        expect(mid.y).toBeCloseTo((c.y + n.y) / 2, 6);
        expect(Math.atan2(n.y - c.y, n.x - c.x)).toBeCloseTo(Math.atan2(Math.sin(edgeAngle(e)), Math.cos(edgeAngle(e))), 6);
      }
    }
    // Edge 0 is north (up on the screen), edge 3 south.
    const c = hexCenter('2,2', S);
    expect(edgeMid(c, 0, S).y).toBeLessThan(c.y);
    expect(edgeMid(c, 3, S).y).toBeGreaterThan(c.y);
  });

  it('draws a straight railway as a line and a wide curve as an arc, both between edge middles', () => {
    const c = hexCenter('1,1', S);
    const num = (d: string) => d.match(/-?\d+(\.\d+)?/g)!.map(Number);
    const straight = segmentPath(c, 0, 3, S);
    expect(straight).toMatch(/^M[^A]*L/);
    const [x1, y1, x2, y2] = num(straight);
    expect([x1, y1]).toEqual([edgeMid(c, 0, S).x, edgeMid(c, 0, S).y].map((v) => Math.round(v * 100) / 100));
    expect([x2, y2]).toEqual([edgeMid(c, 3, S).x, edgeMid(c, 3, S).y].map((v) => Math.round(v * 100) / 100));
    for (const [a, b] of [[0, 2], [1, 5], [4, 2], [3, 5]]) {
      const arc = segmentPath(c, a, b, S);
      expect(arc).toContain(' A60 60 0 0 ');
      const n = num(arc);
      expect(n[0]).toBeCloseTo(edgeMid(c, a, S).x, 1);
      expect(n[1]).toBeCloseTo(edgeMid(c, a, S).y, 1);
      expect(n.at(-2)!).toBeCloseTo(edgeMid(c, b, S).x, 1);
      expect(n.at(-1)!).toBeCloseTo(edgeMid(c, b, S).y, 1);
      // The middle of the arc bulges towards the hex centre from the chord, never past it.
      const { at } = segmentMiddle(c, a, b, S);
      const chord = { x: (n[0] + n.at(-2)!) / 2, y: (n[1] + n.at(-1)!) / 2 };
      expect(Math.hypot(at.x - c.x, at.y - c.y)).toBeLessThan(Math.hypot(chord.x - c.x, chord.y - c.y));
    }
  });
});

describe('Train & Railway click areas of highlighted railways', () => {
  const c = hexCenter('2,1', S);
  const half = SEGMENT_HIT_WIDTH / 2;
  type Seg = { a: number; b: number };
  const covers = (t: Seg, p: { x: number; y: number }) => segmentSamples(c, t.a, t.b, S, 400).some((q) => Math.hypot(q.x - p.x, q.y - p.y) <= half);
  /** The railway whose click area is on top at p (the last drawn that covers it). */
  const topmost = (targets: Seg[], p: { x: number; y: number }) => [...hitOrder(targets)].reverse().find((t) => covers(t, p));
  const shapes: Seg[] = [];
  for (let a = 0; a < 6; a++) for (let b = a + 1; b < 6; b++) if ([2, 3, 4].includes((b - a + 6) % 6)) shapes.push({ a, b });
  // What the board highlights at once: the railways leaving one edge (drawing after picking the
  // start edge, or the train's steps ahead), and any two or three shapes in a hex.
  const fromEdge = [0, 1, 2, 3, 4, 5].map((e) => shapes.filter((t) => t.a === e || t.b === e));
  const combos: Seg[][] = [...fromEdge];
  for (let i = 0; i < shapes.length; i++) for (let j = i + 1; j < shapes.length; j++) combos.push([shapes[i], shapes[j]]);

  it('draws straight railways on top of curves', () => {
    const order = hitOrder(shapes);
    expect(order.slice(-3).every((t) => isStraight(t.a, t.b))).toBe(true);
    expect(order.slice(0, 6).some((t) => isStraight(t.a, t.b))).toBe(false);
  });

  it('gives every highlighted railway a point on its own line that only its click area covers', () => {
    expect(shapes).toHaveLength(9);
    for (const set of combos) {
      for (const t of set) {
        const own = segmentSamples(c, t.a, t.b, S, 48);
        const only = own.filter((p) => set.every((o) => o === t || !covers(o, p)));
        expect(only.length, `${t.a}-${t.b} among ${set.map((o) => `${o.a}-${o.b}`).join(', ')}`).toBeGreaterThan(0);
      }
    }
  });

  it('lets a straight railway be clicked at its middle whatever curves are highlighted with it', () => {
    for (const set of combos) {
      for (const t of set.filter((x) => isStraight(x.a, x.b))) {
        if (set.filter((x) => isStraight(x.a, x.b)).length > 1) continue; // two straights share the centre
        const middle = segmentSamples(c, t.a, t.b, S, 2)[1];
        expect(topmost(set, middle)).toBe(t);
      }
    }
    // No curve's area reaches the hex centre at all.
    for (const t of shapes.filter((x) => !isStraight(x.a, x.b))) expect(covers(t, c)).toBe(false);
  });

  it('samples lie on the drawn path: from edge middle to edge middle', () => {
    for (const t of shapes) {
      const pts = segmentSamples(c, t.a, t.b, S, 10);
      expect(pts[0].x).toBeCloseTo(edgeMid(c, t.a, S).x, 6);
      expect(pts[10].y).toBeCloseTo(edgeMid(c, t.b, S).y, 6);
      if (!isStraight(t.a, t.b)) expect(Math.hypot(pts[5].x - segmentMiddle(c, t.a, t.b, S).at.x, pts[5].y - segmentMiddle(c, t.a, t.b, S).at.y)).toBeLessThan(0.01);
    }
  });
});
