// The lobby's per-client limits (issue 19): counted in memory by one process, and in Redis by
// several, so that a client reaching two processes gets no more than the limits. The two stores
// pass the same checks; then two servers on one PostgreSQL and one Redis share the counts.
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryClientCounters, RedisClientCounters, type ClientCounters } from '../../server/client-counters';
import { createRailhouseServer, type RailhouseServer } from '../../server/railhouse';
import { PostgresStorage } from '../../server/storage/postgres';
import type { RailhouseStorage } from '../../server/storage/types';
import { referenceGame } from '../../tools/reference-game';
import { api, sleep, STAND_IN_BOT, TEST_LIMITS } from './helpers';
import { describeWithService, postgresProblem, redisProblem, TEST_REDIS_URL, TestDatabases } from './services';

const redisDown = await redisProblem();
const postgresDown = await postgresProblem();
let run = 0;
const uniquePrefix = () => `railhouse-test-${process.pid}-${Date.now()}-${++run}:`;

function conformance(name: string, make: () => Promise<ClientCounters>) {
  it(`${name}: a fixed window per client and kind; the wait is what is left of the window`, async () => {
    const counters = await make();
    try {
      for (let i = 0; i < 3; i++) expect(await counters.take('create', 'a', 3, 400)).toBe(0);
      const wait = await counters.take('create', 'a', 3, 400);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(400);
      // Another client, or another kind, has windows of its own.
      expect(await counters.take('create', 'b', 3, 400)).toBe(0);
      expect(await counters.take('join', 'a', 3, 400)).toBe(0);
      await sleep(wait + 50);
      expect(await counters.take('create', 'a', 3, 400)).toBe(0);
    } finally {
      await counters.close();
    }
  });

  it(`${name}: a client's open matches are listed, added and dropped`, async () => {
    const counters = await make();
    try {
      expect(await counters.openMatches('a')).toEqual([]);
      await counters.addOpenMatch('a', 'm1');
      await counters.addOpenMatch('a', 'm2');
      await counters.addOpenMatch('a', 'm2');
      await counters.addOpenMatch('b', 'm3');
      expect((await counters.openMatches('a')).sort()).toEqual(['m1', 'm2']);
      await counters.dropOpenMatches('a', ['m1']);
      expect(await counters.openMatches('a')).toEqual(['m2']);
      expect(await counters.openMatches('b')).toEqual(['m3']);
    } finally {
      await counters.close();
    }
  });
}

function slotConformance(name: string, make: (prefix: string) => Promise<ClientCounters>, shared: boolean) {
  it(`${name}: a client holds at most max slots${shared ? ' over two processes' : ''}; a released slot is free again`, async () => {
    const prefix = uniquePrefix();
    const one = await make(prefix);
    // A second process on the same Redis; in memory, the same counters.
    const two = shared ? await make(prefix) : one;
    try {
      expect(await one.holdSlot('sockets', 'a', 'p1/s1', 3)).toBe(true);
      expect(await two.holdSlot('sockets', 'a', 'p2/s1', 3)).toBe(true);
      expect(await one.holdSlot('sockets', 'a', 'p1/s2', 3)).toBe(true);
      expect(await two.holdSlot('sockets', 'a', 'p2/s2', 3)).toBe(false);
      expect(await one.holdSlot('sockets', 'a', 'p1/s3', 3)).toBe(false);
      // Another client has slots of its own.
      expect(await two.holdSlot('sockets', 'b', 'p2/s3', 3)).toBe(true);
      await one.releaseSlot('sockets', 'a', 'p1/s1');
      expect(await two.holdSlot('sockets', 'a', 'p2/s2', 3)).toBe(true);
      expect(await one.holdSlot('sockets', 'a', 'p1/s4', 3)).toBe(false);
    } finally {
      await one.close();
      if (two !== one) await two.close();
    }
  });
}

describe('client counters in memory', () => {
  slotConformance('memory', async () => new MemoryClientCounters(), false);
  conformance('memory', async () => new MemoryClientCounters());
});

describeWithService('Redis', 'REQUIRE_REDIS', redisDown, 'client counters in Redis', () => {
  conformance('redis', async () => {
    const counters = new RedisClientCounters(TEST_REDIS_URL, uniquePrefix(), () => {});
    await counters.connect();
    return counters;
  });
  slotConformance(
    'redis',
    async (prefix) => {
      const counters = new RedisClientCounters(TEST_REDIS_URL, prefix, () => {});
      await counters.connect();
      return counters;
    },
    true,
  );
});

describeWithService('PostgreSQL', 'REQUIRE_POSTGRES', postgresDown, 'limits across two server processes', () => {
  const databases = new TestDatabases();
  const servers: RailhouseServer<RailhouseStorage>[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
    await databases.dropAll();
  });

  it.skipIf(redisDown !== null && !process.env.REQUIRE_REDIS)('two processes on one Redis count one client’s new matches and open matches together', async () => {
    const url = await databases.create();
    const prefix = uniquePrefix();
    const start = () =>
      createRailhouseServer<RailhouseStorage>({
        games: [referenceGame],
        storage: new PostgresStorage(url),
        storageKind: 'postgres',
        redisUrl: TEST_REDIS_URL,
        redisChannelPrefix: prefix,
        port: 0,
        host: '127.0.0.1',
        botModule: STAND_IN_BOT,
        log: () => {},
        limits: { ...TEST_LIMITS, RATE_CREATE_PER_WINDOW: 4, OPEN_MATCHES_PER_CLIENT: 2 },
      });
    const a = await start();
    const b = await start();
    servers.push(a, b);
    const create = (s: RailhouseServer<RailhouseStorage>) => api(s.url, 'POST', '/games/reference/create', { numPlayers: 2 });

    // Two matches waiting for players, opened through A: B refuses a third.
    expect((await create(a)).status).toBe(200);
    expect((await create(a)).status).toBe(200);
    const third = await create(b);
    expect(third.status).toBe(429);
    expect(JSON.stringify(third.json ?? third.text)).toContain('You have 2 matches waiting for players');

    // Once one of them fills up, B opens another: the window's fourth request (a refused one counts).
    const [waiting] = (await api(a.url, 'GET', '/games/reference')).json.matches as { matchID: string }[];
    for (const playerID of ['0', '1']) expect((await api(b.url, 'POST', `/games/reference/${waiting.matchID}/join`, { playerID, playerName: `P${playerID}` })).status).toBe(200);
    expect((await create(b)).status).toBe(200);
    // The window's fifth, wherever it is asked, is refused with the time to wait.
    const fifth = await create(a);
    expect(fifth.status).toBe(429);
    expect(JSON.stringify(fifth.json ?? fifth.text)).toMatch(/Too many new matches from your address; try again in \d+ s/);
  });
});
