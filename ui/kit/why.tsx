// Why a greyed target cannot be used. A board marks such a target with whyNotProps(reason): it
// stays focusable and hoverable (a `disabled` button gets no pointer events), carries the game's
// explain() reason in data-why, and the match screen's WhyTips shows that reason in a tooltip on
// hover or focus, and after a long press on a touch screen; a click or tap on it shows the same
// reason where a refused move's reason appears.
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Attributes of a target the viewer cannot use now, with the reason in words. */
export function whyNotProps(reason: string | null | undefined): { 'aria-disabled': true; 'data-why': string } | { 'aria-disabled': true } {
  return reason ? { 'aria-disabled': true, 'data-why': reason } : { 'aria-disabled': true };
}

/** How long a finger rests on a target before its reason shows (a tap is shorter). */
export const LONG_PRESS_MS = 450;

interface Tip {
  text: string;
  x: number;
  y: number;
  /** Below the target when there is no room above it. */
  below: boolean;
}

function reasonAt(target: EventTarget | null): { el: Element; text: string } | null {
  const el = target instanceof Element ? target.closest('[data-why]') : null;
  const text = el?.getAttribute('data-why');
  return el && text ? { el, text } : null;
}

/** Half the widest tip (.rh-why-tip's max-width: min(22rem, 90vw)) and a margin: its middle stays this far from either side. */
function tipHalfWidth(): number {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return Math.min(11 * rem, 0.45 * window.innerWidth) + 4;
}

function tipFor(el: Element, text: string): Tip {
  const box = el.getBoundingClientRect();
  const below = box.top < 70;
  const half = tipHalfWidth();
  return { text, x: Math.min(Math.max(box.left + box.width / 2, half), window.innerWidth - half), y: below ? box.bottom + 6 : box.top - 6, below };
}

/**
 * Listens inside `root` for targets with a reason. `onExplain` gets the reason of a click, tap or
 * long press (the match screen shows it as the refusal line).
 */
export function useWhyTips(root: RefObject<HTMLElement | null>, onExplain: (reason: string) => void): Tip | null {
  const [tip, setTip] = useState<Tip | null>(null);
  const explain = useRef(onExplain);
  explain.current = onExplain;
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let press: ReturnType<typeof setTimeout> | null = null;
    let pressed = false;
    const cancelPress = () => {
      if (press) clearTimeout(press);
      press = null;
    };
    const over = (e: PointerEvent) => {
      if (e.pointerType === 'touch') return;
      const found = reasonAt(e.target);
      setTip(found ? tipFor(found.el, found.text) : null);
    };
    const focus = (e: FocusEvent) => {
      const found = reasonAt(e.target);
      setTip(found ? tipFor(found.el, found.text) : null);
    };
    const hide = () => setTip(null);
    const down = (e: PointerEvent) => {
      cancelPress();
      pressed = false;
      if (e.pointerType !== 'touch') return;
      const found = reasonAt(e.target);
      if (!found) return;
      press = setTimeout(() => {
        pressed = true;
        setTip(tipFor(found.el, found.text));
        explain.current(found.text);
      }, LONG_PRESS_MS);
    };
    const click = (e: MouseEvent) => {
      const found = reasonAt(e.target);
      if (!found || found.el.getAttribute('aria-disabled') !== 'true') return;
      e.preventDefault();
      e.stopPropagation();
      // A long press already said why; its closing tap needs no second word.
      if (!pressed) explain.current(found.text);
      pressed = false;
    };
    // A long press on a touch screen would open the page's context menu over the tip.
    const menu = (e: Event) => {
      if (reasonAt(e.target)) e.preventDefault();
    };
    const listeners: [EventTarget, string, (e: any) => void, AddEventListenerOptions?][] = [
      [el, 'pointerover', over],
      [el, 'pointerleave', hide],
      [el, 'focusin', focus],
      [el, 'focusout', hide],
      [el, 'pointerdown', down],
      [el, 'pointerup', cancelPress],
      [el, 'pointercancel', cancelPress],
      [el, 'click', click, { capture: true }],
      [el, 'contextmenu', menu],
      [window, 'scroll', hide, { passive: true, capture: true }],
    ];
    for (const [target, type, fn, options] of listeners) target.addEventListener(type, fn, options);
    return () => {
      cancelPress();
      for (const [target, type, fn, options] of listeners) target.removeEventListener(type, fn, options);
    };
  }, [root]);
  return tip;
}

/** The tooltip itself: fixed over the page, so showing it moves nothing. */
export function WhyTip({ tip }: { tip: Tip | null }) {
  if (!tip) return null;
  return (
    <div className={`rh-why-tip${tip.below ? ' rh-why-below' : ''}`} role="tooltip" style={{ left: tip.x, top: tip.y }}>
      {tip.text}
    </div>
  );
}
