// The server disconnects a socket whose seat changed hands since it synced (server/transport.ts,
// SEAT_REVOKED): the seat was left or handed to a bot from elsewhere (another tab or device), or
// its player resigned. boardgame.io's client neither exposes its socket nor passes on events it
// does not know, so the handler goes on its transport's socket, which start() has opened.
import type { BgioClient } from './MatchScreen';

export const SEAT_REVOKED_EVENT = 'seat-revoked';

export const SEAT_REVOKED_NOTICE = 'Your seat in this match was taken over or freed (left, handed to a bot or resigned elsewhere). You are watching.';

/** Calls `handler` once if the server revokes the seat `client` (already started) plays. */
export function onSeatRevoked(client: BgioClient, handler: () => void): void {
  const socket = (client as unknown as { transport?: { socket?: { once?(event: string, fn: () => void): void } } }).transport?.socket;
  socket?.once?.(SEAT_REVOKED_EVENT, handler);
}
