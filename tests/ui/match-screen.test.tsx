// @vitest-environment jsdom
// Issue 18's points on the match screen that need no browser: a resignation against a bot names the
// winner and keeps the board and log; the controls say what they are for; log lines name their
// turn; a bad match link leads back to the lobby.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { referenceGame } from '../../tools/reference-game';
import { lostAtlas } from '../../games/lost-atlas';
import { LocalMatch, resignationOutcome } from '../../ui/app/LocalMatch';
import { OnlineMatch } from '../../ui/app/OnlineMatch';
import { MatchScreen } from '../../ui/app/MatchScreen';
import { formFromQuery, sameSetupQuery, validateNewMatch, type ValidMatch } from '../../ui/app/newMatch';
import { russianRailroadsMeta } from '../../games/russian-railroads/meta';
import { accessibleName, byText, cleanup, click, render, waitFor } from './helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const againstBot: ValidMatch = {
  numPlayers: 2,
  setupData: {},
  seats: [
    { kind: 'human', difficulty: 'normal', name: 'Ada' },
    { kind: 'bot', difficulty: 'easy', name: '' },
  ],
  bots: { '1': 'easy' },
  humanSeats: ['0'],
  unlisted: false,
  playerName: 'Ada',
};

describe('resigning against a bot', () => {
  it('names the winner from the scores of the seats left', () => {
    const names = { '0': 'Ada', '1': 'Bot 2', '2': 'Bot 3' };
    expect(resignationOutcome('0', { '0': 30, '1': 12, '2': 20 }, names)).toBe('Ada resigned: Bot 3 wins.');
    expect(resignationOutcome('0', { '0': 0, '1': 5, '2': 5 }, names)).toBe('Ada resigned: Bot 2 and Bot 3 share the win.');
  });

  it('ends the match with the winner named, the board and the log still shown, and no controls to play on', async () => {
    localStorage.clear();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { container } = await render(
      <MemoryRouter>
        <LocalMatch game={referenceGame} match={againstBot} mode="bots" seed="resign" onExit={() => {}} />
      </MemoryRouter>,
    );
    await click(await waitFor(() => byText(container, '.rh-move-list button', 'Add 2 to the counter')));
    await waitFor(() => container.querySelectorAll('.rh-log li').length >= 1);
    await click(byText(container, 'button', 'Resign'));
    const status = await waitFor(() => container.querySelector('.rh-status'));
    expect(status.textContent).toMatch(/^Ada resigned: Bot 2 wins\.$/);
    expect(container.querySelector('[aria-label="Match over"] h2')?.textContent).toBe(status.textContent);
    expect(container.querySelector('.rh-generic-board')).not.toBeNull();
    expect(container.querySelector('.rh-log li')).not.toBeNull();
    expect(byText(container, 'button', 'Resign')).toBeUndefined();
    expect(byText(container, 'button', 'Undo')).toBeUndefined();
    expect(byText(container, 'button', 'Hand my seat to a bot')).toBeUndefined();
    expect(byText(container, 'button', 'New match')).toBeDefined();
  });
});

describe('labels', () => {
  it('the bot box says what it is for, the seed link says what it does, the log names each turn', async () => {
    localStorage.clear();
    const { container } = await render(
      <MemoryRouter>
        <LocalMatch game={referenceGame} match={againstBot} mode="bots" seed="labels" onExit={() => {}} />
      </MemoryRouter>,
    );
    await click(await waitFor(() => byText(container, '.rh-move-list button', 'Add 1 to the counter')));
    // Against an easy bot, the box for handing the seat over still says normal: its name must say it is not the opponent's level.
    const select = container.querySelector<HTMLSelectElement>('.rh-hand-to-bot select')!;
    expect(select.value).toBe('normal');
    expect(accessibleName(select)).toBe("Level for my seat's bot");
    expect(select.closest('label')?.querySelector('.rh-control-label')?.textContent).toBe("Level for my seat's bot");
    expect(container.querySelector('.rh-seed a')?.textContent).toBe('new match, same shuffle');
    const first = await waitFor(() => container.querySelector('.rh-log li'));
    expect(first.querySelector('.rh-log-turn')?.textContent).toBe('Turn 1');
  });
});

describe('the score beside each seat', () => {
  it("says what it counts: points by default, the game's own unit (Lost Atlas: net worth) otherwise", async () => {
    localStorage.clear();
    expect(lostAtlas.scoreUnit).toBe('net worth');
    for (const [game, unit] of [[referenceGame, 'points'], [{ ...referenceGame, scoreUnit: 'net worth' }, 'net worth']] as const) {
      const { container } = await render(
        <MemoryRouter>
          <LocalMatch game={game} match={againstBot} mode="bots" seed="units" onExit={() => {}} />
        </MemoryRouter>,
      );
      const scores = await waitFor(() => container.querySelectorAll('.rh-seats .rh-seat-score').length === 2 && [...container.querySelectorAll('.rh-seats .rh-seat-score')]);
      for (const s of scores) expect(s.textContent).toMatch(new RegExp(`^−?\\d+ ${unit}$`));
      cleanup();
    }
  });
});

