// Rule gaps of design §7.2 ("OR steps", "Trains and phases", "Flow") on crafted positions through
// the boardgame.io Client: an over-limit discard by another president interrupts the buy step and
// hands it back; OR2 fixes its own order from the prices then; an OR2 ending in yellow has no
// Merger Round, even when the export then starts green, and the next Stock Round follows in the
// same action.
import { describe, expect, it } from 'vitest';
import { position, moneyTotal } from './helpers/position';
import { hex } from './helpers/map';
import { act, craftedClient, fullState, legal } from './helpers/client';
import { emptyDraft } from '../../../games/lost-atlas/route/draft';
import { point } from '../../../games/lost-atlas/rules/flow';
import type { CoId, LAState, TrainHeld } from '../../../games/lost-atlas/rules/state';

function inOR(G: LAState, queue: CoId[], idx: number, step: NonNullable<LAState['or']>['step'], round: 'OR1' | 'OR2' = 'OR1'): LAState {
  G.round = round;
  G.sr = undefined;
  G.or = { queue, idx, step, lays: { yellow: 0, upgrade: false }, issued: 0, draft: emptyDraft(), revenue: null };
  return G;
}
const T = (card: string, type: TrainHeld['type']): TrainHeld => ({ card, type });

describe('the Operating Round around its companies (§3.7, §3.10, §3.4)', () => {
  it('§3.10: the first 5 starts purple; another company over the new limit gives up a train at once, by its president, and the buy step returns to the buyer', () => {
    const G0 = inOR(position({
      phase: 'green', trainPhase: 4, stack: ['T5-1', 'T5-2'],
      companies: [
        { id: 'C', kind: 'major', price: 100, president: '0', holders: { 0: 2 }, treasury: 1000 },
        { id: 'EA', price: 60, president: '1', holders: { 1: 2 }, trains: [T('T3-1', '3'), T('T4-1', '4')] },
      ],
    }), ['C', 'EA'], 0, 'buy');
    const total = moneyTotal(G0);
    const c = craftedClient(G0);
    expect(act(c, 'buyTrain', { source: 'stack' })).toBe(true);
    let G = fullState(c);
    expect(G.phase).toBe('purple');
    expect(G.pendingDiscards).toEqual(['EA']);
    expect(point(G)).toBe('discard');
    expect(c.getState()!.ctx.currentPlayer).toBe('1');
    expect(legal(c)).toEqual([{ move: 'discardTrain', args: ['EA', 'T3-1'] }, { move: 'discardTrain', args: ['EA', 'T4-1'] }]);
    expect(act(c, 'discardTrain', 'EA', 'T3-1')).toBe(true);
    G = fullState(c);
    expect(G.companies.EA!.trains.map((t) => t.card)).toEqual(['T4-1']);
    expect(G.trains.pool.map((t) => t.card)).toEqual(['T3-1']);
    // Back to C's buy step: a second 5 (limit 2 for a Major in purple), the pool's 3 or skip.
    expect(point(G)).toBe('buy');
    expect(c.getState()!.ctx.currentPlayer).toBe('0');
    expect(legal(c).filter((m) => m.move === 'buyTrain')).toEqual([{ move: 'buyTrain', args: [{ source: 'stack' }] }, { move: 'buyTrain', args: [{ source: 'pool', card: 'T3-1' }] }]);
    expect(moneyTotal(G)).toBe(total);
  });

  it('§3.7: OR2 fixes its own order from the prices when it starts, not OR1\'s', () => {
    // OR1 started with AG above EA; EA has since risen above AG.
    const G0 = inOR(position({
      phase: 'green', trainPhase: 3, stack: ['T3-9'],
      companies: [
        { id: 'AG', price: 60, president: '0', holders: { 0: 2 }, trains: [T('T2-1', '2')] },
        { id: 'EA', price: 80, president: '1', holders: { 1: 2 }, treasury: 100, trains: [T('T2-2', '2')] },
      ],
    }), ['AG', 'EA'], 1, 'buy');
    const c = craftedClient(G0);
    expect(act(c, 'skip')).toBe(true);
    const G = fullState(c);
    expect(G.round).toBe('OR2');
    expect(c.getState()!.ctx.phase).toBe('or2');
    expect(G.or!.queue).toEqual(['EA', 'AG']);
    // EA had nothing to decide before buying (no map, no share to issue): it stops at its buy step.
    expect(G.or!.queue[G.or!.idx]).toBe('EA');
    expect(point(G)).toBe('buy');
  });

  it('§3.4, §3.10: an OR2 that ends in yellow has no Merger Round, even when the export then starts green; the next Stock Round follows in the same action', () => {
    // AG's home (0,0) and EA's (0,4) are joined by track: in green the Merger Round would stop at AG's proposal.
    const atOR2End = (phase: 'yellow' | 'green', trainPhase: number) => inOR(position({
      phase, trainPhase, stack: ['T3-1', 'T3-2'],
      hexes: [
        hex(0, 0, { tile: '57', hubs: { 0: ['AG'] } }), hex(0, 1, { tile: '9' }), hex(0, 2, { tile: '57' }),
        hex(0, 3, { tile: '9' }), hex(0, 4, { tile: '57', hubs: { 0: ['EA'] } }),
      ],
      companies: [
        { id: 'AG', price: 70, president: '0', holders: { 0: 2 }, trains: [T('T2-1', '2')] },
        { id: 'EA', price: 60, president: '1', holders: { 1: 2 }, trains: [T('T2-2', '2')] },
      ],
    }), ['AG', 'EA'], 1, 'buy', 'OR2');
    const green = craftedClient(atOR2End('green', 3));
    expect(act(green, 'skip')).toBe(true);
    expect(fullState(green).round).toBe('MR');
    expect(green.getState()!.ctx.phase).toBe('merger');
    expect(legal(green)).toContainEqual({ move: 'propose', args: ['EA'] });

    const c = craftedClient(atOR2End('yellow', 2));
    expect(act(c, 'skip')).toBe(true);
    const G = fullState(c);
    expect(G.trains.gone).toEqual(['T3-1']);
    expect(G.phase).toBe('green');
    expect(G.cycle).toBe(2);
    expect(G.round).toBe('SR');
    expect(c.getState()!.ctx.phase).toBe('stock');
    expect(G.log!.map((e) => e.text)).toContain('Cycle 1 ends: train T3-1 is exported.');
  });
});
