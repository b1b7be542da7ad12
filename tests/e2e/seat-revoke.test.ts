// A seat left from elsewhere (another tab or device) while its page is open, in Chromium: the
// server revokes the page's socket, and the page says so, forgets the dead credentials and goes on
// as a spectator, with the freed seat offered to take again (issue 46 §2). A page opened later with
// the same credentials has its sync refused and does the same.
import { expect, it } from 'vitest';
import { describeBrowser } from './browser';
import { mySeatName, newContext, newWatchedPage, useServerAndBrowser } from './harness';
import { api, createAndJoin } from '../server/helpers';
import { SEAT_REVOKED_NOTICE } from '../../ui/app/seatRevoked';

const GAME = 'division';

describeBrowser('a seat that changes hands under an open page', () => {
  const env = useServerAndBrowser();

  it('the page of a seat left from elsewhere says so, forgets the seat and watches; so does a page opened later with its credentials', async () => {
    const { matchID, seats } = await createAndJoin(env.server.url, 2, GAME);
    const context = await newContext(env.browser);
    const saved = [{ game: GAME, matchID, playerID: '0', credentials: seats[0].credentials, playerName: 'P0', joinedAt: Date.now() }];
    await context.addInitScript((json) => {
      if (!localStorage.getItem('railhouse.seats')) localStorage.setItem('railhouse.seats', json);
    }, JSON.stringify(saved));
    const { page, errors } = await newWatchedPage(context);
    await page.goto(`${env.server.url}/${GAME}/match/${matchID}`);
    await expect.poll(() => mySeatName(page), { timeout: 20_000 }).toBe('P0');

    const left = await api(env.server.url, 'POST', `/games/${GAME}/${matchID}/leave`, { playerID: '0', credentials: seats[0].credentials });
    expect(left.status).toBe(200);
    await page.getByText(SEAT_REVOKED_NOTICE).waitFor({ timeout: 15_000 });
    expect(await mySeatName(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('railhouse.seats'))).toBe('[]');
    // Watching, not stuck reconnecting: the spectator's socket is live and the free seat is offered.
    await page.getByRole('button', { name: 'Take seat 1' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Connection lost: reconnecting…').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    // The same credentials in a page opened afterwards (another device that kept them).
    const later = await newContext(env.browser);
    await later.addInitScript((json) => {
      if (!localStorage.getItem('railhouse.seats')) localStorage.setItem('railhouse.seats', json);
    }, JSON.stringify(saved));
    const second = await newWatchedPage(later);
    await second.page.goto(`${env.server.url}/${GAME}/match/${matchID}`);
    await second.page.getByText(SEAT_REVOKED_NOTICE).waitFor({ timeout: 15_000 });
    expect(await mySeatName(second.page)).toBeNull();
    expect(await second.page.evaluate(() => localStorage.getItem('railhouse.seats'))).toBe('[]');
    expect(second.errors).toEqual([]);
    await later.close();
  }, 120_000);
});
