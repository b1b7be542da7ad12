// The game log in words (GameModule.log), newest at the bottom, with the acting seat's colour;
// {p:ID} tokens in the text are shown as that seat's name and colour (see narration.tsx).
import { useEffect, useRef } from 'react';
import type { NarrationLine } from '../../games/kit/types';
import { playerColor } from './colors';
import { ColorToken } from './PatternDefs';
import { renderNarration, seatName } from './narration';

export function LogPanel({
  lines,
  playerNames,
  title = 'Game log',
  limit = 200,
}: {
  lines: NarrationLine[];
  playerNames: Record<string, string>;
  title?: string;
  limit?: number;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const shown = lines.slice(-limit);
  useEffect(() => {
    const el = listRef.current;
    if (el && typeof el.scrollTo === 'function') el.scrollTo({ top: el.scrollHeight });
  }, [lines.length]);
  return (
    <section className="rh-panel rh-log" aria-label={title}>
      <h3>{title}</h3>
      {shown.length === 0 ? (
        <p className="rh-muted">Nothing has happened yet.</p>
      ) : (
        <ol ref={listRef} aria-live="polite">
          {shown.map((line, i) => (
            <li key={lines.length - shown.length + i} className={i > 0 && shown[i - 1].turn === line.turn ? undefined : 'rh-log-first'}>
              {/* The turn is named once, on its first line; the lines after it belong to it. */}
              {(i === 0 || shown[i - 1].turn !== line.turn) && <span className="rh-log-turn">Turn {line.turn}</span>}
              {/* A line that opens with its own actor's token names the actor once, through the token. */}
              {line.player !== undefined && !line.text.startsWith(`{p:${line.player}}`) && (
                <>
                  <ColorToken swatch={playerColor(line.player)} size={14} />{' '}
                  <strong>{seatName(line.player, playerNames)}</strong>{' '}
                </>
              )}
              {renderNarration(line.text, playerNames)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
