// Stock Round and price moves on crafted positions (design §3.5, §3.6, §7.2 "Auction and launch",
// "Shares", "Price"). Base-game rules: the names cite the design section; Landmarks sentences their id.
import { describe, expect, it } from 'vitest';
import { position, moneyTotal } from './helpers/position';
import { launchPriceIndex, priceAt, priceOf, dividendSteps, moveMarker, operatingOrder } from '../../../games/lost-atlas/rules/market';
import { startAuctionReason, applyStartAuction, bidReason, applyBid, applyPassAuction, availableCharters } from '../../../games/lost-atlas/rules/auction';
import { launchReason, applyLaunch } from '../../../games/lost-atlas/rules/launch';
import { sellReason, applySell, buyReason, applyBuy, soldOutRise, presidentAfter } from '../../../games/lost-atlas/rules/shares';
import { hex } from './helpers/map';

describe('price moves (§3.6)', () => {
  it('launch prices: bid 165 → 80, 190 in yellow → 90, 250 in purple → 120, 300 in grey → 135, 120 → 60', () => {
    expect(priceAt(launchPriceIndex(165, 'yellow'))).toBe(80);
    expect(priceAt(launchPriceIndex(190, 'yellow'))).toBe(90);
    expect(priceAt(launchPriceIndex(250, 'purple'))).toBe(120);
    expect(priceAt(launchPriceIndex(300, 'grey'))).toBe(135);
    expect(priceAt(launchPriceIndex(230, 'green'))).toBe(110);
    expect(priceAt(launchPriceIndex(120, 'yellow'))).toBe(60);
  });

  it('payout bands compare the total revenue with the price: <p none, ≥p +1, ≥2p +2; withhold or 0 → −1', () => {
    expect(dividendSteps(50, 60, true)).toBe(0);
    expect(dividendSteps(60, 60, true)).toBe(1);
    expect(dividendSteps(119, 60, true)).toBe(1);
    expect(dividendSteps(120, 60, true)).toBe(2);
    expect(dividendSteps(200, 60, false)).toBe(-1);
    expect(dividendSteps(0, 60, true)).toBe(-1);
  });

  it('an arriving marker goes to the bottom of its stack; a 0 move reorders; moves stop at 500; reaching 0 is reported', () => {
    const G = position({ companies: [{ id: 'AG', price: 80 }, { id: 'EA', price: 80 }, { id: 'ER', price: 70 }] });
    expect(operatingOrder(G)).toEqual(['AG', 'EA', 'ER']);
    moveMarker(G, 'AG', 0);
    expect(operatingOrder(G)).toEqual(['EA', 'AG', 'ER']);
    moveMarker(G, 'ER', 1);
    expect(operatingOrder(G)).toEqual(['EA', 'AG', 'ER']);
    moveMarker(G, 'EA', 40);
    expect(priceOf(G, 'EA')).toBe(500);
    expect(moveMarker(G, 'ER', -100)).toBe(true);
    expect(priceOf(G, 'ER')).toBe(0);
  });
});

