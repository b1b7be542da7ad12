// The main map's zoom geometry (ui/boards/train-and-railway/zoom.ts): what part of the map shows.
import { describe, expect, it } from 'vitest';
import { FIT, MAX_SCALE, anchoredView, viewBox, zoomAboutMiddle } from '../../../ui/boards/train-and-railway/zoom';

const WHOLE = { x: -10, y: -20, w: 400, h: 300 };

describe('map zoom', () => {
  it('shows the whole map at first and keeps its proportions when zoomed', () => {
    expect(viewBox(WHOLE, FIT)).toEqual(WHOLE);
    const half = viewBox(WHOLE, zoomAboutMiddle(WHOLE, FIT, 2));
    expect(half).toEqual({ x: 90, y: 55, w: 200, h: 150 });
  });

  it('stops at the whole map and at the deepest zoom', () => {
    expect(viewBox(WHOLE, zoomAboutMiddle(WHOLE, FIT, 0.5))).toEqual(WHOLE);
    const deep = zoomAboutMiddle(WHOLE, zoomAboutMiddle(WHOLE, FIT, 3), 3);
    expect(deep.scale).toBe(MAX_SCALE);
    expect(viewBox(WHOLE, deep).w).toBe(WHOLE.w / MAX_SCALE);
  });

  it('a pan keeps the grabbed point under the pointer, and never leaves the map', () => {
    const from = zoomAboutMiddle(WHOLE, FIT, 2); // shows x 90..290 at 2 px per unit from screen x 0
    const screen = { left: 0, top: 0, pxPerUnit: 2 };
    const grabbed = { x: 190, y: 130 }; // under screen point (200, 150)
    const moved = anchoredView(WHOLE, from, screen, grabbed, { x: 100, y: 150 }, 2);
    expect(viewBox(WHOLE, moved)).toMatchObject({ x: 140, y: 55 });
    const far = anchoredView(WHOLE, from, screen, grabbed, { x: -5000, y: 5000 }, 2);
    expect(viewBox(WHOLE, far)).toMatchObject({ x: WHOLE.x + WHOLE.w - 200, y: WHOLE.y });
  });

  it('zooming about a point keeps that point where it was on the screen', () => {
    const screen = { left: 0, top: 0, pxPerUnit: 1 };
    const point = { x: 100, y: 80 }; // at screen (110, 100) with the whole map shown
    const at = { x: 110, y: 100 };
    const view = viewBox(WHOLE, anchoredView(WHOLE, FIT, screen, point, at, 2));
    // Two px per unit now: the point's screen position is (point - corner) * 2.
    expect((point.x - view.x) * 2).toBeCloseTo(at.x);
    expect((point.y - view.y) * 2).toBeCloseTo(at.y);
  });
});
