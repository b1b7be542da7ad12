// Narration text from the games names players by the token {p:ID} ("{p:1} wins"), so every
// screen can show the seat's own name and colour. Text without tokens passes through unchanged.
import type { ReactNode } from 'react';
import { playerColor } from './colors';
import { ColorToken } from './PatternDefs';

const PLAYER_TOKEN = /\{p:([^{}\s]+)\}/g;

export type NarrationPart = { text: string } | { player: string };

/** The text split into plain runs and player references, in order. */
export function parseNarration(text: string): NarrationPart[] {
  const parts: NarrationPart[] = [];
  let last = 0;
  for (const m of text.matchAll(PLAYER_TOKEN)) {
    if (m.index! > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ player: m[1] });
    last = m.index! + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** A seat's display name, or "Player N" when the app knows no name for it. */
export function seatName(id: string, names: Record<string, string> | undefined): string {
  return names?.[id] ?? `Player ${Number(id) + 1}`;
}

/** Plain-text form (titles, aria labels, document title): tokens become names. */
export function narrationText(text: string, names: Record<string, string> | undefined): string {
  return text.replace(PLAYER_TOKEN, (_, id: string) => seatName(id, names));
}

/** Narration as React nodes: each {p:ID} becomes the seat's colour-letter token and name. */
export function renderNarration(text: string, names: Record<string, string> | undefined): ReactNode {
  const parts = parseNarration(text);
  if (parts.every((p) => 'text' in p)) return text;
  return parts.map((part, i) =>
    'text' in part ? (
      part.text
    ) : (
      <span key={i} className="rh-pname" data-player={part.player}>
        <ColorToken swatch={playerColor(part.player)} size={14} /> <strong>{seatName(part.player, names)}</strong>
      </span>
    ),
  );
}
