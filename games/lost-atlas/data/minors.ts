// Design §4.4 block 5 and §3.1.1: the 16 Minors. Shares [40,20,20,20]: a 2-share president
// certificate + 3 singles. `hubs` is the cost of each hub token, home first. The four Landmarks
// Minors are seed companies (S000-0002) on project-designed home tiles (`tileSource`).
import type { Provenance, Source } from './source';

export type MinorId = 'AD' | 'AG' | 'BR' | 'EM' | 'EA' | 'ER' | 'NP' | 'OV' | 'RE' | 'SP' | 'SU' | 'TU' | 'CI' | 'CO' | 'MA' | 'TW';
export type AbilityId =
  | 'adaptive' | 'agricultural' | 'bridging' | 'easternMining' | 'expansive' | 'express' | 'northernPort'
  | 'overnight' | 'resourceful' | 'spacious' | 'suburban' | 'tunneling' | 'circus' | 'coupling' | 'manufacturing' | 'twinCities';

export interface MinorRow extends Provenance {
  id: MinorId;
  name: string;
  /** [piece, cell] of the printed home; Twin Cities has two; Adaptive none (it chooses at launch). */
  home: [string, 'A' | 'B' | 'C'] | [string, 'A' | 'B' | 'C'][] | null;
  /** The map piece that brings the Minor into play (tile 21 stands for Adaptive, TWP for Twin Cities). */
  homePiece: string;
  ability: AbilityId;
  hubs: number[];
  params?: Record<string, number | Record<string, number>>;
  module?: 'landmarks';
  tileSource?: Source;
}

export const MINOR_SHARES = { certificates: [2, 1, 1, 1], total: 5, percentPerShare: 20, source: 'public' as const, conf: 'h' as const, ref: '§3.1.1' };

const h = { source: 'public' as const, conf: 'h' as const, ref: '§4.4 block 5' };
const lmk = { module: 'landmarks' as const, source: 'seed' as const, tileSource: 'project' as const, ref: '§4.4 block 5' };

export const MINORS: MinorRow[] = [
  { id: 'AD', name: 'Adaptive', home: null, homePiece: '21', ability: 'adaptive', hubs: [0], ...h },
  { id: 'AG', name: 'Agricultural', home: ['3', 'B'], homePiece: '3', ability: 'agricultural', hubs: [0], ...h },
  { id: 'BR', name: 'Bridging', home: ['9', 'C'], homePiece: '9', ability: 'bridging', hubs: [0], params: { bridges: { '721': 2, '722': 2, '723': 1 } }, ...h },
  { id: 'EM', name: 'Eastern Mining', home: ['2', 'A'], homePiece: '2', ability: 'easternMining', hubs: [0], ...h },
  { id: 'EA', name: 'Expansive', home: ['1', 'A'], homePiece: '1', ability: 'expansive', hubs: [0, 40], ...h },
  { id: 'ER', name: 'Express', home: ['5', 'B'], homePiece: '5', ability: 'express', hubs: [0], params: { extraStops: 1 }, ...h },
  { id: 'NP', name: 'Northern Port', home: ['7', 'B'], homePiece: '7', ability: 'northernPort', hubs: [0], ...h },
  { id: 'OV', name: 'Overnight', home: ['10', 'B'], homePiece: '10', ability: 'overnight', hubs: [0], ...h },
  { id: 'RE', name: 'Resourceful', home: ['4', 'B'], homePiece: '4', ability: 'resourceful', hubs: [0], ...h },
  { id: 'SP', name: 'Spacious', home: ['11', 'C'], homePiece: '11', ability: 'spacious', hubs: [0], params: { extraSlots: 1 }, ...h },
  { id: 'SU', name: 'Suburban', home: ['6', 'C'], homePiece: '6', ability: 'suburban', hubs: [0], params: { suburbs: 2, bonus: 10 }, ...h },
  { id: 'TU', name: 'Tunneling', home: ['8', 'B'], homePiece: '8', ability: 'tunneling', hubs: [0], params: { rebate: 60 }, ...h },
  { id: 'CI', name: 'Circus', home: ['29', 'C'], homePiece: '29', ability: 'circus', hubs: [0], ...lmk },
  { id: 'CO', name: 'Coupling', home: ['30', 'A'], homePiece: '30', ability: 'coupling', hubs: [0], params: { couplingMarkers: 4 }, ...lmk },
  { id: 'MA', name: 'Manufacturing', home: ['31', 'B'], homePiece: '31', ability: 'manufacturing', hubs: [0], params: { launchFee: 50 }, ...lmk },
  { id: 'TW', name: 'Twin Cities', home: [['TW-1', 'A'], ['TW-2', 'A']], homePiece: 'TWP', ability: 'twinCities', hubs: [0, 0], ...lmk },
];

export const MINOR_IDS: MinorId[] = MINORS.map((m) => m.id);
const BY_ID = Object.fromEntries(MINORS.map((m) => [m.id, m])) as Record<MinorId, MinorRow>;
export function minor(id: MinorId): MinorRow {
  const row = BY_ID[id];
  if (!row) throw new Error(`unknown Minor ${id}`);
  return row;
}

/** The printed home cells of a Minor as a list (empty for Adaptive). */
export function homeCells(row: MinorRow): [string, 'A' | 'B' | 'C'][] {
  if (!row.home) return [];
  return Array.isArray(row.home[0]) ? (row.home as [string, 'A' | 'B' | 'C'][]) : [row.home as [string, 'A' | 'B' | 'C']];
}

/** A numeric ability parameter (assert on use: a missing parameter is a data bug). */
export function minorParam(id: MinorId, key: string): number {
  const v = minor(id).params?.[key];
  if (typeof v !== 'number') throw new Error(`Minor ${id} has no numeric parameter ${key}`);
  return v;
}
