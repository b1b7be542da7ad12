// Playing a turn, track extension, industrialisation, doublers, roubles, temporary workers (sentence 0045–0108).
import { describe, it, expect } from 'vitest';
import { placementState, must, play, options, cur, everyonePasses } from './helpers';
import { trackCapacity } from '../../../games/russian-railroads/rules/tracks';
import { BASE_LINES } from '../../../games/russian-railroads/data/board-base';

describe('playing a turn', () => {
  it('S002-0045 S002-0131 players act one after the other in turn order, back to the first, until all have passed', () => {
    const G = placementState(3);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) { seen.push(G.current); must(G, 'placeWorkers', 'T12', 0); must(G, 'advanceTrack', 0, 0); }
    expect(seen).toEqual(['0', '1', '2', '0']);
  });
  it('S002-0046 S002-0047 a 4-player game is scored at the end of each of its 7 rounds and then ends', () => {
    const G = placementState(4);
    for (let r = 1; r <= 7; r++) { expect(G.round).toBe(r); everyonePasses(G); expect(G.history).toHaveLength(r); }
    expect(G.gameover).not.toBeNull();
  });
  it('S002-0048 S002-0050 a turn occupies an unoccupied action space; an occupied one is refused', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'T2', 0);
    must(G, 'advanceTrack', 0, 0); must(G, 'advanceTrack', 0, 0); must(G, 'advanceTrack', 0, 0);
    expect(G.spaces.T2).toBe('0');
    expect(play(G, 'placeWorkers', 'T2', 0)).toMatch(/occupied/);
  });
  it('S002-0051 the correct number of workers must be placed', () => {
    const G = placementState(4);
    cur(G).workers = 1; cur(G).roubles = 0;
    expect(play(G, 'placeWorkers', 'T2', 0)).toMatch(/2 workers/);
    expect(play(G, 'placeWorkers', 'L3', 0)).toMatch(/3 workers/);
  });
  it('S002-0052 only workers from the personal supply may be used', () => {
    const G = placementState(4);
    cur(G).workers = 0; cur(G).roubles = 0;
    expect(play(G, 'placeWorkers', 'I1', 0)).toMatch(/worker/);
    expect(options(G)).toEqual([{ move: 'pass', args: [] }]);
  });
  it('S002-0053 S002-0055 the chosen action is carried out at once, and only one action per turn', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'T1', 0);
    expect(G.current).toBe('0');
    expect(play(G, 'placeWorkers', 'I1', 0)).toMatch(/Finish your current action/);
    must(G, 'advanceTrack', 0, 0); must(G, 'advanceTrack', 1, 0);
    expect(G.current).toBe('1');
  });
  it('S002-0054 a board action must be carried out in entirety: it cannot be chosen, or stopped early, when it cannot be completed', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'T1', 0);
    expect(play(G, 'skipStep')).toMatch(/in full/);
    const H = placementState(4);
    H.players['0'].tracks = [[15, -1, -1, -1, -1], [9, -1, -1, -1, -1], [8, -1, -1, -1, -1]];
    expect(play(H, 'placeWorkers', 'T1', 0)).toMatch(/cannot make 2/);
  });
  it('S002-0062 S002-0063 three railroads: Trans-Siberian, St. Petersburg and Kiev', () => {
    expect(BASE_LINES.map((l) => l.name)).toEqual(['Trans-Siberian', 'St. Petersburg', 'Kiev']);
    expect(BASE_LINES.map((l) => l.length)).toEqual([15, 9, 9]);
  });
});

