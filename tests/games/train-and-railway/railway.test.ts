import { describe, expect, it } from 'vitest';
import { act, give, newState } from './helpers';
import { segmentReason } from '../../../games/train-and-railway/rules/railway';
import { isLegalSegmentShape, ALL_SEGMENTS } from '../../../games/train-and-railway/rules/hex';

describe('Train & Railway: Draw the Railway', () => {
  it('S004-0001 S004-0023 S004-0024 S004-0032 starts anywhere and draws 3 consecutive railways, not connected to the train', () => {
    const G = newState(2);
    expect(act(G, '0', 'drawRailway')).toBeNull();
    expect(act(G, '0', 'drawRailSegment', '3,3', 0, 3)).toMatch(/Choose the hex/);
    expect(act(G, '0', 'chooseRailHex', '1,3')).toMatch(/No railway can be drawn/); // the red city
    expect(act(G, '0', 'chooseRailHex', '3,3')).toBeNull();
    expect(act(G, '0', 'drawRailSegment', '3,2', 0, 3)).toMatch(/starts in the chosen hex 3,3/);
    expect(act(G, '0', 'drawRailSegment', '3,3', 0, 3)).toBeNull();
    expect(act(G, '0', 'drawRailSegment', '5,3', 0, 3)).toMatch(/continues from the N edge of hex 3,4/);
    expect(act(G, '0', 'drawRailSegment', '3,4', 1, 3)).toMatch(/continues from/);
    expect(act(G, '0', 'drawRailSegment', '3,4', 0, 3)).toBeNull();
    expect(act(G, '0', 'drawRailSegment', '3,5', 0, 2)).toBeNull();
    expect(G.turn.pending).toBeNull();
    expect(G.turn.mainDone).toBe(true);
    expect(G.rails['3,3']).toEqual(['0-3']);
    expect(G.rails['3,4']).toEqual(['0-3']);
    expect(G.rails['3,5']).toEqual(['0-2']);
  });

  it('S004-0025 S004-0026 S004-0027 S004-0028 edge to non-adjacent edge: straight or wide curve, never adjacent edges', () => {
    const G = newState(2);
    expect(isLegalSegmentShape(0, 3)).toBe(true);
    expect(isLegalSegmentShape(0, 2)).toBe(true);
    expect(isLegalSegmentShape(5, 1)).toBe(true);
    expect(isLegalSegmentShape(0, 1)).toBe(false);
    expect(isLegalSegmentShape(5, 0)).toBe(false);
    expect(ALL_SEGMENTS).toHaveLength(9);
    expect(segmentReason(G, '3,3', 2, 3)).toMatch(/non-adjacent/);
    expect(segmentReason(G, '3,3', 2, 4)).toBeNull();
  });

  it('S004-0029 S004-0030 S004-0031 railways may be drawn on a hex with a train, several crossing in one hex', () => {
    const G = newState(2);
    act(G, '0', 'drawRailway');
    act(G, '0', 'chooseRailHex', '6,-3');
    expect(act(G, '0', 'drawRailSegment', '6,-3', 1, 4)).toBeNull(); // crosses the start rail under train 0
    expect(G.rails['6,-3']).toEqual(['0-3', '1-4']);
    expect(segmentReason(G, '6,-3', 0, 3)).toMatch(/already drawn/);
  });

  it('S004-0033 railways cannot be drawn over buildings; a path toward a building ends early', () => {
    const G = newState(2);
    expect(segmentReason(G, '1,3', 0, 3)).toMatch(/building/);
    act(G, '0', 'drawRailway');
    act(G, '0', 'chooseRailHex', '2,2');
    expect(act(G, '0', 'drawRailSegment', '2,2', 0, 3)).toBeNull(); // ends facing the stone at 2,3
    expect(G.turn.pending).toBeNull();
    expect(G.turn.mainDone).toBe(true);
  });

  it('S004-0047 spending iron draws any 1 railway', () => {
    const G = newState(2);
    expect(act(G, '0', 'spendIron')).toMatch(/costs 1 iron/);
    give(G, '0', { iron: 1 });
    expect(act(G, '0', 'spendIron')).toBeNull();
    expect(G.players['0'].goods.iron).toBeUndefined();
    expect(G.supply.iron).toBe(10);
    act(G, '0', 'chooseRailHex', '5,3');
    expect(act(G, '0', 'drawRailSegment', '5,3', 3, 0)).toMatch(/lower edge first/);
    expect(act(G, '0', 'drawRailSegment', '5,3', 0, 3)).toBeNull();
    expect(G.turn.pending).toBeNull();
    expect(G.turn.mainDone).toBe(false);
  });
});
