// A seat that changes hands through one process is cut off from its old holder's sockets on
// another (issue 46 §2): two servers on one PostgreSQL database and one Redis. The leaver's socket
// is on A, the leave and the newcomer's join go to B; the moves go on through both.
import { Redis } from 'ioredis';
import seedrandom from 'seedrandom';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { division } from '../../games/division';
import { createRailhouseServer, type RailhouseServer } from '../../server/railhouse';
import { PostgresStorage } from '../../server/storage/postgres';
import type { RailhouseStorage } from '../../server/storage/types';
import { api, createAndJoin, sleep, STAND_IN_BOT, TEST_LIMITS } from './helpers';
import { handViews, playMoves, revokedAt, SEATS, synced, syncedListener } from './seat-watch';
import { describeWithService, postgresProblem, redisProblem, TEST_REDIS_URL, TestDatabases } from './services';
import { until, type Listener } from './wire';

const problem = await postgresProblem();
const redisMissing = await redisProblem();
const databases = new TestDatabases();
// A channel prefix of this run's own: other runs on the same Redis never see our messages.
const PREFIX = `railhouse-test-seats-${process.pid}-${Date.now()}:`;

function startOn(url: string): Promise<RailhouseServer<RailhouseStorage>> {
  return createRailhouseServer<RailhouseStorage>({
    games: [division],
    storage: new PostgresStorage(url),
    storageKind: 'postgres',
    redisUrl: TEST_REDIS_URL,
    redisChannelPrefix: PREFIX,
    port: 0,
    host: '127.0.0.1',
    botModule: STAND_IN_BOT,
    log: () => {},
    limits: TEST_LIMITS,
  });
}

describeWithService('PostgreSQL', 'REQUIRE_POSTGRES', problem, 'seat revocation across processes on PostgreSQL', () => {
  describeWithService('Redis', 'REQUIRE_REDIS', redisMissing, 'seat revocation across processes through Redis', () => {
    let a: RailhouseServer<RailhouseStorage>;
    let b: RailhouseServer<RailhouseStorage>;
    let control: Redis;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      const url = await databases.create();
      a = await startOn(url);
      b = await startOn(url);
      control = new Redis(TEST_REDIS_URL);
    });

    afterAll(async () => {
      for (const s of sockets) s.close();
      await a?.close();
      await b?.close();
      control?.disconnect();
      await databases.dropAll();
    });

    /** Waits until `count` processes listen to the match's channel in Redis. */
    async function subscribed(matchID: string, count: number) {
      const channel = `${PREFIX}MATCH-${matchID}`;
      for (const end = Date.now() + 15_000; Date.now() < end; await sleep(20)) {
        const [, subs] = (await control.pubsub('NUMSUB', channel)) as [string, number];
        if (Number(subs) >= count) return;
      }
      throw new Error(`fewer than ${count} processes subscribed to ${channel}`);
    }

    it('the leaver\'s socket on A is revoked when it leaves through B, and reads nothing of the newcomer\'s hand as the match goes on through both', async () => {
      const { matchID, seats } = await createAndJoin(b.url, SEATS.length, division.id);
      const credentials: Record<string, string> = Object.fromEntries(seats.map((s) => [s.playerID, s.credentials]));
      const old = syncedListener(a.url, sockets, matchID, 'seat 0 on A', '0', credentials['0']);
      const seat1 = syncedListener(a.url, sockets, matchID, 'seat 1 on A', '1', credentials['1']);
      const seat2 = syncedListener(b.url, sockets, matchID, 'seat 2 on B', '2', credentials['2']);
      const spectatorOnA = syncedListener(a.url, sockets, matchID, 'spectator on A', null);
      await synced(old, seat1, seat2, spectatorOnA);
      await subscribed(matchID, 2);
      const stored = async () => (await b.storage.fetch(matchID, { state: true })).state;
      // A move through each process first: the old socket reads the seat, as it would go on doing.
      const bySeat: Record<string, Listener> = { '0': old, '1': seat1, '2': seat2 };
      const before = await playMoves({
        matchID, stored, rng: seedrandom('before'), max: 2, watchers: [old, seat1, seat2, spectatorOnA],
        player: (seat) => ({ listener: bySeat[seat], credentials: credentials[seat] }),
      });
      expect(before).toBe(2);
      expect(handViews(old, '0')).toBeGreaterThan(0);
      expect(revokedAt(old)).toBe(-1);

      const stateAtChange = (await stored())._stateID;
      expect((await api(b.url, 'POST', `/games/division/${matchID}/leave`, { playerID: '0', credentials: credentials['0'] })).status).toBe(200);
      // The lobby answers once the notice is with Redis; A reads it and revokes the socket.
      await until(() => revokedAt(old) >= 0 && !old.socket.connected, () => 'the socket on A was not revoked', 5_000);
      expect(old.events[revokedAt(old)].args).toEqual([matchID, '0']);
      expect((await api(a.url, 'GET', `/games/division/${matchID}`)).json.players[0]).toEqual({ id: 0, isConnected: false });

      const joined = await api(b.url, 'POST', `/games/division/${matchID}/join`, { playerID: '0', playerName: 'Newcomer' });
      expect(joined.status).toBe(200);
      const newcomer = syncedListener(b.url, sockets, matchID, 'newcomer on B', '0', joined.json.playerCredentials);
      await synced(newcomer);
      const players: Record<string, { listener: Listener; credentials: string }> = {
        '0': { listener: newcomer, credentials: joined.json.playerCredentials },
        '1': { listener: seat1, credentials: credentials['1'] },
        '2': { listener: seat2, credentials: credentials['2'] },
      };
      const after = await playMoves({
        matchID, stored, rng: seedrandom('after'), max: 10, watchers: [newcomer, seat1, seat2, spectatorOnA],
        player: (seat) => players[seat],
      });
      expect(after).toBe(10);
      expect(handViews(newcomer, '0')).toBeGreaterThan(0); // the seat itself works for its new holder
      const at = revokedAt(old);
      expect(old.events.slice(at + 1)).toEqual([]);
      const latestSeen = Math.max(...old.events.filter((e) => e.event === 'update' || e.event === 'sync').map((e) => e.at));
      expect(latestSeen).toBe(stateAtChange);
      for (const l of [seat1, seat2, spectatorOnA, newcomer]) expect(revokedAt(l), l.name).toBe(-1);
      expect(handViews(spectatorOnA, '0')).toBe(0);

      // Its reconnect to A with the old credentials gets no sync.
      const again = syncedListener(a.url, sockets, matchID, 'leaver again on A', '0', credentials['0']);
      await until(() => again.events.some((e) => e.event === 'refused'), () => 'the stale re-sync was not refused');
      await sleep(100);
      expect(again.events.map((e) => e.event)).toEqual(['refused']);
    }, 60_000);
  });
});
