import { describe, expect, it } from 'vitest';
import { act, give, newState, placeTrain } from './helpers';
import { contract } from '../../../games/train-and-railway/data/contracts';
import type { TRState } from '../../../games/train-and-railway/rules/state';

// TR-P01: the green city (4,3) opens N onto 4,2; the red city (1,3) opens onto 1,2 and 2,2.
function atGreenCity(): TRState {
  const G = newState(2);
  placeTrain(G, '0', '4,2', 0, 3, 3);
  G.turn.mainDone = true;
  const taken = ['G09', 'G02', 'G03', 'R01', 'G04'];
  G.deck = G.deck.filter((c) => !taken.includes(c));
  G.discard = [];
  G.publicContracts = [
    { id: 'G09', left: ['steel', 'paper', 'wood'] },
    { id: 'G02', left: ['matches'] },
    { id: 'R01', left: ['brick'] },
  ];
  G.players['0'].secret = ['G03'];
  G.players['1'].secret = ['G04'];
  G.deckCount = G.deck.length;
  give(G, '0', { wood: 1, matches: 1, paper: 1, brick: 1 });
  return G;
}

describe('Train & Railway: sales', () => {
  it('S004-0085 S004-0086 S004-0087 S004-0088 S004-0089 S004-0090 S004-0091 S004-0092 S004-0093 S004-0095 the rulebook example: 8 points, one card kept, secret discarded, one partial, row refilled, 4 tech tokens', () => {
    const G = atGreenCity();
    expect(act(G, '0', 'sell', '4,3')).toBeNull();
    expect(act(G, '0', 'sellGood', 'G09', 'wood')).toBeNull(); // 1
    expect(act(G, '0', 'sellGood', 'G02', 'matches')).toBeNull(); // 4, completes G02
    expect(act(G, '0', 'sellGood', 'G03', 'paper')).toBeNull(); // 3, the secret contract, revealed
    expect(act(G, '0', 'finishSale')).toBeNull();
    const P = G.players['0'];
    expect(P.score).toBe(8);
    expect(P.tech).toBe(4);
    expect(P.completed).toEqual(['G02']);
    expect(P.secret).toEqual([]);
    expect(G.discard).toEqual(['G03']);
    expect(G.publicContracts.find((c) => c.id === 'G09')!.left).toEqual(['steel', 'paper']);
    expect(G.publicContracts).toHaveLength(3);
    expect(G.log.some((l) => /G03/.test(l.text))).toBe(true);
    // Later, wood can no longer be sold to G09.
    G.turn = { mainDone: true, locationDone: false, pending: null, location: null };
    give(G, '0', { wood: 1, paper: 1 });
    expect(act(G, '0', 'sell', '4,3')).toBeNull();
    expect(act(G, '0', 'sellGood', 'G09', 'wood')).toMatch(/no longer/);
  });

  it('S004-0077 S004-0078 goods are sold to the city of the contract colour, one good per icon', () => {
    const G = atGreenCity();
    act(G, '0', 'sell', '4,3');
    expect(act(G, '0', 'sellGood', 'R01', 'brick')).toMatch(/red city/);
    expect(act(G, '0', 'sellGood', 'G02', 'wood')).toMatch(/does not/);
    expect(act(G, '0', 'sellGood', 'G04', 'brick')).toMatch(/public contract or to one of your secret/);
    expect(act(G, '0', 'finishSale')).toMatch(/at least one/);
    const H = atGreenCity();
    H.players['0'].goods = {};
    H.supply = { ...H.supply, wood: 12, matches: 5, paper: 6, brick: 6 };
    expect(act(H, '0', 'sell', '4,3')).toMatch(/hold no good/);
  });

  it('S004-0079 S004-0080 S004-0081 several contracts at once; a partial card stays public, a full one is kept as influence', () => {
    const G = atGreenCity();
    act(G, '0', 'sell', '4,3');
    act(G, '0', 'sellGood', 'G09', 'paper');
    act(G, '0', 'sellGood', 'G09', 'wood');
    act(G, '0', 'sellGood', 'G02', 'matches');
    act(G, '0', 'finishSale');
    expect(G.publicContracts.find((c) => c.id === 'G09')!.left).toEqual(['steel']);
    expect(G.players['0'].completed).toEqual(['G02']);
    expect(G.players['0'].score).toBe(8);
  });

  it('S004-0082 S004-0083 S004-0084 secret contracts: completed ones are kept, partly sold ones discarded', () => {
    const G = atGreenCity();
    give(G, '0', { iron: 1 });
    act(G, '0', 'sell', '4,3');
    act(G, '0', 'sellGood', 'G03', 'paper');
    act(G, '0', 'sellGood', 'G03', 'iron');
    act(G, '0', 'finishSale');
    expect(G.players['0'].completed).toEqual(['G03']);
    expect(G.players['0'].secret).toEqual([]);
    expect(G.discard).toEqual([]);
    expect(G.players['0'].score).toBe(5);
  });

  it('S004-0093 the public row is refilled to N+1 after a sale', () => {
    const G = atGreenCity();
    act(G, '0', 'sell', '4,3');
    act(G, '0', 'sellGood', 'G02', 'matches');
    expect(G.publicContracts).toHaveLength(2);
    act(G, '0', 'finishSale');
    expect(G.publicContracts).toHaveLength(3);
    expect(contract(G.publicContracts[2].id)).toBeTruthy();
  });
});