describe('track extension', () => {
  it('S002-0065 S002-0066 workers on a track space advance tracks the number of spaces shown', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'T2', 0);
    must(G, 'advanceTrack', 0, 0); must(G, 'advanceTrack', 0, 0); must(G, 'advanceTrack', 0, 0);
    expect(G.players['0'].tracks[0][0]).toBe(4);
    expect(G.players['0'].workers).toBe(3);
  });
  it('S002-0067 advancements may be distributed over several railroads', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'T2', 0);
    must(G, 'advanceTrack', 0, 0); must(G, 'advanceTrack', 1, 0); must(G, 'advanceTrack', 2, 0);
    expect(G.players['0'].tracks.map((t) => t[0])).toEqual([2, 2, 2]);
  });
  it('S002-0071 other colours must be earned first: no gray space before gray tracks', () => {
    const G = placementState(4);
    expect(play(G, 'placeWorkers', 'T3', 0)).toMatch(/cannot make 2 gray/);
  });
  it('S002-0072 S002-0073 S002-0074 S002-0075 black on TS 2 gives 3 gray tracks, left of each railroad, ready to advance', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'T1', 0);
    must(G, 'advanceTrack', 1, 0);
    expect(G.players['0'].tracks.map((t) => t[1])).toEqual([-1, -1, -1]);
    must(G, 'advanceTrack', 0, 0);
    expect(G.players['0'].tracks.map((t) => t[1])).toEqual([0, 0, 0]);
    G.current = '0';
    G.spaces = {};
    must(G, 'placeWorkers', 'T3', 0);
    must(G, 'advanceTrack', 0, 1); must(G, 'advanceTrack', 1, 1);
    expect(G.players['0'].tracks.map((t) => t[1])).toEqual([1, 1, 0]);
  });
  it('S002-0076 black reaching or passing TS 6 gives 3 brown, TS 10 2 natural (TS and StP)', () => {
    const G = placementState(4);
    const p = G.players['0'];
    p.tracks[0][0] = 5; p.tracks[0][1] = 0; p.tracks[1][1] = 0; p.tracks[2][1] = 0; p.claimed.push('TS2');
    must(G, 'placeWorkers', 'T2', 0);
    must(G, 'advanceTrack', 0, 0);
    expect(p.tracks.map((t) => t[2])).toEqual([0, 0, 0]);
    must(G, 'advanceTrack', 0, 0); must(G, 'advanceTrack', 0, 0);
    p.tracks[0][0] = 9;
    G.current = '0'; G.spaces = {};
    must(G, 'placeWorkers', 'T1', 0);
    must(G, 'advanceTrack', 0, 0);
    expect(p.tracks.map((t) => t[3])).toEqual([0, 0, -1]);
  });
  it('S002-0078 S002-0079 "2 of your choice" costs a worker and a rouble and gives 2 advancements of any colour over 1 or 2 tracks', () => {
    const G = placementState(4);
    expect(play(G, 'placeWorkers', 'T11', 0)).toMatch(/needs 1 rouble/);
    cur(G).roubles = 0;
    expect(play(G, 'placeWorkers', 'T11', 1)).toMatch(/do not have/);
    cur(G).roubles = 1;
    must(G, 'placeWorkers', 'T11', 1);
    expect(G.players['0'].roubles).toBe(0);
    must(G, 'advanceTrack', 0, 0);
    must(G, 'advanceTrack', 0, 1); // gray unlocked by the first step
    expect(G.players['0'].tracks[0]).toEqual([2, 1, -1, -1, -1]);
  });
  it('S002-0080 S002-0081 S002-0082 the reusable space: a worker moves a black or gray track; it never counts as occupied', () => {
    const G = placementState(2);
    must(G, 'placeWorkers', 'T12', 0);
    expect(G.pending[0]).toMatchObject({ cols: [0, 1], n: 1 });
    must(G, 'advanceTrack', 2, 0);
    expect(G.spaces.T12).toBeUndefined();
    must(G, 'placeWorkers', 'T12', 0);
    must(G, 'advanceTrack', 2, 0);
    must(G, 'placeWorkers', 'T12', 0);
    expect(G.current).toBe('0');
    expect(play(G, 'advanceTrack', 2, 2)).toMatch(/black or gray/);
  });
  it('S002-0153 S002-0155 tracks move only onto empty spaces, never past the track ahead, never beyond the last space', () => {
    const G = placementState(4);
    const p = G.players['0'];
    p.tracks[2] = [9, 3, 2, -1, -1];
    G.pending = [{ k: 'advanceTracks', cols: [0, 1, 2], n: 1, full: false }];
    expect(play(G, 'advanceTrack', 2, 0)).toMatch(/beyond its last space/);
    expect(play(G, 'advanceTrack', 2, 2)).toMatch(/may not pass/);
    expect(play(G, 'advanceTrack', 2, 1)).toBeNull();
    expect(trackCapacity(G, p, [0, 1, 2, 3, 4])).toBeGreaterThan(0);
  });
});

