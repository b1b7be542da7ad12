// The base player board: three railroads, their special spaces, the industry track, the doubler row.
import type { Colour, Effect, Source } from './types';

export interface LineRow {
  id: string;
  name: string;
  length: number;
  /** Colours that may be built on this line (a track of each is given when unlocked). */
  colours: Colour[];
  /** Locomotive slots of this line (indexes into a player's locos array). */
  slots: number[];
  /** German München: the length by route, and the space after which the route is chosen. */
  routes?: { H: number; B: number; switchAt: number };
  source: Source;
}

/** Conditions: 'black' = black track on the space or beyond; 'trackLoco' = that colour's track on it
 *  or beyond and the line's locomotive reach at least the space; 'industry' = a marker reaches it. */
export type SpecialCondition =
  | { c: 'black'; line: number; space: number }
  | { c: 'trackLoco'; line: number; space: number; colour: Colour }
  | { c: 'industry'; index: number };

export type SpecialReward =
  | { r: 'unlock'; colour: Colour; advance?: number; choose?: number } // take the tracks of that colour (white: advance up to 2; German natural: place 2 by choice)
  | { r: 'points'; n: number }
  | { r: 'worker' }
  | { r: 'token' }
  | { r: 'effects'; effects: Effect[] } // immediate, once (German: 2 industry, 2 roubles, 1 loco/factory, marker, income)
  | { r: 'extension'; area: string }; // a station: place an extension tile there

export interface SpecialRow {
  id: string;
  when: SpecialCondition;
  /** German München: the special exists only on this route. */
  route?: 'H' | 'B';
  reward: SpecialReward;
  seed: string; // the seed sentence
  source: Source;
}

export const BASE_LINES: LineRow[] = [
  { id: 'TS', name: 'Trans-Siberian', length: 15, colours: [0, 1, 2, 3, 4], slots: [0, 1], source: 'public' },
  { id: 'StP', name: 'St. Petersburg', length: 9, colours: [0, 1, 2, 3], slots: [2], source: 'public' },
  { id: 'Kiev', name: 'Kiev', length: 9, colours: [0, 1, 2], slots: [3], source: 'public' },
];
export const TS = 0, STP = 1, KIEV = 2;
export const LOCO_SLOTS = 4;

export const BASE_SPECIALS: SpecialRow[] = [
  { id: 'TS2', when: { c: 'black', line: TS, space: 2 }, reward: { r: 'unlock', colour: 1 }, seed: 'S002-0073', source: 'seed' },
  { id: 'TS6', when: { c: 'black', line: TS, space: 6 }, reward: { r: 'unlock', colour: 2 }, seed: 'S002-0076', source: 'seed' },
  { id: 'TS10', when: { c: 'black', line: TS, space: 10 }, reward: { r: 'unlock', colour: 3 }, seed: 'S002-0076', source: 'seed' },
  { id: 'TS15', when: { c: 'black', line: TS, space: 15 }, reward: { r: 'unlock', colour: 4, advance: 2 }, seed: 'S002-0152', source: 'seed' },
  { id: 'TSend', when: { c: 'black', line: TS, space: 15 }, reward: { r: 'points', n: 10 }, seed: 'S002-0154', source: 'seed' },
  { id: 'StPend', when: { c: 'black', line: STP, space: 9 }, reward: { r: 'points', n: 10 }, seed: 'S002-0154', source: 'seed' },
  { id: 'Kievend', when: { c: 'black', line: KIEV, space: 9 }, reward: { r: 'points', n: 10 }, seed: 'S002-0154', source: 'seed' },
  { id: 'Kiev7', when: { c: 'black', line: KIEV, space: 7 }, reward: { r: 'worker' }, seed: 'S002-0156', source: 'seed' },
  { id: 'TS3', when: { c: 'trackLoco', line: TS, space: 3, colour: 2 }, reward: { r: 'worker' }, seed: 'S002-0158', source: 'seed' },
  { id: 'TS13', when: { c: 'trackLoco', line: TS, space: 13, colour: 0 }, reward: { r: 'token' }, seed: 'S002-0164', source: 'seed' },
  { id: 'StP4', when: { c: 'trackLoco', line: STP, space: 4, colour: 0 }, reward: { r: 'token' }, seed: 'S002-0164', source: 'seed' },
  { id: 'StP6', when: { c: 'trackLoco', line: STP, space: 6, colour: 0 }, reward: { r: 'token' }, seed: 'S002-0164', source: 'seed' },
  { id: 'IndQ', when: { c: 'industry', index: 10 }, reward: { r: 'token' }, seed: 'S002-0166', source: 'project' },
];

/** Recurring bonuses, checked at every railroad scoring. */
export interface StarRow { line: number; space: number; colour: Colour; points: number; source: Source }
export const BASE_STARS: StarRow[] = [
  { line: KIEV, space: 1, colour: 0, points: 1, source: 'seed' },
  { line: KIEV, space: 2, colour: 0, points: 2, source: 'seed' },
  { line: KIEV, space: 3, colour: 0, points: 3, source: 'seed' },
  { line: KIEV, space: 4, colour: 0, points: 4, source: 'seed' },
  { line: KIEV, space: 8, colour: 0, points: 5, source: 'project' },
];
/** StP 7 with gray and a locomotive: the whole line scores double (S002-0160). */
export const BASE_DOUBLE_LINE = { line: STP, space: 7, colour: 1 as Colour, source: 'seed' as Source };
/** The Kiev medal (token Q3): gray and a locomotive on Kiev 5 → 12 points per scoring (15 before the balance report), never doubled. */
export const BASE_MEDAL = { line: KIEV, space: 5, colour: 1 as Colour, points: 12, source: 'project' as Source };
/** Doubler row: 8 dashed spaces above TS 1–8, filled left to right (S002-0097/0098). */
export const DOUBLER_LINE = TS;
export const DOUBLER_SPACES = 8;
export const DOUBLER_SUPPLY = 20;

/** Points per scored space by colour: base and after the Revaluation marker (public: BGA, RYT). */
export const TRACK_VALUES = { base: [0, 1, 2, 4, 7], revalued: [0, 1, 3, 6, 10], source: 'public' as Source };

/** Industry track (components §5.2): index → kind and the points it scores as. */
export interface IndustrySpace { kind: 'start' | 'number' | 'factory' | 'token' | 'end'; scores: number; source: Source }
export const INDUSTRY_TRACK: IndustrySpace[] = [
  { kind: 'start', scores: 0, source: 'project' },
  { kind: 'number', scores: 1, source: 'project' },
  { kind: 'number', scores: 2, source: 'project' },
  { kind: 'number', scores: 3, source: 'project' },
  { kind: 'number', scores: 5, source: 'project' },
  { kind: 'factory', scores: 5, source: 'project' },
  { kind: 'number', scores: 10, source: 'project' },
  { kind: 'factory', scores: 10, source: 'project' },
  { kind: 'number', scores: 15, source: 'project' },
  { kind: 'factory', scores: 15, source: 'project' },
  { kind: 'token', scores: 15, source: 'project' },
  { kind: 'factory', scores: 15, source: 'project' },
  { kind: 'number', scores: 20, source: 'project' },
  { kind: 'factory', scores: 20, source: 'project' },
  { kind: 'number', scores: 25, source: 'project' },
  { kind: 'end', scores: 30, source: 'project' },
];
export const FACTORY_SLOTS = INDUSTRY_TRACK.map((s, i) => (s.kind === 'factory' ? i : -1)).filter((i) => i >= 0);
