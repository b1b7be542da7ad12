// Design §4.4 block 1: every map piece. Cells are A, B, C (tri-hex) or A, B (two-hex) in the
// reference pose (§3.3). `home:XX` is a basic city (1 slot, value 0) reserved for Minor XX, except
// the special homes of specialHomes.ts; `home:TU+mountain` is Tunneling's home, a basic city on a
// mountain (its yellow city tile pays the mountain cost).
import type { CellName } from './geometry';
import type { Confidence, Provenance, Source } from './source';

export type CellSpec =
  | 'plain' | 'mountain' | 'water' | 'city' | 'border' | 'dd' | 'pass' | 'causeway'
  | `home:${string}`;

export interface PrintedTrack {
  color: 'grey';
  paths: [number, number][];
  locked: true;
  stop: false;
}

export interface MapPieceRow extends Provenance {
  no: string;
  copies: string[];
  shape: 'tri' | 'two' | 'one';
  cells: CellSpec[];
  special?: 'mining' | 'port' | 'bridging' | 'spacious';
  /** Short mode: the piece leaves the game (`out`) or one of its two copies does (`oneCopy`). */
  short?: 'out' | 'oneCopy';
  /** Edges (reference pose) by which track may enter each DD cell. */
  ddEntrances?: Partial<Record<CellName, number[]>>;
  homePieceOf?: string;
  printed?: Partial<Record<CellName, PrintedTrack>>;
  module?: 'landmarks';
}

const P = (conf: Confidence): { source: Source; conf: Confidence; ref: string } => ({ source: 'public', conf, ref: '§4.4 block 1' });
const D = { source: 'project' as Source, ref: '§4.4 block 1' };

