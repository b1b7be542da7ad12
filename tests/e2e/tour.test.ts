// A screenshot tour of the app for the by-eye check (issue 18): every screen a player meets, for
// Russian Railroads and Train & Railway, at 1366×768 and 390×844: the home page, the game's lobby,
// its rules, the new-match form, a match against a bot in play (a greyed target's reason shown),
// the end screen after resigning, the replay with the bot's review, a pass-and-play hand-over, and
// a bad match link. Each screen is asserted to render without errors and, where the page is meant
// to fit a phone, without sideways scrolling. Off by default (it takes minutes): run it with
//   RAILHOUSE_TOUR=1 REQUIRE_BROWSER=1 npx vitest run tests/e2e/tour.test.ts
// The pictures go to tests/e2e/screenshots/tour/ (ignored by git).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, SCREENSHOTS, clickLegalMove, newWatchedPage, nextTurn, seeded, useServerAndBrowser } from './harness';

const TOUR = path.join(SCREENSHOTS, 'tour');
const GAMES = ['russian-railroads', 'train-and-railway'] as const;
const SCREENS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function shot(page: Page, name: string) {
  fs.mkdirSync(TOUR, { recursive: true });
  await page.screenshot({ path: path.join(TOUR, `${name}.png`) });
}

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

if (!process.env.RAILHOUSE_TOUR) {
  describe('screenshot tour', () => {
    it.skip('off: set RAILHOUSE_TOUR=1 to take the tour (tests/e2e/tour.test.ts)', () => {});
  });
} else {
  describeBrowser('screenshot tour', () => {
    const env = useServerAndBrowser();

    async function open(browser: Browser, screen: (typeof SCREENS)[number]) {
      const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: 1 });
      return { context, ...(await newWatchedPage(context)) };
    }

    it.each(SCREENS)('home, lobby, rules, forms and a bad link at $name', async (screen) => {
      const { context, page, errors } = await open(env.browser, screen);
      await page.goto(env.server.url);
      await page.getByRole('heading').first().waitFor();
      await shot(page, `home-${screen.name}`);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      for (const game of GAMES) {
        await page.goto(`${env.server.url}/${game}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForTimeout(500);
        await shot(page, `${game}-lobby-${screen.name}`);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await page.goto(`${env.server.url}/${game}/rules`);
        await page.locator('h2').first().waitFor();
        await shot(page, `${game}-rules-${screen.name}`);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await page.goto(`${env.server.url}/${game}/bots`);
        await page.getByRole('form', { name: 'New match' }).waitFor();
        await shot(page, `${game}-bots-form-${screen.name}`);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await page.goto(`${env.server.url}/${game}/match/no-such-match`);
        await page.getByRole('link', { name: /lobby/i }).first().waitFor({ timeout: 20_000 });
        await shot(page, `${game}-bad-link-${screen.name}`);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
      }
      // The bad links' 404s are the browser's own log lines, nothing else.
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await context.close();
    }, 180_000);

    for (const game of GAMES) {
      it.each(SCREENS)(`${game}: a match against a bot, its end, replay and review, and pass-and-play at $name`, async (screen) => {
        const { context, page, errors } = await open(env.browser, screen);
        page.on('dialog', (d) => void d.accept());
        const LEGAL = LEGAL_MOVES[game];
        await page.goto(`${env.server.url}/${game}/bots?seed=e2e-tour`);
        const form = page.getByRole('form', { name: 'New match' });
        await form.locator('select[name="numPlayers"]').selectOption('2');
        await form.getByLabel('Seat 1 name').fill('Tess');
        await form.getByLabel('Seat 2 is played by').selectOption('bot');
        await form.getByLabel('Seat 2 bot difficulty').selectOption('easy');
        await form.getByRole('button', { name: 'Start against bots' }).click();
        const rng = seeded(`e2e-tour-${game}-${screen.name}`);
        for (let n = 0; n < 6 && (await nextTurn(page, LEGAL, 120_000)) === 'mine'; n++) await clickLegalMove(page, LEGAL, rng);
        await nextTurn(page, LEGAL, 120_000);
        await shot(page, `${game}-match-${screen.name}`);
        // A greyed target says why (hover on a laptop, long press on a phone: the title's text).
        const greyed = page.locator('.rh-board-area [data-why]:not([data-why=""])').first();
        if (await greyed.count()) {
          await greyed.scrollIntoViewIfNeeded();
          await greyed.hover();
          await page.waitForTimeout(400);
          await shot(page, `${game}-match-why-${screen.name}`);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('button', { name: 'Resign' }).click();
        await page.getByRole('region', { name: 'Match over' }).waitFor();
        await shot(page, `${game}-resigned-${screen.name}`);
        await page.getByRole('button', { name: 'Replay' }).click();
        const review = page.getByRole('region', { name: 'Move review' });
        await review.getByRole('combobox', { name: 'Reviewer' }).selectOption('easy');
        await review.getByRole('button', { name: "Review Tess's moves" }).click();
        await review.getByText(/^The easy bot reviewed \d+ moves of Tess/).waitFor({ timeout: 120_000 });
        // (A short match may hold no move the bot would have played otherwise.)
        const mistakes = review.getByRole('list', { name: 'Biggest mistakes' }).getByRole('button');
        if (await mistakes.count()) {
          await mistakes.first().click();
          await page.getByLabel('Review of this move').waitFor();
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `${game}-replay-review-${screen.name}`);

        await page.goto(`${env.server.url}/${game}/local`);
        const local = page.getByRole('form', { name: 'New match' });
        await local.locator('select[name="numPlayers"]').selectOption('2');
        await local.getByLabel('Seat 1 name').fill('Ada');
        await local.getByLabel('Seat 2 name').fill('Ben');
        await local.getByRole('button', { name: 'Start pass-and-play' }).click();
        // The device is handed over before the first move when the first to act is not Ada.
        await page.locator('[role="dialog"], .rh-board-area').first().waitFor();
        await shot(page, `${game}-hand-over-${screen.name}`);
        expect(errors).toEqual([]);
        await context.close();
      }, 300_000);
    }
  });
}