describe('auction and launch (§3.5)', () => {
  it('the opening bid is at least 120, a multiple of 5 and within cash; the opener needs 120', () => {
    const G = position({ players: [300, 110, 300] });
    expect(startAuctionReason(G, 0, 115)).toMatch(/at least 120/);
    expect(startAuctionReason(G, 0, 122)).toMatch(/multiples of 5/);
    expect(startAuctionReason(G, 0, 305)).toMatch(/only 300/);
    expect(startAuctionReason(G, 1, 120)).toMatch(/needs 120/);
    expect(startAuctionReason(G, 0, 120)).toBeNull();
  });

  it('bidding goes clockwise from the opener\'s left, round and round; a bidder who cannot raise is passed automatically; the winner pays and the next charter shows', () => {
    const G = position({ players: [300, 124, 300, 300] });
    const before = moneyTotal(G);
    expect(applyStartAuction(G, 0, 120)).toBeNull();
    expect(G.sr!.auction!.passed).toEqual([1]); // 124 < 125: passed automatically
    expect(G.sr!.auction!.turn).toBe(2);
    expect(bidReason(G, 3, 125)).toMatch(/not your turn/);
    expect(bidReason(G, 2, 120)).toMatch(/more than 120/);
    expect(applyBid(G, 2, 150)).toBeNull();
    expect(G.sr!.auction!.turn).toBe(3);
    expect(applyPassAuction(G, 3)).toBeNull();
    expect(G.sr!.auction!.turn).toBe(0); // the opener may raise again
    expect(applyPassAuction(G, 0)).toBe(2);
    expect(launchReason(G, 0, 'AG')).toMatch(/auction winner/);
    expect(launchReason(G, 2, 'EA')).toMatch(/front of a charter column/);
    const c = applyLaunch(G, 2, 'NP');
    expect(G.players[2].cash).toBe(150);
    expect(c.treasury).toBe(150);
    expect(priceOf(G, 'NP')).toBe(70);
    expect(G.holdings['2'].NP).toBe(2);
    expect(c.treasuryShares).toBe(3);
    expect(availableCharters(G)).toEqual(['AG', 'RE', 'CI']);
    expect(moneyTotal(G)).toBe(before);
  });

  it('the launch puts the home hub on the printed home and lifts its reservation', () => {
    // tile 3 (city, home:AG, plain) with cell B at (1,0)
    const G = position({ hexes: [hex(0, 0, { kind: 'city', piece: '03', cell: 'A' }), hex(1, 0, { kind: 'city', piece: '03', cell: 'B' })] });
    G.reservations['1,0#0'] = 'AG';
    applyStartAuction(G, 0, 200);
    applyPassAuction(G, 1);
    applyPassAuction(G, 2);
    const c = applyLaunch(G, 0, 'AG');
    expect(c.hubs).toEqual([{ space: 'H-1', cost: 0, state: 'placed', at: '1,0#0' }]);
    expect(G.map.hexes['1,0'].hubs[0]).toEqual(['AG']);
    expect(G.reservations).toEqual({});
    expect(priceOf(G, 'AG')).toBe(90); // 100 capped at 90 in yellow
  });

  it('S000-0014 Manufacturing pays 50 from its treasury to the bank on launch and takes the M-train; it owes no leadoff', () => {
    const G = position({ columns: [['MA']] });
    const before = moneyTotal(G);
    const bank = G.bank;
    applyStartAuction(G, 1, 160);
    applyPassAuction(G, 2);
    applyPassAuction(G, 0);
    const c = applyLaunch(G, 1, 'MA');
    expect(c.treasury).toBe(110);
    expect(G.bank).toBe(bank + 50);
    expect(c.trains).toEqual([{ card: 'M2', type: 'M2' }]);
    expect(c.leadoffDue).toBe(false);
    expect(moneyTotal(G)).toBe(before);
  });
});

