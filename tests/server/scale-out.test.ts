// Several server processes on one PostgreSQL database and one Redis: a move made through any of
// them reaches every client of the match on every one, once and in order, and a state the store
// refused is published to nobody. Two servers in this process, and server.ts in a child process
// choosing PostgreSQL and Redis from DATABASE_URL and REDIS_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRailhouseServer, type RailhouseServer } from '../../server/railhouse';
import { PostgresStorage } from '../../server/storage/postgres';
import type { RailhouseStorage } from '../../server/storage/types';
import { referenceGame } from '../../tools/reference-game';
import { api, autoPlay, createAndJoin, seatClient, SERVER_ENTRY, sleep, STAND_IN_BOT, TEST_LIMITS, tempDir, waitFor, type BgClient } from './helpers';
import { describeWithService, postgresProblem, redisProblem, TEST_REDIS_URL, TestDatabases } from './services';
import { listenOnWire, until, type Listener } from './wire';

const problem = await postgresProblem();
const redisMissing = await redisProblem();
const databases = new TestDatabases();
// A channel prefix of this run's own: other runs on the same Redis never see our messages.
const PREFIX = `railhouse-test-${process.pid}-${Date.now()}:`;

/** The PostgreSQL store, with a rival process's write slipped in before the next setState. */
class RacedPostgres extends PostgresStorage {
  raceNext = false;
  async setState(matchID: string, state: any, deltalog?: any[]): Promise<any> {
    if (this.raceNext) {
      this.raceNext = false;
      await super.setState(matchID, { ...state, G: { ...state.G, rival: true } }, []);
    }
    return super.setState(matchID, state, deltalog);
  }
}

function startOn(storage: RailhouseStorage, channelPrefix = PREFIX, limits = TEST_LIMITS): Promise<RailhouseServer<RailhouseStorage>> {
  return createRailhouseServer<RailhouseStorage>({
    games: [referenceGame],
    storage,
    storageKind: 'postgres',
    redisUrl: TEST_REDIS_URL,
    redisChannelPrefix: channelPrefix,
    port: 0,
    host: '127.0.0.1',
    botModule: STAND_IN_BOT,
    log: () => {},
    limits,
  });
}

