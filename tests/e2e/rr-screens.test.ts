// Russian Railroads on the two screens issue 4 names: a phone in landscape (844×390) and a small
// laptop (1366×768). The densest setup (4 players, German board, Coal) against easy bots: when it
// is the person's turn to place workers, every action space is a tap target of at least 32 px,
// nothing scrolls sideways, and the player boards sit behind tabs, one at a time.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, newWatchedPage, nextTurn, screenshot, seeded, useServerAndBrowser } from './harness';

const GAME = 'russian-railroads';
const LEGAL = LEGAL_MOVES[GAME];
const MIN_TAP = 32;
const TABS = '[role="tablist"][aria-label="Player boards"] [role="tab"]';
const SCREENS = [
  { name: 'phone', width: 844, height: 390 },
  { name: 'laptop', width: 1366, height: 768 },
];

describeBrowser('the Russian Railroads board on a phone and a laptop', () => {
  const env = useServerAndBrowser();

  /** Clicks seeded legal moves until it is the person's turn with action spaces to take. */
  async function untilWorkerPlacement(page: Page) {
    const rng = seeded('e2e-rr-screens');
    for (let clicks = 0; clicks < 40; clicks++) {
      expect(await nextTurn(page, LEGAL)).toBe('mine');
      if ((await page.locator('.rr-space.rr-legal').count()) > 0) return;
      await clickLegalMove(page, LEGAL, rng);
    }
    throw new Error('no worker placement turn within 40 moves');
  }

  /** What the issue measures, read off the page as it stands. */
  async function measure(page: Page) {
    return page.evaluate(({ minTap, tabs }) => {
      const small = (selector: string) =>
        Array.from(document.querySelectorAll(selector))
          .map((e) => ({ label: e.getAttribute('aria-label')?.slice(0, 40) ?? e.className, box: e.getBoundingClientRect() }))
          .filter(({ box }) => box.width < minTap || box.height < minTap)
          .map(({ label, box }) => `${label}: ${Math.round(box.width)}×${Math.round(box.height)}`);
      return {
        spaces: document.querySelectorAll('.rr-space .rr-space-main').length,
        legal: document.querySelectorAll('.rr-space.rr-legal .rr-space-main:not([disabled])').length,
        smallSpaces: small('.rr-space .rr-space-main'),
        smallPayToggles: small('.rr-pay-toggle'),
        smallTabs: small(tabs),
        pageWidth: document.documentElement.scrollWidth,
        bodyWidth: document.body.scrollWidth,
        viewportWidth: window.innerWidth,
        tabs: document.querySelectorAll(tabs).length,
        selectedTabs: document.querySelectorAll(`${tabs}[aria-selected="true"]`).length,
        panels: document.querySelectorAll('#rr-tabpanel[role="tabpanel"]').length,
        playerBoards: document.querySelectorAll('#rr-tabpanel .rr-pboard').length,
      };
    }, { minTap: MIN_TAP, tabs: TABS });
  }

  it('every action space is a tap target of 32 px or more, nothing scrolls sideways, player boards are tabs', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
    const { page, errors } = await newWatchedPage(context);
    await page.goto(`${env.server.url}/${GAME}/bots`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.locator('select[name="numPlayers"]').selectOption('4');
    await form.locator('select[name="variant-board"]').selectOption('german');
    await form.locator('input[name="variant-coal"]').check();
    await form.getByLabel('Seat 1 name').fill('Tess');
    for (let seat = 2; seat <= 4; seat++) await form.getByLabel(`Seat ${seat} bot difficulty`).selectOption('easy');
    await form.getByRole('button', { name: 'Start against bots' }).click();
    await page.locator('.rr-board').waitFor();
    await untilWorkerPlacement(page);

    for (const screen of SCREENS) {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.waitForFunction((w) => window.innerWidth === w, screen.width);
      await page.evaluate(() => window.scrollTo(0, 0)); // the sticky prompt back in its place on the picture
      await screenshot(page, `rr-${screen.name}-${screen.width}x${screen.height}`);
      const seen = await measure(page);
      expect(seen.spaces, screen.name).toBeGreaterThanOrEqual(20);
      expect(seen.legal, screen.name).toBeGreaterThan(0);
      expect(seen.smallSpaces, screen.name).toEqual([]);
      expect(seen.smallPayToggles, screen.name).toEqual([]);
      expect(seen.smallTabs, screen.name).toEqual([]);
      expect(Math.max(seen.pageWidth, seen.bodyWidth), screen.name).toBeLessThanOrEqual(seen.viewportWidth);
      expect(seen.tabs, screen.name).toBe(4);
      expect(seen.selectedTabs, screen.name).toBe(1);
      expect(seen.panels, screen.name).toBe(1);
      expect(seen.playerBoards, screen.name).toBe(1);

      // Another tab shows that seat's board instead, still one at a time.
      const tabs = page.locator(TABS);
      const other = tabs.nth(2);
      await other.click();
      expect(await other.getAttribute('aria-selected')).toBe('true');
      const shown = await page.locator('#rr-tabpanel .rr-pboard').getAttribute('data-seat');
      expect(await other.getAttribute('id')).toBe(`rr-tab-${shown}`);
      expect(await page.locator('#rr-tabpanel .rr-pboard').count()).toBe(1);
      await tabs.nth(0).click();
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
