import { describe, expect, it } from 'vitest';
import type { Ctx, LogEntry } from 'boardgame.io';
import { referenceGame } from '../../tools/reference-game';
import type { GameModule } from '../../games/kit/types';
import { actingSeats, canUndo, legalMovesFor, tabTitle } from '../../ui/app/play';

const ctx = (over: Partial<Ctx> = {}): Ctx => ({ numPlayers: 2, playOrder: ['0', '1'], playOrderPos: 0, activePlayers: null, currentPlayer: '0', turn: 3, phase: 'main', numMoves: 0, ...over }) as Ctx;
const entry = (type: string, move: string, playerID: string, turn = 3, phase = 'main'): LogEntry =>
  ({ action: { type, payload: { type: move, args: [], playerID } }, _stateID: 1, turn, phase }) as unknown as LogEntry;

// A game whose `build` is undoable and `draw` (which reveals a card) is not.
const undoGame: GameModule = {
  ...referenceGame,
  game: {
    ...referenceGame.game,
    moves: { build: { move: () => {}, undoable: true }, draw: { move: () => {}, undoable: false }, plain: () => {} },
  },
};

describe('match screen helpers', () => {
  it('knows who must act', () => {
    expect(actingSeats(ctx())).toEqual(['0']);
    // Seat ids are integer-like keys, so they come back in seat order.
    expect(actingSeats(ctx({ activePlayers: { '1': 'bid', '0': 'bid' } }))).toEqual(['0', '1']);
    expect(actingSeats(ctx({ gameover: { winners: ['0'] } }))).toEqual([]);
  });

  it('lists legal moves only for a seat that must act', () => {
    const G = { counter: 0, points: { '0': 0, '1': 0 }, secrets: {}, log: [] };
    expect(legalMovesFor(referenceGame, G, ctx(), '0')).toHaveLength(3);
    expect(legalMovesFor(referenceGame, G, ctx(), '1')).toEqual([]);
    expect(legalMovesFor(referenceGame, G, ctx(), null)).toEqual([]);
  });

  it('offers undo for my own undoable move in this turn only', () => {
    expect(canUndo(undoGame, {}, ctx(), [entry('MAKE_MOVE', 'build', '0')], '0')).toBe(true);
    expect(canUndo(undoGame, {}, ctx(), [entry('MAKE_MOVE', 'plain', '0')], '0')).toBe(true);
    expect(canUndo(undoGame, {}, ctx(), [entry('MAKE_MOVE', 'draw', '0')], '0')).toBe(false);
    expect(canUndo(undoGame, {}, ctx(), [entry('MAKE_MOVE', 'build', '1')], '0')).toBe(false);
    expect(canUndo(undoGame, {}, ctx(), [entry('MAKE_MOVE', 'build', '0', 2)], '0')).toBe(false);
    expect(canUndo(undoGame, {}, ctx(), [], '0')).toBe(false);
    // Two moves, one undone: the first can still be undone; both undone: nothing left.
    const two = [entry('MAKE_MOVE', 'build', '0'), entry('MAKE_MOVE', 'build', '0'), entry('UNDO', 'build', '0')];
    expect(canUndo(undoGame, {}, ctx(), two, '0')).toBe(true);
    expect(canUndo(undoGame, {}, ctx(), [...two, entry('UNDO', 'build', '0')], '0')).toBe(false);
    expect(canUndo(undoGame, {}, ctx(), [entry('MAKE_MOVE', 'build', '0')], null)).toBe(false);
  });

  it('says in the tab title when it is my turn', () => {
    expect(tabTitle('Reference', ctx(), '0', 'Ada')).toBe('▶ Ada, your turn · Reference · Railhouse');
    expect(tabTitle('Reference', ctx(), '1', 'Boris')).toBe('Reference · Railhouse');
    expect(tabTitle('Reference', ctx(), null)).toBe('Reference · Railhouse');
    expect(tabTitle('Reference', ctx({ gameover: { winners: ['0'] } }), '0')).toBe('Game over · Reference · Railhouse');
  });
});
