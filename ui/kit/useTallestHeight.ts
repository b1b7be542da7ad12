// Panels whose size follows whose turn it is (a long list of actions on one's own turn, one line
// while another seat plays) would move everything below them each time a turn changes hands,
// without anyone having clicked: a layout shift. Keeping the panel as tall as it has been, for the
// same seat and width, leaves the space in place.
import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref callback for an element that never shrinks below the tallest height it has had since
 * `resetKey` (e.g. the seat shown) or its width last changed. The element may be replaced by
 * another (a different branch of its component): the height carries over. The element needs
 * `box-sizing: border-box`.
 */
export function useTallestHeight<T extends HTMLElement>(resetKey: string): (el: T | null) => void {
  const memory = useRef({ tallest: 0, width: -1, el: null as T | null, observer: null as ResizeObserver | null });
  const measure = useCallback(() => {
    const m = memory.current;
    const el = m.el;
    if (!el) return;
    if (el.offsetWidth !== m.width) {
      m.width = el.offsetWidth;
      m.tallest = 0;
      el.style.minHeight = '';
    }
    const height = el.offsetHeight;
    if (height > m.tallest) m.tallest = height;
    el.style.minHeight = `${m.tallest}px`;
  }, []);
  useEffect(() => {
    const m = memory.current;
    m.tallest = 0;
    if (m.el) {
      m.el.style.minHeight = '';
      measure();
    }
  }, [resetKey, measure]);
  useEffect(() => () => memory.current.observer?.disconnect(), []);
  return useCallback(
    (el: T | null) => {
      const m = memory.current;
      if (el === m.el) return;
      m.observer?.disconnect();
      m.el = el;
      if (!el || typeof ResizeObserver === 'undefined') return;
      m.observer = new ResizeObserver(measure);
      m.observer.observe(el);
      measure();
    },
    [measure],
  );
}
