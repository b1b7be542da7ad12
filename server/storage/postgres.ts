// boardgame.io storage over PostgreSQL (driver `pg`), for several server processes on one
// database. The same rules as storage/sqlite.ts, enforced by the database instead of by one
// process holding the file:
// - one transaction per write; a write locks its match row (SELECT … FOR UPDATE), so writes to
//   one match from any number of processes are serialised;
// - setState is refused (answering false, so the CommitLedger never broadcasts it) unless its
//   _stateID is a whole number newer than the stored one;
// - the log is a table with one row per entry, appended per move;
// - metadata is versioned: a stale read-modify-write is merged with sqlite.ts's mergeMetadata and
//   refused with SeatConflictError when both sides changed one seat's claim;
// - the schema is created and migrated at connect, under an advisory lock, so processes starting
//   together do not race (railhouse_schema holds the version);
// - one write per move, as sqlite.ts: setState updates the metadata as boardgame.io's master
//   would next (updatedAt, gameover), and the master's setMetadata that follows is skipped.
// JSON is kept in `json` columns (stored verbatim: `jsonb` would refuse "\u0000" in a string and
// reorder keys) and read back as text, so what comes back is exactly what was written.
import pg from 'pg';
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { mergeMetadata, metadataAfterMove, seatsOfMatch } from './sqlite';
import { MetadataReads, type ReadTag } from './metadata-reads';
import type { BotLeases, BotSeat, BotSeatClaim, BotSeatStore, Difficulty } from './types';

type MatchData = Server.MatchData;


/** Each entry brings the schema from version i to i + 1; never edit one that has shipped. */
const MIGRATIONS: string[] = [
  `CREATE TABLE matches (
     seq BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
     id TEXT PRIMARY KEY,
     game_name TEXT NOT NULL,
     is_gameover BOOLEAN NOT NULL DEFAULT FALSE,
     created_at DOUBLE PRECISION NOT NULL,
     -- NULL when the metadata has no updatedAt: listed under both updatedBefore and updatedAfter,
     -- as boardgame.io's InMemory store does.
     updated_at DOUBLE PRECISION,
     metadata JSON NOT NULL,
     meta_version INTEGER NOT NULL DEFAULT 0,
     state JSON,
     state_id BIGINT,
     initial_state JSON
   );
   CREATE INDEX matches_game_updated ON matches (game_name, updated_at);
   CREATE TABLE match_log (
     match_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     entry JSON NOT NULL,
     PRIMARY KEY (match_id, seq)
   );
   CREATE TABLE bot_seats (
     match_id TEXT NOT NULL,
     player_id TEXT NOT NULL,
     game_name TEXT NOT NULL,
     difficulty TEXT NOT NULL,
     credentials TEXT NOT NULL,
     PRIMARY KEY (match_id, player_id)
   );`,
  // Bot leases: the process running a seat's bot, until when (BotLeases in types.ts).
  `ALTER TABLE bot_seats ADD COLUMN lease_holder TEXT, ADD COLUMN lease_until TIMESTAMPTZ;`,
];

/** The schema version this code writes. */
export const POSTGRES_SCHEMA_VERSION = MIGRATIONS.length;

/** Any constant shared by every Railhouse process: the key of the migration lock. */
const MIGRATION_LOCK = 0x7261696c; // "rail"

/** The key of the lock every claim of bot seats against the cap holds from its count to its commit. */
const BOT_SEAT_CAP_LOCK = 0x626f7473; // "bots"

const UNIQUE_VIOLATION = '23505';

export class PostgresStorage extends Async implements BotSeatStore, BotLeases {
  readonly pool: pg.Pool;
  private readonly reads = new MetadataReads();
  private migrated: Promise<void> | undefined;

  constructor(
    readonly url: string,
    poolSize = 10,
  ) {
    super();
    this.pool = new pg.Pool({ connectionString: url, max: poolSize });
    // An idle client losing its connection (a database restart) must not kill the process; the
    // pool replaces it, and the query that needs it reports its own error.
    this.pool.on('error', (err) => console.error('PostgreSQL pool:', err.message));
  }

