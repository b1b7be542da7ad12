// Hubs, dividends and dissolution on crafted positions (design §3.9, §3.7 step 6, §3.6).
import { describe, expect, it } from 'vitest';
import { position, moneyTotal } from './helpers/position';
import { hex } from './helpers/map';
import { hubReason, applyHub, nextHub, openSlots } from '../../../games/lost-atlas/rules/hubs';
import { applyDividend, payoutParts } from '../../../games/lost-atlas/rules/operating';
import { priceOf, operatingOrder } from '../../../games/lost-atlas/rules/market';

/** EA's home (57, exits 0/3) at (0,0) on piece 01; a 57 city at (0,2) on piece 01 too; one at (0,4) on piece 16x; straight track between. */
function line() {
  return position({
    hexes: [
      hex(0, 0, { tile: '57', piece: '01', hubs: { 0: ['EA'] } }),
      hex(0, 1, { tile: '9', piece: '01' }),
      hex(0, 2, { tile: '57', piece: '01' }),
      hex(0, 3, { tile: '9', piece: '160' }),
      hex(0, 4, { tile: '15', piece: '160' }),
    ],
    phase: 'green', trainPhase: 3,
    companies: [{
      id: 'EA', price: 80, treasury: 100, abilities: ['expansive'],
      hubs: [{ space: 'H-1', cost: 0, state: 'placed', at: '0,0#0' }, { space: 'H-2', cost: 40, state: 'unplaced' }],
    }],
  });
}

describe('hubs (§3.9)', () => {
  it('Expansive\'s 40 hub goes on a reached city with an open slot, not on a piece where it already has a hub', () => {
    const G = line();
    expect(nextHub(G.companies.EA!)).toMatchObject({ cost: 40 });
    expect(hubReason(G, 'EA', '0,2#0')).toMatch(/already has a hub on that map piece/);
    expect(hubReason(G, 'EA', '9,9#0')).toMatch(/on a city/);
    const before = moneyTotal(G);
    expect(hubReason(G, 'EA', '0,4#0')).toBeNull();
    applyHub(G, 'EA', '0,4#0');
    expect(G.companies.EA!.treasury).toBe(60);
    expect(G.map.hexes['0,4'].hubs[0]).toEqual(['EA']);
    expect(moneyTotal(G)).toBe(before);
    expect(hubReason(G, 'EA', '0,4#0')).toMatch(/no hub left/);
  });

  it('a reservation of an unlaunched Minor takes a slot for placement; a full city is not open; the treasury must pay', () => {
    const G = line();
    G.reservations['0,4#0'] = 'SU';
    expect(openSlots(G, '0,4#0', 'EA')).toBe(1);
    G.map = { ...G.map, hexes: { ...G.map.hexes, '0,4': { ...G.map.hexes['0,4'], hubs: { 0: ['AG'] } } } }; // a new map object: networks are cached per map
    expect(hubReason(G, 'EA', '0,4#0')).toMatch(/no open slot/);
    const H = line();
    H.companies.EA!.treasury = 30;
    expect(hubReason(H, 'EA', '0,4#0')).toMatch(/costs 40/);
  });

  it('a FREE hub is used before a bought one', () => {
    const G = line();
    G.companies.EA!.hubs.push({ space: 'I-2', cost: 0, state: 'free' });
    expect(nextHub(G.companies.EA!)).toMatchObject({ space: 'I-2' });
  });
});

