import { describe, expect, it } from 'vitest';
import { evaluateTrainAndRailway } from '../../../bots/train-and-railway';
import { give, newState } from './helpers';

describe('Train & Railway bot evaluation', () => {
  it('estimates every seat, rising with score and useful goods, falling with minus tokens', () => {
    const G = newState(3, 'TR-P01', ['S1', 'S2', 'S3']);
    const base = evaluateTrainAndRailway(G, {} as any);
    expect(Object.keys(base)).toEqual(['0', '1', '2']);
    G.players['0'].score = 10;
    G.players['1'].minus = 2;
    give(G, '2', { steel: 1 });
    const after = evaluateTrainAndRailway(G, {} as any);
    expect(after['0']).toBeGreaterThan(base['0'] + 9);
    expect(after['1']).toBeLessThan(base['1'] - 5);
    expect(after['2']).toBeGreaterThan(base['2']);
  });

  it('uses the final score once the game is over, on a filtered view too', () => {
    const G = newState(2);
    G.players['0'].score = 31;
    G.players['1'].score = 12;
    G.final = { '0': { track: 31, hand: 0, goods: 0, influence: 0, minus: 0, tech: 0 }, '1': { track: 12, hand: 0, goods: 0, influence: 0, minus: 0, tech: 0 } };
    expect(evaluateTrainAndRailway(G, {} as any)).toEqual({ '0': 31, '1': 12 });
    G.final = null;
    G.players['1'].secret = ['?'];
    expect(Number.isFinite(evaluateTrainAndRailway(G, {} as any)['1'])).toBe(true);
  });
});

describe('Train & Railway bot evaluation: the railway ahead', () => {
  it('values track that takes the train to locations', async () => {
    const { rail } = await import('./helpers');
    const G = newState(2, 'TR-P01', ['S2', 'S1']);
    const before = evaluateTrainAndRailway(G, {} as any)['0'];
    for (const h of ['2,0', '2,1', '2,2']) rail(G, h, 0, 3); // down to the stone's and the red city's opening 2,2
    expect(evaluateTrainAndRailway(G, {} as any)['0']).toBeGreaterThan(before + 0.5);
  });
});
