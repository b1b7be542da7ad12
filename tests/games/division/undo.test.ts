// Undo (issue 50 §1; RULES.md "Undo"): within the mover's own turn, a move that revealed nothing
// hidden is taken back; a draw, a card played or discarded from a hand, a reshuffle cannot be;
// nothing of another seat's turn or of an ended turn can be.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { division } from '../../../games/division';
import { hiddenSnapshot } from '../../../games/division/rules/secret';
import type { DivisionState } from '../../../games/division/rules/state';
import type { MoveChoice } from '../../../games/kit/types';
import { choose, makeClient } from './helpers';

type C = ReturnType<typeof makeClient>;
const options = (c: C) => {
  const { G, ctx } = c.getState()!;
  return division.game.ai!.enumerate(G, ctx, ctx.currentPlayer) as MoveChoice[];
};

/** Plays seeded moves (as whoever is to act) until `wanted` is among the current seat's options. */
function until(c: C, seed: string, wanted: (m: MoveChoice, G: DivisionState) => boolean): MoveChoice {
  const rng = seedrandom(seed);
  for (let step = 0; step < 3000 && !c.getState()!.ctx.gameover; step++) {
    c.updatePlayerID(c.getState()!.ctx.currentPlayer);
    const opts = options(c);
    const hit = opts.find((m) => wanted(m, c.getState()!.G));
    if (hit) return hit;
    const pick = choose(opts, rng);
    (c.moves as any)[pick.move](...(pick.args ?? []));
  }
  throw new Error('the wanted move never came up');
}

describe('Division undo', () => {
  it('is switched on, and every move says whether it can be undone', () => {
    expect(division.game.disableUndo).toBeFalsy();
    const stages = division.game.phases!.stage.turn!.stages as any;
    for (const stage of Object.values(stages) as any[]) for (const m of Object.values(stage.moves) as any[]) expect(typeof m.undoable).toBe('function');
  });

  it('a board setting is taken back: the board, the log and the turn are as before, and the board can be set again', () => {
    const c = makeClient(2, 'undo-board');
    const set = until(c, 'undo-board', (m) => m.move === 'setBoard');
    const before = c.getState()!;
    c.moves.setBoard(...(set.args as [any, any]));
    const after = c.getState()!;
    expect(after._stateID).toBe(before._stateID + 1);
    expect(after.G.revealedByLastMove).toBe(false);
    const [dir, value] = set.args as ['W' | 'E', 'stop' | 'clear'];
    const office = after.G.offices.find((o) => o.owner === before.ctx.currentPlayer)!;
    expect(office.board[dir]).toBe(value);
    c.undo();
    const undone = c.getState()!;
    expect(undone.G).toEqual(before.G);
    expect(undone.ctx.activePlayers).toEqual(before.ctx.activePlayers);
    expect(undone.ctx.turn).toBe(before.ctx.turn);
    expect(options(c)).toContainEqual(set);
    c.stop();
  });

  it('a Draw cannot be taken back: the drawn cards stay in the hand', () => {
    const c = makeClient(2, 'undo-draw');
    until(c, 'undo-draw', (m) => m.move === 'takeDraw');
    const seat = c.getState()!.ctx.currentPlayer;
    const handBefore = c.getState()!.G.hands[seat].length;
    c.moves.takeDraw();
    const drawn = c.getState()!;
    expect(drawn.G.hands[seat].length).toBeGreaterThan(handBefore);
    expect(drawn.G.revealedByLastMove).toBe(true);
    c.undo();
    expect(c.getState()!.G).toEqual(drawn.G);
    expect(c.getState()!._stateID).toBe(drawn._stateID);
    c.stop();
  });

  it('a card played from the hand is not taken back (the table has seen it), nor is a discard', () => {
    for (const move of ['playCard', 'discard']) {
      const c = makeClient(2, `undo-${move}`);
      const m = until(c, `undo-${move}`, (x) => x.move === move);
      (c.moves as any)[move](...m.args!);
      const played = c.getState()!;
      expect(played.G.revealedByLastMove, move).toBe(true);
      c.undo();
      expect(c.getState()!.G, move).toEqual(played.G);
      c.stop();
    }
  });

  it('another seat cannot undo for the mover, and an ended Office turn cannot be taken back', () => {
    const c = makeClient(2, 'undo-others');
    const set = until(c, 'undo-others', (m) => m.move === 'setBoard');
    const mover = c.getState()!.ctx.currentPlayer;
    c.moves.setBoard(...(set.args as [any, any]));
    const after = c.getState()!;
    c.updatePlayerID(mover === '0' ? '1' : '0');
    c.undo();
    // getState() is the client's seat's view: compare as the mover again.
    c.updatePlayerID(mover);
    expect(c.getState()!._stateID).toBe(after._stateID);
    expect(c.getState()!.G).toEqual(after.G);
    // End the turn (a Draw first when the turn still offers the option, discarding over the limit).
    for (let guard = 0; guard < 20 && c.getState()!.ctx.currentPlayer === mover && c.getState()!.ctx.turn === after.ctx.turn; guard++) {
      const opts = options(c);
      const end = opts.find((m) => m.move === 'endLocalOps') ?? opts.find((m) => m.move === 'takeDraw') ?? opts.find((m) => m.move === 'discard')!;
      (c.moves as any)[end.move](...(end.args ?? []));
    }
    const ended = c.getState()!;
    expect(ended.ctx.turn).toBeGreaterThan(after.ctx.turn);
    c.undo();
    c.updatePlayerID(ended.ctx.currentPlayer);
    c.undo();
    c.updatePlayerID(mover);
    expect(c.getState()!._stateID).toBe(ended._stateID);
    expect(c.getState()!.G).toEqual(ended.G);
    c.stop();
  });

  it('along seeded games the flag is exactly "a hidden zone changed or a deck was reshuffled", and both kinds come up', () => {
    let quiet = 0;
    let revealing = 0;
    for (const n of [1, 2, 3]) {
      const c = makeClient(n, `undo-flag-${n}`);
      const rng = seedrandom(`undo-flag-${n}`);
      for (let step = 0; step < 300 && !c.getState()!.ctx.gameover; step++) {
        c.updatePlayerID(c.getState()!.ctx.currentPlayer);
        const before = c.getState()!;
        const pick = choose(options(c), rng);
        (c.moves as any)[pick.move](...(pick.args ?? []));
        const after = c.getState()!;
        expect(after._stateID, `${pick.move} accepted`).toBe(before._stateID + 1);
        // A move that ends the turn runs the next turn's opening too; only moves inside a turn are checked.
        if (after.ctx.turn !== before.ctx.turn) continue;
        const changed = hiddenSnapshot(after.G) !== hiddenSnapshot(before.G);
        // The only shuffle inside a turn remakes the Home Office deck from the discard pile, which changes the deck.
        expect(after.G.revealedByLastMove, `${pick.move} ${JSON.stringify(pick.args)}`).toBe(changed);
        if (changed) revealing++;
        else quiet++;
      }
      c.stop();
    }
    expect(quiet).toBeGreaterThan(20);
    expect(revealing).toBeGreaterThan(20);
  });
});
