// Pass-and-play of Train & Railway (secret contracts: hidden information) for two people on one
// screen: between seats the hand-over screen hides the board until the next player confirms, and
// then the board shows that seat's view (its own secret contract face up, the other's face down).
// And Undo in a Russian Railroads pass-and-play match takes back a move of the turn (issue 18, point 1).
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, mySeatName, newContext, newWatchedPage, screenshot, seeded, useServerAndBrowser } from './harness';

const GAME = 'train-and-railway';
const NAMES = ['Ada', 'Ben'];

describeBrowser('pass-and-play with a hand-over screen', () => {
  const env = useServerAndBrowser();

  const handOver = (page: Page) => page.getByRole('dialog', { name: /Pass the device to/ });

  /** While the hand-over screen is up, nothing of the board (nor the log) is on the page. */
  async function expectBoardHidden(page: Page, next: string) {
    await handOver(page).waitFor();
    expect(await handOver(page).getByRole('heading').innerText()).toBe(`Pass the device to ${next}`);
    expect(await page.locator('.rh-board-hidden').isVisible()).toBe(true);
    expect(await page.locator('.tr-board').count()).toBe(0);
    expect(await page.locator('[data-contract], [data-contract-back]').count()).toBe(0);
    expect(await page.locator('.rh-log').count()).toBe(0);
  }

  /** The board shows `seat`'s view: its secret contract face up, every other seat's face down. */
  async function expectViewOf(page: Page, seat: number) {
    await page.locator('.tr-board').waitFor();
    expect(await handOver(page).count()).toBe(0);
    expect(await mySeatName(page)).toBe(NAMES[seat]);
    expect(await page.locator('.rh-notice').innerText()).toContain(`the screen shows ${NAMES[seat]}'s view`);
    for (let p = 0; p < NAMES.length; p++) {
      const secrets = page.locator(`[data-player="${p}"] .tr-player-contracts`);
      expect(await secrets.locator('[data-contract]').count()).toBe(p === seat ? 1 : 0);
      expect(await secrets.locator('[data-contract-back]').count()).toBe(p === seat ? 0 : 1);
    }
  }

  it('hides the board between seats until the next player confirms, then shows that seat its own view', async () => {
    const { page, errors } = await newWatchedPage(await newContext(env.browser));
    await page.goto(`${env.server.url}/${GAME}/local`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.locator('select[name="numPlayers"]').selectOption('2');
    for (let i = 0; i < 2; i++) {
      expect(await form.getByLabel(`Seat ${i + 1} is played by`).inputValue()).toBe('human');
      await form.getByLabel(`Seat ${i + 1} name`).fill(NAMES[i]);
    }
    await form.getByRole('button', { name: 'Start pass-and-play' }).click();

    // Starting railways are chosen last player first: the device goes to Ben at once.
    const rng = seeded('e2e-pass-and-play');
    await expectBoardHidden(page, 'Ben');
    await screenshot(page, 'local-1-hand-over-to-ben');
    await handOver(page).getByRole('button', { name: 'I am Ben: show my board' }).click();
    await expectViewOf(page, 1);
    await screenshot(page, 'local-2-ben-view');

    // Ben picks a starting railway on the map; then it is Ada's turn, behind the hand-over screen.
    const clicked = await clickLegalMove(page, LEGAL_MOVES[GAME], rng);
    expect(clicked.label).toMatch(/^Start at S\d$/);
    await expectBoardHidden(page, 'Ada');
    await screenshot(page, 'local-3-hand-over-to-ada');
    await handOver(page).getByRole('button', { name: 'I am Ada: show my board' }).click();
    await expectViewOf(page, 0);
    // Ada sees Ben's choice in the log.
    expect(await page.locator('.rh-log li').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('.rh-status').innerText()).toBe('Your turn.');
    await screenshot(page, 'local-4-ada-view');

    expect(errors).toEqual([]);
  }, 120_000);

  it('Russian Railroads: Undo takes back a move of the turn on one screen too (issue 18, point 1)', async () => {
    const LEGAL = LEGAL_MOVES['russian-railroads'];
    const { page, errors } = await newWatchedPage(await newContext(env.browser));
    await page.goto(`${env.server.url}/russian-railroads/local?seed=e2e-pass-and-play-undo`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.locator('select[name="numPlayers"]').selectOption('2');
    for (let i = 0; i < 2; i++) await form.getByLabel(`Seat ${i + 1} name`).fill(NAMES[i]);
    await form.getByRole('button', { name: 'Start pass-and-play' }).click();
    const rng = seeded('e2e-pass-and-play-undo');
    /** Whoever must act sees the board (past the hand-over screen, if the game shows one). */
    const toTheBoard = async () => {
      await page.locator('.rh-board-area [data-move], [role="dialog"]').first().waitFor();
      const dialog = handOver(page);
      if (await dialog.count()) await dialog.getByRole('button', { name: /^I am .+: show my board$/ }).click();
    };
    const track = page.locator('.rr-space.rr-legal[data-space^="T"]');
    for (let clicks = 0; ; clicks++) {
      expect(clicks).toBeLessThan(40);
      await toTheBoard();
      await page.locator(LEGAL).first().waitFor();
      if ((await track.count()) > 0) break;
      await clickLegalMove(page, LEGAL, rng);
    }
    const undo = page.locator('.rh-controls button', { hasText: 'Undo' });
    expect(await undo.getAttribute('aria-disabled')).toBe('true');
    const space = (await track.first().getAttribute('data-space'))!;
    await track.first().locator('.rr-space-main').click();
    await expect.poll(() => page.locator(`.rr-space[data-space="${space}"]`).getAttribute('class')).toContain('rr-taken');
    expect(await undo.getAttribute('aria-disabled')).toBeNull();
    await undo.click();
    await expect.poll(() => page.locator(`.rr-space[data-space="${space}"]`).getAttribute('data-legal')).toBe('true');
    expect(await page.locator(`.rr-space[data-space="${space}"]`).getAttribute('class')).not.toContain('rr-taken');
    expect(await undo.getAttribute('aria-disabled')).toBe('true');
    expect(errors).toEqual([]);
  }, 120_000);
});
