// Finished pass-and-play and bot matches kept on this device for their replay: the seed and setup
// (the initial state follows from them) and the full log. Free of boardgame.io, so the lobby that
// lists them stays light. The newest few are kept; storage that is full drops the oldest.
import type { LogEntry } from 'boardgame.io';

export interface LocalMatchRecord {
  id: string;
  gameId: string;
  mode: 'local' | 'bots';
  numPlayers: number;
  setupData: unknown;
  seed: string;
  playerNames: Record<string, string>;
  /** The seat the replay opens from (the first person's). */
  seat: string | null;
  /** How it ended, in words. */
  outcome: string;
  /** True when a person resigned (the rules did not end it); absent in records kept before. */
  resigned?: boolean;
  finishedAt: number;
  log: LogEntry[];
}

export const KEPT_LOCAL_RECORDS = 5;
const key = (gameId: string) => `railhouse.finished.${gameId}`;

export function localRecords(gameId: string): LocalMatchRecord[] {
  try {
    const all = JSON.parse(localStorage.getItem(key(gameId)) ?? '[]');
    return Array.isArray(all) ? all.filter((r) => r && typeof r.id === 'string' && typeof r.seed === 'string' && Array.isArray(r.log)) : [];
  } catch {
    return [];
  }
}

export function localRecord(gameId: string, id: string): LocalMatchRecord | null {
  return localRecords(gameId).find((r) => r.id === id) ?? null;
}

/** Keeps `record` (replacing one of the same id), newest first, at most KEPT_LOCAL_RECORDS. */
export function saveLocalRecord(record: LocalMatchRecord) {
  let list = [record, ...localRecords(record.gameId).filter((r) => r.id !== record.id)].slice(0, KEPT_LOCAL_RECORDS);
  while (list.length > 0) {
    try {
      localStorage.setItem(key(record.gameId), JSON.stringify(list));
      return;
    } catch {
      // Full: drop the oldest and try again; a record that does not fit alone is not kept.
      list = list.slice(0, -1);
    }
  }
}

export function forgetLocalRecord(gameId: string, id: string) {
  try {
    localStorage.setItem(key(gameId), JSON.stringify(localRecords(gameId).filter((r) => r.id !== id)));
  } catch {
    /* nothing to forget */
  }
}
