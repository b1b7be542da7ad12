// An online match of Russian Railroads played from two browser contexts (two people, each with
// their own localStorage) against the real server: the new-match form, the invite link, taking
// the free seat, moves clicked on the board and seen by both, and a reload that rejoins.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import {
  LEGAL_MOVES, clickLegalMove, logLength, mySeatName, newContext, newWatchedPage, screenshot, seeded, statusText, useServerAndBrowser,
  type WatchedPage,
} from './harness';

const GAME = 'russian-railroads';

describeBrowser('online match in two browsers', () => {
  const env = useServerAndBrowser();

  async function savedSeats(page: Page) {
    return JSON.parse((await page.evaluate(() => localStorage.getItem('railhouse.seats'))) ?? '[]');
  }

  /** The page whose player must act now (waits until one of them says so). */
  async function mover(a: WatchedPage, b: WatchedPage): Promise<WatchedPage> {
    for (let tries = 0; tries < 200; tries++) {
      for (const p of [a, b]) if ((await statusText(p.page)) === 'Your turn.') return p;
      await a.page.waitForTimeout(100);
    }
    throw new Error(`neither page has the turn: "${await statusText(a.page)}" / "${await statusText(b.page)}"`);
  }

  it('creates a match on the form, a second browser takes the free seat by the link, both see the moves, a reload rejoins', async () => {
    const alice = await newWatchedPage(await newContext(env.browser));
    const bob = await newWatchedPage(await newContext(env.browser));
    const requested: string[] = [];
    for (const p of [alice, bob]) p.page.on('request', (r) => requested.push(r.url()));

    // Alice creates a 2-player match, both seats for people, and sits at seat 1.
    await alice.page.goto(`${env.server.url}/${GAME}`);
    const form = alice.page.getByRole('form', { name: 'New match' });
    await form.getByLabel('Your name').fill('Alice');
    await form.locator('select[name="numPlayers"]').selectOption('2');
    expect(await form.getByLabel('Seat 1 is played by').inputValue()).toBe('human');
    expect(await form.getByLabel('Seat 2 is played by').inputValue()).toBe('human');
    await screenshot(alice.page, 'online-1-new-match-form');
    await form.getByRole('button', { name: 'Create match' }).click();
    await alice.page.waitForURL(new RegExp(`/${GAME}/match/[^/?#]+$`));
    const matchID = new URL(alice.page.url()).pathname.split('/').pop()!;

    const aliceSeats = await savedSeats(alice.page);
    expect(aliceSeats).toEqual([expect.objectContaining({ game: GAME, matchID, playerID: '0', playerName: 'Alice' })]);
    const aliceCredentials: string = aliceSeats[0].credentials;
    expect(aliceCredentials.length).toBeGreaterThan(8);

    const inviteField = alice.page.getByLabel('Invite link');
    await inviteField.waitFor();
    const invite = await inviteField.inputValue();
    expect(invite).toBe(`${env.server.url}/${GAME}/match/${matchID}`);
    await alice.page.locator('.rr-board').waitFor();
    await screenshot(alice.page, 'online-2-alice-waiting-for-a-player');

    // Bob opens the link: he watches until he takes the free seat.
    await bob.page.goto(invite);
    const join = bob.page.locator('form.rh-join');
    await join.waitFor();
    await screenshot(bob.page, 'online-3-bob-opens-the-invite');
    await join.getByLabel('Your name').fill('Bob');
    await join.getByRole('button', { name: 'Take seat 2' }).click();
    await join.waitFor({ state: 'detached' });
    const bobSeats = await savedSeats(bob.page);
    expect(bobSeats).toEqual([expect.objectContaining({ game: GAME, matchID, playerID: '1', playerName: 'Bob' })]);
    const bobCredentials: string = bobSeats[0].credentials;
    await expect.poll(() => mySeatName(bob.page), { timeout: 20_000 }).toBe('Bob');
    // Both seats are taken: Alice's page names Bob and stops offering the invite.
    await alice.page.locator('.rh-seats', { hasText: 'Bob' }).waitFor();
    await inviteField.waitFor({ state: 'detached', timeout: 20_000 });

    // Moves from each side, clicked among the board's highlighted legal moves.
    const rng = seeded('e2e-online');
    const moves = { Alice: 0, Bob: 0 };
    const movers: string[] = [];
    const logText = (page: Page) => page.locator('.rh-log').innerText();
    const play = async () => {
      const me = await mover(alice, bob);
      const other = me === alice ? bob : alice;
      const name = me === alice ? 'Alice' : 'Bob';
      await clickLegalMove(me.page, LEGAL_MOVES[GAME], rng);
      moves[name]++;
      movers.push(name);
      // The other browser agrees: the same game log, and whose turn it is.
      const myStatus = await statusText(me.page);
      const actor = myStatus === 'Your turn.' ? name : myStatus.replace(/^Waiting for (.*)\.$/, '$1');
      const expected = actor === (me === alice ? 'Bob' : 'Alice') ? 'Your turn.' : `Waiting for ${actor}.`;
      await expect.poll(() => statusText(other.page), { timeout: 20_000 }).toBe(expected);
      await expect.poll(() => logText(other.page), { timeout: 20_000 }).toBe(await logText(me.page));
    };
    try {
      while ((moves.Alice < 2 || moves.Bob < 2) && movers.length < 40) await play();
    } catch (e) {
      await screenshot(alice.page, 'online-fail-alice');
      await screenshot(bob.page, 'online-fail-bob');
      throw e;
    }
    expect(moves.Alice).toBeGreaterThanOrEqual(2);
    // The log grew on both pages.
    expect(await logLength(alice.page)).toBeGreaterThanOrEqual(2);
    expect(await logLength(bob.page)).toBe(await logLength(alice.page));
    expect(moves.Bob).toBeGreaterThanOrEqual(2);
    // The turn passed back and forth.
    expect(movers.some((m, i) => i > 0 && m !== movers[i - 1])).toBe(true);
    // One page has the turn, the other waits for that player.
    const aliceStatus = await statusText(alice.page);
    const bobStatus = await statusText(bob.page);
    if (aliceStatus === 'Your turn.') expect(bobStatus).toBe('Waiting for Alice.');
    else expect([aliceStatus, bobStatus]).toEqual(['Waiting for Bob.', 'Your turn.']);
    await screenshot(alice.page, 'online-4-alice-after-moves');
    await screenshot(bob.page, 'online-5-bob-after-moves');

    // Bob reloads: his seat comes back from localStorage, with the same game.
    const bobLog = await logLength(bob.page);
    await bob.page.reload();
    await bob.page.locator('.rr-board').waitFor();
    await expect.poll(() => mySeatName(bob.page), { timeout: 20_000 }).toBe('Bob');
    await expect.poll(() => logLength(bob.page), { timeout: 20_000 }).toBe(bobLog);
    expect(await bob.page.locator('form.rh-join').count()).toBe(0);
    expect(await bob.page.getByText('You are watching this match.').count()).toBe(0);
    expect(await statusText(bob.page)).toBe(bobStatus);
    await screenshot(bob.page, 'online-6-bob-after-reload');

    // And plays on from the reloaded page.
    const bobMovesBefore = moves.Bob;
    while (moves.Bob === bobMovesBefore && movers.length < 60) await play();
    expect(moves.Bob).toBeGreaterThan(bobMovesBefore);

    // Credentials never appear in a URL, neither the pages' nor any request's.
    for (const url of [alice.page.url(), bob.page.url(), ...requested]) {
      expect(url).not.toContain(aliceCredentials);
      expect(url).not.toContain(bobCredentials);
    }
    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
  }, 180_000);
});
