// Design §4.2: derived checks on the component data of §4.4. A test fails when the data drifts.
import { describe, expect, it } from 'vitest';
import { MAP_PIECES, homeMinorOf, mapPiece } from '../../../games/lost-atlas/data/mapPieces';
import { TRACK_TILES, trackTile, HEX_ENTRY } from '../../../games/lost-atlas/data/trackTiles';
import { SPECIAL_HOMES } from '../../../games/lost-atlas/data/specialHomes';
import { MINORS, MINOR_IDS, homeCells } from '../../../games/lost-atlas/data/minors';
import { MAJORS, HUB_SPACES, HUB_EXTENSION, DIRECT_TO_MAJOR, MAJOR_SHARES } from '../../../games/lost-atlas/data/majors';
import { PROJECTS } from '../../../games/lost-atlas/data/projects';
import { MODES, MINOR_SETS, SWAP_ELIGIBLE, CROWDED_ADD_ORDER } from '../../../games/lost-atlas/data/modes';
import { STOCK_TRACK, TRAINS, STARTING_CASH } from '../../../games/lost-atlas/data/economy';
import { DD_CARDS } from '../../../games/lost-atlas/data/ddCards';
import { EVENTS } from '../../../games/lost-atlas/data/events';
import { upgradeRotations, type TrackShape } from '../../../games/lost-atlas/rules/geometry';
import { trainStackCounts, mapStackPieces } from '../../../games/lost-atlas/rules/setup';
import { pieceCells } from '../../../games/lost-atlas/rules/geometry';

const shapeOfTile = (id: string): TrackShape => {
  const t = trackTile(id);
  return { paths: t.paths, stops: t.stops ?? [], label: t.label, waterEdges: t.waterEdges };
};

describe('track tiles (§4.4 block 3)', () => {
  it('55/43/27/5/5 tiles by colour, 135 in all, 54 designs', () => {
    const by: Record<string, number> = {};
    for (const t of TRACK_TILES) by[t.color] = (by[t.color] ?? 0) + t.count;
    expect(by).toEqual({ yellow: 55, green: 43, purple: 27, grey: 5, blue: 5 });
    expect(TRACK_TILES.reduce((s, t) => s + t.count, 0)).toBe(135);
    expect(TRACK_TILES.length).toBe(54);
    expect(new Set(TRACK_TILES.map((t) => t.id)).size).toBe(54);
  });

  it('every upgrade target exists, is exactly one colour higher, keeps the label and keeps every connection under some rotation', () => {
    const order = ['yellow', 'green', 'purple', 'grey'];
    for (const t of TRACK_TILES) {
      for (const up of t.up) {
        const n = trackTile(up);
        expect(order.indexOf(n.color), `${t.id} → ${up}`).toBe(order.indexOf(t.color) + 1);
        expect(n.label ?? '', `${t.id} → ${up} label`).toBe(t.label ?? '');
        expect(upgradeRotations(shapeOfTile(t.id), shapeOfTile(up)).length, `${t.id} → ${up} keeps its connections`).toBeGreaterThan(0);
      }
    }
  });

  it('the printed Mining and Port homes upgrade to LA1 and LA2 keeping their exits; Mining maps by role (C32)', () => {
    for (const key of ['mining', 'port'] as const) {
      const h = SPECIAL_HOMES[key];
      const old: TrackShape = { paths: [], stops: h.stops, label: h.label, waterEdges: h.waterEdges };
      for (const up of h.up) expect(upgradeRotations(old, shapeOfTile(up)).length, `${key} → ${up}`).toBeGreaterThan(0);
    }
    // Mining's home stop (outer, exit 5) keeps an exit on LA1's outer stop, not on the exit-less inner stop.
    const rots = upgradeRotations({ paths: [], stops: SPECIAL_HOMES.mining.stops, label: 'M' }, shapeOfTile('LA1'));
    expect(rots).toEqual([4, 5]); // LA1's outer exits [0,1] rotated to [4,5] or [5,0]
    expect(SPECIAL_HOMES.bridging.up).toEqual([]);
    expect(SPECIAL_HOMES.spacious.up).toEqual([]);
  });

  it('hex entry (block 4) names existing yellow (or bridge, or first-upgrade) tiles', () => {
    for (const [kind, ids] of Object.entries(HEX_ENTRY)) for (const id of ids) expect(trackTile(id).id, kind).toBe(id);
    expect(HEX_ENTRY.city).toEqual(['5', '6', '57']);
    expect(HEX_ENTRY.capital).toEqual(['291', '292', '293']);
  });
});

