// Map building on crafted maps (design §3.3, §7.2 "Map building"; Twin Cities S000-0017, S000-0018).
import { describe, expect, it } from 'vitest';
import {
  placementReason, applyPlacement, legalPlacements, pieceHexes, twinPlacementReason, sharedEdges,
  capitalTargetReason, landmarkTargetReason, applyProject,
} from '../../../games/lost-atlas/rules/mapBuild';
import { hexTrack } from '../../../games/lost-atlas/rules/track';
import type { MapState } from '../../../games/lost-atlas/rules/state';

const empty = (): { map: MapState } => ({ map: { version: 0, hexes: {} } });
const keys = (m: MapState) => Object.keys(m.hexes).sort();

describe('placing pieces (§3.3)', () => {
  it('the first piece goes at (0,0) in any rotation; its cells are A (0,0), B (1,0), C (0,1) at rotation 0', () => {
    const G = empty();
    expect(placementReason(G.map, '120', [1, 0], 0)).toMatch(/centre/);
    expect(legalPlacements(G.map, '120').length).toBe(6);
    applyPlacement(G, '120', [0, 0], 0);
    expect(keys(G.map)).toEqual(['0,0', '0,1', '1,0']);
  });

  it('a piece needs 3 shared edges, counting every new cell × placed neighbour pair; overlap is refused', () => {
    const G = empty();
    applyPlacement(G, '120', [0, 0], 0);
    // at (1,1) rot 0: cells (1,1), (2,1), (1,2); only (1,1) touches the map, on 2 edges
    expect(sharedEdges(G.map, pieceHexes('121', [1, 1], 0))).toBe(2);
    expect(placementReason(G.map, '121', [1, 1], 0)).toMatch(/at least 3 edges .* shares 2/);
    // at (1,1) rot 1: cells (1,1), (1,2), (0,2): 2 + 0 + 1 = 3
    expect(placementReason(G.map, '121', [1, 1], 1)).toBeNull();
    expect(placementReason(G.map, '121', [0, 1], 0)).toMatch(/already on the map/);
  });

  it('a border hex may not touch another piece, whether the border is new or already placed', () => {
    const G = empty();
    applyPlacement(G, '120', [0, 0], 0);
    // tile 23 (border, plain, plain): border cell A on (1,1) touches the map; turned so the border sits on (1,2) it does not
    expect(placementReason(G.map, '230', [1, 1], 1)).toMatch(/border/);
    expect(placementReason(G.map, '230', [1, 2], 3)).toBeNull();
    const H = empty();
    applyPlacement(H, '230', [0, 0], 0); // border at (0,0)
    expect(placementReason(H.map, '120', [-1, 1], 1)).toMatch(/border/);
    expect(placementReason(H.map, '120', [1, 1], 1)).toBeNull();
  });

  it('every enumerated placement is legal, and the map records special homes, mountains and DD hexes', () => {
    const G = empty();
    applyPlacement(G, '07', [0, 0], 2);
    for (const p of legalPlacements(G.map, '08')) expect(placementReason(G.map, '08', p.at, p.rot)).toBeNull();
    applyPlacement(G, '08', legalPlacements(G.map, '08')[0].at, legalPlacements(G.map, '08')[0].rot);
    const port = Object.values(G.map.hexes).find((h) => h.special === 'port')!;
    expect(port).toMatchObject({ kind: 'city', label: 'P', pieceRot: 2 });
    // the Port's home half turns with the piece: exit 0 + 2
    expect(hexTrack(port).stops.map((s) => s.exits)).toEqual([[2], [0, 1]]);
    expect(Object.values(G.map.hexes).find((h) => h.mountain)).toMatchObject({ piece: '08', cell: 'B', kind: 'city' });
    expect(pieceHexes('270', [0, 0], 0).map((h) => h.kind)).toEqual(['border', 'dd', 'dd']);
  });
});

describe('Twin Cities (§3.3, §3.12.4)', () => {
  it('S000-0018 each TW piece needs 3 shared edges; the second may count the first\'s', () => {
    const G = empty();
    applyPlacement(G, '120', [0, 0], 0);
    // TW-1 (two-hex: A (q,r), B (q+1,r)) at (1,1) rot 0 touches (1,0) and (0,1) from (1,1): 2 edges — refused
    expect(twinPlacementReason(G.map, { at: [1, 1], rot: 0 }, { at: [-1, 2], rot: 0 })).toMatch(/TW-1: .*shares 2/);
    // TW-1 at (0,2) rot 5: A (0,2), B (1,1): (0,2) touches (0,1); (1,1) touches (1,0), (0,1) → 3
    const a = { at: [0, 2] as [number, number], rot: 5 };
    expect(twinPlacementReason(G.map, a, { at: [5, 5], rot: 0 })).toMatch(/TW-2/);
    // TW-2 at (-1,2) rot 0: A (-1,2), B (0,2)? overlaps TW-1 — at (-1,1) rot 0: A (-1,1), B (0,1) overlaps the map
    const legalSecond = (() => {
      const withFirst = { map: G.map };
      applyPlacement(withFirst, 'TW-1', a.at, a.rot);
      return legalPlacements(withFirst.map, 'TW-2');
    })();
    expect(legalSecond.length).toBeGreaterThan(0);
    expect(twinPlacementReason(G.map, a, legalSecond[0])).toBeNull();
  });

  it('S000-0017 Twin Cities\' project brings two two-hex tiles, each with a home; it may not be the first piece', () => {
    expect(pieceHexes('TW-1', [0, 0], 0).map((h) => [h.q, h.r, h.kind])).toEqual([[0, 0, 'city'], [1, 0, 'plain']]);
    expect(pieceHexes('TW-2', [0, 0], 0).map((h) => h.kind)).toEqual(['city', 'mountain']);
    expect(twinPlacementReason(empty().map, { at: [0, 0], rot: 0 }, { at: [2, 0], rot: 0 })).toMatch(/first piece/);
  });
});

describe('projects (§3.3)', () => {
  it('a Capital goes on a placed basic city that is not a home; a Landmark also needs a piece without Capital or Landmark', () => {
    const G = empty();
    applyPlacement(G, '190', [0, 0], 0); // city, city, plain
    applyPlacement(G, '03', [1, 1], 1); // city, home:AG, plain → A (1,1), B (1,2), C (0,2)
    expect(capitalTargetReason(G.map, '0,1')).toMatch(/placed city/);
    expect(capitalTargetReason(G.map, '1,2')).toMatch(/home/);
    expect(capitalTargetReason(G.map, '0,0')).toBeNull();
    applyProject(G, 'CAP-1', '0,0');
    expect(G.map.hexes['0,0'].label).toBe('C');
    expect(capitalTargetReason(G.map, '0,0')).toMatch(/already a Capital/);
    expect(landmarkTargetReason(G.map, '1,0')).toMatch(/already holds a Capital/);
    expect(landmarkTargetReason(G.map, '1,1')).toBeNull();
    applyProject(G, 'LMK-2', '1,1');
    expect(capitalTargetReason(G.map, '1,1')).toMatch(/Landmark/);
  });
});
