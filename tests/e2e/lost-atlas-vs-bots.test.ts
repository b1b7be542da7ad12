// Whole Lost Atlas games against easy bots, in the browser: the person's seat clicks a seeded pick
// among the board's highlighted targets (moves, and the map hexes that open a hex's tile or piece
// orientations) whenever it is its turn, until the board's end screen shows the final scores.
// - a 3-player Short game against two bots;
// - a 6-player six–seven game with the Events module and Headquarters (and the six–seven defaults:
//   Hostile Mergers, D2M, Landmark projects) against five bots: 3½ to 5½ minutes, so only with
//   RAILHOUSE_E2E_LONG=1;
// - a 7-player game until its first Operating Round (legibility of seven players' panels).
// On the way, the first map-building turn, Stock Round, track lay, run, event choice, vote and HQ
// placement, the first event card in the header and HQ badge on the map, and the end screen are
// looked at at 1366×768 and at 844×390 (no sideways scroll of the page, every target at least
// 32 px), with screenshots in tests/e2e/screenshots. LA_E2E_SEED, LA_E2E_SEED_6, LA_E2E_SEED_7
// change the seeds.
import { afterEach, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, newContext, newWatchedPage, nextTurn, screenshot, seeded, useServerAndBrowser } from './harness';

const GAME = 'lost-atlas';
const LEGAL = LEGAL_MOVES[GAME];
/** The moves alone: a map-building turn highlights dozens of hexes (steps) beside a few moves. */
const MOVES_ONLY = '.rh-board-area [data-move]:not([disabled]):not([aria-disabled="true"])';
/** How often a click may land on a map step rather than a move (keeps the game short). */
const STEP_SHARE = 0.15;
const MAX_CLICKS = 1500;
const SEED = process.env.LA_E2E_SEED ?? 'la-e2e-1';
const SEED_6 = process.env.LA_E2E_SEED_6 ?? 'la-e2e-6';
const SEED_7 = process.env.LA_E2E_SEED_7 ?? 'la-e2e-7';
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

/** Where a game in the browser stops: at the end screen, or when the first Operating Round shows. */
type Until = 'end' | 'firstOR';

interface Plan {
  players: number;
  /** The form's "Game length" (auto: six–seven at 6–7). */
  mode?: 'auto' | 'short' | 'long';
  /** Boolean options ticked (true) or unticked (false) in the form; the rest keep their defaults. */
  options?: Record<string, boolean>;
  seed: string;
  /** The screenshots' name prefix (lost-atlas-<prefix>-<moment>-<width>.png). */
  prefix: string;
  until: Until;
}

interface Played {
  page: Page;
  problems: string[];
  looked: Set<string>;
  errors: string[];
  workers: string[];
  clicks: number;
  seconds: number;
}

const openContexts: BrowserContext[] = [];

/** The moments looked at (layout + screenshots) the first time the decision heading shows them. */
const MOMENTS = [
  ['build', /Map building/],
  ['stock', /Stock Round/],
  ['track', /lay track/],
  ['run', /run the trains/],
  ['event', /^Event /],
  ['vote', /^Vote on merging|call a vote/],
  ['hq-choice', /HQ on one of its hubs/],
] as const;

/**
 * Starts a match against easy bots on every other seat and clicks seeded picks among the board's
 * highlighted targets on the person's turns, looking at the layout at each moment of MOMENTS the
 * first time it comes, until the end screen (or the first Operating Round).
 */
