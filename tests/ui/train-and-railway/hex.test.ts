// The board's SVG hex geometry agrees with the game's axial coordinates and edge numbering.
import { describe, expect, it } from 'vitest';
import { neighbour } from '../../../games/train-and-railway';
import { edgeAngle, edgeMid, hexCenter, neighbourKey, segmentMiddle, segmentPath } from '../../../ui/boards/train-and-railway/hex';

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
