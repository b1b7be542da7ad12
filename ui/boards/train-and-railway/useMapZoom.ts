// Zoom and pan of the main map by hand: a drag pans (mouse, pen or one finger), two fingers pinch,
// Ctrl (or ⌘) with the wheel zooms under the pointer, as does a trackpad pinch (the browser sends it
// as a wheel with Ctrl); the wheel alone scrolls the page and shows how to zoom, so reading down the
// page never gets caught in the map. The +, − and fit buttons zoom about the middle. A drag or
// a pinch is never a click: the click that ends it is swallowed before it reaches a hex, so only a
// press that stayed put plays a move.
import { useCallback, useEffect, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent, type SyntheticEvent } from 'react';
import { BUTTON_STEP, FIT, MAX_SCALE, anchoredView, clampScale, viewBox, zoomAboutMiddle, type Box, type Screen, type View } from './zoom';

/** How far a press may wander (px) and still be a click; a finger wanders more than a mouse. */
const CLICK_SLOP: Record<string, number> = { mouse: 5, pen: 8, touch: 10 };
/** Wheel notches: a mouse notch (about 100 px of deltaY) zooms by about 16 %. */
const WHEEL_RATE = 0.0015;
/** How long the "Ctrl + wheel zooms" hint stays after the wheel alone was turned over the map. */
const WHEEL_HINT_MS = 1500;

interface Point {
  x: number;
  y: number;
}

interface Gesture {
  kind: 'press' | 'pan' | 'pinch';
  from: View;
  screen: Screen;
  /** The map point held under the finger (pan) or under the pinch's middle. */
  anchor: Point;
  start: Point;
  /** The fingers' distance when the pinch began. */
  spread: number;
}

