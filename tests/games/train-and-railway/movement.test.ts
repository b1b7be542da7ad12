import { describe, expect, it } from 'vitest';
import { act, give, newState, placeTrain, rail } from './helpers';

// TR-P01: train 0 on start S2 (2,-1) facing S; a straight line 2,0 -> 2,1 -> 2,2 below it.
function line() {
  const G = newState(2, 'TR-P01', ['S2', 'S1']);
  for (const h of ['2,0', '2,1', '2,2']) rail(G, h, 0, 3);
  return G;
}

// TR-X04 row 5 (offset) is empty: an eastward zigzag 1,5 (1-5) 2,4 (2-4) 3,4 (1-5) 4,3 (2-4) 5,3 (1-5) 6,2 (2-4) 7,2 (1-5).
function zigzag() {
  const G = newState(2, 'TR-X04', ['S1', 'S2']);
  const path: [string, number, number][] = [['2,4', 2, 4], ['3,4', 1, 5], ['4,3', 2, 4], ['5,3', 1, 5], ['6,2', 2, 4], ['7,2', 1, 5]];
  for (const [h, a, b] of path) rail(G, h, a, b);
  placeTrain(G, '0', '1,5', 1, 5, 1);
  return G;
}

describe('Train & Railway: moving the train', () => {
  it('S004-0002 S004-0034 moves any number of steps along the railway', () => {
    const G = zigzag();
    expect(act(G, '0', 'moveForward')).toBeNull();
    for (const seg of ['2-4', '1-5', '2-4', '1-5', '2-4', '1-5']) expect(act(G, '0', 'moveStep', seg)).toBeNull();
    expect(G.trains['0']).toEqual({ hex: '7,2', seg: '1-5', facing: 1 });
    expect(act(G, '0', 'stopTrain')).toBeNull();
    expect(G.turn.mainDone).toBe(true);
  });

  it('S004-0035 S004-0036 cannot stop on another train, but passes through it', () => {
    const G = line();
    placeTrain(G, '1', '2,1', 0, 3, 3);
    act(G, '0', 'moveForward');
    expect(act(G, '0', 'moveStep', '0-3')).toBeNull();
    expect(act(G, '0', 'moveStep', '0-3')).toBeNull();
    expect(G.trains['0']!.hex).toBe('2,1');
    expect(act(G, '0', 'stopTrain')).toMatch(/occupied/);
    expect(act(G, '0', 'moveStep', '0-3')).toBeNull();
    expect(act(G, '0', 'stopTrain')).toBeNull();
    expect(G.trains['0']!.hex).toBe('2,2');
  });

  it('S004-0035 a step into an occupied position with no way on is refused', () => {
    const G = line();
    G.rails['2,2'] = [];
    placeTrain(G, '1', '2,1', 0, 3, 3);
    act(G, '0', 'moveForward');
    act(G, '0', 'moveStep', '0-3');
    expect(act(G, '0', 'moveStep', '0-3')).toMatch(/stop on a free position|cannot go further/);
  });

  it('S004-0037 S004-0038 the train moves in its direction, along the railway, not across the board', () => {
    const G = line();
    placeTrain(G, '0', '2,1', 0, 3, 0); // facing north now
    act(G, '0', 'moveForward');
    expect(act(G, '0', 'moveStep', '0-3')).toBeNull();
    expect(G.trains['0']!.hex).toBe('2,0');
    const H = newState(2); // S1 faces an empty hex without railway
    expect(act(H, '0', 'moveForward')).toMatch(/cannot move forward/);
  });

  it('S004-0046 spending wood or coal moves up to 5 steps', () => {
    const G = zigzag();
    expect(act(G, '0', 'spendFuel', 'wood')).toMatch(/no wood/);
    give(G, '0', { wood: 1, coal: 1 });
    expect(act(G, '0', 'spendFuel', 'stone')).toMatch(/wood or coal/);
    expect(act(G, '0', 'spendFuel', 'coal')).toBeNull();
    for (const seg of ['2-4', '1-5', '2-4', '1-5', '2-4']) expect(act(G, '0', 'moveStep', seg)).toBeNull();
    expect(G.turn.pending).toBeNull(); // 5 steps used up
    expect(G.trains['0']!.hex).toBe('6,2');
    expect(G.turn.mainDone).toBe(false);
    expect(act(G, '0', 'spendFuel', 'wood')).toBeNull();
    expect(act(G, '0', 'moveStep', '1-5')).toBeNull();
    expect(act(G, '0', 'stopTrain')).toBeNull();
  });

  it('S004-0003 S004-0040 S004-0041 S004-0042 S004-0043 changing direction needs a railway that way and costs a minus token', () => {
    const G = newState(2);
    expect(act(G, '0', 'changeDirection', '1-4', 1)).toMatch(/railway in the new direction/);
    expect(act(G, '0', 'changeDirection', '0-3', 3)).toMatch(/already faces/);
    expect(act(G, '0', 'changeDirection', '0-3', 0)).toBeNull();
    expect(G.trains['0']).toEqual({ hex: '6,-3', seg: '0-3', facing: 0 });
    expect(G.players['0'].minus).toBe(1);
    expect(G.turn.mainDone).toBe(true);
  });
});
