import { describe, expect, it } from 'vitest';
import { median, nearestRank, quantile } from '../../tools/lib/stats';

describe('the tools’ order statistics', () => {
  it('interpolates quantiles and medians between the two middle values', () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([])).toBe(0);
  });

  it('gives a latency percentile as a value that was observed', () => {
    const sorted = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(nearestRank(sorted, 0.95)).toBe(19);
    expect(nearestRank(sorted, 0.5)).toBe(10);
    expect(nearestRank([7], 0.99)).toBe(7);
    expect(nearestRank([], 0.5)).toBeNull();
  });
});
