// Issue 46 §4, storms and floods: re-sync storms (sockets per client, syncs per socket and per
// seat, a re-sync that changes nothing writes and broadcasts nothing), a flood of refused moves
// (log lines capped per client, the rest counted), and bodies over their limit (413 with a reason
// the client reads, over fetch and node:http, on the lobby and on socket.io's long-polling).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { format } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { createAndJoin, startServer, tempDir } from './helpers';
import { until } from './wire';
import type { RailhouseServer } from '../../server/railhouse';

let dir = '';
const sockets: Socket[] = [];

beforeAll(() => {
  dir = tempDir('storms');
});

afterAll(() => {
  for (const s of sockets) s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Watched {
  socket: Socket;
  syncs: number;
  matchData: number;
  refusals: { event: string; reason: string }[];
  connectError: string | null;
  connected: boolean;
}

/** A raw reference-game socket that records what it is sent; resolves once connected or refused. */
async function watch(base: string): Promise<Watched> {
  const socket = io(`${base}/reference`, { transports: ['websocket'], forceNew: true, reconnection: false });
  sockets.push(socket);
  const w: Watched = { socket, syncs: 0, matchData: 0, refusals: [], connectError: null, connected: false };
  socket.on('sync', () => w.syncs++);
  socket.on('matchData', () => w.matchData++);
  socket.on('refused', (r) => w.refusals.push(r));
  await new Promise<void>((resolve) => {
    socket.on('connect', () => {
      w.connected = true;
      resolve();
    });
    socket.on('connect_error', (err) => {
      w.connectError = err.message;
      resolve();
    });
  });
  return w;
}

/** Counts the store's write transactions (as sqlite.test.ts does). */
function countWrites(server: RailhouseServer) {
  const counter = { writes: 0 };
  const txn = (server.storage as any).txn as Record<'writeState' | 'writeMetadata', (...args: any[]) => any>;
  for (const name of ['writeState', 'writeMetadata'] as const) {
    const write = txn[name];
    txn[name] = (...args: any[]) => {
      counter.writes++;
      return write(...args);
    };
  }
  return counter;
}

function seatConnected(server: RailhouseServer, matchID: string, playerID: string): boolean {
  return server.storage.fetch(matchID, { metadata: true }).metadata?.players[Number(playerID)]?.isConnected === true;
}

describe('a flood of refused moves', () => {
  it('10,000 refused moves from one socket: at most LOG_LINES_PER_CLIENT_PER_MINUTE lines, then one line counting the rest', async () => {
    // Lines that reach the console directly (not through the server's log function) count too;
    // installed before the server is, so the server's routing of the framework's lines sits on top.
    const escaped: string[] = [];
    let counting = true;
    for (const method of ['error', 'warn', 'log'] as const) {
      const write = console[method];
      console[method] = (...args: unknown[]) => (counting ? escaped.push(format(...args)) : write(...args));
    }
    const lines: string[] = [];
    const server = await startServer({
      dbPath: path.join(dir, 'flood.sqlite'),
      limits: { LOG_LINES_PER_CLIENT_PER_MINUTE: 10 },
      log: (m) => lines.push(m),
    });
    try {
      const { matchID, seats } = await createAndJoin(server.url, 2);
      const player = await watch(server.url);
      const updates: any[] = [];
      player.socket.on('update', (_id: string, state: any) => updates.push(state));
      player.socket.emit('sync', matchID, '0', seats[0].credentials, 2);
      await until(() => player.syncs === 1, () => 'synced');
      const move = (amount: number) => ({ type: 'MAKE_MOVE', payload: { type: 'add', args: [amount], playerID: '0', credentials: seats[0].credentials } });
      // The reference game refuses to add 7: boardgame.io logs each refusal ("invalid move").
      for (let i = 0; i < 10_000; i++) player.socket.emit('update', move(7), 0, matchID, '0');
      // The master takes a match's moves in order: once this one's update is back, all were handled.
      player.socket.emit('update', move(1), 0, matchID, '0');
      await until(() => updates.length === 1, () => 'the valid move after the flood', 120_000, 20);
      expect(updates[0].G.counter).toBe(1);
      const linesDuringFlood = lines.length;
      counting = false;
      expect(escaped.filter((l) => !/^INFO: App serving/.test(l))).toEqual([]);
      expect(linesDuringFlood).toBeLessThanOrEqual(10);
      expect(linesDuringFlood).toBeGreaterThan(0);
      await server.close();
      const summaries = lines.slice(linesDuringFlood);
      expect(summaries).toHaveLength(1);
      const dropped = Number(/^dropped (\d+) log lines from client \S+ \(more than 10 in 60 s\)$/.exec(summaries[0])?.[1]);
      // Every refused move wrote at least one line, kept or counted.
      expect(linesDuringFlood + dropped).toBeGreaterThanOrEqual(10_000);
    } finally {
      counting = false;
      await server.close();
    }
  }, 180_000);
});

describe('a re-sync storm', () => {
  it('30 sockets re-syncing one seat 10 times: the sockets past the cap are refused, and the re-syncs write nothing and broadcast nothing', async () => {
    // Two sockets for the seats, twenty for the storm: ten of the thirty storm sockets are over.
    const server = await startServer({
      dbPath: path.join(dir, 'storm.sqlite'),
      limits: { SOCKETS_PER_CLIENT: 22, SYNCS_PER_SOCKET_PER_MINUTE: 10, SYNCS_PER_SEAT_PER_MINUTE: 100_000 },
    });
    try {
      const { matchID, seats } = await createAndJoin(server.url, 2);
      const writes = countWrites(server);
      const observer = await watch(server.url);
      observer.socket.emit('sync', matchID, '1', seats[1].credentials, 2);
      await until(() => observer.syncs === 1 && seatConnected(server, matchID, '1'), () => 'seat 1 connected');
      const writesBefore = writes.writes;
      const broadcastsBefore = observer.matchData;

      // The control: seat 0's first sync changes its connection flag, written once and broadcast.
      const player = await watch(server.url);
      player.socket.emit('sync', matchID, '0', seats[0].credentials, 2);
      await until(() => observer.matchData > broadcastsBefore && seatConnected(server, matchID, '0'), () => 'seat 0 connected, broadcast');
      expect(writes.writes - writesBefore).toBe(1);
      expect(observer.matchData - broadcastsBefore).toBe(1);

      const storm = await Promise.all(Array.from({ length: 30 }, () => watch(server.url)));
      const admitted = storm.filter((w) => w.connected);
      const refused = storm.filter((w) => !w.connected);
      expect(admitted).toHaveLength(20);
      expect(refused).toHaveLength(10);
      for (const w of refused) expect(w.connectError).toMatch(/too many open sockets from your address \(at most 22\)/);

      const writesAtStorm = writes.writes;
      const broadcastsAtStorm = observer.matchData;
      for (const w of admitted) for (let i = 0; i < 10; i++) w.socket.emit('sync', matchID, '0', seats[0].credentials, 2);
      await until(() => admitted.every((w) => w.syncs === 10), () => `sync replies: ${admitted.map((w) => w.syncs).join(',')}`);
      expect(admitted.flatMap((w) => w.refusals)).toEqual([]);
      expect(writes.writes - writesAtStorm).toBe(0);
      expect(observer.matchData - broadcastsAtStorm).toBe(0);
      expect(player.matchData).toBe(1);

      // The eleventh sync of a socket within the minute is refused with its reason.
      admitted[0].socket.emit('sync', matchID, '0', seats[0].credentials, 2);
      await until(() => admitted[0].refusals.length === 1, () => 'the eleventh sync refused');
      expect(admitted[0].refusals[0]).toEqual({ event: 'sync', reason: 'too many syncs on this socket (at most 10 a minute)' });
      expect(admitted[0].syncs).toBe(10);

      // A socket that leaves gives its slot back: one of the refused addresses' sockets now gets in.
      admitted[1].socket.close();
      await until(() => server.storage.fetch(matchID, { metadata: true }).metadata?.players[0]?.isConnected === false, () => 'the disconnect handled');
      const late = await watch(server.url);
      expect(late.connectError).toBeNull();
      expect(late.connected).toBe(true);

      // The re-syncs still register the socket for the match's updates: a move reaches a storm socket.
      const updates: any[] = [];
      admitted[2].socket.on('update', (_id: string, state: any) => updates.push(state));
      player.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'add', args: [1], playerID: '0', credentials: seats[0].credentials } }, 0, matchID, '0');
      await until(() => updates.length === 1, () => 'the move reached a storm socket');
      expect(updates[0].G.counter).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('syncs of one seat past SYNCS_PER_SEAT_PER_MINUTE are refused, whatever sockets send them', async () => {
    const server = await startServer({
      dbPath: path.join(dir, 'seat-syncs.sqlite'),
      limits: { SOCKETS_PER_CLIENT: 100, SYNCS_PER_SOCKET_PER_MINUTE: 10, SYNCS_PER_SEAT_PER_MINUTE: 15 },
    });
    try {
      const { matchID, seats } = await createAndJoin(server.url, 2);
      const three = await Promise.all([watch(server.url), watch(server.url), watch(server.url)]);
      for (const w of three) for (let i = 0; i < 10; i++) w.socket.emit('sync', matchID, '0', seats[0].credentials, 2);
      const answered = () => three.reduce((n, w) => n + w.syncs + w.refusals.length, 0);
      await until(() => answered() === 30, () => `answers: ${answered()}`);
      expect(three.reduce((n, w) => n + w.syncs, 0)).toBe(15);
      const reasons = three.flatMap((w) => w.refusals.map((r) => r.reason));
      expect(reasons).toHaveLength(15);
      for (const r of reasons) expect(r).toMatch(/^too many syncs of seat 0 of this match \(at most 15 a minute\): wait \d+ s$/);
      // Another seat has its own budget.
      const other = await watch(server.url);
      other.socket.emit('sync', matchID, '1', seats[1].credentials, 2);
      await until(() => other.syncs === 1, () => 'seat 1 synced');
      expect(other.refusals).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('bodies over the limit', () => {
  let server: RailhouseServer;
  beforeAll(async () => {
    server = await startServer({ dbPath: path.join(dir, 'bodies.sqlite') });
  });
  afterAll(async () => {
    await server.close();
  });

  it('fetch: a lobby body over 64 kB gets 413 with its reason and Connection: close', async () => {
    const body = JSON.stringify({ numPlayers: 2, pad: 'x'.repeat(200 * 1024) });
    const res = await fetch(`${server.url}/games/reference/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect((await res.json()).error).toMatch(/^The request body is too large: \d+ bytes, at most 65536 on this route\.$/);
  });

  it('fetch: a chunked lobby body over 64 kB (no Content-Length) gets 413 with its reason', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 16) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`${server.url}/games/reference/create`, { method: 'POST', body: stream, duplex: 'half' } as any);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/too large \(at most 64 kB\)/);
  });

  it('fetch: a socket.io long-polling POST over maxHttpBufferSize gets 413 with its reason', async () => {
    const open = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
    const sid = JSON.parse((await open.text()).slice(1)).sid;
    const res = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, { method: 'POST', body: '4' + 'x'.repeat(2_000_000) });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/^The request body is too large: 2000001 bytes, at most 1000000 on this route\.$/);
  });

  /** A POST declaring `declared` bytes, sent 64 kB at a time until the answer comes: its status and body. */
  function postWhileSending(route: string, declared: number, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; text: string; connection: string | undefined; bodyBytesSent: number; continued: boolean }>((resolve, reject) => {
      const url = new URL(server.url + route);
      let answered = false;
      let bodyBytesSent = 0;
      let continued = false;
      const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'POST', headers: { 'content-length': String(declared), ...headers } });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (!answered && bodyBytesSent + chunk.length <= declared) {
          bodyBytesSent += chunk.length;
          if (!req.write(chunk)) return req.once('drain', pump);
        }
      };
      req.on('continue', () => {
        continued = true;
        pump();
      });
      req.on('response', (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          resolve({ status: res.statusCode!, text, connection: res.headers.connection, bodyBytesSent, continued });
          req.destroy();
        });
        res.on('error', reject);
      });
      req.on('error', (err) => {
        if (!answered) reject(err);
      });
      req.flushHeaders();
      if (!headers.expect) pump();
    });
  }

  it('node:http: a client still sending a 50 MB lobby body reads the 413 and its reason', async () => {
    const r = await postWhileSending('/games/reference/create', 50 * 1024 * 1024, { 'content-type': 'application/json' });
    expect(r.status).toBe(413);
    expect(r.connection).toBe('close');
    expect(JSON.parse(r.text).error).toBe(`The request body is too large: ${50 * 1024 * 1024} bytes, at most 65536 on this route.`);
  });

  it('node:http: a client still sending a 50 MB long-polling body reads the 413 and its reason', async () => {
    const r = await postWhileSending('/socket.io/?EIO=4&transport=polling&sid=whatever', 50 * 1024 * 1024);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.text).error).toMatch(/at most 1000000 on this route/);
  });

  it('node:http: with Expect: 100-continue the 413 comes instead of the 100, and no body is sent', async () => {
    const r = await postWhileSending('/games/reference/create', 10 * 1024 * 1024, { expect: '100-continue' });
    expect(r.status).toBe(413);
    expect(r.continued).toBe(false);
    expect(r.bodyBytesSent).toBe(0);
    expect(JSON.parse(r.text).error).toMatch(/too large/);
  });

  it('a body within the limit still reaches the route', async () => {
    const res = await fetch(`${server.url}/games/reference/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ numPlayers: 2 }) });
    expect(res.status).toBe(200);
    expect((await res.json()).matchID).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
