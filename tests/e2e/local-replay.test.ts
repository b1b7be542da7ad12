// The replay of a local match, in Chromium: Tess plays a few moves of Division, and of Russian
// Railroads, against an easy bot and resigns; Replay on the end screen steps through every move of both seats from the page's own
// clients, with the last step showing the board and the log exactly as the end screen does; the
// lobby then lists it as finished on this device, and its replay from there is the same.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, newContext, newWatchedPage, nextTurn, screenshot, seeded, useServerAndBrowser } from './harness';


describeBrowser('replay of a local match', () => {
  const env = useServerAndBrowser();

  const logText = (page: Page) => page.locator('.rh-log').innerText();
  const logLines = (page: Page) => page.locator('.rh-log li').allInnerTexts();
  // A greyed control's reason is the screen's, not the board's: "Tess resigned: Bot 2 wins." on the
  // end screen, "This is a replay: no move can be made here." in the replay (Division prints it
  // under a card that cannot be played). Everything else must be the same.
  const SCREEN_REASONS = /^(This is a replay: no move can be made here\.|Tess resigned: Bot 2 wins\.)$/gm;
  const boardText = async (page: Page) => (await page.locator('.rh-board-area').innerText()).replace(SCREEN_REASONS, '(why not)');

  it.each(['division', 'russian-railroads'])('%s: replays a resigned match against a bot from its end screen', async (GAME) => {
    const LEGAL = LEGAL_MOVES[GAME];
    const { page, errors } = await newWatchedPage(await newContext(env.browser));
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${env.server.url}/${GAME}/bots`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.locator('select[name="numPlayers"]').selectOption('2');
    await form.getByLabel('Seat 1 name').fill('Tess');
    await form.getByLabel('Seat 2 is played by').selectOption('bot');
    await form.getByLabel('Seat 2 bot difficulty').selectOption('easy');
    await form.getByRole('button', { name: 'Start against bots' }).click();

    const rng = seeded('e2e-local-replay');
    let clicks = 0;
    while (clicks < 12 && (await nextTurn(page, LEGAL, 120_000)) === 'mine') {
      await clickLegalMove(page, LEGAL, rng);
      clicks++;
    }
    await nextTurn(page, LEGAL, 120_000);
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.getByRole('region', { name: 'Match over' }).waitFor();
    const endLog = { text: await logText(page), lines: await logLines(page) };
    const endBoard = await boardText(page);

    // On a phone held upright Replay stays in the row, not folded behind "More".
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.getByRole('button', { name: 'Replay' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'More match controls' }).getAttribute('aria-expanded')).toBe('false');
    await page.setViewportSize({ width: 1440, height: 960 });
    await page.getByRole('button', { name: 'Replay' }).click();
    const stepText = await page.locator('.rh-replay-step').innerText();
    const last = Number(/^Step (\d+) of (\d+)$/.exec(stepText)![2]);
    expect(stepText).toBe(`Step ${last} of ${last}`);
    // Tess's moves and the bot's: more steps than her clicks alone.
    expect(last).toBeGreaterThan(clicks);
    expect(await page.getByRole('combobox', { name: 'Seen by' }).inputValue()).toBe('0');
    expect(await logText(page)).toBe(endLog.text);
    await expect.poll(() => boardText(page), { timeout: 20_000 }).toBe(endBoard);

    await page.getByRole('button', { name: 'First' }).click();
    await page.getByText(`Step 0 of ${last}`, { exact: true }).waitFor();
    // The log of the setup alone: the first lines of the end's log (none at all in some games).
    const setupLines = await logLines(page);
    const endLines = endLog.lines;
    expect(setupLines.length).toBeLessThan(endLines.length);
    expect(endLines.slice(0, setupLines.length)).toEqual(setupLines);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Step 1 of ${last}`, { exact: true }).waitFor();
    expect(await page.locator('.rh-replay-move').innerText()).toMatch(/^Step 1: (Tess|Bot 2): /);
    await screenshot(page, `local-replay-${GAME}-step-1`);

    // A spectator's eyes: no hand is shown.
    await page.getByRole('combobox', { name: 'Seen by' }).selectOption('spectator');
    expect(await page.locator('.rh-board-area h3', { hasText: 'Your hand' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Back to the end of the match' }).click();
    await page.getByRole('region', { name: 'Match over' }).waitFor();
    expect(await logText(page)).toBe(endLog.text);

    // The lobby lists it among the matches finished on this device; its replay is the same.
    await page.goto(`${env.server.url}/${GAME}`);
    const kept = page.getByRole('region', { name: 'Finished on this device' }).getByRole('listitem');
    expect(await kept.count()).toBe(1);
    expect(await kept.innerText()).toContain('Against bots: Tess, Bot 2 · Tess resigned: Bot 2 wins.');
    await kept.getByRole('link', { name: 'Replay' }).click();
    await page.getByText(`Step ${last} of ${last}`, { exact: true }).waitFor();
    expect(await logText(page)).toBe(endLog.text);
    await expect.poll(() => boardText(page), { timeout: 20_000 }).toBe(endBoard);
    expect(errors).toEqual([]);
  }, 240_000);
});
