// Pass-and-play and bot matches kept in this browser, so that a reload resumes them. Free of
// boardgame.io so the setup page stays light.
import type { MatchMode, SeatChoice, ValidMatch } from './newMatch';

/** A fresh random seed for a local match (the rules then draw only from boardgame.io's PRNG). */
export function randomSeed(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A pass-and-play or bot match kept in this browser, so a reload resumes it. */
export interface SavedLocalMatch {
  match: ValidMatch;
  seed: string;
  seats: SeatChoice[];
  /**
   * Names the Local master's saved state (masterKey); a seed may be replayed, so two matches
   * with one seed keep apart. Saves from before it existed use the seed.
   */
  store?: string;
}

const savedKey = (gameId: string, mode: MatchMode) => `railhouse.local.${gameId}.${mode}`;
/** The localStorage prefix of boardgame.io's Local master for this match. */
export const masterKey = (seed: string) => `railhouse.local-master.${seed}`;

export function loadLocalMatch(gameId: string, mode: MatchMode): SavedLocalMatch | null {
  try {
    const saved = JSON.parse(localStorage.getItem(savedKey(gameId, mode)) ?? 'null');
    return saved && typeof saved.seed === 'string' && saved.match && Array.isArray(saved.seats) ? saved : null;
  } catch {
    return null;
  }
}

export function saveLocalMatch(gameId: string, mode: MatchMode, saved: SavedLocalMatch) {
  try {
    localStorage.setItem(savedKey(gameId, mode), JSON.stringify(saved));
  } catch {
    /* storage full or blocked: the match just cannot be resumed */
  }
}

/** Forgets a saved local match and the state boardgame.io's Local master kept for it. */
export function discardLocalMatch(gameId: string, mode: MatchMode) {
  const saved = loadLocalMatch(gameId, mode);
  try {
    localStorage.removeItem(savedKey(gameId, mode));
    if (saved) for (const part of ['state', 'initial', 'metadata', 'log']) localStorage.removeItem(`${masterKey(saved.store ?? saved.seed)}_${part}`);
  } catch {
    /* nothing to clean */
  }
}

