// What a store remembers between boardgame.io's reads and writes of one match's metadata, shared by
// the SQLite and PostgreSQL stores (their headers say why they version metadata and fold the
// master's bookkeeping write into the move).
import type { Server, State } from 'boardgame.io';

type MatchData = Server.MatchData;

/** The version and snapshot a returned `players` object was read at. */
export interface ReadTag {
  version: number;
  snapshot: string;
  /** How many setState calls this match had had when the metadata was read. */
  setStatesBefore: number;
}

export class MetadataReads {
  private readonly tags = new WeakMap<object, ReadTag>();
  /** The gameover of the last ended state setState was given, per match (foldsIntoSetState). */
  private readonly gameoversGiven = new Map<string, string>();
  /** setState calls per match, counted when called (the master follows one with setMetadata at once). */
  private readonly setStatesIssued = new Map<string, number>();

  /** Remembers the version and snapshot this metadata's `players` object was read or written at. */
  tag(matchID: string, metadata: MatchData, version: number, snapshot: string): void {
    if (metadata && typeof metadata.players === 'object' && metadata.players !== null) {
      this.tags.set(metadata.players, { version, snapshot, setStatesBefore: this.setStatesIssued.get(matchID) ?? 0 });
    }
  }

  /** The tag of the read this metadata came from, if it came from one. */
  tagOf(metadata: MatchData): ReadTag | undefined {
    return metadata?.players ? this.tags.get(metadata.players) : undefined;
  }

  /** Counts a setState of the match; call it before any await (the master does not wait for it). */
  setStateIssued(matchID: string, state: State): void {
    this.setStatesIssued.set(matchID, (this.setStatesIssued.get(matchID) ?? 0) + 1);
    if (state.ctx?.gameover !== undefined) this.gameoversGiven.set(matchID, JSON.stringify(state.ctx.gameover));
  }

  /**
   * Whether this setMetadata is only the master's bookkeeping after a move that setState has
   * already written (then it is consumed: the caller writes nothing). A setState of the match must
   * have been issued since the metadata was read: without one, an updatedAt-only write (a tool, a
   * test, an admin) is a real change and is written.
   */
  foldsIntoMove(matchID: string, metadata: MatchData, readTag: ReadTag | undefined): boolean {
    if (!readTag || (this.setStatesIssued.get(matchID) ?? 0) <= readTag.setStatesBefore) return false;
    if (!foldsIntoSetState(metadata, readTag.snapshot, this.gameoversGiven.get(matchID))) return false;
    if (metadata.gameover !== undefined) this.gameoversGiven.delete(matchID);
    return true;
  }

  forget(matchID: string): void {
    this.gameoversGiven.delete(matchID);
    this.setStatesIssued.delete(matchID);
  }
}

/**
 * True when `metadata`, read as `snapshot`, differs from it only as the master's per-move
 * bookkeeping does: `updatedAt`, and a gameover that setState was given (`gameoverGiven`, its
 * JSON) where there was none. setState has written both already; a second transaction would only
 * repeat it. Anything else (a seat, a connection flag, a name) is a real change.
 */
export function foldsIntoSetState(metadata: MatchData, snapshot: string, gameoverGiven: string | undefined): boolean {
  const { updatedAt: _mine, gameover: mineOver, ...mine } = metadata as any;
  const { updatedAt: _read, gameover: readOver, ...read } = JSON.parse(snapshot);
  if (JSON.stringify(mine) !== JSON.stringify(read)) return false;
  if (same(mineOver, readOver)) return true;
  return (readOver === undefined || readOver === null) && mineOver !== undefined && JSON.stringify(mineOver) === gameoverGiven;
}

/** Equal as JSON. */
export function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
