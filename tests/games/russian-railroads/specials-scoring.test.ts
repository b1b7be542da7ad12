// Special spaces (sentence 0150–0168), round scoring and preparing the next round (sentence 0169–0193),
// final scoring and the winners (sentence 0198–0212).
import { describe, it, expect } from 'vitest';
import { placementState, must, play, cur, everyonePasses } from './helpers';
import { lineTrackPoints, bonusPoints, roundScore, majority, winnersOf, endBonusPoints } from '../../../games/russian-railroads/rules/scoring';
import type { RRState } from '../../../games/russian-railroads/rules/state';

function withPending(G: RRState, cols: number[], n: number, lines?: number[]) {
  G.pending = [{ k: 'advanceTracks', cols: cols as any, n, full: false, ...(lines ? { lines } : {}) }];
}

describe('special spaces', () => {
  it('S002-0150 S002-0151 S002-0152 TS 15 gives the white track and up to 2 immediate white advancements', () => {
    const G = placementState(4);
    const p = cur(G);
    p.tracks[0] = [14, 12, 11, 9, -1]; p.claimed.push('TS2', 'TS6', 'TS10');
    withPending(G, [0], 1);
    must(G, 'advanceTrack', 0, 0);
    expect(p.tracks[0][4]).toBe(0);
    expect(G.pending[0]).toMatchObject({ k: 'advanceTracks', cols: [4], n: 2, lines: [0] });
    must(G, 'advanceTrack', 0, 4); must(G, 'advanceTrack', 0, 4);
    expect(p.tracks[0][4]).toBe(2);
  });
  it('S002-0153 white advancements from TS 15 that cannot be used are lost', () => {
    const G = placementState(4);
    const p = cur(G);
    p.tracks[0] = [14, 12, 11, 2, -1]; p.claimed.push('TS2', 'TS6', 'TS10');
    withPending(G, [0], 1);
    must(G, 'advanceTrack', 0, 0);
    must(G, 'advanceTrack', 0, 4);
    expect(p.tracks[0][4]).toBe(1);
    expect(G.pending).toEqual([]);
  });
  it('S002-0154 black reaching the last space of a railroad scores 10 at once', () => {
    const G = placementState(4);
    const p = cur(G);
    p.tracks[2][0] = 8; p.claimed.push('Kiev7');
    withPending(G, [0], 1);
    must(G, 'advanceTrack', 2, 0);
    expect(p.pts.immediate).toBe(10);
    expect(p.score).toBe(10);
  });
  it('S002-0156 S002-0157 black on Kiev 7 gives a worker of your colour, usable at once', () => {
    const G = placementState(4);
    const p = cur(G);
    p.tracks[2][0] = 6; p.workers = 0;
    withPending(G, [0], 1);
    must(G, 'advanceTrack', 2, 0);
    expect(p.workers).toBe(1);
    expect(p.owned).toBe(6);
    expect(p.reserve).toBe(1);
  });
  it('S002-0158 S002-0159 brown and a locomotive on TS 3 give a worker of your colour', () => {
    const G = placementState(4);
    const p = cur(G);
    p.tracks[0] = [7, 5, 2, -1, -1]; p.locos = [2, 0, 0, 0];
    withPending(G, [2], 1);
    must(G, 'advanceTrack', 0, 2);
    expect(p.owned).toBe(5); // no locomotive reaching 3 yet
    p.locos = [2, 1, 0, 0];
    G.current = '0';
    G.pending = [{ k: 'placeLocomotive', loco: 3 }];
    must(G, 'placeLocomotive', 1);
    expect(p.owned).toBe(6);
  });
  it('S002-0160 gray and a locomotive on StP 7 double every scored space of that railroad', () => {
    const G = placementState(4);
    const p = cur(G);
    p.tracks[1] = [9, 6, -1, -1, -1]; p.locos = [1, 0, 7, 0];
    expect(lineTrackPoints(G, p, 1)).toBe(6);
    p.tracks[1][1] = 7;
    expect(lineTrackPoints(G, p, 1)).toBe(14);
    p.locos[2] = 6; // the locomotive no longer reaches space 7
    expect(lineTrackPoints(G, p, 1)).toBe(6);
  });
  it('S002-0161 S002-0162 S002-0163 Kiev stars are cumulative: black on 3 with a #3 locomotive scores 1+2+3 = 6 every scoring', () => {
    const G = placementState(4);
    const p = cur(G);
    p.tracks[2] = [3, -1, -1, -1, -1]; p.locos = [1, 0, 0, 3];
    expect(bonusPoints(G, p)).toBe(6);
    p.locos[3] = 2;
    expect(bonusPoints(G, p)).toBe(3);
    p.tracks[2][0] = 8; p.locos[3] = 8;
    expect(bonusPoints(G, p)).toBe(1 + 2 + 3 + 4 + 5);
    everyonePasses(G);
    expect(G.players['0'].pts.bonuses).toBe(15);
  });
  it('S002-0164 S002-0165 black and a locomotive on TS 13, StP 4 or StP 6: choose a ? token, apply it; the space works once', () => {
    const G = placementState(4);
    const p = cur(G);
    p.tracks[1][0] = 3; p.locos = [1, 0, 5, 0];
    withPending(G, [0], 1);
    must(G, 'advanceTrack', 1, 0);
    expect(G.pending[0]).toEqual({ k: 'chooseBonusToken', space: 'StP4' });
    must(G, 'chooseBonusToken', 'Q1');
    expect(p.revalued).toBe(true);
    expect(p.tokens).toEqual(['Q1']);
    expect(p.claimed).toContain('StP4');
    G.current = '0';
    withPending(G, [0], 1);
    must(G, 'advanceTrack', 1, 0);
    expect(G.pending).toEqual([]);
    expect(play(G, 'chooseBonusToken', 'Q1')).not.toBeNull();
  });
  it('S002-0166 S002-0167 S002-0168 the industry ? space: a marker reaching it gives a token, no track or locomotive needed, once', () => {
    const G = placementState(4);
    const p = cur(G);
    p.industry = [9]; p.factories = [2, 3, 4];
    G.pending = [{ k: 'advanceIndustry', n: 1, full: false }];
    must(G, 'advanceIndustry', 0);
    expect(G.pending[0]).toEqual({ k: 'chooseBonusToken', space: 'IndQ' });
    must(G, 'chooseBonusToken', 'Q6');
    expect(G.pending[0]).toMatchObject({ k: 'advanceTracks', n: 3 });
  });
});

