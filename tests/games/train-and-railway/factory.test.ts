import { describe, expect, it } from 'vitest';
import { act, give, newState, placeTrain, rail } from './helpers';
import { FACTORY_TYPES } from '../../../games/train-and-railway/data/goods';
import { connectivityReason, noFactorySiteReason } from '../../../games/train-and-railway/rules/factory';
import { enumerate } from '../../../games/train-and-railway/enumerate';
import { fakeCtx } from './helpers';

// TR-P01, train 0 on S1 (6,-3) facing S. Free neighbours: 6,-2 (ahead) and 5,-2 (which alone joins 4,-2 to the map).
describe('Train & Railway: Build a Factory', () => {
  it('S004-0048 S004-0049 a factory can be paid with 2 stones', () => {
    const G = newState(2);
    expect(act(G, '0', 'buildFactory', '6,-2', 'paper', 3, 'stones')).toMatch(/2 stones/);
    give(G, '0', { stone: 2 });
    expect(act(G, '0', 'buildFactory', '6,-2', 'paper', 3, 'stones')).toBeNull();
    expect(G.players['0'].goods.stone).toBeUndefined();
    expect(G.factories['6,-2']).toEqual({ factory: 'paper', exit: 3 });
  });

  it('S004-0050 a factory can be paid with the shovel', () => {
    const G = newState(2);
    expect(act(G, '0', 'buildFactory', '6,-2', 'axe', 3, 'shovel')).toBeNull();
    expect(G.players['0'].shovels).toBe(0);
    expect(act(G, '0', 'buildFactory', '5,-2', 'axe', 3, 'shovel')).toMatch(/no shovel/);
  });

  it('S004-0051 a factory can be paid with a minus token', () => {
    const G = newState(2);
    expect(act(G, '0', 'buildFactory', '6,-2', 'brick', 3, 'minus')).toBeNull();
    expect(G.players['0'].minus).toBe(1);
  });

  it('S004-0052 S004-0053 the factory is drawn on the map; there are 5 types', () => {
    expect(FACTORY_TYPES).toEqual(['iron', 'brick', 'paper', 'axe', 'chemical']);
    for (const type of FACTORY_TYPES) {
      const G = newState(2);
      expect(act(G, '0', 'buildFactory', '6,-2', type, 3, 'minus')).toBeNull();
      expect(G.factories['6,-2'].factory).toBe(type);
    }
    expect(act(newState(2), '0', 'buildFactory', '6,-2', 'steel', 3, 'minus')).toMatch(/iron, brick, paper, axe or chemical/);
  });

  it('S004-0055 only within one hex of your own train', () => {
    const G = newState(2);
    expect(act(G, '0', 'buildFactory', '3,3', 'paper', 0, 'minus')).toMatch(/within one hex/);
  });

  it('S004-0056 not where there are railways or buildings', () => {
    const G = newState(2);
    rail(G, '6,-2', 0, 3);
    expect(act(G, '0', 'buildFactory', '6,-2', 'paper', 3, 'minus')).toMatch(/railways/);
    expect(act(G, '0', 'buildFactory', '7,-3', 'paper', 3, 'minus')).toMatch(/buildings/);
  });

  it("S004-0057 not on a building's opening, but on a waterway's opening", () => {
    const G = newState(2);
    placeTrain(G, '0', '5,-2', 0, 3, 3);
    expect(act(G, '0', 'buildFactory', '5,-1', 'paper', 3, 'minus')).toMatch(/opening/); // the blue city's SE opening
    const W = newState(2, 'TR-P01', ['S4', 'S1']);
    expect(act(W, '0', 'buildFactory', '0,4', 'paper', 2, 'minus')).toBeNull(); // the west waterway's S opening
  });

  it('S004-0058 not on the position directly in front of another train', () => {
    const G = newState(2, 'TR-P01', ['S1', 'S2']); // train 1 on S2 faces 2,0
    placeTrain(G, '0', '1,0', 1, 4, 1);
    expect(act(G, '0', 'buildFactory', '2,0', 'paper', 3, 'minus')).toMatch(/in front of another train/);
    expect(act(G, '0', 'buildFactory', '1,1', 'paper', 3, 'minus')).toBeNull();
  });

  it('S004-0059 a factory that cuts the map in two is refused; a harmless one is accepted', () => {
    // Hex 4,-2 touches the map only through 5,-2 (the map edge, the blue city and the forest close it in).
    const cut = newState(2);
    expect(act(cut, '0', 'buildFactory', '5,-2', 'paper', 3, 'minus')).toMatch(/disconnected/);
    expect(cut.factories['5,-2']).toBeUndefined();
    expect(cut.players['0'].minus).toBe(0);
    const fine = newState(2);
    expect(act(fine, '0', 'buildFactory', '6,-2', 'paper', 3, 'minus')).toBeNull();
    // Crafted: with a factory already at 6,-1, a factory at 6,-2 would wall in 5,-2 and 4,-2.
    const wall = newState(2);
    wall.factories['6,-1'] = { factory: 'iron', exit: 3 };
    wall.factories['5,-1'] = { factory: 'axe', exit: 3 };
    expect(connectivityReason(wall, '6,-2', 3)).toMatch(/exit must face a free hex|disconnected/);
    expect(act(wall, '0', 'buildFactory', '6,-2', 'paper', 2, 'minus')).toMatch(/disconnected/);
    // A location must keep a reachable opening: the gold (4,1) opens only onto 4,0.
    expect(connectivityReason(newState(2), '4,0', 5)).toMatch(/no reachable opening/);
    // The exit must face a free hex: NE of 6,-2 is the wood.
    expect(act(newState(2), '0', 'buildFactory', '6,-2', 'paper', 1, 'minus')).toMatch(/exit must face a free hex/);
  });

  it('S004-0061 S004-0062 one exit; the other five edges are black lines, usable only for a minus token', () => {
    const G = newState(2);
    act(G, '0', 'buildFactory', '6,-2', 'paper', 3, 'minus');
    G.turn.mainDone = true;
    give(G, '0', { wood: 2 });
    placeTrain(G, '0', '6,-1', 0, 3, 0); // the exit hex
    expect(act(G, '0', 'process', '6,-2', 'paper-from-wood')).toBeNull();
    expect(G.players['0'].minus).toBe(1); // only the factory's payment
    const H = newState(2);
    act(H, '0', 'buildFactory', '6,-2', 'paper', 3, 'minus');
    H.turn.mainDone = true;
    give(H, '0', { wood: 1 });
    expect(act(H, '0', 'process', '6,-2', 'paper-from-wood')).toBeNull(); // from 6,-3, across a black line
    expect(H.players['0'].minus).toBe(2);
    expect(H.players['0'].goods.paper).toBe(1);
  });

  it('why no factory can be built next to the train (the board greys "Build a factory…" with it), exactly when the enumerator offers none', () => {
    // 6,-2 can take one; 5,-2 would cut the map in two.
    const G = newState(2);
    expect(noFactorySiteReason(G, '0')).toBeNull();
    G.factories['6,-1'] = { factory: 'iron', exit: 3 };
    G.factories['5,-1'] = { factory: 'axe', exit: 3 };
    const reason = noFactorySiteReason(G, '0');
    expect(reason).toMatch(/^No hex next to your train can take a factory\./);
    expect(reason).toMatch(/disconnected/);
    const offered = (s: typeof G) => enumerate(s, fakeCtx(2), '0').some((m) => m.move === 'buildFactory');
    expect(offered(G)).toBe(false);
    expect(offered(newState(2))).toBe(true);
  });
});
