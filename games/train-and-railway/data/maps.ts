// Hex maps (design note sections 1-2). Flat-top hexes, axial (q, r); edges 0 N, 1 NE, 2 SE,
// 3 S, 4 SW, 5 NW. The three maps of the design note come from its JSON; the other three are ours,
// authored as a 9 x 7 odd-q offset grid (q = col, r = row - floor(col / 2)).
import designMaps from './design-maps.json';
import type { FactoryType, BasicResource, Source } from './goods';
import type { CityColour } from './contracts';

export type Axial = [number, number];

export type HexDef =
  | { hex: Axial; kind: 'city'; color: CityColour; openings: number[] }
  | { hex: Axial; kind: 'resource'; resource: BasicResource; openings: number[] }
  | { hex: Axial; kind: 'waterway'; openings: number[] }
  | { hex: Axial; kind: 'blocked'; terrain: 'forest' | 'mountain' | 'building' }
  | { hex: Axial; kind: 'factory'; factory: FactoryType; exit: number; printed?: boolean };

export interface StartDef {
  id: string;
  hex: Axial;
  /** [off-map edge, inward edge] */
  rail: [number, number];
  facing: number;
  side: 'north' | 'west' | 'south' | 'east';
}

export interface MapDef {
  id: string;
  name: string;
  description: string;
  layout: { orientation: 'flat-top'; coords: 'axial'; cols: number; rows: number };
  starts: StartDef[];
  hexes: HexDef[];
  source: Source;
}

const DESCRIPTIONS: Record<string, string> = {
  'TR-P01': 'Compact, gold in the centre, a small waterway on each flank.',
  'TR-P02': 'A river splits the map into west and east halves, joined only across the top and bottom rows; a printed paper factory.',
  'TR-P03': 'A mountain ring around the gold, and a second yellow city.',
};

const fromDesign: MapDef[] = (designMaps as any[]).map((m) => ({
  id: m.id,
  name: m.name,
  description: DESCRIPTIONS[m.id] ?? '',
  layout: { orientation: 'flat-top', coords: 'axial', cols: m.layout.cols, rows: m.layout.rows },
  starts: m.starts as StartDef[],
  hexes: m.hexes as HexDef[],
  source: 'project',
}));

const EDGE: Record<string, number> = { N: 0, NE: 1, SE: 2, S: 3, SW: 4, NW: 5 };
const COLOUR: Record<string, CityColour> = { RC: 'red', YC: 'yellow', GC: 'green', BC: 'blue' };
const RESOURCE: Record<string, BasicResource> = { wd: 'wood', co: 'coal', st: 'stone', ir: 'iron', au: 'gold' };
const FACTORY: Record<string, FactoryType> = { Fp: 'paper', Fa: 'axe', Fb: 'brick', Fi: 'iron', Fc: 'chemical' };

/**
 * Builds a map from a 9 x 7 offset grid (two characters a cell, separated by spaces) and the
 * openings (or factory exit) of each location, keyed "col,row", as compass edges.
 */
function authored(id: string, name: string, description: string, grid: string[], openings: Record<string, string[]>): MapDef {
  const starts = fromDesign[0].starts;
  const hexes: HexDef[] = [];
  grid.forEach((line, row) => {
    line.trim().split(/\s+/).forEach((cell, col) => {
      const hex: Axial = [col, row - Math.floor(col / 2)];
      const open = (openings[`${col},${row}`] ?? []).map((e) => EDGE[e]);
      if (COLOUR[cell]) hexes.push({ hex, kind: 'city', color: COLOUR[cell], openings: open });
      else if (RESOURCE[cell]) hexes.push({ hex, kind: 'resource', resource: RESOURCE[cell], openings: open });
      else if (FACTORY[cell]) hexes.push({ hex, kind: 'factory', factory: FACTORY[cell], exit: open[0], printed: true });
      else if (cell === '~~') hexes.push({ hex, kind: 'waterway', openings: open });
      else if (cell === '^^') hexes.push({ hex, kind: 'blocked', terrain: 'forest' });
      else if (cell === '##') hexes.push({ hex, kind: 'blocked', terrain: 'mountain' });
    });
  });
  return { id, name, description, layout: { orientation: 'flat-top', coords: 'axial', cols: 9, rows: 7 }, starts, hexes, source: 'project' };
}

const ours: MapDef[] = [
  authored('TR-X04', 'Factory Belt', 'Printed axe and brick works in a belt across the middle; red and blue cities sit on the far edges.', [
    '.. .. S2 .. GC .. S1 .. ..',
    'S3 .. .. st .. .. .. .. S8',
    '.. wd .. .. Fa .. co .. ..',
    'RC .. .. ^^ .. ^^ .. .. BC',
    '.. ir .. .. Fb .. au .. ..',
    'S4 .. .. .. .. .. .. .. S7',
    '.. .. S5 .. YC .. S6 .. ..',
  ], {
    '4,0': ['S'], '3,1': ['S', 'SW'], '6,2': ['SW', 'S'], '1,2': ['SE', 'NE'], '4,2': ['S'],
    '0,3': ['N', 'SE'], '8,3': ['NW', 'SW'], '1,4': ['NE', 'S'], '4,4': ['N'], '6,4': ['N', 'SW'], '4,6': ['N', 'NE'],
  }),
  authored('TR-X05', 'Gold Rush', 'Two gold mines and the iron ore in a mountainous east; every city lies in the west or south.', [
    '.. .. S2 .. .. ## S1 .. ..',
    'S3 .. .. .. co .. .. .. S8',
    '.. .. RC .. ## .. .. au ..',
    'GC .. wd .. st .. ## ir ..',
    '.. .. .. .. ## .. au .. ..',
    'S4 .. .. BC .. .. .. .. S7',
    '.. .. S5 ^^ YC .. S6 .. ..',
  ], {
    '4,1': ['SW', 'SE'], '2,2': ['NE', 'SE'], '7,2': ['NW', 'N'], '0,3': ['NE', 'SE'], '2,3': ['SW', 'SE'],
    '4,3': ['SW', 'NW'], '7,3': ['S', 'SE'], '6,4': ['SE', 'SW'], '3,5': ['N', 'NE'], '4,6': ['N', 'NE'],
  }),
  authored('TR-X06', 'Lakeland', 'A three-hex lake in the middle with cities on its shores: the waterway ability shines here; a printed chemical works.', [
    '.. .. S2 .. wd .. S1 .. ..',
    'S3 .. .. RC .. BC .. .. S8',
    '.. st .. .. ~~ .. .. co ..',
    '.. .. .. ~~ ~~ .. Fc .. ..',
    '.. ir .. GC .. YC .. .. ..',
    'S4 .. .. .. au .. .. .. S7',
    '.. .. S5 .. .. co S6 .. ..',
  ], {
    '4,0': ['S'], '3,1': ['NW', 'SW'], '5,1': ['NE', 'SE'], '1,2': ['N', 'SE'], '4,2': ['N'], '7,2': ['NW', 'S'], '6,3': ['S'],
    '3,3': ['SW'], '4,3': ['SE'], '1,4': ['NE', 'SE'], '3,4': ['SW', 'S'], '5,4': ['SE', 'S'], '4,5': ['SW', 'SE'], '5,6': ['N', 'NW'],
  }),
];

export const MAPS: MapDef[] = [...fromDesign, ...ours];
export const MAP_IDS = MAPS.map((m) => m.id);
export function mapById(id: string): MapDef | undefined {
  return MAPS.find((m) => m.id === id);
}
