// Rules help at the point of action (issue 18), in a Russian Railroads match against the easy bot:
// the "?" beside the prompt opens the rules section of the current phase in a dialog over the
// match, Escape closes it and focus returns to the "?"; the "?" of a group of action spaces opens
// its own section, and the close button closes it; the full rules page scrolls to a #section.
import { expect, it } from 'vitest';
import { describeBrowser } from './browser';
import { newWatchedPage, screenshot, useServerAndBrowser } from './harness';

const GAME = 'russian-railroads';

describeBrowser('rules help at the point of action', () => {
  const env = useServerAndBrowser();

  it('Russian Railroads against the easy bot: the prompt\'s "?" and an action group\'s "?" open their sections in place; /rules#tracks scrolls there', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
    const { page, errors } = await newWatchedPage(context);
    await page.goto(`${env.server.url}/${GAME}/bots`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.locator('select[name="numPlayers"]').selectOption('2');
    await form.getByLabel('Seat 1 name').fill('Tess');
    await form.getByLabel('Seat 2 bot difficulty').selectOption('easy');
    await form.getByRole('button', { name: 'Start against bots' }).click();
    await page.locator('.rr-board').waitFor();

    // The prompt's "?": the section of the phase the match is in.
    const promptHelp = page.locator('.rh-match-bar .rh-rules-link');
    const label = (await promptHelp.getAttribute('aria-label'))!;
    expect(label).toMatch(/^Rules: (What you have|A round)$/);
    const box = (await promptHelp.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(32);
    expect(box.height).toBeGreaterThanOrEqual(32);
    await promptHelp.click();
    const dialog = page.locator('dialog.rh-rules-dialog[open]');
    await dialog.waitFor();
    // The bot may move the match on from the starting bonus while the dialog opens; the dialog then
    // follows the phase, as the "?" does.
    await expect.poll(() => dialog.locator('h2').first().textContent()).toMatch(/^(What you have|A round)$/);
    const shown = (await dialog.locator('h2').first().textContent())!;
    expect(await dialog.getByRole('link', { name: 'Full rules page' }).getAttribute('href')).toBe(`/russian-railroads/rules#${shown === 'A round' ? 'a-round' : 'what-you-have'}`);
    await screenshot(page, 'rules-help-prompt');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Rules: (What you have|A round)$/);

    // A group of action spaces: its "?" opens the section that explains it; the close button closes it.
    const tracksHelp = page.getByRole('button', { name: 'Rules: Tracks (Track extension)' });
    await tracksHelp.click();
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('h2').first().textContent()).toBe('Tracks');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Rules: Tracks (Track extension)');

    // The full page opened at a section scrolls to its heading once the text has loaded.
    await page.goto(`${env.server.url}/${GAME}/rules#tracks`);
    const heading = page.locator('h2#tracks');
    await heading.waitFor();
    await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBeLessThan(100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [game, ready, help, heading] of [
    ['train-and-railway', '.tr-map-main', 'Rules: Location actions (selling)', 'Location actions'],
    ['division', '.dv-board', 'Rules: The Division', 'The Division'],
  ] as const) {
    it(`${game} against the easy bot: a board panel's "?" opens its section in place`, async () => {
      const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
      const { page, errors } = await newWatchedPage(context);
      await page.goto(`${env.server.url}/${game}/bots`);
      const form = page.getByRole('form', { name: 'New match' });
      await form.locator('select[name="numPlayers"]').selectOption('2');
      await form.getByLabel('Seat 1 name').fill('Tess');
      await form.getByLabel('Seat 2 bot difficulty').selectOption('easy');
      await form.getByRole('button', { name: 'Start against bots' }).click();
      await page.locator(ready).waitFor();
      const link = page.getByRole('button', { name: help, exact: true });
      const box = (await link.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(32);
      expect(box.height).toBeGreaterThanOrEqual(32);
      await link.click();
      const dialog = page.locator('dialog.rh-rules-dialog[open]');
      await dialog.waitFor();
      await expect.poll(() => dialog.locator('h2, h3').first().textContent()).toBe(heading);
      await screenshot(page, `rules-help-${game}`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(help);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

