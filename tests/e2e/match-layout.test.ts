// Issue 50 §4, the match screen's layout in Chromium, Russian Railroads against the easy bot: on a
// laptop no empty band lies between the header and the board (the bot's strip used to keep a row
// there), and the end of round 1 brings its scoring's summary without moving the page; on a phone on its side (844×390) the board shows on at least 60 % of the screen's
// height as the match opens, the controls keeping one row with the rarer ones behind "More".
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, layoutShifts, newWatchedPage, nextTurn, screenshot, seeded, useServerAndBrowser } from './harness';

const GAME = 'russian-railroads';
/** The part of the screen's height the board must fill on a phone on its side. */
const MIN_BOARD_SHARE = 0.6;
/** The most space allowed between the header's foot and the board: the bar's own margin and the grid's. */
const MAX_GAP = 12;

async function startAgainstEasyBot(page: Page, url: string) {
  await page.goto(`${url}/${GAME}/bots`);
  const form = page.getByRole('form', { name: 'New match' });
  await form.locator('select[name="numPlayers"]').selectOption('2');
  await form.getByLabel('Seat 1 name').fill('Tess');
  await form.getByLabel('Seat 2 bot difficulty').selectOption('easy');
  await form.getByRole('button', { name: 'Start against bots' }).click();
  await page.locator('.rr-board').waitFor();
  expect(await nextTurn(page, LEGAL_MOVES[GAME])).toBe('mine');
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not shown`);
  return b;
}

describeBrowser('the match screen layout', () => {
  const env = useServerAndBrowser();

  it('1366×768: the board starts right under the header, with no empty band for the bot strip; round 1 is summed up', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
    const { page, errors } = await newWatchedPage(context);
    await startAgainstEasyBot(page, env.server.url);
    await screenshot(page, 'match-layout-1366x768');
    const bar = await box(page, '.rh-match-bar');
    const body = await box(page, '.rh-match-body');
    const gap = body.y - (bar.y + bar.height);
    console.log(`e2e match-layout: ${gap.toFixed(1)} px between the header and the board at 1366x768`);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(MAX_GAP);

    // Round 1 ends: its scoring is summed up on the board, and its arrival moves nothing.
    await layoutShifts(page, true);
    const rng = seeded('e2e-match-layout');
    for (let clicks = 0; (await page.locator('.rr-board').getAttribute('data-round')) === '1'; clicks++) {
      if (clicks > 60) throw new Error('round 1 did not end within 60 moves of the person');
      if ((await nextTurn(page, LEGAL_MOVES[GAME])) === 'over') break;
      if ((await page.locator('.rr-board').getAttribute('data-round')) !== '1') break;
      await clickLegalMove(page, LEGAL_MOVES[GAME], rng);
    }
    const panel = page.locator('section[aria-label="Round 1 scoring"]');
    await panel.waitFor();
    expect(await panel.locator('tbody tr').count()).toBe(2);
    const shifts = await layoutShifts(page);
    console.log(`e2e match-layout: CLS through the end of round 1 = ${shifts.total.toFixed(4)} (${JSON.stringify(shifts.entries)})`);
    expect(shifts.total).toBeLessThan(0.05);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'rr-round-scoring-1366x768');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('844×390: the board shows on at least 60 % of the height, the controls in one row', async () => {
    const context = await env.browser.newContext({ viewport: { width: 844, height: 390 }, deviceScaleFactor: 1 });
    const { page, errors } = await newWatchedPage(context);
    await startAgainstEasyBot(page, env.server.url);
    await screenshot(page, 'match-layout-844x390');
    const share = await page.evaluate(() => {
      const b = document.querySelector('.rh-board-area')!.getBoundingClientRect();
      return (Math.min(b.bottom, window.innerHeight) - Math.max(b.top, 0)) / window.innerHeight;
    });
    console.log(`e2e match-layout: at 844x390 the board shows on ${(share * 100).toFixed(1)} % of the height`);
    expect(share).toBeGreaterThanOrEqual(MIN_BOARD_SHARE);

    // One row: every shown control sits beside Undo; the rarer ones open from More and stay reachable.
    const undo = await box(page, '.rh-controls button:has-text("Undo")');
    const more = page.getByRole('button', { name: 'More match controls' });
    const moreBox = (await more.boundingBox())!;
    expect(Math.abs(moreBox.y - undo.y)).toBeLessThan(4);
    expect(await page.getByRole('button', { name: 'Hand my seat to a bot' }).isVisible()).toBe(false);
    await more.click();
    expect(await page.getByRole('button', { name: 'Hand my seat to a bot' }).isVisible()).toBe(true);
    expect(await page.getByLabel("Level for my seat's bot").isVisible()).toBe(true);
    await screenshot(page, 'match-layout-844x390-more');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(844);
    expect(errors).toEqual([]);
    await context.close();
  });
});
