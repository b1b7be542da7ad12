// §6.4: the Uncontrolled Siding holds a second train only in its siding, a region behind; nobody passes.
import { describe, expect, it } from 'vitest';
import { movement } from '../../../games/division/rules/movement';
import { pendingRulings } from '../../../games/division/rules/rulings';
import type { DivisionState } from '../../../games/division/rules/state';
import { addTrain, atOffice, craft, inYard, onCard } from './helpers';

const train = (G: DivisionState, no: number) => G.trains.find((t) => t.no === no)!;
function permitAll(G: DivisionState) {
  G.pending = pendingRulings(G);
  for (const r of G.pending) r.decision = 'permit';
}

describe('the Uncontrolled Siding', () => {
  it('S003-0020 a follower finding the line taken goes into the siding a region behind, does not run into the leader, never overtakes and pays the extra Stage', () => {
    const G = craft({ cards: ['uncontrolledSiding', 'plains'], stage: 4 });
    addTrain(G, { no: 4, pos: onCard(0, 1) });
    addTrain(G, { no: 2, pos: inYard('W') });
    permitAll(G);
    movement(G);
    expect(train(G, 2).pos).toEqual(onCard(0, 0, 'siding'));
    expect(G.pending[0].outcome).toBe('safe');
    expect(train(G, 4).pos).toEqual(onCard(1, 0)); // ran through Office 1
    const regions: string[] = ['siding 0'];
    for (let s = 5; s < 9; s++) {
      G.stage = s;
      G.pending = [];
      movement(G);
      const p = train(G, 2)?.pos;
      if (p?.at === 'card' && p.card === 0) regions.push(`${p.place} ${p.region}`);
    }
    expect(regions).toEqual(['siding 0', 'line 1']); // 2 Stages: 2 − 0
  });

  it('the siding train waits while the line is taken (nobody passes), even by a superior train', () => {
    const G = craft({ cards: ['uncontrolledSiding', 'plains'], stage: 4 });
    addTrain(G, { no: 4, pos: onCard(0, 1) });
    addTrain(G, { no: 2, pos: onCard(0, 0, 'siding') });
    addTrain(G, { no: 6, pos: atOffice(0) });
    addTrain(G, { no: 8, pos: atOffice(0) });
    G.cards[1].wreckUntil = 9;
    movement(G);
    expect(train(G, 2).pos).toEqual(onCard(0, 0, 'siding'));
    expect(train(G, 4).pos).toEqual(onCard(0, 1));
  });

  it('line free and siding taken: the follower waits; the Permit goes unused (siding taken), never a collision', () => {
    const G = craft({ cards: ['uncontrolledSiding', 'plains'], stage: 4 });
    addTrain(G, { no: 4, pos: onCard(0, 0, 'siding') });
    addTrain(G, { no: 2, pos: inYard('W') });
    addTrain(G, { no: 6, pos: atOffice(0) });
    addTrain(G, { no: 8, pos: atOffice(0) });
    G.cards[1].wreckUntil = 9;
    permitAll(G);
    movement(G);
    // No. 4 moved up from the siding onto the line; No. 2 may enter only after the siding was free at its turn.
    expect(train(G, 4).pos).toEqual(onCard(0, 1, 'line'));
    expect(G.trains.filter((t) => t.pos.at === 'card' && t.pos.card === 0).length).toBeLessThanOrEqual(2);
    expect(G.score['0'].collisions).toBe(0);
  });

  it('line and siding both taken: the Permitted follower collides with the siding train, unless ABS holds it short', () => {
    const build = (abs: boolean) => {
      const G = craft({ cards: ['uncontrolledSiding', 'plains'], stage: 4 });
      addTrain(G, { no: 4, pos: onCard(0, 1) });
      addTrain(G, { no: 52, owner: '0', pos: onCard(0, 0, 'siding') });
      addTrain(G, { no: 6, pos: atOffice(0) });
      addTrain(G, { no: 8, pos: atOffice(0) });
      G.cards[1].wreckUntil = 9;
      addTrain(G, { no: 2, pos: inYard('W') });
      permitAll(G);
      G.cards[0].abs = abs;
      return G;
    };
    const G = build(false);
    movement(G);
    expect(G.trains.map((t) => t.no).sort()).toEqual([4, 6, 8]);
    expect(G.score['0'].collisions).toBe(-3);
    const H = build(true);
    movement(H);
    expect(H.trains.map((t) => t.no).sort((a, b) => a - b)).toEqual([2, 4, 6, 8, 52]);
    expect(train(H, 2).pos).toEqual(inYard('W'));
  });
});
