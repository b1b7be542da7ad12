// §4.5 and §8.1: pending rulings, Permit and Hold.
import { describe, expect, it } from 'vitest';
import { movement } from '../../../games/division/rules/movement';
import { pendingRulings, rulingFacts } from '../../../games/division/rules/rulings';
import type { DivisionState } from '../../../games/division/rules/state';
import { addTrain, craft, inYard, onCard } from './helpers';
import { act, openTurn, refused } from './drive';

const train = (G: DivisionState, no: number) => G.trains.find((t) => t.no === no)!;

function behindCurves(decision: 'permit' | 'hold' | null) {
  const G = craft({ cards: ['curves', 'plains'], stage: 6 });
  addTrain(G, { no: 4, pos: onCard(0, 1) }); // in its last region: it runs through Office 1
  addTrain(G, { no: 2, pos: inYard('W') });
  G.pending = pendingRulings(G);
  if (decision) G.pending[0].decision = decision;
  return G;
}

describe('the Superintendent\'s ruling', () => {
  it('S003-0021 whether a follower may enter an occupied card is the ruling: no Permit, no entry; Permit, entry', () => {
    const held = behindCurves('hold');
    movement(held);
    expect(train(held, 2).pos).toEqual(inYard('W'));
    const none = behindCurves(null);
    movement(none);
    expect(train(none, 2).pos).toEqual(inYard('W'));
    const permitted = behindCurves('permit');
    expect(rulingFacts(permitted, permitted.pending[0])).toEqual({ kind: 'depends', office: 0 });
    movement(permitted);
    expect(train(permitted, 2).pos).toEqual(onCard(0, 0));
    expect(permitted.pending[0].outcome).toBe('safe');
  });

  it('S003-0022 getting it wrong causes a collision, and only a Permit can: the same position with a Hold never collides', () => {
    const build = (d: 'permit' | 'hold') => {
      const G = craft({ cards: ['curves', 'plains'], stage: 6 });
      addTrain(G, { no: 4, pos: onCard(0, 0) }); // not in its last region
      addTrain(G, { no: 2, pos: inYard('W') });
      G.pending = pendingRulings(G);
      expect(rulingFacts(G, G.pending[0])).toEqual({ kind: 'certain' });
      G.pending[0].decision = d;
      return G;
    };
    const wrong = build('permit');
    movement(wrong);
    expect(wrong.score['0'].collisions).toBe(-3);
    expect(wrong.cards[0].wreckUntil).toBe(8);
    const safe = build('hold');
    movement(safe);
    expect(safe.score['0'].collisions).toBe(0);
    expect(safe.trains).toHaveLength(2);
  });

  it('pendingRulings: one item per card and direction, for the most superior candidate; none on an ABS or wrecked card', () => {
    const G = craft({ cards: ['curves', 'plains'], stage: 6 });
    addTrain(G, { no: 4, pos: onCard(0, 0) });
    addTrain(G, { no: 2, pos: inYard('W') });
    addTrain(G, { no: 52, owner: '0', pos: inYard('W') });
    expect(pendingRulings(G).map((r) => r.train)).toEqual([2]);
    G.cards[0].abs = true;
    expect(pendingRulings(G)).toEqual([]);
    G.cards[0].abs = false;
    G.cards[0].wreckUntil = 6;
    expect(pendingRulings(G)).toEqual([]);
  });

  it('the ruling opens the Superintendent\'s turn: Office moves wait for it; rule and holdRemaining', () => {
    const G = behindCurves(null);
    expect(openTurn(G, '0')).toBe('ruling');
    expect(refused(G, '0', 'setBoard', 'W', 'stop')).toBe('Rule on the pending following movements first.');
    expect(refused(G, '0', 'rule', 9, 'permit')).toBe('There is no pending ruling for No. 9.');
    act(G, '0', 'holdRemaining');
    expect(G.pending[0].decision).toBe('hold');
    expect(G.turn.option).toBe('draw'); // no Extra is legal without a Yard Office or Interchange
  });

  it('rulings are made one at a time in the listed order, so the enumerator\'s one Permit/Hold pair is every legal ruling', () => {
    const G = behindCurves(null);
    G.pending = [G.pending[0], { ...G.pending[0], train: 6 }];
    expect(refused(G, '0', 'rule', 6, 'permit')).toBe('Rule on No. 2 first: rulings are made in the order listed.');
    act(G, '0', 'rule', 2, 'hold');
    expect(refused(G, '0', 'rule', 6, 'permit')).toBeNull();
  });
});
