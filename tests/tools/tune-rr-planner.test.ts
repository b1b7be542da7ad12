// tools/tune-rr-planner.ts: the evolution strategy that tuned the Russian Railroads planner's weights.
import { describe, expect, it } from 'vitest';
import { meanTuningScore, SEARCH_EVALUATION_WEIGHTS, tune, tuningGameScore } from '../../tools/tune-rr-planner';
import { PLANNER_WEIGHTS } from '../../bots/russian-railroads-planner';

describe('tune-rr-planner', () => {
  it('plays the same tuning game from the same seed and weights', () => {
    expect(tuningGameScore('rr-train/0', PLANNER_WEIGHTS)).toBe(tuningGameScore('rr-train/0', PLANNER_WEIGHTS));
  });

  it('keeps only changes that raise the training mean; the landed weights beat the start on its games', () => {
    const seeds = ['rr-train/0', 'rr-train/1'];
    const start = meanTuningScore(SEARCH_EVALUATION_WEIGHTS, seeds);
    const lines: string[] = [];
    const result = tune({ games: 2, iterations: 4, seed: 'a', from: SEARCH_EVALUATION_WEIGHTS, validGames: 1 }, (l) => lines.push(l));
    expect(result.train).toBeGreaterThanOrEqual(start);
    expect(meanTuningScore(result.weights, seeds)).toBe(result.train);
    expect(lines[0]).toMatch(/^start /);
    // The tuned weights beat the search evaluation's as the planner's on these games.
    expect(meanTuningScore(PLANNER_WEIGHTS, seeds)).toBeGreaterThan(start);
  });
});
