// Trains, phases, rust, limits, export and the Manufacturing train (design §3.10, §7.2 "Trains and
// phases"; S000-0012, S000-0015, S000-0016).
import { describe, expect, it } from 'vitest';
import { position, moneyTotal } from './helpers/position';
import {
  trainLimit, buyFromStackReason, applyBuyFromStack, buyFromPoolReason, applyBuyFromPool, exportTrain,
  discardTrainReason, applyDiscardTrain, applyDiscardMTrain, slotsUsed, ownsTrain,
} from '../../../games/lost-atlas/rules/trains';
import { trainStack } from '../../../games/lost-atlas/rules/setup';
import type { TrainHeld } from '../../../games/lost-atlas/rules/state';

const T = (card: string, type: TrainHeld['type']): TrainHeld => ({ card, type });

describe('phases and rust (§3.10)', () => {
  it('the first 3 starts green; the first 4 rusts the 2s (from companies and the pool) and sets the Major limit to 3', () => {
    const G = position({
      stack: ['T3-1', 'T4-1'],
      companies: [
        { id: 'AG', price: 80, treasury: 1000, trains: [T('T2-1', '2')] },
        { id: 'EA', price: 70, treasury: 1000, trains: [T('T2-2', '2'), T('T2-5', '2')] },
      ],
    });
    G.trains.pool.push(T('T2-4', '2'));
    expect(buyFromStackReason(G, 'EA')).toMatch(/train limit/);
    applyBuyFromStack(G, 'AG');
    expect(G.phase).toBe('green');
    // a Major exists from green on (formed by a merger)
    G.companies.C = { ...G.companies.AG!, id: 'C', kind: 'major', trains: [T('T2-3', '2'), T('T3-9', '3')], treasury: 1000 };
    G.market[G.companies.AG!.priceIdx].push('C');
    expect(trainLimit(G, G.companies.C!)).toBe(4);
    applyBuyFromStack(G, 'C');
    expect(G.trainPhase).toBe(4);
    expect(G.companies.AG!.trains.map((t) => t.card)).toEqual(['T3-1']);
    expect(G.companies.EA!.trains).toEqual([]);
    expect(G.companies.C!.trains.map((t) => t.card)).toEqual(['T3-9', 'T4-1']);
    expect(G.trains.pool).toEqual([]);
    expect(G.trains.gone).toEqual(expect.arrayContaining(['T2-1', 'T2-2', 'T2-3', 'T2-4', 'T2-5']));
    expect(trainLimit(G, G.companies.C!)).toBe(3);
  });

  it('no Major exists in yellow: its limit is asserted, not guessed', () => {
    const G = position({ companies: [{ id: 'C', kind: 'major', price: 100 }] });
    expect(() => trainLimit(G, G.companies.C!)).toThrow(/no Major train limit/);
  });

  it('the first 5 starts purple and cuts the limits to 1/2; over-limit companies give up trains in stock order, by their president\'s choice', () => {
    const G = position({
      trainPhase: 4, phase: 'green', stack: ['T5-1'],
      companies: [
        { id: 'AG', price: 80, treasury: 500, trains: [T('T3-1', '3'), T('T4-1', '4')] },
        { id: 'EA', price: 90, treasury: 0, trains: [T('T3-2', '3'), T('T4-2', '4')] },
      ],
    });
    applyBuyFromStack(G, 'AG');
    expect(G.phase).toBe('purple');
    expect(G.pendingDiscards).toEqual(['EA', 'AG']);
    expect(discardTrainReason(G, 'AG', 'T3-1')).toMatch(/no train to give up now/);
    applyDiscardTrain(G, 'EA', 'T3-2');
    expect(G.pendingDiscards).toEqual(['AG']);
    applyDiscardTrain(G, 'AG', 'T3-1');
    applyDiscardTrain(G, 'AG', 'T4-1');
    expect(G.pendingDiscards).toEqual([]);
    expect(G.trains.pool.map((t) => t.card)).toEqual(['T3-2', 'T3-1', 'T4-1']);
  });

  it('the first 6 rusts the 3s; the first 7/∞ starts grey and rusts the 4s; Resourceful\'s rusted trains wait', () => {
    const G = position({
      trainPhase: 5, phase: 'purple', stack: ['T6-1', 'T7-1'],
      companies: [
        { id: 'RE', price: 80, treasury: 0, abilities: ['resourceful'], trains: [T('T3-1', '3')] },
        { id: 'C', kind: 'major', price: 100, treasury: 2000, trains: [T('T4-1', '4')] },
      ],
    });
    applyBuyFromStack(G, 'C');
    expect(G.companies.RE!.trains).toEqual([]);
    expect(G.companies.RE!.waiting).toEqual([T('T3-1', '3')]);
    expect(buyFromStackReason(G, 'C')).toMatch(/7 or the ∞ side/);
    applyBuyFromStack(G, 'C', { side: '7' });
    expect(G.phase).toBe('grey');
    expect(G.companies.C!.trains.map((t) => t.type)).toEqual(['6', '7']);
  });

  it('∞ costs 1000, or 800 with a trade-in of the company\'s own 4, 5 or 6, which leaves the game', () => {
    const G = position({
      trainPhase: 6, phase: 'purple', stack: ['T7-1', 'T7-2'],
      companies: [{ id: 'C', kind: 'major', price: 100, treasury: 900, trains: [T('T6-1', '6'), T('T5-1', '5')] }],
    });
    const before = moneyTotal(G);
    expect(buyFromStackReason(G, 'C', { side: 'inf' })).toMatch(/train limit|costs 1000/);
    expect(buyFromStackReason(G, 'C', { side: '7', tradeIn: 'T6-1' })).toMatch(/Only the ∞ side/);
    expect(buyFromStackReason(G, 'C', { side: 'inf', tradeIn: 'T6-1' })).toBeNull();
    expect(applyBuyFromStack(G, 'C', { side: 'inf', tradeIn: 'T6-1' })).toBe(800);
    expect(G.trains.gone).toContain('T6-1');
    expect(G.trains.pool).toEqual([]);
    expect(G.companies.C!.trains.map((t) => t.type)).toEqual(['5', 'inf']);
    expect(moneyTotal(G)).toBe(before);
  });

  it('pool trains sell at face value; the train limit binds there too', () => {
    const G = position({ trainPhase: 3, phase: 'green', companies: [{ id: 'AG', price: 80, treasury: 250, trains: [T('T3-1', '3')] }] });
    G.trains.pool.push(T('T3-2', '3'), T('T4-9', '4'));
    expect(buyFromPoolReason(G, 'AG', 'T4-9')).toMatch(/costs 300/);
    applyBuyFromPool(G, 'AG', 'T3-2');
    expect(G.companies.AG!.treasury).toBe(50);
    expect(buyFromPoolReason(G, 'AG', 'T4-9')).toMatch(/train limit/);
  });
});

