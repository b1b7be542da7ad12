// What changes with the number of players (S002-0047, 0213–0229; components §5.4).
import type { Source } from './types';

export interface PlayerCountRow {
  players: number;
  rounds: number;
  /** Workers of your colour in the game, and how many you start with. */
  ownWorkers: number;
  startWorkers: number;
  startRoubles: number;
  /** Locomotives per number in the supply (one per player). */
  locosPerNumber: number;
  /** Engineers dealt from the B and A piles, left to right after any empty spaces. */
  engineersB: number;
  engineersA: number;
  /** Turn Order card points scored when passing, by position. */
  passPoints: number[];
  /** The 2-player side of the board blocks some spaces and lets the first player take TO1. */
  twoPlayerSide: boolean;
  source: Source;
}

export const PLAYER_COUNTS: Record<number, PlayerCountRow> = {
  // Solo (S002-0309–0316): set up as for 2 players, 5 roubles, no Turn Order cards.
  1: { players: 1, rounds: 6, ownWorkers: 8, startWorkers: 6, startRoubles: 5, locosPerNumber: 2, engineersB: 3, engineersA: 3, passPoints: [0], twoPlayerSide: true, source: 'seed' },
  2: { players: 2, rounds: 6, ownWorkers: 8, startWorkers: 6, startRoubles: 2, locosPerNumber: 2, engineersB: 3, engineersA: 3, passPoints: [0, 2], twoPlayerSide: true, source: 'seed' },
  3: { players: 3, rounds: 6, ownWorkers: 8, startWorkers: 6, startRoubles: 1, locosPerNumber: 3, engineersB: 3, engineersA: 3, passPoints: [0, 2, 3], twoPlayerSide: false, source: 'seed' },
  4: { players: 4, rounds: 7, ownWorkers: 7, startWorkers: 5, startRoubles: 1, locosPerNumber: 4, engineersB: 4, engineersA: 3, passPoints: [0, 2, 3, 4], twoPlayerSide: false, source: 'seed' },
};
/** Roubles in the box (S002-0012); the project treats the supply as open (design §10). */
export const ROUBLES_IN_BOX = 18;
export const TEMP_WORKERS = 2;
export const LOCO_NUMBERS = 9;
