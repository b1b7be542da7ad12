// §12 of the design: Stages 5 and 6 of a two-player game, every number checked, and both variants.
import { describe, expect, it } from 'vitest';
import { CARS, type Colour } from '../../../../games/division/data';
import { movement } from '../../../../games/division/rules/movement';
import { pendingRulings, rulingFacts, policyRuling } from '../../../../games/division/rules/rulings';
import type { DivisionState } from '../../../../games/division/rules/state';
import { addTrain, atOffice, car, craft, onCard } from '../helpers';
import { act, finishStage, openTurn } from '../drive';

const RED = 0 as Colour, BLUE = 1 as Colour, GREEN = 2 as Colour, YELLOW = 3 as Colour;

/** The position at the start of Stage 5 (§12.1). */
function stage5(): DivisionState {
  const G = craft({
    cards: ['interchange', 'hilly', 'uncontrolledSiding'], stage: 5, oddSuperior: 'W', superintendent: '0',
    hands: { '0': ['redFlag'], '1': ['abs', 'classificationYard'] },
    deck: ['redFlag', 'classificationYard', 'redFlag', 'yardOffice', 'classificationYard', 'houseTrack', 'yardOffice', 'houseTrack', 'houseTrack'],
  });
  G.outOfGame = ['brakeman', 'brakeman', 'airbrakes', 'helpers', 'helpers', 'realignment'];
  for (const o of G.offices) o.squares = ['smallYard', 'yardOffice'];
  for (const s of ['0', '1']) { G.score[s].onTime = 4; G.score[s].total = 4; }
  const no3 = addTrain(G, { no: 3, pos: onCard(2, 1) });
  no3.consist = [car(G, YELLOW, 2), car(G, RED, 3), car(G, GREEN, 1), car(G, RED, 1), car(G, YELLOW, 1), car(G, BLUE, 2)];
  const no4 = addTrain(G, { no: 4, pos: onCard(0, 1) });
  no4.consist = [car(G, BLUE, 3), car(G, RED, 2), car(G, YELLOW, 3), car(G, GREEN, 2), car(G, RED, 1), car(G, BLUE, 1)];
  const used = new Set(G.trains.flatMap((t) => t.consist.map((c) => c.id)));
  G.carDeck = CARS.filter((c) => !used.has(c.id)).map((c) => ({ ...c }));
  G.carDeckCount = G.carDeck.length;
  G.homeDeckCount = G.homeDeck.length;
  return G;
}

const train = (G: DivisionState, no: number) => G.trains.find((t) => t.no === no);

/** Stage 5 as played in §12.2, up to the start of Stage 6. */
function playStage5(): DivisionState {
  const G = stage5();
  expect(G.pending).toEqual([]);
  expect(openTurn(G, '0')).toBe('office');
  act(G, '0', 'setBoard', 'E', 'stop');
  act(G, '0', 'takeDraw');
  expect(G.hands['0']).toEqual(['redFlag', 'redFlag', 'classificationYard']);
  act(G, '0', 'playCard', 'classificationYard', { square: 0 });
  act(G, '0', 'endLocalOps');
  expect(G.hands['0']).toEqual(['redFlag', 'redFlag']);
  expect(openTurn(G, '1')).toBe('office');
  act(G, '1', 'setBoard', 'W', 'stop');
  act(G, '1', 'makeExtra', 'office', 'W');
  act(G, '1', 'endLocalOps');
  finishStage(G);
  return G;
}

