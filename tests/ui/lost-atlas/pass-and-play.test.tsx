// @vitest-environment jsdom
// Lost Atlas pass-and-play for two people on one screen (issue 16: the game plays like the other two
// in all three ways). Between seats the hand-over screen hides the board until the next person
// confirms; the board then shows that seat to move. The moves are seeded picks among the board's
// own targets (moves, and the map hexes that open a placement's orientations), so a board that
// offered nothing, or a move the page refused, fails here.
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import seedrandom from 'seedrandom';
import { lostAtlas } from '../../../games/lost-atlas';
import { LocalMatch } from '../../../ui/app/LocalMatch';
import type { ValidMatch } from '../../../ui/app/newMatch';
import { byText, cleanup, click, render, waitFor } from '../helpers';

afterEach(cleanup);

const SEED = 'lost-atlas-pass-and-play';
const NAMES = ['Ada', 'Boris'];
const HAND_OVERS = 3;
const TARGETS = '.la-board :is([data-move], .la-target[data-step]):not([disabled]):not([aria-disabled="true"])';

function twoPeople(): ValidMatch {
  const parsed = lostAtlas.parseSetup(2, {});
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

describe('Lost Atlas pass-and-play', () => {
  it('hides the board between seats and shows it to the next seat after the hand-over', async () => {
    const { container } = await render(
      <MemoryRouter>
        <LocalMatch game={lostAtlas} match={twoPeople()} mode="local" seed={SEED} onExit={() => {}} />
      </MemoryRouter>,
    );
    const rng = seedrandom(SEED);
    const seen: string[] = [];
    for (let clicks = 0; seen.length < HAND_OVERS && clicks < 300; clicks++) {
      const dialog = container.querySelector('[role="dialog"]');
      if (dialog) {
        // The board and the log wait behind the hand-over screen.
        expect(container.querySelector('.la-board')).toBeNull();
        expect(container.querySelector('.rh-log')).toBeNull();
        const name = NAMES.find((n) => dialog.textContent!.includes(`Pass the device to ${n}`));
        expect(name, dialog.textContent!).toBeDefined();
        seen.push(name!);
        await click(byText(container, 'button', `I am ${name}: show my board`));
        await waitFor(() => container.querySelector('.la-board'));
        expect(container.querySelector('.rh-status')?.textContent).toBe('Your turn.');
        continue;
      }
      const targets = await waitFor(() => {
        const found = [...container.querySelectorAll<HTMLElement>(TARGETS)];
        return found.length > 0 || container.querySelector('[role="dialog"]') ? found : null;
      });
      if (targets.length === 0) continue;
      await click(targets[Math.floor(rng() * targets.length)]);
      expect(container.querySelector('.rh-refusal')).toBeNull();
    }
    // The first seat, then the device went back and forth.
    expect(seen.length).toBe(HAND_OVERS);
    expect(new Set(seen)).toEqual(new Set(NAMES));
  }, 60_000);
});
