// Capturing everything a socket receives, for the wire-secrecy tests.
import fs from 'node:fs';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { GameModule } from '../../games/kit/types';
import type { RailhouseServer } from '../../server/railhouse';
import { sleep, startServer, tempDir } from './helpers';

export interface WireServer {
  /** The server, started before the file's tests. */
  readonly server: RailhouseServer;
  /** Every socket a test opens (listenOnWire adds its own): closed after the file's tests. */
  readonly sockets: Socket[];
}

/** A server on a fresh SQLite file for one test file: started before its tests, closed with its sockets and file after. */
export function useWireServer(prefix: string, games: GameModule[]): WireServer {
  let dir = '';
  let server: RailhouseServer | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    dir = tempDir(prefix);
    server = await startServer({ dbPath: path.join(dir, 'secrecy.sqlite'), games });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get server() {
      if (!server) throw new Error('useWireServer: the server is started in beforeAll');
      return server;
    },
    sockets,
  };
}

/** The states a message carries: a sync's state and initial state, an update's state. */
export function statesIn(e: Received): any[] {
  if (e.event === 'sync') return [e.args[1].state, e.args[1].initialState];
  if (e.event === 'update') return [e.args[1]];
  return [];
}

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
