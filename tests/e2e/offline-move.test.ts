// Issue 18 point 9 in Chromium: in an online Russian Railroads match against the server's easy bot,
// a move clicked while the browser is offline is held as pending (with "withdraw it"), never drawn
// as done; withdrawn, it is never sent; clicked again and left pending, it is sent when the
// connection returns and the board then shows it played.
import { expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, logLength, seeded, newContext, newWatchedPage, nextTurn, statusText, useServerAndBrowser } from './harness';

const GAME = 'russian-railroads';
const LEGAL = LEGAL_MOVES[GAME];
const OFFLINE_NOTICE = 'Connection lost: reconnecting…';

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.locator('.rh-notice').textContent(), { timeout: 60_000 }).toBe(OFFLINE_NOTICE);
}

async function goOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await expect.poll(() => page.locator('.rh-notice').count(), { timeout: 60_000 }).toBe(0);
}

/** Clicks seeded legal moves until it is the person's turn to take an action space. */
async function untilWorkerPlacement(page: Page) {
  const rng = seeded('e2e-offline-move');
  for (let clicks = 0; clicks < 40; clicks++) {
    expect(await nextTurn(page, LEGAL)).toBe('mine');
    if ((await page.locator('.rr-space.rr-legal').count()) > 0) return;
    await clickLegalMove(page, LEGAL, rng);
  }
  throw new Error('no worker placement turn within 40 moves');
}

/** A legal action space: its id, and a real mouse click on it. */
async function clickSpace(page: Page, space: string) {
  const main = page.locator(`.rr-space[data-space="${space}"] .rr-space-main`);
  const box = (await main.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describeBrowser('a move clicked offline', () => {
  const env = useServerAndBrowser();

  it('is pending with "withdraw it", never drawn as done, and is sent when the connection returns', async () => {
    const context = await newContext(env.browser);
    const { page, errors } = await newWatchedPage(context);
    await page.goto(`${env.server.url}/${GAME}`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.getByLabel('Your name').fill('Tess');
    await form.locator('select[name="numPlayers"]').selectOption('2');
    await form.getByLabel('Seat 2 is played by').selectOption('bot');
    await form.getByLabel('Seat 2 bot difficulty').selectOption('easy');
    await form.getByRole('button', { name: 'Create match' }).click();
    await page.locator('.rr-board').waitFor();
    await untilWorkerPlacement(page);
    const space = (await page.locator('.rr-space.rr-legal').first().getAttribute('data-space'))!;
    const spaceBox = page.locator(`.rr-space[data-space="${space}"]`);
    const lines = await logLength(page);

    // Offline: the click is held, the board does not show it, and it can be withdrawn.
    await goOffline(context, page);
    await clickSpace(page, space);
    const pending = page.locator('.rh-pending');
    await expect.poll(() => pending.textContent()).toContain('is not sent yet');
    expect(await pending.getByRole('button', { name: 'withdraw it' }).isVisible()).toBe(true);
    expect(await spaceBox.getAttribute('class')).not.toContain('rr-taken');
    expect(await logLength(page)).toBe(lines);
    await pending.getByRole('button', { name: 'withdraw it' }).click();
    expect(await pending.count()).toBe(0);

    // Back online, the withdrawn move was never sent: still my turn, the space still free.
    await goOnline(context, page);
    expect(await nextTurn(page, LEGAL)).toBe('mine');
    expect(await spaceBox.getAttribute('class')).not.toContain('rr-taken');
    expect(await spaceBox.getAttribute('data-legal')).toBe('true');
    expect(await logLength(page)).toBe(lines);

    // Offline again: clicked and left pending, it goes when the connection returns.
    await goOffline(context, page);
    await clickSpace(page, space);
    await expect.poll(() => pending.count()).toBe(1);
    expect(await spaceBox.getAttribute('class')).not.toContain('rr-taken');
    expect(await statusText(page)).toBe('Your turn.');
    await goOnline(context, page);
    await expect.poll(() => spaceBox.getAttribute('class'), { timeout: 20_000 }).toContain('rr-taken');
    expect(await pending.count()).toBe(0);
    expect(await logLength(page)).toBeGreaterThan(lines);
    expect(errors).toEqual([]);
  }, 180_000);
});
