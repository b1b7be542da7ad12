// @vitest-environment jsdom
// The app's end panel: the score table and chart, or only the chart (table folded away) when the
// board declares showsOwnFinalScores.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Client } from 'boardgame.io/client';
import { referenceGame } from '../../tools/reference-game';
import { MatchScreen } from '../../ui/app/MatchScreen';
import { cleanup, render, waitFor } from './helpers';

const own = vi.hoisted(() => ({ value: false }));
vi.mock('../../ui/boards', async (original) => ({
  ...(await original<typeof import('../../ui/boards')>()),
  useBoardShowsOwnFinalScores: () => own.value,
}));

afterEach(cleanup);

function finishedClient() {
  const client = Client({ game: { ...referenceGame.game, seed: 'final' }, numPlayers: 2, debug: false });
  client.start();
  while (!client.getState()!.ctx.gameover) {
    client.updatePlayerID(client.getState()!.ctx.currentPlayer);
    (client.moves as any).add(3);
  }
  return client;
}

async function endPanel(showsOwn: boolean) {
  own.value = showsOwn;
  const client = finishedClient();
  const { container } = await render(
    <MemoryRouter>
      <MatchScreen
        game={referenceGame}
        client={client as any}
        state={client.getState()!}
        viewer="0"
        seats={[{ id: '0', name: 'Ada' }, { id: '1', name: 'Boris' }]}
        playerNames={{ '0': 'Ada', '1': 'Boris' }}
        controls={{}}
      />
    </MemoryRouter>,
  );
  return waitFor(() => container.querySelector<HTMLElement>('section[aria-label="Final scores"]'));
}

describe('final scores panel', () => {
  it('shows the breakdown table and the chart for a board without its own end screen', async () => {
    const panel = await endPanel(false);
    expect(panel.querySelector('h2')?.textContent).toBe('Final scores');
    expect(panel.querySelector('details')).toBeNull();
    expect(panel.querySelector('table caption')?.textContent).toBe('Final scores by category');
    // The reference game keeps no history, so the chart says so.
    expect(panel.textContent).toContain('No score history to chart.');
  });

  it('shows only the chart, the table folded away, when the board shows its own final scores', async () => {
    const panel = await endPanel(true);
    expect(panel.querySelector('h2')?.textContent).toBe('Score over the rounds');
    const folded = panel.querySelector<HTMLDetailsElement>('details.rh-final-table')!;
    expect(folded.open).toBe(false);
    expect(folded.querySelector('table caption')?.textContent).toBe('Final scores by category');
    expect([...panel.querySelectorAll('table')].every((t) => folded.contains(t))).toBe(true);
    // The reference game keeps no history, so the chart says so.
    expect(panel.textContent).toContain('No score history to chart.');
  });
});
