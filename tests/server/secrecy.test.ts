// The leaks of design/stack.md, each checked on the wire with raw socket.io clients: what a
// socket really receives, what the server really stores.
import fs from 'node:fs';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RailhouseServer } from '../../server/railhouse';
import { referenceGame } from '../../tools/reference-game';
import { api, createAndJoin, sleep, startServer, tempDir } from './helpers';

// A second game, to check that one game's socket cannot drive another game's match.
const twin = { ...referenceGame, id: 'twin', game: { ...referenceGame.game, name: 'twin' } };

const DEV_ORIGIN = 'http://dev.example:5173';
let dir: string;
let server: RailhouseServer;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  dir = tempDir('secrecy');
  server = await startServer({ dbPath: path.join(dir, 'secrecy.sqlite'), origins: [DEV_ORIGIN], games: [referenceGame, twin] });
  base = server.url;
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Captured {
  socket: Socket;
  events: { event: string; args: any[] }[];
}

function rawSocket(opts: { origin?: string; game?: string } = {}): Captured {
  const socket = io(`${base}/${opts.game ?? 'reference'}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: opts.origin ? { Origin: opts.origin } : undefined,
  });
  sockets.push(socket);
  const captured: Captured = { socket, events: [] };
  socket.onAny((event, ...args) => captured.events.push({ event, args }));
  return captured;
}

async function until(pred: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

function stored(matchID: string) {
  return server.storage.fetch(matchID, { state: true, initialState: true, metadata: true, log: true });
}

function move(matchID: string, playerID: string, stateID: number, credentials?: string) {
  return [{ type: 'MAKE_MOVE', payload: { type: 'add', args: [1], playerID, credentials } }, stateID, matchID, playerID];
}

/** Every game state inside a captured message (sync state and initialState, update state). */
function statesIn(c: Captured): any[] {
  const out: any[] = [];
  for (const { event, args } of c.events) {
    if (event === 'sync') out.push(args[1].state, args[1].initialState);
    if (event === 'update') out.push(args[1]);
  }
  return out;
}

describe('secrets on the wire', () => {
  it('each match gets its own seed from crypto randomness, unrelated to its public createdAt', async () => {
    const a = (await api(base, 'POST', '/games/reference/create', { numPlayers: 2 })).json.matchID;
    const b = (await api(base, 'POST', '/games/reference/create', { numPlayers: 2 })).json.matchID;
    const seedA = stored(a).state.plugins.random.data.seed;
    const seedB = stored(b).state.plugins.random.data.seed;
    expect(typeof seedA).toBe('string');
    expect(seedA.length).toBeGreaterThanOrEqual(20);
    expect(seedA).not.toBe(seedB);
    const createdAt = stored(a).metadata.createdAt;
    expect(seedA).not.toBe(createdAt.toString(36));
  });

  it('no socket ever receives another seat\'s secrets, the seed or the PRNG state (sync reply included)', async () => {
    const { matchID, seats } = await createAndJoin(base, 2);
    const truth = stored(matchID);
    const secrets = truth.initialState.G.secrets;
    const seed: string = truth.state.plugins.random.data.seed;
    // The fixture really holds what must not leak.
    expect(secrets['0']).toBeGreaterThan(0);
    expect(secrets['1']).toBeGreaterThan(0);
    expect(truth.state.plugins.random.data.prngstate).toBeDefined();

    const seat0 = rawSocket();
    const spectator = rawSocket();
    seat0.socket.emit('sync', matchID, '0', seats[0].credentials, 2);
    spectator.socket.emit('sync', matchID, null, undefined, 2);
    await until(() => seat0.events.some((e) => e.event === 'sync') && spectator.events.some((e) => e.event === 'sync'));
    // Play four moves, alternating seats, each after the previous one is stored.
    for (let i = 0; i < 4; i++) {
      const seat = seats[i % 2];
      seat0.socket.emit('update', ...move(matchID, seat.playerID, i, seat.credentials));
      await until(() => stored(matchID).state._stateID === i + 1);
    }
    await until(() => seat0.events.filter((e) => e.event === 'update').length >= 4);
    await until(() => spectator.events.filter((e) => e.event === 'update').length >= 4);

    for (const [who, c] of [
      ['seat 0', seat0],
      ['spectator', spectator],
    ] as const) {
      const wire = JSON.stringify(c.events);
      expect(wire, who).not.toContain(seed);
      expect(wire, who).not.toContain('prngstate');
      expect(wire, who).not.toContain('_random');
      const states = statesIn(c).filter(Boolean);
      expect(states.length, who).toBeGreaterThanOrEqual(6);
      for (const s of states) {
        expect(s.G.secrets['1'], who).toBeNull();
        expect(s.G.secrets['0'], who).toBe(who === 'seat 0' ? secrets['0'] : null);
        expect(s.plugins?.random?.data, who).toBeUndefined();
        expect(s._undo ?? [], who).toEqual([]);
      }
      const sync = c.events.find((e) => e.event === 'sync')!.args[1];
      expect(sync.initialState, who).toBeDefined();
      expect(sync.initialState._stateID).toBe(0);
    }
  });

  it('a sync for an unknown match ID creates nothing and gets no answer', async () => {
    const before = server.storage.countMatches();
    const c = rawSocket();
    c.socket.emit('sync', 'ghost-match', null, undefined, 4);
    c.socket.emit('sync', 'ghost-match-2', '0', 'whatever', 3);
    await sleep(400);
    expect(c.events.filter((e) => e.event === 'sync')).toEqual([]);
    expect(stored('ghost-match').state).toBeUndefined();
    expect(stored('ghost-match-2').metadata).toBeUndefined();
    expect(server.storage.countMatches()).toBe(before);
  });

  it('nobody can move for a seat that was not joined through the lobby, or without its credentials', async () => {
    const created = await api(base, 'POST', '/games/reference/create', { numPlayers: 2 });
    const lonely = created.json.matchID;
    const c = rawSocket();
    c.socket.emit('sync', lonely, null, undefined, 2);
    await until(() => c.events.some((e) => e.event === 'sync'));
    c.socket.emit('update', ...move(lonely, '0', 0));
    c.socket.emit('update', ...move(lonely, '0', 0, 'made-up'));
    c.socket.emit('sync', lonely, '0', undefined, 2); // claiming the seat over the socket gets nothing
    await sleep(400);
    expect(stored(lonely).state._stateID).toBe(0);
    expect(c.events.filter((e) => e.event === 'update')).toEqual([]);

    const { matchID, seats } = await createAndJoin(base, 2);
    c.socket.emit('update', ...move(matchID, '0', 0, seats[1].credentials)); // another seat's credentials
    await sleep(300);
    expect(stored(matchID).state._stateID).toBe(0);
    c.socket.emit('update', ...move(matchID, '0', 0, seats[0].credentials));
    await until(() => stored(matchID).state._stateID === 1);
  });
});

describe('namespaces', () => {
  it("one game's socket can neither sync nor move another game's match", async () => {
    const { matchID, seats } = await createAndJoin(base, 2, 'twin');
    const wrong = rawSocket({ game: 'reference' });
    wrong.socket.emit('sync', matchID, '0', seats[0].credentials, 2);
    wrong.socket.emit('update', ...move(matchID, '0', 0, seats[0].credentials));
    await sleep(400);
    // Told why, and nothing else: no state, no match data.
    expect(wrong.events.map((e) => e.event)).toEqual(['refused', 'refused']);
    expect(stored(matchID).state._stateID).toBe(0);
    const right = rawSocket({ game: 'twin' });
    right.socket.emit('update', ...move(matchID, '0', 0, seats[0].credentials));
    await until(() => stored(matchID).state._stateID === 1);
  });
});

describe('socket origins', () => {
  function connects(origin?: string): Promise<boolean> {
    const c = rawSocket({ origin });
    return new Promise((resolve) => {
      c.socket.on('connect', () => resolve(true));
      c.socket.on('connect_error', () => resolve(false));
    });
  }

  it('accepts the server\'s own origin, ORIGINS and originless clients; refuses any other origin', async () => {
    expect(await connects(base)).toBe(true);
    expect(await connects(DEV_ORIGIN)).toBe(true);
    expect(await connects(undefined)).toBe(true);
    expect(await connects('http://evil.example')).toBe(false);
    expect(await connects(`http://localhost:${server.port + 1}`)).toBe(false);
  });

  it('the lobby REST API sends CORS headers only to allowed origins', async () => {
    const evil = await fetch(`${base}/games`, { headers: { Origin: 'http://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin') ?? '').toBe('');
    const dev = await fetch(`${base}/games`, { headers: { Origin: DEV_ORIGIN } });
    expect(dev.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN);
    // Railhouse's own routes too (a UI served by the vite dev server calls them cross-origin).
    const create = (origin: string) =>
      fetch(`${base}/railhouse/games/reference/create`, {
        method: 'POST',
        headers: { Origin: origin, 'content-type': 'application/json' },
        body: JSON.stringify({ numPlayers: 2 }),
      });
    expect((await create(DEV_ORIGIN)).headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN);
    expect((await create('http://evil.example')).headers.get('access-control-allow-origin') ?? '').toBe('');
    // The preflight a browser sends before a cross-origin JSON POST (join, create) is answered.
    for (const route of ['/railhouse/games/reference/create', '/games/reference/someMatch/join']) {
      const preflight = await fetch(`${base}${route}`, {
        method: 'OPTIONS',
        headers: { Origin: DEV_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(preflight.status, route).toBeLessThan(300);
      expect(preflight.headers.get('access-control-allow-origin'), route).toBe(DEV_ORIGIN);
    }
  });

  it('refuses long-polling handshakes from other origins and sends CORS headers only to allowed ones', async () => {
    const url = `${base}/socket.io/?EIO=4&transport=polling`;
    const evil = await fetch(url, { headers: { Origin: 'http://evil.example' } });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const dev = await fetch(url, { headers: { Origin: DEV_ORIGIN } });
    expect(dev.status).toBe(200);
    expect(dev.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN);
  });
});
