// Train & Railway, issue 18 point 2: a greyed target says why it cannot be used, in the game's own
// words (its explain()), as Russian Railroads does: on hover, on a click (where refusals show, and
// nothing is played), and on a long press on a phone. A hex (a start position already taken) and
// an action (drawing a railway for iron without iron), against the easy bot. Then eight turns
// against it without a layout shift (point 3).
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, SCREENSHOTS, clickLegalMove, layoutShifts, logLength, newWatchedPage, nextTurn, seeded, useServerAndBrowser } from './harness';

const GAME = 'train-and-railway';
const LEGAL = LEGAL_MOVES[GAME];

/** Hovering shows the reason in the tooltip; a real click shows it as the refusal and plays nothing. */
async function hoverAndClick(page: Page, greyed: Locator, reason: string) {
  await greyed.hover();
  await expect.poll(() => page.locator('.rh-why-tip').textContent()).toBe(reason);
  const lines = await logLength(page);
  const box = (await greyed.boundingBox())!;
  // A real mouse click (Playwright's locator.click waits for an aria-disabled target to enable).
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => page.locator('.rh-refusal').innerText()).toContain(reason);
  expect(await logLength(page)).toBe(lines);
  await page.locator('.rh-refusal button', { hasText: 'dismiss' }).click();
}

describeBrowser('Train & Railway: greyed targets say why', () => {
  const env = useServerAndBrowser();

  it('a taken start and the iron action without iron give the game’s reason on hover, click and long press', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
    const { page, errors } = await newWatchedPage(context);
    await page.goto(`${env.server.url}/${GAME}/bots`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.locator('select[name="numPlayers"]').selectOption('2');
    await form.getByLabel('Seat 1 name').fill('Tess');
    await form.getByLabel('Seat 2 bot difficulty').selectOption('easy');
    await form.getByRole('button', { name: 'Start against bots' }).click();
    await page.locator('.tr-map-main').waitFor();

    // The starts are chosen from the last seat back: the bot has taken one when the person chooses.
    expect(await nextTurn(page, LEGAL)).toBe('mine');
    const taken = page.locator('.tr-start-taken[data-why]');
    expect(await taken.count()).toBe(1);
    expect(await taken.getAttribute('data-why')).toBe('Each starting position holds only 1 train.');
    await hoverAndClick(page, taken, 'Each starting position holds only 1 train.');
    // While starts are chosen, the actions of a turn are not offered, greyed or otherwise.
    expect(await page.locator('[aria-label="Current step"] [aria-disabled="true"]').count()).toBe(0);
    // Free starts are highlighted targets and carry no reason.
    expect(await page.locator('.tr-start:not(.tr-start-taken)[data-why]').count()).toBe(0);

    await clickLegalMove(page, '.rh-board-area [data-target-hex]', seeded('e2e-tr-why'));
    expect(await nextTurn(page, LEGAL)).toBe('mine');

    // No iron at the start of the game: the iron action is greyed with the rules' reason.
    const iron = page.locator('[aria-label="Additional actions"] button', { hasText: 'Draw 1 railway' });
    expect(await iron.getAttribute('aria-disabled')).toBe('true');
    expect(await iron.getAttribute('data-move')).toBeNull();
    const ironReason = 'Drawing one extra railway costs 1 iron.';
    expect(await iron.getAttribute('data-why')).toBe(ironReason);
    await hoverAndClick(page, iron, ironReason);

    // On a phone, a long press shows it too.
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await iron.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const box = (await iron.boundingBox())!;
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await expect.poll(() => page.locator('.rh-why-tip').textContent(), { timeout: 3_000 }).toBe(ironReason);
    await page.screenshot({ path: `${SCREENSHOTS}/tr-why-long-press-390x844.png` });
    // The whole tip is on the screen.
    const tip = (await page.locator('.rh-why-tip').boundingBox())!;
    expect(tip.x).toBeGreaterThanOrEqual(0);
    expect(tip.x + tip.width).toBeLessThanOrEqual(390);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await page.locator('.rh-refusal').innerText()).toContain(ironReason);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });

    // Point 3 for this game too: playing on against the bot, the page does not jump when its
    // "thinking" strip or its moves come (layout shifts right after a click are the click's own).
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.locator('.rh-refusal button', { hasText: 'dismiss' }).click();
    await layoutShifts(page, true);
    const rng = seeded('e2e-tr-why-cls');
    for (let turns = 0; turns < 8; turns++) {
      if ((await nextTurn(page, LEGAL)) === 'over') break;
      await clickLegalMove(page, LEGAL, rng);
    }
    await nextTurn(page, LEGAL);
    const shifts = await layoutShifts(page);
    console.log(`e2e tr-why: CLS while playing 8 turns against the bot at 1366x768 = ${shifts.total.toFixed(4)} (${shifts.entries.length} shifts: ${JSON.stringify(shifts.entries.slice(0, 5))})`);
    expect(shifts.total).toBeLessThan(0.05);
    expect(errors).toEqual([]);
  }, 180_000);
});
