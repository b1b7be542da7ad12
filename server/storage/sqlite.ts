// boardgame.io storage over one SQLite file (better-sqlite3, synchronous).
//
// Why it looks the way it does:
// - WAL with synchronous=NORMAL (the default; SQLITE_SYNCHRONOUS=FULL for the other): a commit
//   is in the WAL file, in the operating system's hands, before setState returns, so a kill -9 of
//   the process after a move was acknowledged loses nothing. What NORMAL does not survive: a power
//   cut or an operating-system crash may lose the last commits before the WAL's next sync (at a
//   checkpoint, every 1000 pages by default); the file stays consistent. FULL syncs the WAL at
//   every commit and survives both, at a sync per move (13 ms a move against 0.12 ms on this
//   machine's disk: server/README.md).
// - One write per move: boardgame.io writes setState and then setMetadata (only updatedAt, and
//   gameover at the end, changed) for every move. setState makes that metadata change itself, in
//   its own transaction, and setMetadata recognises the master's bookkeeping write after a
//   setState and skips it (MetadataReads.foldsIntoMove in metadata-reads.ts).
// - The log is a table with one row per entry, appended per move, never a JSON array rewritten.
// - setState is conditional on _stateID: a write that is not newer than the stored state is
//   refused, so two server processes computing the same move cannot go backwards.
// - Metadata is versioned. fetch remembers, per returned `players` object, the version and a
//   snapshot it was read at; a later setMetadata carrying that object and based on an older
//   version is merged field by field onto the current row, and refused (SeatConflictError) when
//   both sides changed the same seat's claim. So two racing joins can never take one seat, and
//   boardgame.io's own read-modify-write of metadata (connection flags, updatedAt) can never
//   erase a join that happened meanwhile.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Sync } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { SeatConflictError, type BotSeat, type BotSeatClaim, type BotSeatStore, type Difficulty } from './types';
import { MetadataReads, same } from './metadata-reads';

type MatchData = Server.MatchData;


// updated_at is NULL when the metadata has no updatedAt: boardgame.io's InMemory store lists such
// a match under both updatedBefore and updatedAfter, and so do we.
const MATCHES_TABLE = (name: string) => `
CREATE TABLE IF NOT EXISTS ${name} (
  id TEXT PRIMARY KEY,
  game_name TEXT NOT NULL,
  is_gameover INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER,
  metadata TEXT NOT NULL,
  meta_version INTEGER NOT NULL DEFAULT 0,
  state TEXT,
  state_id INTEGER,
  initial_state TEXT
);`;

/** The schema version this file writes (PRAGMA user_version); older files are migrated at open. */
const SCHEMA_VERSION = 2;

const SCHEMA = `
${MATCHES_TABLE('matches')}
CREATE INDEX IF NOT EXISTS matches_game_updated ON matches (game_name, updated_at);
CREATE TABLE IF NOT EXISTS match_log (
  match_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  entry TEXT NOT NULL,
  PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS bot_seats (
  match_id TEXT NOT NULL,
  player_id TEXT NOT NULL,
  game_name TEXT NOT NULL,
  difficulty TEXT NOT NULL,
  credentials TEXT NOT NULL,
  PRIMARY KEY (match_id, player_id)
) WITHOUT ROWID;
`;

const CLAIM_FIELDS = ['name', 'credentials', 'data'] as const;

function pick(obj: any, keys: readonly string[]): string {
  return JSON.stringify(keys.map((k) => (obj ? obj[k] : undefined)));
}

/**
 * Three-way merge of a stale metadata write (`mine`, based on `base`) onto the stored `current`.
 * Throws SeatConflictError when both changed one seat's claim.
 */
