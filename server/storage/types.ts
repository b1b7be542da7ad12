// What Railhouse asks of a store beyond boardgame.io's StorageAPI: the bot seats it must resume
// after a restart. The server awaits every call, so a Sync store (SQLite) and an Async one
// (PostgreSQL, later) both fit.
import type { StorageAPI } from 'boardgame.io';

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

export interface BotSeatStore {
  saveBotSeat(seat: BotSeat): MaybePromise<void>;
  removeBotSeat(matchID: string, playerID: string): MaybePromise<void>;
  listBotSeats(matchID?: string): MaybePromise<BotSeat[]>;
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
