// The flow of the rounds on crafted positions, through the moves and `settle` (design §3.4, §3.7,
// §3.11, §3.19, §7.2): a forced purchase paid partly by the president, bankruptcy ending the game,
// the Operating Round order and automatic steps, and the end after the last cycle's export.
import { describe, expect, it } from 'vitest';
import { position, moneyTotal } from './helpers/position';
import { seededRandom } from './helpers/direct';
import { applyMove, checkMove } from '../../../games/lost-atlas/moves';
import { enumerate } from '../../../games/lost-atlas/enumerate';
import { actor, point, settle } from '../../../games/lost-atlas/rules/flow';
import { emptyDraft } from '../../../games/lost-atlas/route/draft';
import type { CoId, LAState } from '../../../games/lost-atlas/rules/state';

const fc = { turn: 1, random: seededRandom('flow') };

/** The position in company `co`'s turn of OR1 at `step`. */
function inOR(G: LAState, queue: CoId[], step: NonNullable<LAState['or']>['step']): LAState {
  G.round = 'OR1';
  G.roundSeq = 1;
  G.sr = undefined;
  G.or = { queue, idx: 0, step, lays: { yellow: 0, upgrade: false }, issued: 0, draft: emptyDraft(), revenue: null, ...(step === 'forced' ? { forced: { soldFrom: [] } } : {}) };
  return G;
}
function move(G: LAState, name: string, ...args: unknown[]): void {
  const seat = String(actor(G));
  expect(checkMove(G, seat, name, args)).toBeNull();
  applyMove({ ...fc, G, seat }, name, args);
}

describe('the flow of the rounds', () => {
  it('§3.11: a trainless company at the end of its buy step must buy; the treasury pays what it holds and the president the rest', () => {
    const G = inOR(position({ trainPhase: 3, phase: 'green', stack: ['T4-1'], players: [250, 300, 300], companies: [{ id: 'AG', price: 70, treasury: 50, president: '0', holders: { 0: 2 } }, { id: 'EA', price: 60, president: '1', holders: { 1: 2 }, treasury: 400, trains: [{ card: 'T3-2', type: '3' }] }] }), ['AG', 'EA'], 'buy');
    G.trains.pool.push({ card: 'T3-9', type: '3' });
    const total = moneyTotal(G);
    // No train on offer the treasury can pay: only offers for EA's 3 (§3.7 step 7) and skipping.
    expect(enumerate(G, {}, '0').filter((m) => m.move !== 'offerTrain')).toEqual([{ move: 'skip', args: [] }]);
    expect(enumerate(G, {}, '0').filter((m) => m.move === 'offerTrain').map((m) => (m.args![0] as { price: number }).price)).toEqual([1, 10, 20, 30, 40, 50]);
    move(G, 'skip');
    expect(point(G)).toBe('forced');
    expect(enumerate(G, {}, '0')).toEqual([{ move: 'buyTrain', args: [{ source: 'pool', card: 'T3-9' }] }]);
    expect(checkMove(G, '0', 'buyTrain', [{ source: 'stack' }])).toBe('Buy the cheapest train on offer.');
    move(G, 'buyTrain', { source: 'pool', card: 'T3-9' });
    expect(G.players[0].cash).toBe(100);
    expect(G.companies.AG!.treasury).toBe(0);
    expect(G.companies.AG!.trains.map((t) => t.card)).toEqual(['T3-9']);
    expect(moneyTotal(G)).toBe(total);
    expect(G.or!.queue[G.or!.idx]).toBe('EA'); // AG's turn is over; EA, with no track to run, stops at its buy step
    expect(point(G)).toBe('buy');
    expect(G.companies.AG!.operated).toBe(true);
  });

  it('§3.11: bankruptcy is refused while a sale is left, and ends the game at once when none is', () => {
    const G = inOR(position({ trainPhase: 3, phase: 'green', stack: ['T4-1'], players: [0, 300, 300], companies: [{ id: 'AG', price: 70, treasury: 0, president: '0', holders: { 0: 2 } }, { id: 'EA', price: 60, president: '1', holders: { 0: 1, 1: 2 } }] }), ['AG', 'EA'], 'forced');
    expect(enumerate(G, {}, '0')).toEqual([{ move: 'emergencySell', args: ['EA'] }]);
    expect(checkMove(G, '0', 'declareBankruptcy', [])).toBe('Sell shares first: bankruptcy needs every legal sale made.');
    move(G, 'emergencySell', 'EA');
    expect(G.players[0].cash).toBe(60);
    expect(enumerate(G, {}, '0')).toEqual([{ move: 'declareBankruptcy', args: [] }]);
    move(G, 'declareBankruptcy');
    expect(G.end).toEqual({ reason: 'bankruptcy' });
    expect(G.round).toBe('END');
    expect(G.companies.EA!.priceIdx).toBe(5); // sold from: dropped once, from 60 to 50, when it completed
  });

  it('§3.7: a company with nothing to decide runs through its steps: revenue 0 withholds (a drop), and a trainless company stops at the forced purchase', () => {
    const G = inOR(position({ companies: [{ id: 'AG', price: 70, president: '0', holders: { 0: 2 } }, { id: 'EA', price: 60, president: '1', holders: { 1: 2 }, treasury: 500 }] }), ['AG', 'EA'], 'leadoff');
    G.trains.stack = ['T2-1', 'T2-2'];
    settle(G, fc);
    // AG: no leadoff due, no share to issue, no track it reaches, no train to run: withheld 0, 70 → 60.
    expect(G.companies.AG!.priceIdx).toBe(6);
    expect(G.or!.queue[G.or!.idx]).toBe('AG');
    expect(point(G)).toBe('forced');
    expect(enumerate(G, {}, '0')).toEqual([{ move: 'buyTrain', args: [{ source: 'stack' }] }]);
    move(G, 'buyTrain', { source: 'stack' });
    expect(G.players[0].cash).toBe(200);
    expect(G.or!.queue[G.or!.idx]).toBe('EA');
    expect(actor(G)).toBe(1);
    // EA has nothing to choose before buying (no leadoff due, no share to issue, nothing to run):
    // it withholds 0 (60 → 50) and stops at its buy step, where the treasury can pay T2-2.
    expect(point(G)).toBe('buy');
    expect(G.companies.EA!.priceIdx).toBe(5);
  });

  it('§3.19, §3.10: the last cycle ends with the export and the game ends; over-limit discards after it are skipped', () => {
    const G = inOR(position({ trainPhase: 3, phase: 'green', stack: ['T4-1', 'T4-2'], companies: [{ id: 'AG', price: 70, president: '0', holders: { 0: 2 }, trains: [{ card: 'T2-1', type: '2' }, { card: 'T3-1', type: '3' }] }] }), [], 'leadoff');
    G.cycle = G.cfg.cycles;
    G.round = 'OR2';
    G.phase = 'yellow'; // no Merger Round
    settle(G, fc);
    expect(G.trains.gone).toContain('T4-1'); // exported: the first 4 rusts the 2s
    expect(G.companies.AG!.trains.map((t) => t.card)).toEqual(['T3-1']);
    expect(G.end).toEqual({ reason: 'cycles' });
    expect(G.history!.map((h) => h.label)).toEqual([`Cycle ${G.cfg.cycles}`]);
    expect(G.pendingDiscards).toEqual([]);
  });
});