describe('new match, same shuffle', () => {
  it('links, in the same tab, to the setup form with the seed and every setting of the match', async () => {
    localStorage.clear();
    const threeSeats: ValidMatch = {
      ...againstBot,
      numPlayers: 3,
      seats: [
        { kind: 'human', difficulty: 'normal', name: 'Ada' },
        { kind: 'bot', difficulty: 'hard', name: 'Bot (hard)' },
        { kind: 'human', difficulty: 'normal', name: 'Cy: the second' },
      ],
      bots: { '1': 'hard' },
      humanSeats: ['0', '2'],
    };
    const { container } = await render(
      <MemoryRouter>
        <LocalMatch game={referenceGame} match={threeSeats} mode="local" seed="shuffle-7" onExit={() => {}} />
      </MemoryRouter>,
    );
    const link = await waitFor(() => container.querySelector<HTMLAnchorElement>('.rh-seed a'));
    expect(link.getAttribute('target')).toBeNull();
    const url = new URL(link.href, 'http://x');
    expect(url.pathname).toBe('/reference/local');
    // The form those settings fill starts the same match again: same seats, same seed.
    const again = validateNewMatch(referenceGame, 'local', formFromQuery(referenceGame, 'local', url.searchParams));
    expect(again).toMatchObject({ ok: true, match: { numPlayers: 3, seed: 'shuffle-7', bots: { '1': 'hard' }, humanSeats: ['0', '2'] } });
    expect(again.ok && again.match.seats.map((s) => s.name)).toEqual(['Ada', 'Bot (hard)', 'Cy: the second']);
    // Variants too, on a game that has them (Russian Railroads: board and coal).
    const rrQuery = new URLSearchParams(sameSetupQuery({ numPlayers: 2, seats: threeSeats.seats, setupData: { board: 'german', coal: true } }, 's'));
    expect(formFromQuery(russianRailroadsMeta, 'bots', rrQuery).variants).toEqual({ board: 'german', coal: true });
  });
});

describe('bot speed', () => {
  it('a bot with one legal move plays it at once, without the search or its strip; the speed is a setting', async () => {
    localStorage.clear();
    const oneMove = { ...referenceGame, game: { ...referenceGame.game, ai: { enumerate: () => [{ move: 'add', args: [1] }] } } };
    const botFirst: ValidMatch = { ...againstBot, seats: [{ kind: 'bot', difficulty: 'easy', name: '' }, { kind: 'human', difficulty: 'normal', name: 'Ada' }], bots: { '0': 'easy' }, humanSeats: ['1'] };
    const started = Date.now();
    const { container } = await render(
      <MemoryRouter>
        <LocalMatch game={oneMove} match={botFirst} mode="bots" seed="forced" onExit={() => {}} />
      </MemoryRouter>,
    );
    await waitFor(() => container.querySelector('.rh-log li'));
    // The stand-in bot (no worker in jsdom) would pause 450 ms per move before answering.
    expect(Date.now() - started).toBeLessThan(450);
    expect(container.querySelector('.rh-thinking')).toBeNull();
    const speed = container.querySelector<HTMLSelectElement>('select[aria-label="Bot speed"]')!;
    expect(speed.value).toBe('quick');
    expect(speed.closest('label')?.textContent).toContain('Bot speed');
  });
});

describe('offline', () => {
  it('a move clicked while disconnected is pending, not drawn as done, and sent on reconnect (or withdrawn)', async () => {
    const add = vi.fn();
    const client: any = { moves: { add }, events: {}, log: [], matchID: 'm', undo: vi.fn() };
    const state: any = {
      G: { counter: 0, points: { '0': 0, '1': 0 }, secrets: { '0': 1, '1': null }, log: [] },
      ctx: { numPlayers: 2, playOrder: ['0', '1'], playOrderPos: 0, activePlayers: null, currentPlayer: '0', turn: 1, phase: null, numMoves: 0 },
      isConnected: false,
    };
    const seats = [
      { id: '0', name: 'Ada', me: true },
      { id: '1', name: 'Boris' },
    ];
    const screen = (offline: boolean) => (
      <MemoryRouter>
        <MatchScreen game={referenceGame} client={client} state={state} viewer="0" seats={seats} playerNames={{ '0': 'Ada', '1': 'Boris' }} controls={{}} offline={offline} />
      </MemoryRouter>
    );
    const { container, root } = await render(screen(true));
    await click(await waitFor(() => byText(container, '.rh-move-list button', 'Add 2 to the counter')));
    expect(add).not.toHaveBeenCalled();
    expect(container.querySelector('.rh-pending')?.textContent).toContain('Pending: Add 2 to the counter. Your move is not sent yet');
    // Withdrawn: nothing is sent when the connection returns.
    await click(byText(container, '.rh-pending button', 'withdraw it'));
    expect(container.querySelector('.rh-pending')).toBeNull();
    await click(byText(container, '.rh-move-list button', 'Add 3 to the counter'));
    const { act } = await import('react');
    await act(async () => root.render(screen(false)));
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith(3);
    expect(container.querySelector('.rh-pending')).toBeNull();
  });
});

describe('a bad match link', () => {
  it('says the match cannot be opened and offers the way back to the lobby', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'No match called nope.' }), { status: 404, headers: { 'Content-Type': 'application/json' } })));
    const { container } = await render(
      <MemoryRouter initialEntries={['/reference/match/nope']}>
        <Routes>
          <Route path="/reference/match/:id" element={<OnlineMatch game={referenceGame} matchID="nope" />} />
        </Routes>
      </MemoryRouter>,
    );
    const heading = await waitFor(() => byText(container, 'h2', 'This match cannot be opened'));
    expect(heading).toBeDefined();
    const back = byText(container, 'a', `Back to the ${referenceGame.name} lobby`);
    expect(back?.getAttribute('href')).toBe('/reference');
  });
});