  /** Creates or migrates the schema; later calls wait for the first. */
  connect(): Promise<void> {
    this.migrated ??= this.migrate();
    return this.migrated;
  }

  private async migrate() {
    await this.transaction(async (db) => {
      await db.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await db.query('CREATE TABLE IF NOT EXISTS railhouse_schema (version INTEGER NOT NULL)');
      const row = (await db.query('SELECT version FROM railhouse_schema')).rows[0] as { version: number } | undefined;
      const version = row?.version ?? 0;
      if (version > MIGRATIONS.length) {
        throw new Error(`the database has schema version ${version}, newer than this server's ${MIGRATIONS.length}`);
      }
      for (let v = version; v < MIGRATIONS.length; v++) await db.query(MIGRATIONS[v]);
      if (row === undefined) await db.query('INSERT INTO railhouse_schema (version) VALUES ($1)', [MIGRATIONS.length]);
      else if (version < MIGRATIONS.length) await db.query('UPDATE railhouse_schema SET version = $1', [MIGRATIONS.length]);
    });
  }

  private async transaction<T>(body: (db: pg.PoolClient) => Promise<T>): Promise<T> {
    const db = await this.pool.connect();
    try {
      await db.query('BEGIN');
      const result = await body(db);
      await db.query('COMMIT');
      return result;
    } catch (err) {
      await db.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      db.release();
    }
  }

  /** The columns listMatches filters on, read from the metadata as sqlite.ts reads them. */
  private metaColumns(m: MatchData): [string, boolean, number, number | null] {
    return [
      m.gameName ?? '',
      // As boardgame.io's InMemory store reads it: any gameover, null included, is over.
      m.gameover !== undefined,
      typeof m.createdAt === 'number' && Number.isFinite(m.createdAt) ? m.createdAt : 0,
      typeof m.updatedAt === 'number' && Number.isFinite(m.updatedAt) ? m.updatedAt : null,
    ];
  }

