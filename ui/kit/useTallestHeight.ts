// Panels whose size follows whose turn it is (a long list of actions on one's own turn, one line
// while another seat plays) would move everything below them each time a turn changes hands,
// without anyone having clicked: a layout shift. Keeping the panel as tall as it has been, for the
// same seat and width, leaves the space in place.
import { useLayoutEffect, useRef } from 'react';

/**
 * A ref for an element that never shrinks below the tallest height it has had since `resetKey`
 * (e.g. the seat shown) or its width last changed. The element needs `box-sizing: border-box`.
 */
export function useTallestHeight<T extends HTMLElement>(resetKey: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let tallest = 0;
    let width = el.offsetWidth;
    el.style.minHeight = '';
    const observer = new ResizeObserver(() => {
      if (el.offsetWidth !== width) {
        width = el.offsetWidth;
        tallest = 0;
        el.style.minHeight = '';
      }
      const height = el.offsetHeight;
      if (height > tallest) {
        tallest = height;
        el.style.minHeight = `${height}px`;
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [resetKey]);
  return ref;
}