async function playAgainstBots(env: { readonly server: { url: string }; readonly browser: Browser }, plan: Plan): Promise<Played> {
  const started = Date.now();
  const context = await newContext(env.browser);
  // Closed after the test: a page left open keeps its bots playing and takes the CPU of the next test.
  openContexts.push(context);
  const { page, errors, workers } = await newWatchedPage(context);
  await page.setViewportSize(DESKTOP);
  await page.goto(`${env.server.url}/${GAME}/bots`);
  const form = page.getByRole('form', { name: 'New match' });
  await form.locator('select[name="numPlayers"]').selectOption(String(plan.players));
  await form.locator('select[name="variant-mode"]').selectOption(plan.mode ?? 'auto');
  for (const [key, on] of Object.entries(plan.options ?? {})) await form.locator(`input[name="variant-${key}"]`).setChecked(on);
  await form.getByLabel('Seat 1 name').fill('Tess');
  // A fixed shuffle, so that the person's seat gets a company to operate (track, runs, Auto).
  await form.locator('input[name="seed"]').fill(plan.seed);
  for (let s = 2; s <= plan.players; s++) {
    await form.getByLabel(`Seat ${s} is played by`).selectOption('bot');
    await form.getByLabel(`Seat ${s} bot difficulty`).selectOption('easy');
  }
  await form.getByRole('button', { name: 'Start against bots' }).click();
  await page.locator('.la-board').waitFor();
  const rng = seeded(`e2e-lost-atlas-${plan.prefix}`);
  const looked = new Set<string>();
  const problems: string[] = [];
  const counts: Record<string, number> = {};
  const look = async (name: string) => {
    looked.add(name);
    problems.push(...(await lookAt(page, `${plan.prefix}-${name}`)));
  };
  let clicks = 0;
  try {
    while ((await nextTurn(page, LEGAL, 300_000)) === 'mine') {
      if (++clicks > MAX_CLICKS) throw new Error(`the game did not end within ${MAX_CLICKS} clicks of the person's seat`);
      const header = (await page.locator('.la-header').innerText()) ?? '';
      if (plan.until === 'firstOR' && /Operating Round/.test(header)) {
        await look('or');
        break;
      }
      // The pieces of the modules, once each: the event card in the header, an HQ on the map.
      if (!looked.has('event-card') && /event [A-Z]+-\d/.test(header)) await look('event-card');
      if (!looked.has('hq') && (await page.locator('.la-map-svg .la-hq').count()) > 0) await look('hq');
      const heading = (await page.locator('.la-decision h3').textContent()) ?? '';
      for (const [name, pattern] of MOMENTS) {
        if (!looked.has(name) && pattern.test(heading)) {
          await look(name);
          if (name === 'run') await autoRuns(page);
        }
      }
      const clicked = await clickLegalMove(page, rng() < STEP_SHARE ? LEGAL : MOVES_ONLY, rng);
      const kind = clicked.move ?? 'map-step';
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
  } catch (e) {
    await screenshot(page, `lost-atlas-${plan.prefix}-fail`);
    throw e;
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`e2e lost-atlas ${plan.prefix}: ${clicks} clicks, ${seconds.toFixed(1)} s; clicked ${JSON.stringify(counts)}; looked at ${[...looked].join(', ')}`);
  if (plan.until === 'end') {
    await page.locator('.la-end').waitFor();
    await look('end');
    // An HQ placed after the person's last turn still shows on the map under the end screen.
    if (!looked.has('hq') && (await page.locator('.la-map-svg .la-hq').count()) > 0) await look('hq');
  }
  return { page, problems, looked, errors, workers, clicks, seconds };
}

describeBrowser('Lost Atlas against easy bots', () => {
  const env = useServerAndBrowser();
  afterEach(async () => {
    while (openContexts.length) await openContexts.pop()!.close();
  });

  it('plays a whole 3-player Short game by clicking highlighted targets until the final scores', async () => {
    const played = await playAgainstBots(env, { players: 3, mode: 'short', seed: SEED, prefix: '3p', until: 'end' });
    const { page, problems, errors, workers, looked } = played;
    expect(await page.locator('.la-end').innerText()).toMatch(/Game over/);
    expect(await page.locator('.la-end table tbody tr').count()).toBe(3);
    await page.locator('section[aria-label="Final scores"]').waitFor();
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    if (looked.has('run')) expect(workers.some((u) => /route\.worker/.test(u)), `workers: ${workers.join(', ')}`).toBe(true);
  }, 900_000);

  it('shows seven players legibly at the first Operating Round (panels, charters, header)', async () => {
    const { page, problems, errors } = await playAgainstBots(env, { players: 7, seed: SEED_7, prefix: '7p', until: 'firstOR' });
    expect(await page.locator('.la-players .la-player').count()).toBe(7);
    // Every seat's row shows its cash and its certificate count.
    for (const row of await page.locator('.la-players .la-player').all()) {
      expect(await row.locator('.la-cash').innerText()).toMatch(/^\$?\d+$/);
      expect(await row.locator('.la-cert-count').innerText()).toMatch(/^\d+ cert/);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  }, 900_000);

  // 3½ to 5½ minutes on the 2-core machine shared with other work (2026-12-02: 193 s, 203 s and,
  // with the 3p and 7p games before it, 318 s): on demand only.
  if (!process.env.RAILHOUSE_E2E_LONG) {
    const bar = '!'.repeat(78);
    console.warn(`\n${bar}\n!! LOST ATLAS 6-PLAYER BROWSER GAME SKIPPED (3½ to 5½ minutes).\n!! Play it with RAILHOUSE_E2E_LONG=1 npx vitest run tests/e2e/lost-atlas-vs-bots.test.ts\n${bar}\n`);
    it.skip('6-player game with Events and Headquarters: OFF, set RAILHOUSE_E2E_LONG=1 to play it (3½ to 5½ minutes)', () => {});
  } else {
    it('plays a whole 6-player six–seven game with Events and Headquarters against five easy bots until the final scores', async () => {
      const played = await playAgainstBots(env, { players: 6, options: { events: true, headquarters: true }, seed: SEED_6, prefix: '6p', until: 'end' });
      const { page, problems, errors, looked } = played;
      expect(await page.locator('.la-end').innerText()).toMatch(/Game over/);
      expect(await page.locator('.la-end table tbody tr').count()).toBe(6);
      // The modules' pieces were seen on the person's screen: this cycle's event card in the header, an HQ badge on the map.
      expect(looked.has('event-card'), `looked at ${[...looked].join(', ')}`).toBe(true);
      expect(looked.has('hq'), `looked at ${[...looked].join(', ')}`).toBe(true);
      if (!looked.has('event')) console.log('e2e lost-atlas 6p: no event choice came to the person in this seeded game');
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    }, 1_200_000);
  }
});
