// Forced purchase and bankruptcy on crafted positions (design §3.11, §7.2 "Forced purchase").
import { describe, expect, it } from 'vitest';
import { position, moneyTotal } from './helpers/position';
import { forcedNeed, emergencySellReason, applyEmergencySell, finishForced, emergencySales } from '../../../games/lost-atlas/rules/forced';
import { priceOf } from '../../../games/lost-atlas/rules/market';

describe('forced purchase (§3.11)', () => {
  it('a company with a train (the M-train counts) owes nothing; with no train anywhere nothing happens', () => {
    const G = position({ companies: [{ id: 'MA', price: 70, trains: [{ card: 'M2', type: 'M2' }] }, { id: 'AG', price: 70 }] });
    expect(forcedNeed(G, 'MA')).toEqual({ kind: 'none' });
    expect(forcedNeed(G, 'AG')).toEqual({ kind: 'none' }); // empty stack and pool
  });

  it('when the treasury alone can pay, any train it can pay is a choice', () => {
    const G = position({ trainPhase: 3, phase: 'green', stack: ['T3-1'], companies: [{ id: 'AG', price: 70, treasury: 250 }] });
    G.trains.pool.push({ card: 'T2-9', type: '2' }, { card: 'T4-9', type: '4' });
    const need = forcedNeed(G, 'AG');
    expect(need.kind).toBe('treasury');
    expect(need.kind === 'treasury' && need.choices.map((c) => c.card)).toEqual(['T3-1', 'T2-9']);
  });

  it('otherwise the cheapest available, the president paying what the treasury lacks', () => {
    const G = position({ trainPhase: 3, phase: 'green', stack: ['T4-1'], players: [150, 300, 300], companies: [{ id: 'AG', price: 70, treasury: 50, president: '0', holders: { 0: 2 } }] });
    G.trains.pool.push({ card: 'T3-9', type: '3' });
    expect(forcedNeed(G, 'AG')).toEqual({
      kind: 'president', choices: [{ source: 'pool', card: 'T3-9', price: 200 }], price: 200, fromPresident: 150, shortfall: 0,
    });
    G.players[0].cash = 100;
    expect(forcedNeed(G, 'AG')).toMatchObject({ shortfall: 50 });
  });

  it('the president sells singles at unchanged prices; operated companies only; the pool cap holds; the operating company keeps its president; drops come at the end', () => {
    const G = position({
      players: [0, 300, 300],
      companies: [
        { id: 'AG', price: 70, president: '0', holders: { 0: 2, 1: 2 }, treasuryShares: 1 },
        { id: 'EA', price: 90, president: '1', holders: { 0: 1, 1: 2 }, poolShares: 1, treasuryShares: 1 },
        { id: 'ER', price: 80, president: '0', holders: { 0: 3 }, operated: false, treasuryShares: 2 },
      ],
    });
    const before = moneyTotal(G);
    expect(emergencySellReason(G, '0', 'AG', 'AG')).toMatch(/change the president of the operating company/);
    expect(emergencySellReason(G, '0', 'AG', 'ER')).toMatch(/operated once/);
    expect(emergencySellReason(G, '0', 'AG', 'EA')).toBeNull();
    const soldFrom: ('EA')[] = [];
    applyEmergencySell(G, '0', 'EA', soldFrom);
    expect(G.players[0].cash).toBe(90);
    expect(priceOf(G, 'EA')).toBe(90);
    expect(emergencySellReason(G, '0', 'AG', 'EA')).toMatch(/no share|at most 2/);
    expect(emergencySales(G, '0', 'AG')).toEqual([]); // bankruptcy is now allowed
    finishForced(G, soldFrom);
    expect(priceOf(G, 'EA')).toBe(80);
    expect(moneyTotal(G)).toBe(before);
  });
});