export function mergeMetadata(matchID: string, base: MatchData, current: MatchData, mine: MatchData): MatchData {
  const merged: any = { ...current };
  const keys = new Set([...Object.keys(base), ...Object.keys(current), ...Object.keys(mine)]);
  for (const key of keys) {
    if (key === 'players' || key === 'updatedAt') continue;
    const m = (mine as any)[key];
    if (!same(m, (base as any)[key])) {
      if (m === undefined) delete merged[key];
      else merged[key] = m;
    }
  }
  merged.updatedAt = Math.max(current.updatedAt ?? 0, mine.updatedAt ?? 0);
  const players: any = {};
  const seats = new Set([
    ...Object.keys(base.players ?? {}),
    ...Object.keys(current.players ?? {}),
    ...Object.keys(mine.players ?? {}),
  ]);
  for (const id of seats) {
    const b = (base.players as any)?.[id];
    const c = (current.players as any)?.[id];
    const m = (mine.players as any)?.[id];
    const mineChangedClaim = pick(m, CLAIM_FIELDS) !== pick(b, CLAIM_FIELDS);
    const otherChangedClaim = pick(c, CLAIM_FIELDS) !== pick(b, CLAIM_FIELDS);
    if (mineChangedClaim && otherChangedClaim) throw new SeatConflictError(matchID, id);
    const seat: any = { ...(c ?? m) };
    if (mineChangedClaim) for (const f of CLAIM_FIELDS) m?.[f] === undefined ? delete seat[f] : (seat[f] = m[f]);
    if (!same(m?.isConnected, b?.isConnected)) {
      if (m?.isConnected === undefined) delete seat.isConnected;
      else seat.isConnected = m.isConnected;
    }
    if (c === undefined && m === undefined) continue;
    players[id] = seat;
  }
  merged.players = players;
  return merged as MatchData;
}

export interface SQLiteStorageOptions {
  /** 'NORMAL' (default) survives a kill -9 of the process; 'FULL' also a power cut, at a disk sync per move. */
  synchronous?: 'FULL' | 'NORMAL';
}

/**
 * The metadata as boardgame.io's master updates it after a move, here done by setState in the
 * same transaction: `updatedAt` now, and the state's gameover copied when the match ends. A
 * finished match's metadata is left alone, as the master leaves it.
 */
export function metadataAfterMove(metadata: MatchData, state: State, now: number): MatchData | undefined {
  if (metadata.gameover !== undefined && metadata.gameover !== null) return undefined;
  const next: MatchData = { ...metadata, updatedAt: now };
  if (state.ctx?.gameover !== undefined) next.gameover = state.ctx.gameover;
  return next;
}


export class SQLiteStorage extends Sync implements BotSeatStore {
  readonly db: Database.Database;
  private readonly reads = new MetadataReads();
  private readonly stmt;
  /**
   * Transactions made once: better-sqlite3's db.transaction() builds four wrappers per call, which
   * cost more than the statements of a move.
   */
  private readonly txn;