function middle(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export interface MapZoom {
  /** The part of the map shown, for the SVG's viewBox. */
  box: Box;
  scale: number;
  /** Spread on the <svg>. */
  bind: {
    ref: (el: SVGSVGElement | null) => void;
    onPointerDown: (e: ReactPointerEvent<SVGSVGElement>) => void;
    onPointerMove: (e: ReactPointerEvent<SVGSVGElement>) => void;
    onPointerUp: (e: ReactPointerEvent<SVGSVGElement>) => void;
    onPointerCancel: (e: ReactPointerEvent<SVGSVGElement>) => void;
    onClickCapture: (e: SyntheticEvent) => void;
    style: CSSProperties;
    'data-zoom': string;
  };
  /** The wheel was turned over the map without Ctrl a moment ago: say how to zoom. */
  wheelHint: boolean;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  canZoomIn: boolean;
  canZoomOut: boolean;
}

export function useMapZoom(whole: Box): MapZoom {
  const [view, setView] = useState<View>(FIT);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const [wheelHint, setWheelHint] = useState(false);
  const hintTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const now = useRef({ view, whole });
  now.current = { view, whole };
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  /** A drag or pinch happened since the last press: the click that ends it is not a click. */
  const dragged = useRef(false);

  /** Where the shown part sits on the screen now, and the map point under a screen point. */
  const measure = useCallback((): { screen: Screen; toMap: (p: Point) => Point } | null => {
    const ctm = svg?.getScreenCTM();
    if (!ctm) return null;
    const box = viewBox(now.current.whole, now.current.view);
    const screen = { left: ctm.a * box.x + ctm.e, top: ctm.d * box.y + ctm.f, pxPerUnit: ctm.a };
    return { screen, toMap: (p) => ({ x: box.x + (p.x - screen.left) / ctm.a, y: box.y + (p.y - screen.top) / ctm.d }) };
  }, [svg]);

  const begin = useCallback(
    (kind: Gesture['kind'], at: Point, spread = 0) => {
      const m = measure();
      gesture.current = m ? { kind, from: now.current.view, screen: m.screen, anchor: m.toMap(at), start: at, spread } : null;
    },
    [measure],
  );

  const onPointerDown = useCallback(
    (e: ReactPointerEvent<SVGSVGElement>) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      if (pointers.current.size === 0) dragged.current = false;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const [a, b] = [...pointers.current.values()];
      if (b) {
        dragged.current = true;
        begin('pinch', middle(a, b), distance(a, b));
      } else begin('press', a);
    },
    [begin],
  );

  const onPointerMove = useCallback((e: ReactPointerEvent<SVGSVGElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    const at = { x: e.clientX, y: e.clientY };
    pointers.current.set(e.pointerId, at);
    const g = gesture.current;
    if (!g) return;
    const { whole } = now.current;
    if (g.kind === 'press') {
      if (distance(at, g.start) <= (CLICK_SLOP[e.pointerType] ?? 6)) return;
      g.kind = 'pan';
      dragged.current = true;
      // Only now: a pointer captured from the press would send its click to the map, not the hex.
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    if (g.kind === 'pan') setView(anchoredView(whole, g.from, g.screen, g.anchor, at, g.from.scale));
    else {
      const [a, b] = [...pointers.current.values()];
      if (!b || g.spread === 0) return;
      setView(anchoredView(whole, g.from, g.screen, g.anchor, middle(a, b), g.from.scale * (distance(a, b) / g.spread)));
    }
  }, []);

  const onPointerEnd = useCallback(
    (e: ReactPointerEvent<SVGSVGElement>) => {
      if (!pointers.current.delete(e.pointerId)) return;
      const [rest] = [...pointers.current.values()];
      // One finger left after a pinch pans from where it is.
      if (rest) begin('pan', rest);
      else gesture.current = null;
    },
    [begin],
  );

  const onClickCapture = useCallback((e: SyntheticEvent) => {
    if (!dragged.current) return;
    dragged.current = false;
    e.stopPropagation();
    e.preventDefault();
  }, []);

  // The wheel: React's onWheel is passive, and only a non-passive listener may keep the page still.
  useEffect(() => {
    if (!svg) return;
    const wheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) {
        setWheelHint(true);
        if (hintTimer.current) clearTimeout(hintTimer.current);
        hintTimer.current = setTimeout(() => setWheelHint(false), WHEEL_HINT_MS);
        return;
      }
      // Ctrl with the wheel over the map is the map's, never the browser's page zoom.
      e.preventDefault();
      setWheelHint(false);
      const { view: current, whole } = now.current;
      const rate = e.deltaMode === 1 ? WHEEL_RATE * 33 : WHEEL_RATE;
      const scale = clampScale(clampScale(current.scale) * Math.exp(-e.deltaY * rate));
      if (scale === clampScale(current.scale)) return;
      const m = measure();
      if (!m) return;
      const at = { x: e.clientX, y: e.clientY };
      setView(scale === 1 ? FIT : anchoredView(whole, current, m.screen, m.toMap(at), at, scale));
    };
    svg.addEventListener('wheel', wheel, { passive: false });
    return () => {
      svg.removeEventListener('wheel', wheel);
      if (hintTimer.current) clearTimeout(hintTimer.current);
    };
  }, [svg, measure]);

  const scale = clampScale(view.scale);
  return {
    box: viewBox(whole, view),
    scale,
    bind: {
      ref: setSvg,
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onClickCapture,
      // Zoomed in, a finger pans the map; at the whole map it scrolls the page (a pinch still zooms).
      style: { touchAction: scale > 1 ? 'none' : 'pan-y' },
      'data-zoom': scale.toFixed(2),
    },
    zoomIn: () => setView((v) => zoomAboutMiddle(now.current.whole, v, BUTTON_STEP)),
    zoomOut: () => setView((v) => zoomAboutMiddle(now.current.whole, v, 1 / BUTTON_STEP)),
    fit: () => setView(FIT),
    wheelHint,
    canZoomIn: scale < MAX_SCALE,
    canZoomOut: scale > 1,
  };
}
