import { describe, expect, it } from 'vitest';
import { act, fakeCtx, fakeRandom, give, newState } from './helpers';
import { MOVES, checkMove } from '../../../games/train-and-railway/moves';
import { awardPoints } from '../../../games/train-and-railway/rules/tech';
import { finalScoring, influencePoints, remainingGoodsPoints, sellHandAtEnd, winners } from '../../../games/train-and-railway/rules/scoring';
import type { TRState } from '../../../games/train-and-railway/rules/state';
import { trainAndRailway } from '../../../games/train-and-railway';

/** Ends seat `pid`'s turn (after a change of direction as its main action). */
function endTurnOf(G: TRState, pid: string): void {
  const t = G.trains[pid]!;
  const other = Number(t.seg[0]) === t.facing ? Number(t.seg[2]) : Number(t.seg[0]);
  G.turn = { mainDone: false, locationDone: false, pending: null, location: null };
  expect(act(G, pid, 'changeDirection', t.seg, other)).toBeNull();
  const ctx = { ...fakeCtx(G.numPlayers, pid), playOrderPos: Number(pid) } as any;
  expect(checkMove(G, ctx, pid, 'endTurn', [])).toBeNull();
  MOVES.endTurn.apply({ G, ctx, pid, random: fakeRandom('e'), events: { endTurn: () => {} } });
}