describe('dividends (§3.7 step 6)', () => {
  const minorCo = () => position({
    companies: [{ id: 'AG', price: 60, treasury: 0, treasuryShares: 1, poolShares: 1, holders: { 0: 2, 1: 1 } }],
  });

  it('a payout gives 20% a Minor share: treasury shares pay the company, the pool\'s part stays in the bank; ≥ the price rises 1', () => {
    const G = minorCo();
    const before = moneyTotal(G);
    expect(payoutParts(G, 'AG', 100)).toEqual({ perShare: 20, players: { 0: 40, 1: 20 }, treasury: 20, pool: 20 });
    applyDividend(G, 'AG', 100, true);
    expect(G.players[0].cash).toBe(340);
    expect(G.players[1].cash).toBe(320);
    expect(G.companies.AG!.treasury).toBe(20);
    expect(priceOf(G, 'AG')).toBe(70);
    expect(moneyTotal(G)).toBe(before);
  });

  it('a Major share is 10%; ≥ twice the price rises 2; withholding puts it all in the treasury and drops 1', () => {
    const G = position({ companies: [{ id: 'C', kind: 'major', price: 100, treasuryShares: 4, holders: { 0: 4, 1: 2 } }] });
    expect(payoutParts(G, 'C', 200).players).toEqual({ 0: 80, 1: 40 });
    applyDividend(G, 'C', 200, true);
    expect(priceOf(G, 'C')).toBe(120);
    applyDividend(G, 'C', 200, false);
    expect(G.companies.C!.treasury).toBe(80 + 200);
    expect(priceOf(G, 'C')).toBe(110);
  });

  it('revenue 0 drops 1; reaching 0 dissolves: shares lost, treasury to the bank, trains to the pool (M2 and waiting trains leave), hubs gone', () => {
    const G = position({
      hexes: [hex(0, 0, { kind: 'city', hubs: { 0: ['MA'] } })],
      companies: [{
        id: 'MA', price: 10, treasury: 30, holders: { 0: 2 }, treasuryShares: 3,
        trains: [{ card: 'M2', type: 'M2' }, { card: 'T3-1', type: '3' }], waiting: [{ card: 'T2-1', type: '2' }],
        hubs: [{ space: 'H-1', cost: 0, state: 'placed', at: '0,0#0' }],
      }],
    });
    const before = moneyTotal(G);
    expect(applyDividend(G, 'MA', 0, true)).toBe(true);
    expect(G.companies.MA!.closed).toBe(true);
    expect(G.holdings['0'].MA).toBeUndefined();
    expect(G.trains.pool.map((t) => t.card)).toEqual(['T3-1']);
    expect(G.trains.gone).toEqual(['M2', 'T2-1']);
    expect(G.map.hexes['0,0'].hubs[0]).toEqual([]);
    expect(operatingOrder(G)).toEqual([]);
    expect(moneyTotal(G)).toBe(before);
  });
});

describe('issue and redeem (§3.7 step 2)', () => {
  it('issuing pays the current price to the company, then drops 1; the pool cap and price 10 refuse it; one per turn', async () => {
    const { issueReason, applyIssue, redeemReason, applyRedeem } = await import('../../../games/lost-atlas/rules/operating');
    const G = position({ companies: [{ id: 'AG', price: 80, treasuryShares: 2, poolShares: 1, holders: { 0: 2 } }] });
    const before = moneyTotal(G);
    expect(issueReason(G, 'AG', 0)).toBeNull();
    applyIssue(G, 'AG');
    expect(G.companies.AG!.treasury).toBe(80);
    expect(priceOf(G, 'AG')).toBe(70);
    expect(issueReason(G, 'AG', 1)).toMatch(/One issue or redemption/);
    expect(issueReason(G, 'AG', 0)).toMatch(/at most 2/);
    expect(redeemReason(G, 'AG', 0)).toBeNull();
    applyRedeem(G, 'AG');
    expect(G.companies.AG!.treasury).toBe(10);
    expect(priceOf(G, 'AG')).toBe(70);
    expect(redeemReason(G, 'AG', 0)).toMatch(/costs 70/);
    expect(moneyTotal(G)).toBe(before);
    const cheap = position({ companies: [{ id: 'EA', price: 10, treasuryShares: 3, holders: { 0: 2 } }] });
    expect(issueReason(cheap, 'EA', 0)).toMatch(/priced at 10/);
  });
});

describe('trains between companies (§3.7 step 7)', () => {
  it('any price of at least 1 the buyer can pay; never the M-train; consent only between different presidents', async () => {
    const { companySaleReason, applyCompanySale, needsConsent } = await import('../../../games/lost-atlas/rules/trains');
    const G = position({ companies: [
      { id: 'AG', price: 80, treasury: 50, president: '0', holders: { 0: 2 } },
      { id: 'MA', price: 70, treasury: 0, president: '1', holders: { 1: 2 }, trains: [{ card: 'M2', type: 'M2' }, { card: 'T2-1', type: '2' }] },
      { id: 'EA', price: 60, treasury: 0, president: '0', holders: { 0: 2 }, trains: [{ card: 'T2-2', type: '2' }] },
    ] });
    const before = moneyTotal(G);
    expect(companySaleReason(G, 'AG', 'MA', 'M2', 10)).toMatch(/Manufacturing train/);
    expect(companySaleReason(G, 'AG', 'MA', 'T2-1', 0)).toMatch(/at least 1/);
    expect(companySaleReason(G, 'AG', 'MA', 'T2-1', 60)).toMatch(/holds 50/);
    expect(companySaleReason(G, 'AG', 'MA', 'T2-1', 1)).toBeNull();
    expect(needsConsent(G, 'AG', 'MA')).toBe(true);
    expect(needsConsent(G, 'AG', 'EA')).toBe(false);
    applyCompanySale(G, 'AG', 'EA', 'T2-2', 50);
    expect(G.companies.AG!.trains.map((t) => t.card)).toEqual(['T2-2']);
    expect(G.companies.EA!.treasury).toBe(50);
    expect(moneyTotal(G)).toBe(before);
  });
});
