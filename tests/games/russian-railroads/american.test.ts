// The American Railroads board (sentence 0393–0406).
import { describe, it, expect } from 'vitest';
import { placementState, must, play, options, everyonePasses } from './helpers';
import { lineTrackPoints, bonusPoints } from '../../../games/russian-railroads/rules/scoring';
import { boardOf } from '../../../games/russian-railroads/rules/board';
import type { RRState } from '../../../games/russian-railroads/rules/state';

const US = { board: 'american', coal: false };
const us = (n = 4) => placementState(n, US);
function adv(G: RRState, cols: number[], n: number) {
  G.pending = [{ k: 'advanceTracks', cols: cols as any, n, full: false }];
}

describe('American board', () => {
  it('S002-0393 S002-0394 S002-0396 S002-0397 a coin space: with the track of the colour shown there, pay a rouble for the advantage, once (Done marker)', () => {
    const G = us();
    const p = G.players['0'];
    expect(play(G, 'payCoinSpace', 'CP1')).toMatch(/not reached/);
    p.tracks[0] = [6, 5, -1, -1, -1];
    expect(options(G)).toContainEqual({ move: 'payCoinSpace', args: ['CP1'] });
    must(G, 'payCoinSpace', 'CP1');
    expect(p.roubles).toBe(0);
    expect(G.pending).toEqual([{ k: 'chooseBonusToken', space: 'CP1' }]);
    must(G, 'chooseBonusToken', 'Q1');
    expect(p.revalued).toBe(true);
    expect(G.current).toBe('0'); // paying is not the turn's action
    p.roubles = 1;
    expect(play(G, 'payCoinSpace', 'CP1')).toMatch(/already received/);
  });
  it('S002-0394 S002-0396 a coin buys an advantage: with no ? token left, or an empty End Bonus pile, there is nothing to pay for', () => {
    const G = us();
    const p = G.players['0'];
    p.tracks[0] = [6, 5, -1, -1, -1];
    p.tracks[2] = [8, 7, 6, -1, -1];
    p.tokens = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7'];
    expect(play(G, 'payCoinSpace', 'CP1')).toMatch(/No \? token/);
    G.secret!.ebPile = []; G.ebPileCount = 0;
    expect(play(G, 'payCoinSpace', 'CP3')).toMatch(/End Bonus pile is empty/);
    expect(options(G).filter((o) => o.move === 'payCoinSpace')).toEqual([]);
    expect(p.roubles).toBe(1);
  });
  it('S002-0395 the coin may be paid on a later turn', () => {
    const G = us();
    const p = G.players['0'];
    p.tracks[2] = [8, 7, 6, -1, -1]; p.roubles = 0;
    expect(play(G, 'payCoinSpace', 'CP3')).toMatch(/rouble/);
    must(G, 'placeWorkers', 'R', 0);
    G.current = '0';
    must(G, 'payCoinSpace', 'CP3');
    expect(G.hands['0']!.drawn).toHaveLength(2);
  });
  it('S002-0394 S002-0395 a coin space reached by relocating a turn-order worker may be paid at once, before the round is scored', () => {
    const scoredAfter = (pay: boolean) => {
      const G = us();
      G.current = '2';
      must(G, 'placeWorkers', 'TO1', 0);
      const p = G.players['2'];
      p.tracks[1] = [7, 4, -1, -1, -1]; p.locos = [1, 0, 7, 0]; p.roubles = 1;
      G.current = '3';
      everyonePasses(G);
      expect(G.relocation).toEqual(['2']);
      must(G, 'relocateWorker', 'T12');
      while (G.pending[0]?.k === 'chooseBonusToken') must(G, 'skipStep'); // East 7's ? space, reached on the way
      must(G, 'advanceTrack', 1, 1); // gray onto East 5: the coin space CP2
      expect(G.pending).toEqual([{ k: 'freeActions' }]);
      expect(options(G).map((o) => o.move)).toEqual(['payCoinSpace', 'skipStep']);
      expect(play(G, 'relocateWorker', 'T1')).not.toBeNull();
      expect(G.round).toBe(1);
      must(G, pay ? 'payCoinSpace' : 'skipStep', ...(pay ? ['CP2'] : []));
      expect(G.round).toBe(2);
      return p.pts.tracks;
    };
    expect(scoredAfter(true) - scoredAfter(false)).toBe(5); // East 5 doubled to 10
  });
  it('S002-0398 S002-0399 S002-0400 S002-0401 S002-0402 S002-0403 the Transcontinental East ends on 7 and the West on 9; they are separate lines', () => {
    const G = us();
    const lines = boardOf(G).lines;
    expect(lines.map((l) => l.length)).toEqual([15, 7, 9]);
    const p = G.players['0'];
    p.tracks[1][0] = 7; p.tracks[2][0] = 9;
    adv(G, [0], 1);
    expect(play(G, 'advanceTrack', 1, 0)).toMatch(/beyond its last space/);
    expect(play(G, 'advanceTrack', 2, 0)).toMatch(/beyond its last space/);
  });
  it('S002-0404 S002-0405 S002-0406 Golden Spike: +10 in every railroad scoring per completed line (with a locomotive reaching it), twice for both', () => {
    const G = us();
    const p = G.players['0'];
    p.tracks[1][0] = 7; p.locos = [1, 0, 7, 0];
    expect(bonusPoints(G, p)).toBe(10);
    p.tracks[2][0] = 9; p.locos[3] = 9;
    expect(bonusPoints(G, p)).toBe(10 + 10 + 1 + 2 + 3 + 4);
    p.locos[3] = 8;
    expect(bonusPoints(G, p)).toBe(10 + 1 + 2 + 3 + 4);
  });
  it('CP2 doubles the East line once paid; the Golden Spike is not doubled', () => {
    const G = us();
    const p = G.players['0'];
    p.tracks[1] = [7, 5, -1, -1, -1]; p.locos = [1, 0, 7, 0];
    expect(lineTrackPoints(G, p, 1)).toBe(5);
    must(G, 'payCoinSpace', 'CP2');
    expect(lineTrackPoints(G, p, 1)).toBe(10);
    expect(bonusPoints(G, p)).toBe(10);
  });
});
