// When the lobby gives a seat new credentials or frees it (leave, join, hand to a bot, resign),
// every socket that proved the old credentials must stop reading that seat's view, on every
// process: boardgame.io records a socket's seat once, at sync, and goes on filtering broadcasts
// for it whatever the store says since (issue 46 §2).
//
// Two parts. SeatChanges carries "seat (matchID, playerID) changed" from the lobby to every
// process's transport: at once in this process, and through Redis (the channel SEAT_CHANNEL on
// the same subscriber connection as the matches' broadcasts, so a notice is read before any
// update Redis received after it). CurrentSeatCredentials is what the transport checks each
// broadcast against: a match's seat credentials as last read from the store, forgotten on a
// notice, on a Redis reconnect (notices may have been missed) and after `maxAgeMs`, so that even
// a lost notice exposes a seat's view for at most that long.
//
// Whatever changes a seat's credentials later (account hand-overs included) calls
// SeatChanges.changed after its write, as lobby.ts does.
import { randomBytes } from 'node:crypto';
import type { GenericPubSub } from 'boardgame.io/server';
import type { RailhouseStorage } from './storage/types';
import { isMatchID, seatIDOf } from './input';

/** The Redis channel (after the deployment's prefix) carrying seat notices; never a match's channel. */
export const SEAT_CHANNEL = 'SEATS';

export interface SeatChange {
  matchID: string;
  playerID: string;
}

interface SeatNoticeMessage extends SeatChange {
  /** The process that sent it: it heard its own notice already, in-process. */
  from: string;
}

export interface SeatChangeListener {
  seatChanged(change: SeatChange): void;
  /** Notices may have been lost (Redis was unreachable): any seat may have changed meanwhile. */
  noticesMissed(): void;
}

export class SeatChanges {
  private readonly listeners = new Set<SeatChangeListener>();
  private readonly processTag = randomBytes(8).toString('hex');

  constructor(private readonly shared?: GenericPubSub<SeatNoticeMessage>) {
    shared?.subscribe(SEAT_CHANNEL, (message) => {
      if (!message || message.from === this.processTag) return;
      // Redis is trusted, but a malformed message must not reach the transport's lookups.
      if (!isMatchID(message.matchID) || seatIDOf(message.playerID) === null) return;
      this.tell({ matchID: message.matchID, playerID: message.playerID });
    });
  }

  listen(listener: SeatChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Redis's subscriber connection is back after a loss: the notices sent meanwhile never came. */
  missed() {
    for (const listener of [...this.listeners]) listener.noticesMissed();
  }

  /**
   * The seat's credentials changed in the store (call after the write). Resolves once the notice
   * is with Redis, so the lobby answers only after every process can hear it.
   */
  async changed(matchID: string, playerID: string): Promise<void> {
    this.tell({ matchID, playerID });
    await this.shared?.publish(SEAT_CHANNEL, { matchID, playerID, from: this.processTag });
  }

  private tell(change: SeatChange) {
    for (const listener of [...this.listeners]) {
      try {
        listener.seatChanged(change);
      } catch (err) {
        console.error('seat change listener failed:', err);
      }
    }
  }
}

/** A match's seats and the credentials each holds now (undefined: free); null when the match is gone. */
export type SeatCredentialMap = ReadonlyMap<string, string | undefined> | null;

/** How long a match's seat credentials are trusted without a notice: the bound on a lost notice. */
export const SEAT_CREDENTIALS_MAX_AGE_MS = 10_000;

export class CurrentSeatCredentials {
  private readonly known = new Map<string, { seats: SeatCredentialMap; readAt: number }>();
  /** The reads in flight per match; a forget marks them stale: they may predate the change. */
  private readonly reading = new Map<string, Set<{ stale: boolean }>>();

  constructor(
    private readonly storage: Pick<RailhouseStorage, 'fetch'>,
    private readonly maxAgeMs = SEAT_CREDENTIALS_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** What is known and still fresh, or undefined (then `read`). */
  fresh(matchID: string): SeatCredentialMap | undefined {
    const entry = this.known.get(matchID);
    if (!entry) return undefined;
    if (this.now() - entry.readAt > this.maxAgeMs) {
      this.known.delete(matchID);
      return undefined;
    }
    return entry.seats;
  }

  /** Reads the match's seats from the store; kept unless a notice for it came while reading. */
  async read(matchID: string): Promise<SeatCredentialMap> {
    for (let attempt = 1; ; attempt++) {
      const token = { stale: false };
      let reads = this.reading.get(matchID);
      if (!reads) this.reading.set(matchID, (reads = new Set()));
      reads.add(token);
      const readAt = this.now();
      let seats: SeatCredentialMap;
      try {
        const { metadata } = await this.storage.fetch(matchID, { metadata: true });
        seats = metadata ? new Map(Object.entries(metadata.players ?? {}).map(([id, p]) => [id, p?.credentials])) : null;
      } finally {
        reads.delete(token);
        if (reads.size === 0 && this.reading.get(matchID) === reads) this.reading.delete(matchID);
      }
      if (!token.stale) {
        this.known.set(matchID, { seats, readAt });
        return seats;
      }
      // A seat of this match changed meanwhile: read again. Past a few tries the last read is
      // used once, not kept; each of those notices also checks the match's sockets itself.
      if (attempt >= 5) return seats;
    }
  }

  forget(matchID: string) {
    this.known.delete(matchID);
    for (const token of this.reading.get(matchID) ?? []) token.stale = true;
  }

  forgetAll() {
    this.known.clear();
    for (const reads of this.reading.values()) for (const token of reads) token.stale = true;
  }

  /** This process no longer serves the match: nothing to keep. */
  drop(matchID: string) {
    this.known.delete(matchID);
  }
}
