// The 15 engineers (components §1). Id = the tie-break number printed on the tile.
import type { Effect, Source } from './types';

export interface EngineerRow {
  id: number;
  pile: 'A' | 'B' | '-';
  name: string;
  workers: number;
  roubles: number;
  effects: Effect[];
  source: Source;
}

export const ENGINEERS: EngineerRow[] = [
  { id: 1, pile: 'A', name: 'Locomotive fitter', workers: 1, roubles: 0, effects: [{ e: 'tile', mode: 'either' }], source: 'project' },
  { id: 2, pile: 'A', name: 'Works foreman', workers: 1, roubles: 0, effects: [{ e: 'ind', n: 2 }], source: 'project' },
  { id: 3, pile: 'B', name: 'Brickworks crew', workers: 0, roubles: 1, effects: [{ e: 'adv', cols: [2], n: 2 }], source: 'project' },
  { id: 4, pile: '-', name: 'Chief engineer', workers: 1, roubles: 0, effects: [{ e: 'adv', cols: [0, 1, 2, 3, 4], n: 2 }], source: 'project' },
  { id: 5, pile: 'A', name: 'Surveyor', workers: 1, roubles: 0, effects: [{ e: 'adv', cols: [0], n: 3 }], source: 'project' },
  { id: 6, pile: 'A', name: 'Ballast crew', workers: 1, roubles: 0, effects: [{ e: 'adv', cols: [1], n: 3 }], source: 'project' },
  { id: 7, pile: 'B', name: 'Hardwood gang', workers: 1, roubles: 0, effects: [{ e: 'adv', cols: [4], n: 1 }, { e: 'adv', cols: [3], n: 1 }], source: 'project' },
  { id: 8, pile: 'B', name: 'Works manager', workers: 2, roubles: 0, effects: [{ e: 'tile', mode: 'factory' }, { e: 'ind', n: 2 }], source: 'project' },
  { id: 9, pile: 'B', name: 'Industrialist', workers: 2, roubles: 0, effects: [{ e: 'ind', n: 3 }], source: 'project' },
  { id: 10, pile: 'A', name: 'Track gang', workers: 2, roubles: 0, effects: [{ e: 'adv', cols: [0, 1], n: 5 }], source: 'project' },
  { id: 11, pile: 'A', name: 'Signal engineer', workers: 0, roubles: 1, effects: [{ e: 'doubler', n: 1 }, { e: 'adv', cols: [0], n: 2 }], source: 'project' },
  { id: 12, pile: 'B', name: 'Timber yard', workers: 1, roubles: 0, effects: [{ e: 'adv', cols: [3], n: 1 }, { e: 'adv', cols: [1], n: 1 }], source: 'project' },
  { id: 13, pile: 'B', name: 'Dispatcher', workers: 2, roubles: 0, effects: [{ e: 'copyTrack' }], source: 'project' },
  { id: 14, pile: 'A', name: 'Financier', workers: 1, roubles: 0, effects: [{ e: 'roubles', n: 1 }, { e: 'adv', cols: [0], n: 1 }], source: 'project' },
  { id: 15, pile: 'B', name: 'Publicist', workers: 1, roubles: 0, effects: [{ e: 'points', n: 5 }], source: 'project' },
];
export const ENGINEER_BY_ID: Record<number, EngineerRow> = Object.fromEntries(ENGINEERS.map((e) => [e.id, e]));