describe('Train & Railway: game end and final scoring', () => {
  it('S004-0102 S004-0103 S004-0104 25 points trigger the end: the round finishes, then 2 more turns each', () => {
    const G = newState(3, 'TR-P01', ['S1', 'S2', 'S3']);
    endTurnOf(G, '0');
    awardPoints(G, '1', 25); // seat 1 reaches 25 in round 1
    expect(G.finalRound).toBe(3);
    endTurnOf(G, '1');
    endTurnOf(G, '2'); // round 1 complete
    expect(G.round).toBe(2);
    for (const p of ['0', '1', '2']) endTurnOf(G, p);
    expect(G.gameover).toBeNull();
    for (const p of ['0', '1']) endTurnOf(G, p);
    expect(G.gameover).toBeNull(); // every seat plays the same number of turns
    endTurnOf(G, '2');
    expect(G.gameover).not.toBeNull();
    expect(G.history.map((h) => h.label)).toEqual(['Round 1', 'Round 2', 'Round 3', 'Final']);
  });

  it('S004-0105 S004-0106 the highest score wins; tied players share the victory', () => {
    const G = newState(3, 'TR-P01', ['S1', 'S2', 'S3']);
    G.players['0'].score = 30; G.players['1'].score = 30; G.players['2'].score = 12;
    expect(winners(G)).toEqual(['0', '1']);
    G.players['1'].score = 29;
    expect(winners(G)).toEqual(['0']);
  });

  it('S004-0107 final scoring gives no tech tokens', () => {
    const G = newState(2);
    G.players['0'].secret = [];
    give(G, '0', { gold: 4 });
    finalScoring(G);
    expect(G.players['0'].score).toBe(4);
    expect(G.players['0'].tech).toBe(0);
  });

  it('S004-0108 S004-0109 S004-0110 S004-0111 S004-0112 secret contracts in hand are sold at the end, wherever the train is', () => {
    const G = newState(2);
    G.players['0'].secret = ['B03', 'Y06'];
    give(G, '0', { steel: 1, gold: 1, wood: 1 });
    const points = sellHandAtEnd(G, '0');
    // B03 (steel + gold, 8) is filled and kept; Y06 (gold + wood) gets only the wood: 1 point, discarded.
    expect(points).toBe(9);
    expect(G.players['0'].completed).toEqual(['B03']);
    expect(G.players['0'].secret).toEqual([]);
    expect(G.discard).toContain('Y06');
    expect(G.players['0'].goods).toEqual({});
  });

  it('S004-0109 S004-0079 the hand sale follows the regular selling rules: goods go to the cards that score the seller most', () => {
    const G = newState(2);
    G.players['0'].secret = ['G07', 'G01', 'R01'];
    give(G, '0', { paper: 2, brick: 1 });
    const points = sellHandAtEnd(G, '0');
    // Filling G07 (paper + paper + brick) keeps one card; paper to G01, brick to R01 and the other
    // paper to G07 scores the same 10 and keeps two cards (more influence).
    expect(points).toBe(10);
    expect([...G.players['0'].completed].sort()).toEqual(['G01', 'R01']);
    expect(G.discard).toContain('G07');
    expect(G.players['0'].secret).toEqual([]);
    expect(G.players['0'].goods).toEqual({});
  });

  it('S004-0109 the hand sale leaves a card with nothing sold to it in hand', () => {
    const G = newState(2);
    G.players['0'].secret = ['R01', 'B02'];
    give(G, '0', { gold: 1 });
    expect(sellHandAtEnd(G, '0')).toBe(3);
    expect(G.players['0'].completed).toEqual(['B02']);
    expect(G.players['0'].secret).toEqual(['R01']);
  });

  it('S004-0113 S004-0114 remaining goods: every 3 points of value count 1', () => {
    const G = newState(2);
    give(G, '0', { steel: 1, gold: 1, wood: 1 }); // 5 + 3 + 1 = 9
    expect(remainingGoodsPoints(G.players['0'])).toBe(3);
    give(G, '0', { coal: 1 });
    expect(remainingGoodsPoints(G.players['0'])).toBe(3);
  });

  it('S004-0115 S004-0116 S004-0117 S004-0118 city influence: the most (or joint most) cards of a colour score 2 each, others 1 each', () => {
    const G = newState(3, 'TR-P01', ['S1', 'S2', 'S3']);
    G.players['0'].completed = ['R01', 'R02', 'G01'];
    G.players['1'].completed = ['R03', 'G02'];
    G.players['2'].completed = ['R04', 'R05', 'B01'];
    expect(influencePoints(G, '0')).toBe(2 * 2 + 2); // joint most red, joint most green
    expect(influencePoints(G, '1')).toBe(1 + 2);
    expect(influencePoints(G, '2')).toBe(2 * 2 + 2);
  });

  it('S004-0119 S004-0120 S004-0121 S004-0122 minus tokens cost 3 each; column 4 scores; the breakdown adds up', () => {
    const G = newState(2);
    G.players['0'].score = 20;
    G.players['0'].minus = 2;
    G.players['0'].upgrades = { 'per-two-contracts': 1 };
    G.players['0'].completed = ['R01', 'R02'];
    G.players['0'].secret = [];
    G.players['1'].secret = [];
    const all = finalScoring(G);
    const fin = all['0'];
    expect(fin.minus).toBe(-6);
    expect(fin.tech).toBe(1);
    expect(fin.influence).toBe(4);
    expect(G.players['0'].score).toBe(20 + 4 - 6 + 1);
    expect(fin.track + fin.hand + fin.goods + fin.influence + fin.minus + fin.tech).toBe(G.players['0'].score);
    G.final = all;
    const sum = trainAndRailway.summary(G, {} as any);
    expect(sum.breakdown.map((b) => b.key)).toEqual(['track', 'hand', 'goods', 'influence', 'minus', 'tech']);
    expect(sum.breakdown.reduce((s, b) => s + b.values['0'], 0)).toBe(sum.scores['0']);
  });

  it('S004-0102 design item 35 (revised): scoreless rounds never end the game; only 25 points (or the round cap) start the countdown', () => {
    const G = newState(2);
    awardPoints(G, '1', 3);
    for (let r = 0; r < 10; r++) { endTurnOf(G, '0'); endTurnOf(G, '1'); }
    expect(G.finalRound).toBeNull();
    expect(G.endTrigger).toBeNull();
    expect(G.gameover).toBeNull();
    awardPoints(G, '0', 25);
    expect(G.endTrigger).toBe('score');
    for (let r = 0; r < 3; r++) { endTurnOf(G, '0'); endTurnOf(G, '1'); }
    expect(G.gameover).toMatchObject({ endedBy: 'score', rounds: 13 });
  });

  it('project rule (design note item 35): a safety cap starts the countdown at the end of round 40, and the end says so', () => {
    const G = newState(2);
    G.round = 40;
    endTurnOf(G, '0'); endTurnOf(G, '1');
    expect(G.finalRound).toBe(42);
    expect(G.endTrigger).toBe('cap');
    expect(G.log.at(-1)!.text).toMatch(/round cap/);
    for (let r = 0; r < 2; r++) { endTurnOf(G, '0'); endTurnOf(G, '1'); }
    expect(G.gameover).toMatchObject({ endedBy: 'cap', rounds: 42 });
  });

  it('project rule (design note item 35): reaching 25 during the countdown of the cap keeps the earlier end', () => {
    const G = newState(2);
    G.round = 40;
    endTurnOf(G, '0'); endTurnOf(G, '1');
    awardPoints(G, '0', 26);
    expect(G.finalRound).toBe(42);
    expect(G.endTrigger).toBe('cap');
  });

  it('solo (design note item 36): two public contracts, 20 turns, a win needs 25 points', () => {
    const G = newState(1, 'TR-P01', ['S1']);
    expect(G.publicContracts).toHaveLength(2);
    expect(G.finalRound).toBe(20);
    G.players['0'].score = 24;
    G.round = 20;
    endTurnOf(G, '0');
    expect(G.gameover).toEqual({ winners: [], scores: { '0': 24 - 3 * G.players['0'].minus }, endedBy: 'turns', rounds: 20 });
  });
});
