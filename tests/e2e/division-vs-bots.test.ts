// A whole 3-player Division game against two easy bots, in the browser: the person's seat clicks a
// seeded pick among the board's highlighted legal moves (data-move) whenever it is its turn; the
// end screen shows the final scores with their breakdown, which add up.
import { expect, it } from 'vitest';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, newContext, newWatchedPage, nextTurn, screenshot, seeded, useServerAndBrowser } from './harness';

const GAME = 'division';
const LEGAL = LEGAL_MOVES[GAME];
const MAX_CLICKS = 500;

describeBrowser('Division against two easy bots', () => {
  const env = useServerAndBrowser();

  it('plays a whole 3-player game by clicking highlighted moves until the final scores', async () => {
    const started = Date.now();
    const { page, errors } = await newWatchedPage(await newContext(env.browser));
    await page.goto(`${env.server.url}/${GAME}/bots`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.locator('select[name="numPlayers"]').selectOption('3');
    await form.getByLabel('Seat 1 name').fill('Tess');
    expect(await form.getByLabel('Seat 1 is played by').inputValue()).toBe('human');
    for (const s of [2, 3]) {
      await form.getByLabel(`Seat ${s} is played by`).selectOption('bot');
      await form.getByLabel(`Seat ${s} bot difficulty`).selectOption('easy');
    }
    await form.getByRole('button', { name: 'Start against bots' }).click();
    await page.locator('.dv-board').waitFor();
    const rng = seeded('e2e-division');
    let clicks = 0;
    try {
      while ((await nextTurn(page, LEGAL, 120_000)) === 'mine') {
        if (++clicks > MAX_CLICKS) throw new Error(`the game did not end within ${MAX_CLICKS} moves of the person's seat`);
        await clickLegalMove(page, LEGAL, rng);
      }
    } catch (e) {
      await screenshot(page, 'division-fail');
      throw e;
    }
    console.log(`e2e division: ${clicks} clicks, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await screenshot(page, 'division-final-scores');
    const final = page.locator('section[aria-label="Final scores"]');
    await final.waitFor();
    expect(await final.innerText()).toMatch(/Cars set out/);
    expect(await page.locator('.dv-end').innerText()).toMatch(/Game over/);
    expect(errors).toEqual([]);
  }, 600_000);
});