export const MAP_PIECES: MapPieceRow[] = [
  { no: '1', copies: ['01'], shape: 'tri', cells: ['home:EA', 'mountain', 'plain'], ...P('h') },
  { no: '2', copies: ['02'], shape: 'tri', cells: ['home:EM', 'plain', 'mountain'], special: 'mining', ...P('m') },
  { no: '3', copies: ['03'], shape: 'tri', cells: ['city', 'home:AG', 'plain'], ...P('h') },
  { no: '4', copies: ['04'], shape: 'tri', cells: ['city', 'home:RE', 'plain'], ...P('h') },
  { no: '5', copies: ['05'], shape: 'tri', cells: ['plain', 'home:ER', 'water'], ...P('h') },
  { no: '6', copies: ['06'], shape: 'tri', cells: ['mountain', 'city', 'home:SU'], ...P('h') },
  { no: '7', copies: ['07'], shape: 'tri', cells: ['border', 'home:NP', 'city'], special: 'port', ...P('m') },
  { no: '8', copies: ['08'], shape: 'tri', cells: ['mountain', 'home:TU+mountain', 'city'], ...P('h') },
  { no: '9', copies: ['09'], shape: 'tri', cells: ['water', 'plain', 'home:BR'], special: 'bridging', short: 'out', ...P('m') },
  { no: '10', copies: ['10'], shape: 'tri', cells: ['city', 'home:OV', 'water'], short: 'out', ...P('h') },
  { no: '11', copies: ['11'], shape: 'tri', cells: ['water', 'plain', 'home:SP'], special: 'spacious', short: 'out', ...P('m') },
  { no: '12', copies: ['120', '121'], shape: 'tri', cells: ['plain', 'plain', 'plain'], short: 'oneCopy', ...P('h') },
  { no: '13', copies: ['130', '131'], shape: 'tri', cells: ['plain', 'water', 'water'], short: 'oneCopy', ...P('h') },
  { no: '14', copies: ['140', '141'], shape: 'tri', cells: ['mountain', 'plain', 'water'], short: 'oneCopy', ...P('h') },
  { no: '15', copies: ['150', '151'], shape: 'tri', cells: ['city', 'plain', 'mountain'], ...P('h') },
  { no: '16', copies: ['160', '161'], shape: 'tri', cells: ['city', 'plain', 'plain'], ...P('h') },
  { no: '17', copies: ['170'], shape: 'tri', cells: ['city', 'mountain', 'plain'], ...P('h') },
  { no: '18', copies: ['180'], shape: 'tri', cells: ['plain', 'city', 'water'], ...P('h') },
  { no: '19', copies: ['190'], shape: 'tri', cells: ['city', 'city', 'plain'], ...P('h') },
  { no: '20', copies: ['200'], shape: 'tri', cells: ['city', 'mountain', 'city'], ...P('h') },
  { no: '21', copies: ['210'], shape: 'tri', cells: ['city', 'city', 'city'], homePieceOf: 'AD', short: 'out', ...P('h') },
  { no: '22', copies: ['220'], shape: 'tri', cells: ['mountain', 'mountain', 'mountain'], ...P('h') },
  { no: '23', copies: ['230'], shape: 'tri', cells: ['border', 'plain', 'plain'], ...P('h') },
  { no: '24', copies: ['240'], shape: 'tri', cells: ['border', 'water', 'plain'], ...P('h') },
  { no: '25', copies: ['250'], shape: 'tri', cells: ['border', 'plain', 'city'], ...P('h') },
  { no: '26', copies: ['260'], shape: 'tri', cells: ['border', 'plain', 'dd'], ddEntrances: { C: [4] }, short: 'out', ...P('l') },
  { no: '27', copies: ['270'], shape: 'tri', cells: ['border', 'dd', 'dd'], ddEntrances: { B: [4], C: [5, 1] }, ...P('l') },
  { no: '28', copies: ['280'], shape: 'tri', cells: ['border', 'dd', 'dd'], ddEntrances: { B: [4, 0], C: [1] }, ...P('l') },
  { no: '29', copies: ['290'], shape: 'tri', cells: ['city', 'plain', 'home:CI'], module: 'landmarks', ...D },
  { no: '30', copies: ['300'], shape: 'tri', cells: ['home:CO', 'mountain', 'water'], module: 'landmarks', ...D },
  { no: '31', copies: ['310'], shape: 'tri', cells: ['plain', 'home:MA', 'city'], module: 'landmarks', ...D },
  {
    no: 'S-1', copies: ['S1'], shape: 'tri', cells: ['pass', 'mountain', 'mountain'],
    printed: { A: { color: 'grey', paths: [[1, 4]], locked: true, stop: false } }, module: 'landmarks', ...D,
  },
  {
    no: 'S-2', copies: ['S2'], shape: 'tri', cells: ['plain', 'causeway', 'water'],
    printed: { B: { color: 'grey', paths: [[0, 3]], locked: true, stop: false } }, module: 'landmarks', ...D,
  },
  { no: 'TW-1', copies: ['TW-1'], shape: 'two', cells: ['home:TW', 'plain'], module: 'landmarks', ...D },
  { no: 'TW-2', copies: ['TW-2'], shape: 'two', cells: ['home:TW', 'mountain'], module: 'landmarks', ...D },
];

/**
 * The blank overlays (§3.3, U20, variant `blankOverlays`): twelve single plain hexes placed after
 * building, each its own piece ('BL1' … 'BL12' in the order placed). Not part of the map stack.
 */
export const BLANK_OVERLAY: MapPieceRow = {
  no: 'BLANK', copies: Array.from({ length: 12 }, (_, i) => `BL${i + 1}`), shape: 'one', cells: ['plain'], source: 'project', ref: '§3.3 blank overlays',
};

const BY_NO: Record<string, MapPieceRow> = Object.fromEntries(MAP_PIECES.map((p) => [p.no, p]));
const BY_COPY: Record<string, MapPieceRow> = Object.fromEntries([...MAP_PIECES, BLANK_OVERLAY].flatMap((p) => p.copies.map((c) => [c, p])));

export function mapPiece(no: string): MapPieceRow {
  const row = BY_NO[no];
  if (!row) throw new Error(`unknown map piece ${no}`);
  return row;
}

/** The piece of a copy id ('120' → tile 12). */
export function pieceOfCopy(copy: string): MapPieceRow {
  const row = BY_COPY[copy];
  if (!row) throw new Error(`unknown map piece copy ${copy}`);
  return row;
}

/** The Minor whose home is printed on a cell, if any ('home:TU+mountain' → 'TU'). */
export function homeMinorOf(cell: CellSpec): string | null {
  if (!cell.startsWith('home:')) return null;
  return cell.slice(5).split('+')[0];
}
