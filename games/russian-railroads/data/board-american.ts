// The American Railroads board (S002-0393–0406; components §8). Lines, coin spaces and the Golden Spike.
import type { Effect, Source } from './types';
import type { LineRow, SpecialRow, StarRow } from './board-base';

export const MAIN = 0, EAST = 1, WEST = 2;

export const AMERICAN_LINES: LineRow[] = [
  { id: 'Main', name: 'Main line (New York–Omaha)', length: 15, colours: [0, 1, 2, 3, 4], slots: [0, 1], source: 'project' },
  { id: 'East', name: 'Transcontinental East', length: 7, colours: [0, 1, 2, 3], slots: [2], source: 'seed' },
  { id: 'West', name: 'Transcontinental West', length: 9, colours: [0, 1, 2], slots: [3], source: 'seed' },
];

const b = (line: number, space: number) => ({ c: 'black' as const, line, space });
const bl = (line: number, space: number) => ({ c: 'trackLoco' as const, line, space, colour: 0 as const });

export const AMERICAN_SPECIALS: SpecialRow[] = [
  { id: 'Main2', when: b(MAIN, 2), reward: { r: 'unlock', colour: 1 }, seed: '', source: 'project' },
  { id: 'Main3', when: { c: 'trackLoco', line: MAIN, space: 3, colour: 2 }, reward: { r: 'worker' }, seed: '', source: 'project' },
  { id: 'Main6', when: b(MAIN, 6), reward: { r: 'unlock', colour: 2 }, seed: '', source: 'project' },
  { id: 'Main9', when: bl(MAIN, 9), reward: { r: 'effects', effects: [{ e: 'ind', n: 2 }] }, seed: '', source: 'project' },
  { id: 'Main10', when: b(MAIN, 10), reward: { r: 'unlock', colour: 3 }, seed: '', source: 'project' },
  { id: 'Main13', when: bl(MAIN, 13), reward: { r: 'token' }, seed: '', source: 'project' },
  { id: 'Main15', when: b(MAIN, 15), reward: { r: 'unlock', colour: 4, advance: 2 }, seed: '', source: 'project' },
  { id: 'Mainend', when: b(MAIN, 15), reward: { r: 'points', n: 10 }, seed: '', source: 'project' },
  { id: 'East3', when: bl(EAST, 3), reward: { r: 'token' }, seed: '', source: 'project' },
  { id: 'Eastend', when: b(EAST, 7), reward: { r: 'points', n: 10 }, seed: 'S002-0402', source: 'project' },
  { id: 'West7', when: b(WEST, 7), reward: { r: 'worker' }, seed: '', source: 'project' },
  { id: 'Westend', when: b(WEST, 9), reward: { r: 'points', n: 10 }, seed: 'S002-0402', source: 'project' },
];

export const AMERICAN_STARS: StarRow[] = [1, 2, 3, 4].map((n) => ({ line: WEST, space: n, colour: 0 as const, points: n, source: 'project' as Source }));
export const AMERICAN_MEDAL = { line: WEST, space: 5, colour: 1 as const, points: 12, source: 'project' as Source };

/** Coin spaces (S002-0393–0397): the track colour shown on the space, then 1 rouble, once (a Done marker). */
export interface CoinSpaceRow { id: string; line: number; space: number; colour: 0 | 1 | 2 | 3 | 4; reward: 'token' | 'doubleLine' | Effect[]; source: Source }
export const COIN_SPACES: CoinSpaceRow[] = [
  { id: 'CP1', line: MAIN, space: 5, colour: 1, reward: 'token', source: 'project' },
  { id: 'CP2', line: EAST, space: 5, colour: 1, reward: 'doubleLine', source: 'project' },
  { id: 'CP3', line: WEST, space: 6, colour: 2, reward: [{ e: 'ebDraw', n: 2 }], source: 'project' },
];
export const COIN_SPACE_COST = 1;

/** Golden Spike (S002-0404–0406): black on the line's last space and a locomotive reaching it: +10 per railroad scoring, per line. */
export const GOLDEN_SPIKE = { lines: [{ line: EAST, space: 7 }, { line: WEST, space: 9 }], points: 10, source: 'seed' as Source };
