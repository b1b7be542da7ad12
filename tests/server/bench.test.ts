// benchStorage runs and reports per-move figures (speed itself is judged by the bench tool).
import { describe, expect, it } from 'vitest';
import { benchStorage, flatFileAvailable } from '../../server/storage/bench';

describe('benchStorage', () => {
  it('sqlite reports p50 <= p95, both positive', async () => {
    const { p50Ms, p95Ms } = await benchStorage('sqlite', 20);
    expect(p50Ms).toBeGreaterThan(0);
    expect(p95Ms).toBeGreaterThanOrEqual(p50Ms);
  });

  it('flatfile reports figures, or says which package it lacks', async () => {
    if (flatFileAvailable()) {
      const { p50Ms, p95Ms } = await benchStorage('flatfile', 3);
      expect(p95Ms).toBeGreaterThanOrEqual(p50Ms);
    } else {
      await expect(benchStorage('flatfile', 3)).rejects.toThrow(/node-persist/);
    }
  });
});
