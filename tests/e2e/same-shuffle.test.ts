// Issue 50 §4: "New match, same shuffle" in Chromium. From a Russian Railroads match against bots
// set up with three seats, two bots of different levels and the Coal module, the link opens the
// setup form in the same tab with every one of those settings and the seed; the match left
// behind stays saved and resumable.
import { expect, it } from 'vitest';
import { describeBrowser } from './browser';
import { newWatchedPage, screenshot, useServerAndBrowser } from './harness';

describeBrowser('new match, same shuffle', () => {
  const env = useServerAndBrowser();

  it('keeps the seat count, the bots and their levels, the variants and the seed, in the same tab', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
    const { page, errors } = await newWatchedPage(context);
    await page.goto(`${env.server.url}/russian-railroads/bots`);
    let form = page.getByRole('form', { name: 'New match' });
    await form.locator('select[name="numPlayers"]').selectOption('3');
    await form.getByLabel('Seat 1 name').fill('Tess');
    await form.getByLabel('Seat 2 bot difficulty').selectOption('hard');
    await form.getByLabel('Seat 3 bot difficulty').selectOption('easy');
    await form.locator('input[name="variant-coal"]').check();
    await form.getByRole('button', { name: 'Start against bots' }).click();
    await page.locator('.rr-board').waitFor();
    const seed = (await page.locator('.rh-seed code').getAttribute('data-seed'))!;

    await page.getByRole('link', { name: 'new match, same shuffle' }).click();
    form = page.getByRole('form', { name: 'New match' });
    await form.waitFor();
    expect(context.pages()).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/russian-railroads/bots');
    expect(await form.locator('select[name="numPlayers"]').inputValue()).toBe('3');
    expect(await form.getByLabel('Seat 1 is played by').inputValue()).toBe('human');
    expect(await form.getByLabel('Seat 1 name').inputValue()).toBe('Tess');
    expect(await form.getByLabel('Seat 2 is played by').inputValue()).toBe('bot');
    expect(await form.getByLabel('Seat 2 bot difficulty').inputValue()).toBe('hard');
    expect(await form.getByLabel('Seat 3 bot difficulty').inputValue()).toBe('easy');
    expect(await form.locator('input[name="variant-coal"]').isChecked()).toBe(true);
    expect(await form.locator('input[name="seed"]').inputValue()).toBe(seed);
    await screenshot(page, 'same-shuffle-form');

    // The match left behind is still there to resume.
    await page.getByRole('button', { name: 'Resume it' }).click();
    await page.locator('.rr-board').waitFor();
    expect(await page.locator('.rh-seed code').getAttribute('data-seed')).toBe(seed);
    expect(errors).toEqual([]);
    await context.close();
  });
});