  constructor(
    readonly file: string,
    opts: SQLiteStorageOptions = {},
  ) {
    super();
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${opts.synchronous ?? 'NORMAL'}`);
    this.db.pragma('busy_timeout = 10000');
    this.migrate();
    const db = this.db;
    this.stmt = {
      insertMatch: db.prepare(
        `INSERT INTO matches (id, game_name, is_gameover, created_at, updated_at, metadata, meta_version, state, state_id, initial_state)
         VALUES (@id, @game_name, @is_gameover, @created_at, @updated_at, @metadata, 1, @state, @state_id, @initial_state)`,
      ),
      stateRow: db.prepare(`SELECT state_id, metadata, meta_version FROM matches WHERE id = ?`),
      updateState: db.prepare(`UPDATE matches SET state = ?, state_id = ? WHERE id = ?`),
      updateStateAndMeta: db.prepare(
        `UPDATE matches SET state = ?, state_id = ?, metadata = ?, meta_version = meta_version + 1, is_gameover = ?, updated_at = ? WHERE id = ?`,
      ),
      lastSeq: db.prepare(`SELECT COALESCE(MAX(seq), -1) AS seq FROM match_log WHERE match_id = ?`),
      insertLog: db.prepare(`INSERT INTO match_log (match_id, seq, entry) VALUES (?, ?, ?)`),
      readMeta: db.prepare(`SELECT metadata, meta_version FROM matches WHERE id = ?`),
      updateMeta: db.prepare(
        `UPDATE matches SET metadata = ?, meta_version = meta_version + 1, game_name = ?, is_gameover = ?, created_at = ?, updated_at = ?
         WHERE id = ?`,
      ),
      insertMetaOnly: db.prepare(
        `INSERT INTO matches (id, game_name, is_gameover, created_at, updated_at, metadata, meta_version)
         VALUES (?, ?, ?, ?, ?, ?, 1)`,
      ),
      readState: db.prepare(`SELECT state, initial_state FROM matches WHERE id = ?`),
      readStateAndMeta: db.prepare(`SELECT state, metadata, meta_version FROM matches WHERE id = ?`),
      readLog: db.prepare(`SELECT entry FROM match_log WHERE match_id = ? ORDER BY seq`),
      wipeMatch: db.prepare(`DELETE FROM matches WHERE id = ?`),
      wipeLog: db.prepare(`DELETE FROM match_log WHERE match_id = ?`),
      wipeBots: db.prepare(`DELETE FROM bot_seats WHERE match_id = ?`),
      count: db.prepare(`SELECT COUNT(*) AS n FROM matches WHERE meta_version > 0`),
      saveBot: db.prepare(
        `INSERT INTO bot_seats (match_id, player_id, game_name, difficulty, credentials)
         VALUES (@matchID, @playerID, @gameName, @difficulty, @credentials)
         ON CONFLICT (match_id, player_id) DO UPDATE SET difficulty = excluded.difficulty, credentials = excluded.credentials, game_name = excluded.game_name`,
      ),
      removeBot: db.prepare(`DELETE FROM bot_seats WHERE match_id = ? AND player_id = ?`),
      listBots: db.prepare(`SELECT * FROM bot_seats ORDER BY match_id, player_id`),
      listBotsOf: db.prepare(`SELECT * FROM bot_seats WHERE match_id = ? ORDER BY player_id`),
      // The seats of `match_id` named in the JSON array are the ones being claimed: a seat saved
      // again is not counted twice.
      countBotsAgainstCap: db.prepare(
        `SELECT COUNT(*) AS n FROM bot_seats b JOIN matches m ON m.id = b.match_id
         WHERE m.is_gameover = 0 AND NOT (b.match_id = ? AND b.player_id IN (SELECT value FROM json_each(?)))`,
      ),
      matchOver: db.prepare(`SELECT is_gameover FROM matches WHERE id = ?`),
    };
    this.txn = {
      writeState: db.transaction(this.writeState.bind(this)).immediate,
      writeMetadata: db.transaction(this.writeMetadata.bind(this)).immediate,
      read: db.transaction(this.read.bind(this)),
      // IMMEDIATE: the write lock is taken before the count, so no other claim, from this
      // process or another one on the file, counts between this one's count and its insert.
      createWithBots: db.transaction(this.writeMatchWithBots.bind(this)).immediate,
      metadataWithBot: db.transaction(this.writeMetadataWithBot.bind(this)).immediate,
    };
  }

  /**
   * Creates the tables, or brings a file written by an older version up to date, in one
   * transaction. Version 1 (no user_version) had updated_at NOT NULL (0 for a missing updatedAt)
   * and counted a null gameover as not over; both now follow boardgame.io's InMemory store.
   */
  private migrate() {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    if (version >= SCHEMA_VERSION) return;
    this.db
      .transaction(() => {
        const old = this.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'matches'`).get();
        if (old) {
          this.db.exec(`${MATCHES_TABLE('matches_v2')}
            INSERT INTO matches_v2 SELECT id, game_name, is_gameover, created_at, updated_at, metadata, meta_version, state, state_id, initial_state FROM matches ORDER BY rowid;
            DROP TABLE matches;
            ALTER TABLE matches_v2 RENAME TO matches;
            UPDATE matches SET
              is_gameover = CASE WHEN json_type(metadata, '$.gameover') IS NULL THEN 0 ELSE 1 END,
              updated_at = CASE WHEN json_type(metadata, '$.updatedAt') IN ('integer', 'real') THEN json_extract(metadata, '$.updatedAt') ELSE NULL END;`);
        }
        this.db.exec(SCHEMA);
        this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
      })
      .immediate();
  }

  private metaColumns(m: MatchData) {
    return {
      game_name: m.gameName ?? '',
      // As boardgame.io's InMemory store reads it: any gameover, null included, is over.
      is_gameover: m.gameover !== undefined ? 1 : 0,
      created_at: typeof m.createdAt === 'number' ? m.createdAt : 0,
      updated_at: typeof m.updatedAt === 'number' && Number.isFinite(m.updatedAt) ? m.updatedAt : null,
    };
  }

  createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): void {
    const snapshot = JSON.stringify(opts.metadata);
    this.db.transaction(() => this.insertMatch(matchID, opts, snapshot)).immediate();
    this.reads.tag(matchID, opts.metadata, 1, snapshot);
  }

  /** The match's row, inside the caller's transaction; `snapshot` is its metadata as JSON. */
  private insertMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts, snapshot: string) {
    const stateJson = JSON.stringify(initialState);
    this.stmt.insertMatch.run({
      id: matchID,
      ...this.metaColumns(metadata),
      metadata: snapshot,
      state: stateJson,
      state_id: initialState._stateID,
      initial_state: stateJson,
    });
  }

  /**
   * Returns false (and writes nothing) when the stored state is as new or newer, or the state has
   * no valid _stateID. Otherwise stores the state, appends the deltalog and updates the metadata
   * as the master would next (metadataAfterMove), in one transaction.
   */
  setState(matchID: string, state: State, deltalog?: LogEntry[]): boolean {
    if (!state || typeof state !== 'object' || !Number.isSafeInteger(state._stateID) || state._stateID < 0) return false;
    const stateJson = JSON.stringify(state);
    this.reads.setStateIssued(matchID, state);
    return this.txn.writeState(matchID, state, stateJson, deltalog);
  }

  private writeState(matchID: string, state: State, stateJson: string, deltalog: LogEntry[] | undefined): boolean {
    const row = this.stmt.stateRow.get(matchID) as { state_id: number | null; metadata: string; meta_version: number } | undefined;
    // A match that was never created (or was wiped while a move was in flight) is not revived.
    if (row === undefined) return false;
    if (row.state_id !== null && state._stateID <= row.state_id) return false;
    const metadata = row.meta_version > 0 ? metadataAfterMove(JSON.parse(row.metadata), state, Date.now()) : undefined;
    if (metadata) {
      const cols = this.metaColumns(metadata);
      this.stmt.updateStateAndMeta.run(stateJson, state._stateID, JSON.stringify(metadata), cols.is_gameover, cols.updated_at, matchID);
    } else {
      this.stmt.updateState.run(stateJson, state._stateID, matchID);
    }
    if (deltalog && deltalog.length > 0) {
      let seq = (this.stmt.lastSeq.get(matchID) as { seq: number }).seq;
      for (const entry of deltalog) this.stmt.insertLog.run(matchID, ++seq, JSON.stringify(entry));
    }
    return true;
  }

  setMetadata(matchID: string, metadata: MatchData): void {
    const readTag = this.reads.tagOf(metadata);
    if (this.reads.foldsIntoMove(matchID, metadata, readTag)) return;
    const [written, version] = this.txn.writeMetadata(matchID, metadata, readTag);
    // The caller's object now stands for what was written: a further write from it is fresh.
    this.reads.tag(matchID, metadata, version, written);
  }

  private writeMetadata(matchID: string, metadata: MatchData, readTag: ReturnType<MetadataReads['tagOf']>): [string, number] {
    const row = this.stmt.readMeta.get(matchID) as { metadata: string; meta_version: number } | undefined;
    let next = metadata;
    // Read from a match that has since been wiped: do not revive it.
    if (!row && readTag) return [JSON.stringify(metadata), 0];
    if (row && readTag && readTag.version !== row.meta_version) {
      next = mergeMetadata(matchID, JSON.parse(readTag.snapshot), JSON.parse(row.metadata), metadata);
    }
    const json = JSON.stringify(next);
    const cols = this.metaColumns(next);
    if (row) {
      this.stmt.updateMeta.run(json, cols.game_name, cols.is_gameover, cols.created_at, cols.updated_at, matchID);
      return [json, row.meta_version + 1];
    }
    this.stmt.insertMetaOnly.run(matchID, cols.game_name, cols.is_gameover, cols.created_at, cols.updated_at, json);
    return [json, 1];
  }

  fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): StorageAPI.FetchResult<O> {
    const result: any = {};
    // What the master reads for a move, state and metadata, is one statement: a snapshot without
    // a transaction. Anything more is read in one read transaction, so all of it is from one moment.
    if (!opts.log && !opts.initialState && (opts.state || opts.metadata)) {
      const row = (opts.state ? this.stmt.readStateAndMeta : this.stmt.readMeta).get(matchID) as
        | { state?: string | null; metadata: string; meta_version: number }
        | undefined;
      if (opts.state) result.state = row?.state ? JSON.parse(row.state) : undefined;
      if (opts.metadata) this.readMetadataInto(result, matchID, row);
      return result;
    }
    this.txn.read(matchID, opts, result);
    return result;
  }

  private read(matchID: string, opts: StorageAPI.FetchOpts, result: any): void {
    if (opts.state || opts.initialState) {
      const row = this.stmt.readState.get(matchID) as { state: string | null; initial_state: string | null } | undefined;
      if (opts.state) result.state = row?.state ? JSON.parse(row.state) : undefined;
      if (opts.initialState) result.initialState = row?.initial_state ? JSON.parse(row.initial_state) : undefined;
    }
    if (opts.metadata) this.readMetadataInto(result, matchID, this.stmt.readMeta.get(matchID) as { metadata: string; meta_version: number } | undefined);
    if (opts.log) {
      // An unknown match has an empty log, as in boardgame.io's own stores.
      const rows = this.stmt.readLog.all(matchID) as { entry: string }[];
      result.log = rows.map((r) => JSON.parse(r.entry));
    }
  }

  private readMetadataInto(result: any, matchID: string, row: { metadata: string; meta_version: number } | undefined): void {
    if (row && row.meta_version > 0) {
      result.metadata = JSON.parse(row.metadata);
      this.reads.tag(matchID, result.metadata, row.meta_version, row.metadata);
    } else {
      result.metadata = undefined;
    }
  }

  wipe(matchID: string): void {
    this.reads.forget(matchID);
    this.db
      .transaction(() => {
        this.stmt.wipeLog.run(matchID);
        this.stmt.wipeBots.run(matchID);
        this.stmt.wipeMatch.run(matchID);
      })
      .immediate();
  }

  listMatches(opts?: StorageAPI.ListMatchesOpts): string[] {
    const where: string[] = ['meta_version > 0'];
    const params: any[] = [];
    if (opts?.gameName !== undefined) {
      where.push('game_name = ?');
      params.push(opts.gameName);
    }
    const w = opts?.where;
    if (w?.isGameover !== undefined) {
      where.push('is_gameover = ?');
      params.push(w.isGameover ? 1 : 0);
    }
    if (w?.updatedBefore !== undefined) {
      where.push('(updated_at IS NULL OR updated_at < ?)');
      params.push(w.updatedBefore);
    }
    if (w?.updatedAfter !== undefined) {
      where.push('(updated_at IS NULL OR updated_at > ?)');
      params.push(w.updatedAfter);
    }
    const sql = `SELECT id FROM matches WHERE ${where.join(' AND ')} ORDER BY rowid`;
    return (this.db.prepare(sql).all(...params) as { id: string }[]).map((r) => r.id);
  }

  countMatches(): number {
    return (this.stmt.count.get() as { n: number }).n;
  }

  createMatchWithBotSeats(matchID: string, opts: StorageAPI.CreateMatchOpts, seats: BotSeat[], capacity: number): BotSeatClaim {
    const claimed = seatsOfMatch(matchID, seats);
    const snapshot = JSON.stringify(opts.metadata);
    const result = this.txn.createWithBots(matchID, opts, snapshot, seats, claimed, capacity);
    if (result.ok) this.reads.tag(matchID, opts.metadata, 1, snapshot);
    return result;
  }

  private writeMatchWithBots(
    matchID: string,
    opts: StorageAPI.CreateMatchOpts,
    snapshot: string,
    seats: BotSeat[],
    claimed: string,
    capacity: number,
  ): BotSeatClaim {
    const busy = this.botSeatsAgainstCap(matchID, claimed);
    if (busy + seats.length > capacity) return { ok: false, reason: 'full', busy };
    this.insertMatch(matchID, opts, snapshot);
    for (const seat of seats) this.stmt.saveBot.run(seat);
    return { ok: true };
  }

  setMetadataWithBotSeat(matchID: string, metadata: MatchData, seat: BotSeat, capacity: number | null): BotSeatClaim {
    const claimed = seatsOfMatch(matchID, [seat]);
    const readTag = this.reads.tagOf(metadata);
    const result = this.txn.metadataWithBot(matchID, metadata, readTag, seat, claimed, capacity);
    if (result.ok) this.reads.tag(matchID, metadata, result.version, result.written);
    return result.ok ? { ok: true } : result;
  }

  private writeMetadataWithBot(
    matchID: string,
    metadata: MatchData,
    readTag: ReturnType<MetadataReads['tagOf']>,
    seat: BotSeat,
    claimed: string,
    capacity: number | null,
  ): Exclude<BotSeatClaim, { ok: true }> | { ok: true; written: string; version: number } {
    const row = this.stmt.matchOver.get(matchID) as { is_gameover: number } | undefined;
    if (!row) return { ok: false, reason: 'gone' };
    if (row.is_gameover) return { ok: false, reason: 'over' };
    if (capacity !== null) {
      const busy = this.botSeatsAgainstCap(matchID, claimed);
      if (busy + 1 > capacity) return { ok: false, reason: 'full', busy };
    }
    const [written, version] = this.writeMetadata(matchID, metadata, readTag);
    this.stmt.saveBot.run(seat);
    return { ok: true, written, version };
  }

  private botSeatsAgainstCap(matchID: string, claimed: string): number {
    return (this.stmt.countBotsAgainstCap.get(matchID, claimed) as { n: number }).n;
  }

  saveBotSeat(seat: BotSeat): void {
    this.stmt.saveBot.run(seat);
  }

  removeBotSeat(matchID: string, playerID: string): void {
    this.stmt.removeBot.run(matchID, playerID);
  }

  listBotSeats(matchID?: string): BotSeat[] {
    const rows = (matchID === undefined ? this.stmt.listBots.all() : this.stmt.listBotsOf.all(matchID)) as any[];
    return rows.map((r) => ({
      matchID: r.match_id,
      playerID: r.player_id,
      gameName: r.game_name,
      difficulty: r.difficulty as Difficulty,
      credentials: r.credentials,
    }));
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

/** The claimed seats' player IDs as a JSON array; every seat must be of `matchID` (a claim is one match's). */
export function seatsOfMatch(matchID: string, seats: BotSeat[]): string {
  const stranger = seats.find((s) => s.matchID !== matchID);
  if (stranger) throw new Error(`bot seat ${stranger.matchID}:${stranger.playerID} claimed with match ${matchID}`);
  return JSON.stringify(seats.map((s) => s.playerID));
}

/** Opens (creating when needed) the SQLite store at `file`. */
export function openSQLiteStorage(file: string, opts?: SQLiteStorageOptions): SQLiteStorage {
  return new SQLiteStorage(file, opts);
}
