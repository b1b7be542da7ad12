// The match controls that do not fit one row on a phone (handing the seat to a bot, bot speed,
// leaving…). On a wide screen they sit in the row as before (the wrapper is display: contents); on
// a narrow one, or a phone on its side where a second row would take the board's height, they fold
// behind a "More" button and open as a panel over the page, so opening it moves nothing. See
// .rh-more in styles.css.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export function MoreControls({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <span className="rh-more" data-open={open} ref={root}>
      <button type="button" className="rh-button rh-more-toggle" aria-expanded={open} aria-controls={id} aria-label="More match controls" onClick={() => setOpen(!open)}>
        More <span aria-hidden="true">▾</span>
      </button>
      <span className="rh-more-items" id={id}>
        {children}
      </span>
    </span>
  );
}
