// Design §4.4 blocks 3 and 4: the 54 track-tile designs (135 tiles) and what may be laid on an
// untiled hex of each kind. Edges are in one canonical rotation (only relative geometry matters):
// `paths` is edge-to-edge track, `stops[i].exits` the edges joined to stop i, `internal` stop-to-stop
// track (Mining's spur).
import type { StopSpec } from './specialHomes';
import type { Confidence, Provenance } from './source';

export type TileColor = 'yellow' | 'green' | 'purple' | 'grey' | 'blue';
export const COLOR_ORDER: TileColor[] = ['yellow', 'green', 'purple', 'grey'];

export interface TrackTileRow extends Provenance {
  id: string;
  color: TileColor;
  count: number;
  label?: 'C' | 'M' | 'P';
  paths: [number, number][];
  stops?: StopSpec[];
  internal?: [number, number][];
  oneCity?: true;
  waterEdges?: number[];
  bridge?: true;
  up: string[];
}

type Row = Omit<TrackTileRow, 'source' | 'conf' | 'ref'>;
const pub = (conf: Confidence) => (r: Row): TrackTileRow => ({ ...r, source: 'public', conf, ref: '§4.4 block 3' });
const h = pub('h');
const m = pub('m');
const st = (slots: number, value: number, exits: number[], role?: 'outer' | 'inner'): StopSpec =>
  role ? { slots, value, exits, role } : { slots, value, exits };

