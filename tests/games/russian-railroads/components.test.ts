// The project-designed components (design §1–§5): locomotives and factories, ? tokens and ? cards,
// engineers with sub-steps, the action pool.
import { describe, it, expect } from 'vitest';
import { placementState, must, play, cur, options } from './helpers';
import { bonusPoints } from '../../../games/russian-railroads/rules/scoring';

describe('locomotives and factories', () => {
  it('a locomotive or factory is taken from the lowest non-empty pile; a locomotive may push a lower one on to another railroad', () => {
    const G = placementState(4);
    const p = cur(G);
    must(G, 'placeWorkers', 'L1', 0);
    expect(options(G).map((o) => o.move)).toEqual(['takeLocomotive', 'takeFactory']);
    must(G, 'takeLocomotive');
    expect(G.locoStacks[2]).toBe(3);
    expect(play(G, 'discardLocomotive')).toMatch(/all your locomotive spaces are full/);
    must(G, 'placeLocomotive', 0); // #2 replaces the #1, which must go elsewhere
    expect(G.pending).toEqual([{ k: 'placeLocomotive', loco: 1 }]);
    expect(play(G, 'placeLocomotive', 0)).toMatch(/lower-numbered/);
    must(G, 'placeLocomotive', 3);
    expect(p.locos).toEqual([2, 0, 0, 1]);
  });
  it('a locomotive may be returned only when all four locomotive spaces are full', () => {
    const G = placementState(4);
    const p = cur(G);
    p.locos = [5, 5, 5, 5];
    G.locoStacks = [0, 0, 0, 1, 1, 1, 1, 1, 1, 1];
    must(G, 'placeWorkers', 'L1', 0);
    must(G, 'takeLocomotive');
    expect(options(G)).toEqual([{ move: 'discardLocomotive', args: [] }]);
    must(G, 'discardLocomotive');
    expect(G.locoStacks[3]).toBe(1);
  });
  it('L3 gives one locomotive and one factory, in either order, never two of a kind', () => {
    const G = placementState(4);
    must(G, 'placeWorkers', 'L3', 0);
    must(G, 'takeFactory');
    expect(play(G, 'takeFactory')).toMatch(/locomotive here/);
    must(G, 'takeLocomotive');
    must(G, 'placeLocomotive', 2);
    expect(G.players['0'].factories).toEqual([2]);
    expect(G.players['0'].locos).toEqual([1, 0, 2, 0]);
  });
  it('with five factories a new one replaces one of them', () => {
    const G = placementState(4);
    const p = cur(G);
    p.factories = [2, 3, 4, 5, 6];
    must(G, 'placeWorkers', 'L1', 0);
    must(G, 'takeFactory');
    must(G, 'replaceFactory', 0);
    expect(p.factories).toEqual([2, 3, 4, 5, 6].map((f, i) => (i === 0 ? 2 : f)));
    expect(G.locoStacks[2]).toBe(4);
  });
  it('factory #9 scores the sum of your two highest locomotives; #1 three per engineer', () => {
    const G = placementState(4);
    const p = cur(G);
    p.locos = [7, 5, 3, 2]; p.industry = [4]; p.factories = [9, 1]; p.engineers = [2, 3];
    G.pending = [{ k: 'advanceIndustry', n: 3, full: false }];
    must(G, 'advanceIndustry', 0);
    expect(p.pts.immediate).toBe(12);
    must(G, 'advanceIndustry', 0); must(G, 'advanceIndustry', 0);
    expect(p.pts.immediate).toBe(18);
  });
});

