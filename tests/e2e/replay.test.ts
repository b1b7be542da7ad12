// The replay of a finished online Division match, in Chromium. Two seats play the match to its end
// over sockets (seeded random legal moves); then Alice opens the replay from the end screen and
// from "My matches": every step is there, First/Previous/Next/Last and the slider move through
// them, and at each step shown the board and the log are those of the replayed state seen by the
// chosen seat (computed here by the same replay code, from the server's record). The bot reviews
// Alice's moves there and marks her three biggest mistakes. A match still being played has no
// replay.
import { expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import type { Page } from 'playwright-core';
import type { MoveChoice } from '../../games/kit/types';
import { division } from '../../games/division';
import { actingSeats } from '../../ui/app/play';
import { replayMatch, viewFor } from '../../games/kit/replay';
import { describeBrowser } from './browser';
import { newContext, newWatchedPage, screenshot, useServerAndBrowser } from './harness';
import { api, createAndJoin, seatClient, waitFor, type BgClient } from '../server/helpers';

const GAME = 'division';

/** Both seats play seeded random legal moves, each sent once the previous one is confirmed, to the end. */
async function playToTheEnd(base: string, matchID: string, seats: { playerID: string; credentials: string }[]) {
  const clients: BgClient[] = seats.map((s) => seatClient(base, division, matchID, s.playerID, s.credentials));
  const rng = seedrandom('e2e-replay');
  try {
    let state = await waitFor(clients[0], (s) => !!s.ctx);
    for (let n = 0; n < 5000 && !state.ctx.gameover; n++) {
      const seat = actingSeats(state.ctx)[0];
      const mine = await waitFor(clients[Number(seat)], (s) => s._stateID >= state._stateID);
      const legal = division.game.ai!.enumerate(mine.G, mine.ctx, seat) as MoveChoice[];
      const pick = legal[Math.floor(rng() * legal.length)];
      clients[Number(seat)].moves[pick.move](...(pick.args ?? []));
      state = await waitFor(clients[0], (s) => s._stateID > mine._stateID);
    }
    if (!state.ctx.gameover) throw new Error('the match did not end');
  } finally {
    for (const c of clients) c.stop();
  }
}

describeBrowser('replay of a finished match', () => {
  const env = useServerAndBrowser();

  it('steps through every move of a finished Division match, the board and the log in step', async () => {
    const { matchID, seats } = await createAndJoin(env.server.url, 2, GAME);
    await playToTheEnd(env.server.url, matchID, seats);
    const record = await api(env.server.url, 'GET', `/railhouse/games/${GAME}/${matchID}/record`);
    expect(record.status).toBe(200);
    const replay = replayMatch(division.game, record.json);
    expect(replay.error).toBeUndefined();
    const last = replay.steps.length;
    expect(last).toBeGreaterThan(50);

    const context = await newContext(env.browser);
    const saved = [{ game: GAME, matchID, playerID: '0', credentials: seats[0].credentials, playerName: 'P0', joinedAt: Date.now() }];
    await context.addInitScript((json) => localStorage.getItem('railhouse.seats') ?? localStorage.setItem('railhouse.seats', json), JSON.stringify(saved));
    const alice = await newWatchedPage(context);
    const page = alice.page;

    // From the end screen.
    await page.goto(`${env.server.url}/${GAME}/match/${matchID}`);
    await page.getByRole('region', { name: 'Final scores' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Replay' }).click();
    await page.waitForURL(`${env.server.url}/${GAME}/match/${matchID}/replay`);
    await page.getByText(`Step ${last} of ${last}`).waitFor();
    expect(await page.getByRole('combobox', { name: 'Seen by' }).inputValue()).toBe('0');

    /** What the page shows at this step, and what the replayed state says it should. */
    const shown = async (p: Page) => ({
      step: await p.locator('.rh-replay-step').innerText(),
      stage: await p.locator('.rh-board-area').getByText(/^Stage \d+$/).first().innerText(),
      // The heading's text without its rules "?" (a button inside it).
      hand: (await p.locator('.rh-board-area h3', { hasText: 'Your hand' }).allInnerTexts())[0]?.replace(/\s*\?$/, '').replace(/,.*\)/, ')') ?? null,
      logLines: await p.locator('.rh-log li').count(),
      // The move in the game's words, after "Step N: <seat name>: ".
      move: (await p.locator('.rh-replay-move').innerText()).replace(/^Step \d+: [^:]+: /, ''),
    });
    /** The game's sentence for the move of `step`, in the state it was made in. */
    const sentenceOf = (step: number) => {
      const { type, args, playerID } = (replay.steps[step - 1].action as any).payload;
      return division.moveSentence(replay.states[step - 1].G, replay.states[step - 1].ctx, playerID, { move: type, args });
    };
    const expected = (step: number, seat: string | null) => {
      const G = viewFor(division.game, replay.states[step], seat) as any;
      const lines = G.log as { text: string }[];
      return {
        step: `Step ${step} of ${last}`,
        stage: `Stage ${G.stage}`,
        hand: seat === null ? null : `Your hand (${G.hands[seat].length})`,
        logLines: Math.min(200, lines.length),
        move: (step === 0 ? 'The table as it was set up.' : `${sentenceOf(step)}.`) + (step === last ? ' The match is over.' : ''),
      };
    };
    const check = async (step: number, seat: string | null) => {
      const want = expected(step, seat);
      await page.getByText(want.step, { exact: true }).waitFor();
      const got = await shown(page);
      expect(got).toEqual(want);
    };

    await check(last, '0');
    await page.getByRole('button', { name: 'First' }).click();
    await check(0, '0');
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await check(1, '0');
    await page.getByRole('button', { name: 'Next' }).click();
    await check(2, '0');
    await page.getByRole('button', { name: 'Previous' }).click();
    await check(1, '0');
    const middle = Math.floor(last / 2);
    await page.getByRole('slider', { name: 'Step' }).fill(String(middle));
    await check(middle, '0');
    await screenshot(page, 'replay-1-middle-seen-by-alice');
    // Another seat's eyes, and a spectator's (no hand at all).
    await page.getByRole('combobox', { name: 'Seen by' }).selectOption('1');
    await check(middle, '1');
    await page.getByRole('combobox', { name: 'Seen by' }).selectOption('spectator');
    await check(middle, null);
    // A spectator's eyes have no moves to review: the review asks for a seat.
    const review = page.getByRole('region', { name: 'Move review' });
    expect(await review.getByRole('button', { name: 'Review moves' }).isDisabled()).toBe(true);
    await review.getByText('Choose a seat in “Seen by” to review its moves.').waitFor();
    await page.getByRole('button', { name: 'Last' }).click();
    await check(last, null);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await screenshot(page, 'replay-2-end-spectator');
    // On a phone the controls wrap above the board, every one of them on screen.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of ['First', 'Previous', 'Next', 'Last']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'replay-3-phone');
    await page.setViewportSize({ width: 1440, height: 960 });

    // From "My matches" in the lobby.
    await page.goto(`${env.server.url}/${GAME}`);
    const mine = page.getByRole('region', { name: 'My matches' }).locator(`[data-match="${matchID}"]`);
    await mine.getByText('finished').waitFor({ timeout: 20_000 });
    await mine.getByRole('link', { name: 'Replay' }).click();
    await page.getByText(`Step ${last} of ${last}`).waitFor();

    // The bot reviews Alice's moves of this online match (Division, through the game contract
    // alone): the quick easy reviewer runs to the end and marks her three biggest mistakes.
    await review.getByRole('combobox', { name: 'Reviewer' }).selectOption('easy');
    await review.getByRole('button', { name: "Review P0's moves" }).click();
    await review.getByText(/^The easy bot reviewed \d+ moves of P0/).waitFor({ timeout: 240_000 });
    expect(await page.locator('.rh-review-mark').count()).toBe(3);
    const mistakes = review.getByRole('list', { name: 'Biggest mistakes' }).getByRole('button');
    expect(await mistakes.count()).toBe(3);
    const firstMistake = Number(/^Step (\d+): /.exec(await mistakes.first().innerText())![1]);
    await mistakes.first().click();
    await page.getByText(`Step ${firstMistake} of ${last}`, { exact: true }).waitFor();
    expect(await page.getByLabel('Review of this move').innerText()).toMatch(/^Mistake 1 of 3: The bot would have played: /);
    await screenshot(page, 'replay-4-reviewed');

    expect(alice.errors).toEqual([]);

    // A match still being played has none (the browser logs the server's 403 itself).
    const other = await createAndJoin(env.server.url, 2, GAME);
    await page.goto(`${env.server.url}/${GAME}/match/${other.matchID}/replay`);
    await page.getByText('This match is still being played: its replay opens when it ends.').waitFor();
    await page.getByRole('link', { name: 'Back to the match' }).waitFor();
    expect(alice.errors).toEqual(['console.error: Failed to load resource: the server responded with a status of 403 (Forbidden)']);
  }, 480_000);
});
