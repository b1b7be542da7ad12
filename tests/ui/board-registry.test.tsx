// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { boardFor, hasOwnBoard, loadRules, thumbnailFor } from '../../ui/boards';
import { cleanup, render, waitFor } from './helpers';
import type { RailhouseBoardProps } from '../../ui/kit/board-types';
import type { MoveChoice } from '../../games/kit/types';

afterEach(cleanup);

describe('board registry', () => {
  it('falls back to the generic board, no rules and no picture for a game without its folder', async () => {
    expect(hasOwnBoard('reference')).toBe(false);
    expect(thumbnailFor('reference')).toBeNull();
    expect(await loadRules('reference')).toBeNull();
    const Board = boardFor('reference');
    expect(boardFor('reference')).toBe(Board);
    const props = {
      G: { counter: 0 },
      ctx: { turn: 1, currentPlayer: '0', activePlayers: null, phase: null, numPlayers: 2 },
      playerID: '0',
      legalMoves: [{ move: 'add', args: [2] }, { move: 'takeCard', args: [{ id: 'x' }] }],
      play: () => {},
      // The game's words come from the app (the game's moveSentence), never from the move's id.
      sayMove: (choice: MoveChoice) => (choice.move === 'add' ? `Add ${choice.args![0]} to the counter` : 'Take card x'),
      refusal: null,
      playerNames: { '0': 'Ada', '1': 'Boris' },
    } as unknown as RailhouseBoardProps;
    const { container } = await render(
      <Suspense fallback="loading">
        <Board {...props} />
      </Suspense>,
    );
    const buttons = await waitFor(() => {
      const found = container.querySelectorAll('.rh-move-list button');
      return found.length ? Array.from(found).map((b) => b.textContent) : null;
    });
    expect(buttons).toEqual(['Add 2 to the counter', 'Take card x']);
    expect(container.textContent).toContain('to act: Ada');
  });
});

describe('board declarations', () => {
  it('knows which boards draw their own final scores', async () => {
    const { boardShowsOwnFinalScores } = await import('../../ui/boards');
    expect(await boardShowsOwnFinalScores('russian-railroads')).toBe(true);
    expect(await boardShowsOwnFinalScores('train-and-railway')).toBe(true);
    expect(await boardShowsOwnFinalScores('reference')).toBe(false);
  });
});
