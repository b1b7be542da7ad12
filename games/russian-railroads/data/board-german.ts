// The German Railroads player board (S002-0230–0266; components §7). Every row is project data unless
// the seed states it (switch, stations, medal on Dresden 5, natural on all lines).
import type { Effect, Source } from './types';
import type { LineRow, SpecialRow, StarRow } from './board-base';

export const MUENCHEN = 0, DRESDEN = 1, NUERNBERG = 2;

export const GERMAN_LINES: LineRow[] = [
  { id: 'M', name: 'München', length: 16, colours: [0, 1, 2, 3, 4], slots: [0, 1], routes: { H: 16, B: 13, switchAt: 8 }, source: 'project' },
  { id: 'D', name: 'Dresden', length: 9, colours: [0, 1, 2, 3], slots: [2], source: 'project' },
  { id: 'N', name: 'Nürnberg-Fürth', length: 9, colours: [0, 1, 2, 3], slots: [3], source: 'project' },
];

/** Dashed areas: the first space is the station (S002-0243/0244). */
export interface AreaRow { id: string; name: string; line: number; station: number; size: number; source: Source }
export const GERMAN_AREAS: AreaRow[] = [
  { id: 'HV', name: 'Hannover', line: DRESDEN, station: 6, size: 4, source: 'project' },
  { id: 'WU', name: 'Würzburg', line: NUERNBERG, station: 4, size: 2, source: 'project' },
  { id: 'FR', name: 'Frankfurt', line: NUERNBERG, station: 7, size: 3, source: 'project' },
];

const fx = (effects: Effect[]) => ({ r: 'effects' as const, effects });
const bl = (line: number, space: number) => ({ c: 'trackLoco' as const, line, space, colour: 0 as const });
const b = (line: number, space: number) => ({ c: 'black' as const, line, space });

export const GERMAN_SPECIALS: SpecialRow[] = [
  { id: 'M2', when: b(MUENCHEN, 2), reward: { r: 'unlock', colour: 1 }, seed: '', source: 'project' },
  { id: 'M3', when: { c: 'trackLoco', line: MUENCHEN, space: 3, colour: 2 }, reward: { r: 'worker' }, seed: '', source: 'project' },
  { id: 'M5', when: bl(MUENCHEN, 5), reward: fx([{ e: 'ind', n: 2 }]), seed: 'S002-0256', source: 'project' },
  { id: 'M6', when: b(MUENCHEN, 6), reward: { r: 'unlock', colour: 2 }, seed: '', source: 'project' },
  { id: 'M8', when: bl(MUENCHEN, 8), reward: { r: 'token' }, seed: '', source: 'project' },
  { id: 'H10', route: 'H', when: b(MUENCHEN, 10), reward: { r: 'unlock', colour: 3, choose: 2 }, seed: 'S002-0265', source: 'project' },
  { id: 'H12', route: 'H', when: bl(MUENCHEN, 12), reward: fx([{ e: 'tile', mode: 'either' }]), seed: 'S002-0256', source: 'project' },
  { id: 'H13', route: 'H', when: bl(MUENCHEN, 13), reward: { r: 'token' }, seed: '', source: 'project' },
  { id: 'H15', route: 'H', when: b(MUENCHEN, 15), reward: { r: 'unlock', colour: 4, advance: 2 }, seed: 'S002-0237', source: 'project' },
  { id: 'H16', route: 'H', when: b(MUENCHEN, 16), reward: { r: 'points', n: 10 }, seed: '', source: 'project' },
  { id: 'B9', route: 'B', when: b(MUENCHEN, 9), reward: { r: 'unlock', colour: 3, choose: 2 }, seed: 'S002-0238', source: 'project' },
  { id: 'B10', route: 'B', when: b(MUENCHEN, 10), reward: fx([{ e: 'extraMarker' }]), seed: 'S002-0258', source: 'project' },
  { id: 'B11', route: 'B', when: bl(MUENCHEN, 11), reward: fx([{ e: 'income' }]), seed: 'S002-0261', source: 'project' },
  { id: 'B12', route: 'B', when: bl(MUENCHEN, 12), reward: { r: 'token' }, seed: '', source: 'project' },
  { id: 'B13', route: 'B', when: b(MUENCHEN, 13), reward: { r: 'points', n: 10 }, seed: '', source: 'project' },
  { id: 'D2', when: bl(DRESDEN, 2), reward: fx([{ e: 'roubles', n: 2 }]), seed: 'S002-0256', source: 'project' },
  { id: 'D3', when: bl(DRESDEN, 3), reward: { r: 'token' }, seed: '', source: 'project' },
  { id: 'D6', when: b(DRESDEN, 6), reward: { r: 'extension', area: 'HV' }, seed: 'S002-0245', source: 'project' },
  { id: 'Dend', when: b(DRESDEN, 9), reward: { r: 'points', n: 10 }, seed: '', source: 'project' },
  { id: 'N4', when: b(NUERNBERG, 4), reward: { r: 'extension', area: 'WU' }, seed: 'S002-0245', source: 'project' },
  { id: 'N6', when: b(NUERNBERG, 6), reward: { r: 'worker' }, seed: '', source: 'project' },
  { id: 'N7', when: b(NUERNBERG, 7), reward: { r: 'extension', area: 'FR' }, seed: 'S002-0245', source: 'project' },
  { id: 'Nend', when: b(NUERNBERG, 9), reward: { r: 'points', n: 10 }, seed: '', source: 'project' },
];

