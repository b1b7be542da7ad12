// Turn alerts in Chromium: in an online Division match, Bob's tab is "hidden" (document.visibilityState
// overridden) while Alice plays. With alerts off nothing sounds; once he switches on the sound and the
// notification (the permission granted to the context), his next turn brings one chime and one
// notification, a turn that begins while his tab is visible brings none, and the choice outlives a reload.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, newContext, newWatchedPage, screenshot, seeded, statusText, useServerAndBrowser, type Rng } from './harness';
import { createAndJoin } from '../server/helpers';

const GAME = 'division';

/** Runs in the page before the app: a switchable visibility, and a record of notifications and tones. */
function recordAlerts() {
  const w = window as any;
  let hidden = false;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  w.__setHidden = (h: boolean) => {
    hidden = h;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const shown: { title: string; body?: string }[] = [];
  w.__notifications = shown;
  const Real = w.Notification;
  if (Real) {
    // Static permission and requestPermission are inherited from the real one.
    w.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body });
      }
    };
  }
  let tones = 0;
  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    tones++;
    return createOscillator.call(this);
  };
  w.__tones = () => tones;
}

describeBrowser('turn alerts', () => {
  const env = useServerAndBrowser();

  it('a hidden tab is alerted when its turn begins, only once switched on, and remembers the choice', async () => {
    const { matchID, seats } = await createAndJoin(env.server.url, 2, GAME);
    const pages: Page[] = [];
    for (const [i, seat] of seats.entries()) {
      const context = await newContext(env.browser);
      await context.grantPermissions(['notifications'], { origin: env.server.url });
      await context.addInitScript(recordAlerts);
      const saved = [{ game: GAME, matchID, playerID: seat.playerID, credentials: seat.credentials, playerName: `P${i}`, joinedAt: Date.now() }];
      await context.addInitScript((json) => localStorage.getItem('railhouse.seats') ?? localStorage.setItem('railhouse.seats', json), JSON.stringify(saved));
      const watched = await newWatchedPage(context);
      await watched.page.goto(`${env.server.url}/${GAME}/match/${matchID}`);
      await watched.page.locator('.rh-status').waitFor();
      pages.push(watched.page);
    }
    const [alice, bob] = pages;
    const rng = seeded('e2e-turn-alerts');
    const alerts = async (page: Page) => ({
      notifications: await page.evaluate(() => (window as any).__notifications.length as number),
      tones: await page.evaluate(() => (window as any).__tones() as number),
    });
    const setHidden = (page: Page, hidden: boolean) => page.evaluate((h) => (window as any).__setHidden(h), hidden);

    /** `mover` plays legal moves until it is `waiter`'s turn. */
    async function playUntilTurnOf(mover: Page, waiter: Page, r: Rng) {
      for (let i = 0; i < 60; i++) {
        if ((await statusText(waiter)) === 'Your turn.') return;
        if ((await statusText(mover)) === 'Your turn.') {
          // The status can say so a moment before the board has drawn its targets.
          await mover.locator(LEGAL_MOVES[GAME]).first().waitFor({ timeout: 20_000 });
          await clickLegalMove(mover, LEGAL_MOVES[GAME], r);
        }
        else await mover.waitForTimeout(100);
      }
      throw new Error(`never the other's turn: "${await statusText(mover)}" / "${await statusText(waiter)}"`);
    }

    // Off by default: Bob's hidden tab gets the title, and no sound and no notification.
    // The first seat to play is drawn at setup: when it is Bob, he plays his turn first.
    await expect.poll(async () => [await statusText(alice), await statusText(bob)].includes('Your turn.'), { timeout: 20_000 }).toBe(true);
    if ((await statusText(bob)) === 'Your turn.') await playUntilTurnOf(bob, alice, rng);
    await setHidden(bob, true);
    await playUntilTurnOf(alice, bob, rng);
    expect(await bob.title()).toMatch(/^▶ P1, your turn · Division/);
    expect(await alerts(bob)).toEqual({ notifications: 0, tones: 0 });

    // Bob switches both on (the sound plays a sample once).
    await setHidden(bob, false);
    await bob.getByText('Turn alerts').click();
    await bob.getByLabel('Play a sound').check();
    await bob.getByLabel('Show a notification').check();
    await expect.poll(() => bob.getByLabel('Show a notification').isChecked()).toBe(true);
    const sample = await alerts(bob);
    expect(sample).toEqual({ notifications: 0, tones: 2 });
    await screenshot(bob, 'turn-alerts-1-settings');

    // Bob plays and hides his tab; when his turn comes back: one chime (two tones), one notification.
    await playUntilTurnOf(bob, alice, rng);
    await setHidden(bob, true);
    await playUntilTurnOf(alice, bob, rng);
    await expect.poll(() => alerts(bob), { timeout: 10_000 }).toEqual({ notifications: 1, tones: sample.tones + 2 });
    expect(await bob.evaluate(() => (window as any).__notifications[0])).toEqual({ title: 'Your turn · Division', body: 'P1: it is your turn.' });

    // A turn that begins while he is looking brings nothing more.
    await setHidden(bob, false);
    await playUntilTurnOf(bob, alice, rng);
    await playUntilTurnOf(alice, bob, rng);
    expect(await alerts(bob)).toEqual({ notifications: 1, tones: sample.tones + 2 });

    // Remembered on this device.
    await bob.reload();
    await bob.getByText('Turn alerts (on)').click();
    expect(await bob.getByLabel('Play a sound').isChecked()).toBe(true);
    expect(await bob.getByLabel('Show a notification').isChecked()).toBe(true);
  }, 240_000);
});
