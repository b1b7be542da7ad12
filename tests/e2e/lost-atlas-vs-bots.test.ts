// A whole 3-player Lost Atlas game (Short) against two easy bots, in the browser: the person's seat
// clicks a seeded pick among the board's highlighted targets (moves, and the map hexes that open a
// hex's tile or piece orientations) whenever it is its turn, until the board's end screen shows the
// final scores. On the way, the first map-building turn and the first track lay are looked at at
// 1366×768 and at 844×390 (no sideways scroll of the page, every target at least 32 px), with
// screenshots to look at.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, newContext, newWatchedPage, nextTurn, screenshot, seeded, useServerAndBrowser } from './harness';

const GAME = 'lost-atlas';
const LEGAL = LEGAL_MOVES[GAME];
/** The moves alone: a map-building turn highlights dozens of hexes (steps) beside a few moves. */
const MOVES_ONLY = '.rh-board-area [data-move]:not([disabled]):not([aria-disabled="true"])';
/** How often a click may land on a map step rather than a move (keeps the game short). */
const STEP_SHARE = 0.15;
const MAX_CLICKS = 600;
const SEED = process.env.LA_E2E_SEED ?? 'la-e2e-1';
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 844, height: 390 };

/** What breaks the small-screen rules now: sideways page scroll, and targets under 32 px. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) out.push(`the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
    const board = document.querySelector('.rh-board-area');
    const targets = Array.from(board?.querySelectorAll('button, [role="button"], [data-move], [data-step]') ?? []);
    for (const el of targets) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown (a folded list)
      if (box.width < 31.5 || box.height < 31.5) {
        const what = el.getAttribute('aria-label') ?? el.getAttribute('data-move') ?? (el as HTMLElement).innerText?.slice(0, 30);
        out.push(`${el.tagName.toLowerCase()} "${what}" is ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return out;
  });
}

async function lookAt(page: Page, name: string): Promise<string[]> {
  await screenshot(page, `lost-atlas-${name}-1366`);
  await page.setViewportSize(PHONE);
  const problems = await layoutProblems(page);
  await screenshot(page, `lost-atlas-${name}-844`);
  await page.setViewportSize(DESKTOP);
  return problems.map((p) => `${name}: ${p}`);
}

/** Auto: the router worker's plan is played step by step until the run stage is over. */
async function autoRuns(page: Page) {
  await page.locator('.la-auto').click();
  await page.locator('.la-run-builder').waitFor({ state: 'detached', timeout: 120_000 });
}

describeBrowser('Lost Atlas against two easy bots', () => {
  const env = useServerAndBrowser();

  it('plays a whole 3-player Short game by clicking highlighted targets until the final scores', async () => {
    const started = Date.now();
    const context = await newContext(env.browser);
    const { page, errors, workers } = await newWatchedPage(context);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${env.server.url}/${GAME}/bots`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.locator('select[name="numPlayers"]').selectOption('3');
    await form.locator('select[name="variant-mode"]').selectOption('short');
    await form.getByLabel('Seat 1 name').fill('Tess');
    // A fixed shuffle, so that the person's seat gets a company to operate (track, runs, Auto).
    await form.locator('input[name="seed"]').fill(SEED);
    for (const s of [2, 3]) {
      await form.getByLabel(`Seat ${s} is played by`).selectOption('bot');
      await form.getByLabel(`Seat ${s} bot difficulty`).selectOption('easy');
    }
    await form.getByRole('button', { name: 'Start against bots' }).click();
    await page.locator('.la-board').waitFor();
    const rng = seeded('e2e-lost-atlas');
    const looked = new Set<string>();
    const problems: string[] = [];
    const counts: Record<string, number> = {};
    let clicks = 0;
    try {
      while ((await nextTurn(page, LEGAL, 180_000)) === 'mine') {
        if (++clicks > MAX_CLICKS) throw new Error(`the game did not end within ${MAX_CLICKS} clicks of the person's seat`);
        const heading = (await page.locator('.la-decision h3').textContent()) ?? '';
        for (const [name, pattern] of [['build', /Map building/], ['stock', /Stock Round/], ['track', /lay track/], ['run', /run the trains/]] as const) {
          if (!looked.has(name) && pattern.test(heading)) {
            looked.add(name);
            problems.push(...(await lookAt(page, name)));
            if (name === 'run') await autoRuns(page);
          }
        }
        const clicked = await clickLegalMove(page, rng() < STEP_SHARE ? LEGAL : MOVES_ONLY, rng);
        const kind = clicked.move ?? 'map-step';
        counts[kind] = (counts[kind] ?? 0) + 1;
      }
    } catch (e) {
      await screenshot(page, 'lost-atlas-fail');
      throw e;
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`e2e lost-atlas: ${clicks} clicks, ${seconds.toFixed(1)} s; clicked ${JSON.stringify(counts)}; looked at ${[...looked].join(', ')}`);
    await page.locator('.la-end').waitFor();
    problems.push(...(await lookAt(page, 'end')));
    expect(await page.locator('.la-end').innerText()).toMatch(/Game over/);
    expect(await page.locator('.la-end table tbody tr').count()).toBe(3);
    await page.locator('section[aria-label="Final scores"]').waitFor();
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    if (looked.has('run')) expect(workers.some((u) => /route\.worker/.test(u)), `workers: ${workers.join(', ')}`).toBe(true);
  }, 900_000);
});
