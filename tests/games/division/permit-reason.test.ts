// §4.5 and §16.4: an unused Permit is recorded with the reason it went unused. A follower that
// arrives at an Office with a Clear board and a free berth tries to run through; when an opposing
// train has taken the card first, that is the reason, not "it stopped at the Office".
import { describe, expect, it } from 'vitest';
import { movement } from '../../../games/division/rules/movement';
import { pendingRulings } from '../../../games/division/rules/rulings';
import type { DivisionState } from '../../../games/division/rules/state';
import { addTrain, atOffice, craft, onCard } from './helpers';

const train = (G: DivisionState, no: number) => G.trains.find((t) => t.no === no)!;

/**
 * Stage 5, westbound superior. Freight No. 4 (eastbound) ends Movement at Office 1, Permitted to
 * follow passenger No. 2 onto the middle Plains. No. 2 runs on through Office 2, and westbound
 * freight No. 3, standing at Office 2 and superior to No. 4, takes the Plains before No. 4 can.
 */
function opposingTakesTheCard(board: 'clear' | 'stop'): DivisionState {
  const G = craft({ cards: ['plains', 'plains', 'plains'], stage: 5, oddSuperior: 'W' });
  addTrain(G, { no: 2, pos: onCard(1, 0) });
  addTrain(G, { no: 4, pos: onCard(0, 0) });
  addTrain(G, { no: 3, pos: atOffice(1, 4) });
  G.offices[0].board.E = board;
  G.pending = pendingRulings(G);
  const r = G.pending.find((x) => x.train === 4)!;
  r.decision = 'permit';
  return G;
}

describe('the reason a Permit went unused', () => {
  it('an opposing train took the card first: a follower with a Clear board and a free berth tried to run through', () => {
    const G = opposingTakesTheCard('clear');
    movement(G);
    expect(train(G, 3).pos).toEqual(onCard(1, 0));
    expect(train(G, 4).pos).toEqual(atOffice(0, 5));
    const r = G.pending.find((x) => x.train === 4)!;
    expect(r).toMatchObject({ outcome: 'unused', reason: 'opposingFirst' });
    expect(G.log.map((l) => l.text).join('\n')).toContain('Permit for No. 4 unused: No. 3 took Plains first');
  });

  it('it stopped at the Office: with a Stop board the follower never tried, whoever took the card', () => {
    const G = opposingTakesTheCard('stop');
    movement(G);
    expect(train(G, 4).pos).toEqual(atOffice(0, 5));
    expect(G.pending.find((x) => x.train === 4)).toMatchObject({ outcome: 'unused', reason: 'stoppedAtOffice' });
  });
});
