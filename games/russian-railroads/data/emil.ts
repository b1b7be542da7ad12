// Emil, the solo opponent: one card per blockable space of the 2-player side (public: KLF app data).
import type { Source } from './types';

export interface EmilCardRow {
  id: string;
  /** The action space the card blocks; 'publicEngineer' = the left-most free light-side engineer. */
  space: string;
  workers: number;
  /** Emil takes this many roubles from the supply to place on the space (case 1). */
  coins: number;
  coalOnly?: boolean;
  source: Source;
}

export const EMIL_CARDS: EmilCardRow[] = [
  { id: 'EM-W1', space: 'T9', workers: 1, coins: 0, source: 'public' },
  { id: 'EM-W2', space: 'T10', workers: 2, coins: 0, source: 'public' },
  { id: 'EM-N1', space: 'T7', workers: 1, coins: 0, source: 'public' },
  { id: 'EM-N2', space: 'T8', workers: 2, coins: 0, source: 'public' },
  { id: 'EM-B1', space: 'T5', workers: 1, coins: 0, source: 'public' },
  { id: 'EM-B2', space: 'T6', workers: 2, coins: 0, source: 'public' },
  { id: 'EM-G3', space: 'T4', workers: 2, coins: 0, source: 'public' },
  { id: 'EM-K3', space: 'T2', workers: 2, coins: 0, source: 'public' },
  { id: 'EM-ANY', space: 'T11', workers: 1, coins: 1, source: 'public' },
  { id: 'EM-L1', space: 'L1', workers: 1, coins: 0, source: 'public' },
  { id: 'EM-L3', space: 'L3', workers: 3, coins: 0, source: 'public' },
  { id: 'EM-ENG', space: 'publicEngineer', workers: 0, coins: 0, source: 'public' },
  { id: 'EM-HIRE', space: 'HIRE', workers: 0, coins: 1, source: 'public' },
  { id: 'EM-I1', space: 'I1', workers: 1, coins: 0, source: 'public' },
  { id: 'EM-I2', space: 'I2', workers: 2, coins: 0, source: 'public' },
  { id: 'EM-D', space: 'D', workers: 1, coins: 0, source: 'public' },
  { id: 'EM-COAL', space: 'C1', workers: 1, coins: 0, coalOnly: true, source: 'public' },
];
export const EMIL_CARD_BY_ID: Record<string, EmilCardRow> = Object.fromEntries(EMIL_CARDS.map((c) => [c.id, c]));

/** Emil's workers: 6 to start, one more when the player reaches each threshold (case 9). */
export const EMIL_START_WORKERS = 6;
export const EMIL_WORKER_THRESHOLDS = [50, 150];
/** Roubles the solo player starts with ("5 coins instead of just one"). */
export const SOLO_START_ROUBLES = 5;
