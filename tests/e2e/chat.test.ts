// Chat in an online match, in Chromium: two seated players write to each other (text shown as
// typed, never as HTML), the length limit is shown and enforced, mute hides the other's messages
// and is remembered, a spectator reads but cannot write, and a reload keeps the conversation.
import { expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { newContext, newWatchedPage, screenshot, useServerAndBrowser } from './harness';
import { createAndJoin } from '../server/helpers';

const GAME = 'division';

describeBrowser('chat between two seats', () => {
  const env = useServerAndBrowser();

  /** A browser context holding `seat`'s credentials, as the lobby leaves them after a join. */
  async function seatedContext(matchID: string, seat: { playerID: string; credentials: string } | null, name: string): Promise<BrowserContext> {
    const context = await newContext(env.browser);
    if (seat) {
      const saved = [{ game: GAME, matchID, playerID: seat.playerID, credentials: seat.credentials, playerName: name, joinedAt: Date.now() }];
      await context.addInitScript((json) => {
        if (!localStorage.getItem('railhouse.seats')) localStorage.setItem('railhouse.seats', json);
      }, JSON.stringify(saved));
    }
    return context;
  }

  const chatLines = (page: Page) => page.locator('.rh-chat-lines li').allInnerTexts();

  async function write(page: Page, text: string) {
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('');
  }

  it('Alice and Bob chat; HTML stays text; the limit, mute and a spectator behave; a reload keeps the lines', async () => {
    const { matchID, seats } = await createAndJoin(env.server.url, 2, GAME);
    // Names as the lobby would hold them (createAndJoin joins as P0 and P1).
    const alice = await newWatchedPage(await seatedContext(matchID, seats[0], 'P0'));
    const bob = await newWatchedPage(await seatedContext(matchID, seats[1], 'P1'));
    const watcher = await newWatchedPage(await seatedContext(matchID, null, 'watcher'));
    for (const p of [alice, bob, watcher]) {
      await p.page.goto(`${env.server.url}/${GAME}/match/${matchID}`);
      await p.page.getByRole('region', { name: 'Chat' }).waitFor();
    }

    await write(alice.page, 'Hello <b>Bob</b> & <img src=x onerror=alert(1)>');
    const first = 'P0: Hello <b>Bob</b> & <img src=x onerror=alert(1)>';
    for (const p of [alice, bob, watcher]) await expect.poll(() => chatLines(p.page), { timeout: 15_000 }).toEqual([first]);
    // Shown as the characters typed: no element was made of them.
    expect(await bob.page.locator('.rh-chat-lines b, .rh-chat-lines img').count()).toBe(0);

    await write(bob.page, 'Hi Alice 🚂\nsecond line');
    const second = 'P1: Hi Alice 🚂\nsecond line';
    for (const p of [alice, bob, watcher]) await expect.poll(() => chatLines(p.page), { timeout: 15_000 }).toEqual([first, second]);

    // The limit is on screen, and a longer message cannot be sent.
    const box = alice.page.getByRole('textbox', { name: 'Message' });
    await box.fill('x'.repeat(499) + '🚂');
    expect(await alice.page.locator('.rh-chat-count').innerText()).toBe('500/500');
    await expect.poll(() => alice.page.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
    await box.fill('x'.repeat(501));
    expect(await alice.page.locator('.rh-chat-count').innerText()).toBe('501/500: too long');
    expect(await alice.page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await box.press('Enter');
    await box.fill('');

    // The spectator reads but has nowhere to write.
    expect(await watcher.page.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    await watcher.page.getByText('Only the players can write here; you are watching.').waitFor();

    // Alice mutes: Bob's next message is counted, not shown; the choice outlives a reload.
    await alice.page.getByRole('region', { name: 'Chat' }).getByLabel('Mute').check();
    await write(bob.page, 'are you there?');
    await expect.poll(() => chatLines(watcher.page), { timeout: 15_000 }).toEqual([first, second, 'P1: are you there?']);
    await alice.page.getByText('2 messages hidden while muted.').waitFor();
    expect(await chatLines(alice.page)).toEqual([first]);
    await screenshot(alice.page, 'chat-1-alice-muted');
    await alice.page.reload();
    await alice.page.getByText('2 messages hidden while muted.').waitFor();
    await alice.page.getByRole('region', { name: 'Chat' }).getByLabel('Mute').uncheck();
    expect(await chatLines(alice.page)).toEqual([first, second, 'P1: are you there?']);

    // Bob reloads: the conversation so far is still there, and goes on.
    await bob.page.reload();
    await bob.page.getByRole('region', { name: 'Chat' }).waitFor();
    expect(await chatLines(bob.page)).toEqual([first, second, 'P1: are you there?']);
    await write(alice.page, 'yes');
    await expect.poll(() => chatLines(bob.page), { timeout: 15_000 }).toEqual([first, second, 'P1: are you there?', 'P0: yes']);
    await screenshot(bob.page, 'chat-2-bob');

    for (const p of [alice, bob, watcher]) expect(p.errors).toEqual([]);
  }, 180_000);
});
