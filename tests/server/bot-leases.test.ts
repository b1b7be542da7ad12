// Bot seats on several server processes sharing one PostgreSQL database: the process holding a
// seat's lease runs its bot and no other does; when that process stops, another takes the seat.
import { afterAll, expect, it } from 'vitest';
import { createRailhouseServer, type RailhouseServer } from '../../server/railhouse';
import { PostgresStorage } from '../../server/storage/postgres';
import type { RailhouseStorage } from '../../server/storage/types';
import { referenceGame } from '../../tools/reference-game';
import { api, sleep, STAND_IN_BOT, TEST_LIMITS } from './helpers';
import { describeWithService, postgresProblem, TestDatabases } from './services';
import { until } from './wire';

const problem = await postgresProblem();
const databases = new TestDatabases();
const LEASE_MS = 600; // renewed every 200 ms

function startOn(url: string, botSeatsMax?: number): Promise<RailhouseServer<RailhouseStorage>> {
  return createRailhouseServer<RailhouseStorage>({
    games: [referenceGame],
    storage: new PostgresStorage(url),
    storageKind: 'postgres',
    botLeaseMs: LEASE_MS,
    port: 0,
    host: '127.0.0.1',
    botModule: STAND_IN_BOT,
    log: () => {},
    limits: botSeatsMax === undefined ? TEST_LIMITS : { ...TEST_LIMITS, BOT_SEATS_MAX: botSeatsMax },
  });
}

describeWithService('PostgreSQL', 'REQUIRE_POSTGRES', problem, 'bot seats on several server processes', () => {
  const servers: RailhouseServer<RailhouseStorage>[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
    await databases.dropAll();
  });

  it('one process runs each bot seat; when it stops, another takes the seat over', async () => {
    const url = await databases.create();
    const a = await startOn(url);
    const b = await startOn(url);
    servers.push(a, b);
    // Seat 0 is a person who never moves (and moves first), so the bot of seat 1 keeps waiting.
    const created = await api(a.url, 'POST', '/railhouse/games/reference/create', { numPlayers: 2, bots: { 1: 'easy' } });
    expect(created.status).toBe(200);
    const seat = `${created.json.matchID}:1`;
    await until(() => a.bots.active().includes(seat), () => `A runs ${a.bots.active()}`);
    await sleep(LEASE_MS * 2); // several rounds of renewals and takeover scans
    expect(a.bots.active()).toEqual([seat]);
    expect(b.bots.active()).toEqual([]);

    // A third process starting now finds the seat taken.
    const c = await startOn(url);
    servers.push(c);
    await sleep(LEASE_MS);
    expect(c.bots.active()).toEqual([]);

    await a.close(); // releases its leases
    await until(() => b.bots.active().length + c.bots.active().length === 1, () => 'nobody took the seat over', 10_000);
    await sleep(LEASE_MS * 2);
    expect([...b.bots.active(), ...c.bots.active()]).toEqual([seat]);
  });

  it('a bot whose lease another process took is stopped at the next renewal', async () => {
    const url = await databases.create();
    const a = await startOn(url);
    servers.push(a);
    const created = await api(a.url, 'POST', '/railhouse/games/reference/create', { numPlayers: 2, bots: { 1: 'easy' } });
    const seat = `${created.json.matchID}:1`;
    await until(() => a.bots.active().includes(seat), () => `A runs ${a.bots.active()}`);
    // As if A had stalled past its lease and another process had taken the seat meanwhile.
    const live = new Date(Date.now() + 60_000).toISOString();
    await (a.storage as PostgresStorage).pool.query(`UPDATE bot_seats SET lease_holder = 'elsewhere', lease_until = $1`, [live]);
    await until(() => a.bots.active().length === 0, () => `A still runs ${a.bots.active()}`, 5_000);
    await sleep(LEASE_MS);
    expect(a.bots.active()).toEqual([]);
  });

  it('the bot seat cap counts the bots of every process on the database', async () => {
    const url = await databases.create();
    const a = await startOn(url, 1);
    const b = await startOn(url, 1);
    servers.push(a, b);
    const first = await api(a.url, 'POST', '/railhouse/games/reference/create', { numPlayers: 2, bots: { 1: 'easy' } });
    expect(first.status).toBe(200);
    await until(() => a.bots.active().length === 1, () => `A runs ${a.bots.active()}`);
    const refused = await api(b.url, 'POST', '/railhouse/games/reference/create', { numPlayers: 2, bots: { 1: 'easy' } });
    expect(refused.status).toBe(503);
    expect(refused.json.error).toMatch(/1 bot seats are all in use \(1 playing\)/);
    expect(b.bots.active()).toEqual([]);
  });
});
