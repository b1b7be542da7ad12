import { describe, expect, it } from 'vitest';
import { act, give, newState, placeTrain } from './helpers';
import { GOODS, RECIPES } from '../../../games/train-and-railway/data/goods';

// TR-P01: 4,0 opens onto the wood (3,1), the gold (4,1) and the blue city (4,-1); 3,0 only touches the wood.
describe('Train & Railway: location actions', () => {
  it('S004-0066 players hold at most 4 goods', () => {
    const G = newState(2);
    placeTrain(G, '0', '4,0', 0, 3, 3);
    G.turn.mainDone = true;
    give(G, '0', { coal: 2, stone: 2 });
    expect(act(G, '0', 'obtain', '3,1', 1)).toMatch(/storage is full/);
  });

  it('S004-0069 S004-0064 resources are obtained at the exit position, one token', () => {
    const G = newState(2);
    placeTrain(G, '0', '4,0', 0, 3, 3);
    G.turn.mainDone = true;
    expect(act(G, '0', 'obtain', '3,1', 2)).toMatch(/obtain 1 token/);
    expect(act(G, '0', 'obtain', '3,1', 1)).toBeNull();
    expect(G.players['0'].goods).toEqual({ wood: 1 });
    expect(G.supply.wood).toBe(11);
    expect(G.players['0'].minus).toBe(0);
  });

  it('S004-0067 the exit restriction is bypassed by taking a minus token', () => {
    const G = newState(2);
    placeTrain(G, '0', '3,0', 0, 3, 3);
    G.turn.mainDone = true;
    expect(act(G, '0', 'obtain', '3,1', 1)).toBeNull();
    expect(G.players['0'].minus).toBe(1);
    expect(G.players['0'].goods.wood).toBe(1);
    // Not adjacent at all: refused.
    const H = newState(2);
    H.turn.mainDone = true;
    expect(act(H, '0', 'obtain', '3,1', 1)).toMatch(/next to/);
  });

  it('S004-0071 S004-0072 S004-0074 processing next to a paper factory turns wood or stone into paper', () => {
    const G = newState(2, 'TR-P02'); // printed paper factory at 6,1 with its exit N onto 6,0
    placeTrain(G, '0', '6,0', 0, 3, 3);
    give(G, '0', { wood: 1, stone: 1 });
    act(G, '0', 'mainLocation');
    expect(act(G, '0', 'process', '6,1', 'axe')).toMatch(/does not make that/);
    expect(act(G, '0', 'process', '6,1', 'paper-from-wood')).toBeNull();
    expect(act(G, '0', 'process', '6,1', 'paper-from-stone')).toBeNull();
    expect(G.players['0'].goods).toEqual({ paper: 2 });
  });

  it('S004-0073 S004-0075 S004-0076 recipes and star values from the player card', () => {
    const value = (id: string) => GOODS.find((g) => g.id === id)!.value;
    expect([value('paper'), value('axe'), value('brick')]).toEqual([3, 4, 4]);
    expect(RECIPES.find((r) => r.id === 'axe')!.inputs).toEqual(['wood', 'iron']);
    expect(RECIPES.find((r) => r.id === 'brick')!.inputs).toEqual(['coal', 'stone']);
    const G = newState(2);
    G.factories['5,-2'] = { factory: 'axe', exit: 3 };
    G.factories['6,-2'] = { factory: 'brick', exit: 4 };
    placeTrain(G, '0', '5,-1', 0, 3, 0); // exit of both
    give(G, '0', { wood: 1, iron: 1, coal: 1, stone: 1 });
    act(G, '0', 'mainLocation');
    expect(act(G, '0', 'process', '6,-2', 'brick')).toBeNull();
    expect(act(G, '0', 'process', '5,-2', 'axe')).toBeNull();
    expect(G.players['0'].goods).toEqual({ axe: 1, brick: 1 });
  });
});
