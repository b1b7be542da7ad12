// One enumerator: every enumerated move is accepted, moves it leaves out are refused with a reason,
// and it works on a seat's filtered view; determinize fills exactly what the view hides.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { division } from '../../../games/division';
import { checkMove } from '../../../games/division/moves';
import { playerView } from '../../../games/division/view';
import { HIDDEN } from '../../../games/division/rules/state';
import { choose, makeClient } from './helpers';

const PROBES: [string, any[]][] = [
  ['rule', [3, 'permit']], ['holdRemaining', []], ['setBoard', ['W', 'stop']], ['setBoard', ['E', 'clear']],
  ['switchCars', [3, 0, 1, 5]], ['blockTrain', [4]], ['takeDraw', []], ['makeExtra', ['office', 'W']],
  ['makeExtra', ['interchange', 'E']], ['playCard', ['abs', { card: 0 }]], ['playCard', ['redFlag', { train: 1 }]],
  ['playCard', ['houseTrack', { square: 1 }]], ['discard', ['redFlag']], ['endLocalOps', []],
];

describe('the enumerator', () => {
  it('lists exactly the legal moves along random games; the filtered view gives the same list; determinize refills hands and decks', () => {
    for (const n of [1, 2, 4]) {
      const c = makeClient(n, `enum-${n}`);
      const rng = seedrandom(`enum-${n}`);
      for (let step = 0; step < 250 && !c.getState()!.ctx.gameover; step++) {
        c.updatePlayerID(c.getState()!.ctx.currentPlayer);
        const { G, ctx } = c.getState()!;
        const seat = ctx.currentPlayer;
        const options = division.game.ai!.enumerate(G, ctx, seat) as { move: string; args: any[] }[];
        for (const o of options) expect(checkMove(G, ctx, seat, o.move, o.args), `${o.move} ${JSON.stringify(o.args)}`).toBeNull();
        const keys = new Set(options.map((o) => JSON.stringify([o.move, o.args])));
        for (const [m, a] of PROBES) if (!keys.has(JSON.stringify([m, a]))) expect(checkMove(G, ctx, seat, m, a), `${m} ${JSON.stringify(a)}`).not.toBeNull();
        const view = playerView(G, seat);
        expect(division.game.ai!.enumerate(view, ctx, seat)).toEqual(options);
        if (step % 25 === 0) {
          const world = division.determinize(view, ctx, seat, seedrandom(`w${step}`));
          expect(world.homeDeck).toHaveLength(G.homeDeckCount);
          expect(world.carDeck).toHaveLength(G.carDeckCount);
          for (const id of Object.keys(world.hands)) expect(world.hands[id].filter((h) => h === HIDDEN)).toEqual([]);
          expect(division.invariants!(world, world, ctx)).toBeNull();
          expect(world.hands[seat]).toEqual(G.hands[seat]);
        }
        const pick = choose(options, rng);
        c.updatePlayerID(seat);
        (c.moves as any)[pick.move](...(pick.args ?? []));
      }
      c.stop();
    }
  });

  it('explain gives the move\'s reason in words; other seats and spectators have no moves', () => {
    const c = makeClient(2, 'explain');
    const { G, ctx } = c.getState()!;
    const other = ctx.currentPlayer === '0' ? '1' : '0';
    expect(division.explain(G, ctx, other, 'endLocalOps', [])).toBe('It is not your turn.');
    expect(division.game.ai!.enumerate(G, ctx, other)).toEqual([]);
    expect(division.explain(G, ctx, ctx.currentPlayer, 'makeExtra', ['office', 'W'])).toBe('You have taken your option this turn.');
    expect(division.explain(G, ctx, ctx.currentPlayer, 'fly', [])).toBe('There is no move "fly".');
    c.stop();
  });
});
