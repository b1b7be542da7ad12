// The move review's words (ui/app/replay/MoveReview.tsx): losses and the time left.
import { describe, expect, it } from 'vitest';
import { formatLoss, timeLeft } from '../../ui/app/replay/MoveReview';

describe('move review words', () => {
  it('says a loss in win chance or points, and nothing lost as such', () => {
    expect(formatLoss(0.2434, 'win')).toBe('−24.3% win chance');
    expect(formatLoss(0.0004, 'win')).toBe('no loss');
    expect(formatLoss(-0.1, 'win')).toBe('no loss');
    expect(formatLoss(3.25, 'points')).toBe('−3.3 points');
    expect(formatLoss(0, 'points')).toBe('no loss');
  });

  it('estimates the time left from the pace so far, once there is one', () => {
    expect(timeLeft(0.01, 10_000)).toBeNull();
    expect(timeLeft(0.5, 1000)).toBeNull();
    expect(timeLeft(0.5, 20_000)).toBe('about 20 s left');
    expect(timeLeft(0.1, 30_000)).toBe('about 5 min left');
    expect(timeLeft(0.9, 9_000)).toBe('about 5 s left');
    expect(timeLeft(1, 9_000)).toBeNull();
  });
});
