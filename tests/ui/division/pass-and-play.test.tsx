// @vitest-environment jsdom
// Division pass-and-play for two people on one screen (design §8.2: hands are secret). The same
// moves are played on a headless copy of the match with the same seed, so the test knows every
// hand at every moment and can check what the page shows against it: between seats the hand-over
// screen hides the board (and every hand) until the next person confirms; the board then shows
// exactly that seat's hand; and no screen drawn between a move and the hand-over ever shows a hand
// other than the mover's.
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import seedrandom from 'seedrandom';
import { division, homeCard } from '../../../games/division';
import type { HomeCardId } from '../../../games/division/data';
import type { DivisionState } from '../../../games/division/rules/state';
import { LocalMatch } from '../../../ui/app/LocalMatch';
import type { ValidMatch } from '../../../ui/app/newMatch';
import { applyMove, currentSeat, startMatch } from '../../../tools/lib/match';
import { byText, cleanup, click, render, waitFor } from '../helpers';

afterEach(cleanup);

const SEED = 'division-pass-and-play';
const NAMES = ['Ada', 'Boris'];
const HAND_OVERS = 4;

function twoPeople(): ValidMatch {
  const parsed = division.parseSetup(2, {});
  if (!parsed.ok) throw new Error(parsed.error);
  return {
    numPlayers: 2,
    setupData: parsed.setup,
    seats: NAMES.map((name) => ({ kind: 'human' as const, difficulty: 'normal' as const, name })),
    bots: {},
    humanSeats: ['0', '1'],
    unlisted: true,
    playerName: '',
  };
}

/** The names of the hand cards the page shows, in order (empty when no hand is on the page). */
const shownHand = (container: HTMLElement) => [...container.querySelectorAll('.dv-hand-card strong')].map((e) => e.textContent);
/** What the page shows: its text and the moves it offers (any move taken changes it). */
const signature = (container: HTMLElement) =>
  `${container.textContent}|${[...container.querySelectorAll<HTMLElement>('[data-move]')].map((e) => `${e.dataset.move}${e.dataset.args ?? ''}${(e as HTMLButtonElement).disabled}`).join(',')}`;
// The headless match holds the whole state, so its hands are real cards (no HIDDEN placeholders).
const handNames = (G: DivisionState, seat: string) => G.hands[seat].map((h) => homeCard(h as HomeCardId).name);

describe('Division pass-and-play (§8.2: hands are secret)', () => {
  it('hides the board and every hand between seats, then shows the next seat only its own hand', async () => {
    const match = twoPeople();
    const headless = startMatch(division, 2, match.setupData, SEED);
    const G0 = headless.state.G as DivisionState;
    // Both seats hold cards, and different ones: a leak would be visible.
    expect(G0.hands['0'].length).toBeGreaterThan(0);
    expect(handNames(G0, '0')).not.toEqual(handNames(G0, '1'));

    const { container } = await render(
      <MemoryRouter>
        <LocalMatch game={division} match={match} mode="local" seed={SEED} onExit={() => {}} />
      </MemoryRouter>,
    );
    // Every hand the page ever draws, with whether the hand-over dialog was up at that moment.
    const drawn: { hand: (string | null)[]; dialog: boolean }[] = [];
    const observer = new MutationObserver(() => drawn.push({ hand: shownHand(container), dialog: !!container.querySelector('[role="dialog"]') }));
    observer.observe(container, { subtree: true, childList: true, characterData: true });

    const rng = seedrandom(SEED);
    let handOvers = 0;
    let shown: string | null = null;
    for (let moves = 0; handOvers < HAND_OVERS && moves < 200; moves++) {
      const seat = currentSeat(headless.state.ctx);
      const G = headless.state.G as DivisionState;
      if (seat !== shown) {
        // The device changes hands (the first seat too): the board waits behind the hand-over screen.
        const dialog = await waitFor(() => container.querySelector('[role="dialog"]'));
        expect(dialog.textContent).toContain(`Pass the device to ${NAMES[Number(seat)]}`);
        expect(container.querySelector('.dv-board')).toBeNull();
        expect(shownHand(container)).toEqual([]);
        expect(container.querySelector('.rh-log')).toBeNull();
        await click(byText(container, 'button', `I am ${NAMES[Number(seat)]}: show my board`));
        shown = seat;
        handOvers++;
      }
      await waitFor(() => container.querySelector('.dv-board [data-move]:not([disabled])'));
      expect(container.querySelector('[role="dialog"]')).toBeNull();
      expect(container.querySelector('.rh-status')?.textContent).toBe('Your turn.');
      expect(shownHand(container)).toEqual(handNames(G, seat));

      // A seeded pick among the moves the board offers directly, played on the page and headless.
      const offered = [...container.querySelectorAll<HTMLButtonElement>('.dv-board [data-move]:not([disabled])')];
      const button = offered[Math.floor(rng() * offered.length)];
      const choice = { move: button.dataset.move!, args: JSON.parse(button.dataset.args ?? '[]') };
      const before = signature(container);
      drawn.length = 0;
      await click(button);
      expect(applyMove(headless, seat, choice)).toBeNull();
      const after = headless.state.G as DivisionState;
      const next = currentSeat(headless.state.ctx);
      // The page has taken the move: the same seat goes on, or the hand-over screen is up.
      await waitFor(() => (next === seat ? signature(container) !== before : container.querySelector('[role="dialog"]')));
      // Until then, every screen drawn showed the mover's hand (before or after the move) or none;
      // from the hand-over screen on, none.
      const upTo = drawn.findIndex((d) => d.dialog);
      for (const d of upTo < 0 ? drawn : drawn.slice(0, upTo)) {
        if (d.hand.length > 0) expect([handNames(G, seat), handNames(after, seat)]).toContainEqual(d.hand);
      }
      if (upTo >= 0) for (const d of drawn.slice(upTo)) expect(d.hand).toEqual([]);
    }
    observer.disconnect();
    expect(handOvers).toBe(HAND_OVERS);
  }, 60_000);
});
