import { describe, expect, it } from 'vitest';
import { act, give, newState, placeTrain } from './helpers';
import { awardPoints, gearsCrossed } from '../../../games/train-and-railway/rules/tech';
import { techPoints } from '../../../games/train-and-railway/rules/scoring';
import { storageLimit } from '../../../games/train-and-railway/rules/player';
import { game } from './helpers';
import type { TRState } from '../../../games/train-and-railway/rules/state';

function withTech(n: number, upgrades: Record<string, number> = {}): TRState {
  const G = newState(2);
  G.players['0'].tech = n;
  G.players['0'].upgrades = upgrades;
  return G;
}

describe('Train & Railway: tech tokens and upgrades', () => {
  it('S004-0094 S004-0095 one tech token for every gear crossed (landing counts)', () => {
    expect(gearsCrossed(0, 8)).toBe(4);
    expect(gearsCrossed(0, 1)).toBe(0);
    expect(gearsCrossed(1, 2)).toBe(1);
    expect(gearsCrossed(8, 11)).toBe(1);
    const G = newState(2);
    awardPoints(G, '0', 8);
    expect(G.players['0'].tech).toBe(4);
  });

  it('S004-0100 at most 10 tech tokens (30 points)', () => {
    const G = newState(2);
    awardPoints(G, '0', 30);
    expect(G.players['0'].tech).toBe(10);
    awardPoints(G, '0', 20);
    expect(G.players['0'].tech).toBe(10);
  });

  it('S004-0096 upgrades happen in your own turn, before or after your action, not in the middle of one', () => {
    const G = withTech(3);
    expect(act(G, '0', 'upgrade', 'storage')).toBeNull(); // before the main action
    act(G, '0', 'drawRailway');
    expect(act(G, '0', 'upgrade', 'storage')).toMatch(/Finish the action/);
    act(G, '0', 'chooseRailHex', '3,3');
    act(G, '0', 'drawRailSegment', '3,3', 0, 3);
    act(G, '0', 'drawRailSegment', '3,4', 0, 3);
    act(G, '0', 'drawRailSegment', '3,5', 0, 3);
    expect(act(G, '0', 'upgrade', 'storage')).toBeNull(); // after
    expect(act(G, '0', 'upgrade', 'wood-unlimited')).toBeNull();
    expect(act(G, '0', 'upgrade', 'coal-unlimited')).toMatch(/no tech token/);
    G.players['1'].tech = 1;
    expect(act(G, '1', 'upgrade', 'storage')).toBeNull(); // (act plays as the current seat)
  });

  it('S004-0097 column 2 opens after 2 tokens in column 1', () => {
    expect(act(withTech(3, { storage: 1 }), '0', 'upgrade', 'paper-plus')).toMatch(/Column 2 opens once 2/);
    expect(act(withTech(3, { storage: 1, 'wood-unlimited': 1 }), '0', 'upgrade', 'paper-plus')).toBeNull();
  });

  it('S004-0098 S004-0101 column 3 opens after 3 tokens in columns 1 and 2', () => {
    expect(act(withTech(4, { storage: 1, 'wood-unlimited': 1 }), '0', 'upgrade', 'red-plus')).toMatch(/Column 3 opens once 3/);
    expect(act(withTech(4, { storage: 1, 'wood-unlimited': 1, 'paper-plus': 1 }), '0', 'upgrade', 'red-plus')).toBeNull();
  });

  it('S004-0099 column 4 opens after 6 tokens in columns 1 to 3', () => {
    const five = { storage: 2, 'wood-unlimited': 1, 'paper-plus': 1, 'red-plus': 1 };
    expect(act(withTech(7, five), '0', 'upgrade', 'per-two-contracts')).toMatch(/Column 4 opens once 6/);
    expect(act(withTech(7, { ...five, 'blue-plus': 1 }), '0', 'upgrade', 'per-two-contracts')).toBeNull();
  });

  it('S004-0123 S004-0124 round abilities once, oval abilities repeatedly', () => {
    const G = withTech(4);
    expect(act(G, '0', 'upgrade', 'wood-unlimited')).toBeNull();
    expect(act(G, '0', 'upgrade', 'wood-unlimited')).toMatch(/only once/);
    expect(act(G, '0', 'upgrade', 'storage')).toBeNull();
    expect(act(G, '0', 'upgrade', 'storage')).toBeNull();
    expect(act(G, '0', 'upgrade', 'storage')).toMatch(/at most 2 times/);
  });

  it('S004-0126 S004-0127 resource ∞: obtain up to the storage limit at once', () => {
    const G = withTech(1, {});
    placeTrain(G, '0', '4,0', 0, 3, 3);
    act(G, '0', 'upgrade', 'wood-unlimited');
    act(G, '0', 'mainLocation');
    give(G, '0', { coal: 1 });
    expect(act(G, '0', 'obtain', '3,1', 4)).toMatch(/1 to 3/);
    expect(act(G, '0', 'obtain', '3,1', 3)).toBeNull();
    expect(G.players['0'].goods.wood).toBe(3);
  });

  it('S004-0128 S004-0129 S004-0130 ⚡ shovel: immediately get a shovel, at most 1 held', () => {
    const G = withTech(2);
    expect(act(G, '0', 'upgrade', 'shovel')).toMatch(/only 1 shovel/);
    G.players['0'].shovels = 0;
    expect(act(G, '0', 'upgrade', 'shovel')).toBeNull();
    expect(G.players['0'].shovels).toBe(1);
  });

  it('S004-0131 S004-0132 ⚡ contract: immediately draw 1 contract card', () => {
    const G = withTech(3, { storage: 1, 'wood-unlimited': 1 });
    const deck = G.deckCount;
    expect(act(G, '0', 'upgrade', 'draw-contract')).toBeNull();
    expect(G.players['0'].secret).toHaveLength(2);
    expect(G.deckCount).toBe(deck - 1);
  });

  it('S004-0133 S004-0134 S004-0135 +1 output: one more good without paying inputs', () => {
    const G = newState(2, 'TR-P02');
    G.players['0'].tech = 3;
    G.players['0'].upgrades = { storage: 1, 'wood-unlimited': 1 };
    act(G, '0', 'upgrade', 'paper-plus');
    placeTrain(G, '0', '6,0', 0, 3, 3);
    give(G, '0', { wood: 1 });
    act(G, '0', 'mainLocation');
    expect(act(G, '0', 'process', '6,1', 'paper-from-wood')).toBeNull();
    expect(G.players['0'].goods).toEqual({ paper: 2 });
  });

  it('S004-0134 a +1 good over the storage limit must be discarded', () => {
    const G = newState(2, 'TR-P02');
    G.players['0'].upgrades = { storage: 1, 'wood-unlimited': 1, 'paper-plus': 1 };
    G.players['0'].tech = 3;
    placeTrain(G, '0', '6,0', 0, 3, 3);
    give(G, '0', { wood: 3, coal: 2 });
    act(G, '0', 'mainLocation');
    act(G, '0', 'process', '6,1', 'paper-from-wood');
    expect(G.turn.pending).toEqual({ k: 'discard' });
    expect(act(G, '0', 'endTurn')).toMatch(/Finish/);
    expect(act(G, '0', 'discardGood', 'coal')).toBeNull();
    expect(G.turn.pending).toBeNull();
  });

  it('S004-0136 S004-0137 storage +1 raises the limit', () => {
    const G = withTech(1);
    act(G, '0', 'upgrade', 'storage');
    expect(storageLimit(G.players['0'])).toBe(5);
  });

  it('S004-0138 S004-0139 S004-0140 waterway: a waterway counts as another exit', () => {
    // TR-P02: the river 4,-1..4,2; 5,-1 is the opening of 4,-1; the stone 3,2 touches 4,1.
    const G = newState(2, 'TR-P02');
    placeTrain(G, '0', '5,-1', 0, 3, 3);
    act(G, '0', 'mainLocation');
    expect(act(G, '0', 'obtain', '3,2', 1)).toMatch(/next to/);
    G.players['0'].upgrades = { storage: 1, 'wood-unlimited': 1, 'paper-plus': 1, 'waterway-exit': 1 };
    G.players['0'].tech = 4;
    expect(act(G, '0', 'obtain', '3,2', 1)).toBeNull();
    expect(G.players['0'].minus).toBe(0);
  });

  it('S004-0141 S004-0142 S004-0143 two different location actions in step 2, not in the main action', () => {
    const G = newState(2);
    G.players['0'].upgrades = { storage: 1, 'wood-unlimited': 1, 'paper-plus': 1, 'two-actions': 1 };
    G.players['0'].tech = 4;
    placeTrain(G, '0', '4,0', 0, 3, 3);
    act(G, '0', 'mainLocation');
    act(G, '0', 'obtain', '4,1', 1);
    expect(G.turn.location).toBeNull(); // main location action: one only
    act(G, '0', 'obtain', '3,1', 1);
    expect(G.turn.location).toEqual({ main: false, left: 1, kinds: ['obtain'] });
    expect(act(G, '0', 'obtain', '3,1', 1)).toMatch(/different/);
    G.publicContracts.push({ id: 'B02', left: ['gold'] });
    expect(act(G, '0', 'sell', '4,-1')).toBeNull();
    expect(act(G, '0', 'sellGood', 'B02', 'gold')).toBeNull();
    expect(act(G, '0', 'finishSale')).toBeNull();
    expect(G.turn.locationDone).toBe(true);
  });

  it('S004-0144 S004-0145 city +1: one more point for each good sold to that city', () => {
    const G = newState(2);
    G.players['0'].upgrades = { 'blue-plus': 1 };
    placeTrain(G, '0', '4,0', 0, 3, 3);
    G.turn.mainDone = true;
    G.publicContracts.push({ id: 'B02', left: ['gold'] });
    give(G, '0', { gold: 1 });
    act(G, '0', 'sell', '4,-1');
    act(G, '0', 'sellGood', 'B02', 'gold');
    expect(G.players['0'].score).toBe(4);
  });

  it('S004-0146 S004-0147 ⚡ one extra complete turn', () => {
    const G = withTech(4, { storage: 1, 'wood-unlimited': 1, 'paper-plus': 1 });
    expect(act(G, '0', 'upgrade', 'extra-turn')).toBeNull();
    act(G, '0', 'changeDirection', '0-3', 0);
    expect(act(G, '0', 'endTurn')).toBeNull();
    expect(G.repeatTurn).toBe(true);
    const next = (game.phases!.play.turn!.order as any).next({ G, ctx: { playOrderPos: 0, numPlayers: 2 } });
    expect(next).toBe(0);
    expect(G.players['0'].extraTurns).toBe(0);
  });

  it('S004-0148 S004-0149 ★ per 2 completed contracts', () => {
    const G = newState(2);
    G.players['0'].upgrades = { 'per-two-contracts': 1 };
    G.players['0'].completed = ['R01', 'R02', 'G01', 'B01', 'Y01'];
    expect(techPoints(G.players['0'])).toBe(2);
  });

  it('S004-0150 S004-0151 S004-0152 S004-0153 same-colour pairs: 3 per pair, 1 per leftover (5 yellow = 7)', () => {
    const G = newState(2);
    G.players['0'].upgrades = { 'same-colour-pairs': 1 };
    G.players['0'].completed = ['Y01', 'Y02', 'Y03', 'Y04', 'Y05'];
    expect(techPoints(G.players['0'])).toBe(7);
    G.players['0'].completed.push('R01');
    expect(techPoints(G.players['0'])).toBe(8);
  });
});
