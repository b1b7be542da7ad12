// The server-wide bot seat cap (BOT_SEATS_MAX) under simultaneous requests (issue 46 §3): the
// count and the claim are one transaction of the store, so creates that arrive together cannot
// all pass a count none of them has added to yet, on one process or on several sharing a
// database. A refused create leaves no match and no seat behind; a resign is never refused.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRailhouseServer, type RailhouseServer } from '../../server/railhouse';
import { PostgresStorage } from '../../server/storage/postgres';
import type { RailhouseStorage } from '../../server/storage/types';
import { referenceGame } from '../../tools/reference-game';
import { LaggySQLite } from './async-sqlite';
import { api, createAndJoin, STAND_IN_BOT, tempDir, TEST_LIMITS } from './helpers';
import { describeWithService, postgresProblem, TestDatabases } from './services';

const CAP = 3;
const dir = tempDir('botcap');
const problem = await postgresProblem();
const databases = new TestDatabases();
const servers: RailhouseServer<RailhouseStorage>[] = [];
afterAll(async () => {
  for (const s of servers.splice(0)) await s.close();
  await databases.dropAll();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function serve(storage: RailhouseStorage | undefined, kind: string): Promise<RailhouseServer<RailhouseStorage>> {
  const server = await createRailhouseServer<RailhouseStorage>({
    games: [referenceGame],
    ...(storage ? { storage, storageKind: kind } : { dbPath: path.join(dir, `${kind}-${servers.length}.sqlite`) }),
    port: 0,
    host: '127.0.0.1',
    botModule: STAND_IN_BOT,
    log: () => {},
    limits: { ...TEST_LIMITS, BOT_SEATS_MAX: CAP },
  });
  servers.push(server);
  return server;
}

/** Eight creates with a bot seat, sent together, spread over `targets`. */
async function eightCreatesAtOnce(targets: RailhouseServer<RailhouseStorage>[]) {
  return Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      api(targets[i % targets.length].url, 'POST', '/railhouse/games/reference/create', { numPlayers: 2, bots: { 1: 'easy' } }),
    ),
  );
}

/** Exactly CAP creates won; the others got 503 with Retry-After; the store holds their matches and seats only. */
async function expectCapHeld(replies: Awaited<ReturnType<typeof eightCreatesAtOnce>>, storage: RailhouseStorage) {
  const won = replies.filter((r) => r.status === 200);
  const refused = replies.filter((r) => r.status !== 200);
  expect(won).toHaveLength(CAP);
  for (const r of refused) {
    expect(r.status).toBe(503);
    expect(r.headers.get('retry-after')).toBe('60');
    expect(r.json.error).toBe(`This server's ${CAP} bot seats are all in use (${CAP} playing); try again in a few minutes, or with fewer bots.`);
  }
  const wonIDs = won.map((r) => r.json.matchID as string).sort();
  expect((await storage.listBotSeats()).map((s) => `${s.matchID}:${s.playerID}`).sort()).toEqual(wonIDs.map((id) => `${id}:1`));
  expect([...(await storage.listMatches())].sort()).toEqual(wonIDs);
}

const stores: [string, () => RailhouseStorage | undefined][] = [
  ['SQLite', () => undefined],
  // Every call answers after a random delay: one process, but the requests' awaits interleave.
  ['SQLite behind the Async interface, with lag', () => new LaggySQLite(path.join(dir, `laggy-${servers.length}.sqlite`), 8)],
];

for (const [name, open] of stores) {
  describe(`the bot seat cap on one server, ${name}`, () => {
    it(`eight simultaneous creates with a bot seat, cap ${CAP}: ${CAP} created, five 503, no stray match or seat`, async () => {
      const server = await serve(open(), name);
      await expectCapHeld(await eightCreatesAtOnce([server]), server.storage);
    });

    it('handing a seat to a bot is refused when full (the seat and its credentials unchanged); resigning is not', async () => {
      const server = await serve(open(), name);
      const { matchID, seats } = await createAndJoin(server.url);
      for (let i = 0; i < CAP; i++) {
        expect((await api(server.url, 'POST', '/railhouse/games/reference/create', { numPlayers: 2, bots: { 1: 'easy' } })).status).toBe(200);
      }
      const handed = await api(server.url, 'POST', `/railhouse/games/reference/${matchID}/bot`, { ...seats[1], difficulty: 'easy' });
      expect(handed.status).toBe(503);
      expect(handed.headers.get('retry-after')).toBe('60');
      // Still the player's seat: the old credentials work, no bot data, no stored bot seat.
      expect((await api(server.url, 'POST', `/games/reference/${matchID}/update`, { ...seats[1], newName: 'Still me' })).status).toBe(200);
      const before = await api(server.url, 'GET', `/games/reference/${matchID}`);
      expect(before.json.players[1]).toEqual({ id: 1, name: 'Still me' });
      expect(await server.storage.listBotSeats(matchID)).toEqual([]);

      const resigned = await api(server.url, 'POST', `/railhouse/games/reference/${matchID}/resign`, seats[1]);
      expect(resigned.status).toBe(200);
      expect(await server.storage.listBotSeats(matchID)).toHaveLength(1);
      expect(await server.storage.listBotSeats()).toHaveLength(CAP + 1);
    });
  });
}

describeWithService('PostgreSQL', 'REQUIRE_POSTGRES', problem, 'the bot seat cap on PostgreSQL', () => {
  it(`one server: eight simultaneous creates with a bot seat, cap ${CAP}: ${CAP} created, five 503, no stray match or seat`, async () => {
    const url = await databases.create();
    const server = await serve(new PostgresStorage(url), 'postgres');
    await expectCapHeld(await eightCreatesAtOnce([server]), server.storage);
  });

  // Two servers with their own connection pools on one database, as two processes of a cluster.
  it(`two servers on one database: eight simultaneous creates split between them, ${CAP} created in all`, async () => {
    const url = await databases.create();
    const a = await serve(new PostgresStorage(url), 'postgres');
    const b = await serve(new PostgresStorage(url), 'postgres');
    await expectCapHeld(await eightCreatesAtOnce([a, b]), a.storage);
    // Once the bots run, each seat is run by one of the two, and nothing is claimed past the cap.
    const running = async () => [...a.bots.active(), ...b.bots.active()];
    const deadline = Date.now() + 15_000;
    while ((await running()).length < CAP && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect((await running()).length).toBe(CAP);
    expect((await api(b.url, 'POST', '/railhouse/games/reference/create', { numPlayers: 2, bots: { 1: 'easy' } })).status).toBe(503);
  });
});
