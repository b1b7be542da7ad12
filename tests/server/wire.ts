// Capturing everything a socket receives, for the wire-secrecy tests.
import { io, type Socket } from 'socket.io-client';
import { sleep } from './helpers';

export interface Received {
  event: string;
  args: any[];
  /** The stateID the socket had reached when this arrived (for messages without a state). */
  at: number;
}

export interface Listener {
  name: string;
  /** The seat it synced as; null for a spectator. */
  seat: string | null;
  socket: Socket;
  events: Received[];
  latest: any | null;
}

/** A raw socket on a game's namespace that records a deep copy of every message, as it arrived. */
export function listenOnWire(serverUrl: string, gameId: string, name: string, seat: string | null, sockets: Socket[]): Listener {
  const socket = io(`${serverUrl}/${gameId}`, { transports: ['websocket'], forceNew: true, reconnection: false });
  sockets.push(socket);
  const l: Listener = { name, seat, socket, events: [], latest: null };
  socket.onAny((event, ...args) => {
    const copy = JSON.parse(JSON.stringify(args));
    if (event === 'sync') l.latest = copy[1].state;
    if (event === 'update') l.latest = copy[1];
    l.events.push({ event, args: copy, at: l.latest?._stateID ?? -1 });
  });
  return l;
}

/** Waits until `pred` holds, failing with `what()` after `ms`. */
export async function until(pred: () => boolean, what: () => string, ms = 15_000, pollMs = 5) {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`timed out: ${what()}`);
    await sleep(pollMs);
  }
}