export const GERMAN_STARS: StarRow[] = [
  { line: NUERNBERG, space: 1, colour: 0, points: 1, source: 'project' },
  { line: NUERNBERG, space: 2, colour: 0, points: 2, source: 'project' },
  { line: NUERNBERG, space: 3, colour: 0, points: 3, source: 'project' },
];
export const GERMAN_MEDAL = { line: DRESDEN, space: 5, colour: 1 as const, points: 12, source: 'project' as Source };
/** Revaluation on the German board (RYT): gray 2, brown 3, natural 7, white 8. */
export const GERMAN_REVALUED = [0, 2, 3, 7, 8];

/** Extension tiles: a shared pool, players + 1 of each size (2p and solo: 3), chosen at random from 5. */
export interface ExtensionRow {
  id: string;
  area: string;
  specials: SpecialRow[];
  stars: StarRow[];
  doubles?: { line: number; space: number; colour: 0 | 1 | 2 | 3 | 4 };
  source: Source;
}
const t = (id: string, when: SpecialRow['when'], reward: SpecialRow['reward']): SpecialRow => ({ id, when, reward, seed: '', source: 'project' });
const star = (line: number, space: number, points: number): StarRow => ({ line, space, colour: 0, points, source: 'project' });
export const EXTENSIONS: ExtensionRow[] = [
  { id: 'HV1', area: 'HV', specials: [], stars: [], doubles: { line: DRESDEN, space: 8, colour: 1 }, source: 'project' },
  { id: 'HV2', area: 'HV', specials: [t('HV2-7', bl(DRESDEN, 7), { r: 'token' }), t('HV2-9', bl(DRESDEN, 9), fx([{ e: 'roubles', n: 2 }]))], stars: [], source: 'project' },
  { id: 'HV3', area: 'HV', specials: [t('HV3-7', bl(DRESDEN, 7), fx([{ e: 'income' }])), t('HV3-9', bl(DRESDEN, 9), fx([{ e: 'ind', n: 2 }]))], stars: [], source: 'project' },
  { id: 'HV4', area: 'HV', specials: [t('HV4-7', bl(DRESDEN, 7), fx([{ e: 'tile', mode: 'either' }])), t('HV4-8', bl(DRESDEN, 8), fx([{ e: 'roubles', n: 2 }])), t('HV4-9', bl(DRESDEN, 9), fx([{ e: 'ind', n: 2 }]))], stars: [], source: 'project' },
  { id: 'HV5', area: 'HV', specials: [], stars: [star(DRESDEN, 7, 4), star(DRESDEN, 8, 4), star(DRESDEN, 9, 4)], source: 'project' },
  { id: 'WU1', area: 'WU', specials: [], stars: [star(NUERNBERG, 5, 4)], source: 'project' },
  { id: 'WU2', area: 'WU', specials: [t('WU2-5', bl(NUERNBERG, 5), fx([{ e: 'roubles', n: 2 }]))], stars: [], source: 'project' },
  { id: 'WU3', area: 'WU', specials: [t('WU3-5', bl(NUERNBERG, 5), fx([{ e: 'ind', n: 2 }]))], stars: [], source: 'project' },
  { id: 'WU4', area: 'WU', specials: [t('WU4-5', bl(NUERNBERG, 5), fx([{ e: 'income' }]))], stars: [], source: 'project' },
  { id: 'WU5', area: 'WU', specials: [t('WU5-5', bl(NUERNBERG, 5), fx([{ e: 'tile', mode: 'either' }]))], stars: [], source: 'project' },
  { id: 'FR1', area: 'FR', specials: [], stars: [star(NUERNBERG, 8, 5), star(NUERNBERG, 9, 5)], source: 'project' },
  { id: 'FR2', area: 'FR', specials: [t('FR2-8', bl(NUERNBERG, 8), fx([{ e: 'income' }]))], stars: [], source: 'project' },
  { id: 'FR3', area: 'FR', specials: [t('FR3-9', bl(NUERNBERG, 9), { r: 'token' })], stars: [], source: 'project' },
  { id: 'FR4', area: 'FR', specials: [t('FR4-8', bl(NUERNBERG, 8), fx([{ e: 'ind', n: 2 }])), t('FR4-9', bl(NUERNBERG, 9), fx([{ e: 'roubles', n: 2 }]))], stars: [], source: 'project' },
  { id: 'FR5', area: 'FR', specials: [t('FR5-8', bl(NUERNBERG, 8), fx([{ e: 'tile', mode: 'either' }]))], stars: [star(NUERNBERG, 9, 5)], source: 'project' },
];
export const EXTENSION_BY_ID: Record<string, ExtensionRow> = Object.fromEntries(EXTENSIONS.map((x) => [x.id, x]));

/** Income markers (components §7.4): each usable once per round as a free action. */
export interface IncomeRow { id: string; name: string; effects: Effect[]; copies: number; source: Source }
export const INCOME_MARKERS: IncomeRow[] = [
  { id: 'INC-R', name: '1 rouble', effects: [{ e: 'roubles', n: 1 }], copies: 4, source: 'project' },
  { id: 'INC-I', name: '1 industry advancement', effects: [{ e: 'ind', n: 1 }], copies: 4, source: 'project' },
  { id: 'INC-T', name: '2 black/gray advancements', effects: [{ e: 'adv', cols: [0, 1], n: 2 }], copies: 4, source: 'project' },
  { id: 'INC-B', name: '1 brown advancement', effects: [{ e: 'adv', cols: [2], n: 1 }], copies: 4, source: 'project' },
];
export const INCOME_BY_ID: Record<string, IncomeRow> = Object.fromEntries(INCOME_MARKERS.map((x) => [x.id, x]));
