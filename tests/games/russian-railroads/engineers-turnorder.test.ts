// Engineers (sentence 0109–0127), turn order, passing and the turn-order spaces (sentence 0128–0149, 0222).
import { describe, it, expect } from 'vitest';
import { placementState, must, play, options, cur, everyonePasses } from './helpers';
import { boardSpaces, publicEngineers } from '../../../games/russian-railroads/rules/actions';
import { reorganizedOrder } from '../../../games/russian-railroads/rules/turnOrder';
import { ENGINEER_BY_ID } from '../../../games/russian-railroads/data/engineers';

describe('engineers', () => {
  it('S002-0111 S002-0112 S002-0113 S002-0114 one engineer a round: a rouble on the hiring space takes the right-most engineer, light side up', () => {
    const G = placementState(4);
    const hired = G.engineers[6]!;
    must(G, 'placeWorkers', 'HIRE', 1);
    expect(G.players['0'].engineers).toEqual([hired]);
    expect(G.engineers[6]).toBeNull();
    expect(play(G, 'placeWorkers', 'HIRE', 1)).toMatch(/occupied/);
  });
  it('S002-0115 S002-0116 a hired engineer is a private action space of its owner', () => {
    const G = placementState(4);
    G.players['0'].engineers = [14];
    const blackBefore = G.players['0'].tracks[0][0];
    must(G, 'useEngineer', 14, 0);
    must(G, 'advanceTrack', 0, 0); // Financier: 1 rouble and 1 black advancement
    expect(G.players['0'].roubles).toBe(2);
    expect(G.players['0'].tracks[0][0]).toBe(blackBefore + 1);
    G.current = '1';
    expect(play(G, 'useEngineer', 14, 0)).toMatch(/not hired/);
  });
  it('S002-0117 an own engineer may be used even when its action cannot be done completely', () => {
    const G = placementState(4);
    const p = G.players['0'];
    p.engineers = [5]; p.tracks = [[14, -1, -1, -1, -1], [9, -1, -1, -1, -1], [9, -1, -1, -1, -1]];
    p.claimed.push('TS2', 'TS6', 'TS10', 'StPend', 'Kievend');
    must(G, 'useEngineer', 5, 0); // Surveyor: 3 black, only 1 possible
    expect(G.current).toBe('0');
    must(G, 'advanceTrack', 0, 0);
    expect(p.tracks[0][0]).toBe(15);
    expect(G.pending).toEqual([]); // the other 2 advancements are lost
    expect(G.current).toBe('1');
  });
  it('S002-0117 the parts of an action are done in any order: a part that cannot be done yet waits for the others instead of being lost', () => {
    const G = placementState(4);
    const p = G.players['0'];
    p.engineers = [7]; // Hardwood gang: 1 white advancement, then 1 natural
    p.tracks = [[9, 8, 7, 5, 4], [9, -1, -1, -1, -1], [9, -1, -1, -1, -1]];
    p.claimed.push('TS2', 'TS6', 'TS10', 'TS15');
    must(G, 'useEngineer', 7, 0);
    // White (4) stands right behind natural (5): it can move only once natural has.
    expect(G.pending.map((s) => s.k === 'advanceTracks' && s.cols)).toEqual([[3], [4]]);
    // Bringing the waiting part forward would change nothing (it would wait again): refused, not offered.
    expect(play(G, 'chooseStep', 1)).toMatch(/cannot be done yet/);
    expect(options(G).map((o) => o.move)).not.toContain('chooseStep');
    must(G, 'advanceTrack', 0, 3);
    must(G, 'advanceTrack', 0, 4);
    expect(p.tracks[0]).toEqual([9, 8, 7, 6, 5]);
    expect(G.pending).toEqual([]);
  });
  it('S002-0118 own engineers are not time sensitive: usable whatever others occupy, once a round', () => {
    const G = placementState(4);
    G.players['0'].engineers = [5];
    G.spaces.T1 = '1'; G.spaces.T2 = '2';
    must(G, 'useEngineer', 5, 0);
    must(G, 'advanceTrack', 0, 0); must(G, 'advanceTrack', 0, 0); must(G, 'advanceTrack', 0, 0);
    G.current = '0';
    expect(play(G, 'useEngineer', 5, 0)).toMatch(/already used/);
  });
  it('S002-0120 S002-0121 S002-0122 S002-0123 the two light-side engineers are public action spaces: used by anyone once a round, never hired', () => {
    const G = placementState(4);
    G.engineers = [3, 7, 8, 9, 14, 15, 1];
    expect(publicEngineers(G)).toEqual([14, 15]);
    must(G, 'placeWorkers', 'E15', 0);
    expect(G.players['0'].pts.immediate).toBe(5); // Publicist: 5 points
    expect(G.players['0'].engineers).toEqual([]);
    expect(play(G, 'placeWorkers', 'E15', 0)).toMatch(/occupied/);
    expect(G.engineers).toContain(15);
  });
  it('S002-0120 S002-0121 the Dispatcher (#13) as a public engineer is a board action: its copy must fit in full and cannot be skipped', () => {
    const G = placementState(4);
    G.engineers = [3, 7, 8, 9, 14, 13, 1];
    const p = G.players['0'];
    p.tracks = [[5, 2, -1, -1, -1], [1, -1, -1, -1, -1], [1, -1, -1, -1, -1]];
    must(G, 'placeWorkers', 'E13', 0);
    expect(G.pending).toEqual([{ k: 'copyTrackSpace', full: true }]);
    expect(play(G, 'skipStep')).toMatch(/in full/);
    expect(play(G, 'copyTrackSpace', 'T3')).toMatch(/in full/); // 2 gray + 1: only 2 spaces behind black
    must(G, 'copyTrackSpace', 'T2'); // 3 black + 1
    expect(G.pending).toEqual([{ k: 'advanceTracks', cols: [0], n: 4, full: true }]);
    expect(play(G, 'skipStep')).toMatch(/in full/);
  });
  it('S002-0120 S002-0121 a public engineer whose one part makes room for the other is an action done in full (Hardwood gang #7, Works manager #8)', () => {
    const G = placementState(4);
    G.engineers = [3, 1, 2, 9, 7, 8, 10];
    const p = G.players['0'];
    p.claimed.push('TS2', 'TS6', 'TS10', 'TS15');
    // White (4) right behind natural (5): white fits only once natural has moved.
    p.tracks = [[9, 8, 7, 5, 4], [9, 8, 7, 3, -1], [9, -1, -1, -1, -1]];
    must(G, 'placeWorkers', 'E7', 0);
    // Natural on St. Petersburg would leave white no room: the action would not be done in full.
    expect(play(G, 'advanceTrack', 1, 3)).toMatch(/in full/);
    expect(options(G).filter((o) => o.move === 'advanceTrack')).toEqual([{ move: 'advanceTrack', args: [0, 3] }]);
    must(G, 'advanceTrack', 0, 3);
    must(G, 'advanceTrack', 0, 4);
    expect(p.tracks[0]).toEqual([9, 8, 7, 6, 5]);
    expect(G.current).toBe('1');
    // Natural right behind brown as well: neither part can move, so the space is refused.
    const H = placementState(4);
    H.engineers = [3, 1, 2, 9, 7, 8, 10];
    const q = H.players['0'];
    q.claimed.push('TS2', 'TS6', 'TS10', 'TS15');
    q.tracks = [[9, 8, 7, 6, 5], [9, -1, -1, -1, -1], [9, -1, -1, -1, -1]];
    expect(play(H, 'placeWorkers', 'E7', 0)).toMatch(/in full/);
    // The marker stands right before the first, empty factory space: the factory opens the way for 2 industry.
    q.industry = [4];
    must(H, 'placeWorkers', 'E8', 0);
    must(H, 'takeFactory');
    must(H, 'advanceIndustry', 0);
    must(H, 'skipStep'); // the new factory (Rail works #2) fires as the marker reaches it: an ability, not the board action
    must(H, 'advanceIndustry', 0);
    expect(q.industry).toEqual([6]);
    expect(H.pending).toEqual([]);
    expect(q.factories).toHaveLength(1);
    // All five factory spaces filled and the marker one space before the end: 2 industry cannot fit.
    const K = placementState(4);
    K.engineers = [3, 1, 2, 9, 7, 8, 10];
    K.players['0'].factories = [2, 3, 4, 5, 6]; K.players['0'].factoryBoiler = [false, false, false, false, false];
    K.players['0'].industry = [14];
    expect(play(K, 'placeWorkers', 'E8', 0)).toMatch(/industry markers cannot advance 2/);
  });
  it('S002-0124 the four left-most engineers can neither be used nor hired', () => {
    const G = placementState(4);
    G.engineers = [3, 7, 8, 9, 14, 15, 1];
    for (const id of [3, 7, 8, 9]) expect(play(G, 'placeWorkers', `E${id}`, 0)).toMatch(/no such|not available/);
  });
  it('S002-0125 S002-0126 S002-0183 S002-0184 S002-0185 S002-0186 S002-0187 at round end every engineer moves one space right; an unhired one on the hiring space leaves', () => {
    const G = placementState(4);
    G.engineers = [3, 7, 8, 9, 14, 15, 1];
    everyonePasses(G);
    expect(G.engineers).toEqual([null, 3, 7, 8, 9, 14, 15]);
    expect(publicEngineers(G)).toEqual([9, 14]);
    expect(boardSpaces(G).map((s) => s.id)).toContain('E9');
  });
  it('S002-0188 S002-0189 S002-0190 the number under the left-most filled engineer space is the rounds still to play', () => {
    const G = placementState(4);
    for (let r = 1; r < 7; r++) {
      everyonePasses(G);
      const firstFilled = G.engineers.findIndex((e) => e !== null);
      expect(G.engineers.length - 1 - firstFilled + 1).toBeLessThanOrEqual(G.setup.rounds - r + 1);
      expect(G.engineers.filter((e, i) => i < G.round - 1 && e !== null)).toEqual([]);
    }
  });
  it('S002-0109 S002-0110 engineers carry a tie-break number and score at the end through the majority', () => {
    expect(Object.keys(ENGINEER_BY_ID).map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });
});

describe('turn order and passing', () => {
  it('S002-0128 S002-0129 S002-0130 the turn order track, not the seating, decides who plays first', () => {
    const G = placementState(4);
    G.order = ['2', '0', '3', '1']; G.current = '2';
    must(G, 'pass');
    expect(G.current).toBe('0');
    must(G, 'pass');
    expect(G.current).toBe('3');
  });
  it('S002-0132 S002-0133 S002-0134 a player who passes is out for the round and scores the back of her Turn Order card; the others play on', () => {
    const G = placementState(4);
    must(G, 'pass'); // 1st: 0 points
    must(G, 'placeWorkers', 'R', 0);
    must(G, 'pass'); // 3rd: 3 points
    must(G, 'pass'); // 4th: 4 points
    expect(G.current).toBe('1');
    expect(G.players['2'].pts.passing).toBe(3);
    expect(G.players['3'].pts.passing).toBe(4);
    must(G, 'placeWorkers', 'I1', 0); must(G, 'advanceIndustry', 0);
    expect(G.current).toBe('1');
    must(G, 'pass');
    expect(G.players['1'].pts.passing).toBe(2);
    expect(G.round).toBe(2);
  });
  it('S002-0138 S002-0139 a worker on a turn-order space sets the position for the next round', () => {
    const G = placementState(4);
    G.current = '2';
    must(G, 'placeWorkers', 'TO1', 0);
    G.current = '3';
    must(G, 'placeWorkers', 'TO2', 0);
    G.current = '0';
    everyonePasses(G);
    // the relocations come before the scoring
    expect(G.order).toEqual(['2', '3', '0', '1']);
  });
  it('S002-0140 not the space under your current position, and not both spaces', () => {
    const G = placementState(4);
    expect(play(G, 'placeWorkers', 'TO1', 0)).toMatch(/current position/);
    G.current = '1';
    expect(play(G, 'placeWorkers', 'TO2', 0)).toMatch(/current position/);
    must(G, 'placeWorkers', 'TO1', 0);
    G.current = '1';
    G.order = ['0', '2', '1', '3'];
    expect(play(G, 'placeWorkers', 'TO2', 0)).toMatch(/both/);
    G.current = '3';
    expect(play(G, 'placeWorkers', 'TO2', 1)).toMatch(/Only a worker/);
  });
  it('S002-0141 S002-0142 S002-0143 special case: the first player on TO2 with TO1 empty keeps the order (and still relocates her worker)', () => {
    expect(reorganizedOrder(['0', '1', '2', '3'], undefined, '0')).toEqual(['0', '1', '2', '3']);
    expect(reorganizedOrder(['0', '1', '2', '3'], '2', '0')).toEqual(['2', '0', '1', '3']);
    expect(reorganizedOrder(['0', '1', '2', '3'], undefined, '3')).toEqual(['0', '3', '1', '2']);
    const G = placementState(4);
    must(G, 'placeWorkers', 'TO2', 0);
    everyonePasses(G);
    expect(G.order).toEqual(['0', '1', '2', '3']);
    expect(G.relocation).toEqual(['0']);
    expect(G.current).toBe('0');
    must(G, 'relocateWorker', 'R');
    expect(G.players['0'].roubles).toBe(3);
    expect(G.round).toBe(2);
  });
  it('S002-0144 S002-0145 S002-0146 S002-0147 S002-0148 S002-0149 after reorganising, the TO2 worker moves to a free space (or own engineer) and acts, then the TO1 worker', () => {
    const G = placementState(4);
    G.current = '2'; must(G, 'placeWorkers', 'TO1', 0);
    G.current = '3'; must(G, 'placeWorkers', 'TO2', 0);
    G.current = '0'; must(G, 'placeWorkers', 'R', 0);
    G.players['2'].engineers = [14];
    G.current = '0';
    everyonePasses(G);
    expect(G.round).toBe(1);
    expect(G.current).toBe('3');
    expect(play(G, 'relocateWorker', 'R')).toMatch(/occupied/);
    expect(play(G, 'relocateWorker', 'T2')).toMatch(/moves alone/);
    expect(play(G, 'relocateWorker', 'T11')).toMatch(/moves alone/);
    must(G, 'relocateWorker', 'D');
    expect(G.players['3'].doublers).toBe(1);
    expect(G.current).toBe('2');
    must(G, 'relocateToEngineer', 14);
    expect(G.round).toBe(1); // the Financier's black advancement is still to place
    must(G, 'advanceTrack', 0, 0);
    expect(G.players['2'].roubles).toBe(2);
    expect(G.round).toBe(2);
    expect(G.order).toEqual(['2', '3', '0', '1']);
    expect(G.current).toBe('2');
  });
  it('S002-0222 two players: you may take the turn-order space of your current position', () => {
    const G = placementState(2);
    expect(options(G).some((o) => o.move === 'placeWorkers' && o.args![0] === 'TO1')).toBe(true);
    must(G, 'placeWorkers', 'TO1', 0);
    must(G, 'pass'); must(G, 'pass');
    expect(G.order).toEqual(['0', '1']);
    expect(G.relocation).toEqual(['0']);
    must(G, 'keepWorker');
    expect(G.round).toBe(2);
  });
  it('S002-0195 S002-0196 S002-0197 in the last round the Last Round marker covers the turn-order spaces with "3 industry advancements"', () => {
    const G = placementState(4);
    G.round = 7;
    const ids = boardSpaces(G).map((s) => s.id);
    expect(ids).not.toContain('TO1');
    expect(ids).not.toContain('TO2');
    expect(ids).toContain('LR');
    cur(G).industry = [0];
    must(G, 'placeWorkers', 'LR', 0);
    must(G, 'advanceIndustry', 0); must(G, 'advanceIndustry', 0); must(G, 'advanceIndustry', 0);
    expect(G.players['0'].industry).toEqual([3]);
  });
});
