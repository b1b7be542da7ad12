// §6.6 and §6.7: ABS Signals and the Red Flag.
import { describe, expect, it } from 'vitest';
import { homeCard } from '../../../games/division/data';
import { enumerate } from '../../../games/division/enumerate';
import { canPlay } from '../../../games/division/rules/canPlay';
import { movement } from '../../../games/division/rules/movement';
import { pendingRulings } from '../../../games/division/rules/rulings';
import type { DivisionState } from '../../../games/division/rules/state';
import { addTrain, craft, inYard, onCard } from './helpers';
import { act } from './drive';

function stuckLeader(): DivisionState {
  const G = craft({ cards: ['curves', 'plains'], stage: 6, hands: { '0': ['abs', 'redFlag'] } });
  addTrain(G, { no: 4, pos: onCard(0, 0) }); // cannot clear Curves this Stage
  addTrain(G, { no: 2, pos: inYard('W') });
  G.pending = pendingRulings(G);
  G.pending[0].decision = 'hold';
  G.turn.option = 'draw';
  return G;
}

describe('ABS Signals', () => {
  it('S003-0061 dealt from the Home Office deck as an Enhancement, not played into a district: no square target is offered', () => {
    expect(homeCard('abs').kind).toBe('enhancementMainline');
    const G = stuckLeader();
    expect(canPlay(G, '0', 'abs', { square: 1 })).toBe('ABS Signals is played onto a Mainline card.');
    const plays = enumerate(G, { currentPlayer: '0', gameover: undefined } as any, '0').filter((m) => m.move === 'playCard' && m.args![0] === 'abs');
    expect(plays.map((m) => m.args![1])).toEqual([{ card: 0 }, { card: 1 }]);
  });

  it('S003-0062 it goes onto any Mainline card without ABS and takes no square', () => {
    const G = stuckLeader();
    const squares = JSON.stringify(G.offices);
    act(G, '0', 'playCard', 'abs', { card: 1 });
    expect(G.cards[1].abs).toBe(true);
    expect(JSON.stringify(G.offices)).toBe(squares);
    G.hands['0'].push('abs');
    expect(canPlay(G, '0', 'abs', { card: 1 })).toBe('That card carries ABS Signals already.');
  });

  it('S003-0063 trains on that card will not rear-end each other: a follower behind a stuck leader is held, no wreck', () => {
    const G = stuckLeader();
    G.cards[0].abs = true;
    movement(G);
    expect(G.trains.find((t) => t.no === 2)!.pos).toEqual(inYard('W'));
    expect(G.cards[0].wreckUntil).toBe(0);
  });

  it('S003-0064 held short with no §8.1 judgement: no ruling for an ABS card; a prior Permit becomes overriddenByAbs; no collision scored', () => {
    const G = stuckLeader();
    G.pending[0].decision = 'permit';
    act(G, '0', 'playCard', 'abs', { card: 0 });
    expect(G.pending[0].outcome).toBe('overriddenByAbs');
    expect(pendingRulings(G)).toEqual([]);
    movement(G);
    expect(G.score['0'].collisions).toBe(0);
    expect(G.trains).toHaveLength(2);
  });

  it('S003-0065 only ABS and a Red Flag prevent it: the flag holds the follower short, then goes to the discard pile when its train leaves; ABS stays', () => {
    const G = stuckLeader();
    G.pending[0].decision = 'permit';
    act(G, '0', 'playCard', 'redFlag', { train: 4 });
    expect(G.cards[0].flags).toEqual([{ train: 4, owner: '0' }]);
    movement(G);
    expect(G.pending[0].outcome).toBe('heldShort');
    expect(G.trains).toHaveLength(2);
    G.stage = 7;
    G.pending = [];
    movement(G); // No. 4 advances to its last region
    movement(G); // and runs through Office 1: the flag is discarded
    expect(G.cards[0].flags).toEqual([]);
    expect(G.homeDiscard).toEqual(['redFlag']);
    const H = stuckLeader();
    act(H, '0', 'playCard', 'abs', { card: 0 });
    for (let s = 7; s < 12; s++) { H.stage = s; movement(H); }
    expect(H.cards[0].abs).toBe(true);
  });
});
