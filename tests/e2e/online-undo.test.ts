// Issue 18: Undo in an online Russian Railroads match (over the socket, against the server's easy
// bot) takes back a move of the person's own turn, and the console stays clean: boardgame.io's
// client used to log "ERROR: No moves to undo" on its own copy first (ui/app/undo.ts).
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, newContext, newWatchedPage, nextTurn, seeded, signature, statusText, useServerAndBrowser, waitForChange } from './harness';

const GAME = 'russian-railroads';
const LEGAL = LEGAL_MOVES[GAME];

/** Plays seeded legal moves until it is the person's turn with a track space to take. */
async function untilTrackSpace(page: Page) {
  const rng = seeded('e2e-online-undo');
  for (let clicks = 0; clicks < 60; clicks++) {
    expect(await nextTurn(page, LEGAL)).toBe('mine');
    if ((await page.locator('.rr-space.rr-legal[data-space^="T"]').count()) > 0) return;
    await clickLegalMove(page, LEGAL, rng);
  }
  throw new Error('no turn with a track space within 60 moves');
}

describeBrowser('undo online', () => {
  const env = useServerAndBrowser();

  it('takes back a move of my turn over the socket, with nothing on the console', async () => {
    const { page, errors } = await newWatchedPage(await newContext(env.browser));
    await page.goto(`${env.server.url}/${GAME}`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.getByLabel('Your name').fill('Tess');
    await form.locator('select[name="numPlayers"]').selectOption('2');
    await form.getByLabel('Seat 2 is played by').selectOption('bot');
    await form.getByLabel('Seat 2 bot difficulty').selectOption('easy');
    await form.getByRole('button', { name: 'Create match' }).click();
    await page.locator('.rr-board').waitFor();
    await untilTrackSpace(page);

    // A track space leads to a sub-step in the same turn: Undo is offered and takes it back.
    const track = page.locator('.rr-space.rr-legal[data-space^="T"]').first();
    const space = (await track.getAttribute('data-space'))!;
    const before = await signature(page);
    await track.locator('.rr-space-main').click();
    await waitForChange(page, before);
    expect(await statusText(page)).toBe('Your turn.');
    expect(await page.locator(`.rr-space[data-space="${space}"]`).getAttribute('class')).toContain('rr-taken');
    const undo = page.locator('.rh-controls button', { hasText: 'Undo' });
    expect(await undo.getAttribute('aria-disabled')).toBeNull();
    await undo.click();
    await expect.poll(() => page.locator(`.rr-space[data-space="${space}"]`).getAttribute('data-legal')).toBe('true');
    expect(await page.locator(`.rr-space[data-space="${space}"]`).getAttribute('class')).not.toContain('rr-taken');
    expect(errors, errors.join('\n')).toEqual([]);
  }, 180_000);
});
