// The German Railroads board (sentence 0230–0266).
import { describe, it, expect } from 'vitest';
import { placementState, must, play, options, everyonePasses } from './helpers';
import { lineTrackPoints, bonusPoints } from '../../../games/russian-railroads/rules/scoring';
import { lineLen, boardOf } from '../../../games/russian-railroads/rules/board';
import { trackCapacity } from '../../../games/russian-railroads/rules/tracks';
import { EXTENSIONS } from '../../../games/russian-railroads/data/board-german';
import type { RRState } from '../../../games/russian-railroads/rules/state';

const DE = { board: 'german', coal: false };
const de = (n = 4) => placementState(n, DE);
function adv(G: RRState, cols: number[], n: number, full = false) {
  G.pending = [{ k: 'advanceTracks', cols: cols as any, n, full }];
}

describe('German board', () => {
  it('S002-0230 S002-0231 S002-0234 each player uses the German board: München, Dresden, Nürnberg-Fürth; the rest of the game is unchanged', () => {
    const G = de();
    expect(boardOf(G).lines.map((l) => l.name)).toEqual(['München', 'Dresden', 'Nürnberg-Fürth']);
    expect(options(G).some((o) => o.move === 'placeWorkers' && o.args![0] === 'T2')).toBe(true);
    expect(G.players['0'].tracks.map((t) => t[0])).toEqual([1, 1, 1]);
  });
  it('S002-0232 S002-0233 S002-0236 S002-0239 to pass space 8 of München you choose Hamburg or Berlin when black moves to space 9', () => {
    const G = de();
    const p = G.players['0'];
    p.tracks[0][0] = 8; p.claimed.push('M2', 'M6');
    adv(G, [0], 1);
    expect(play(G, 'advanceTrack', 0, 0)).toMatch(/Hamburg \(H\) or Berlin \(B\)/);
    expect(options(G).filter((o) => o.move === 'advanceTrack' && o.args![0] === 0)).toEqual([{ move: 'advanceTrack', args: [0, 0, 'H'] }, { move: 'advanceTrack', args: [0, 0, 'B'] }]);
    must(G, 'advanceTrack', 0, 0, 'B');
    expect(p.route).toBe('B');
    expect(lineLen(G, p, 0)).toBe(13);
  });
  it('S002-0240 S002-0241 the destination never changes; the other colours follow it', () => {
    const G = de();
    const p = G.players['0'];
    p.tracks[0] = [10, 8, -1, -1, -1]; p.route = 'H'; p.claimed.push('M2', 'M6', 'H10');
    adv(G, [0, 1], 2);
    expect(play(G, 'advanceTrack', 0, 0, 'B')).toMatch(/no route/);
    must(G, 'advanceTrack', 0, 1);
    expect(p.route).toBe('H');
    expect(p.tracks[0][1]).toBe(9);
  });
  it('S002-0237 Hamburg is longer (16), scores more and leads to white at H15', () => {
    const G = de();
    const p = G.players['0'];
    p.route = 'H'; p.tracks[0] = [14, 13, 12, 11, -1]; p.claimed.push('M2', 'M6', 'H10');
    expect(lineLen(G, p, 0)).toBe(16);
    adv(G, [0], 1);
    must(G, 'advanceTrack', 0, 0);
    expect(p.tracks[0][4]).toBe(0);
  });
  it('S002-0238 Berlin reaches its upgrades earlier: natural tracks at B9', () => {
    const G = de();
    const p = G.players['0'];
    p.tracks[0][0] = 8; p.claimed.push('M2', 'M6');
    adv(G, [0], 1);
    must(G, 'advanceTrack', 0, 0, 'B');
    expect(G.pending).toEqual([{ k: 'placeNaturalTrack', n: 2 }]);
  });
  it('S002-0265 S002-0266 the room a contested space counts for natural tracks black would unlock is on 2 railroads, the two with the most', () => {
    const G = de();
    const p = G.players['0'];
    p.route = 'B'; p.claimed.push('M2', 'M6');
    // Black at München 7 would unlock natural at B9 (13 spaces on the Berlin route); brown ahead leaves
    // natural 4, 2 and 3 spaces on the three railroads.
    p.tracks = [[7, 6, 5, -1, -1], [7, 6, 3, -1, -1], [7, 6, 4, -1, -1]];
    const blackRoom = (13 - 7) + (lineLen(G, p, 1) - 7) + (lineLen(G, p, 2) - 7);
    expect(trackCapacity(G, p, [0, 3])).toBe(blackRoom + 4 + 3);
    expect(trackCapacity(G, p, [0, 3], [1])).toBe(lineLen(G, p, 1) - 7 + 0); // B9 is on München, not on Dresden
    expect(trackCapacity(G, p, [0, 3], [0, 1])).toBe((13 - 7) + (lineLen(G, p, 1) - 7) + 4 + 2);
  });
  it('S002-0263 an income marker may still be used after relocating a turn-order worker, before the round is scored', () => {
    const G = de();
    G.current = '2';
    must(G, 'placeWorkers', 'TO1', 0);
    const p = G.players['2'];
    p.income = ['INC-R'];
    G.current = '3';
    everyonePasses(G);
    must(G, 'keepWorker');
    expect(G.pending).toEqual([{ k: 'freeActions' }]);
    const roubles = p.roubles;
    must(G, 'useIncome', 0);
    expect(p.roubles).toBe(roubles + 1);
    expect(G.round).toBe(2); // nothing left to use: the round is scored
  });
  it('S002-0264 S002-0265 S002-0266 only 2 natural tracks, placed on railroads of your choice (one each)', () => {
    const G = de();
    const p = G.players['0'];
    G.pending = [{ k: 'placeNaturalTrack', n: 2 }];
    expect(options(G).map((o) => o.args)).toEqual([[0], [1], [2]]);
    must(G, 'placeNaturalTrack', 2);
    expect(play(G, 'placeNaturalTrack', 2)).toMatch(/no natural track yet/);
    expect(play(G, 'skipStep')).toMatch(/cannot be skipped/);
    must(G, 'placeNaturalTrack', 1);
    expect(p.tracks.map((t) => t[3])).toEqual([-1, 0, 0]);
  });
  it('S002-0242 S002-0243 S002-0244 S002-0245 S002-0246 S002-0247 black reaching a station (Hannover, Würzburg, Frankfurt) places an available extension of that size', () => {
    const G = de();
    const p = G.players['0'];
    p.tracks[2][0] = 3;
    adv(G, [0], 1);
    must(G, 'advanceTrack', 2, 0);
    expect(G.pending).toEqual([{ k: 'placeExtension', area: 'WU' }]);
    const offered = options(G).map((o) => o.args![0]);
    expect(offered.every((id: string) => id.startsWith('WU'))).toBe(true);
    expect(offered).toHaveLength(5);
    expect(play(G, 'placeExtension', 'HV1')).toMatch(/Würzburg/);
    must(G, 'placeExtension', 'WU1');
    expect(p.extensions).toEqual({ WU: 'WU1' });
    expect(p.tracks[2][0]).toBe(4);
  });
  it('S002-0245 S002-0247 the extension is placed at once: the rest of the action cannot be put before it', () => {
    const G = de();
    const p = G.players['0'];
    p.tracks[2][0] = 3;
    adv(G, [0], 2);
    must(G, 'advanceTrack', 2, 0);
    expect(G.pending.map((s) => s.k)).toEqual(['placeExtension', 'advanceTracks']);
    expect(play(G, 'chooseStep', 1)).toMatch(/at once/);
    must(G, 'placeExtension', 'WU1'); // its first space gets a black track at once: 4
    must(G, 'advanceTrack', 2, 0);
    expect(p.tracks[2][0]).toBe(5);
  });
  it('S002-0248 S002-0250 extension specials work like printed ones; a later arrival has less choice', () => {
    const G = de();
    const p = G.players['0'];
    p.extensions = { WU: 'WU1' }; G.extensionPool = G.extensionPool.filter((x) => x !== 'WU1');
    p.tracks[2][0] = 5; p.locos = [1, 0, 0, 5];
    expect(bonusPoints(G, p)).toBe(1 + 2 + 3 + 4);
    const q = G.players['1'];
    G.current = '1';
    q.tracks[2][0] = 3;
    adv(G, [0], 1);
    must(G, 'advanceTrack', 2, 0);
    expect(options(G)).toHaveLength(4);
  });
  it('S002-0251 S002-0252 the Kiev medal lies on Dresden 5 with the same rules', () => {
    const G = de();
    const p = G.players['0'];
    p.medal = true; p.tracks[1] = [7, 5, -1, -1, -1]; p.locos = [1, 0, 5, 0];
    expect(bonusPoints(G, p)).toBe(12);
    p.locos[2] = 4;
    expect(bonusPoints(G, p)).toBe(0);
  });
  it('S002-0253 S002-0254 S002-0255 S002-0256 immediate spaces give 2 industry, 2 roubles or a locomotive/factory, once', () => {
    const G = de();
    const p = G.players['0'];
    p.tracks[1][0] = 1; p.locos = [1, 0, 3, 0];
    adv(G, [0], 1);
    must(G, 'advanceTrack', 1, 0);
    expect(p.roubles).toBe(3);
    expect(p.claimed).toContain('D2');
    const H = de();
    const q = H.players['0'];
    q.tracks[0] = [4, 3, -1, -1, -1]; q.locos = [5, 0, 0, 0]; q.claimed.push('M2');
    adv(H, [0], 1);
    must(H, 'advanceTrack', 0, 0);
    expect(H.pending[0]).toMatchObject({ k: 'advanceIndustry', n: 2 });
  });
  it('S002-0257 S002-0258 S002-0259 black on B10 gives another industry marker on space 0; with the token a player may have 3', () => {
    const G = de();
    const p = G.players['0'];
    p.route = 'B'; p.tracks[0][0] = 9; p.claimed.push('M2', 'M6', 'B9');
    adv(G, [0], 1);
    must(G, 'advanceTrack', 0, 0);
    expect(p.industry).toEqual([0, 0]);
    G.current = '0';
    G.pending = [{ k: 'chooseBonusToken', space: 'M8' }];
    must(G, 'chooseBonusToken', 'Q2');
    expect(p.industry.length).toBe(3);
  });
  it('S002-0260 S002-0261 S002-0262 S002-0263 income spaces give an income marker, used once per round (also this round) as a free action', () => {
    const G = de();
    const p = G.players['0'];
    G.pending = [{ k: 'takeIncomeMarker' }];
    must(G, 'takeIncomeMarker', 'INC-R');
    expect(p.income).toEqual(['INC-R']);
    G.current = '0';
    must(G, 'useIncome', 0);
    expect(p.roubles).toBe(2);
    expect(G.current).toBe('0'); // a free action: the turn goes on
    expect(play(G, 'useIncome', 0)).toMatch(/already used/);
    must(G, 'placeWorkers', 'R', 0);
    expect(G.current).toBe('1');
    expect(G.incomePool['INC-R']).toBe(3);
  });
  it('S002-0235 the Dresden doubling extension doubles the line with gray and a locomotive on D8', () => {
    const G = de();
    const p = G.players['0'];
    p.extensions = { HV: 'HV1' };
    p.tracks[1] = [9, 8, -1, -1, -1]; p.locos = [1, 0, 8, 0];
    expect(lineTrackPoints(G, p, 1)).toBe(16);
    p.revalued = true;
    expect(lineTrackPoints(G, p, 1)).toBe(32); // German revaluation: gray 2
    expect(EXTENSIONS).toHaveLength(15);
  });
});
