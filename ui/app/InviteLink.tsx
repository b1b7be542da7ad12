// The invite link of an online match, with a Copy button that works everywhere: over a LAN address
// (plain http, not a secure context) browsers give the page no clipboard, so the link is then
// selected in its field for the person to copy, and the page says so.
import { useRef, useState } from 'react';

export type CopyOutcome = 'copied' | 'selected';

/** Copies `text` if the browser lets the page; otherwise selects it in `field` (the person copies). */
export async function copyOrSelect(text: string, field: HTMLInputElement | null): Promise<CopyOutcome> {
  const clipboard = typeof navigator !== 'undefined' && window.isSecureContext ? navigator.clipboard : undefined;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return 'copied';
    } catch {
      /* refused (no permission): fall back to the field */
    }
  }
  field?.focus();
  field?.select();
  return 'selected';
}

export function InviteLink({ link }: { link: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  return (
    <span className="rh-inline rh-invite">
      <label className="rh-inline">
        <span>Invite:</span>
        <input ref={field} readOnly value={link} aria-label="Invite link" onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" className="rh-button" onClick={() => copyOrSelect(link, field.current).then(setOutcome)}>
        Copy link
      </button>
      {outcome && (
        <span className="rh-copy-note" role="status">
          {outcome === 'copied'
            ? 'Invite link copied.'
            : 'This browser lets a page copy only over a secure (https) address, so the link is selected: press Ctrl+C (⌘C), or long-press it and choose Copy.'}
        </span>
      )}
    </span>
  );
}
