// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { referenceGame } from '../../tools/reference-game';
import { HandOver } from '../../ui/app/HandOver';
import { LocalMatch, seatToShow } from '../../ui/app/LocalMatch';
import type { ValidMatch } from '../../ui/app/newMatch';
import { byText, cleanup, click, render, waitFor } from './helpers';

afterEach(cleanup);

describe('hand-over screen', () => {
  it('names the next player and waits for them', async () => {
    const onReady = vi.fn();
    const { container } = await render(<HandOver playerID="1" name="Boris" onReady={onReady} />);
    expect(container.querySelector('[role="dialog"] h2')?.textContent).toBe('Pass the device to Boris');
    const button = byText(container, 'button', 'I am Boris: show my board')!;
    expect(document.activeElement).toBe(button);
    expect(onReady).not.toHaveBeenCalled();
    await click(button);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('shows the person who must act, and stays with the last person while bots act', () => {
    expect(seatToShow(['1'], ['0', '1'], '0')).toBe('1');
    expect(seatToShow(['2'], ['0', '1'], '1')).toBe('1');
    expect(seatToShow(['0', '1'], ['0', '1'], '1')).toBe('1');
    expect(seatToShow(['0', '1'], ['0', '1'], '2')).toBe('0');
  });
});

const twoPeople: ValidMatch = {
  numPlayers: 2,
  setupData: {},
  seats: [
    { kind: 'human', difficulty: 'normal', name: 'Ada' },
    { kind: 'human', difficulty: 'normal', name: 'Boris' },
  ],
  bots: {},
  humanSeats: ['0', '1'],
  unlisted: true,
  playerName: '',
};

function shownState(container: HTMLElement) {
  const pre = container.querySelector('.rh-state pre');
  return pre ? JSON.parse(pre.textContent!) : null;
}

describe('pass-and-play with hidden information', () => {
  it('hides the board between seats and shows each seat only its own secret', async () => {
    expect(referenceGame.hiddenInformation).toBe(true);
    const { container } = await render(
      <MemoryRouter>
        <LocalMatch game={referenceGame} match={twoPeople} mode="local" onExit={() => {}} />
      </MemoryRouter>,
    );
    const add2 = await waitFor(() => byText(container, '.rh-move-list button', 'Add 2 to the counter'));
    expect(container.querySelector('.rh-status')?.textContent).toBe('Your turn.');
    expect(document.title).toContain('Ada, your turn');
    const adaView = shownState(container);
    expect(adaView.secrets['0']).not.toBeNull();
    expect(adaView.secrets['1']).toBeNull();

    await click(add2);
    const dialog = await waitFor(() => container.querySelector('[role="dialog"]'));
    expect(dialog.textContent).toContain('Pass the device to Boris');
    expect(container.querySelector('.rh-generic-board')).toBeNull();
    expect(container.querySelector('.rh-board-hidden')).not.toBeNull();

    await click(byText(container, 'button', 'I am Boris: show my board'));
    await waitFor(() => container.querySelector('.rh-generic-board'));
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    const borisView = shownState(container);
    expect(borisView.counter).toBe(2);
    expect(borisView.secrets['0']).toBeNull();
    expect(borisView.secrets['1']).not.toBeNull();
    expect(document.title).toContain('Boris, your turn');
    expect(container.querySelector('.rh-log li')?.textContent).toContain('adds 2 (counter 2)');
  });

  it('hides the board again when a person hands their seat to a bot and the next person takes over', async () => {
    const { container } = await render(
      <MemoryRouter>
        <LocalMatch game={referenceGame} match={twoPeople} mode="local" onExit={() => {}} />
      </MemoryRouter>,
    );
    await waitFor(() => byText(container, '.rh-move-list button', 'Add 1 to the counter'));
    await click(byText(container, 'button', 'Hand my seat to a bot'));
    // The bot plays Ada's seat; then Boris must act, and the board hides until he confirms.
    const dialog = await waitFor(() => container.querySelector('[role="dialog"]'), 6000);
    expect(dialog.textContent).toContain('Pass the device to Boris');
    expect(container.querySelector('.rh-generic-board')).toBeNull();
    expect(container.querySelector('.rh-seats')?.textContent).toContain('bot · normal');
  });

  it('shows the refusal instead of sending a move the game explains away', async () => {
    const { container } = await render(
      <MemoryRouter>
        <LocalMatch game={{ ...referenceGame, game: { ...referenceGame.game, ai: { enumerate: () => [{ move: 'add', args: [4] }] } } }} match={twoPeople} mode="local" onExit={() => {}} />
      </MemoryRouter>,
    );
    const add4 = await waitFor(() => byText(container, '.rh-move-list button', 'Add 4 to the counter'));
    await click(add4);
    expect(container.querySelector('.rh-refusal')?.textContent).toContain('Add 1, 2 or 3.');
    expect(shownState(container).counter).toBe(0);
    expect(container.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('local match kept across a reload', () => {
  it('resumes from the saved seed and state', async () => {
    localStorage.clear();
    const { loadLocalMatch } = await import('../../ui/app/localSaves');
    const first = await render(
      <MemoryRouter>
        <LocalMatch game={referenceGame} match={twoPeople} mode="bots" seed="fixed-seed" persist onExit={() => {}} />
      </MemoryRouter>,
    );
    await click(await waitFor(() => byText(first.container, '.rh-move-list button', 'Add 3 to the counter')));
    await waitFor(() => first.container.querySelector('[role="dialog"]'));
    const saved = loadLocalMatch('reference', 'bots');
    expect(saved?.seed).toBe('fixed-seed');
    expect(saved?.seats.map((s) => s.name)).toEqual(['Ada', 'Boris']);
    first.unmount();

    const again = await render(
      <MemoryRouter>
        <LocalMatch game={referenceGame} match={saved!.match} mode="bots" seed={saved!.seed} initialSeats={saved!.seats} persist onExit={() => {}} />
      </MemoryRouter>,
    );
    await click(await waitFor(() => byText(again.container, 'button', 'I am Boris: show my board')));
    await waitFor(() => again.container.querySelector('.rh-generic-board'));
    expect(shownState(again.container).counter).toBe(3);
    expect(again.container.querySelector('.rh-log li')?.textContent).toContain('adds 3 (counter 3)');
  });

  it('shows the seed in the match bar with a link that starts a new match with it', async () => {
    localStorage.clear();
    const { container } = await render(
      <MemoryRouter>
        <LocalMatch game={referenceGame} match={twoPeople} mode="bots" seed="replay me" onExit={() => {}} />
      </MemoryRouter>,
    );
    const code = await waitFor(() => container.querySelector('.rh-seed code'));
    expect(code.textContent).toBe('replay me');
    // The seed and the match's settings (see match-screen.test.tsx for the round trip through the form).
    const href = new URL(container.querySelector('.rh-seed a')!.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/reference/bots');
    expect(href.searchParams.get('seed')).toBe('replay me');
    expect(href.searchParams.get('players')).toBe('2');
  });

  it('keeps two matches with one seed apart in storage', async () => {
    localStorage.clear();
    const { loadLocalMatch, discardLocalMatch } = await import('../../ui/app/localSaves');
    const first = await render(
      <MemoryRouter>
        <LocalMatch game={referenceGame} match={twoPeople} mode="bots" seed="same" store="store-1" persist onExit={() => {}} />
      </MemoryRouter>,
    );
    await click(await waitFor(() => byText(first.container, '.rh-move-list button', 'Add 3 to the counter')));
    await waitFor(() => first.container.querySelector('[role="dialog"]'));
    expect(loadLocalMatch('reference', 'bots')?.store).toBe('store-1');
    first.unmount();
    discardLocalMatch('reference', 'bots');
    expect(Object.keys(localStorage).filter((k) => k.includes('store-1'))).toEqual([]);
    // A new match with the same seed starts from the beginning.
    const second = await render(
      <MemoryRouter>
        <LocalMatch game={referenceGame} match={twoPeople} mode="bots" seed="same" store="store-2" persist onExit={() => {}} />
      </MemoryRouter>,
    );
    await waitFor(() => second.container.querySelector('.rh-generic-board'));
    expect(shownState(second.container).counter).toBe(0);
  });
});

describe('a bot that cannot move', () => {
  it('stops after a retry and says why instead of spinning', async () => {
    const noMoves = { ...referenceGame, game: { ...referenceGame.game, ai: { enumerate: () => [] } } };
    const botFirst: ValidMatch = {
      ...twoPeople,
      seats: [{ kind: 'bot', difficulty: 'easy', name: '' }, twoPeople.seats[1]],
      bots: { '0': 'easy' },
      humanSeats: ['1'],
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await render(
      <MemoryRouter>
        <LocalMatch game={noMoves} match={botFirst} mode="bots" onExit={() => {}} />
      </MemoryRouter>,
    );
    const notice = await waitFor(() => byText(container, '.rh-notice', /could not move/));
    expect(notice.textContent).toBe('Bot 1 could not move: The bot has no legal move.');
    expect(errors).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
