// The match screen as a regular of Board Game Arena expects it (issue 18), in one Russian Railroads
// match against the easy bot: Undo takes back a move of one's own turn and says why when it cannot;
// a greyed action space tells why on hover, on a click and on a long press (phone); and the page
// does not jump while the bot plays (the cumulative layout shift is measured and printed).
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { BOT_SOLO_AVERAGE } from '../../ui/app/soloTargets';
import { LEGAL_MOVES, clickLegalMove, layoutShifts, newWatchedPage, nextTurn, screenshot, seeded, statusText, useServerAndBrowser, waitForChange, signature } from './harness';

// The bot's figure on screen is its report's mean, rounded (tests/ui/solo-target.test.tsx ties the two).
const BOT_SOLO_MEAN = Math.round(BOT_SOLO_AVERAGE['russian-railroads'].mean);

const GAME = 'russian-railroads';
const LEGAL = LEGAL_MOVES[GAME];
/** The issue asks for no layout shift while playing; measured 0.000–0.015 over 8 turns (what is left: a card that gains a
 * taken-by token re-wraps its foot). Web Vitals calls a page good below 0.1; this bar keeps well under it. */
const MAX_CLS = 0.05;

async function startAgainstEasyBot(page: Page, url: string) {
  await page.goto(`${url}/${GAME}/bots`);
  const form = page.getByRole('form', { name: 'New match' });
  await form.locator('select[name="numPlayers"]').selectOption('2');
  await form.getByLabel('Seat 1 name').fill('Tess');
  await form.getByLabel('Seat 2 bot difficulty').selectOption('easy');
  await form.getByRole('button', { name: 'Start against bots' }).click();
  await page.locator('.rr-board').waitFor();
}

/** Clicks seeded legal moves until it is the person's turn to take an action space. */
async function untilWorkerPlacement(page: Page, rng: () => number) {
  for (let clicks = 0; clicks < 40; clicks++) {
    expect(await nextTurn(page, LEGAL)).toBe('mine');
    if ((await page.locator('.rr-space.rr-legal').count()) > 0) return;
    await clickLegalMove(page, LEGAL, rng);
  }
  throw new Error('no worker placement turn within 40 moves');
}