describe('round scoring', () => {
  it('S002-0169 S002-0170 scoring happens once everyone has passed and the order is reorganised: railroads and industry', () => {
    const G = placementState(4);
    const p = G.players['0'];
    p.tracks[0] = [4, 2, -1, -1, -1]; p.locos = [3, 0, 0, 0]; p.industry = [2];
    everyonePasses(G);
    expect(p.pts.tracks).toBe(2);
    expect(p.pts.industry).toBe(2);
    expect(G.history[0]).toMatchObject({ label: 'Round 1', scores: { 0: 4, 1: 0 + 2, 2: 3, 3: 4 } });
    // What the board's round summary shows: each railroad, the bonuses and the industry of that round.
    expect(G.history[0].scored!['0']).toEqual({ lines: [2, 0, 0], bonuses: 0, industry: 2 });
    expect(Object.keys(G.history[0].scored!).sort()).toEqual(['0', '1', '2', '3']);
  });
  it('S002-0171 only spaces reached by a locomotive are scored', () => {
    const G = placementState(4);
    const p = cur(G);
    p.tracks[0] = [9, 8, -1, -1, -1];
    p.locos = [2, 0, 0, 0];
    expect(lineTrackPoints(G, p, 0)).toBe(2);
    p.locos = [5, 3, 0, 0]; // the two Trans-Siberian locomotives add up
    expect(lineTrackPoints(G, p, 0)).toBe(8);
  });
  it('S002-0172 S002-0173 S002-0174 S002-0175 each track scores its colour value for its space and the empty spaces behind it', () => {
    const G = placementState(4);
    const p = cur(G);
    p.tracks[0] = [12, 10, 7, 4, 2]; p.locos = [8, 7, 0, 0];
    // spaces 1-2 white 7, 3-4 natural 4, 5-7 brown 2, 8-10 gray 1, 11-12 black 0 (reach 15)
    expect(lineTrackPoints(G, p, 0)).toBe(2 * 7 + 2 * 4 + 3 * 2 + 3 * 1);
    p.revalued = true;
    expect(lineTrackPoints(G, p, 0)).toBe(2 * 10 + 2 * 6 + 3 * 3 + 3 * 1);
  });
  it('S002-0064 the better developed railroads score more each round', () => {
    const G = placementState(4);
    const a = G.players['0'], b = G.players['1'];
    a.tracks[0] = [6, 4, 2, -1, -1]; b.tracks[0] = [6, 4, 1, -1, -1];
    a.locos = b.locos = [6, 0, 0, 0];
    expect(roundScore(G, a).tracks).toBeGreaterThan(roundScore(G, b).tracks);
  });
});

