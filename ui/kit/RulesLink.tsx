// A "?" beside an action space, card or prompt that opens its section of the rules in place, over
// the match: leaving the page would end a pass-and-play or bot match, so the full rules page opens
// in a new tab from the dialog. The rules text loads only when the dialog first opens.
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Markdown } from './Markdown';
import { rulesSection, topOfRules } from './rulesSection';
import './rules-help.css';

/** The address of a section of a game's rules page (the top of the page without a section). */
export function rulesHref(game: string, section?: string | null): string {
  return `/${game}/rules${section ? `#${section}` : ''}`;
}

/**
 * Where a help control gets a game's rules text: the app provides its rules loader (ui/boards).
 * A board used as a plugin elsewhere has none, and then shows no "?" (and does not pull in the
 * app's board registry, which only Vite can build).
 */
export const RulesSource = createContext<((game: string) => Promise<string | null>) | null>(null);

export function RulesLink({
  game,
  section,
  title,
  className,
}: {
  /** The game id (its rules page is ui/boards/<game>/rules.md). */
  game: string;
  /** A heading id of that rules page; none: the top of the rules. */
  section?: string | null;
  /** The section's name in words, for the control's label ("Rules: Tracks"). */
  title: string;
  className?: string;
}) {
  const loadRules = useContext(RulesSource);
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<string | null | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!open || source !== undefined || !loadRules) return;
    let live = true;
    loadRules(game).then(
      (t) => live && setSource(t),
      () => live && setSource(null),
    );
    return () => {
      live = false;
    };
  }, [open, game, source, loadRules]);

  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal();
  }, [open]);

  const onClosed = () => {
    setOpen(false);
    button.current?.focus();
  };

  if (!loadRules) return null;
  const wanted = source ? rulesSection(source, section ?? topOfRules(source) ?? '') : null;
  // A heading renamed since the link was written still opens the rules, at their top.
  const shown = wanted ?? (source ? rulesSection(source, topOfRules(source) ?? '') : null);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`rh-rules-link${className ? ` ${className}` : ''}`}
        aria-label={`Rules: ${title}`}
        title={`Rules: ${title}`}
        aria-haspopup="dialog"
        onClick={(e) => {
          // The "?" may sit on something clickable (a card): it only opens the rules.
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <span className="rh-rules-q" aria-hidden="true">
          ?
        </span>
      </button>
      {open &&
        createPortal(
          <dialog
            ref={dialog}
            className="rh-rules-dialog"
            aria-label={`Rules: ${shown?.title ?? title}`}
            onClose={onClosed}
            onClick={(e) => {
              // A click on the backdrop lands on the dialog itself.
              if (e.target === e.currentTarget) dialog.current?.close();
            }}
          >
            <div className="rh-rules-dialog-bar">
              <a href={rulesHref(game, wanted ? section : null)} target="_blank" rel="noopener" className="rh-small-link">
                Full rules page
              </a>
              <button type="button" className="rh-button" onClick={() => dialog.current?.close()}>
                Close
              </button>
            </div>
            {source === undefined && <p className="rh-muted">Loading the rules…</p>}
            {source === null && <p className="rh-muted">The rules page for this game is not written yet.</p>}
            {shown && <Markdown source={shown.text} className="rh-markdown rh-rules-dialog-text" />}
          </dialog>,
          document.body,
        )}
    </>
  );
}
