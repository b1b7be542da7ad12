// A whole game against the easy bot, in the browser: Russian Railroads for 2 players, a fixed 6
// rounds. Measured on 2 busy cores: 53–73 clicks of the person's seat, 29–75 s. Train & Railway
// (ends at 25 points, else after quiet rounds or a round cap) took 197 clicks and 42 rounds in
// which nobody scored, so it is the slower and less telling choice. The person's seat clicks a
// seeded pick among the board's highlighted legal moves whenever it is its turn; the bot thinks in
// its Web Worker behind a progress bar; the end screen shows the final scores with their breakdown.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, SCREENSHOTS, clickLegalMove, newContext, newWatchedPage, nextTurn, screenshot, seeded, useServerAndBrowser } from './harness';

const GAME = 'russian-railroads';
const LEGAL = LEGAL_MOVES[GAME];
/** Far above a game's length (about 75 moves of the person's seat), so only a stuck game hits it. */
const MAX_CLICKS = 400;

describeBrowser('a game against the easy bot', () => {
  const env = useServerAndBrowser();

  /** The final score table: category rows and the totals, per seat column. */
  async function finalTable(page: Page) {
    const table = page.locator('section[aria-label="Final scores"] table', { has: page.locator('caption', { hasText: 'Final scores by category' }) });
    return table.evaluate((t: HTMLTableElement) => ({
      // A seat's heading: its colour token (an SVG with its letter), its name, a star for a winner.
      seats: Array.from(t.tHead!.rows[0].cells)
        .slice(1)
        .map((c) => {
          const copy = c.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('svg, .rh-winner').forEach((e) => e.remove());
          return copy.textContent!.trim();
        }),
      winners: Array.from(t.tHead!.rows[0].cells).slice(1).map((c) => c.querySelector('.rh-winner') !== null),
      rows: Array.from(t.tBodies[0].rows, (r) => ({ label: r.cells[0].textContent!.trim(), values: Array.from(r.cells).slice(1).map((c) => Number(c.textContent)) })),
      totals: Array.from(t.tFoot!.rows[0].cells).slice(1).map((c) => Number(c.textContent)),
    }));
  }

  it('plays a whole 2-player game by clicking highlighted moves until the final scores', async () => {
    const started = Date.now();
    const { page, errors, workers } = await newWatchedPage(await newContext(env.browser));
    await page.goto(`${env.server.url}/${GAME}/bots`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.locator('select[name="numPlayers"]').selectOption('2');
    await form.getByLabel('Seat 1 name').fill('Tess');
    expect(await form.getByLabel('Seat 1 is played by').inputValue()).toBe('human');
    expect(await form.getByLabel('Seat 2 is played by').inputValue()).toBe('bot');
    await form.getByLabel('Seat 2 bot difficulty').selectOption('easy');
    await screenshot(page, 'bot-1-new-match-form');
    await form.getByRole('button', { name: 'Start against bots' }).click();
    await page.locator('.rr-board').waitFor();

    const rng = seeded('e2e-vs-bot');
    let clicks = 0;
    let shotThinking = false;
    const rounds = new Set<string>();
    try {
      while ((await nextTurn(page, LEGAL)) === 'mine') {
        if (++clicks > MAX_CLICKS) throw new Error(`the game did not end within ${MAX_CLICKS} moves of the person's seat`);
        await clickLegalMove(page, LEGAL, rng);
        const round = await page.locator('.rr-board').getAttribute('data-round');
        if (round && !rounds.has(round)) {
          rounds.add(round);
          if (round === '3') await screenshot(page, 'bot-3-round-3');
        }
        // Catch the bot's progress strip once on a picture (it may be gone before the shot).
        if (!shotThinking && clicks <= 10) {
          const thinking = page.locator('.rh-thinking');
          if (await thinking.waitFor({ timeout: 1_500 }).then(() => true, () => false)) {
            await page.screenshot({ path: `${SCREENSHOTS}/bot-2-bot-thinking.png` });
            shotThinking = (await thinking.count()) > 0;
          }
        }
      }
    } catch (e) {
      await screenshot(page, 'bot-fail');
      throw e;
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`e2e vs-bot: ${clicks} moves of the person's seat, rounds ${[...rounds].join(',')}, ${seconds.toFixed(1)} s`);

    // The end: the status names the winner, the final table has every category and adds up.
    await page.locator('.rr-end').waitFor();
    await screenshot(page, 'bot-4-final-scores');
    const final = await finalTable(page);
    expect(final.seats).toEqual(['Tess', 'Bot 2']);
    expect(final.rows.length).toBeGreaterThanOrEqual(4);
    for (let s = 0; s < final.seats.length; s++) {
      expect(final.rows.reduce((sum, r) => sum + r.values[s], 0)).toBe(final.totals[s]);
    }
    // The starred winners have the best total (a tie-break may leave out a tied seat), and the
    // status names them.
    const best = Math.max(...final.totals);
    const winners = final.seats.filter((_, s) => final.winners[s]);
    expect(winners.length).toBeGreaterThan(0);
    for (let s = 0; s < final.seats.length; s++) if (final.winners[s]) expect(final.totals[s]).toBe(best);
    expect(await page.locator('.rh-status').innerText()).toBe(
      `Game over: ${winners.join(' and ')}${winners.length > 1 ? ' share the win' : ' wins'}.`,
    );
    expect(await page.locator('.rr-end .rr-end-card').count()).toBe(2);
    expect(await page.locator('section[aria-label="Final scores"] svg, section[aria-label="Final scores"] canvas').count()).toBeGreaterThan(0);

    // The bot thought in a Web Worker and reported its progress.
    expect(workers.some((url) => /worker/i.test(url))).toBe(true);
    const seen = await page.evaluate(() => (window as any).__e2e.seen as { botTurns: number; progressValues: number[] });
    expect(seen.botTurns).toBeGreaterThanOrEqual(clicks / 4);
    expect(seen.progressValues.some((v) => v > 0 && v <= 1)).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);
});
