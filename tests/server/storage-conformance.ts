// The storage conformance suite: every adapter Railhouse runs on (SQLite now, PostgreSQL later)
// must pass it. It drives the adapter through boardgame.io's StorageAPI and Railhouse's
// BotSeatStore (awaiting every call, so Sync and Async adapters both fit), plus a child process
// for the kill -9 test.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect, afterEach } from 'vitest';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import { Server as FrameworkServer } from 'boardgame.io/server';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { referenceGame } from '../../tools/reference-game';
import { SeatConflictError, type BotSeat, type BotSeatStore } from '../../server/storage/types';

export type Adapter = (StorageAPI.Sync | StorageAPI.Async) & BotSeatStore & { close?(): void | Promise<void> };

export interface ConformanceOptions {
  /** A new, empty place to store (a file path, a database URL: creating one may take a round trip). */
  newLocation(): string | Promise<string>;
  /** How a child process opens the same adapter: a module path and the name of its export `(location) => Adapter`. */
  opener: { module: string; exportName: string };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const WRITER = path.join(here, 'storage-writer.ts');

const game = ProcessGameConfig({ ...referenceGame.game });

export function newMatch(gameName = 'reference', numPlayers = 2): { initialState: State; metadata: Server.MatchData } {
  const made = createMatch({ game: { ...game, name: gameName } as any, numPlayers, setupData: undefined, unlisted: false });
  if ('setupDataError' in made) throw new Error(made.setupDataError);
  return made;
}

export function nextState(prev: State, patch: Partial<State> = {}): { state: State; deltalog: LogEntry[] } {
  const _stateID = prev._stateID + 1;
  const deltalog: LogEntry[] = [
    {
      action: { type: 'MAKE_MOVE', payload: { type: 'add', args: [1], playerID: prev.ctx.currentPlayer } },
      _stateID: prev._stateID,
      turn: prev.ctx.turn,
      phase: prev.ctx.phase,
    } as LogEntry,
  ];
  const state = { ...prev, ...patch, G: { ...prev.G, counter: (prev.G as any).counter + 1 }, _stateID };
  return { state, deltalog };
}

export function runStorageConformance(
  name: string,
  makeAdapter: (location: string) => Adapter | Promise<Adapter>,
  options: ConformanceOptions,
) {
  describe(`storage conformance: ${name}`, () => {
    const open: Adapter[] = [];
    async function adapter(location: string): Promise<Adapter> {
      const a = await makeAdapter(location);
      await a.connect();
      open.push(a);
      return a;
    }
    async function close(a: Adapter) {
      open.splice(open.indexOf(a), 1);
      await a.close?.();
    }
    afterEach(async () => {
      for (const a of open.splice(0)) await a.close?.();
    });

    it('createMatch stores state, initial state, metadata and an empty log', async () => {
      const db = await adapter(await options.newLocation());
      const { initialState, metadata } = newMatch();
      await db.createMatch('m1', { initialState, metadata });
      const got = await db.fetch('m1', { state: true, initialState: true, metadata: true, log: true });
      expect(got.state).toEqual(initialState);
      expect(got.initialState).toEqual(initialState);
      expect(got.metadata).toEqual(metadata);
      expect(got.log).toEqual([]);
      const onlyState = await db.fetch('m1', { state: true });
      expect(Object.keys(onlyState)).toEqual(['state']);
    });

    it('fetch of an unknown match returns nothing', async () => {
      const db = await adapter(await options.newLocation());
      const got = await db.fetch('nope', { state: true, initialState: true, metadata: true, log: true });
      expect(got.state).toBeUndefined();
      expect(got.initialState).toBeUndefined();
      expect(got.metadata).toBeUndefined();
      // boardgame.io's own stores answer an empty log, not undefined.
      expect(got.log).toEqual([]);
    });

    it('setState replaces the state and appends the deltalog in order; the initial state stays', async () => {
      const db = await adapter(await options.newLocation());
      const { initialState, metadata } = newMatch();
      await db.createMatch('m', { initialState, metadata });
      let state = initialState;
      const all: LogEntry[] = [];
      for (let i = 0; i < 5; i++) {
        const step = nextState(state);
        state = step.state;
        all.push(...step.deltalog);
        await db.setState('m', state, step.deltalog);
      }
      const quiet = nextState(state);
      await db.setState('m', quiet.state);
      const got = await db.fetch('m', { state: true, log: true, initialState: true });
      expect(got.state).toEqual(quiet.state);
      expect(got.log).toEqual(all);
      expect(got.initialState).toEqual(initialState);
    });

    it('setState is refused, log included, when its _stateID is not newer than the stored one', async () => {
      const db = await adapter(await options.newLocation());
      const { initialState, metadata } = newMatch();
      await db.createMatch('m', { initialState, metadata });
      const one = nextState(initialState);
      const two = nextState(one.state);
      await db.setState('m', two.state, two.deltalog);
      await db.setState('m', one.state, one.deltalog); // older
      const rival = nextState(one.state, { G: { counter: 99 } as any }); // same _stateID as two
      await db.setState('m', rival.state, rival.deltalog);
      const got = await db.fetch('m', { state: true, log: true });
      expect(got.state).toEqual(two.state);
      expect(got.log).toEqual(two.deltalog);
    });

    it('writes for a match that was never created, or was wiped, revive nothing', async () => {
      const db = await adapter(await options.newLocation());
      const { initialState, metadata } = newMatch();
      const one = nextState(initialState);
      await db.setState('ghost', one.state, one.deltalog);
      expect((await db.fetch('ghost', { state: true })).state).toBeUndefined();
      await db.createMatch('m', { initialState, metadata });
      const read = (await db.fetch('m', { metadata: true })).metadata;
      await db.wipe('m');
      read.players[0].isConnected = true;
      await db.setMetadata('m', read);
      await db.setState('m', one.state, one.deltalog);
      const got = await db.fetch('m', { state: true, metadata: true, log: true });
      expect(got.state).toBeUndefined();
      expect(got.metadata).toBeUndefined();
      expect(got.log ?? []).toEqual([]);
      expect(await db.listMatches()).toEqual([]);
    });

    it('setMetadata round-trips, and wipe removes every trace', async () => {
      const db = await adapter(await options.newLocation());
      const { initialState, metadata } = newMatch();
      await db.createMatch('m', { initialState, metadata });
      const changed: Server.MatchData = {
        ...metadata,
        updatedAt: metadata.updatedAt + 5,
        gameover: { winners: ['1'] },
        nextMatchID: 'n',
        players: { 0: { id: 0, name: 'Ann', credentials: 'c0', data: { x: 1 } }, 1: { id: 1 } },
      };
      await db.setMetadata('m', changed);
      expect((await db.fetch('m', { metadata: true })).metadata).toEqual(changed);
      await db.wipe('m');
      const got = await db.fetch('m', { state: true, metadata: true, log: true });
      expect(got.state).toBeUndefined();
      expect(got.metadata).toBeUndefined();
      expect(got.log ?? []).toEqual([]);
      expect(await db.listMatches()).toEqual([]);
    });

    it('listMatches honours gameName, isGameover, updatedBefore and updatedAfter', async () => {
      const db = await adapter(await options.newLocation());
      const rows: [string, string, number, boolean][] = [
        ['a', 'reference', 1000, false],
        ['b', 'reference', 2000, true],
        ['c', 'other', 3000, false],
        ['d', 'reference', 4000, false],
      ];
      for (const [id, gameName, updatedAt, over] of rows) {
        const { initialState, metadata } = newMatch(gameName);
        await db.createMatch(id, { initialState, metadata: { ...metadata, updatedAt, ...(over ? { gameover: { winners: ['0'] } } : {}) } });
      }
      const list = async (opts?: StorageAPI.ListMatchesOpts) => [...(await db.listMatches(opts))].sort();
      expect(await list()).toEqual(['a', 'b', 'c', 'd']);
      expect(await list({ gameName: 'reference' })).toEqual(['a', 'b', 'd']);
      expect(await list({ gameName: 'other' })).toEqual(['c']);
      expect(await list({ where: { isGameover: true } })).toEqual(['b']);
      expect(await list({ where: { isGameover: false } })).toEqual(['a', 'c', 'd']);
      expect(await list({ where: { updatedBefore: 3000 } })).toEqual(['a', 'b']);
      expect(await list({ where: { updatedAfter: 2000 } })).toEqual(['c', 'd']);
      expect(await list({ gameName: 'reference', where: { isGameover: false, updatedAfter: 1000, updatedBefore: 5000 } })).toEqual(['d']);
      // A finished match later updated by a move keeps its gameover flag in listings.
      const { metadata } = (await db.fetch('a', { metadata: true })) as any;
      await db.setMetadata('a', { ...metadata, gameover: { winners: ['1'] }, updatedAt: 5000 });
      expect(await list({ where: { isGameover: true } })).toEqual(['a', 'b']);
      expect(await list({ where: { updatedAfter: 4500 } })).toEqual(['a']);
    });

    // boardgame.io's own storage tests (src/server/db/inmemory.test.ts and flatfile.test.ts in its
    // repository) expect these of every store; written here in our own words.
    it('as boardgame.io expects of a store: matches listed in creation order, each filter, and wipe', async () => {
      const db = await adapter(await options.newLocation());
      const made = (gameName: string, updatedAt: number, gameover?: unknown) => {
        const { initialState, metadata } = newMatch(gameName);
        return { initialState, metadata: { ...metadata, updatedAt, ...(gameover === undefined ? {} : { gameover }) } as Server.MatchData };
      };
      const feb = new Date(2020, 1).getTime();
      const apr = new Date(2020, 3).getTime();
      const jun = new Date(2020, 5).getTime();
      const may = new Date(2020, 4).getTime();
      const midMarch = new Date(2020, 2, 15).getTime();
      await db.createMatch('matchID', made('tic-tac-toe', feb));
      await db.createMatch('matchID2', made('tic-tac-toe', apr, 'gameover'));
      await db.createMatch('matchID3', made('tic-tac-toe', jun));
      expect(await db.listMatches()).toEqual(['matchID', 'matchID2', 'matchID3']);
      expect(await db.listMatches({ gameName: 'chess' })).toEqual([]);
      expect(await db.listMatches({ where: { isGameover: true } })).toEqual(['matchID2']);
      expect(await db.listMatches({ where: { isGameover: false } })).toEqual(['matchID', 'matchID3']);
      expect(await db.listMatches({ where: { updatedBefore: may } })).toEqual(['matchID', 'matchID2']);
      expect(await db.listMatches({ where: { updatedAfter: may } })).toEqual(['matchID3']);
      expect(await db.listMatches({ gameName: 'chess', where: { isGameover: true } })).toEqual([]);
      expect(await db.listMatches({ where: { isGameover: true, updatedBefore: may } })).toEqual(['matchID2']);
      expect(await db.listMatches({ where: { isGameover: false, updatedBefore: may } })).toEqual(['matchID']);
      expect(await db.listMatches({ where: { isGameover: true, updatedAfter: may } })).toEqual([]);
      expect(await db.listMatches({ where: { isGameover: false, updatedAfter: may } })).toEqual(['matchID3']);
      expect(await db.listMatches({ where: { updatedBefore: may, updatedAfter: midMarch } })).toEqual(['matchID2']);
      await db.wipe('matchID');
      expect(await db.fetch('matchID', { state: true, metadata: true })).toEqual({});
      await db.wipe('matchID'); // a second wipe is no error
    });

    it("listMatches agrees with boardgame.io's InMemory store on every filter, a null gameover and a missing updatedAt included", async () => {
      const db = await adapter(await options.newLocation());
      // boardgame.io does not export InMemory; a Server made without a store holds one.
      const reference = FrameworkServer({ games: [], origins: [] }).db as StorageAPI.Sync;
      const cases: [string, string, number | undefined, unknown][] = [
        ['plain', 'reference', 1000, undefined],
        ['over', 'reference', 2000, { winners: ['0'] }],
        ['nullOver', 'reference', 3000, null],
        ['noUpdatedAt', 'reference', undefined, undefined],
        ['noUpdatedAtOver', 'other', undefined, { draw: true }],
        ['zero', 'other', 0, undefined],
      ];
      for (const [id, gameName, updatedAt, gameover] of cases) {
        const { initialState, metadata } = newMatch(gameName);
        const m: any = { ...metadata };
        delete m.updatedAt;
        if (updatedAt !== undefined) m.updatedAt = updatedAt;
        if (gameover !== undefined) m.gameover = gameover;
        await db.createMatch(id, { initialState, metadata: m });
        reference.createMatch(id, { initialState, metadata: JSON.parse(JSON.stringify(m)) });
      }
      const filters: (StorageAPI.ListMatchesOpts | undefined)[] = [undefined, {}];
      for (const gameName of [undefined, 'reference', 'other'])
        for (const isGameover of [undefined, true, false])
          for (const updatedBefore of [undefined, 1, 1500, 2500, 5000])
            for (const updatedAfter of [undefined, 0, 999, 1000, 2500]) filters.push({ gameName, where: { isGameover, updatedBefore, updatedAfter } });
      for (const f of filters) expect(await db.listMatches(f), JSON.stringify(f)).toEqual(reference.listMatches(f));
    });

    it('setState refuses a state without a whole-number _stateID', async () => {
      const db = await adapter(await options.newLocation());
      const { initialState, metadata } = newMatch();
      await db.createMatch('m', { initialState, metadata });
      const one = nextState(initialState);
      for (const bad of [undefined, null, '1', 1.5, -1, NaN, {}]) {
        await db.setState('m', { ...one.state, _stateID: bad } as any, one.deltalog);
      }
      const { _stateID, ...rest } = one.state as any;
      await db.setState('m', { ...rest } as any, one.deltalog);
      const got = await db.fetch('m', { state: true, log: true });
      expect(got.state).toEqual(initialState);
      expect(got.log).toEqual([]);
    });

    it('two connections racing for one seat: exactly one join wins; joins to other seats both stay', async () => {
      const location = await options.newLocation();
      const a = await adapter(location);
      const b = await adapter(location);
      const { initialState, metadata } = newMatch('reference', 3);
      await a.createMatch('m', { initialState, metadata });

      const readA = (await a.fetch('m', { metadata: true })).metadata;
      const readB = (await b.fetch('m', { metadata: true })).metadata;
      readA.players[1] = { ...readA.players[1], name: 'Ann', credentials: 'ca' };
      readB.players[1] = { ...readB.players[1], name: 'Bob', credentials: 'cb' };
      await a.setMetadata('m', readA);
      let refused = false;
      try {
        await b.setMetadata('m', readB);
      } catch {
        refused = true;
      }
      expect(refused).toBe(true);
      const after = (await b.fetch('m', { metadata: true })).metadata;
      expect(after.players[1]).toMatchObject({ name: 'Ann', credentials: 'ca' });

      // Different seats from stale reads: both joins are kept.
      const readA2 = (await a.fetch('m', { metadata: true })).metadata;
      const readB2 = (await b.fetch('m', { metadata: true })).metadata;
      readA2.players[0] = { ...readA2.players[0], name: 'Cy', credentials: 'c0' };
      readB2.players[2] = { ...readB2.players[2], name: 'Di', credentials: 'c2' };
      await a.setMetadata('m', readA2);
      await b.setMetadata('m', readB2);
      const both = (await a.fetch('m', { metadata: true })).metadata;
      expect(both.players[0]).toMatchObject({ name: 'Cy' });
      expect(both.players[1]).toMatchObject({ name: 'Ann' });
      expect(both.players[2]).toMatchObject({ name: 'Di' });

      // A stale bookkeeping write (a connection flag, updatedAt) never erases a join made meanwhile.
      const stale = (await b.fetch('m', { metadata: true })).metadata;
      const fresh = (await a.fetch('m', { metadata: true })).metadata;
      delete fresh.players[2].name;
      delete fresh.players[2].credentials; // Di leaves
      await a.setMetadata('m', fresh);
      const rejoin = (await a.fetch('m', { metadata: true })).metadata;
      rejoin.players[2] = { ...rejoin.players[2], name: 'Ed', credentials: 'ce' };
      await a.setMetadata('m', rejoin);
      stale.players[0].isConnected = true;
      await b.setMetadata('m', { ...stale, updatedAt: stale.updatedAt + 10 });
      const last = (await a.fetch('m', { metadata: true })).metadata;
      expect(last.players[2]).toMatchObject({ name: 'Ed', credentials: 'ce' });
      expect(last.players[0]).toMatchObject({ name: 'Cy', isConnected: true });
    });

    it('a second connection sees committed writes and refuses its own stale setState', async () => {
      const location = await options.newLocation();
      const a = await adapter(location);
      const b = await adapter(location);
      const { initialState, metadata } = newMatch();
      await a.createMatch('m', { initialState, metadata });
      const one = nextState(initialState);
      await a.setState('m', one.state, one.deltalog);
      const fromB = nextState(initialState, { G: { counter: 42 } as any });
      await b.setState('m', fromB.state, fromB.deltalog);
      const got = await b.fetch('m', { state: true, log: true });
      expect(got.state).toEqual(one.state);
      expect(got.log).toEqual(one.deltalog);
    });

    it('everything survives closing and reopening', async () => {
      const location = await options.newLocation();
      const a = await adapter(location);
      const { initialState, metadata } = newMatch();
      await a.createMatch('m', { initialState, metadata });
      const one = nextState(initialState);
      await a.setState('m', one.state, one.deltalog);
      await close(a);
      const b = await adapter(location);
      const got = await b.fetch('m', { state: true, log: true, metadata: true });
      expect(got.state).toEqual(one.state);
      expect(got.log).toEqual(one.deltalog);
      expect({ ...got.metadata, updatedAt: 0 }).toEqual({ ...metadata, updatedAt: 0 });
    });

    // boardgame.io's master follows every move's setState with a setMetadata changing only
    // updatedAt (and gameover at the end): the store does both in setState's one transaction, and
    // the master's write after it changes nothing.
    it("one write per move: setState moves updatedAt and records the gameover; the master's bookkeeping write after it is folded", async () => {
      const location = await options.newLocation();
      const db = await adapter(location);
      const other = await adapter(location);
      const { initialState, metadata } = newMatch();
      await db.createMatch('m', { initialState, metadata: { ...metadata, updatedAt: 1000 } });

      const before = Date.now();
      const read = await db.fetch('m', { state: true, metadata: true });
      const one = nextState(read.state);
      await db.setState('m', one.state, one.deltalog);
      // Seen by another connection before any setMetadata: the move's one transaction did it.
      const afterState = (await other.fetch('m', { metadata: true })).metadata;
      expect(afterState.updatedAt).toBeGreaterThanOrEqual(before);
      expect(afterState.gameover).toBeUndefined();
      expect(await other.listMatches({ where: { updatedAfter: before - 1 } })).toEqual(['m']);
      // The master's own write, as it makes it: changes nothing more.
      await db.setMetadata('m', { ...read.metadata, updatedAt: afterState.updatedAt + 60_000 });
      expect((await other.fetch('m', { metadata: true })).metadata).toEqual(afterState);

      // A refused state changes no metadata either.
      await db.setState('m', one.state, one.deltalog);
      expect((await other.fetch('m', { metadata: true })).metadata).toEqual(afterState);

      // The last move: its gameover is in the metadata (and the listings) with the state.
      const read2 = await db.fetch('m', { state: true, metadata: true });
      const gameover = { winners: ['0'], scores: { 0: 22, 1: 1 } };
      const last = nextState(read2.state, { ctx: { ...read2.state.ctx, gameover } });
      await db.setState('m', last.state, last.deltalog);
      const ended = (await other.fetch('m', { metadata: true })).metadata;
      expect(ended.gameover).toEqual(gameover);
      expect(await other.listMatches({ where: { isGameover: true } })).toEqual(['m']);
      await db.setMetadata('m', { ...read2.metadata, updatedAt: Date.now() + 60_000, gameover });
      expect((await other.fetch('m', { metadata: true })).metadata).toEqual(ended);

      // A finished match's metadata stays as it is.
      const after = nextState(last.state);
      await db.setState('m', after.state, after.deltalog);
      expect((await other.fetch('m', { metadata: true })).metadata).toEqual(ended);
    });

    it('a metadata write that changes anything but updatedAt is never folded, even after a move', async () => {
      const db = await adapter(await options.newLocation());
      const { initialState, metadata } = newMatch();
      await db.createMatch('m', { initialState, metadata });
      const read = await db.fetch('m', { state: true, metadata: true });
      const one = nextState(read.state);
      await db.setState('m', one.state, one.deltalog);
      // A connection flag, set on the object read before the move (boardgame.io's onConnectionChange).
      read.metadata.players[0].isConnected = true;
      await db.setMetadata('m', { ...read.metadata, updatedAt: Date.now() });
      const got = (await db.fetch('m', { metadata: true })).metadata;
      expect(got.players[0].isConnected).toBe(true);
      // A gameover the store was never given by a state: written.
      await db.setMetadata('m', { ...got, gameover: { draw: true } });
      expect((await db.fetch('m', { metadata: true })).metadata.gameover).toEqual({ draw: true });
    });

    it('an updatedAt-only write with no move since its read is written (only the bookkeeping after a move is folded)', async () => {
      const db = await adapter(await options.newLocation());
      const { initialState, metadata } = newMatch();
      await db.createMatch('m', { initialState, metadata: { ...metadata, updatedAt: 5000 } });
      const read = await db.fetch('m', { metadata: true });
      await db.setMetadata('m', { ...read.metadata, updatedAt: 1000 });
      expect((await db.fetch('m', { metadata: true })).metadata.updatedAt).toBe(1000);
      expect(await db.listMatches({ where: { updatedBefore: 2000 } })).toEqual(['m']);
    });

    function botSeat(matchID: string, playerID = '1'): BotSeat {
      return { matchID, playerID, gameName: 'reference', difficulty: 'easy', credentials: `bot-${matchID}-${playerID}` };
    }

    it('bot seats against the cap: eight claims at once through eight connections, exactly three pass, the refused leave nothing', async () => {
      const location = await options.newLocation();
      const handles: Adapter[] = [];
      for (let i = 0; i < 8; i++) handles.push(await adapter(location));
      const ids = handles.map((_, i) => `capped-${i}`);
      const claims = await Promise.all(
        handles.map((db, i) => {
          const { initialState, metadata } = newMatch();
          return db.createMatchWithBotSeats(ids[i], { initialState, metadata }, [botSeat(ids[i])], 3);
        }),
      );
      const won = ids.filter((_, i) => claims[i].ok);
      expect(won).toHaveLength(3);
      for (const claim of claims.filter((c) => !c.ok)) expect(claim).toEqual({ ok: false, reason: 'full', busy: 3 });
      const db = handles[0];
      expect((await db.listBotSeats()).map((s) => s.matchID).sort()).toEqual([...won].sort());
      expect([...(await db.listMatches())].sort()).toEqual([...won].sort());
      for (const id of ids.filter((id) => !won.includes(id))) {
        expect((await db.fetch(id, { metadata: true, state: true })).metadata).toBeUndefined();
      }
      // The winners' matches are whole, and the store tags their metadata as read: a seat claimed
      // from it is a fresh write, not a stale one.
      const got = await db.fetch(won[0], { state: true, metadata: true });
      expect(got.state?._stateID).toBe(0);
      expect(got.metadata?.players[0]).toEqual({ id: 0 });
    });

    it('the cap counts the bot seats of matches not over; a seat saved again counts once; a resign (no cap) passes it', async () => {
      const db = await adapter(await options.newLocation());
      const made: Record<string, { initialState: State; metadata: Server.MatchData }> = {};
      for (const id of ['m1', 'm2', 'm3']) made[id] = newMatch();
      expect(await db.createMatchWithBotSeats('m1', made.m1, [botSeat('m1')], 2)).toEqual({ ok: true });
      expect(await db.createMatchWithBotSeats('m2', made.m2, [botSeat('m2')], 2)).toEqual({ ok: true });
      expect(await db.createMatchWithBotSeats('m3', made.m3, [botSeat('m3')], 2)).toEqual({ ok: false, reason: 'full', busy: 2 });
      // Two seats at once count as two.
      expect(await db.createMatchWithBotSeats('m3', made.m3, [botSeat('m3', '0'), botSeat('m3')], 3)).toEqual({ ok: false, reason: 'full', busy: 2 });
      await expect(async () => db.createMatchWithBotSeats('m3', made.m3, [botSeat('m4')], 3)).rejects.toThrow(/claimed with match m3/);
      expect(await db.listBotSeats('m3')).toEqual([]);

      // m1 ends: its seat frees its place.
      const end = nextState(made.m1.initialState, { ctx: { ...made.m1.initialState.ctx, gameover: { winner: '0' } } });
      expect(await db.setState('m1', end.state, end.deltalog)).not.toBe(false);
      expect(await db.createMatchWithBotSeats('m3', made.m3, [botSeat('m3')], 2)).toEqual({ ok: true });

      // m2's seat 1 handed to a bot again (new credentials): not counted twice.
      const m2 = (await db.fetch('m2', { metadata: true })).metadata!;
      m2.players[1] = { ...m2.players[1], credentials: 'again' };
      expect(await db.setMetadataWithBotSeat('m2', m2, { ...botSeat('m2'), credentials: 'again' }, 2)).toEqual({ ok: true });
      expect((await db.listBotSeats('m2')).map((s) => s.credentials)).toEqual(['again']);

      // Another seat of m2 would pass the cap: refused, neither metadata nor seat written.
      const refused = (await db.fetch('m2', { metadata: true })).metadata!;
      refused.players[0] = { ...refused.players[0], name: 'Ann', credentials: 'to-bot', data: { bot: 'easy' } };
      expect(await db.setMetadataWithBotSeat('m2', refused, botSeat('m2', '0'), 2)).toEqual({ ok: false, reason: 'full', busy: 2 });
      expect((await db.fetch('m2', { metadata: true })).metadata!.players[0]).toEqual({ id: 0 });
      expect(await db.listBotSeats('m2')).toHaveLength(1);

      // No cap: written, past it; from then on counted.
      expect(await db.setMetadataWithBotSeat('m2', refused, botSeat('m2', '0'), null)).toEqual({ ok: true });
      expect((await db.fetch('m2', { metadata: true })).metadata!.players[0]).toMatchObject({ credentials: 'to-bot', data: { bot: 'easy' } });
      const m5 = newMatch();
      expect(await db.createMatchWithBotSeats('m5', m5, [botSeat('m5')], 3)).toEqual({ ok: false, reason: 'full', busy: 3 });
      expect(await db.createMatchWithBotSeats('m5', m5, [botSeat('m5')], 4)).toEqual({ ok: true });

      // A finished match or one that is gone takes no seat, whatever the cap.
      const m1 = (await db.fetch('m1', { metadata: true })).metadata!;
      expect(await db.setMetadataWithBotSeat('m1', m1, botSeat('m1', '0'), null)).toEqual({ ok: false, reason: 'over' });
      const ghost = (await db.fetch('m5', { metadata: true })).metadata!;
      await db.wipe('m5');
      expect(await db.setMetadataWithBotSeat('m5', ghost, botSeat('m5', '0'), null)).toEqual({ ok: false, reason: 'gone' });
      expect(await db.listBotSeats('m1')).toHaveLength(1);
      expect(await db.listBotSeats('m5')).toEqual([]);
      expect((await db.fetch('m5', { metadata: true })).metadata).toBeUndefined();
    });

    it('a seat handed to a bot from a stale read that someone else changed meanwhile: SeatConflictError, nothing written', async () => {
      const location = await options.newLocation();
      const a = await adapter(location);
      const b = await adapter(location);
      const { initialState, metadata } = newMatch();
      await a.createMatch('m', { initialState, metadata });
      const stale = (await a.fetch('m', { metadata: true })).metadata!;
      const joined = (await b.fetch('m', { metadata: true })).metadata!;
      joined.players[0] = { ...joined.players[0], name: 'Bob', credentials: 'bob' };
      await b.setMetadata('m', joined);
      stale.players[0] = { ...stale.players[0], name: 'Ann', credentials: 'to-bot', data: { bot: 'easy' } };
      await expect(async () => a.setMetadataWithBotSeat('m', stale, botSeat('m', '0'), 5)).rejects.toThrow(SeatConflictError);
      expect((await a.fetch('m', { metadata: true })).metadata!.players[0]).toMatchObject({ name: 'Bob', credentials: 'bob' });
      expect(await a.listBotSeats('m')).toEqual([]);
    });

    it('kill -9 at random moments loses no acknowledged write', async () => {
      for (let round = 0; round < 3; round++) {
        const location = await options.newLocation();
        const acked = await runWriterAndKill(options, location, 30 + Math.floor(Math.random() * 400));
        expect(acked).toBeGreaterThan(0);
        const db = await adapter(location);
        const got = await db.fetch('crash', { state: true, log: true });
        // Every acknowledged move is there; at most one unacknowledged commit beyond it.
        expect(got.state._stateID).toBeGreaterThanOrEqual(acked);
        expect(got.state._stateID).toBeLessThanOrEqual(acked + 1);
        expect(got.log.length).toBe(got.state._stateID);
        expect(got.log.map((e: LogEntry) => e._stateID)).toEqual(got.log.map((_: unknown, i: number) => i));
        expect((got.state.G as any).counter).toBe(got.state._stateID);
        await close(db);
      }
    });
  });
}

/** Starts the writer child, kills it with SIGKILL `delayMs` after its first acknowledgement, returns the last acknowledged _stateID. */
function runWriterAndKill(options: ConformanceOptions, location: string, delayMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', WRITER, options.opener.module, options.opener.exportName, location],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let acked = 0;
    let buffer = '';
    let stderr = '';
    let timer: NodeJS.Timeout | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        const m = /^ack (\d+)$/.exec(line.trim());
        if (!m) continue;
        acked = Number(m[1]);
        if (!timer) timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    // 'close', not 'exit': 'exit' may come before the pipe has handed over every ack the writer
    // printed before it died, and an ack read late made the store look ahead of its acks.
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`writer exited by itself (${code}): ${stderr}`));
    });
  });
}
