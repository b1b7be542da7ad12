// The PostgreSQL store: the storage conformance suite (kill -9 included) on a fresh database per
// location, its migrations, and what several connections racing on one match must not break.
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import pg from 'pg';
import { openPostgresStorage, POSTGRES_SCHEMA_VERSION, PostgresStorage } from '../../server/storage/postgres';
import { SeatConflictError } from '../../server/storage/types';
import { newMatch, nextState, runStorageConformance } from './storage-conformance';
import { describeWithService, postgresProblem, TestDatabases } from './services';

const problem = await postgresProblem();
const databases = new TestDatabases();
afterAll(() => databases.dropAll());

describeWithService('PostgreSQL', 'REQUIRE_POSTGRES', problem, 'the PostgreSQL store', () => {
  runStorageConformance('PostgreSQL', (url) => openPostgresStorage(url), {
    newLocation: () => databases.create(),
    opener: {
      module: fileURLToPath(new URL('../../server/storage/postgres.ts', import.meta.url)),
      exportName: 'openPostgresStorage',
    },
  });

  it('connect creates the schema once; processes starting together do not race; a newer schema is refused', async () => {
    const url = await databases.create();
    const stores = Array.from({ length: 4 }, () => new PostgresStorage(url, 2));
    try {
      await Promise.all(stores.map((s) => s.connect()));
      const { rows } = await stores[0].pool.query('SELECT version FROM railhouse_schema');
      expect(rows).toEqual([{ version: POSTGRES_SCHEMA_VERSION }]);
      await stores[0].pool.query('UPDATE railhouse_schema SET version = version + 1');
      const later = new PostgresStorage(url, 1);
      await expect(later.connect()).rejects.toThrow(/newer than this server's/);
      await later.close();
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  it('a database at schema version 1 gains the bot lease columns at connect, its seats kept', async () => {
    const url = await databases.create();
    const first = new PostgresStorage(url, 1);
    await first.connect();
    const seat = { matchID: 'm', playerID: '1', gameName: 'reference', difficulty: 'easy' as const, credentials: 'x' };
    await first.saveBotSeat(seat);
    // Back to what version 1 wrote.
    await first.pool.query('ALTER TABLE bot_seats DROP COLUMN lease_holder, DROP COLUMN lease_until');
    await first.pool.query('UPDATE railhouse_schema SET version = 1');
    await first.close();
    const later = new PostgresStorage(url, 1);
    try {
      await later.connect();
      expect((await later.pool.query('SELECT version FROM railhouse_schema')).rows).toEqual([{ version: 2 }]);
      expect(await later.listBotSeats()).toEqual([seat]);
      expect(await later.claimBotSeat('m', '1', 'A', 60_000)).toBe(true);
    } finally {
      await later.close();
    }
  });

  it('setState answers whether it stored the state (the CommitLedger reads it)', async () => {
    const db = openPostgresStorage(await databases.create());
    try {
      await db.connect();
      const { initialState, metadata } = newMatch();
      await db.createMatch('m', { initialState, metadata });
      const one = nextState(initialState);
      expect(await db.setState('m', one.state, one.deltalog)).toBe(true);
      expect(await db.setState('m', one.state, one.deltalog)).toBe(false);
      expect(await db.setState('ghost', one.state, one.deltalog)).toBe(false);
      expect(await db.setState('m', { ...nextState(one.state).state, _stateID: 2.5 }, [])).toBe(false);
    } finally {
      await db.close();
    }
  });

  it('eight connections racing the same moves: each _stateID stored once, the log gapless and in order', async () => {
    const url = await databases.create();
    const stores = Array.from({ length: 8 }, () => new PostgresStorage(url, 2));
    try {
      await Promise.all(stores.map((s) => s.connect()));
      const { initialState, metadata } = newMatch();
      await stores[0].createMatch('m', { initialState, metadata });
      let state = initialState;
      for (let move = 0; move < 10; move++) {
        // Every process computed its own version of the next state; exactly one may land.
        const rivals = stores.map((_, i) => nextState(state, { G: { counter: (state.G as any).counter, by: i } as any }));
        const answers = await Promise.all(stores.map((s, i) => s.setState('m', rivals[i].state, rivals[i].deltalog)));
        expect(answers.filter(Boolean)).toHaveLength(1);
        state = rivals[answers.indexOf(true)].state;
      }
      const got = await stores[3].fetch('m', { state: true, log: true });
      expect(got.state).toEqual(state);
      expect(got.log.map((e: any) => e._stateID)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  it('six connections racing joins for one seat: one wins, the others get SeatConflictError', async () => {
    const url = await databases.create();
    const stores = Array.from({ length: 6 }, () => new PostgresStorage(url, 2));
    try {
      await Promise.all(stores.map((s) => s.connect()));
      const { initialState, metadata } = newMatch('reference', 2);
      await stores[0].createMatch('m', { initialState, metadata });
      const reads = await Promise.all(stores.map((s) => s.fetch('m', { metadata: true })));
      const outcomes = await Promise.allSettled(
        stores.map((s, i) => {
          const mine = reads[i].metadata;
          mine.players[0] = { ...mine.players[0], name: `p${i}`, credentials: `c${i}` };
          return s.setMetadata('m', mine);
        }),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(SeatConflictError);
      const winner = outcomes.findIndex((o) => o.status === 'fulfilled');
      expect((await stores[5].fetch('m', { metadata: true })).metadata.players[0]).toMatchObject({ name: `p${winner}` });
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  it('keeps JSON exactly: "\\u0000" in a string, key order, large and fractional numbers', async () => {
    const url = await databases.create();
    const db = openPostgresStorage(url);
    try {
      await db.connect();
      const { initialState, metadata } = newMatch();
      const odd = { ...initialState, G: { z: 1, a: 'nul\u0000here', big: 2 ** 52 + 1, frac: 0.1 + 0.2 } };
      await db.createMatch('m', { initialState: odd, metadata });
      const got = await db.fetch('m', { state: true });
      expect(JSON.stringify(got.state)).toBe(JSON.stringify(odd));
    } finally {
      await db.close();
    }
  });

  it('bot seats: saved, replaced, listed per match and in all, removed, and wiped with their match', async () => {
    const db = openPostgresStorage(await databases.create());
    try {
      await db.connect();
      const { initialState, metadata } = newMatch();
      await db.createMatch('m', { initialState, metadata });
      const seat = { matchID: 'm', playerID: '1', gameName: 'reference', difficulty: 'easy' as const, credentials: 'x' };
      await db.saveBotSeat(seat);
      await db.saveBotSeat({ ...seat, difficulty: 'hard', credentials: 'y' });
      await db.saveBotSeat({ ...seat, matchID: 'other', playerID: '0' });
      expect(await db.listBotSeats('m')).toEqual([{ ...seat, difficulty: 'hard', credentials: 'y' }]);
      expect((await db.listBotSeats()).map((s) => s.matchID)).toEqual(['m', 'other']);
      await db.removeBotSeat('other', '0');
      expect(await db.countMatches()).toBe(1);
      await db.wipe('m');
      expect(await db.listBotSeats()).toEqual([]);
      expect(await db.countMatches()).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('bot leases: one holder at a time, renewed by their holder only, taken over once expired, freed by a new save or a release; the takeover scan lists only the seats nobody holds', async () => {
    const db = openPostgresStorage(await databases.create());
    try {
      await db.connect();
      const seat = { matchID: 'm', playerID: '1', gameName: 'reference', difficulty: 'easy' as const, credentials: 'x' };
      expect(await db.claimBotSeat('m', '1', 'A', 60_000)).toBe(false); // no such seat
      await db.saveBotSeat(seat);
      await db.saveBotSeat({ ...seat, playerID: '2' });
      const claimable = async () => (await db.listClaimableBotSeats()).map((s) => s.playerID);
      expect(await claimable()).toEqual(['1', '2']);
      expect(await db.claimBotSeat('m', '1', 'A', 60_000)).toBe(true);
      // The takeover scan sees only what nobody holds.
      expect(await claimable()).toEqual(['2']);
      expect(await db.claimBotSeat('m', '1', 'A', 60_000)).toBe(true); // its own again: renewed
      expect(await db.claimBotSeat('m', '1', 'B', 60_000)).toBe(false);
      expect(await db.renewBotLeases('A', 60_000)).toEqual([{ matchID: 'm', playerID: '1' }]);
      expect(await db.renewBotLeases('B', 60_000)).toEqual([]);
      // Saved again (new credentials): free for whoever saved it, and A's renewal no longer has it.
      await db.saveBotSeat({ ...seat, credentials: 'y' });
      expect(await db.claimBotSeat('m', '1', 'B', 60_000)).toBe(true);
      expect(await db.renewBotLeases('A', 60_000)).toEqual([]);
      // An expired lease (its holder died) is anyone's.
      expect(await db.claimBotSeat('m', '2', 'C', 1)).toBe(true);
      await new Promise((r) => setTimeout(r, 20));
      expect(await claimable()).toEqual(['2']);
      expect(await db.claimBotSeat('m', '2', 'A', 60_000)).toBe(true);
      expect(await claimable()).toEqual([]);
      await db.releaseBotLeases('A');
      expect(await db.claimBotSeat('m', '2', 'B', 60_000)).toBe(true);
      expect((await db.renewBotLeases('B', 60_000)).map((s) => s.playerID).sort()).toEqual(['1', '2']);
    } finally {
      await db.close();
    }
  });

  it('the log is one row per entry', async () => {
    const url = await databases.create();
    const db = openPostgresStorage(url);
    try {
      await db.connect();
      const { initialState, metadata } = newMatch();
      await db.createMatch('m', { initialState, metadata });
      const one = nextState(initialState);
      const two = nextState(one.state);
      await db.setState('m', one.state, one.deltalog);
      await db.setState('m', two.state, [...two.deltalog, ...two.deltalog]);
      const direct = new pg.Client({ connectionString: url });
      await direct.connect();
      const { rows } = await direct.query(`SELECT seq FROM match_log WHERE match_id = 'm' ORDER BY seq`);
      await direct.end();
      expect(rows.map((r) => r.seq)).toEqual([0, 1, 2]);
    } finally {
      await db.close();
    }
  });
});
