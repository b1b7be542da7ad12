// §5 and §1.2: Home Office cards are played during your Draw option; the grade cards' placement.
import { describe, expect, it } from 'vitest';
import { canPlay, neverPlayable } from '../../../games/division/rules/canPlay';
import type { DivisionState } from '../../../games/division/rules/state';
import { addTrain, craft, onCard } from './helpers';
import { act, openTurn, refused } from './drive';

function drawing(cards: any[], hand: any[], seat = '0'): DivisionState {
  const G = craft({ cards, stage: 5, hands: { [seat]: hand } });
  G.turn.option = 'draw';
  return G;
}

describe('Home Office cards', () => {
  it('S003-0046 they are played during the Draw option only: refused in the office stage and after the Extra option', () => {
    const G = craft({ cards: ['heavyGrade', 'interchange'], stage: 5, hands: { '0': ['brakeman'] } });
    expect(openTurn(G, '0')).toBe('office');
    expect(refused(G, '0', 'playCard', 'brakeman', { card: 0 })).toBe('Take the Draw option to play or discard cards.');
    act(G, '0', 'makeExtra', 'interchange', 'W');
    expect(refused(G, '0', 'playCard', 'brakeman', { card: 0 })).toBe('You took the Extra option: you play no cards this turn.');
    const H = craft({ cards: ['heavyGrade', 'interchange'], stage: 5, hands: { '0': ['brakeman'] }, deck: ['redFlag', 'redFlag'] });
    openTurn(H, '0');
    act(H, '0', 'takeDraw');
    act(H, '0', 'playCard', 'brakeman', { card: 0 });
    expect(H.cards[0].brakeman).toBe(true);
  });

  it('S003-0047 Brakeman: Heavy Grade only, refused on every other card', () => {
    const G = drawing(['heavyGrade', 'plains', 'curves', 'hilly', 'doubleTrack'], ['brakeman', 'brakeman']);
    for (let k = 1; k < 5; k++) expect(canPlay(G, '0', 'brakeman', { card: k })).toBe('Brakeman goes onto the Heavy Grade only.');
    expect(canPlay(G, '0', 'brakeman', { card: 0 })).toBeNull();
    act(G, '0', 'playCard', 'brakeman', { card: 0 });
    expect(canPlay(G, '0', 'brakeman', { card: 0 })).toBe('The Heavy Grade has its Brakeman already.');
    expect(neverPlayable(G, '0', 'brakeman')).toBe(true);
  });

  it('S003-0049 Airbrakes: Heavy Grade only, and only with a Brakeman already on it', () => {
    const G = drawing(['heavyGrade', 'tunnel'], ['airbrakes', 'brakeman']);
    expect(canPlay(G, '0', 'airbrakes', { card: 1 })).toBe('Airbrakes goes onto the Heavy Grade only.');
    expect(canPlay(G, '0', 'airbrakes', { card: 0 })).toBe('Airbrakes need a Brakeman on the Heavy Grade first.');
    expect(neverPlayable(G, '0', 'airbrakes')).toBe(false);
    act(G, '0', 'playCard', 'brakeman', { card: 0 });
    expect(canPlay(G, '0', 'airbrakes', { card: 0 })).toBeNull();
  });

  it('S003-0051 Helpers: Heavy Grade only, refused on every other card', () => {
    const G = drawing(['trestle', 'heavyGrade', 'interchange'], ['helpers']);
    expect(canPlay(G, '0', 'helpers', { card: 0 })).toBe('Helpers goes onto the Heavy Grade only.');
    expect(canPlay(G, '0', 'helpers', { card: 2 })).toBe('Helpers goes onto the Heavy Grade only.');
    expect(canPlay(G, '0', 'helpers', { card: 1 })).toBeNull();
  });

  it('S003-0008 S003-0009 a Mainline card belongs to nobody: a seat plays onto a card not next to its Office', () => {
    const G = drawing(['plains', 'tunnel', 'curves', 'heavyGrade', 'trestle'], ['helpers', 'abs', 'redFlag']);
    // Seat 0 runs Office 1, between cards 0 and 1; card 3 and card 4 are far away.
    expect(canPlay(G, '0', 'helpers', { card: 3 })).toBeNull();
    expect(canPlay(G, '0', 'abs', { card: 4 })).toBeNull();
    addTrain(G, { no: 7, pos: onCard(4, 0) });
    expect(canPlay(G, '0', 'redFlag', { train: 7 })).toBeNull();
  });

  it('Enhancements go into an empty square; a Classification Yard may cover the Small Yard; never-playable cards are discarded at the end of the turn', () => {
    const G = drawing(['plains', 'tunnel'], ['yardOffice', 'houseTrack', 'classificationYard']);
    expect(canPlay(G, '0', 'yardOffice', { square: 0 })).toMatch(/square is taken/);
    act(G, '0', 'playCard', 'yardOffice', { square: 1 });
    expect(neverPlayable(G, '0', 'houseTrack')).toBe(true);
    expect(neverPlayable(G, '0', 'classificationYard')).toBe(false);
    act(G, '0', 'endLocalOps');
    expect(G.hands['0']).toEqual(['classificationYard']);
    expect(G.homeDiscard).toEqual(['houseTrack']);
  });
});
