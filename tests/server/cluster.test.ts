// WORKERS=N: a front process on one port handing connections to N server processes
// (server/cluster.ts). Its routing alone; its refusal on SQLite; and on PostgreSQL + Redis, a
// whole match played through the front port by a long-polling client and a websocket client, a
// worker killed with -9 replaced, and a bot seat held by a killed process taken over by another.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { byAddress, routeOf, sessionTag, workersFromEnv } from '../../server/cluster';
import { DEFAULT_BOT_LEASE_MS, takeoverWithinMs } from '../../server/bots';
import { referenceGame } from '../../tools/reference-game';
import { api, autoPlay, createAndJoin, SERVER_ENTRY, sleep, STAND_IN_BOT, tempDir, waitFor, type BgClient } from './helpers';
import { describeWithService, postgresProblem, redisProblem, TEST_REDIS_URL, TestDatabases } from './services';
import { listenOnWire, until, type Listener } from './wire';

const head = (line: string) => Buffer.from(`${line}\r\nHost: x\r\n\r\n`, 'latin1');

describe('routing a connection by its first bytes', () => {
  it('a request naming a session goes to the worker that made it; a websocket handshake anywhere; the rest by address', () => {
    expect(routeOf(head(`GET /socket.io/?EIO=4&transport=polling&sid=${sessionTag(1)}abc HTTP/1.1`), 2)).toEqual({ kind: 'session', worker: 1 });
    expect(routeOf(head(`POST /socket.io/?EIO=4&transport=polling&sid=${sessionTag(0)}abc HTTP/1.1`), 2)).toEqual({ kind: 'session', worker: 0 });
    expect(routeOf(head(`GET /socket.io/?EIO=4&transport=websocket&sid=${sessionTag(1)}abc HTTP/1.1`), 2)).toEqual({ kind: 'session', worker: 1 });
    expect(routeOf(head('GET /socket.io/?EIO=4&transport=websocket HTTP/1.1'), 2)).toEqual({ kind: 'spread' });
    expect(routeOf(head('GET /socket.io/?EIO=4&transport=polling HTTP/1.1'), 2)).toEqual({ kind: 'address' });
    // A tag naming no worker, an untagged or forged sid, other paths, garbage: by address.
    expect(routeOf(head(`GET /socket.io/?EIO=4&transport=polling&sid=${sessionTag(7)}abc HTTP/1.1`), 2)).toEqual({ kind: 'address' });
    expect(routeOf(head('GET /socket.io/?EIO=4&transport=websocket&sid=abc HTTP/1.1'), 2)).toEqual({ kind: 'address' });
    expect(routeOf(head('POST /games/reference/create HTTP/1.1'), 2)).toEqual({ kind: 'address' });
    expect(routeOf(head('GET /?sid=w1.x HTTP/1.1'), 2)).toEqual({ kind: 'address' });
    expect(routeOf(Buffer.from([0x16, 0x03, 0x01, 0xff, 0x00]), 2)).toEqual({ kind: 'address' });
    expect(routeOf(head('GET http://[bad HTTP/1.1'), 2)).toEqual({ kind: 'address' });
  });

  it('one address always picks the same worker, and addresses spread over all of them', () => {
    expect(byAddress('10.0.0.1', 3)).toBe(byAddress('10.0.0.1', 3));
    const picked = new Set(Array.from({ length: 64 }, (_, i) => byAddress(`10.0.0.${i}`, 3)));
    expect(picked).toEqual(new Set([0, 1, 2]));
  });

  it('WORKERS is a whole number; more than one needs DATABASE_URL and REDIS_URL', () => {
    expect(workersFromEnv({})).toBe(1);
    expect(workersFromEnv({ WORKERS: '1' })).toBe(1);
    expect(() => workersFromEnv({ WORKERS: 'two' })).toThrow(/whole number/);
    expect(() => workersFromEnv({ WORKERS: '0' })).toThrow(/whole number/);
    expect(() => workersFromEnv({ WORKERS: '2' })).toThrow(/WORKERS=2 needs DATABASE_URL \(PostgreSQL\) and REDIS_URL/);
    expect(() => workersFromEnv({ WORKERS: '2', DATABASE_URL: 'postgres://x/y' })).toThrow(/needs REDIS_URL: several processes cannot share the SQLite file/);
    expect(workersFromEnv({ WORKERS: '2', DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://z' })).toBe(2);
  });
});

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Runs server.ts with `env`; resolves with the front port once the cluster serves. */
function startServerProcess(env: Record<string, string>): { child: ChildProcess; output: () => string; ready: Promise<string> } {
  const dir = tempDir('cluster');
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DB_PATH: path.join(dir, 'unused.sqlite'),
      UI_DIR: path.join(dir, 'no-ui'),
      RAILHOUSE_EXTRA_GAMES: 'reference',
      RAILHOUSE_BOT_MODULE: STAND_IN_BOT,
      RATE_CREATE_PER_WINDOW: '100000',
      RATE_JOIN_PER_WINDOW: '100000',
      OPEN_MATCHES_PER_CLIENT: '100000',
      SOCKETS_PER_CLIENT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`cluster did not start:\n${output}`)), 90_000);
    child.stdout!.on('data', () => {
      const m = /Railhouse cluster of \d+ workers? on \S+ \(listening on 127\.0\.0\.1:(\d+)\)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  ready.catch(() => {});
  return { child, output: () => output, ready };
}

it('WORKERS=2 on SQLite is refused with a clear error, before anything starts', async () => {
  const { child, output, ready } = startServerProcess({ WORKERS: '2', DATABASE_URL: '', REDIS_URL: '' });
  await expect(ready).rejects.toThrow(/exited \(1\)/);
  expect(child.exitCode).toBe(1);
  expect(output()).toMatch(/WORKERS=2 needs DATABASE_URL \(PostgreSQL\) and REDIS_URL/);
  expect(output()).not.toMatch(/Railhouse serving/);
});

const problem = await postgresProblem();
const redisMissing = await redisProblem();
const databases = new TestDatabases();
afterAll(() => databases.dropAll());

describeWithService('PostgreSQL', 'REQUIRE_POSTGRES', problem, 'WORKERS=2 on PostgreSQL', () => {
  describeWithService('Redis', 'REQUIRE_REDIS', redisMissing, 'WORKERS=2 with Redis', () => {
    const sockets: Socket[] = [];
    const clients: BgClient[] = [];
    afterAll(() => {
      for (const s of sockets) s.close();
      for (const c of clients) c.stop();
    });

    function seat(base: string, matchID: string, playerID: string, credentials: string, transports: string[]): BgClient {
      const client = Client({
        game: referenceGame.game,
        multiplayer: SocketIO({ server: base, socketOpts: { transports, forceNew: true } as any }),
        matchID,
        playerID,
        credentials,
        debug: false,
      });
      client.start();
      clients.push(client);
      return client;
    }
    const engineID = (client: BgClient): string => (client as any).transport.socket.io.engine.id;
    const stateIDs = (l: Listener) => l.events.filter((e) => e.event === 'update').map((e) => e.args[1]._stateID);

    it('a long-polling seat and a websocket seat play a whole match through the front port; spectators on both workers see every state', async () => {
      const url = await databases.create();
      const { child, output, ready } = startServerProcess({ WORKERS: '2', DATABASE_URL: url, REDIS_URL: TEST_REDIS_URL });
      const base = await ready;
      try {
        const { matchID, seats } = await createAndJoin(base, 2);
        // Websocket handshakes go round-robin: two in a row land on both workers.
        const spectators = [0, 1].map((i) => listenOnWire(base, referenceGame.id, `spectator ${i}`, null, sockets));
        await until(() => spectators.every((s) => s.socket.connected), () => 'spectators not connected');
        expect(new Set(spectators.map((s) => s.socket.io.engine.id.slice(0, 3)))).toEqual(new Set([sessionTag(0), sessionTag(1)]));
        for (const s of spectators) s.socket.emit('sync', matchID, null, undefined, 2);
        await until(() => spectators.every((s) => s.latest !== null), () => 'spectators not synced');

        // Seat 0 polls only (every request a new one, sticky by its session); seat 1 polls and upgrades.
        const polling = seat(base, matchID, '0', seats[0].credentials, ['polling']);
        const upgrading = seat(base, matchID, '1', seats[1].credentials, ['polling', 'websocket']);
        await Promise.all([waitFor(polling, (s) => s.ctx), waitFor(upgrading, (s) => s.ctx)]);
        expect(engineID(polling)).toMatch(/^w[01]\./);
        await sleep(1500); // both redis subscriptions confirmed, the upgrade done
        const finals = await Promise.all([autoPlay(polling, referenceGame, '0'), autoPlay(upgrading, referenceGame, '1')]);
        const last = finals[0]._stateID;
        expect(finals[0].ctx.gameover).toBeDefined();
        expect(finals[1]._stateID).toBe(last);
        expect((upgrading as any).transport.socket.io.engine.transport.name).toBe('websocket');
        const every = Array.from({ length: last }, (_, i) => i + 1);
        await until(() => spectators.every((s) => stateIDs(s).length >= last), () => spectators.map((s) => stateIDs(s).join()).join(' / '));
        for (const s of spectators) expect(stateIDs(s)).toEqual(every);
        expect(output()).not.toMatch(/Session ID unknown/);

        // A worker killed with -9 is replaced (by the standby); the cluster keeps serving meanwhile.
        const pids = new Map([...output().matchAll(/worker (\d) \(pid (\d+)\) serves/g)].map((m) => [m[1], Number(m[2])]));
        expect([...pids.keys()].sort()).toEqual(['0', '1']);
        process.kill(pids.get('1')!, 'SIGKILL');
        await until(() => /worker 1 \(pid \d+\) exited \(SIGKILL\); (starting another|standby pid \d+ takes its place)/.test(output()), () => output(), 10_000);
        expect((await api(base, 'GET', '/health')).json).toMatchObject({ ok: true, storage: 'postgres' });
        await until(() => [...output().matchAll(/worker 1 \(pid (\d+)\) serves/g)].length === 2, () => output(), 60_000, 100);
      } catch (err) {
        throw new Error(`${(err as Error).message}\n--- server output ---\n${output()}`);
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }, 240_000);

    it('kill -9 of the process running a bot seat: another process takes the seat over and the bot plays on', async () => {
      const url = await databases.create();
      // The default lease: the seat must be taken over within the 10 s the scale-out asks for.
      expect(takeoverWithinMs(DEFAULT_BOT_LEASE_MS)).toBeLessThanOrEqual(10_000);
      const { child, output, ready } = startServerProcess({ WORKERS: '2', DATABASE_URL: url, REDIS_URL: TEST_REDIS_URL });
      const base = await ready;
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        const created = await api(base, 'POST', '/railhouse/games/reference/create', { numPlayers: 2, bots: { 1: 'easy' } });
        expect(created.status).toBe(200);
        const matchID: string = created.json.matchID;
        const holderPid = async (): Promise<number | null> => {
          const { rows } = await db.query(`SELECT lease_holder FROM bot_seats WHERE match_id = $1 AND lease_until > clock_timestamp()`, [matchID]);
          return rows[0]?.lease_holder ? Number(rows[0].lease_holder.split(':')[1]) : null;
        };
        let first: number | null = null;
        for (const end = Date.now() + 15_000; Date.now() < end && first === null; await sleep(50)) first = await holderPid();
        expect(first, 'no process holds the bot seat').not.toBeNull();
        const join = await api(base, 'POST', `/games/reference/${matchID}/join`, { playerID: '0', playerName: 'person' });
        expect(join.status).toBe(200);
        const person = seat(base, matchID, '0', join.json.playerCredentials, ['websocket']);
        // Liveness waits, not bounds: under CI's parallel load the first bot move (a worker thread
        // that loads the bot code) once took longer than the 15 s default (3 December).
        const LIVENESS_MS = 60_000;
        const start = await waitFor(person, (s) => s.ctx, LIVENESS_MS);
        expect(start.ctx.currentPlayer).toBe('0');
        person.moves.add(1);
        await waitFor(person, (s) => s.ctx.currentPlayer === '0' && s._stateID >= 2, LIVENESS_MS); // the bot answered

        process.kill(first!, 'SIGKILL');
        const killedAt = Date.now();
        let next: number | null = null;
        for (const end = Date.now() + 30_000; Date.now() < end && (next === null || next === first); await sleep(100)) next = await holderPid();
        expect(next).not.toBeNull();
        expect(next).not.toBe(first);
        // Printed, not asserted (the machine's load decides the rest): the lease arithmetic above is the bound.
        console.log(`cluster: the bot seat of the killed process was held again after ${((Date.now() - killedAt) / 1000).toFixed(1)} s (default lease ${DEFAULT_BOT_LEASE_MS} ms)`);
        // The person's socket may have been on the killed process: it reconnects by itself.
        const before = (await waitFor(person, (s) => s.ctx.currentPlayer === '0', LIVENESS_MS))._stateID;
        person.moves.add(1);
        const after = await waitFor(person, (s) => s.ctx.currentPlayer === '0' && s._stateID >= before + 2, 30_000);
        expect(after.G.counter).toBeGreaterThan(start.G.counter);
      } catch (err) {
        throw new Error(`${(err as Error).message}\n--- server output ---\n${output()}`);
      } finally {
        await db.end();
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }, 240_000);

    // Issue 46 §3: simultaneous creates from several addresses (so on both workers) used to all
    // pass the cap, each worker counting before any of them had written.
    it('BOT_SEATS_MAX=3: eight simultaneous creates with a bot seat, from six addresses over both workers and two from one, create 3', async () => {
      const url = await databases.create();
      const { child, output, ready } = startServerProcess({ WORKERS: '2', DATABASE_URL: url, REDIS_URL: TEST_REDIS_URL, BOT_SEATS_MAX: '3' });
      const base = new URL(await ready);
      // Three addresses the front sends to each worker, then the usual one twice.
      const candidates = Array.from({ length: 40 }, (_, i) => `127.0.0.${10 + i}`);
      const sources = [
        ...candidates.filter((a) => byAddress(a, 2) === 0).slice(0, 3),
        ...candidates.filter((a) => byAddress(a, 2) === 1).slice(0, 3),
        '127.0.0.1',
        '127.0.0.1',
      ];
      const createFrom = (localAddress: string) =>
        new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
          const body = JSON.stringify({ numPlayers: 2, bots: { 1: 'easy' } });
          const req = http.request(
            { host: base.hostname, port: base.port, localAddress, method: 'POST', path: '/railhouse/games/reference/create', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
            (res) => {
              let text = '';
              res.on('data', (c: Buffer) => (text += c.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, body: text }));
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        const replies = await Promise.all(sources.map(createFrom));
        expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 503, 503, 503, 503, 503]);
        for (const r of replies.filter((r) => r.status === 503)) expect(r.retryAfter).toBe('60');
        const created = replies.filter((r) => r.status === 200).map((r) => JSON.parse(r.body).matchID as string).sort();
        expect((await db.query('SELECT id FROM matches ORDER BY id')).rows.map((r) => r.id)).toEqual(created);
        expect((await db.query('SELECT match_id FROM bot_seats ORDER BY match_id')).rows.map((r) => r.match_id)).toEqual(created);
      } catch (err) {
        throw new Error(`${(err as Error).message}\n--- server output ---\n${output()}`);
      } finally {
        await db.end();
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }, 240_000);

    it('the load tool kills a worker under load (--workers 2 --kill-after): no acknowledged move lost, every bot seat held by a live process at the end', async () => {
      const url = await databases.create();
      const args = ['--matches', '4', '--bot-matches', '2', '--rate', '1', '--seconds', '16', '--db', 'postgres', '--workers', '2', '--kill-after', '5', '--json'];
      const tool = spawn(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['tools/load.ts', ...args], {
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, REDIS_URL: TEST_REDIS_URL },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(tool);
      let out = '';
      tool.stdout!.on('data', (c: Buffer) => (out += c.toString()));
      tool.stderr!.on('data', (c: Buffer) => (out += c.toString()));
      const code = await new Promise((r) => tool.once('exit', r));
      expect(code, out).toBe(0);
      const { steps } = JSON.parse(out.slice(out.indexOf('{')));
      const { killed, botMatches } = steps[0];
      expect(botMatches).toBe(2);
      expect(killed.pid).toBeGreaterThan(0);
      expect(killed.acknowledged.matches).toBeGreaterThanOrEqual(6);
      expect(killed.acknowledged).toMatchObject({ lost: 0, examples: [] });
      // The reference game is short: at the window's end the bot matches may all be over (0 seats left).
      expect(killed.botSeatsUnheldAfter).toBe(0);
    }, 240_000);
  });
});