describeBrowser('the match screen: undo, reasons of greyed targets, no layout shift', () => {
  const env = useServerAndBrowser();

  it('Russian Railroads against the easy bot: undo in the turn, reasons on hover, click and long press, CLS under 0.05, resigning names the winner, a bad link leads back', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
    const { page, errors } = await newWatchedPage(context);
    await startAgainstEasyBot(page, env.server.url);
    const rng = seeded('e2e-match-screen');
    await untilWorkerPlacement(page, rng);

    // 6. Labels: the bot box says what it is for, the seed link what it does, the log its turns.
    expect(await page.getByLabel("Level for my seat's bot").isVisible()).toBe(true);
    expect(await page.locator('.rh-hand-to-bot .rh-control-label').innerText()).toBe("Level for my seat's bot");
    expect(await page.locator('.rh-seed a').innerText()).toBe('new match, same shuffle');
    expect(await page.locator('.rh-log li .rh-log-turn').first().textContent()).toMatch(/^Turn \d+$/);

    // 1. Before any move of the turn, Undo is greyed and says why.
    const undo = page.locator('.rh-controls button', { hasText: 'Undo' });
    expect(await undo.getAttribute('aria-disabled')).toBe('true');
    expect(await undo.getAttribute('data-why')).toMatch(/no move this turn/);

    // 2. A greyed action space: hovering shows the rules' reason, a click shows it as the refusal.
    const greyed = page.locator('.rr-space[data-legal="false"] .rr-space-main[data-why]').first();
    const reason = (await greyed.getAttribute('data-why'))!;
    expect(reason.length).toBeGreaterThan(10);
    await greyed.hover();
    await expect.poll(() => page.locator('.rh-why-tip').textContent()).toBe(reason);
    await screenshot(page, 'match-why-hover-1366x768');
    // A real mouse click (Playwright's locator.click waits for an aria-disabled target to enable).
    const at = (await greyed.boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    expect(await page.locator('.rh-refusal').innerText()).toContain(reason);

    // 1. A track space leads to a sub-step in the same turn: Undo is offered and takes it back.
    const track = page.locator('.rr-space.rr-legal[data-space^="T"]').first();
    const space = (await track.getAttribute('data-space'))!;
    const before = await signature(page);
    await track.locator('.rr-space-main').click();
    await waitForChange(page, before);
    expect(await statusText(page)).toBe('Your turn.');
    expect(await page.locator(`.rr-space[data-space="${space}"]`).getAttribute('class')).toContain('rr-taken');
    expect(await undo.getAttribute('aria-disabled')).toBeNull();
    await undo.click();
    await expect.poll(() => page.locator(`.rr-space[data-space="${space}"]`).getAttribute('data-legal')).toBe('true');
    expect(await page.locator(`.rr-space[data-space="${space}"]`).getAttribute('class')).not.toContain('rr-taken');
    expect(await undo.getAttribute('aria-disabled')).toBe('true');

    // 3. Play on against the bot; the page must not jump when its strip or its moves come.
    await layoutShifts(page, true);
    for (let turns = 0; turns < 8; turns++) {
      if ((await nextTurn(page, LEGAL)) === 'over') break;
      await clickLegalMove(page, LEGAL, rng);
    }
    await nextTurn(page, LEGAL);
    const shifts = await layoutShifts(page);
    console.log(`e2e match-screen: CLS while playing 8 turns against the bot at 1366x768 = ${shifts.total.toFixed(4)} (${shifts.entries.length} shifts: ${JSON.stringify(shifts.entries.slice(0, 5))})`);
    expect(shifts.total).toBeLessThan(MAX_CLS);

    // 2. On a phone, a long press on a greyed space shows the reason (and a tap does too).
    await page.setViewportSize({ width: 390, height: 844 });
    await untilWorkerPlacement(page, rng);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await page.locator('.rh-refusal button', { hasText: 'dismiss' }).click().catch(() => {});
    const greyedOnPhone = page.locator('.rr-space[data-legal="false"] .rr-space-main[data-why]').first();
    // In the middle of the screen, clear of the sticky prompt at the top.
    await greyedOnPhone.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const phoneReason = (await greyedOnPhone.getAttribute('data-why'))!;
    const box = (await greyedOnPhone.boundingBox())!;
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-why]')?.getAttribute('data-why'), point)).toBe(phoneReason);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(700);
    await expect.poll(() => page.locator('.rh-why-tip').textContent(), { timeout: 3_000 }).toBe(phoneReason);
    await screenshot(page, 'match-why-long-press-390x844');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await page.locator('.rh-refusal').innerText()).toContain(phoneReason);
    // 7. Resigning against the bot names the winner; the board and the log stay.
    await page.setViewportSize({ width: 1366, height: 768 });
    page.once('dialog', (d) => d.accept());
    await page.locator('.rh-controls button', { hasText: 'Resign' }).click();
    await expect.poll(() => statusText(page)).toBe('Tess resigned: Bot 2 wins.');
    // The board's own prompt names the result too, not whose turn it was.
    expect((await page.locator('.rr-prompt').innerText()).trim()).toBe('Tess resigned: Bot 2 wins.');
    expect(await page.locator('.rr-board').isVisible()).toBe(true);
    expect(await page.locator('.rh-log li').count()).toBeGreaterThan(3);
    expect(await page.locator('.rh-controls button', { hasText: 'Resign' }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'match-resigned-1366x768');

    // 8. A bad match link says so and leads back to the lobby (the browser logs the lobby's 404).
    const errorsBefore = errors.length;
    await page.goto(`${env.server.url}/${GAME}/match/no-such-match`);
    await page.getByRole('heading', { name: 'This match cannot be opened' }).waitFor();
    await page.getByRole('link', { name: 'Back to the Russian Railroads lobby' }).click();
    await page.getByRole('form', { name: 'New match' }).waitFor();
    expect(errors.splice(errorsBefore).every((e) => /status of 404/.test(e))).toBe(true);

    // Undo goes to the master only (ui/app/undo.ts): the client's copy, which has no undo history,
    // no longer logs "ERROR: No moves to undo".
    expect(errors, errors.join('\n')).toEqual([]);
  }, 180_000);

  it('solo shows a score to aim for: the best on this device and the bot average; the controls take one row (phone, 390x844)', async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const { page, errors } = await newWatchedPage(context);
    await page.goto(`${env.server.url}/${GAME}/bots`);
    const form = page.getByRole('form', { name: 'New match' });
    await form.locator('select[name="numPlayers"]').selectOption('1');
    await form.getByLabel('Seat 1 name').fill('Tess');
    await form.getByRole('button', { name: 'Start against bots' }).click();
    await page.locator('.rr-board').waitFor();
    expect(await page.locator('.rh-solo-target').innerText()).toBe(
      `Score to aim for: no solo score on this device yet; the normal bot averages ${BOT_SOLO_MEAN} (40 solo games, base board).`,
    );
    // A best kept from an earlier match on this device is quoted.
    await page.evaluate(() => localStorage.setItem('railhouse.soloBest.russian-railroads', JSON.stringify({ score: 251, at: Date.now() })));
    await page.reload();
    await page.getByRole('button', { name: 'Resume it' }).click();
    await page.locator('.rr-board').waitFor();
    expect(await page.locator('.rh-solo-target').innerText()).toMatch(new RegExp(`^Score to aim for: your best on this device is 251; the normal bot averages ${BOT_SOLO_MEAN} `));
    await screenshot(page, 'match-solo-target-390x844');
    // 10. On a phone held upright the controls above the board take one row.
    const rows = await page.locator('.rh-controls > *').evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
    expect(rows).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Train & Railway's solo quotes its bot's average too.
    await page.goto(`${env.server.url}/train-and-railway/bots`);
    const trForm = page.getByRole('form', { name: 'New match' });
    await trForm.locator('select[name="numPlayers"]').selectOption('1');
    await trForm.getByLabel('Seat 1 name').fill('Tess');
    await trForm.getByRole('button', { name: 'Start against bots' }).click();
    await page.locator('.tr-board').waitFor();
    expect(await page.locator('.rh-solo-target').innerText()).toBe(
      `Score to aim for: no solo score on this device yet; the normal bot averages ${Math.round(BOT_SOLO_AVERAGE['train-and-railway'].mean)} (40 solo games, 20 turns, random maps).`,
    );
    expect(errors).toEqual([]);
  }, 90_000);
});
