// §13.6: what the board draws, through the pure selector cardMarks.
import { describe, expect, it } from 'vitest';
import { MAINLINE } from '../../../games/division/data';
import { cardHistory, cardMarks } from '../../../games/division/rules/appearance';
import { craft } from './helpers';
import { act } from './drive';

describe('appearance', () => {
  it('S003-0001 the Mainline cards are tarot-sized: 70 × 120', () => {
    const G = craft({ cards: ['plains', 'hilly'] });
    expect([cardMarks(G, 0).width, cardMarks(G, 0).height]).toEqual([70, 120]);
  });

  it('S003-0039 the tooltip is the card\'s text, in the words the game uses on screen', () => {
    const G = craft({ cards: MAINLINE.map((m) => m.type) });
    MAINLINE.forEach((m, k) => expect(cardMarks(G, k).text).toBe(m.text));
    expect(cardMarks(G, MAINLINE.findIndex((m) => m.type === 'interchange')).name).toBe('Interchange');
  });

  it('S003-0066 ABS draws a signal mast with a lit lamp; the grade cards draw BRK, AIR and HLP beside the name', () => {
    const G = craft({ cards: ['heavyGrade', 'plains'] });
    expect(cardMarks(G, 0)).toMatchObject({ signalMast: false, grade: [] });
    Object.assign(G.cards[0], { abs: true, brakeman: true, airbrakes: true, helpers: true });
    expect(cardMarks(G, 0)).toMatchObject({ signalMast: true, grade: ['BRK', 'AIR', 'HLP'] });
  });

  it('S003-0067 Realignment draws nothing: a realigned Trestle\'s marks equal a printed Siding\'s', () => {
    const G = craft({ cards: ['trestle', 'uncontrolledSiding'], hands: { '0': ['realignment'] } });
    G.turn.option = 'draw';
    G.cards[1].type = 'tunnel'; // keep the copies cap out of the way: the printed Siding is compared below
    act(G, '0', 'playCard', 'realignment', { card: 0 });
    const printed = craft({ cards: ['uncontrolledSiding', 'plains'] });
    expect(cardMarks(G, 0)).toEqual(cardMarks(printed, 0));
    expect(cardHistory(G, 0)).toBe('realigned from Trestle');
  });

  it('S003-0070 the printed "(Up)" becomes an Up arrow that follows the rolled hgUphill; no seat sets it', () => {
    for (const up of ['E', 'W'] as const) {
      const G = craft({ cards: ['heavyGrade', 'plains'], hgUphill: up });
      expect(cardMarks(G, 0).upArrow).toBe(up);
      expect(cardMarks(G, 1).upArrow).toBeUndefined();
    }
  });
});