describe('? tokens and ? cards', () => {
  function atToken(G = placementState(4)) {
    G.pending = [{ k: 'chooseBonusToken', space: 'StP4' }];
    return G;
  }
  it('Q2 places the second industry marker and advances it 2 spaces; each marker scores', () => {
    const G = atToken();
    const p = cur(G);
    p.industry = [3];
    must(G, 'chooseBonusToken', 'Q2');
    expect(options(G)).toEqual([{ move: 'advanceIndustry', args: [1] }, { move: 'skipStep', args: [] }]);
    must(G, 'advanceIndustry', 1); must(G, 'advanceIndustry', 1);
    expect(p.industry).toEqual([3, 2]);
  });
  it('Q3 the Kiev medal: gray and a locomotive on Kiev 5 score 12 every scoring, never doubled', () => {
    const G = atToken();
    const p = cur(G);
    must(G, 'chooseBonusToken', 'Q3');
    p.tracks[2] = [7, 5, -1, -1, -1]; p.locos = [1, 0, 0, 4];
    expect(bonusPoints(G, p)).toBe(10);
    p.locos[3] = 5;
    expect(bonusPoints(G, p)).toBe(22);
  });
  it('Q4 draws 3 End Bonus cards and keeps 1; the others go under the pile', () => {
    const G = atToken();
    const top = G.secret!.ebPile.slice(0, 3);
    must(G, 'chooseBonusToken', 'Q4');
    expect(G.hands['0']!.drawn).toEqual(top);
    must(G, 'keepEndBonusCard', 2);
    expect(G.hands['0']!.endBonus).toEqual([top[2]]);
    expect(G.secret!.ebPile.slice(-2)).toEqual(top.slice(0, 2));
  });
  it('Q5 claims a face-up ? card: the black worker, the Chief engineer and its rouble, the Express #9', () => {
    let G = atToken();
    must(G, 'chooseBonusToken', 'Q5');
    must(G, 'claimBonusCard', 'QC1');
    expect(G.players['0'].owned).toBe(6);
    expect(G.players['0'].gained).toBe(1);
    G = atToken();
    must(G, 'chooseBonusToken', 'Q5');
    must(G, 'claimBonusCard', 'QC2');
    expect(G.players['0'].engineers).toEqual([4]);
    expect(G.players['0'].roubles).toBe(2);
    G = atToken();
    must(G, 'chooseBonusToken', 'Q5');
    must(G, 'claimBonusCard', 'QC3');
    must(G, 'placeLocomotive', 1);
    expect(G.players['0'].locos).toEqual([1, 9, 0, 0]);
    expect(G.bonusCards).toEqual(['QC1', 'QC2', 'QC4', 'QC5']);
  });
  it('Q5 cannot be chosen when no ? card is left', () => {
    const G = atToken();
    G.bonusCards = [];
    expect(play(G, 'chooseBonusToken', 'Q5')).toMatch(/No \? card/);
  });
  it('Q7 gives a locomotive or factory and 2 roubles; a used token cannot be used again', () => {
    const G = atToken();
    must(G, 'chooseBonusToken', 'Q7');
    expect(cur(G).roubles).toBe(3);
    must(G, 'takeFactory');
    G.current = '0';
    atToken(G);
    expect(play(G, 'chooseBonusToken', 'Q7')).toMatch(/already used/);
  });
});

describe('engineers with sub-steps and the action pool', () => {
  it('the Dispatcher copies any track space, occupied or not, with one more advancement', () => {
    const G = placementState(4);
    const p = cur(G);
    p.engineers = [13];
    G.spaces.T2 = '1';
    must(G, 'useEngineer', 13, 0);
    must(G, 'copyTrackSpace', 'T2');
    expect(G.pending[0]).toMatchObject({ k: 'advanceTracks', cols: [0], n: 4 });
  });
  it('gained actions form a pool: a part not yet begun may be done first', () => {
    const G = placementState(4);
    const p = cur(G);
    p.engineers = [8];
    must(G, 'useEngineer', 8, 0);
    expect(G.pending.map((s) => s.k)).toEqual(['takeTile', 'advanceIndustry']);
    must(G, 'chooseStep', 1);
    expect(play(G, 'chooseStep', 1)).toMatch(/begun/); // no shuffling back and forth
    must(G, 'advanceIndustry', 0);
    expect(play(G, 'chooseStep', 1)).toMatch(/begun/);
    must(G, 'advanceIndustry', 0);
    must(G, 'takeFactory');
    expect(p.industry).toEqual([2]);
    expect(p.factories).toEqual([2]);
  });
  it('the Works manager #8 gives a factory, never a locomotive, and 2 industry (balance: its locomotive was tuned away)', () => {
    const G = placementState(4);
    const p = cur(G);
    p.engineers = [8];
    must(G, 'useEngineer', 8, 0);
    expect(play(G, 'takeLocomotive')).toMatch(/factory here/);
    must(G, 'takeFactory');
    must(G, 'advanceIndustry', 0);
    must(G, 'advanceIndustry', 0);
    expect(p.factories).toEqual([2]);
    expect(p.industry).toEqual([2]);
    expect(p.locos).toEqual([1, 0, 0, 0]);
  });
  it('the Locomotive fitter #1 gives a locomotive or factory and nothing more (balance: its advancement was tuned away)', () => {
    const G = placementState(4);
    const p = cur(G);
    p.engineers = [1];
    p.tracks[0] = [3, 0, -1, -1, -1];
    must(G, 'useEngineer', 1, 0);
    must(G, 'takeLocomotive');
    must(G, 'placeLocomotive', 1);
    expect(p.locos).toEqual([1, 2, 0, 0]);
    expect(p.tracks[0]).toEqual([3, 0, -1, -1, -1]);
    expect(G.pending).toEqual([]);
    expect(G.current).not.toBe('0'); // the turn has ended
  });
});
