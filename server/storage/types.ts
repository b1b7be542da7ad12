// What Railhouse asks of a store beyond boardgame.io's StorageAPI: the bot seats it must resume
// after a restart. The server awaits every call, so a Sync store (SQLite) and an Async one
// (PostgreSQL, later) both fit.
import type { Server, StorageAPI } from 'boardgame.io';

export type Difficulty = 'easy' | 'normal' | 'hard';

export interface BotSeat {
  matchID: string;
  playerID: string;
  gameName: string;
  difficulty: Difficulty;
  /** Never leaves the server: the bot's own seat credentials. */
  credentials: string;
}

type MaybePromise<T> = T | Promise<T>;

/**
 * What a claim of bot seats against the server's cap came to. `busy`: the bot seats counted
 * against the cap when it refused (the claimed ones not among them).
 */
export type BotSeatClaim =
  | { ok: true }
  | { ok: false; reason: 'full'; busy: number }
  /** The match was wiped meanwhile. */
  | { ok: false; reason: 'gone' }
  /** The match ended meanwhile. */
  | { ok: false; reason: 'over' };

/**
 * The bot seats counted against the cap are those of every match not over, whoever runs them and
 * whatever their lease: a seat whose lease expired (its process died) is taken over and played
 * again within seconds, and a seat just saved is claimed by its process right after. A finished
 * match's seats are not counted: their bots are stopping.
 */
export interface BotSeatStore {
  /**
   * Counts the bot seats, and unless `seats.length` more would pass `capacity`, creates the match
   * and saves its seats (each of match `matchID`), all in one transaction serialised against every
   * other claim on the store, from any process. Refused: nothing written.
   */
  createMatchWithBotSeats(matchID: string, opts: StorageAPI.CreateMatchOpts, seats: BotSeat[], capacity: number): MaybePromise<BotSeatClaim>;
  /**
   * setMetadata (merge and SeatConflictError included) and saveBotSeat of `seat` in one
   * transaction, serialised as createMatchWithBotSeats, unless one more seat would pass `capacity`,
   * the match is gone or over. The seat, if already a bot seat, is not counted. `capacity` null:
   * no cap (a resign), and nothing to serialise, as such a claim only adds to the count.
   */
  setMetadataWithBotSeat(matchID: string, metadata: Server.MatchData, seat: BotSeat, capacity: number | null): MaybePromise<BotSeatClaim>;
  /** Saves (or replaces) a seat without counting it against any cap: the server claims through the two above. */
  saveBotSeat(seat: BotSeat): MaybePromise<void>;
  removeBotSeat(matchID: string, playerID: string): MaybePromise<void>;
  listBotSeats(matchID?: string): MaybePromise<BotSeat[]>;
}

/**
 * For a store shared by several server processes (PostgreSQL): which process runs each bot seat.
 * A lease lasts `ttlMs` unless renewed; an expired one may be taken by any process.
 */
export interface BotLeases {
  /** Takes (or renews) the seat's lease for `holder`: false when another holder's lease is live, or the seat is gone. */
  claimBotSeat(matchID: string, playerID: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Renews every lease `holder` still holds and answers those seats. */
  renewBotLeases(holder: string, ttlMs: number): Promise<{ matchID: string; playerID: string }[]>;
  /** Gives up every lease of `holder` (at shutdown), so another process takes the seats at once. */
  releaseBotLeases(holder: string): Promise<void>;
  /** The seats nobody holds (never claimed, released, or expired): what a takeover scan may claim. */
  listClaimableBotSeats(): Promise<BotSeat[]>;
}

export function hasBotLeases(store: object): store is BotLeases {
  return typeof (store as Partial<BotLeases>).claimBotSeat === 'function';
}

export type RailhouseStorage = (StorageAPI.Sync | StorageAPI.Async) &
  BotSeatStore & {
    /** Number of stored matches (for /health). */
    countMatches(): MaybePromise<number>;
    close(): MaybePromise<void>;
  };

/**
 * Thrown by setMetadata when the caller read the metadata, someone else changed a seat claim
 * (name, credentials, data) since, and the caller changed the same seat: the later write loses.
 */
export class SeatConflictError extends Error {
  constructor(
    readonly matchID: string,
    readonly playerID: string,
  ) {
    super(`Player ${playerID} not available: the seat was taken or changed meanwhile.`);
    this.name = 'SeatConflictError';
  }
}
