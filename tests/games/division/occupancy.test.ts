// §6.3 and §6.8: how many trains a card holds, entry(T, C), and the exchange at a full Office.
import { describe, expect, it } from 'vitest';
import { entry, memoFor, movement } from '../../../games/division/rules/movement';
import { pendingRulings } from '../../../games/division/rules/rulings';
import type { DivisionState } from '../../../games/division/rules/state';
import { addTrain, atOffice, craft, craftedInvariants, inYard, onCard } from './helpers';

const train = (G: DivisionState, no: number) => G.trains.find((t) => t.no === no)!;
const permit = (G: DivisionState, no: number) => {
  G.pending = pendingRulings(G);
  const r = G.pending.find((x) => x.train === no)!;
  expect(r, `a ruling for No. ${no}`).toBeTruthy();
  r.decision = 'permit';
  return r;
};

describe('occupancy', () => {
  it('S003-0018 only Double Track lets two trains stand on one card: a Permitted passenger enters beside a held freight and leaves first', () => {
    const G = craft({ cards: ['doubleTrack', 'plains'], stage: 6 });
    addTrain(G, { no: 4, pos: onCard(0, 0) });
    addTrain(G, { no: 6, pos: atOffice(0) });
    addTrain(G, { no: 8, pos: atOffice(0) });
    G.cards[1].wreckUntil = 6; // Office 1 stays full this Stage
    addTrain(G, { no: 2, pos: inYard('W') });
    permit(G, 2);
    movement(G);
    expect(train(G, 2).pos).toEqual(onCard(0, 0));
    expect(train(G, 4).pos).toEqual(onCard(0, 0));
    expect(craftedInvariants(G)).toBeNull();
    G.stage = 7;
    G.cards[1].wreckUntil = 0;
    G.pending = [];
    movement(G);
    // No. 6 leaves the Office; the passenger, more superior, takes the berth before the freight.
    expect(train(G, 2).pos).toMatchObject({ at: 'office', office: 0 });
    expect(train(G, 4).pos).toEqual(onCard(0, 0));
  });

  it('S003-0019 every other card holds one train at a time: a Permitted follower never shares a Tunnel line (it collides instead)', () => {
    const G = craft({ cards: ['tunnel', 'plains'], stage: 6 });
    addTrain(G, { no: 4, pos: onCard(0, 0) });
    addTrain(G, { no: 2, pos: inYard('W') });
    const r = permit(G, 2);
    const memo = memoFor(G);
    expect(entry(G, memo, train(G, 2), 0).kind).toBe('waitPermit');
    movement(G);
    expect(G.trains.filter((t) => t.pos.at === 'card' && t.pos.card === 0).length).toBeLessThanOrEqual(1);
    expect(r.outcome).toBe('collision');
  });

  it('entry: wrecked cards block; opposing trains never enter a taken single-track line (no head-on collisions); Double Track takes an opposing train beside one', () => {
    const G = craft({ cards: ['tunnel', 'doubleTrack'], stage: 3 });
    const w = addTrain(G, { no: 3, pos: onCard(0, 0) });
    const e = addTrain(G, { no: 2, pos: inYard('W') });
    const memo = memoFor(G);
    expect(entry(G, memo, e, 0)).toEqual({ kind: 'blocked', why: 'opposing' });
    addTrain(G, { no: 4, pos: onCard(1, 0) });
    const west = addTrain(G, { no: 5, pos: inYard('E') });
    expect(entry(G, memoFor(G), west, 1)).toMatchObject({ kind: 'enter', place: 'line', region: 0 });
    G.cards[1].wreckUntil = 4;
    expect(entry(G, memoFor(G), west, 1)).toEqual({ kind: 'blocked', why: 'wreck' });
    void w;
  });

  it('entry: a follower without a Permit does not enter, not even in the Movement its leader leaves', () => {
    const G = craft({ cards: ['plains', 'plains'], stage: 3 });
    addTrain(G, { no: 4, pos: onCard(0, 0) });
    addTrain(G, { no: 2, pos: inYard('W') });
    movement(G);
    expect(train(G, 4).pos).toEqual(onCard(1, 0)); // ran through Office 1
    expect(train(G, 2).pos).toEqual(inYard('W'));
  });

  it('the exchange: a train waiting to enter a full Office swaps with a standing train heading onto its card', () => {
    const G = craft({ cards: ['plains', 'curves', 'plains'], stage: 3 });
    addTrain(G, { no: 3, pos: onCard(1, 1) }); // heading W for Office 1
    addTrain(G, { no: 6, pos: atOffice(0) }); // E, wants Curves
    addTrain(G, { no: 7, pos: atOffice(0) }); // W, wants card 0, which is wrecked
    G.cards[0].wreckUntil = 9;
    movement(G);
    expect(train(G, 3).pos).toMatchObject({ at: 'office', office: 0 });
    expect(train(G, 6).pos).toEqual(onCard(1, 0));
    expect(G.trains.filter((t) => t.pos.at === 'office' && t.pos.office === 0)).toHaveLength(2);
  });

  it('the exchange, Siding extension 1: a train of the other direction waits in the siding, so the standing train takes the line beside it (a meet)', () => {
    const G = craft({ cards: ['plains', 'uncontrolledSiding', 'plains'], stage: 3 });
    addTrain(G, { no: 3, pos: onCard(1, 1, 'line') });
    addTrain(G, { no: 5, pos: onCard(1, 0, 'siding') });
    addTrain(G, { no: 6, pos: atOffice(0) });
    addTrain(G, { no: 8, pos: atOffice(0) });
    movement(G);
    expect(train(G, 3).pos).toMatchObject({ at: 'office', office: 0 });
    expect(train(G, 6).pos).toEqual(onCard(1, 1, 'line'));
    expect(train(G, 5).pos).toEqual(onCard(1, 0, 'siding'));
    expect(train(G, 8).pos).toMatchObject({ at: 'office', office: 0 });
    expect(craftedInvariants(G)).toBeNull();
  });

  it('the exchange, Siding extension 2: a train of its own direction waits in the siding; with a Permit it moves up and the standing train takes the siding', () => {
    const build = () => {
      const G = craft({ cards: ['plains', 'uncontrolledSiding', 'plains'], stage: 3 });
      addTrain(G, { no: 3, pos: onCard(1, 1, 'line') });
      addTrain(G, { no: 6, pos: onCard(1, 0, 'siding') });
      addTrain(G, { no: 8, pos: atOffice(0) });
      addTrain(G, { no: 52, owner: '0', pos: atOffice(0) });
      return G;
    };
    const held = build();
    movement(held);
    expect(train(held, 3).pos).toEqual(onCard(1, 1, 'line'));
    const G = build();
    permit(G, 8);
    movement(G);
    expect(train(G, 3).pos).toMatchObject({ at: 'office', office: 0 });
    expect(train(G, 6).pos).toEqual(onCard(1, 1, 'line'));
    expect(train(G, 8).pos).toEqual(onCard(1, 0, 'siding'));
    expect(train(G, 52).pos).toMatchObject({ at: 'office', office: 0 });
  });
});
