// Trains between companies (design §3.7 step 7, §3.11; RULES.md "Trains between companies"), on
// crafted positions through the boardgame.io Client: the operating company offers a price for
// another company's train; the same president's sale happens at once, another president approves
// or declines; the enumerator lists exactly the legal offers (1, each multiple of 10, the whole
// treasury), never the Manufacturing train or a waiting train; a declined price cannot be repeated.
import { describe, expect, it } from 'vitest';
import { position, moneyTotal } from './helpers/position';
import { act, craftedClient, fullState, legal, why } from './helpers/client';
import { emptyDraft } from '../../../games/lost-atlas/route/draft';
import { point } from '../../../games/lost-atlas/rules/flow';
import type { CoId, LAState } from '../../../games/lost-atlas/rules/state';

function inOR(G: LAState, queue: CoId[], step: NonNullable<LAState['or']>['step']): LAState {
  G.round = 'OR1';
  G.sr = undefined;
  G.or = { queue, idx: 0, step, lays: { yellow: 0, upgrade: false }, issued: 0, draft: emptyDraft(), revenue: null, ...(step === 'forced' ? { forced: { soldFrom: [] } } : {}) };
  return G;
}

/** AG (seat 0, treasury 95, no train) buys; EA (seat 1) holds a 2 and a 3; MA (seat 0) holds M2 and a 2, and RE (seat 1) a waiting 3. */
function market(step: 'buy' | 'forced', treasury = 95, stack = ['T3-5']): LAState {
  const G = position({
    trainPhase: 3, phase: 'green', stack,
    companies: [
      { id: 'AG', price: 70, treasury, president: '0', holders: { 0: 2 } },
      { id: 'EA', price: 60, treasury: 10, president: '1', holders: { 1: 2 }, trains: [{ card: 'T2-1', type: '2' }, { card: 'T3-1', type: '3' }] },
      { id: 'MA', price: 50, treasury: 0, president: '0', holders: { 0: 2 }, abilities: ['manufacturing'], trains: [{ card: 'M2', type: 'M2' }, { card: 'T2-2', type: '2' }] },
      { id: 'RE', price: 50, treasury: 0, president: '1', holders: { 1: 2 }, abilities: ['resourceful'], trains: [{ card: 'T2-3', type: '2' }], waiting: [{ card: 'T3-2', type: '3' }] },
    ],
  });
  return inOR(G, ['AG', 'EA', 'MA', 'RE'], step);
}

const offers = (c: ReturnType<typeof craftedClient>) => legal(c).filter((m) => m.move === 'offerTrain').map((m) => m.args[0] as { from: string; card: string; price: number });

