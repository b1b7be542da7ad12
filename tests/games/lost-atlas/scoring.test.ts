// SR end and scoring (design §3.5 SR end, §3.19).
import { describe, expect, it } from 'vitest';
import { position } from './helpers/position';
import { endStockRound } from '../../../games/lost-atlas/rules/stockRound';
import { scoreRows, winners } from '../../../games/lost-atlas/rules/scoring';
import { priceOf } from '../../../games/lost-atlas/rules/market';

const keep = { shuffle: <T>(xs: T[]) => [...xs].reverse() };

describe('SR end (§3.5)', () => {
  it('priority goes to the player after the last one who acted; sold-out companies rise', () => {
    const G = position({ companies: [{ id: 'AG', price: 80, holders: { 0: 2, 1: 3 } }] });
    G.sr!.lastActor = 2;
    G.sr!.launchedAny = true;
    expect(endStockRound(G, keep)).toBe(false);
    expect(G.priority).toBe(0);
    expect(priceOf(G, 'AG')).toBe(90);
    expect(G.sr).toBeUndefined();
  });

  it('in the first SR, with no Minor launched, the charters are reshuffled into columns and the SR is played again', () => {
    const G = position();
    const before = G.charters.columns.flat();
    expect(endStockRound(G, keep)).toBe(true);
    expect(G.charters.columns.flat()).toEqual([...before].reverse());
    expect(G.charters.columns.map((c) => c.length)).toEqual([4, 4, 4]);
    const later = position();
    later.cycle = 2;
    expect(endStockRound(later, keep)).toBe(false);
  });
});

describe('scoring (§3.19)', () => {
  it('cash + shares × price; treasuries count nothing; a tie goes to the president of the company earliest in the operating order', () => {
    const G = position({
      players: [300, 380, 460],
      companies: [
        { id: 'AG', price: 80, president: '1', holders: { 0: 2, 1: 2 }, treasury: 500, treasuryShares: 1 },
        { id: 'EA', price: 100, president: '0', holders: { 0: 2 }, treasuryShares: 3 },
      ],
    });
    expect(scoreRows(G).map((r) => r.total)).toEqual([300 + 160 + 200, 380 + 160, 460]);
    expect(winners(G)).toEqual(['0']);
    G.players[1].cash = 500; // 660 each for seats 0 and 1
    expect(winners(G)).toEqual(['0']); // EA (100) operates before AG (80): seat 0 presides it
    const H = position({ players: [100, 100] }); // nobody presides a company: they share the win
    expect(winners(H)).toEqual(['0', '1']);
  });
});
