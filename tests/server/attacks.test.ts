// The server attacked as a client would attack it, over REST and raw sockets, for every game: each
// class of attack found against boardgame.io 0.50.2 (forged states, prototype pollution, client
// events, odd names, floods, odd inputs, storage edge cases) is refused with a reason, the server
// stays up, nothing stored changes, and the honest seats keep playing.
import fs from 'node:fs';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameModule } from '../../games/kit/types';
import { russianRailroads } from '../../games/russian-railroads';
import { trainAndRailway } from '../../games/train-and-railway';
import { division } from '../../games/division';
import { lostAtlas } from '../../games/lost-atlas';
import type { RailhouseServer } from '../../server/railhouse';
import { SQLiteStorage } from '../../server/storage/sqlite';
import { CommitFirstPubSub, CommitLedger } from '../../server/pubsub';
import { api, createAndJoin, seatClient, sleep, startServer, tempDir, waitFor, type BgClient } from './helpers';
import { until } from './wire';

const GAMES: GameModule[] = [russianRailroads, trainAndRailway, division, lostAtlas];
const EVENTS = ['endTurn', 'pass', 'endPhase', 'setPhase', 'endGame', 'setActivePlayers', 'endStage', 'setStage'];

let dir: string;
let server: RailhouseServer;
let base: string;
const sockets: Socket[] = [];
const clients: BgClient[] = [];
const logged: string[] = [];

beforeAll(async () => {
  dir = tempDir('attacks');
  server = await startServer({ dbPath: path.join(dir, 'attacks.sqlite'), games: GAMES, log: (m) => logged.push(m) });
  base = server.url;
});

