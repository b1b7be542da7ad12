// Division on the two screens issue 17 names: a phone in landscape (844×390) and a small laptop
// (1366×768). The longest Division (4 players: five Mainline cards, four Offices, two Division
// Points) against easy bots: at several of the person's turns, every button of the board is a tap
// target of at least 32 px, and nothing scrolls sideways, at both sizes.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, newWatchedPage, nextTurn, screenshot, seeded, useServerAndBrowser } from './harness';

const GAME = 'division';
const LEGAL = LEGAL_MOVES[GAME];
const MIN_TAP = 32;
const LOOKS = 4;
const SCREENS = [
  { name: 'phone', width: 844, height: 390 },
  { name: 'laptop', width: 1366, height: 768 },
];

describeBrowser('the Division board on a phone and a laptop', () => {
  const env = useServerAndBrowser();

  /** What the issue measures, read off the page as it stands. */
  async function measure(page: Page) {
    return page.evaluate((minTap) => {
      const visible = (e: Element) => {
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
      };
      const buttons = Array.from(document.querySelectorAll('.rh-board-area .dv-board button')).filter(visible);
      return {
        buttons: buttons.length,
        legal: document.querySelectorAll('.rh-board-area .dv-board [data-move]:not([disabled])').length,
        small: buttons
          .map((e) => ({ label: (e.getAttribute('aria-label') ?? (e as HTMLElement).innerText ?? e.className).trim().slice(0, 40), box: e.getBoundingClientRect() }))
          .filter(({ box }) => box.width < minTap || box.height < minTap)
          .map(({ label, box }) => `${label}: ${Math.round(box.width)}×${Math.round(box.height)}`),
        pageWidth: document.documentElement.scrollWidth,
        bodyWidth: document.body.scrollWidth,
        viewportWidth: window.innerWidth,
      };
    }, MIN_TAP);
  }

  it('every board button is a tap target of 32 px or more and nothing scrolls sideways, at 844×390 and 1366×768', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
    const { page, errors } = await newWatchedPage(context);
    await page.goto(`${env.server.url}/${GAME}/bots`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.locator('select[name="numPlayers"]').selectOption('4');
    await form.getByLabel('Seat 1 name').fill('Tess');
    for (let seat = 2; seat <= 4; seat++) {
      await form.getByLabel(`Seat ${seat} is played by`).selectOption('bot');
      await form.getByLabel(`Seat ${seat} bot difficulty`).selectOption('easy');
    }
    await form.getByRole('button', { name: 'Start against bots' }).click();
    await page.locator('.dv-board').waitFor();

    const rng = seeded('e2e-division-screens');
    for (let look = 0; look < LOOKS; look++) {
      expect(await nextTurn(page, LEGAL, 120_000)).toBe('mine');
      for (const screen of SCREENS) {
        await page.setViewportSize({ width: screen.width, height: screen.height });
        await page.waitForFunction((w) => window.innerWidth === w, screen.width);
        await page.evaluate(() => window.scrollTo(0, 0));
        if (look === 0 || look === LOOKS - 1) await screenshot(page, `division-${screen.name}-${screen.width}x${screen.height}-${look}`);
        const seen = await measure(page);
        const where = `${screen.name}, look ${look}`;
        expect(seen.legal, where).toBeGreaterThan(0);
        expect(seen.small, where).toEqual([]);
        expect(Math.max(seen.pageWidth, seen.bodyWidth), where).toBeLessThanOrEqual(seen.viewportWidth);
      }
      // On to a later turn of the person's: a few seeded moves (the turn's end among them, in time).
      for (let clicks = 0; clicks < 6 && (await nextTurn(page, LEGAL, 120_000)) === 'mine'; clicks++) await clickLegalMove(page, LEGAL, rng);
    }
    expect(errors).toEqual([]);
  }, 300_000);
});