  async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    const { metadata } = opts;
    const snapshot = JSON.stringify(metadata);
    await this.insertMatch(this.pool, matchID, opts, snapshot);
    this.reads.tag(matchID, metadata, 1, snapshot);
  }

  private async insertMatch(db: pg.Pool | pg.PoolClient, matchID: string, opts: StorageAPI.CreateMatchOpts, snapshot: string) {
    const { initialState, metadata } = opts;
    await db.query(
      `INSERT INTO matches (id, game_name, is_gameover, created_at, updated_at, metadata, meta_version, state, state_id, initial_state)
       VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $7)`,
      [matchID, ...this.metaColumns(metadata), snapshot, JSON.stringify(initialState), initialState._stateID],
    );
  }

  /** Resolves false (and writes nothing) when the stored state is as new or newer, or the state has no valid _stateID. */
  // boardgame.io types an Async setState as Promise<void>; the CommitLedger reads the boolean.
  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<any> {
    if (!state || typeof state !== 'object' || !Number.isSafeInteger(state._stateID) || state._stateID < 0) return false;
    const stateJson = JSON.stringify(state);
    // Before any await: the master calls setMetadata right after this, without waiting.
    this.reads.setStateIssued(matchID, state);
    return this.transaction(async (db): Promise<boolean> => {
      const row = (await db.query('SELECT state_id, metadata::text AS metadata, meta_version FROM matches WHERE id = $1 FOR UPDATE', [matchID]))
        .rows[0] as { state_id: string | null; metadata: string; meta_version: number } | undefined;
      // A match that was never created (or was wiped while a move was in flight) is not revived.
      if (row === undefined) return false;
      if (row.state_id !== null && state._stateID <= Number(row.state_id)) return false;
      const metadata = row.meta_version > 0 ? metadataAfterMove(JSON.parse(row.metadata), state, Date.now()) : undefined;
      if (metadata) {
        const [, isGameover, , updatedAt] = this.metaColumns(metadata);
        await db.query(
          `UPDATE matches SET state = $1, state_id = $2, metadata = $3, meta_version = meta_version + 1, is_gameover = $4, updated_at = $5 WHERE id = $6`,
          [stateJson, state._stateID, JSON.stringify(metadata), isGameover, updatedAt, matchID],
        );
      } else {
        await db.query('UPDATE matches SET state = $1, state_id = $2 WHERE id = $3', [stateJson, state._stateID, matchID]);
      }
      if (deltalog && deltalog.length > 0) {
        // The match row is locked, so no other writer appends to this log meanwhile.
        await db.query(
          `INSERT INTO match_log (match_id, seq, entry)
           SELECT $1, (SELECT COALESCE(MAX(seq), -1) FROM match_log WHERE match_id = $1) + e.n, e.entry::json
           FROM unnest($2::text[]) WITH ORDINALITY AS e(entry, n)`,
          [matchID, deltalog.map((entry) => JSON.stringify(entry))],
        );
      }
      return true;
    });
  }

  async setMetadata(matchID: string, metadata: MatchData): Promise<void> {
    const readTag = this.reads.tagOf(metadata);
    if (this.reads.foldsIntoMove(matchID, metadata, readTag)) return;
    for (;;) {
      try {
        const [written, version] = await this.writeMetadata(matchID, metadata, readTag);
        // The caller's object now stands for what was written: a further write from it is fresh.
        this.reads.tag(matchID, metadata, version, written);
        return;
      } catch (err) {
        // Two first writes of a match nobody created raced to insert it: the loser merges onto the winner.
        if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
      }
    }
  }

  private writeMetadata(matchID: string, metadata: MatchData, readTag: ReadTag | undefined): Promise<[string, number]> {
    return this.transaction((db) => this.writeMetadataIn(db, matchID, metadata, readTag));
  }

  private async writeMetadataIn(db: pg.PoolClient, matchID: string, metadata: MatchData, readTag: ReadTag | undefined): Promise<[string, number]> {
    const row = (await db.query('SELECT metadata::text AS metadata, meta_version FROM matches WHERE id = $1 FOR UPDATE', [matchID]))
      .rows[0] as { metadata: string; meta_version: number } | undefined;
    // Read from a match that has since been wiped: do not revive it.
    if (!row && readTag) return [JSON.stringify(metadata), 0];
    let next = metadata;
    if (row && readTag && readTag.version !== row.meta_version) {
      next = mergeMetadata(matchID, JSON.parse(readTag.snapshot), JSON.parse(row.metadata), metadata);
    }
    const json = JSON.stringify(next);
    const cols = this.metaColumns(next);
    if (row) {
      await db.query(
        `UPDATE matches SET metadata = $1, meta_version = meta_version + 1, game_name = $2, is_gameover = $3, created_at = $4, updated_at = $5
         WHERE id = $6`,
        [json, ...cols, matchID],
      );
      return [json, row.meta_version + 1];
    }
    await db.query(
      `INSERT INTO matches (id, game_name, is_gameover, created_at, updated_at, metadata, meta_version) VALUES ($1, $2, $3, $4, $5, $6, 1)`,
      [matchID, ...cols, json],
    );
    return [json, 1];
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result: any = {};
    if (!opts.state && !opts.initialState && !opts.metadata && !opts.log) return result;
    // One statement, so state, log and metadata are from the same snapshot.
    const row = (
      await this.pool.query(
        `SELECT m.state::text AS state, m.initial_state::text AS initial_state, m.metadata::text AS metadata, m.meta_version,
           ${opts.log ? `(SELECT json_agg(l.entry ORDER BY l.seq)::text FROM match_log l WHERE l.match_id = $1)` : 'NULL'} AS log
         FROM (SELECT 1) AS one LEFT JOIN matches m ON m.id = $1`,
        [matchID],
      )
    ).rows[0] as { state: string | null; initial_state: string | null; metadata: string | null; meta_version: number | null; log: string | null };
    if (opts.state) result.state = row.state ? JSON.parse(row.state) : undefined;
    if (opts.initialState) result.initialState = row.initial_state ? JSON.parse(row.initial_state) : undefined;
    if (opts.metadata) {
      if (row.metadata !== null && row.meta_version !== null && row.meta_version > 0) {
        result.metadata = JSON.parse(row.metadata);
        this.reads.tag(matchID, result.metadata, row.meta_version, row.metadata);
      } else {
        result.metadata = undefined;
      }
    }
    // An unknown match has an empty log, as in boardgame.io's own stores.
    if (opts.log) result.log = row.log ? JSON.parse(row.log) : [];
    return result;
  }

  async wipe(matchID: string): Promise<void> {
    this.reads.forget(matchID);
    await this.transaction(async (db) => {
      await db.query('DELETE FROM match_log WHERE match_id = $1', [matchID]);
      await db.query('DELETE FROM bot_seats WHERE match_id = $1', [matchID]);
      await db.query('DELETE FROM matches WHERE id = $1', [matchID]);
    });
  }

  async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const where: string[] = ['meta_version > 0'];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (opts?.gameName !== undefined) where.push(`game_name = ${param(opts.gameName)}`);
    const w = opts?.where;
    if (w?.isGameover !== undefined) where.push(`is_gameover = ${param(Boolean(w.isGameover))}`);
    if (w?.updatedBefore !== undefined) where.push(`(updated_at IS NULL OR updated_at < ${param(w.updatedBefore)})`);
    if (w?.updatedAfter !== undefined) where.push(`(updated_at IS NULL OR updated_at > ${param(w.updatedAfter)})`);
    const { rows } = await this.pool.query(`SELECT id FROM matches WHERE ${where.join(' AND ')} ORDER BY seq`, params);
    return rows.map((r: { id: string }) => r.id);
  }

  async countMatches(): Promise<number> {
    const { rows } = await this.pool.query('SELECT COUNT(*)::integer AS n FROM matches WHERE meta_version > 0');
    return rows[0].n;
  }

  async createMatchWithBotSeats(matchID: string, opts: StorageAPI.CreateMatchOpts, seats: BotSeat[], capacity: number): Promise<BotSeatClaim> {
    const claimed = seatsOfMatch(matchID, seats);
    const snapshot = JSON.stringify(opts.metadata);
    const result = await this.transaction(async (db): Promise<BotSeatClaim> => {
      const busy = await this.lockAndCountBotSeats(db, matchID, claimed);
      if (busy + seats.length > capacity) return { ok: false, reason: 'full', busy };
      await this.insertMatch(db, matchID, opts, snapshot);
      for (const seat of seats) await this.saveBotSeatIn(db, seat);
      return { ok: true };
    });
    if (result.ok) this.reads.tag(matchID, opts.metadata, 1, snapshot);
    return result;
  }

  async setMetadataWithBotSeat(matchID: string, metadata: MatchData, seat: BotSeat, capacity: number | null): Promise<BotSeatClaim> {
    const claimed = seatsOfMatch(matchID, [seat]);
    const readTag = this.reads.tagOf(metadata);
    const result = await this.transaction(async (db) => {
      // A resign (no cap) takes no lock: it only adds a seat, so a claim that counted without it
      // can only let the total pass the cap by the resigned seats, which the caller allows.
      const busy = capacity === null ? 0 : await this.lockAndCountBotSeats(db, matchID, claimed);
      const row = (await db.query('SELECT is_gameover FROM matches WHERE id = $1 FOR UPDATE', [matchID])).rows[0] as { is_gameover: boolean } | undefined;
      if (!row) return { ok: false, reason: 'gone' } as const;
      if (row.is_gameover) return { ok: false, reason: 'over' } as const;
      if (capacity !== null && busy + 1 > capacity) return { ok: false, reason: 'full', busy } as const;
      const [written, version] = await this.writeMetadataIn(db, matchID, metadata, readTag);
      await this.saveBotSeatIn(db, seat);
      return { ok: true, written, version } as const;
    });
    if (!result.ok) return result;
    this.reads.tag(matchID, metadata, result.version, result.written);
    return { ok: true };
  }

  /**
   * Takes the cap's lock (held to the end of the transaction), then counts the bot seats of the
   * matches not over, the seats of `matchID` named in `claimed` (a JSON array) left out. Read
   * committed: the count, a statement after the lock, sees every claim committed before it.
   */
  private async lockAndCountBotSeats(db: pg.PoolClient, matchID: string, claimed: string): Promise<number> {
    await db.query('SELECT pg_advisory_xact_lock($1)', [BOT_SEAT_CAP_LOCK]);
    const { rows } = await db.query(
      `SELECT COUNT(*)::integer AS n FROM bot_seats b JOIN matches m ON m.id = b.match_id
       WHERE NOT m.is_gameover AND NOT (b.match_id = $1 AND b.player_id IN (SELECT json_array_elements_text($2::json)))`,
      [matchID, claimed],
    );
    return rows[0].n;
  }

  async saveBotSeat(seat: BotSeat): Promise<void> {
    await this.saveBotSeatIn(this.pool, seat);
  }

  private async saveBotSeatIn(db: pg.Pool | pg.PoolClient, seat: BotSeat): Promise<void> {
    await db.query(
      `INSERT INTO bot_seats (match_id, player_id, game_name, difficulty, credentials) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (match_id, player_id) DO UPDATE SET difficulty = excluded.difficulty, credentials = excluded.credentials, game_name = excluded.game_name,
         -- A seat saved again (new credentials) is free: the saving process claims it next, and
         -- the bot still running with the old credentials loses its lease at its next renewal.
         lease_holder = NULL, lease_until = NULL`,
      [seat.matchID, seat.playerID, seat.gameName, seat.difficulty, seat.credentials],
    );
  }

  async removeBotSeat(matchID: string, playerID: string): Promise<void> {
    await this.pool.query('DELETE FROM bot_seats WHERE match_id = $1 AND player_id = $2', [matchID, playerID]);
  }

  async listBotSeats(matchID?: string): Promise<BotSeat[]> {
    const { rows } =
      matchID === undefined
        ? await this.pool.query('SELECT * FROM bot_seats ORDER BY match_id, player_id')
        : await this.pool.query('SELECT * FROM bot_seats WHERE match_id = $1 ORDER BY player_id', [matchID]);
    return rows.map(botSeatOfRow);
  }

  async listClaimableBotSeats(): Promise<BotSeat[]> {
    const { rows } = await this.pool.query(
      'SELECT * FROM bot_seats WHERE lease_holder IS NULL OR lease_until < clock_timestamp() ORDER BY match_id, player_id',
    );
    return rows.map(botSeatOfRow);
  }

  async claimBotSeat(matchID: string, playerID: string, holder: string, ttlMs: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE bot_seats SET lease_holder = $3, lease_until = clock_timestamp() + $4 * interval '1 millisecond'
       WHERE match_id = $1 AND player_id = $2 AND (lease_holder IS NULL OR lease_holder = $3 OR lease_until < clock_timestamp())`,
      [matchID, playerID, holder, ttlMs],
    );
    return rowCount === 1;
  }

  async renewBotLeases(holder: string, ttlMs: number): Promise<{ matchID: string; playerID: string }[]> {
    const { rows } = await this.pool.query(
      `UPDATE bot_seats SET lease_until = clock_timestamp() + $2 * interval '1 millisecond' WHERE lease_holder = $1
       RETURNING match_id, player_id`,
      [holder, ttlMs],
    );
    return rows.map((r: any) => ({ matchID: r.match_id, playerID: r.player_id }));
  }

  async releaseBotLeases(holder: string): Promise<void> {
    await this.pool.query('UPDATE bot_seats SET lease_holder = NULL, lease_until = NULL WHERE lease_holder = $1', [holder]);
  }

  private closed: Promise<void> | undefined;

  close(): Promise<void> {
    this.closed ??= this.pool.end();
    return this.closed;
  }
}

/** The store at a postgres:// URL; its schema is created or migrated by connect(). */
export function openPostgresStorage(url: string): PostgresStorage {
  return new PostgresStorage(url);
}

function botSeatOfRow(r: any): BotSeat {
  return { matchID: r.match_id, playerID: r.player_id, gameName: r.game_name, difficulty: r.difficulty as Difficulty, credentials: r.credentials };
}
