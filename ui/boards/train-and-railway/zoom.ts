// The main map's zoom and pan as plain geometry: which part of the whole map (its viewBox) shows.
// The shown part keeps the whole map's proportions, so the SVG element never changes size and the
// page around it never moves; zooming only narrows the viewBox, panning slides it.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How far in the map lets one zoom: a hex then fills about a quarter of a phone's width. */
export const MAX_SCALE = 4;
/** One press of + or −. */
export const BUTTON_STEP = 1.5;

export interface View {
  /** 1: the whole map; 2: half its width shows. */
  scale: number;
  /** The shown part's top-left corner, in map units. */
  x: number;
  y: number;
}

export const FIT: View = { scale: 1, x: Number.NaN, y: Number.NaN };

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(1, scale));
}

/** The shown part of `whole`, kept inside it. */
export function viewBox(whole: Box, view: View): Box {
  const scale = clampScale(view.scale);
  const w = whole.w / scale;
  const h = whole.h / scale;
  const x = Number.isNaN(view.x) ? whole.x : Math.min(whole.x + whole.w - w, Math.max(whole.x, view.x));
  const y = Number.isNaN(view.y) ? whole.y : Math.min(whole.y + whole.h - h, Math.max(whole.y, view.y));
  return { x, y, w, h };
}

/** The view with its corner clamped, so later steps start from what is shown. */
export function settle(whole: Box, view: View): View {
  const box = viewBox(whole, view);
  return { scale: clampScale(view.scale), x: box.x, y: box.y };
}

/**
 * Where the map meets the screen: the screen point of the shown part's top-left corner and the
 * pixels per map unit (from the SVG's getScreenCTM()).
 */
export interface Screen {
  left: number;
  top: number;
  pxPerUnit: number;
}

/**
 * The view at `scale` in which the map point `anchor` sits under the screen point `at`. With the
 * scale unchanged it is a pan (the grabbed point follows the finger); with `at` where the anchor
 * already is, it zooms about that point (a wheel under the pointer, the middle of a pinch).
 * `screen` and `from` describe the map as it was when the gesture began.
 */
export function anchoredView(whole: Box, from: View, screen: Screen, anchor: { x: number; y: number }, at: { x: number; y: number }, scale: number): View {
  const next = clampScale(scale);
  // The element's width in pixels stays the same; only the map units it shows change.
  const pxPerUnit = screen.pxPerUnit * (next / clampScale(from.scale));
  return settle(whole, { scale: next, x: anchor.x - (at.x - screen.left) / pxPerUnit, y: anchor.y - (at.y - screen.top) / pxPerUnit });
}

/** Zooms by `factor` about the middle of what is shown (the + and − buttons). */
export function zoomAboutMiddle(whole: Box, from: View, factor: number): View {
  const box = viewBox(whole, from);
  const scale = clampScale(clampScale(from.scale) * factor);
  const w = whole.w / scale;
  const h = whole.h / scale;
  if (scale === 1) return FIT;
  return settle(whole, { scale, x: box.x + box.w / 2 - w / 2, y: box.y + box.h / 2 - h / 2 });
}