describe('map pieces (§4.4 block 1)', () => {
  const base = MAP_PIECES.filter((p) => !p.module);
  const copies = base.flatMap((p) => p.copies.map(() => p));
  const cells = copies.flatMap((p) => p.cells);

  it('33 base copies, 99 hexes: 31 plain, 13 mountain (+ Tunneling\'s home), 12 water, 20 city, 11 printed homes, 7 border, 5 DD hexes in 3 DDs', () => {
    expect(copies.length).toBe(33);
    expect(cells.length).toBe(99);
    const count = (k: string) => cells.filter((c) => c === k).length;
    expect(count('plain')).toBe(31);
    expect(count('mountain')).toBe(13);
    expect(cells.filter((c) => c === 'home:TU+mountain').length).toBe(1);
    expect(count('water')).toBe(12);
    expect(count('city')).toBe(20);
    expect(cells.filter((c) => c.startsWith('home:')).length).toBe(11);
    expect(count('border')).toBe(7);
    expect(count('dd')).toBe(5);
    expect(copies.filter((p) => p.cells.includes('dd')).length).toBe(3);
  });

  it('every DD cell has entrances and only DD cells do', () => {
    for (const p of MAP_PIECES) {
      const ddCells = ['A', 'B', 'C'].filter((_, i) => p.cells[i] === 'dd');
      expect(Object.keys(p.ddEntrances ?? {}).sort(), p.no).toEqual(ddCells.sort());
    }
  });

  it('the tri-hex cells are mutually adjacent in every rotation', () => {
    for (let rot = 0; rot < 6; rot++) {
      const c = pieceCells('tri', [0, 0], rot);
      for (let i = 0; i < 3; i++) for (let j = i + 1; j < 3; j++) {
        const dq = c[j].q - c[i].q, dr = c[j].r - c[i].r;
        expect(Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)), `rot ${rot}`).toBe(1);
      }
    }
  });

  it('every Minor\'s home piece exists and every home:XX cell names an existing Minor on its home cell', () => {
    for (const m of MINORS) {
      if (m.homePiece === 'TWP') expect(PROJECTS.find((p) => p.id === 'TWP')?.places).toEqual(['TW-1', 'TW-2']);
      else expect(mapPiece(m.homePiece).no).toBe(m.homePiece);
      for (const [piece, cell] of homeCells(m)) {
        const row = mapPiece(piece);
        expect(homeMinorOf(row.cells['ABC'.indexOf(cell)]), `${m.id} home`).toBe(m.id);
      }
    }
    for (const p of MAP_PIECES) for (const c of p.cells) {
      const id = homeMinorOf(c);
      if (id) expect(MINOR_IDS).toContain(id);
    }
    expect(mapPiece('21').homePieceOf).toBe('AD');
  });

  it('special homes sit on the cell their piece says', () => {
    for (const [kind, h] of Object.entries(SPECIAL_HOMES)) {
      const p = mapPiece(h.piece);
      expect(p.special, kind).toBe(kind);
      expect(p.cells['ABC'.indexOf(h.cell)].startsWith('home:'), kind).toBe(true);
    }
  });
});

