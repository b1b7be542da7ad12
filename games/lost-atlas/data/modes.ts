// Design §4.4 block 10 and §1.1: the modes, the Minor sets (§3.1.3) and per-mode counts.
import type { MinorId } from './minors';
import type { Provenance } from './source';

export type ModeId = 'short' | 'shortCrowded' | 'long' | 'longCrowded' | 'sixSeven';
export interface ModeRow extends Provenance {
  players: number[];
  minors: number;
  columns: number;
  terrain: number;
  capitals: number;
  cycles: number;
  dds?: string[];
  sTiles?: string[];
  recommended?: string[];
}
const r = '§4.4 block 10';
export const MODES: Record<ModeId, ModeRow> = {
  short: { players: [2, 3, 4], minors: 8, columns: 2, terrain: 17, capitals: 2, cycles: 4, dds: ['27', '28'], source: 'public', conf: 'h', ref: r },
  shortCrowded: { players: [2, 3, 4], minors: 12, columns: 3, terrain: 13, capitals: 2, cycles: 4, source: 'seed', ref: r },
  long: { players: [3, 4, 5], minors: 12, columns: 3, terrain: 21, capitals: 3, cycles: 6, dds: ['26', '27', '28'], source: 'public', conf: 'h', ref: r },
  longCrowded: { players: [3, 4, 5], minors: 16, columns: 4, terrain: 17, capitals: 3, cycles: 6, source: 'seed', ref: r },
  sixSeven: {
    players: [6, 7], minors: 16, columns: 4, terrain: 21, sTiles: ['S-1', 'S-2'], capitals: 3, cycles: 5,
    recommended: ['hostileMergers', 'directToMajor'], source: 'seed', ref: r,
  },
};

export type MinorSetId = 'baseShort' | 'lmkShort' | 'baseLong' | 'lmkLong';
export const MINOR_SETS: Record<MinorSetId, MinorId[]> = {
  baseShort: ['AG', 'EA', 'EM', 'ER', 'NP', 'RE', 'SU', 'TU'],
  lmkShort: ['AG', 'EA', 'ER', 'SU', 'CI', 'CO', 'MA', 'TW'],
  baseLong: ['AD', 'AG', 'BR', 'EM', 'EA', 'ER', 'NP', 'OV', 'RE', 'SP', 'SU', 'TU'],
  lmkLong: ['AG', 'EA', 'EM', 'ER', 'NP', 'RE', 'SU', 'TU', 'CI', 'CO', 'MA', 'TW'],
};
export const MINOR_SETS_SOURCE = { baseShort: 'public', lmkShort: 'project', baseLong: 'public', lmkLong: 'project' } as const;

export const CROWDED_ADD_ORDER: MinorId[] = ['CI', 'CO', 'MA', 'TW', 'AD', 'BR', 'OV', 'SP', 'EM', 'NP', 'RE', 'TU', 'AG', 'EA', 'ER', 'SU'];
/** Terrain tiles a Crowded or S-tile swap may take out (12–20, 22–25). */
export const SWAP_ELIGIBLE = ['12', '13', '14', '15', '16', '17', '18', '19', '20', '22', '23', '24', '25'];
export const RANDOM_REMOVE: Record<'short' | 'shortCrowded' | 'long' | 'longCrowded', number> = { short: 8, shortCrowded: 4, long: 4, longCrowded: 0 };
export const LANDMARK_PROJECTS = { short: 2, long: 3, sixSeven: 3 };
/** [Chronicle, Herald] cards per mode; the 6–7 shape is the seed's (S000-0035). */
export const EVENT_DECK: Record<'short' | 'solo' | 'long' | 'sixSeven', [number, number]> = { short: [2, 2], solo: [2, 2], long: [3, 3], sixSeven: [3, 2] };
