// Chat in an online match, over boardgame.io's chat messages. The server lets only a seated player
// post, in its own name, plain text of at most CHAT_MAX characters (server/socket-guard.ts); the
// text is shown as React text, never as HTML. The framework keeps no history, so this tab keeps
// the match's messages for a reload (sessionStorage). Muting hides the others' messages.
import { useEffect, useMemo, useRef, useState } from 'react';
import './features.css';

/** The server's default CHAT_MAX (server/limits.ts): a message longer than this is refused. */
export const CHAT_MAX_CHARS = 500;
/** Messages kept for a reload of this tab. */
const KEPT = 200;
const MUTE_KEY = 'railhouse.chatMuted';

export interface ChatLine {
  id: string;
  sender: string;
  text: string;
}

/** The messages as the framework hands them, less anything that is not a text from a seat. */
export function chatLines(messages: readonly unknown[] | undefined): ChatLine[] {
  const out: ChatLine[] = [];
  for (const m of messages ?? []) {
    const { id, sender, payload } = (m ?? {}) as Record<string, unknown>;
    if (typeof id === 'string' && typeof sender === 'string' && typeof payload === 'string') out.push({ id, sender, text: payload });
  }
  return out;
}

/** `earlier` then whatever of `later` it does not have yet (by id), the newest KEPT. */
export function mergeChat(earlier: ChatLine[], later: ChatLine[]): ChatLine[] {
  const seen = new Set(earlier.map((l) => l.id));
  return [...earlier, ...later.filter((l) => !seen.has(l.id))].slice(-KEPT);
}

/** Characters as a person counts them (an emoji is one), as the server counts them. */
export function charCount(text: string): number {
  return [...text].length;
}

function readStored(key: string): ChatLine[] {
  try {
    return chatLines(JSON.parse(sessionStorage.getItem(key) ?? '[]'));
  } catch {
    return [];
  }
}

function savedMute(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export function ChatPanel({
  matchID,
  viewer,
  playerNames,
  messages,
  send,
}: {
  matchID: string;
  /** My seat; null when I watch (spectators read, but cannot post). */
  viewer: string | null;
  playerNames: Record<string, string>;
  /** client.chatMessages */
  messages: readonly unknown[];
  /** client.sendChatMessage */
  send: (text: string) => void;
}) {
  const storeKey = `railhouse.chat.${matchID}`;
  const [kept] = useState(() => readStored(storeKey));
  const lines = useMemo(() => mergeChat(kept, chatLines(messages)), [kept, messages]);
  const [draft, setDraft] = useState('');
  const [muted, setMuted] = useState(savedMute);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    try {
      sessionStorage.setItem(storeKey, JSON.stringify(lines.map(({ id, sender, text }) => ({ id, sender, payload: text }))));
    } catch {
      /* storage full or blocked: a reload starts the chat afresh */
    }
  }, [storeKey, lines]);

  const shown = muted ? lines.filter((l) => l.sender === viewer) : lines;
  const hiddenCount = lines.length - shown.length;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [shown.length]);

  const length = charCount(draft);
  const tooLong = length > CHAT_MAX_CHARS;
  const canSend = draft.trim() !== '' && !tooLong;
  const nameOf = (p: string) => playerNames[p] ?? `Seat ${Number(p) + 1}`;

  return (
    <section className="rh-panel rh-chat" aria-label="Chat">
      <div className="rh-chat-head">
        <h2>Chat</h2>
        <label className="rh-check" title="Hide the other players' messages (remembered on this device)">
          <input
            type="checkbox"
            checked={muted}
            onChange={(e) => {
              setMuted(e.target.checked);
              try {
                localStorage.setItem(MUTE_KEY, e.target.checked ? '1' : '0');
              } catch {
                /* the choice lasts for this page only */
              }
            }}
          />
          <span>Mute</span>
        </label>
      </div>
      <ol className="rh-chat-lines" ref={listRef} aria-live={muted ? 'off' : 'polite'}>
        {shown.map((l) => (
          <li key={l.id} className={l.sender === viewer ? 'rh-chat-mine' : undefined}>
            <strong>{nameOf(l.sender)}:</strong> <span className="rh-chat-text">{l.text}</span>
          </li>
        ))}
        {shown.length === 0 && <li className="rh-muted">{muted ? 'Chat is muted.' : 'No messages yet.'}</li>}
      </ol>
      {muted && hiddenCount > 0 && (
        <p className="rh-muted rh-chat-hidden">
          {hiddenCount} {hiddenCount === 1 ? 'message' : 'messages'} hidden while muted.
        </p>
      )}
      {viewer == null ? (
        <p className="rh-muted">Only the players can write here; you are watching.</p>
      ) : (
        <form
          className="rh-chat-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!canSend) return;
            send(draft.trim());
            setDraft('');
          }}
        >
          <label className="rh-chat-input">
            <span className="rh-visually-hidden">Message</span>
            <textarea
              rows={2}
              value={draft}
              placeholder="Write to the table…"
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
              aria-describedby="rh-chat-count"
            />
          </label>
          <span id="rh-chat-count" className={`rh-chat-count${tooLong ? ' rh-error' : ''}`}>
            {length}/{CHAT_MAX_CHARS}
            {tooLong ? ': too long' : ''}
          </span>
          <button type="submit" className="rh-button" disabled={!canSend}>
            Send
          </button>
        </form>
      )}
    </section>
  );
}