describe('stacks (§4.2)', () => {
  it('map stacks: Short 25, Long 33 (before projects)', () => {
    expect(mapStackPieces('short', MINOR_SETS.lmkShort).length).toBe(25);
    expect(mapStackPieces('short', MINOR_SETS.baseShort).length).toBe(25);
    expect(mapStackPieces('long', MINOR_SETS.lmkLong).length).toBe(33);
    expect(mapStackPieces('long', MINOR_SETS.baseLong).length).toBe(33);
  });

  it('Short drops tiles 26, one copy each of 12, 13, 14 and keeps the two DD tiles 27 and 28', () => {
    const s = mapStackPieces('short', MINOR_SETS.lmkShort);
    expect(s).not.toContain('260');
    expect(s.filter((c) => c.startsWith('12') || c.startsWith('13') || c.startsWith('14')).length).toBe(3);
    expect(s).toContain('270');
    expect(s).toContain('280');
    expect(MODES.short.dds).toEqual(['27', '28']);
  });

  it('train stacks equal the §1.1 rows', () => {
    expect(trainStackCounts('short', 2)).toEqual([6, 4, 3, 2, 1, 7]);
    expect(trainStackCounts('short', 3)).toEqual([6, 4, 3, 2, 1, 7]);
    expect(trainStackCounts('short', 4)).toEqual([6, 5, 3, 2, 2, 7]);
    expect(trainStackCounts('long', 3)).toEqual([7, 5, 4, 3, 2, 7]);
    expect(trainStackCounts('long', 4)).toEqual([7, 6, 4, 3, 3, 7]);
    expect(trainStackCounts('long', 5)).toEqual([7, 6, 4, 3, 3, 7]);
  });
});

describe('companies and economy', () => {
  it('Minor sets have the mode counts and name existing Minors', () => {
    expect(MINOR_SETS.baseShort.length).toBe(8);
    expect(MINOR_SETS.lmkShort.length).toBe(8);
    expect(MINOR_SETS.baseLong.length).toBe(12);
    expect(MINOR_SETS.lmkLong.length).toBe(12);
    expect(new Set(CROWDED_ADD_ORDER)).toEqual(new Set(MINOR_IDS));
    for (const no of SWAP_ELIGIBLE) expect(mapPiece(no).cells.some((c) => c.startsWith('home:') || c === 'dd')).toBe(false);
  });

  it('S000-0022 Authority and League exist with the same share and hub layout as C', () => {
    expect(MAJORS.map((m) => m.names[0])).toContain('Authority');
    expect(MAJORS.map((m) => m.names[0])).toContain('League');
    expect(MAJORS.length).toBe(8);
    expect(MAJOR_SHARES.certificates.reduce((a, b) => a + b, 0)).toBe(10);
    expect(HUB_SPACES.map((h) => h.cost)).toEqual([0, 0, 60, 60]);
    expect(HUB_EXTENSION.spaces.map((h) => h.cost)).toEqual([60, 60]);
    expect(DIRECT_TO_MAJOR.treasuryShares).toBe(8);
  });

  it('stock track ascends from the closed 0 space to 500; trains cost what §3.10 says', () => {
    const v = STOCK_TRACK.values;
    expect(v[0]).toBe(0);
    expect(v[v.length - 1]).toBe(500);
    for (let i = 1; i < v.length; i++) expect(v[i]).toBeGreaterThan(v[i - 1]);
    expect(TRAINS.map((t) => t.cost)).toEqual([100, 200, 300, 450, 550, [750, 1000]]);
    expect(STARTING_CASH.byPlayers[3]).toBe(300);
  });

  it('DD cards and events have unique ids; every project-designed row is marked project', () => {
    expect(new Set(DD_CARDS.map((c) => c.id)).size).toBe(7);
    expect(EVENTS.length).toBe(16);
    expect(EVENTS.every((e) => e.source === 'project')).toBe(true);
    for (const no of ['29', '30', '31', 'S-1', 'S-2', 'TW-1', 'TW-2']) expect(mapPiece(no).source).toBe('project');
    expect(PROJECTS.filter((p) => p.kind === 'landmark').every((p) => p.source === 'project')).toBe(true);
  });
});