describe('preparing the next round', () => {
  it('S002-0178 S002-0179 S002-0180 S002-0181 S002-0193 workers return to their owners and placed roubles to the supply', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'L3', 1);
    must(G, 'takeLocomotive'); must(G, 'placeLocomotive', 2); must(G, 'takeFactory');
    expect(G.players['0'].workers).toBe(3);
    expect(G.players['0'].roubles).toBe(0);
    everyonePasses(G);
    expect(G.players['0'].workers).toBe(5);
    expect(G.players['0'].placed).toBe(0);
    expect(G.roublesOnBoard).toBe(0);
    expect(G.spaces).toEqual({});
  });
  it('S002-0191 S002-0192 each player takes the Turn Order card of her new position: the next round starts with the new first player', () => {
    const G = placementState(4);
    G.current = '3'; must(G, 'placeWorkers', 'TO1', 0);
    G.current = '0'; everyonePasses(G);
    must(G, 'keepWorker');
    expect(G.order).toEqual(['3', '0', '1', '2']);
    expect(G.current).toBe('3');
    expect(G.players['3'].pts.passing).toBe(4); // passed 4th in round 1
    must(G, 'pass');
    expect(G.players['3'].pts.passing).toBe(4); // first in round 2: the card's back shows 0
  });
});

describe('final scoring', () => {
  it('S002-0198 S002-0199 S002-0200 after the last round scoring come the End Bonus cards and the engineer majority, then the game is over', () => {
    const G = placementState(4);
    G.round = 7;
    G.hands['1']!.endBonus = ['EB06'];
    G.players['1'].doublers = 3;
    G.players['2'].engineers = [5];
    everyonePasses(G);
    expect(G.players['1'].pts.endBonus).toBe(12);
    expect(G.players['2'].pts.majority).toBe(40);
    expect(G.gameover).not.toBeNull();
    expect(G.history.at(-1)!.label).toMatch(/final/);
  });
  it('S002-0201 S002-0202 S002-0203 S002-0204 a player may end with one, several or no End Bonus cards; factory #6 draws 2 and keeps 1', () => {
    const G = placementState(4);
    const p = cur(G);
    p.industry = [4]; p.factories = [6];
    G.pending = [{ k: 'advanceIndustry', n: 1, full: false }];
    must(G, 'advanceIndustry', 0);
    expect(G.hands['0']!.drawn).toHaveLength(2);
    expect(G.pending).toEqual([{ k: 'keepEndBonus' }]);
    expect(play(G, 'skipStep')).toMatch(/cannot be skipped/);
    const second = G.hands['0']!.drawn[1];
    must(G, 'keepEndBonusCard', 1);
    expect(G.hands['0']!.endBonus).toEqual([second]);
    expect(G.ebPileCount).toBe(7);
    expect(G.secret!.ebPile.at(-1)).not.toBe(second);
    expect(p.endBonusCount).toBe(1);
  });
  it('S002-0205 S002-0206 S002-0207 most engineers 40, second most 20; a tie goes to the highest engineer number', () => {
    expect(majority([{ id: 'a', count: 2, best: 5 }, { id: 'b', count: 3, best: 1 }, { id: 'c', count: 1, best: 15 }])).toEqual({ b: 40, a: 20 });
    expect(majority([{ id: 'a', count: 2, best: 5 }, { id: 'b', count: 2, best: 9 }, { id: 'c', count: 1, best: 15 }])).toEqual({ b: 40, a: 20 });
  });
  it('S002-0208 S002-0209 a player without engineers scores no majority points', () => {
    expect(majority([{ id: 'a', count: 1, best: 5 }, { id: 'b', count: 0, best: 0 }])).toEqual({ a: 40 });
  });
  it('S002-0210 S002-0211 S002-0212 the most points wins; tied players share the victory', () => {
    expect(winnersOf({ 0: 100, 1: 120, 2: 90 })).toEqual(['1']);
    expect(winnersOf({ 0: 120, 1: 120, 2: 90 })).toEqual(['0', '1']);
    const G = placementState(2);
    G.round = 6;
    everyonePasses(G);
    expect(G.gameover).toEqual({ winners: ['1'], scores: { 0: 0, 1: 2 } });
  });
  it('S002-0110 End Bonus cards are capped; EB08 counts as an engineer for the majority only with a real engineer', async () => {
    const G = placementState(4);
    const p = G.players['0'];
    p.doublers = 8;
    expect(endBonusPoints(G, p, 'EB06')).toBe(30);
    p.tracks[0][0] = 15; p.tracks[1][0] = 3; // only the Trans-Siberian finished with black
    expect(endBonusPoints(G, p, 'EB03')).toBe(7); // Termini: 7 a railroad (balance: was 10)
    const { engineerEntry } = await import('../../../games/russian-railroads/rules/scoring');
    G.hands['0']!.endBonus = ['EB08'];
    expect(engineerEntry(G, '0').count).toBe(0);
    p.engineers = [3];
    expect(engineerEntry(G, '0').count).toBe(2);
  });
});
