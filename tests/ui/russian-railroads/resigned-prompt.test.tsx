// @vitest-environment jsdom
// Issue 18: after a resignation the Russian Railroads prompt names the outcome the app passes in
// (props.ended), not "… is choosing an action" for a match that no longer goes on.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { russianRailroads } from '../../../games/russian-railroads';
import type { RRState } from '../../../games/russian-railroads/rules/state';
import Board from '../../../ui/boards/russian-railroads';

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const roots: { root: ReturnType<typeof createRoot>; container: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, container } of roots.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

async function prompt(ended: string | undefined): Promise<string> {
  const game = russianRailroads.game;
  const client = Client<RRState>({ game: { ...game, seed: 'resigned', setup: (c: any) => game.setup!(c, { board: 'base', coal: false }) } as any, numPlayers: 2, playerID: '1' });
  client.start();
  const { G, ctx } = client.getState()!;
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  roots.push({ root, container });
  const props: any = {
    G, ctx, playerID: '1', legalMoves: [], play: () => {}, refusal: null, ended,
    playerNames: { 0: 'Bot 1', 1: 'Tess' }, moves: {}, events: {}, log: [], isActive: false, isMultiplayer: true, matchID: 'test',
  };
  await act(async () => root.render(<Board {...props} />));
  return container.querySelector('.rr-prompt')!.textContent!;
}

it('names the resignation outcome instead of whose turn it was', async () => {
  expect(await prompt(undefined)).toMatch(/is choosing/);
  expect(await prompt('Tess resigned: Bot 1 wins.')).toBe('Tess resigned: Bot 1 wins.');
});
