// Rules §4.3: one switching Move per Stage, only with a yard, only at your own Office.
import { describe, expect, it } from 'vitest';
import { switched } from '../../../games/division/rules/switching';
import type { DivisionState } from '../../../games/division/rules/state';
import { addTrain, atOffice, car, craft } from './helpers';
import { act, openTurn, refused } from './drive';

function position(): DivisionState {
  const G = craft({ cards: ['plains', 'plains', 'tunnel'], stage: 5 });
  const t = addTrain(G, { no: 4, pos: atOffice(0) });
  t.consist = [car(G, 0, 3), car(G, 1, 1), car(G, 0, 1), car(G, 2, 2)];
  const u = addTrain(G, { no: 3, pos: atOffice(1) });
  u.consist = [car(G, 0, 2), car(G, 1, 2)];
  return G;
}

describe('switching', () => {
  it('S003-0044 one Move per Stage, only with a yard, only on a train at your Office; the Move sets out the cars it brings to the rear', () => {
    const G = position();
    openTurn(G, '0');
    expect(refused(G, '0', 'switchCars', 3, 0, 1, 1)).toBe('No. 3 is not standing at your Office: switching happens only in your Office Area.');
    expect(refused(G, '0', 'switchCars', 4, 0, 1, 0)).toBe('That Move leaves the consist as it is.');
    // Move Green 2 (index 3) to the head: Red 1 is then at the rear and is set out.
    act(G, '0', 'switchCars', 4, 3, 1, 0);
    expect(G.trains[0].consist.map((c) => [c.colour, c.value])).toEqual([[2, 2], [0, 3], [1, 1]]);
    expect(G.score['0'].setOuts).toBe(1);
    expect(refused(G, '0', 'switchCars', 4, 0, 1, 2)).toBe('You have made your one switching Move this Stage.');
    const H = position();
    H.offices[0].squares = ['yardOffice', null];
    openTurn(H, '0');
    expect(refused(H, '0', 'switchCars', 4, 3, 1, 0)).toBe('You need a Small Yard or a Classification Yard to switch cars.');
    expect(refused(H, '0', 'blockTrain', 4)).toBe('Only a Classification Yard can block a train.');
  });

  it('switchCars moves the run before index `to` of what remains', () => {
    const cars = [0, 1, 2, 3, 4, 5].map((id) => ({ id, colour: 0 as const, value: 1 as const }));
    expect(switched(cars, 1, 2, 3).map((c) => c.id)).toEqual([0, 3, 4, 1, 2, 5]);
    expect(switched(cars, 4, 2, 0).map((c) => c.id)).toEqual([4, 5, 0, 1, 2, 3]);
  });

  it('a Classification Yard blocks: own cars to the rear, then the later Offices, each group in order', () => {
    const G = position();
    G.offices[0].squares = ['classificationYard', null];
    openTurn(G, '0');
    act(G, '0', 'blockTrain', 4);
    expect(G.score['0'].setOuts).toBe(4);
    expect(G.trains[0].consist.map((c) => [c.colour, c.value])).toEqual([[2, 2], [1, 1]]);
  });
});
