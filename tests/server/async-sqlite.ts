// An asynchronous store for tests: SQLite behind boardgame.io's Async interface, every call
// answering after a small random delay, as a networked database (PostgreSQL) would.
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { SQLiteStorage } from '../../server/storage/sqlite';
import type { BotSeat } from '../../server/storage/types';

const lag = (max: number) => new Promise((r) => setTimeout(r, Math.floor(Math.random() * max)));

export class LaggySQLite extends Async {
  readonly inner: SQLiteStorage;
  constructor(
    file: string,
    private readonly maxLagMs = 4,
  ) {
    super();
    this.inner = new SQLiteStorage(file);
  }
  async connect() {}
  async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts) {
    await lag(this.maxLagMs);
    this.inner.createMatch(matchID, opts);
  }
  async setState(matchID: string, state: State, deltalog?: LogEntry[]) {
    await lag(this.maxLagMs);
    this.inner.setState(matchID, state, deltalog);
  }
  async setMetadata(matchID: string, metadata: Server.MatchData) {
    await lag(this.maxLagMs);
    this.inner.setMetadata(matchID, metadata);
  }
  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    await lag(this.maxLagMs);
    return this.inner.fetch(matchID, opts);
  }
  async wipe(matchID: string) {
    await lag(this.maxLagMs);
    this.inner.wipe(matchID);
  }
  async listMatches(opts?: StorageAPI.ListMatchesOpts) {
    await lag(this.maxLagMs);
    return this.inner.listMatches(opts);
  }
  async createMatchWithBotSeats(matchID: string, opts: StorageAPI.CreateMatchOpts, seats: BotSeat[], capacity: number) {
    await lag(this.maxLagMs);
    return this.inner.createMatchWithBotSeats(matchID, opts, seats, capacity);
  }
  async setMetadataWithBotSeat(matchID: string, metadata: Server.MatchData, seat: BotSeat, capacity: number | null) {
    await lag(this.maxLagMs);
    return this.inner.setMetadataWithBotSeat(matchID, metadata, seat, capacity);
  }
  async saveBotSeat(seat: BotSeat) {
    this.inner.saveBotSeat(seat);
  }
  async removeBotSeat(matchID: string, playerID: string) {
    this.inner.removeBotSeat(matchID, playerID);
  }
  async listBotSeats(matchID?: string) {
    return this.inner.listBotSeats(matchID);
  }
  async countMatches() {
    return this.inner.countMatches();
  }
  close() {
    this.inner.close();
  }
}

export function openLaggySQLite(file: string): LaggySQLite {
  return new LaggySQLite(file);
}
