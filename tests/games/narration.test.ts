import { describe, expect, it } from 'vitest';
import { narrationLine, playerRef } from '../../games/kit/narration';
import type { NarrationLine } from '../../games/kit/types';
import { playout as russianPlayout } from './russian-railroads/helpers';
import { playout as trainPlayout } from './train-and-railway/helpers';

/** What every game's narration must keep: seats named only by their token, the actor as subject. */
function namingProblems(log: NarrationLine[]): string[] {
  const problems: string[] = [];
  for (const line of log) {
    if (/\b(seat|player)\s*#?\d/i.test(line.text)) problems.push(`names a seat in words: ${line.text}`);
    if (line.player !== undefined && !line.text.startsWith(`${playerRef(line.player)} `)) problems.push(`does not start with its seat's token: ${line.text}`);
  }
  return problems;
}

describe('narration names seats by the token {p:ID}', () => {
  it('playerRef and narrationLine: the acting seat becomes the subject; a line without one is unchanged', () => {
    expect(playerRef('1')).toBe('{p:1}');
    expect(narrationLine(3, '0', 'passes.')).toEqual({ turn: 3, player: '0', text: '{p:0} passes.' });
    expect(narrationLine(4, undefined, 'Emil passes.')).toEqual({ turn: 4, text: 'Emil passes.' });
  });

  it('Russian Railroads: every line of a 3-player game and a solo game against Emil, winner included', () => {
    for (const r of [russianPlayout(3, 'narration-3p'), russianPlayout(1, 'narration-solo', 6000, { board: 'american', coal: false })]) {
      expect(r.gameover).toBeTruthy();
      expect(namingProblems(r.G.log)).toEqual([]);
      const last = r.G.log[r.G.log.length - 1].text;
      expect(last).toContain(r.gameover.winners.map(playerRef).join(', '));
    }
  });

  it('Train & Railway: every line of a 2-player game, final scores included', () => {
    const r = trainPlayout(2, 'narration-2p', 20000, 'random', true);
    expect(r.gameover).toBeTruthy();
    expect(namingProblems(r.G.log)).toEqual([]);
    expect(r.G.log[r.G.log.length - 1].text).toMatch(/^Game over\. Final scores: \{p:0\} -?\d+, \{p:1\} -?\d+\.$/);
  });
});
