// Issue 50 §2: the Division reads west to east at every width. At 1366 px the East DP used to wrap
// under the West DP, and on a phone the row zigzagged. Against three easy bots (the longest
// Division: five Mainline cards, four Offices, two Division Points), at a small laptop and a phone
// in portrait: every piece of the track stands in one row, in order, at one height (the row may
// scroll sideways inside itself, the page never does), and the board and the track do not move
// down the page as the state changes (the person's moves and the bots').
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, newWatchedPage, nextTurn, screenshot, seeded, useServerAndBrowser } from './harness';

const GAME = 'division';
const LEGAL = LEGAL_MOVES[GAME];
const SCREENS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

/** The track as laid out: each piece's box (in page coordinates), and the page's own width. */
async function track(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector('.rh-board-area .dv-division')!;
    const pieces = Array.from(row.children).map((e) => {
      const b = e.getBoundingClientRect();
      return { label: (e.querySelector('strong')?.textContent ?? '').trim(), left: b.left + row.scrollLeft, right: b.right + row.scrollLeft, top: b.top + window.scrollY };
    });
    const top = (sel: string) => document.querySelector(sel)!.getBoundingClientRect().top + window.scrollY;
    return {
      pieces,
      boardTop: top('.rh-board-area .dv-board'),
      trackTop: top('.rh-board-area .dv-division'),
      pageWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      viewportWidth: window.innerWidth,
    };
  });
}

describeBrowser('Division: the track reads west to east, and the page holds still', () => {
  const env = useServerAndBrowser();

  for (const screen of SCREENS) {
    it(`${screen.name} ${screen.width}×${screen.height}: one row west to east, and the board's top stays put across state changes`, async () => {
      const context = await env.browser.newContext({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: 1 });
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
      expect(await nextTurn(page, LEGAL, 120_000)).toBe('mine');

      const first = await track(page);
      const labels = first.pieces.map((p) => p.label);
      expect(labels[0]).toBe('West DP');
      expect(labels[labels.length - 1]).toBe('East DP');
      expect(labels.filter((l) => l.startsWith('Office'))).toEqual(['Office 1', 'Office 2', 'Office 3', 'Office 4']);
      expect(first.pieces).toHaveLength(11);
      for (let i = 1; i < first.pieces.length; i++) {
        const [a, b] = [first.pieces[i - 1], first.pieces[i]];
        expect(b.left, `${b.label} starts east of ${a.label}`).toBeGreaterThanOrEqual(a.right - 0.5);
        expect(Math.abs(b.top - a.top), `${b.label} in the row of ${a.label}`).toBeLessThan(0.5);
      }
      expect(first.pageWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(first.viewportWidth);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `division-track-${screen.name}-${screen.width}x${screen.height}`);

      // State changes: the person's moves, and the bots' turns they hand over to.
      const rng = seeded(`e2e-division-track-${screen.name}`);
      let changes = 0;
      for (let clicks = 0; clicks < 8 && (await nextTurn(page, LEGAL, 120_000)) === 'mine'; clicks++) {
        await clickLegalMove(page, LEGAL, rng);
        changes++;
        const now = await track(page);
        expect(now.boardTop, `board top after move ${clicks + 1}`).toBeCloseTo(first.boardTop, 0);
        expect(now.trackTop, `track top after move ${clicks + 1}`).toBeCloseTo(first.trackTop, 0);
      }
      expect(changes).toBeGreaterThan(3);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `division-track-${screen.name}-${screen.width}x${screen.height}-later`);
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
  }
});
