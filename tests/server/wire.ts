// Capturing everything a socket receives, for the wire-secrecy tests.
import fs from 'node:fs';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect } from 'vitest';
import type { GameModule, MoveChoice } from '../../games/kit/types';
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

export interface WatchedMatchOptions {
  url: string;
  /** The file's sockets (useWireServer's), so they are closed after its tests. */
  sockets: Socket[];
  module: GameModule;
  matchID: string;
  credentials: Record<string, string>;
  seats: string[];
  /** Stop after this many actions even if the game goes on. */
  maxMoves: number;
  /** The stored state now (the truth each received state is checked against). */
  stored(): any;
  /** The move the seat sends, from its own view's enumerated moves. */
  pick(options: MoveChoice[], view: any, seat: string): MoveChoice;
  /** A seat opening a second tab and a spectator arriving when the match reaches this stateID. */
  latecomers?: { at: number; secondTab: string };
  /** Every seat says hello in chat at these stateIDs. */
  chatAt?(t: number): boolean;
  /** Whose move it is (default: ctx.currentPlayer). */
  actingSeat?(ctx: any): string;
  /** Prefixes every listener's name. */
  label?: string;
}

export interface WatchedMatch {
  /** Each seat's socket, the spectator, then the latecomers. */
  listeners: Listener[];
  /** The stored state at each stateID reached. */
  truth: any[];
  /** How many moves were played. */
  played: number;
  movesMade: Record<string, number>;
}

/**
 * Plays a match through its seats' own raw sockets (each sends the move `pick` chooses from its
 * view), while every socket (the seats, a spectator and the latecomers) records all it receives.
 */
export async function playWatchedMatch(o: WatchedMatchOptions): Promise<WatchedMatch> {
  const listen = (name: string, seat: string | null) => listenOnWire(o.url, o.module.id, `${o.label ?? ''}${name}`, seat, o.sockets);
  const sync = (l: Listener) => l.socket.emit('sync', o.matchID, l.seat, l.seat === null ? undefined : o.credentials[l.seat], o.seats.length);
  const listeners: Listener[] = [...o.seats.map((id) => listen(`seat ${id}`, id)), listen('spectator', null)];
  listeners.forEach(sync);
  await until(() => listeners.every((l) => l.latest !== null), () => 'the first sync replies');
  const truth: any[] = [o.stored()];
  const movesMade: Record<string, number> = {};
  let t = 0;
  for (; t < o.maxMoves && !truth[t].ctx.gameover; t++) {
    if (t === o.latecomers?.at) {
      // Their sync replies carry the current state and the match's initialState.
      const late = [listen(`seat ${o.latecomers.secondTab}, second tab`, o.latecomers.secondTab), listen('late spectator', null)];
      late.forEach(sync);
      await until(() => late.every((l) => l.latest?._stateID === t), () => "the latecomers' sync replies");
      listeners.push(...late);
    }
    if (o.chatAt?.(t)) {
      for (const id of o.seats) listeners[Number(id)].socket.emit('chat', o.matchID, { id: `chat-${t}-${id}`, sender: id, payload: `hello from ${id}` }, o.credentials[id]);
    }
    const seat = o.actingSeat ? o.actingSeat(truth[t].ctx) : (truth[t].ctx.currentPlayer as string);
    const own = listeners[Number(seat)];
    const view = own.latest;
    expect(view._stateID).toBe(t);
    const options = o.module.game.ai!.enumerate(view.G, view.ctx, seat) as MoveChoice[];
    expect(options.length, `seat ${seat} has no legal move at stateID ${t}`).toBeGreaterThan(0);
    const pick = o.pick(options, view, seat);
    movesMade[pick.move] = (movesMade[pick.move] ?? 0) + 1;
    own.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: pick.move, args: pick.args ?? [], playerID: seat, credentials: o.credentials[seat] } }, t, o.matchID, seat);
    await until(
      () => listeners.every((l) => l.latest?._stateID === t + 1),
      () => `every socket's update after ${pick.move}(${JSON.stringify(pick.args ?? [])}) by seat ${seat} at stateID ${t}`,
    );
    truth[t + 1] = o.stored();
    expect(truth[t + 1]._stateID).toBe(t + 1);
  }
  await sleep(100); // straggling chat and matchData
  return { listeners, truth, played: t, movesMade };
}