describe('export (§3.10)', () => {
  it('exporting a 2 removes every remaining 2; a first-of-type export acts like a purchase; an empty stack exports nothing', () => {
    const G = position({ stack: trainStack('long', 3) });
    expect(exportTrain(G)).toBe('T2-1');
    expect(G.trains.stack[0]).toBe('T3-1');
    expect(G.trains.gone.length).toBe(7);
    exportTrain(G);
    expect(G.phase).toBe('green');
    const E = position({ stack: [] });
    expect(exportTrain(E)).toBeNull();
  });
});

describe('the Manufacturing train (§3.12.3)', () => {
  it('S000-0015 the M-train survives the first 4, takes a slot and counts as owning a train', () => {
    const G = position({ trainPhase: 3, phase: 'green', stack: ['T4-1'], companies: [
      { id: 'MA', price: 70, treasury: 0, abilities: ['manufacturing'], trains: [T('M2', 'M2'), T('T3-1', '3')] },
      { id: 'C', kind: 'major', price: 100, treasury: 300, trains: [] },
    ] });
    expect(buyFromPoolReason(G, 'MA', 'x')).toMatch(/not in the pool/);
    applyBuyFromStack(G, 'C');
    expect(G.companies.MA!.trains.map((t) => t.card)).toEqual(['M2', 'T3-1']);
    expect(slotsUsed(G.companies.MA!)).toBe(2);
    expect(ownsTrain(G.companies.MA!)).toBe(true);
  });

  it('S000-0012 every train card takes a slot whatever the Coupling config: slots count cards', () => {
    const G = position({ trainPhase: 3, phase: 'green', companies: [{ id: 'CO', price: 70, treasury: 500, abilities: ['coupling'], trains: [T('T2-1', '2'), T('T3-1', '3')] }] });
    G.trains.stack = ['T3-2'];
    expect(slotsUsed(G.companies.CO!)).toBe(2);
    expect(buyFromStackReason(G, 'CO')).toMatch(/train limit/);
  });

  it('S000-0016 discarding the M-train removes it from the game (never to the pool); a forced give-up does the same (C18)', () => {
    const G = position({ companies: [{ id: 'MA', price: 70, abilities: ['manufacturing'], trains: [T('M2', 'M2'), T('T2-1', '2')] }] });
    applyDiscardMTrain(G, 'MA');
    expect(G.companies.MA!.trains.map((t) => t.card)).toEqual(['T2-1']);
    expect(G.trains.gone).toEqual(['M2']);
    expect(G.trains.pool).toEqual([]);
    const H = position({ trainPhase: 5, phase: 'purple', companies: [{ id: 'MA', price: 70, abilities: ['manufacturing'], trains: [T('M2', 'M2'), T('T5-1', '5')] }] });
    H.pendingDiscards = ['MA'];
    applyDiscardTrain(H, 'MA', 'M2');
    expect(H.trains.gone).toEqual(['M2']);
    expect(H.pendingDiscards).toEqual([]);
  });
});