describe('shares (§3.5)', () => {
  const minorAt = (over = {}) => position({
    companies: [{ id: 'AG', price: 80, president: '0', treasuryShares: 1, holders: { 0: 2, 1: 1, 2: 1 }, ...over }],
  });

  it('a company that has not operated cannot be sold; a sale is paid at the price before the drop, which is 1 space per company per turn', () => {
    expect(sellReason(minorAt({ operated: false }), '1', 'AG', 1)).toMatch(/operated once/);
    const G = minorAt();
    const before = moneyTotal(G);
    expect(sellReason(G, '1', 'AG', 1)).toBeNull();
    applySell(G, '1', 'AG', 1);
    expect(G.players[1].cash).toBe(380);
    expect(priceOf(G, 'AG')).toBe(70);
    expect(sellReason(G, '1', 'AG', 1)).toMatch(/already sold/);
    G.sr!.soldThisTurn = []; // the next player's turn
    expect(sellReason(G, '2', 'AG', 1)).toBeNull();
    expect(sellReason(G, '1', 'AG', 1)).toMatch(/hold only 0/);
    expect(moneyTotal(G)).toBe(before);
  });

  it('the pool holds at most 50% (a Minor 2 shares); the same company once per turn', () => {
    const G = minorAt({ poolShares: 1, treasuryShares: 0 });
    G.holdings['1'].AG = 1;
    expect(sellReason(G, '0', 'AG', 2)).toMatch(/at most 2/);
    applySell(G, '1', 'AG', 1);
    G.sr!.soldThisTurn = [];
    expect(sellReason(G, '2', 'AG', 1)).toMatch(/at most 2/);
    G.sr!.soldThisTurn = ['AG'];
    expect(sellReason(G, '0', 'AG', 1)).toMatch(/already sold/);
  });

  it('presidency: kept on a tie, passed on strictly more, a tie among others goes clockwise from the old president', () => {
    const G = position({ players: [300, 300, 300, 300], companies: [{ id: 'C', kind: 'major', price: 100, president: '1', holders: { 1: 2, 2: 2, 3: 2, 0: 2 } }] });
    expect(presidentAfter(G, 'C')).toBe('1');
    G.holdings['0'].C = 3;
    expect(presidentAfter(G, 'C')).toBe('0');
    G.holdings['1'].C = 1;
    G.holdings['0'].C = 2;
    expect(presidentAfter(G, 'C')).toBe('2'); // 2, 3, 0 tie at 2: first clockwise from seat 1
  });

  it('the president certificate never goes to the pool: a dump needs another holder of 2 shares, who takes the presidency', () => {
    const G = minorAt({ holders: { 0: 2, 1: 1, 2: 0 }, treasuryShares: 2 });
    expect(sellReason(G, '0', 'AG', 1)).toMatch(/no other player holds 2/);
    G.holdings['1'].AG = 2;
    G.companies.AG!.treasuryShares = 1;
    expect(sellReason(G, '0', 'AG', 1)).toBeNull();
    applySell(G, '0', 'AG', 1);
    expect(G.companies.AG!.president).toBe('1');
    expect(G.holdings['0'].AG).toBe(1);
  });

  it('buying: one share a turn, not after selling it this SR, at most 60%, treasury money to the company and pool money to the bank', () => {
    const G = minorAt({ holders: { 0: 2, 1: 1 }, treasuryShares: 1, poolShares: 1 });
    const before = moneyTotal(G);
    expect(buyReason(G, '0', 'AG', 'treasury')).toBeNull();
    applyBuy(G, '0', 'AG', 'treasury');
    expect(G.companies.AG!.treasury).toBe(80);
    expect(buyReason(G, '1', 'AG', 'pool')).toMatch(/one share a turn/);
    G.sr!.boughtThisTurn = false;
    expect(buyReason(G, '0', 'AG', 'pool')).toMatch(/at most 3/);
    const bank = G.bank;
    applyBuy(G, '1', 'AG', 'pool');
    expect(G.bank).toBe(bank + 80);
    G.sr!.boughtThisTurn = false;
    G.sr!.soldThisSR['2'] = ['AG'];
    expect(buyReason(G, '2', 'AG', 'pool')).toMatch(/earlier in this Stock Round/);
    expect(moneyTotal(G)).toBe(before);
  });

  it('SR end: a company with no share in the pool or its treasury rises 1, to the bottom of its new stack', () => {
    const G = position({
      companies: [
        { id: 'AG', price: 80, holders: { 0: 2, 1: 3 } },
        { id: 'EA', price: 90, holders: { 0: 2 }, treasuryShares: 3 },
        { id: 'ER', price: 90, holders: { 1: 5 } },
      ],
    });
    soldOutRise(G);
    expect(priceOf(G, 'AG')).toBe(90);
    expect(priceOf(G, 'EA')).toBe(90);
    expect(priceOf(G, 'ER')).toBe(100);
    expect(operatingOrder(G)).toEqual(['ER', 'EA', 'AG']);
  });
});
