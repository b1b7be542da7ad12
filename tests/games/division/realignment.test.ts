// §6.5: Realignment converts four types only, an unoccupied card, once, never past the printed copies.
import { describe, expect, it } from 'vitest';
import { homeCard, MAINLINE } from '../../../games/division/data';
import { canPlay } from '../../../games/division/rules/canPlay';
import { REALIGNS_TO } from '../../../games/division/rules/realignment';
import { buildHomeDeck, freshCard } from '../../../games/division/rules/setup';
import { cardMarks } from '../../../games/division/rules/appearance';
import { addTrain, craft, onCard } from './helpers';
import { act } from './drive';

function drawing(cards: any[]) {
  const G = craft({ cards, stage: 5, hands: { '0': ['realignment'] } });
  G.turn.option = 'draw';
  return G;
}

describe('Realignment', () => {
  it('S003-0053 only onto an unoccupied Mainline card: a train or a wreck refuses it', () => {
    const G = drawing(['plains', 'curves']);
    addTrain(G, { no: 4, pos: onCard(1, 0) });
    expect(canPlay(G, '0', 'realignment', { card: 1 })).toMatch(/unoccupied/);
    G.cards[0].wreckUntil = 6;
    expect(canPlay(G, '0', 'realignment', { card: 0 })).toMatch(/unoccupied/);
  });

  it('S003-0054 exactly four conversions: Plains → Double Track, Curves → Plains, Siding → Double Track, Trestle → Siding; others refused', () => {
    expect(REALIGNS_TO).toEqual({ plains: 'doubleTrack', curves: 'plains', uncontrolledSiding: 'doubleTrack', trestle: 'uncontrolledSiding' });
    for (const m of MAINLINE) {
      const G = drawing([m.type, 'tunnel']);
      const r = canPlay(G, '0', 'realignment', { card: 0 });
      if (REALIGNS_TO[m.type]) {
        expect(r, m.type).toBeNull();
        act(G, '0', 'playCard', 'realignment', { card: 0 });
        expect(G.cards[0].type).toBe(REALIGNS_TO[m.type]);
        expect(G.outOfGame).toContain('realignment');
      } else expect(r, m.type).toMatch(/does not convert/);
    }
  });

  it('S003-0057 a Realignment can have no legal target: held with every convertible card occupied, canPlay gives the reason', () => {
    const G = drawing(['curves', 'trestle']);
    addTrain(G, { no: 4, pos: onCard(0, 0) });
    addTrain(G, { no: 3, pos: onCard(1, 0) });
    expect(canPlay(G, '0', 'realignment', { card: 0 })).toMatch(/unoccupied/);
    expect(canPlay(G, '0', 'realignment', { card: 1 })).toMatch(/unoccupied/);
    act(G, '0', 'endLocalOps');
    expect(G.hands['0']).toEqual(['realignment']);
  });

  it('S003-0058 a Division of Heavy Grade, Tunnel and Double Track has nowhere to play one, and its deck has no Realignment', () => {
    const G = drawing(['heavyGrade', 'tunnel', 'doubleTrack']);
    for (let k = 0; k < 3; k++) expect(canPlay(G, '0', 'realignment', { card: k })).not.toBeNull();
    expect(buildHomeDeck(G.cards).deck).not.toContain('realignment');
    expect(buildHomeDeck(['plains', 'trestle'].map((t) => freshCard(t as any))).deck).toContain('realignment');
    expect(MAINLINE.filter((m) => m.realignsTo).length).toBe(4);
  });

  it('S003-0059 a converted card cannot be converted again (Trestle → Siding never → Double Track); an occupied card is accepted once the train leaves', () => {
    const G = drawing(['trestle', 'plains']);
    G.hands['0'].push('realignment');
    addTrain(G, { no: 4, pos: onCard(0, 0) });
    expect(canPlay(G, '0', 'realignment', { card: 0 })).toMatch(/unoccupied/);
    G.trains = [];
    act(G, '0', 'playCard', 'realignment', { card: 0 });
    expect(G.cards[0].type).toBe('uncontrolledSiding');
    expect(canPlay(G, '0', 'realignment', { card: 0 })).toMatch(/realigned already/);
  });

  it('§10.2 never more cards of a type than the deck prints: no second Double Track', () => {
    const G = drawing(['doubleTrack', 'plains']);
    expect(canPlay(G, '0', 'realignment', { card: 1 })).toMatch(/more than the deck prints/);
  });

  it('S003-0060 the card says which four it converts when seen in hand', () => {
    const text = homeCard('realignment').text;
    for (const s of ['Plains → Double Track', 'Curves → Plains', 'Uncontrolled Siding → Double Track', 'Trestle → Uncontrolled Siding']) expect(text).toContain(s);
    const G = drawing(['trestle', 'plains']);
    expect(cardMarks(G, 0).text).toContain('Realignment');
  });
});
