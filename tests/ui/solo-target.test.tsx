// @vitest-environment jsdom
// Solo shows a score to aim for: the person's best on this device and the bot's measured average.
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_SOLO_AVERAGE, recordSoloScore, soloBest, soloTargetText } from '../../ui/app/soloTargets';

afterEach(() => localStorage.clear());

describe('the solo score to aim for', () => {
  it('quotes the bot average of its report', () => {
    for (const [game, row] of Object.entries(BOT_SOLO_AVERAGE)) {
      const report = JSON.parse(fs.readFileSync(row.report, 'utf8'));
      expect(report.game).toBe(game);
      expect(report.bot).toBe('normal');
      expect(report.scores.mean).toBe(row.mean);
      expect(report.scores.n).toBe(row.games);
    }
  });

  it('keeps the best score of this device, and says both figures', () => {
    // The bot's figure is its report's mean, rounded (the test above ties the two).
    const botMean = Math.round(BOT_SOLO_AVERAGE['russian-railroads'].mean);
    expect(soloTargetText('russian-railroads', soloBest('russian-railroads'))).toBe(
      `Score to aim for: no solo score on this device yet; the normal bot averages ${botMean} (40 solo games, base board).`,
    );
    expect(recordSoloScore('russian-railroads', 210, 1)).toBe(true);
    expect(recordSoloScore('russian-railroads', 180, 2)).toBe(false);
    expect(recordSoloScore('russian-railroads', 260, 3)).toBe(true);
    expect(soloBest('russian-railroads')).toEqual({ score: 260, at: 3 });
    expect(soloTargetText('russian-railroads', soloBest('russian-railroads'))).toMatch(new RegExp(`^Score to aim for: your best on this device is 260; the normal bot averages ${botMean} `));
    expect(soloTargetText('train-and-railway', null)).toBe('Score to aim for: no solo score on this device yet; the normal bot averages 21 (40 solo games, 20 turns, random maps).');
    expect(soloTargetText('division', null)).toBe('Score to aim for: no solo score on this device yet.');
  });
});