describeWithService('PostgreSQL', 'REQUIRE_POSTGRES', problem, 'several server processes on PostgreSQL', () => {
  describeWithService('Redis', 'REQUIRE_REDIS', redisMissing, 'several server processes sharing broadcasts through Redis', () => {
    let url: string;
    let raced: RacedPostgres;
    let a: RailhouseServer<RailhouseStorage>;
    let b: RailhouseServer<RailhouseStorage>;
    let watcher: Redis;
    /** The watcher is in subscribe mode; questions to Redis go through this one. */
    let control: Redis;
    /** Every message on this run's channels, as Redis carried it. */
    const heard: { channel: string; payload: any }[] = [];
    const sockets: Socket[] = [];
    const clients: BgClient[] = [];
    const children: ChildProcess[] = [];

    beforeAll(async () => {
      url = await databases.create();
      raced = new RacedPostgres(url);
      a = await startOn(raced);
      b = await startOn(new PostgresStorage(url));
      watcher = new Redis(TEST_REDIS_URL);
      watcher.on('pmessage', (_pattern: string, channel: string, message: string) => heard.push({ channel, payload: JSON.parse(message) }));
      await watcher.psubscribe('railhouse*');
      control = new Redis(TEST_REDIS_URL);
    });

    afterAll(async () => {
      for (const s of sockets) s.close();
      for (const c of clients) c.stop();
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await a?.close();
      await b?.close();
      watcher?.disconnect();
      control?.disconnect();
      await databases.dropAll();
    });

    /** A spectator's raw socket on `server`, synced to the match. */
    function spectate(server: RailhouseServer<RailhouseStorage>, matchID: string, name: string): Listener {
      const l = listenOnWire(server.url, referenceGame.id, name, null, sockets);
      l.socket.emit('sync', matchID, null, undefined, 2);
      return l;
    }

    /** Waits until `count` processes listen to the match's channel in Redis. */
    async function subscribed(matchID: string, count: number, prefix = PREFIX) {
      const channel = `${prefix}MATCH-${matchID}`;
      let n = 0;
      for (const end = Date.now() + 15_000; Date.now() < end; await sleep(20)) {
        const [, subs] = (await control.pubsub('NUMSUB', channel)) as [string, number];
        n = Number(subs);
        if (n >= count) return;
      }
      throw new Error(`${n} of ${count} processes subscribed to ${channel}`);
    }

    function stateIDs(l: Listener): number[] {
      return l.events.filter((e) => e.event === 'update').map((e) => e.args[1]._stateID);
    }

    it('seats on two processes play a whole match: every client on each sees every state once, in order', async () => {
      expect((await api(a.url, 'GET', '/health')).json).toEqual({ ok: true, storage: 'postgres', matches: 0 });
      const { matchID, seats } = await createAndJoin(a.url, 2);
      const onA = spectate(a, matchID, 'spectator on A');
      const onB = spectate(b, matchID, 'spectator on B');
      const seat0 = seatClient(a.url, referenceGame, matchID, '0', seats[0].credentials);
      const seat1 = seatClient(b.url, referenceGame, matchID, '1', seats[1].credentials);
      clients.push(seat0, seat1);
      await Promise.all([waitFor(seat0, (s) => s.ctx), waitFor(seat1, (s) => s.ctx)]);
      await until(() => onA.latest !== null && onB.latest !== null, () => 'spectators not synced');
      await subscribed(matchID, 2);

      const finals = await Promise.all([autoPlay(seat0, referenceGame, '0'), autoPlay(seat1, referenceGame, '1')]);
      const last = finals[0]._stateID;
      expect(finals[0].ctx.gameover).toBeDefined();
      expect(finals[1]._stateID).toBe(last);
      const every = Array.from({ length: last }, (_, i) => i + 1);
      await until(() => stateIDs(onB).length >= last && stateIDs(onA).length >= last, () => `A saw ${stateIDs(onA)}, B saw ${stateIDs(onB)}`);
      await sleep(200); // a duplicate would arrive about now
      expect(stateIDs(onB)).toEqual(every);
      expect(stateIDs(onA)).toEqual(every);
      // Moves came through both processes, and each state was published once, by the one that stored it.
      const published = heard.filter((h) => h.channel === `${PREFIX}MATCH-${matchID}` && h.payload.type === 'update');
      expect(published.map((h) => h.payload.args[1]._stateID)).toEqual(every);
      const log = (await b.storage.fetch(matchID, { log: true })).log!;
      const moves = log.filter((e) => e.action.type === 'MAKE_MOVE');
      expect(new Set(moves.map((e) => e.action.payload.playerID))).toEqual(new Set(['0', '1']));
    });

    it("a seat's chat budget is one across processes: with 3 a minute, two messages through one and one through the other pass, the fourth through either is refused", async () => {
      const limits = { ...TEST_LIMITS, CHAT_PER_MINUTE: 3 };
      // Their own channel and counter prefix: the budget counted here is this test's alone.
      const prefix = `${PREFIX}chat-${Date.now()}:`;
      const c = await startOn(new PostgresStorage(url), prefix, limits);
      const d = await startOn(new PostgresStorage(url), prefix, limits);
      try {
        const { matchID, seats } = await createAndJoin(c.url, 2);
        const seat = (server: RailhouseServer<RailhouseStorage>, name: string) => {
          const l = listenOnWire(server.url, referenceGame.id, name, '0', sockets);
          l.socket.emit('sync', matchID, '0', seats[0].credentials, 2);
          return l;
        };
        const onC = seat(c, 'seat 0 on C');
        const onD = seat(d, 'seat 0 on D');
        await until(() => onC.latest !== null && onD.latest !== null, () => 'seat sockets not synced');
        const refusals = (l: Listener) => l.events.filter((e) => e.event === 'refused').map((e) => e.args[0].reason);
        const chats = (l: Listener) => l.events.filter((e) => e.event === 'chat').map((e) => e.args[1].id);
        const say = async (l: Listener, id: string) => {
          l.socket.emit('chat', matchID, { id, sender: '0', payload: id }, seats[0].credentials);
          await until(() => chats(l).includes(id) || refusals(l).length > 0, () => `no answer to ${id}`);
        };
        await say(onC, 'c1');
        await say(onC, 'c2');
        await say(onD, 'd1');
        expect([refusals(onC), refusals(onD)]).toEqual([[], []]);
        await say(onD, 'd2');
        expect(refusals(onD)).toEqual(['too many chat messages: wait a minute']);
        expect(chats(onD)).not.toContain('d2');
      } finally {
        await c.close();
        await d.close();
      }
    });

    it('a state the store refused is published to nobody, on any process', async () => {
      const { matchID, seats } = await createAndJoin(b.url, 2);
      const onB = spectate(b, matchID, 'spectator on B');
      const mover = seatClient(a.url, referenceGame, matchID, '0', seats[0].credentials);
      const other = seatClient(b.url, referenceGame, matchID, '1', seats[1].credentials);
      clients.push(mover, other);
      const start = await waitFor(mover, (s) => s.ctx);
      await waitFor(other, (s) => s.ctx);
      await until(() => onB.latest !== null, () => 'spectator not synced');
      await subscribed(matchID, 2);
      expect(start.ctx.currentPlayer).toBe('0');

      raced.raceNext = true;
      mover.moves.add(2);
      await until(() => !raced.raceNext, () => 'the move never reached the store');
      await sleep(500);
      const stored = (await b.storage.fetch(matchID, { state: true })).state as any;
      expect(stored.G.rival).toBe(true);
      expect(stateIDs(onB)).toEqual([]);
      expect(other.getState()!._stateID).toBe(start._stateID);
      expect(heard.filter((h) => h.channel === `${PREFIX}MATCH-${matchID}` && h.payload.type === 'update')).toEqual([]);
    });

    it('server.ts chooses PostgreSQL from DATABASE_URL and Redis from REDIS_URL: a move through another process reaches its clients', async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_URL: url,
          REDIS_URL: TEST_REDIS_URL,
          DB_PATH: path.join(tempDir('scale-out'), 'unused.sqlite'),
          UI_DIR: path.join(tempDir('scale-out'), 'no-ui'),
          RAILHOUSE_EXTRA_GAMES: 'reference',
          RAILHOUSE_BOT_MODULE: STAND_IN_BOT,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      const childUrl = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const m = /\(listening on 127\.0\.0\.1:(\d+)\)/.exec(output);
          if (m) {
            clearTimeout(timer);
            resolve(`http://127.0.0.1:${m[1]}`);
          }
        });
        child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
        child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
      });
      const health = (await api(childUrl, 'GET', '/health')).json;
      expect(health).toMatchObject({ ok: true, storage: 'postgres' });
      expect(health.matches).toBeGreaterThanOrEqual(2); // the matches the other tests made through a and b

      // The child publishes on the default prefix; a server here on the same prefix is its peer.
      const peer = await startOn(new PostgresStorage(url), 'railhouse:');
      try {
        const { matchID, seats } = await createAndJoin(childUrl, 2);
        const onChild = spectate({ url: childUrl } as RailhouseServer<RailhouseStorage>, matchID, 'spectator on the child');
        const seat0 = seatClient(peer.url, referenceGame, matchID, '0', seats[0].credentials);
        const seat1 = seatClient(childUrl, referenceGame, matchID, '1', seats[1].credentials);
        clients.push(seat0, seat1);
        await Promise.all([waitFor(seat0, (s) => s.ctx), waitFor(seat1, (s) => s.ctx)]);
        await until(() => onChild.latest !== null, () => 'spectator not synced');
        await subscribed(matchID, 2, 'railhouse:');
        seat0.moves.add(3);
        const seen = await waitFor(seat1, (s) => s._stateID === 1);
        expect(seen.G.counter).toBe(3);
        await until(() => stateIDs(onChild).length === 1, () => `the child's spectator saw ${stateIDs(onChild)}`);
      } finally {
        await peer.close();
      }
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    });
  });
});