afterAll(async () => {
  for (const s of sockets) s.close();
  for (const c of clients) c.stop();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Everything stored about a match that a refused input must leave alone (updatedAt aside). */
async function stored(matchID: string) {
  const { state, metadata, log } = await server.storage.fetch(matchID, { state: true, metadata: true, log: true });
  // Connection flags and updatedAt move whenever a socket comes or goes; nothing else may.
  const { updatedAt, ...meta } = metadata as any;
  for (const p of Object.values(meta.players) as any[]) delete p.isConnected;
  return JSON.parse(JSON.stringify({ state, meta, log }));
}

/** A raw socket synced as `playerID`, recording the refusals it is told of. */
async function rawSeat(gameId: string, matchID: string, playerID: string | null, credentials?: string) {
  const socket = io(`${base}/${gameId}`, { transports: ['websocket'], forceNew: true, reconnection: false });
  sockets.push(socket);
  const refusals: { event: string; reason: string }[] = [];
  const updates: any[] = [];
  let synced: any = null;
  socket.on('refused', (r) => refusals.push(r));
  socket.on('update', (_id, state) => updates.push(state));
  socket.on('sync', (_id, info) => (synced = info));
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  socket.emit('sync', matchID, playerID, credentials, 2);
  await until(() => synced !== null, () => 'no sync reply');
  return { socket, refusals, updates, synced };
}

/** A 2-seat match of `game`, both seats joined, with a framework client per seat. */
async function match(game: GameModule) {
  const { matchID, seats } = await createAndJoin(base, 2, game.id);
  const seatClients = seats.map((s) => {
    const c = seatClient(base, game, matchID, s.playerID, s.credentials);
    clients.push(c);
    return c;
  });
  const state = await waitFor(seatClients[0], (s) => s.ctx);
  const active = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0] : state.ctx.currentPlayer;
  const mover = seats.find((s) => s.playerID === active)!;
  const other = seats.find((s) => s.playerID !== active)!;
  return { matchID, seats, seatClients, state, mover, other };
}

/** The honest mover plays its first legal move and the other seat sees it. */
async function honestMoveGoesThrough(game: GameModule, m: Awaited<ReturnType<typeof match>>) {
  const moverClient = m.seatClients[Number(m.mover.playerID)];
  const now = moverClient.getState()!;
  const [choice] = game.game.ai!.enumerate(now.G, now.ctx, m.mover.playerID) as { move: string; args?: any[] }[];
  moverClient.moves[choice.move](...(choice.args ?? []));
  const seen = await waitFor(m.seatClients[Number(m.other.playerID)], (s) => s._stateID > now._stateID);
  expect(seen._stateID).toBe(now._stateID + 1);
}

function action(type: string, payload: Record<string, unknown>) {
  return { type, payload };
}

describe.each(GAMES.map((g) => [g.id, g] as const))('%s over the socket', (_id, game) => {
  it('a forged UPDATE, with or without a _stateID, is refused, stored nowhere and broadcast to nobody', async () => {
    const m = await match(game);
    const before = await stored(m.matchID);
    const attacker = await rawSeat(game.id, m.matchID, m.mover.playerID, m.mover.credentials);
    const witness = await rawSeat(game.id, m.matchID, m.other.playerID, m.other.credentials);
    const forged = { ...m.state, G: { ...m.state.G, forged: 999 }, ctx: { ...m.state.ctx, gameover: { winners: [m.mover.playerID] } }, _stateID: m.state._stateID + 1 };
    const { _stateID, ...noStateID } = forged;
    const attacks = [
      action('UPDATE', { playerID: m.mover.playerID, credentials: m.mover.credentials }),
      { type: 'UPDATE', state: forged, payload: { playerID: m.mover.playerID, credentials: m.mover.credentials } },
      { type: 'UPDATE', state: noStateID, payload: { playerID: m.mover.playerID, credentials: m.mover.credentials } },
      { type: 'SYNC', state: forged, payload: { playerID: m.mover.playerID, credentials: m.mover.credentials } },
      { type: 'RESET', state: forged, payload: { playerID: m.mover.playerID, credentials: m.mover.credentials } },
      { type: 'PATCH', payload: { playerID: m.mover.playerID, credentials: m.mover.credentials } },
    ];
    for (const a of attacks) attacker.socket.emit('update', a, m.state._stateID, m.matchID, m.mover.playerID);
    await until(() => attacker.refusals.length === attacks.length, () => `refusals: ${JSON.stringify(attacker.refusals)}`);
    for (const r of attacker.refusals) expect(r.reason).toMatch(/is not accepted from clients/);
    await sleep(100);
    expect(witness.updates).toEqual([]);
    expect(await stored(m.matchID)).toEqual(before);
    await honestMoveGoesThrough(game, m);
  });

  it('no event is open to a client: each of the eight is refused and changes nothing', async () => {
    const m = await match(game);
    const before = await stored(m.matchID);
    const attacker = await rawSeat(game.id, m.matchID, m.mover.playerID, m.mover.credentials);
    const args: Record<string, unknown[]> = {
      endGame: [{ winners: [m.mover.playerID] }],
      setPhase: ['anything'],
      setActivePlayers: [{ all: 'x' }],
      setStage: ['x'],
    };
    for (const type of EVENTS) {
      attacker.socket.emit('update', action('GAME_EVENT', { type, args: args[type] ?? [], playerID: m.mover.playerID, credentials: m.mover.credentials }), m.state._stateID, m.matchID, m.mover.playerID);
    }
    await until(() => attacker.refusals.length === EVENTS.length, () => `refusals: ${JSON.stringify(attacker.refusals)}`);
    expect(attacker.refusals.map((r) => r.reason)).toEqual(EVENTS.map((e) => `event "${e}" is not open to clients`));
    // The framework client offers none of them either.
    expect(Object.keys(m.seatClients[0].events ?? {})).toEqual([]);
    await sleep(100);
    expect(await stored(m.matchID)).toEqual(before);
    await honestMoveGoesThrough(game, m);
  });

  it('moves named __proto__, constructor or toString, moves in another seat\'s name and malformed actions are refused', async () => {
    const m = await match(game);
    const before = await stored(m.matchID);
    const attacker = await rawSeat(game.id, m.matchID, m.mover.playerID, m.mover.credentials);
    const me = { playerID: m.mover.playerID, credentials: m.mover.credentials };
    const [legal] = game.game.ai!.enumerate(m.state.G, m.state.ctx, m.mover.playerID) as { move: string; args?: any[] }[];
    const packets: unknown[][] = [
      [action('MAKE_MOVE', { type: '__proto__', args: [], ...me }), m.state._stateID, m.matchID, me.playerID],
      [action('MAKE_MOVE', { type: 'constructor', args: [], ...me }), m.state._stateID, m.matchID, me.playerID],
      [action('MAKE_MOVE', { type: 'toString', args: [], ...me }), m.state._stateID, m.matchID, me.playerID],
      [action('MAKE_MOVE', { type: 'hasOwnProperty', args: [], ...me }), m.state._stateID, m.matchID, me.playerID],
      // The credentials are the mover's, the move is made in the other seat's name.
      [action('MAKE_MOVE', { type: legal.move, args: legal.args ?? [], playerID: m.other.playerID, credentials: me.credentials }), m.state._stateID, m.matchID, me.playerID],
      [action('MAKE_MOVE', { type: legal.move, args: 'not a list', ...me }), m.state._stateID, m.matchID, me.playerID],
      [action('MAKE_MOVE', { type: legal.move, args: ['x'.repeat(20_000)], ...me }), m.state._stateID, m.matchID, me.playerID],
      [action('MAKE_MOVE', { type: { toString: 'x' }, ...me }), m.state._stateID, m.matchID, me.playerID],
      [action('UNDO', { type: null, args: null, ...me }), m.state._stateID, m.matchID, me.playerID],
      [null, m.state._stateID, m.matchID, me.playerID],
      [{ type: 'MAKE_MOVE' }, m.state._stateID, m.matchID, me.playerID],
      [action('MAKE_MOVE', { type: legal.move, ...me }), 'one', m.matchID, me.playerID],
      [action('MAKE_MOVE', { type: legal.move, ...me }), m.state._stateID, m.matchID, '__proto__'],
      [action('MAKE_MOVE', { type: legal.move, ...me }), m.state._stateID, '../../etc', me.playerID],
      [action('MAKE_MOVE', { type: legal.move, ...me }), m.state._stateID, { $ne: 1 }, me.playerID],
    ];
    for (const p of packets) attacker.socket.emit('update', ...p);
    attacker.socket.emit('no-such-event', m.matchID);
    // Where undo is allowed, the UNDO packet passes the guard (the master finds nothing to undo).
    const refusedCount = packets.length + 1 - (game.game.disableUndo ? 0 : 1);
    await until(() => attacker.refusals.length === refusedCount, () => `refusals: ${JSON.stringify(attacker.refusals)}`);
    const reasons = attacker.refusals.map((r) => r.reason);
    expect(reasons.slice(0, 4)).toEqual(['no move "__proto__"', 'no move "constructor"', 'no move "toString"', 'no move "hasOwnProperty"']);
    expect(reasons[4]).toBe("an action in another seat's name");
    expect(reasons[5]).toBe('move arguments are not a list');
    expect(reasons[6]).toBe('action too large');
    expect(reasons[7]).toBe('no move object');
    // Lost Atlas switches undo off; the other games allow it (the packet then reaches the master, which finds nothing to undo).
    if (game.game.disableUndo) expect(reasons).toContain('undo is switched off in this game');
    expect(reasons).toContain('action is not an object');
    expect(reasons).toContain('bad stateID');
    expect(reasons).toContain('not a seat of this match');
    expect(reasons).toContain('bad match ID');
    expect(reasons.at(-1)).toBe('event "no-such-event" is not accepted');
    await sleep(100);
    expect(await stored(m.matchID)).toEqual(before);
    expect(({} as any).credentials).toBeUndefined();
    await honestMoveGoesThrough(game, m);
  });

  it('a spectator or a socket with wrong credentials moves nothing; the refused sync creates no match', async () => {
    const m = await match(game);
    const before = await stored(m.matchID);
    const spectator = await rawSeat(game.id, m.matchID, null);
    const [legal] = game.game.ai!.enumerate(m.state.G, m.state.ctx, m.mover.playerID) as { move: string; args?: any[] }[];
    spectator.socket.emit('update', action('MAKE_MOVE', { type: legal.move, args: legal.args ?? [], playerID: m.mover.playerID, credentials: 'guess' }), m.state._stateID, m.matchID, m.mover.playerID);
    spectator.socket.emit('sync', 'NoSuchMatch1', '0', 'x', 2);
    await sleep(300);
    expect(await stored(m.matchID)).toEqual(before);
    expect((await server.storage.fetch('NoSuchMatch1', { metadata: true })).metadata).toBeUndefined();
    await honestMoveGoesThrough(game, m);
  });
});

describe('the lobby over REST', () => {
  it('a join as "__proto__", "constructor" or "toString" is a 400 and pollutes nothing; honest joins still work', async () => {
    const { matchID } = (await api(base, 'POST', '/games/train-and-railway/create', { numPlayers: 2 })).json;
    for (const playerID of ['__proto__', 'constructor', 'toString', '-1', '2', '1.5', ' 0']) {
      const res = await api(base, 'POST', `/games/train-and-railway/${matchID}/join`, { playerID, playerName: 'Mallory' });
      expect([400, 404]).toContain(res.status);
      expect(typeof res.json.error).toBe('string');
    }
    const proto = Object.prototype as any;
    expect(proto.name).toBeUndefined();
    expect(proto.credentials).toBeUndefined();
    const joined = await api(base, 'POST', `/games/train-and-railway/${matchID}/join`, { playerID: '0', playerName: 'Alice' });
    expect(joined.status).toBe(200);
    const again = await api(base, 'POST', `/games/train-and-railway/${matchID}/join`, { playerID: '0', playerName: 'Bob' });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('Seat 1 was just taken by Alice.');
    const next = await api(base, 'POST', `/games/train-and-railway/${matchID}/join`, { playerName: 'Bob' });
    expect(next.json.playerID).toBe('1');
  });

  it('names: an object, an empty, a long or a control-character name is a 400 that says why; a good one is trimmed', async () => {
    const { matchID } = (await api(base, 'POST', '/games/train-and-railway/create', { numPlayers: 2 })).json;
    const join = (playerName: unknown) => api(base, 'POST', `/games/train-and-railway/${matchID}/join`, { playerID: '0', playerName });
    expect((await join({ a: 1 })).json.error).toBe('A player name must be text (got object).');
    expect((await join(['x'])).json.error).toBe('A player name must be text (got a list).');
    expect((await join('   ')).json.error).toBe('A player name cannot be empty.');
    expect((await join('x'.repeat(25))).json.error).toBe('A player name can be at most 24 characters (got 25).');
    expect((await join('bell\u0007')).json.error).toBe('A player name cannot contain control characters.');
    const huge = await join('x'.repeat(900_000));
    expect(huge.status).toBe(413);
    expect((await api(base, 'POST', `/games/train-and-railway/${matchID}/join`, { playerID: '0', playerName: 'Al', data: { bot: 'hard' } })).status).toBe(400);
    expect((await join('  Ada Lovelace  ')).status).toBe(200);
    const listed = await api(base, 'GET', `/games/train-and-railway/${matchID}`);
    expect(listed.json.players[0].name).toBe('Ada Lovelace');
    expect(listed.json.players[0].credentials).toBeUndefined();
  });

  it('leave, update and playAgain with odd credentials or seats answer 4xx, never 500', async () => {
    const { matchID, seats } = await createAndJoin(base, 2, 'train-and-railway');
    const route = (r: string) => `/games/train-and-railway/${matchID}/${r}`;
    for (const body of [{ playerID: '0', credentials: { a: 1 } }, { playerID: '0', credentials: 12 }, { playerID: '__proto__', credentials: 'x' }, { playerID: ['0'], credentials: 'x' }, {}]) {
      for (const r of ['leave', 'update', 'rename', 'playAgain']) {
        const res = await api(base, 'POST', route(r), { ...body, newName: 'X' });
        expect(res.status, `${r} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
    }
    const rename = await api(base, 'POST', route('update'), { playerID: '0', credentials: seats[0].credentials, newName: { x: 1 } });
    expect(rename.status).toBe(400);
    const data = await api(base, 'POST', route('update'), { playerID: '0', credentials: seats[0].credentials, data: { bot: 'hard' } });
    expect(data.status).toBe(400);
    expect((await api(base, 'GET', '/games/train-and-railway/..%2F..')).status).toBe(404);
    expect((await api(base, 'GET', '/games/train-and-railway/%E0%A4%A')).status).toBe(400);
    expect((await api(base, 'GET', '/games/__proto__/x')).status).toBe(404);
    expect((await api(base, 'GET', '/health')).json.ok).toBe(true);
  });

  it('the lobby listing comes in bounded pages', async () => {
    for (let i = 0; i < 4; i++) await api(base, 'POST', '/games/russian-railroads/create', { numPlayers: 2 });
    const page = await api(base, 'GET', '/games/russian-railroads?limit=2');
    expect(page.json.matches).toHaveLength(2);
    expect(page.json.total).toBeGreaterThanOrEqual(4);
    expect(page.json.nextOffset).toBe(2);
    const rest = await api(base, 'GET', `/games/russian-railroads?limit=2&offset=2`);
    expect(rest.json.matches.map((x: any) => x.matchID)).not.toContain(page.json.matches[0].matchID);
    expect((await api(base, 'GET', '/games/russian-railroads?limit=100000')).status).toBe(400);
    expect((await api(base, 'GET', '/games/russian-railroads')).json.matches.length).toBeLessThanOrEqual(50);
  });
});

describe('limits', () => {
  let limited: RailhouseServer;
  let url: string;
  beforeAll(async () => {
    limited = await startServer({
      dbPath: path.join(dir, 'limits.sqlite'),
      games: GAMES,
      limits: { RATE_CREATE_PER_WINDOW: 5, RATE_JOIN_PER_WINDOW: 4, OPEN_MATCHES_PER_CLIENT: 3, BOT_SEATS_MAX: 2, HARD_BOTS_PER_MATCH: 1, RATE_WINDOW_MS: 60_000 },
    });
    url = limited.url;
  });
  afterAll(async () => limited?.close());

  it('a client keeps at most N matches open, creates at most N per window (429 with Retry-After) and joins at most N per window', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await api(url, 'POST', '/games/train-and-railway/create', { numPlayers: 2 })).json.matchID);
    const fourth = await api(url, 'POST', '/games/train-and-railway/create', { numPlayers: 2 });
    expect(fourth.status).toBe(429);
    expect(fourth.json.error).toMatch(/You have 3 matches waiting for players/);
    // Filling one frees a place.
    for (const playerID of ['0', '1']) expect((await api(url, 'POST', `/games/train-and-railway/${made[0]}/join`, { playerID, playerName: 'P' })).status).toBe(200);
    expect((await api(url, 'POST', '/games/train-and-railway/create', { numPlayers: 2 })).status).toBe(200);
    // Five creations were counted (four answered 200, one 429): the sixth is over the rate.
    const flood = await api(url, 'POST', '/games/train-and-railway/create', { numPlayers: 2 });
    expect(flood.status).toBe(429);
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(flood.json.error).toMatch(/Too many new matches/);
    const joins = [];
    for (let i = 0; i < 4; i++) joins.push((await api(url, 'POST', `/games/train-and-railway/${made[1]}/join`, { playerID: String(i % 2), playerName: 'Q' })).status);
    expect(joins.filter((s) => s === 429)).toHaveLength(2); // two joins above plus two here reach the limit of 4
    expect((await api(url, 'GET', '/health')).json.ok).toBe(true);
  });

  it('bot seats: at most N hard bots in a match; the server-wide cap answers 503 with Retry-After once every seat is busy', async () => {
    const capped = await startServer({ dbPath: path.join(dir, 'bots.sqlite'), games: GAMES, limits: { BOT_SEATS_MAX: 2, HARD_BOTS_PER_MATCH: 1 } });
    try {
      const twoHard = await api(capped.url, 'POST', '/railhouse/games/train-and-railway/create', { numPlayers: 3, bots: { 1: 'hard', 2: 'hard' } });
      expect(twoHard.status).toBe(400);
      expect(twoHard.json.error).toBe('A match can have at most 1 hard bots (asked for 2); make the others normal or easy.');
      const ok = await api(capped.url, 'POST', '/railhouse/games/train-and-railway/create', { numPlayers: 3, bots: { 1: 'easy', 2: 'easy' } });
      expect(ok.status).toBe(200);
      const full = await api(capped.url, 'POST', '/railhouse/games/train-and-railway/create', { numPlayers: 2, bots: { 1: 'easy' } });
      expect(full.status).toBe(503);
      expect(full.json.error).toMatch(/bot seats are all in use \(2 playing\)/);
      expect(full.headers.get('retry-after')).toBe('60');
    } finally {
      await capped.close();
    }
  });
});

describe('storage', () => {
  it('a state the store refuses is never broadcast', async () => {
    // Another process writes the same stateID first (a race the store settles): the master's own
    // state for that move is refused by the store, and must reach no client.
    class RacedStorage extends SQLiteStorage {
      raceNext = false;
      setState(matchID: string, state: any, deltalog?: any[]): boolean {
        if (this.raceNext) {
          this.raceNext = false;
          super.setState(matchID, { ...state, G: { ...state.G, rival: true } }, []);
        }
        return super.setState(matchID, state, deltalog);
      }
    }
    const storage = new RacedStorage(path.join(dir, 'raced.sqlite'));
    const raced = await startServer({ dbPath: '', storage, games: [trainAndRailway] });
    try {
      const { matchID, seats } = await createAndJoin(raced.url, 2, trainAndRailway.id);
      const clientsHere = seats.map((s) => seatClient(raced.url, trainAndRailway, matchID, s.playerID, s.credentials));
      clients.push(...clientsHere);
      const state = await waitFor(clientsHere[1], (s) => s.ctx);
      const mover = state.ctx.currentPlayer;
      const [choice] = trainAndRailway.game.ai!.enumerate(state.G, state.ctx, mover) as { move: string; args?: any[] }[];
      storage.raceNext = true;
      clientsHere[Number(mover)].moves[choice.move](...(choice.args ?? []));
      await sleep(400);
      const other = clientsHere[1 - Number(mover)].getState()!;
      expect(other._stateID).toBe(state._stateID);
      const stored = (await raced.storage.fetch(matchID, { state: true })).state as any;
      expect(stored.G.rival).toBe(true);
    } finally {
      await raced.close();
    }
  });

  it('a refused move that writes the same stateID again does not stop the legal state of that ID from going out', async () => {
    // The master broadcasts, then writes. A move refused by the rules writes the unchanged stateID
    // (the store refuses it); if that lands before the legal state's broadcast asks the ledger,
    // keying the ledger by stateID would drop the legal state. It is keyed by the write itself.
    const ledger = new CommitLedger();
    const delivered: number[] = [];
    const pubsub = new CommitFirstPubSub<any>(() => {}, ledger);
    pubsub.subscribe('MATCH-m', (p) => delivered.push(p.args[1].G.n));
    const legal = { _stateID: 5, ctx: { turn: 3 }, G: { n: 1 } };
    const refused = { _stateID: 5, ctx: { turn: 3 }, G: { n: 2 } };
    pubsub.publish('MATCH-m', { type: 'update', args: ['m', legal] });
    ledger.record(legal, Promise.resolve(true));
    pubsub.publish('MATCH-m', { type: 'update', args: ['m', refused] });
    ledger.record(refused, Promise.resolve(false));
    await sleep(20);
    expect(delivered).toEqual([1]);
  });

  it('fetch of an unknown match gives an empty log', async () => {
    expect((await server.storage.fetch('never', { log: true })).log).toEqual([]);
  });
});

afterAll(() => {
  // Each kind of refusal was logged, once per socket.
  expect(logged.some((l) => /refused from socket .*: event "endGame" is not open to clients/.test(l))).toBe(true);
});
