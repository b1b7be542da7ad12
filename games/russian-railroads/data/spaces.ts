// Action spaces of the main board (4-player side; the 3-player game uses the same side; the 2-player
// side blocks some of them). Costs: workers (a rouble may replace each) and compulsory roubles.
import type { Effect, Source } from './types';

export interface SpaceRow {
  id: string;
  name: string;
  workers: number;
  roubles: number;
  effects: Effect[];
  /** Blocked on the 2-player side of the board. */
  blocked2p?: boolean;
  /** Never counts as occupied (T12). */
  reusable?: boolean;
  /** Roubles may not stand in for the worker (turn-order spaces). */
  workerOnly?: boolean;
  /** 'lastRound' spaces exist only in the last round; 'normal' spaces are covered then. */
  when?: 'normal' | 'lastRound';
  /** Compulsory coal (Coal module spaces). */
  coal?: number;
  /** Only with the Coal module. */
  coalOnly?: boolean;
  /** Not used in the solo game (a blockade on 2 roubles; no turn-order track, no Last Round marker). */
  soloBlocked?: boolean;
  /** Track spaces the Dispatcher (engineer 13) may copy. */
  trackSpace?: boolean;
  source: Source;
}

export const SPACES: SpaceRow[] = [
  { id: 'T1', name: '2 black', workers: 1, roubles: 0, effects: [{ e: 'adv', cols: [0], n: 2 }], blocked2p: true, trackSpace: true, source: 'public' },
  { id: 'T2', name: '3 black', workers: 2, roubles: 0, effects: [{ e: 'adv', cols: [0], n: 3 }], trackSpace: true, source: 'public' },
  { id: 'T3', name: '2 gray', workers: 1, roubles: 0, effects: [{ e: 'adv', cols: [1], n: 2 }], blocked2p: true, trackSpace: true, source: 'public' },
  { id: 'T4', name: '3 gray', workers: 2, roubles: 0, effects: [{ e: 'adv', cols: [1], n: 3 }], trackSpace: true, source: 'public' },
  { id: 'T5', name: '1 brown', workers: 1, roubles: 0, effects: [{ e: 'adv', cols: [2], n: 1 }], trackSpace: true, source: 'public' },
  { id: 'T6', name: '2 brown', workers: 2, roubles: 0, effects: [{ e: 'adv', cols: [2], n: 2 }], trackSpace: true, source: 'public' },
  { id: 'T7', name: '1 natural', workers: 1, roubles: 0, effects: [{ e: 'adv', cols: [3], n: 1 }], trackSpace: true, source: 'public' },
  { id: 'T8', name: '2 natural', workers: 2, roubles: 0, effects: [{ e: 'adv', cols: [3], n: 2 }], trackSpace: true, source: 'public' },
  { id: 'T9', name: '1 white', workers: 1, roubles: 0, effects: [{ e: 'adv', cols: [4], n: 1 }], trackSpace: true, source: 'public' },
  { id: 'T10', name: '2 white', workers: 2, roubles: 0, effects: [{ e: 'adv', cols: [4], n: 2 }], trackSpace: true, source: 'public' },
  { id: 'T11', name: '2 of your choice', workers: 1, roubles: 1, effects: [{ e: 'adv', cols: [0, 1, 2, 3, 4], n: 2 }], source: 'seed' },
  { id: 'T12', name: '1 black or gray (reusable)', workers: 1, roubles: 0, effects: [{ e: 'adv', cols: [0, 1], n: 1 }], reusable: true, source: 'seed' },
  { id: 'L1', name: 'locomotive or factory', workers: 1, roubles: 0, effects: [{ e: 'tile', mode: 'either' }], source: 'public' },
  { id: 'L2', name: 'locomotive or factory', workers: 2, roubles: 0, effects: [{ e: 'tile', mode: 'either' }], blocked2p: true, source: 'public' },
  { id: 'L3', name: 'locomotive and factory', workers: 3, roubles: 0, effects: [{ e: 'tile', mode: 'both' }], source: 'public' },
  { id: 'I1', name: '1 industry', workers: 1, roubles: 0, effects: [{ e: 'ind', n: 1 }], source: 'public' },
  { id: 'I2', name: '2 industry', workers: 2, roubles: 0, effects: [{ e: 'ind', n: 2 }], source: 'public' },
  { id: 'D', name: '1 doubler', workers: 1, roubles: 0, effects: [{ e: 'doubler', n: 1 }], source: 'seed' },
  { id: 'R', name: '2 roubles', workers: 1, roubles: 0, effects: [{ e: 'roubles', n: 2 }], soloBlocked: true, source: 'seed' },
  { id: 'W', name: '2 temporary workers', workers: 1, roubles: 0, effects: [{ e: 'temp' }], blocked2p: true, source: 'seed' },
  { id: 'HIRE', name: 'hire the engineer', workers: 0, roubles: 1, effects: [{ e: 'hire' }], source: 'seed' },
  { id: 'TO1', name: '1st in turn order', workers: 1, roubles: 0, effects: [], workerOnly: true, when: 'normal', soloBlocked: true, source: 'seed' },
  { id: 'TO2', name: '2nd in turn order', workers: 1, roubles: 0, effects: [], workerOnly: true, when: 'normal', blocked2p: true, source: 'seed' },
  { id: 'C1', name: 'Coal mine: 2 coal', workers: 1, roubles: 0, effects: [{ e: 'coal', n: 2 }], coalOnly: true, source: 'project' },
  { id: 'C2', name: 'Foundry market: a face-up foundry', workers: 1, roubles: 0, coal: 1, effects: [{ e: 'foundry' }], coalOnly: true, source: 'project' },
  { id: 'C3', name: 'Stoke: a boilerman', workers: 0, roubles: 0, coal: 2, effects: [{ e: 'stoke' }], coalOnly: true, source: 'seed' },
  { id: 'MINE', name: 'Mining engineer: 3 coal', workers: 0, roubles: 1, effects: [{ e: 'coal', n: 3 }], coalOnly: true, source: 'project' },
  { id: 'LR', name: '3 industry (Last Round marker)', workers: 2, roubles: 0, effects: [{ e: 'ind', n: 3 }], when: 'lastRound', soloBlocked: true, source: 'project' },
];

export const SPACE_BY_ID: Record<string, SpaceRow> = Object.fromEntries(SPACES.map((s) => [s.id, s]));
