import { describe, expect, it } from 'vitest';
import { gameoverScores, gameoverValues, winProbabilities } from '../../bots/evaluate';
import { evaluateReference } from '../../bots/reference';
import { referenceStart } from './helpers';

describe('turning positions into seat values', () => {
  it('a lead over the best rival becomes a win probability above one half, a deficit below', () => {
    const v = winProbabilities({ '0': 20, '1': 10, '2': 14 }, ['0', '1', '2'], 4);
    expect(v['0']).toBeCloseTo(1 / (1 + Math.exp(-6 / 4)), 10); // 20 - 14
    expect(v['1']).toBeCloseTo(1 / (1 + Math.exp(10 / 4)), 10); // 10 - 20
    expect(v['2']).toBeCloseTo(1 / (1 + Math.exp(6 / 4)), 10); // 14 - 20
    expect(v['0']).toBeGreaterThan(0.5);
    expect(v['1']).toBeLessThan(v['2']);
  });

  it('a larger scale flattens the same margin', () => {
    const sharp = winProbabilities({ '0': 12, '1': 10 }, ['0', '1'], 1);
    const flat = winProbabilities({ '0': 12, '1': 10 }, ['0', '1'], 10);
    expect(sharp['0']).toBeGreaterThan(flat['0']);
    expect(flat['0']).toBeGreaterThan(0.5);
  });

  it('a solo seat is measured against the reference score', () => {
    expect(winProbabilities({ '0': 30 }, ['0'], 5, 20)['0']).toBeGreaterThan(0.8);
    expect(winProbabilities({ '0': 10 }, ['0'], 5, 20)['0']).toBeLessThan(0.2);
  });

  it('a real gameover counts 1 for a sole winner, 0 for the others, 1/k for a k-way shared win', () => {
    expect(gameoverValues({ winners: ['1'], scores: {} }, ['0', '1', '2'])).toEqual({ '0': 0, '1': 1, '2': 0 });
    const shared = gameoverValues({ winners: ['0', '2'], scores: {} }, ['0', '1', '2']);
    expect(shared).toEqual({ '0': 0.5, '1': 0, '2': 0.5 });
    const three = gameoverValues({ winners: ['0', '1', '2'] }, ['0', '1', '2', '3']);
    expect(three['0']).toBeCloseTo(1 / 3);
    expect(three['3']).toBe(0);
  });

  it("understands boardgame.io's own {winner} and {draw} gameovers", () => {
    expect(gameoverValues({ winner: '0' }, ['0', '1'])).toEqual({ '0': 1, '1': 0 });
    expect(gameoverValues({ draw: true }, ['0', '1'])).toEqual({ '0': 0.5, '1': 0.5 });
    expect(gameoverScores({ winners: [], scores: { '0': 3 } })).toEqual({ '0': 3 });
    expect(gameoverScores({ winner: '0' })).toBeUndefined();
  });

  it("the reference evaluation counts points, the secret card (or its mean when hidden) and a share of what is left", () => {
    const { G, ctx } = referenceStart(2, 'eval');
    const est = evaluateReference({ ...G, counter: 11, points: { '0': 6, '1': 5 }, secrets: { '0': 3, '1': null } }, ctx);
    expect(est['0']).toBe(6 + 3 + 10 / 2);
    expect(est['1']).toBe(5 + 2 + 10 / 2);
  });
});