describe('industrialisation', () => {
  it('S002-0084 S002-0085 S002-0086 industry spaces advance the industry marker by their number', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'I2', 0);
    must(G, 'advanceIndustry', 0); must(G, 'advanceIndustry', 0);
    expect(G.players['0'].industry).toEqual([2]);
  });
  it('S002-0087 S002-0088 a gap after the first 4 spaces: the marker cannot move into or beyond it', () => {
    const G = placementState(4);
    G.players['0'].industry = [3];
    expect(play(G, 'placeWorkers', 'I2', 0)).toMatch(/cannot advance 2/);
    must(G, 'placeWorkers', 'I1', 0);
    must(G, 'advanceIndustry', 0);
    G.current = '0'; G.spaces = {};
    expect(play(G, 'placeWorkers', 'I1', 0)).toMatch(/empty factory space/);
  });
  it('S002-0089 S002-0091 S002-0092 a factory fills the gap: the marker may move onto it and on to the next space', () => {
    const G = placementState(4);
    const p = G.players['0'];
    p.industry = [4]; p.factories = [4];
    must(G, 'placeWorkers', 'I2', 0);
    must(G, 'advanceIndustry', 0);
    expect(p.industry).toEqual([5]);
    must(G, 'advanceIndustry', 0);
    expect(p.industry).toEqual([6]);
  });
  it('S002-0093 moving onto a factory uses its ability at once', () => {
    const G = placementState(4);
    const p = G.players['0'];
    p.industry = [4]; p.factories = [4];
    const before = p.roubles;
    must(G, 'placeWorkers', 'I1', 0);
    must(G, 'advanceIndustry', 0);
    expect(p.roubles).toBe(before + 2); // factory #4: Exchange, 2 roubles
  });
  it('S002-0094 a factory ability that cannot be used is cancelled', () => {
    const G = placementState(4);
    const p = G.players['0'];
    p.industry = [4]; p.factories = [3]; p.doublers = 8; // #3 Signal works: 1 doubler, but the row is full
    must(G, 'placeWorkers', 'I1', 0);
    must(G, 'advanceIndustry', 0);
    expect(p.doublers).toBe(8);
    expect(G.pending).toEqual([]);
    expect(G.current).toBe('1');
  });
  it('S002-0176 S002-0177 industry scores the marker space; unnumbered spaces score as the last numbered space before them', async () => {
    const { industryPoints } = await import('../../../games/russian-railroads/rules/industry');
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(industryPoints)).toEqual([0, 1, 2, 3, 5, 5, 10, 10]);
  });
});

describe('doublers, roubles, temporary workers', () => {
  it('S002-0096 S002-0097 S002-0098 S002-0099 a worker takes a doubler onto the next free of the 8 Trans-Siberian spaces, left to right; no track needed', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'D', 0);
    expect(G.players['0'].doublers).toBe(1);
    expect(G.doublerSupply).toBe(19);
    G.players['1'].doublers = 8;
    expect(play(G, 'placeWorkers', 'D', 0)).toMatch(/occupied/);
    G.spaces = {};
    expect(play(G, 'placeWorkers', 'D', 0)).toMatch(/doubler spaces are filled/);
  });
  it('S002-0100 a doubler doubles the value of the space below it', async () => {
    const { lineTrackPoints } = await import('../../../games/russian-railroads/rules/scoring');
    const G = placementState(4);
    const p = G.players['0'];
    p.tracks[0] = [4, 3, -1, -1, -1]; p.locos = [4, 0, 0, 0];
    expect(lineTrackPoints(G, p, 0)).toBe(3);
    p.doublers = 2;
    expect(lineTrackPoints(G, p, 0)).toBe(5);
  });
  it('S002-0101 a worker takes 2 roubles from the supply', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'R', 0);
    expect(G.players['0'].roubles).toBe(3);
  });
  it('S002-0102 S002-0136 S002-0137 roubles may replace workers, so a player without workers can still act', () => {
    const G = placementState(4);
    cur(G).workers = 0; cur(G).roubles = 2;
    must(G, 'placeWorkers', 'T2', 2);
    expect(G.players['0'].roubles).toBe(0);
    expect(G.roublesOnBoard).toBe(2);
  });
  it('S002-0103 workers cannot replace roubles', () => {
    const G = placementState(4);
    cur(G).roubles = 0;
    expect(play(G, 'placeWorkers', 'HIRE', 0)).toMatch(/needs 1 rouble/);
  });
  it('S002-0104 a space occupied only by a rouble cannot be used again this round', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'R', 1);
    expect(play(G, 'placeWorkers', 'R', 0)).toMatch(/occupied/);
  });
  it('S002-0105 S002-0106 S002-0107 a worker takes both temporary workers; they act as your own, alone or mixed with workers and roubles', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'W', 0);
    expect(G.players['0'].temp).toBe(2);
    G.current = '0';
    cur(G).workers = 0;
    must(G, 'placeWorkers', 'L3', 1);
    expect(G.players['0'].temp).toBe(0);
    expect(G.players['0'].tempPlaced).toBe(2);
  });
  it('S002-0108 S002-0182 temporary workers cannot be kept: they return to their space at round end', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'W', 0);
    everyonePasses(G);
    expect(G.players['0'].temp).toBe(0);
    expect(G.tempOnBoard).toBe(2);
  });
});
