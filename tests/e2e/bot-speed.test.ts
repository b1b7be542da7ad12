// Bot speed after a person passes (issue 18, point 11), in Chromium: Tess passes at once in a
// four-seat Russian Railroads match against three easy bots, and the bots place the rest of the
// round's workers. At the "quick" speed (the default) nothing waits between their moves but
// their own thinking: the app schedules no pause, and the stretch from Tess's pass to her next
// turn is spent in the bots' Web Worker or on moves the bots cannot choose (played at once).
// Switched to "steady", the same stretch has a pause before each bot move, and the setting
// survives a reload and the match's resumption. The figures measured (stretch, thinking) are
// printed for the report, not asserted: speed is for benchmarks; what is asserted is which
// pauses the app makes.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, clickLegalMove, newContext, newWatchedPage, nextTurn, seeded, useServerAndBrowser } from './harness';
import { STEADY_PAUSE_MS } from '../../ui/app/LocalMatch';

const LEGAL = LEGAL_MOVES['russian-railroads'];

/**
 * Page-side clock of the bots: when each think request went to a Worker and when its move came
 * back, and every timer the page scheduled at the steady pause's length.
 */
function installBotClock(steadyPauseMs: number) {
  const w = window as any;
  const clock = { thinks: [] as { sent: number; answered: number | null }[], steadyPauses: 0 };
  w.__botClock = clock;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, message: any, ...rest: any[]) {
    if (message?.type === 'think') {
      const entry = { sent: performance.now(), answered: null as number | null };
      clock.thinks.push(entry);
      this.addEventListener('message', function answered(e: MessageEvent) {
        if (e.data?.requestId === message.requestId && (e.data.type === 'move' || e.data.type === 'error')) {
          entry.answered = performance.now();
          this.removeEventListener('message', answered);
        }
      });
    }
    return (post as any).call(this, message, ...rest);
  };
  const schedule = window.setTimeout;
  (window as any).setTimeout = function (handler: TimerHandler, delay?: number, ...args: any[]) {
    if (delay === steadyPauseMs) clock.steadyPauses++;
    return schedule(handler, delay, ...args);
  };
}

interface Stretch {
  botMoves: number;
  seconds: number;
  thinkingSeconds: number;
  thinks: number;
  steadyPauses: number;
}

/**
 * Tess passes; returns what happened until her next turn (or the end), or until the bots have
 * added `botLines` lines to the log.
 */
async function passAndWatch(page: Page, botLines = Infinity): Promise<Stretch> {
  // A choice that comes before passing is offered (the Starting Bonus card) is made first.
  const rng = seeded('e2e-bot-speed');
  for (let i = 0; (await nextTurn(page, LEGAL, 120_000)) === 'mine' && !(await page.locator('.rr-btn-pass').isVisible()); i++) {
    if (i === 5) throw new Error('Pass is not offered');
    await clickLegalMove(page, LEGAL, rng);
  }
  const before = await page.evaluate(() => {
    const c = (window as any).__botClock;
    return { thinks: c.thinks.length, steadyPauses: c.steadyPauses, log: document.querySelectorAll('.rh-log li').length, at: performance.now() };
  });
  await page.locator('.rr-btn-pass').click();
  // Her pass is applied (the pass button goes) before the bots' stretch is waited for.
  await page.locator('.rr-btn-pass').waitFor({ state: 'detached', timeout: 20_000 });
  if (botLines === Infinity) await nextTurn(page, LEGAL, 180_000);
  else await page.waitForFunction((n) => document.querySelectorAll('.rh-log li').length >= n, before.log + 1 + botLines, { timeout: 120_000 });
  return page.evaluate((b) => {
    const c = (window as any).__botClock;
    const thinks = c.thinks.slice(b.thinks) as { sent: number; answered: number | null }[];
    const thinking = thinks.reduce((sum, t) => sum + ((t.answered ?? performance.now()) - t.sent), 0);
    return {
      // Log lines since the pass, less Tess's own.
      botMoves: document.querySelectorAll('.rh-log li').length - b.log - 1,
      seconds: (performance.now() - b.at) / 1000,
      thinkingSeconds: thinking / 1000,
      thinks: thinks.length,
      steadyPauses: c.steadyPauses - b.steadyPauses,
    };
  }, before);
}

describeBrowser('bot speed after a pass (Russian Railroads, three bots)', () => {
  const env = useServerAndBrowser();

  it('at "quick" the bots move as soon as they have chosen; "steady" pauses before each move and is remembered', async () => {
    const context = await newContext(env.browser);
    await context.addInitScript(installBotClock, STEADY_PAUSE_MS);
    const { page, errors } = await newWatchedPage(context);
    await page.goto(`${env.server.url}/russian-railroads/bots?seed=e2e-bot-speed`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.locator('select[name="numPlayers"]').selectOption('4');
    await form.getByLabel('Seat 1 name').fill('Tess');
    for (const seat of [2, 3, 4]) {
      await form.getByLabel(`Seat ${seat} is played by`).selectOption('bot');
      await form.getByLabel(`Seat ${seat} bot difficulty`).selectOption('easy');
    }
    await form.getByRole('button', { name: 'Start against bots' }).click();

    const speed = page.getByLabel('Bot speed');
    await expect.poll(() => speed.inputValue()).toBe('quick');

    const quick = await passAndWatch(page);
    console.log(`bot speed quick: ${JSON.stringify(quick)}`);
    // Three bots placed the rest of their workers: many moves, and no pause scheduled among them.
    expect(quick.botMoves).toBeGreaterThanOrEqual(6);
    expect(quick.steadyPauses).toBe(0);
    expect(quick.thinks).toBeGreaterThan(0);

    // The steady stretch is watched for its first moves only (the whole round takes ~40 s).
    await speed.selectOption('steady');
    const steady = await passAndWatch(page, 6);
    console.log(`bot speed steady (first moves): ${JSON.stringify(steady)}`);
    expect(steady.botMoves).toBeGreaterThanOrEqual(6);
    // A whole pause scheduled as each new position appears, before its bot moves.
    expect(steady.steadyPauses).toBeGreaterThanOrEqual(steady.botMoves);
    // A bot moves no sooner than the pause after its position appeared (timers never fire early):
    // the moves of the log lines are that far apart at least.
    expect(steady.thinks).toBeGreaterThan(0);
    expect(steady.seconds).toBeGreaterThanOrEqual(((steady.botMoves - 1) * STEADY_PAUSE_MS) / 1000);

    await page.reload();
    await page.getByRole('button', { name: 'Resume it' }).click();
    await expect.poll(() => page.getByLabel('Bot speed').inputValue()).toBe('steady');
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
