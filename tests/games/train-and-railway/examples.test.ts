// The rulebook's O/X illustrations, replayed on crafted positions.
import { describe, expect, it } from 'vitest';
import { enumerate } from '../../../games/train-and-railway/enumerate';
import { GOOD_IDS } from '../../../games/train-and-railway/data/goods';
import { locationAccess } from '../../../games/train-and-railway/rules/location';
import { canReachStop, stepOptions } from '../../../games/train-and-railway/rules/movement';
import { fakeCtx, newState, placeTrain, rail } from './helpers';

describe('Train & Railway: the rulebook examples', () => {
  it('S004-0039 O: positions reachable along the railway in the train\'s direction; X: behind it or off the rails', () => {
    const G = newState(2, 'TR-P01', ['S2', 'S1']);
    rail(G, '2,0', 0, 3);
    rail(G, '2,0', 0, 2); // a junction: from the N edge on to S or SE
    rail(G, '3,0', 5, 3);
    rail(G, '1,0', 1, 4); // next to the line, but not joined to it
    const reach = new Set<string>();
    const walk = (t: any, depth: number) => { if (depth > 3) return; for (const n of stepOptions(G, t)) { reach.add(n.hex); walk(n, depth + 1); } };
    walk(G.trains['0'], 0);
    expect([...reach].sort()).toEqual(['2,0', '3,0']); // O (2,1 has no railway yet)
    expect(reach.has('1,0')).toBe(false); // X: no railway joins it
    expect(reach.has('2,-2')).toBe(false); // X: behind the train
    expect(canReachStop(G, '0', G.trains['0']!, -1)).toBe(true);
  });

  it('S004-0060 O: hexes next to the train that are free; X: railways, buildings, openings, the hex in front of another train', () => {
    const G = newState(2, 'TR-P01', ['S1', 'S2']);
    placeTrain(G, '0', '5,-1', 0, 3, 3);
    // Around 5,-1: N 5,-2 (cut-off guard), NE 6,-2, SE 6,-1, S 5,0 (coal), SW 4,0 (opening), NW 4,-1 (blue city).
    const sites = new Set(enumerate(G, fakeCtx(2, '0'), '0').filter((m) => m.move === 'buildFactory').map((m) => m.args![0]));
    expect(sites.has('6,-2')).toBe(true);
    expect(sites.has('6,-1')).toBe(true);
    for (const x of ['5,-2', '5,0', '4,0', '4,-1', '5,-1']) expect(sites.has(x)).toBe(false);
  });

  it('S004-0068 S004-0070 O: the stone can be obtained from its openings; X: elsewhere (or only for a minus token next to it)', () => {
    const G = newState(2);
    // TR-P01 stone at 2,3 opens N (2,2) and NE (3,2).
    for (const [hex, expected] of [['2,2', 'free'], ['3,2', 'free'], ['4,2', null], ['2,4', 'minus'], ['1,4', 'minus'], ['3,3', 'minus'], ['2,1', null]] as const) {
      placeTrain(G, '0', hex, 0, 3, 3);
      expect(locationAccess(G, '0', '2,3'), hex).toBe(expected);
    }
  });

  it('S004-0154 S004-0155 the eleven resource names used throughout', () => {
    expect([...GOOD_IDS].sort()).toEqual(['axe', 'brick', 'coal', 'dynamite', 'gold', 'iron', 'matches', 'paper', 'steel', 'stone', 'wood']);
  });
});
