// Issue 50 §1: against a bot, on the person's own Office turn, the other Office's boards looked
// active and a click on one set the person's own board. Here the person clicks every part of every
// other Office's boards at a moment when its own boards can be set, and nothing changes: not the
// screen, not the log, not the moves offered. Undo (RULES.md, Undo) then takes back a board the
// person set, and is greyed with its reason after a Draw.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, logLength, waitForChange, newContext, newWatchedPage, nextTurn, screenshot, seeded, signature, statusText, useServerAndBrowser } from './harness';

const GAME = 'division';
const LEGAL = LEGAL_MOVES[GAME];
const OWN_BOARDS = '.dv-office.dv-mine .dv-boards button[data-move="setBoard"]:not([disabled])';
const OTHER_BOARDS = '.dv-office:not(.dv-mine) .dv-boards';

/** A Division match against one easy bot, from the bots page (the in-browser master). */
async function startAgainstBot(page: Page, url: string) {
  await page.goto(`${url}/${GAME}/bots`);
  const form = page.getByRole('form', { name: 'New match' });
  await form.locator('select[name="numPlayers"]').selectOption('2');
  await form.getByLabel('Seat 1 name').fill('Tess');
  await form.getByLabel('Seat 2 is played by').selectOption('bot');
  await form.getByLabel('Seat 2 bot difficulty').selectOption('easy');
  await form.getByRole('button', { name: 'Start against bots' }).click();
  await page.locator('.dv-board').waitFor();
}

/** Plays seeded legal moves until it is the person's turn and both its own boards can be set. */
async function untilOwnBoardsSettable(page: Page, seed: string) {
  const rng = seeded(seed);
  for (let clicks = 0; clicks < 80; clicks++) {
    expect(await nextTurn(page, LEGAL)).toBe('mine');
    if ((await page.locator(OWN_BOARDS).count()) === 2) return;
    await clickLegalMove(page, LEGAL, rng);
  }
  throw new Error('no turn with both own boards settable within 80 moves');
}

describeBrowser('Division: another Office\'s boards are not controls', () => {
  const env = useServerAndBrowser();

  it('clicking every part of the bot Office\'s boards on my turn changes nothing', async () => {
    const { page, errors } = await newWatchedPage(await newContext(env.browser));
    await startAgainstBot(page, env.server.url);
    await untilOwnBoardsSettable(page, 'e2e-division-boards');

    const signs = page.locator(`${OTHER_BOARDS} > *`);
    expect(await signs.count()).toBe(2);
    const said = await signs.allInnerTexts();
    const before = await signature(page);
    const linesBefore = await logLength(page);
    for (let i = 0; i < (await signs.count()); i++) {
      const box = (await signs.nth(i).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      for (const part of await signs.nth(i).locator('*').all()) await part.click({ force: true });
    }
    // A move, once sent, reaches the in-browser master and the screen within a few frames.
    await page.waitForTimeout(500);
    expect(await signature(page)).toBe(before);
    expect(await logLength(page)).toBe(linesBefore);
    expect(await signs.allInnerTexts()).toEqual(said);
    expect(await page.locator(OWN_BOARDS).count()).toBe(2);
    expect(await statusText(page)).toBe('Your turn.');
    // Nothing there to press or tab to, and each sign says whose board it is, for a screen reader too.
    expect(await page.locator(`${OTHER_BOARDS} :is(button, [data-move], [tabindex])`).count()).toBe(0);
    const text = await page.locator(OTHER_BOARDS).textContent();
    for (const d of ['westbound', 'eastbound']) expect(text).toMatch(new RegExp(`Office \\d \\(.+\\)'s ${d} board shows (Stop|Clear)`));
    await screenshot(page, 'division-boards-other-office');
    expect(errors, errors.join('\n')).toEqual([]);
  }, 240_000);

  it('Undo takes back my own board setting, and is greyed with its reason after a Draw or a discard', async () => {
    const { page, errors } = await newWatchedPage(await newContext(env.browser));
    await startAgainstBot(page, env.server.url);
    await untilOwnBoardsSettable(page, 'e2e-division-undo');
    const undo = page.locator('.rh-controls button', { hasText: 'Undo' });
    expect(await undo.getAttribute('aria-disabled')).toBe('true');

    const board = page.locator(OWN_BOARDS).first();
    const shown = (await board.innerText()).trim();
    const lines = await logLength(page);
    const before = await signature(page);
    await board.click();
    await waitForChange(page, before);
    expect((await page.locator('.dv-office.dv-mine .dv-boards button').first().innerText()).trim()).not.toBe(shown);
    expect(await logLength(page)).toBe(lines + 1);
    expect(await undo.getAttribute('aria-disabled')).toBeNull();
    await undo.click();
    await expect.poll(() => logLength(page)).toBe(lines);
    expect((await page.locator(OWN_BOARDS).first().innerText()).trim()).toBe(shown);
    expect(await page.locator(OWN_BOARDS).count()).toBe(2);
    expect(await statusText(page)).toBe('Your turn.');

    // A Draw shows the drawn cards, a discard the card: either stays, and Undo says why.
    const revealing = page.locator('.rh-board-area :is([data-move="takeDraw"], [data-move="discard"])').first();
    expect(await revealing.count(), 'a Draw or a discard on offer').toBe(1);
    const kind = await revealing.getAttribute('data-move');
    const beforeReveal = await signature(page);
    await revealing.click();
    await waitForChange(page, beforeReveal);
    await expect.poll(() => undo.getAttribute('aria-disabled')).toBe('true');
    expect(await undo.getAttribute('data-why'), kind!).toMatch(/revealed something hidden/);
    const revealedLines = await logLength(page);
    // Playwright will not press an aria-disabled button by itself; a person still can.
    await undo.click({ force: true });
    await page.waitForTimeout(500);
    expect(await logLength(page)).toBe(revealedLines);
    expect(errors, errors.join('\n')).toEqual([]);
  }, 240_000);
});