describe('§12 walkthrough: Stages 5 and 6, two players', () => {
  it('Stage 5: No. 3 stops at B, No. 4 at A, Extra No. 51 enters Hilly at region 1; the badge passes to Bob', () => {
    const G = playStage5();
    expect(train(G, 3)!.pos).toMatchObject({ at: 'office', office: 1 });
    expect(train(G, 4)!.pos).toMatchObject({ at: 'office', office: 0 });
    expect(train(G, 51)!.pos).toEqual(onCard(1, 1));
    expect(G.superintendent).toBe('1');
    expect(G.stage).toBe(6);
    expect(G.score['0'].total).toBe(4);
    expect(G.score['1'].total).toBe(4);
    expect(G.timetable.map((r) => [r.no, r.due])).toEqual([[1, 8], [2, 8], [3, 14], [4, 14], [5, 14], [6, 14], [7, 20], [8, 20]]);
    expect(G.lastStage).toBe(27);
  });

  it('S003-0021 Stage 6: one ruling (No. 3 following No. 51 onto Hilly), facts "depends on A"; Bob permits; set-outs, ABS, the automatic discards; No. 4 takes Hilly first and the Permit goes unused', () => {
    const G = playStage5();
    expect(G.pending.map((r) => [r.train, r.card, r.leader, r.decision])).toEqual([[3, 1, 51, null]]);
    expect(rulingFacts(G, G.pending[0])).toEqual({ kind: 'depends', office: 0 });
    expect(policyRuling(G, G.pending[0])).toBe('permit');
    expect(openTurn(G, '1')).toBe('ruling');
    act(G, '1', 'rule', 3, 'permit');
    // The ruling opened Bob's Office turn: Blue 2 set out, and the automatic Draw (his Extra runs).
    expect(G.score['1'].setOuts).toBe(2);
    expect(G.turn.option).toBe('draw');
    expect(G.hands['1']).toEqual(['abs', 'classificationYard', 'redFlag', 'yardOffice']);
    act(G, '1', 'playCard', 'abs', { card: 2 });
    act(G, '1', 'playCard', 'classificationYard', { square: 0 });
    act(G, '1', 'endLocalOps');
    expect(G.hands['1']).toEqual(['redFlag']);
    expect(G.homeDiscard).toEqual(['yardOffice']);
    expect(openTurn(G, '0')).toBe('office');
    act(G, '0', 'blockTrain', 4);
    expect(train(G, 4)!.consist.map((c) => [c.colour, c.value])).toEqual([[YELLOW, 3], [GREEN, 2], [BLUE, 3], [BLUE, 1]]);
    expect(G.score['0'].setOuts).toBe(3);
    act(G, '0', 'setBoard', 'E', 'clear');
    act(G, '0', 'takeDraw');
    act(G, '0', 'endLocalOps');
    expect(G.hands['0']).toEqual(['redFlag', 'redFlag']);
    expect(G.homeDiscard).toEqual(['yardOffice', 'classificationYard', 'houseTrack']);
    finishStage(G);
    expect(train(G, 51)!.pos).toEqual(onCard(0, 1));
    expect(train(G, 4)!.pos).toEqual(onCard(1, 0));
    expect(train(G, 3)!.pos).toMatchObject({ at: 'office', office: 1 });
    expect(G.pending[0]).toBeUndefined();
    expect(G.log.map((l) => l.text)).toContain('Permit for No. 3 unused: No. 4 took Hilly first (eastbound superior on even Stages).');
    expect(G.score['0'].total).toBe(7);
    expect(G.score['1'].total).toBe(6);
    expect(G.superintendent).toBe('0');
    // Next Stage No. 51 leaves at the West DP: Bob +2.
    finishStage(G);
    expect(train(G, 51)).toBeUndefined();
    expect(G.score['1'].extras).toBe(2);
  });

  it('exchange variant: with Extra No. 52 at A, No. 51 swaps with No. 4; A never holds three trains; No. 52 stays', () => {
    const G = playStage5();
    openTurn(G, '1');
    act(G, '1', 'rule', 3, 'permit');
    act(G, '1', 'playCard', 'abs', { card: 2 });
    act(G, '1', 'playCard', 'classificationYard', { square: 0 });
    act(G, '1', 'endLocalOps');
    openTurn(G, '0');
    act(G, '0', 'blockTrain', 4);
    act(G, '0', 'setBoard', 'E', 'clear');
    act(G, '0', 'makeExtra', 'office', 'E');
    act(G, '0', 'endLocalOps');
    finishStage(G);
    expect(train(G, 51)!.pos).toMatchObject({ at: 'office', office: 0 });
    expect(train(G, 4)!.pos).toEqual(onCard(1, 0));
    expect(train(G, 52)!.pos).toMatchObject({ at: 'office', office: 0 });
    expect(G.trains.filter((t) => t.pos.at === 'office' && t.pos.office === 0)).toHaveLength(2);
    expect(G.log.map((l) => l.text)).toContain('No. 4 enters Hilly by exchange with No. 51, which takes the berth at Office 1.');
  });

  function collisionPosition(flagged: boolean): DivisionState {
    const G = craft({ cards: ['interchange', 'hilly', 'uncontrolledSiding'], stage: 6, oddSuperior: 'W', superintendent: '1' });
    G.cards[0].wreckUntil = 7;
    addTrain(G, { no: 51, owner: '1', pos: onCard(1, 1) });
    const no3 = addTrain(G, { no: 3, pos: atOffice(1, 5) });
    no3.consist = [car(G, YELLOW, 2), car(G, RED, 3)];
    addTrain(G, { no: 5, pos: atOffice(0, 5) });
    addTrain(G, { no: 7, pos: atOffice(0, 5) });
    G.pending = pendingRulings(G);
    expect(G.pending.map((r) => [r.train, r.card, r.leader])).toEqual([[3, 1, 51]]);
    expect(rulingFacts(G, G.pending[0])).toEqual({ kind: 'depends', office: 0 });
    expect(policyRuling(G, G.pending[0])).toBe('hold');
    G.pending[0].decision = 'permit';
    if (flagged) G.cards[1].flags.push({ train: 51, owner: '0' });
    return G;
  }

  it('S003-0022 collision variant: No. 3, committed by the Permit, runs into No. 51; both wrecked, Hilly wrecked until Stage 8, Bob −3', () => {
    const G = collisionPosition(false);
    movement(G);
    expect(train(G, 3)).toBeUndefined();
    expect(train(G, 51)).toBeUndefined();
    expect(G.cards[1].wreckUntil).toBe(8);
    expect(G.score['1'].collisions).toBe(-3);
    expect(G.score['1'].total).toBe(-3);
    expect(G.pending[0].outcome).toBe('collision');
    expect(G.carsGone).toHaveLength(2);
  });

  it('S003-0065 collision variant with a Red Flag on No. 51: No. 3 is held short and stays at B; no charge', () => {
    const G = collisionPosition(true);
    movement(G);
    expect(train(G, 3)!.pos).toMatchObject({ at: 'office', office: 1 });
    expect(train(G, 51)!.pos).toEqual(onCard(1, 1));
    expect(G.pending[0].outcome).toBe('heldShort');
    expect(G.score['1'].total).toBe(0);
  });
});

describe('solitaire rating (§9.6)', () => {
  it('0–15 Extra Board, 16–21 Operator, 22–25 Trainmaster, 26+ Superintendent; a negative score is Extra Board', async () => {
    const { soloRating } = await import('../../../../games/division/rules/endStage');
    expect([-5, 0, 15, 16, 21, 22, 25, 26, 40].map(soloRating)).toEqual([
      'Extra Board', 'Extra Board', 'Extra Board', 'Operator', 'Operator', 'Trainmaster', 'Trainmaster', 'Superintendent', 'Superintendent',
    ]);
  });
});
