// The seat a page holds credentials for can change hands while the page is open or closed: left
// or handed to a bot from elsewhere (another tab or device), or resigned. The server then
// disconnects the page's socket with `seat-revoked` (server/transport.ts, SEAT_REVOKED), or, for a
// page opened later with the dead credentials, refuses its sync (server/socket-guard.ts).
// boardgame.io's client neither exposes its socket nor passes on events it does not know, so the
// handler goes on its transport's socket, which start() has opened.
import type { BgioClient } from './MatchScreen';

export const SEAT_REVOKED_EVENT = 'seat-revoked';

export const SEAT_REVOKED_NOTICE = 'Your seat in this match was taken over or freed (left, handed to a bot or resigned elsewhere). You are watching.';

interface EventSource {
  on?(event: string, fn: (...args: any[]) => void): void;
  off?(event: string, fn: (...args: any[]) => void): void;
}

/** Calls `handler` once if the server revokes, or refuses, the seat `client` (already started) plays. */
export function onSeatRevoked(client: BgioClient, handler: () => void): void {
  const socket = (client as unknown as { transport?: { socket?: EventSource } }).transport?.socket;
  if (!socket?.on) return;
  let told = false;
  const once = () => {
    if (told) return;
    told = true;
    socket.off?.(SEAT_REVOKED_EVENT, once);
    socket.off?.('refused', refused);
    handler();
  };
  // A sync is refused only when the store says the credentials are not the seat's (or there is no match).
  const refused = (info: { event?: unknown } | undefined) => {
    if (info?.event === 'sync') once();
  };
  socket.on(SEAT_REVOKED_EVENT, once);
  socket.on('refused', refused);
}
