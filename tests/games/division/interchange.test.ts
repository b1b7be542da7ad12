// §7: the Interchange sorts nothing; its sortsCars flag gates only making up an Extra there.
import { describe, expect, it } from 'vitest';
import { mainline, MAINLINE } from '../../../games/division/data';
import { enumerate } from '../../../games/division/enumerate';
import { extraReason, legalExtras } from '../../../games/division/rules/extras';
import { movement } from '../../../games/division/rules/movement';
import type { DivisionState } from '../../../games/division/rules/state';
import { addTrain, craft, onCard, car } from './helpers';
import { act, openTurn } from './drive';

const ctx = (seat: string) => ({ currentPlayer: seat, gameover: undefined }) as any;

describe('the Interchange', () => {
  it('S003-0040 its text says the printed car sorting is not used', () => {
    expect(mainline('interchange').text).toContain('The car sorting printed on the card is not used.');
  });

  it('S003-0041 no move ever reorders a consist on a Mainline card: a train on the Interchange is offered no switching', () => {
    const G = craft({ cards: ['interchange', 'plains'], stage: 5 });
    const t = addTrain(G, { no: 4, pos: onCard(0, 0) });
    t.consist = [car(G, 0, 1), car(G, 1, 2), car(G, 0, 3)];
    G.offices[0].squares = ['classificationYard', null];
    openTurn(G, '0');
    const moves = enumerate(G, ctx('0'), '0');
    expect(moves.filter((m) => m.move === 'switchCars' || m.move === 'blockTrain')).toEqual([]);
  });

  it('S003-0042 only a sortsCars card offers makeExtra(\'interchange\')', () => {
    expect(MAINLINE.filter((m) => m.sortsCars).map((m) => m.type)).toEqual(['interchange']);
    const G = craft({ cards: ['tunnel', 'plains'], stage: 5 });
    expect(extraReason(G, '0', 'interchange', 'E')).toBe('There is no Interchange on this Division.');
    const H = craft({ cards: ['interchange', 'plains'], stage: 5 });
    expect(legalExtras(H, '0')).toEqual([{ yard: 'interchange', dir: 'W' }, { yard: 'interchange', dir: 'E' }]);
  });

  it('S003-0043 an Extra made up there starts in the back region and leaves after 2 Movements', () => {
    const G = craft({ cards: ['interchange', 'plains'], stage: 5 });
    openTurn(G, '0');
    act(G, '0', 'makeExtra', 'interchange', 'E');
    const x = G.trains.find((t) => t.no === 52)!;
    expect(x.pos).toEqual(onCard(0, 0));
    movement(G);
    expect(x.pos).toEqual(onCard(0, 1));
    movement(G);
    expect(G.trains.find((t) => t.no === 52)!.pos).toEqual(onCard(1, 0));
  });

  it('S003-0008 S003-0009 the card is shared Division: any seat, not only a neighbour of it, makes an Interchange Extra', () => {
    const G = craft({ cards: ['plains', 'tunnel', 'interchange'], stage: 5 });
    expect(extraReason(G, '0', 'interchange', 'W')).toBeNull();
    expect(extraReason(G, '1', 'interchange', 'W')).toBeNull();
    addTrain(G, { no: 51, owner: '0', pos: onCard(0, 0) });
    expect(extraReason(G, '0', 'interchange', 'W')).toBe('You have an Extra on the Division already: one at a time.');
    G.stage = 1;
    expect(extraReason(G, '1', 'interchange', 'W')).toBe('No Extra is made up in Stage 1.');
    void ({} as DivisionState);
  });
});