export const TRACK_TILES: TrackTileRow[] = [
  h({ id: '7', color: 'yellow', count: 6, paths: [[0, 1]], up: ['21', '22', '26', '27', '28', '29', '30', '31', '624'] }),
  h({ id: '8', color: 'yellow', count: 14, paths: [[0, 2]], up: ['16', '17', '19', '21', '22', '23', '24', '25', '28', '29', '30', '31'] }),
  h({ id: '9', color: 'yellow', count: 13, paths: [[0, 3]], up: ['19', '20', '23', '24', '26', '27'] }),
  h({ id: '5', color: 'yellow', count: 5, paths: [], stops: [st(1, 20, [0, 1])], up: ['14', '15', '619'] }),
  h({ id: '6', color: 'yellow', count: 7, paths: [], stops: [st(1, 20, [0, 2])], up: ['14', '15', '619'] }),
  h({ id: '57', color: 'yellow', count: 7, paths: [], stops: [st(1, 20, [0, 3])], up: ['14', '15', '619'] }),
  m({ id: '291', color: 'yellow', count: 1, label: 'C', paths: [], stops: [st(1, 40, [0, 2])], up: ['294', '295', '296'] }),
  m({ id: '292', color: 'yellow', count: 1, label: 'C', paths: [], stops: [st(1, 40, [0, 1])], up: ['294', '295', '296'] }),
  m({ id: '293', color: 'yellow', count: 1, label: 'C', paths: [], stops: [st(1, 40, [0, 3])], up: ['294', '295', '296'] }),
  h({ id: '16', color: 'green', count: 1, paths: [[0, 2], [1, 3]], up: ['43', '70'] }),
  h({ id: '17', color: 'green', count: 1, paths: [[1, 3], [0, 4]], up: ['47'] }),
  h({ id: '19', color: 'green', count: 1, paths: [[0, 3], [2, 4]], up: ['45', '46'] }),
  h({ id: '20', color: 'green', count: 1, paths: [[0, 3], [1, 4]], up: ['44', '47'] }),
  h({ id: '21', color: 'green', count: 1, paths: [[0, 2], [3, 4]], up: ['46'] }),
  h({ id: '22', color: 'green', count: 1, paths: [[0, 4], [2, 3]], up: ['45'] }),
  h({ id: '23', color: 'green', count: 4, paths: [[0, 3], [0, 4]], up: ['41', '43', '45', '47', 'LA3'] }),
  h({ id: '24', color: 'green', count: 4, paths: [[0, 3], [0, 2]], up: ['42', '43', '46', '47', 'LA3'] }),
  h({ id: '25', color: 'green', count: 2, paths: [[0, 2], [0, 4]], up: ['40', '45', '46'] }),
  h({ id: '26', color: 'green', count: 1, paths: [[0, 3], [0, 5]], up: ['42', '44', '45'] }),
  h({ id: '27', color: 'green', count: 1, paths: [[0, 3], [0, 1]], up: ['41', '44', '46'] }),
  h({ id: '28', color: 'green', count: 1, paths: [[0, 4], [0, 5]], up: ['39', '43', '46', '70'] }),
  h({ id: '29', color: 'green', count: 1, paths: [[0, 2], [0, 1]], up: ['39', '43', '45', '70'] }),
  h({ id: '30', color: 'green', count: 1, paths: [[0, 4], [0, 1]], up: ['42', '70'] }),
  h({ id: '31', color: 'green', count: 1, paths: [[0, 2], [0, 5]], up: ['41', '70'] }),
  h({ id: '624', color: 'green', count: 1, paths: [[0, 1], [1, 2]], up: ['39'] }),
  h({ id: '14', color: 'green', count: 4, paths: [], stops: [st(2, 30, [0, 1, 3, 4])], up: ['125'] }),
  h({ id: '15', color: 'green', count: 5, paths: [], stops: [st(2, 30, [0, 1, 2, 3])], up: ['125'] }),
  h({ id: '619', color: 'green', count: 4, paths: [], stops: [st(2, 30, [0, 2, 3, 4])], up: ['125'] }),
  m({ id: '294', color: 'green', count: 2, label: 'C', paths: [], stops: [st(2, 50, [0, 1, 3, 4])], up: ['297'] }),
  m({ id: '295', color: 'green', count: 2, label: 'C', paths: [], stops: [st(2, 50, [0, 1, 2, 3])], up: ['297'] }),
  m({ id: '296', color: 'green', count: 1, label: 'C', paths: [], stops: [st(2, 50, [0, 2, 3, 4])], up: ['297'] }),
  m({ id: 'LA1', color: 'green', count: 1, label: 'M', paths: [], internal: [[0, 1]], stops: [st(1, 50, [], 'inner'), st(1, 30, [0, 1], 'outer')], up: ['LA4'] }),
  m({ id: 'LA2', color: 'green', count: 1, label: 'P', paths: [], oneCity: true, waterEdges: [2, 3], stops: [st(1, 60, [0, 1]), st(1, 60, [4, 5])], up: ['LA5'] }),
  h({ id: '39', color: 'purple', count: 1, paths: [[0, 2], [0, 1], [1, 2]], up: [] }),
  h({ id: '40', color: 'purple', count: 1, paths: [[0, 2], [2, 4], [0, 4]], up: [] }),
  h({ id: '41', color: 'purple', count: 2, paths: [[0, 3], [0, 1], [1, 3]], up: [] }),
  h({ id: '42', color: 'purple', count: 2, paths: [[0, 3], [3, 5], [0, 5]], up: [] }),
  h({ id: '43', color: 'purple', count: 2, paths: [[0, 3], [0, 2], [1, 3], [1, 2]], up: [] }),
  h({ id: '44', color: 'purple', count: 1, paths: [[0, 3], [1, 4], [0, 1], [3, 4]], up: [] }),
  h({ id: '45', color: 'purple', count: 2, paths: [[0, 3], [2, 4], [0, 4], [2, 3]], up: [] }),
  h({ id: '46', color: 'purple', count: 2, paths: [[0, 3], [2, 4], [3, 4], [0, 2]], up: [] }),
  h({ id: '47', color: 'purple', count: 2, paths: [[0, 3], [1, 4], [1, 3], [0, 4]], up: [] }),
  h({ id: '70', color: 'purple', count: 1, paths: [[0, 1], [0, 2], [1, 3], [2, 3]], up: [] }),
  h({ id: 'LA3', color: 'purple', count: 1, paths: [[0, 3], [0, 2], [0, 4]], up: [] }),
  h({ id: '125', color: 'purple', count: 6, paths: [], stops: [st(2, 40, [0, 1, 2, 3, 4])], up: ['51'] }),
  m({ id: '297', color: 'purple', count: 2, label: 'C', paths: [], stops: [st(3, 60, [0, 1, 2, 3, 4])], up: ['LA6'] }),
  m({ id: 'LA4', color: 'purple', count: 1, label: 'M', paths: [], internal: [[0, 1]], stops: [st(1, 60, [], 'inner'), st(2, 40, [0, 1, 2], 'outer')], up: ['LA7'] }),
  m({ id: 'LA5', color: 'purple', count: 1, label: 'P', paths: [], oneCity: true, waterEdges: [2, 3], stops: [st(2, 80, [0, 1]), st(2, 80, [4, 5])], up: [] }),
  h({ id: '51', color: 'grey', count: 3, paths: [], stops: [st(2, 50, [0, 1, 2, 3, 4])], up: [] }),
  m({ id: 'LA6', color: 'grey', count: 1, label: 'C', paths: [], stops: [st(3, 70, [0, 1, 2, 3, 4])], up: [] }),
  m({ id: 'LA7', color: 'grey', count: 1, label: 'M', paths: [], internal: [[0, 1]], stops: [st(1, 70, [], 'inner'), st(2, 50, [0, 1, 2, 5], 'outer')], up: [] }),
  h({ id: '721', color: 'blue', count: 2, paths: [[0, 3]], bridge: true, up: [] }),
  h({ id: '722', color: 'blue', count: 2, paths: [[0, 2]], bridge: true, up: [] }),
  h({ id: '723', color: 'blue', count: 1, paths: [[0, 1]], bridge: true, up: [] }),
];

const BY_ID: Record<string, TrackTileRow> = Object.fromEntries(TRACK_TILES.map((t) => [t.id, t]));
export function trackTile(id: string): TrackTileRow {
  const row = BY_ID[id];
  if (!row) throw new Error(`unknown track tile ${id}`);
  return row;
}

export type HexEntryKind =
  | 'plain' | 'mountain' | 'water' | 'city' | 'capital' | 'mining' | 'port'
  | 'bridgingHome' | 'spaciousHome' | 'locked' | 'border' | 'dd';

/** Block 4: what may be laid on an untiled hex of each kind (Mining and Port are printed yellow: their entry is the green upgrade). */
export const HEX_ENTRY: Record<HexEntryKind, string[]> = {
  plain: ['7', '8', '9'], mountain: ['7', '8', '9'], water: ['721', '722', '723'], city: ['5', '6', '57'],
  capital: ['291', '292', '293'], mining: ['LA1'], port: ['LA2'], bridgingHome: [], spaciousHome: [], locked: [], border: [], dd: [],
};
export const HEX_ENTRY_SOURCE: Provenance = { source: 'public', conf: 'h', ref: '§4.4 block 4' };