describe('trains between companies (§3.7 step 7)', () => {
  it('S000-0015: the enumerator offers 1, each multiple of 10 and the whole treasury for every train of another company, never the M-train or a waiting train', () => {
    const c = craftedClient(market('buy'));
    expect(c.getState()!.ctx.phase).toBe('or1');
    expect(c.getState()!.ctx.currentPlayer).toBe('0');
    const prices = [1, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95];
    const expected = [['EA', 'T2-1'], ['EA', 'T3-1'], ['MA', 'T2-2'], ['RE', 'T2-3']].flatMap(([from, card]) => prices.map((price) => ({ from, card, price })));
    expect(offers(c)).toEqual(expected);
    expect(legal(c).filter((m) => m.move !== 'offerTrain')).toEqual([{ move: 'skip', args: [] }]); // the stack's 3 costs 200
    for (const o of expected) expect(why(c, 'offerTrain', o)).toBeNull();
    expect(why(c, 'offerTrain', { from: 'MA', card: 'M2', price: 10 })).toBe('The Manufacturing train cannot be bought, sold or traded in.');
    expect(why(c, 'offerTrain', { from: 'RE', card: 'T3-2', price: 10 })).toBe('RE does not hold T3-2.');
    expect(why(c, 'offerTrain', { from: 'EA', card: 'T2-1', price: 15 })).toBe('Offer 1, a multiple of 10, or the whole treasury.');
    expect(why(c, 'offerTrain', { from: 'EA', card: 'T2-1', price: 0 })).toBe('The price is at least 1.');
    expect(why(c, 'offerTrain', { from: 'EA', card: 'T2-1', price: 100 })).toBe('The treasury of AG holds 95.');
    expect(why(c, 'offerTrain', { from: 'AG', card: 'T2-1', price: 10 })).toBe('Trains are sold between two companies in play.');
    expect(why(c, 'offerTrain', { from: 'EA', card: 'T2-1', price: '10' })).toBe('The price is at least 1.');
    expect(act(c, 'offerTrain', { from: 'EA', card: 'T2-1', price: 15 })).toBe(false);
  });

  it('a train between two companies of the same president changes hands at once, at the named price', () => {
    const G0 = market('buy');
    const total = moneyTotal(G0);
    const c = craftedClient(G0);
    expect(act(c, 'offerTrain', { from: 'MA', card: 'T2-2', price: 95 })).toBe(true);
    const G = fullState(c);
    expect(G.companies.AG!.trains.map((t) => t.card)).toEqual(['T2-2']);
    expect(G.companies.MA!.trains.map((t) => t.card)).toEqual(['M2']);
    expect(G.companies.AG!.treasury).toBe(0);
    expect(G.companies.MA!.treasury).toBe(95);
    expect(moneyTotal(G)).toBe(total);
    // AG's treasury is empty and it owns a train: its turn is over, EA's begins.
    expect(G.or!.queue[G.or!.idx]).not.toBe('AG');
    expect(G.log!.some((e) => e.text === 'AG buys T2-2 from MA for 95.')).toBe(true);
  });

  it('another president approves or declines; a declined price cannot be offered again, a higher one can', () => {
    const G0 = market('buy');
    const total = moneyTotal(G0);
    const c = craftedClient(G0);
    expect(act(c, 'offerTrain', { from: 'EA', card: 'T3-1', price: 50 })).toBe(true);
    expect(point(fullState(c))).toBe('approve');
    expect(c.getState()!.ctx.currentPlayer).toBe('1');
    expect(legal(c)).toEqual([{ move: 'approveOffer', args: [] }, { move: 'declineOffer', args: [] }]);
    expect(act(c, 'declineOffer')).toBe(true);
    expect(point(fullState(c))).toBe('buy');
    expect(c.getState()!.ctx.currentPlayer).toBe('0');
    expect(fullState(c).companies.EA!.trains.map((t) => t.card)).toEqual(['T2-1', 'T3-1']);
    expect(why(c, 'offerTrain', { from: 'EA', card: 'T3-1', price: 50 })).toBe("EA's president declined 50 for T3-1: offer more.");
    expect(why(c, 'offerTrain', { from: 'EA', card: 'T3-1', price: 40 })).toBe("EA's president declined 50 for T3-1: offer more.");
    expect(offers(c).filter((o) => o.card === 'T3-1').map((o) => o.price)).toEqual([60, 70, 80, 90, 95]);
    expect(offers(c).filter((o) => o.card === 'T2-1').map((o) => o.price)[0]).toBe(1); // only the declined card is bound
    expect(act(c, 'offerTrain', { from: 'EA', card: 'T3-1', price: 60 })).toBe(true);
    expect(act(c, 'approveOffer')).toBe(true);
    const G = fullState(c);
    expect(G.companies.AG!.trains.map((t) => t.card)).toEqual(['T3-1']);
    expect(G.companies.EA!.trains.map((t) => t.card)).toEqual(['T2-1']);
    expect(G.companies.AG!.treasury).toBe(35);
    expect(G.companies.EA!.treasury).toBe(70);
    expect(moneyTotal(G)).toBe(total);
    // AG may go on buying (a slot and 35 left): the buy step is still its.
    expect(point(G)).toBe('buy');
    expect(c.getState()!.ctx.currentPlayer).toBe('0');
  });

  it('a company at its train limit may not buy from another company (the M-train takes a slot, S000-0012)', () => {
    const G = market('buy');
    G.companies.AG!.trains = [{ card: 'T2-4', type: '2' }, { card: 'M2', type: 'M2' }];
    G.companies.MA!.trains = [{ card: 'T2-2', type: '2' }];
    const c = craftedClient(G);
    expect(legal(c)).toEqual([{ move: 'discardMTrain', args: [] }, { move: 'skip', args: [] }]);
    expect(why(c, 'offerTrain', { from: 'EA', card: 'T2-1', price: 10 })).toBe('AG is at its train limit.');
    expect(act(c, 'discardMTrain')).toBe(true); // a slot is free again: the offers come back
    expect(offers(c).length).toBe(4 * 11);
  });

  it('§3.11: in a forced purchase the treasury can pay for, a train from another company ends the purchase and the turn', () => {
    const G0 = market('forced', 120, ['T2-6']);
    const c = craftedClient(G0);
    expect(point(fullState(c))).toBe('forced');
    expect(legal(c).filter((m) => m.move === 'buyTrain')).toEqual([{ move: 'buyTrain', args: [{ source: 'stack' }] }]);
    expect(offers(c).length).toBe(4 * 13); // 1, 10, 20 … 120 (the whole treasury) per train
    expect(why(c, 'skip')).toBe('That move is not possible now (the game waits for: forced).');
    expect(act(c, 'offerTrain', { from: 'EA', card: 'T2-1', price: 1 })).toBe(true);
    expect(act(c, 'approveOffer')).toBe(true);
    const G = fullState(c);
    expect(G.companies.AG!.trains.map((t) => t.card)).toEqual(['T2-1']);
    expect(G.companies.AG!.treasury).toBe(119);
    expect(G.or!.queue[G.or!.idx]).not.toBe('AG');
    expect(G.trains.stack).toEqual(['T2-6']);
  });

  it('§3.11: when the treasury cannot pay for a train on offer, the president must top up the cheapest: no offer to another company', () => {
    const c = craftedClient(market('forced', 95, ['T2-6']));
    expect(point(fullState(c))).toBe('forced');
    expect(offers(c)).toEqual([]);
    expect(why(c, 'offerTrain', { from: 'EA', card: 'T2-1', price: 10 })).toBe('The treasury cannot pay for a train: buy the cheapest train on offer.');
    expect(legal(c)).toEqual([{ move: 'buyTrain', args: [{ source: 'stack' }] }]);
  });
});
