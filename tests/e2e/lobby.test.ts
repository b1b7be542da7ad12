// The lobby as issue 18 asks (points 4 and 5), with Train & Railway: the open list refreshes by
// itself; my matches are listed apart with their date and progress, not as open; Join asks for a
// name in place and seats the person; a seat taken meanwhile is named as on screen ("Seat 2 was just
// taken"); a full match is not offered; and over an address without a clipboard (a LAN address is
// not a secure context) Copy link selects the link in its field and says so.
import { expect, it } from 'vitest';
import { describeBrowser } from './browser';
import { newContext, newWatchedPage, screenshot, useServerAndBrowser } from './harness';

const GAME = 'train-and-railway';

describeBrowser('the lobby', () => {
  const env = useServerAndBrowser();

  it('refreshes by itself, lists my matches apart, joins in place, names a seat just taken, hides full matches; Copy link falls back to a selected field', async () => {
    const aliceContext = await newContext(env.browser);
    // What a LAN address gives a page: no clipboard API (only secure contexts have it).
    await aliceContext.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true }));
    const alice = await newWatchedPage(aliceContext);
    const bob = await newWatchedPage(await newContext(env.browser));
    const carol = await newWatchedPage(await newContext(env.browser));

    // Bob and Carol have the lobby open before the match exists.
    for (const p of [bob, carol]) {
      await p.page.goto(`${env.server.url}/${GAME}`);
      await p.page.getByText('No open matches with a free seat').waitFor();
    }

    // Alice creates a 2-player match.
    await alice.page.goto(`${env.server.url}/${GAME}`);
    const form = alice.page.getByRole('form', { name: 'New match' });
    await form.getByLabel('Your name').fill('Alice');
    await form.locator('select[name="numPlayers"]').selectOption('2');
    await form.getByRole('button', { name: 'Create match' }).click();
    await alice.page.waitForURL(new RegExp(`/${GAME}/match/[^/?#]+$`));
    const matchID = new URL(alice.page.url()).pathname.split('/').pop()!;

    // 4. Copy link without a clipboard: the link is selected in its field, and the page says why.
    await alice.page.getByRole('button', { name: 'Copy link' }).first().click();
    await alice.page.getByText('the link is selected').first().waitFor();
    const selection = await alice.page.evaluate(() => {
      const field = document.activeElement as HTMLInputElement;
      return { label: field.getAttribute('aria-label'), selected: field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0) };
    });
    expect(selection).toEqual({ label: 'Invite link', selected: `${env.server.url}/${GAME}/match/${matchID}` });
    await screenshot(alice.page, 'lobby-copy-link-fallback');

    // 5. Without a reload, Bob's and Carol's lists show it; Alice's lobby lists it apart as hers.
    for (const p of [bob, carol]) await p.page.locator(`[aria-label="Open matches"] li[data-match="${matchID}"]`).waitFor({ timeout: 20_000 });
    await alice.page.goto(`${env.server.url}/${GAME}`);
    const mine = alice.page.locator(`[aria-label="My matches"] li[data-match="${matchID}"]`);
    await expect.poll(() => mine.innerText()).toMatch(/Seat 1 as Alice · waiting for players \(1 of 2 seats free\) · started \d/);
    expect(await alice.page.locator(`[aria-label="Open matches"] li[data-match="${matchID}"]`).count()).toBe(0);
    await screenshot(alice.page, 'lobby-my-matches');

    // Carol clicks Join and is asked her name in place; meanwhile Bob takes the seat.
    const carolRow = carol.page.locator(`[aria-label="Open matches"] li[data-match="${matchID}"]`);
    await carolRow.getByRole('button', { name: 'Join' }).click();
    await carolRow.getByLabel('Your name').fill('Carol');

    const bobRow = bob.page.locator(`[aria-label="Open matches"] li[data-match="${matchID}"]`);
    await bobRow.getByRole('button', { name: 'Join' }).click();
    await bobRow.getByLabel('Your name').fill('Bob');
    await bobRow.getByRole('button', { name: 'Take seat 2' }).click();
    await bob.page.waitForURL(new RegExp(`/${GAME}/match/${matchID}$`));
    await bob.page.locator('.rh-seats', { hasText: 'Bob' }).waitFor();
    expect(await bob.page.locator('form.rh-join').count()).toBe(0);

    await carolRow.getByRole('button', { name: 'Take seat 2' }).click();
    await expect.poll(() => carol.page.locator('[aria-label="Open matches"] [role="alert"]').innerText()).toMatch(/^Seat 2 was just taken\./);
    // The match is full now: the refreshed list no longer offers it.
    await expect.poll(() => carolRow.count(), { timeout: 20_000 }).toBe(0);
    await screenshot(carol.page, 'lobby-seat-just-taken');
    for (const p of [alice, bob, carol]) expect(p.errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  }, 120_000);
});
