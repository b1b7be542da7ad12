// The order statistics the tools report. Two definitions, each where it is the convention:
// `quantile` interpolates (scores, move times: a small sample's median lies between two values),
// `nearestRank` is always an observed value (latency percentiles: a p95 is a latency that happened).

/** Quantile of sorted values by linear interpolation between order statistics (type 7, as R and numpy); 0 when empty. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

/** Median of values in any order (interpolated, as `quantile`); 0 when empty. */
export function median(values: readonly number[]): number {
  return quantile([...values].sort((a, b) => a - b), 0.5);
}

/** The nearest-rank quantile of sorted values: the smallest value with at least q of them at or below it; null when empty. */
export function nearestRank(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
