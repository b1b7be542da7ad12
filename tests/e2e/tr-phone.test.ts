// Train & Railway on a phone (issue 18, point 10), against the easy bot: on its side (844×390) the
// map takes most of the screen's height; held upright (390×844) the controls above the board keep
// one row and nothing scrolls sideways. On both, the map zooms (buttons, Ctrl + wheel, pinch) and pans by
// dragging, a drag that starts on a highlighted hex plays nothing, and a click on a highlighted hex
// after a pan still plays it.
import { expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { describeBrowser } from './browser';
import { LEGAL_MOVES, newWatchedPage, nextTurn, screenshot, signature, useServerAndBrowser, waitForChange } from './harness';

const GAME = 'train-and-railway';
const LEGAL = LEGAL_MOVES[GAME];
const MAP = 'svg.tr-map-main';
const MIN_TAP = 32;
/** The part of the screen's height the map must fill on a phone on its side. */
const MIN_MAP_SHARE = 0.6;

async function startAgainstEasyBot(page: Page, url: string) {
  await page.goto(`${url}/${GAME}/bots`);
  const form = page.getByRole('form', { name: 'New match' });
  await form.locator('select[name="numPlayers"]').selectOption('2');
  await form.getByLabel('Seat 1 name').fill('Tess');
  await form.getByLabel('Seat 2 bot difficulty').selectOption('easy');
  await form.getByRole('button', { name: 'Start against bots' }).click();
  await page.locator(MAP).waitFor();
  expect(await nextTurn(page, LEGAL)).toBe('mine');
}

/** The map's zoom as the page shows it: the data-zoom it carries and a hex's width on screen. */
async function mapScale(page: Page): Promise<{ zoom: number; hexWidth: number }> {
  return page.evaluate((map) => {
    const svg = document.querySelector(map)!;
    const cell = svg.querySelector('.tr-cell')!;
    return { zoom: Number(svg.getAttribute('data-zoom')), hexWidth: cell.getBoundingClientRect().width };
  }, MAP);
}

/** The screen point of a highlighted hex's middle, and whether a click there reaches it (it may lie outside what the map shows). */
async function hexPoint(page: Page, hex: string): Promise<{ x: number; y: number; reachable: boolean }> {
  return page.evaluate(
    ({ map, hex }) => {
      const target = document.querySelector(`${map} [data-target-hex="${hex}"]`)!;
      const box = target.querySelector('.tr-hl-under')!.getBoundingClientRect();
      const shown = document.querySelector(map)!.getBoundingClientRect();
      const p = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const inside = p.x > shown.left && p.x < shown.right && p.y > shown.top && p.y < shown.bottom && p.y < window.innerHeight;
      const hit = inside ? document.elementFromPoint(p.x, p.y) : null;
      return { ...p, reachable: hit?.closest('[data-target-hex]') === target };
    },
    { map: MAP, hex },
  );
}

async function mapMiddle(page: Page): Promise<{ x: number; y: number }> {
  const box = (await page.locator(MAP).boundingBox())!;
  // The middle of what shows of the map (on a phone on its side its foot is below the screen).
  const bottom = Math.min(box.y + box.height, page.viewportSize()!.height);
  return { x: Math.round(box.x + box.width / 2), y: Math.round((Math.max(box.y, 0) + bottom) / 2) };
}

async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(from.x + (by.x * i) / 6, from.y + (by.y * i) / 6);
  await page.mouse.up();
}

/** A two-finger pinch on the map's middle, the fingers from `from` px apart to `to` px apart. */
async function pinch(context: BrowserContext, page: Page, from: number, to: number) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 2 });
  const mid = await mapMiddle(page);
  const fingers = (spread: number) => [
    { x: mid.x - spread / 2, y: mid.y, id: 1 },
    { x: mid.x + spread / 2, y: mid.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(from + ((to - from) * i) / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
  await cdp.detach();
}

/** The zoom buttons: three, each a tap target of 32 px or more. */
async function zoomButtons(page: Page) {
  const sizes = await page.locator('[role="group"][aria-label="Map zoom"] button').evaluateAll((els) =>
    els.map((e) => ({ label: e.getAttribute('aria-label'), w: e.getBoundingClientRect().width, h: e.getBoundingClientRect().height })),
  );
  expect(sizes.map((s) => s.label)).toEqual(['Zoom in', 'Zoom out', 'Show the whole map']);
  for (const s of sizes) {
    expect(s.w, s.label!).toBeGreaterThanOrEqual(MIN_TAP);
    expect(s.h, s.label!).toBeGreaterThanOrEqual(MIN_TAP);
  }
}

/**
 * Zooms in with the button, pans a highlighted hex into the middle by dragging, checks the drag
 * played nothing, then clicks the hex and checks the move was played.
 */
async function zoomPanAndPlay(page: Page) {
  const fit = await mapScale(page);
  expect(fit.zoom).toBe(1);
  const hexes = await page.locator(`${MAP} [data-target-hex]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-target-hex')!));
  expect(hexes.length).toBeGreaterThan(0);
  const hex = hexes[0];
  const before = await signature(page);

  // A press on the hex that moves a little (still inside the hex, past a click's slop) is a drag,
  // not a click: nothing is played.
  const start = await hexPoint(page, hex);
  expect(start.reachable).toBe(true);
  expect(fit.hexWidth).toBeGreaterThan(24);
  await drag(page, start, { x: 9, y: 0 });
  expect(await signature(page)).toBe(before);

  // The + button: the map's scale grows by the button's step (1.5).
  await page.getByRole('button', { name: 'Zoom in' }).click();
  const zoomed = await mapScale(page);
  expect(zoomed.zoom).toBe(1.5);
  expect(zoomed.hexWidth / fit.hexWidth).toBeCloseTo(1.5, 1);

  // Drag the map so that the hex comes to the middle of what shows.
  const mid = await mapMiddle(page);
  const away = await hexPoint(page, hex);
  await drag(page, mid, { x: mid.x - away.x, y: mid.y - away.y });
  const panned = await hexPoint(page, hex);
  expect(Math.hypot(panned.x - away.x, panned.y - away.y)).toBeGreaterThan(20);
  expect(panned.reachable).toBe(true);
  expect(await signature(page)).toBe(before);
  expect((await mapScale(page)).zoom).toBe(1.5);

  // A plain click on the hex plays it.
  await page.mouse.click(panned.x, panned.y);
  await waitForChange(page, before);
}

describeBrowser('Train & Railway on a phone: the map zooms and pans; the controls keep one row', () => {
  const env = useServerAndBrowser();

  it('844×390: the map fills 60% of the height; zoom by button, wheel and pinch; a drag is no click; a click after a pan plays', async () => {
    const context = await env.browser.newContext({ viewport: { width: 844, height: 390 }, deviceScaleFactor: 1 });
    const { page, errors } = await newWatchedPage(context);
    await startAgainstEasyBot(page, env.server.url);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'tr-phone-844x390');

    const share = await page.evaluate((map) => {
      const box = document.querySelector(map)!.getBoundingClientRect();
      const shown = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
      return shown / window.innerHeight;
    }, MAP);
    console.log(`e2e tr-phone: at 844x390 the map shows on ${(share * 100).toFixed(1)} % of the height as the page opens`);
    expect(share).toBeGreaterThanOrEqual(MIN_MAP_SHARE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(844);
    await zoomButtons(page);

    // The wheel alone scrolls the page and says how to zoom; with Ctrl it zooms under the pointer;
    // the fit button shows the whole map again.
    await page.evaluate(() => window.scrollTo(0, 0));
    let mid = await mapMiddle(page);
    await page.mouse.move(mid.x, mid.y);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.locator('.tr-wheel-hint').textContent()).toMatch(/Hold Ctrl .* to zoom the map/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await mapScale(page)).zoom).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    mid = await mapMiddle(page);
    await page.mouse.move(mid.x, mid.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -300);
    await page.keyboard.up('Control');
    await expect.poll(async () => (await mapScale(page)).zoom).toBeGreaterThan(1.3);
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);
    await page.getByRole('button', { name: 'Show the whole map' }).click();
    expect((await mapScale(page)).zoom).toBe(1);

    // Two fingers spreading zoom in, by the ratio of their spread (60 → 150 px: 2.5).
    const before = await signature(page);
    await pinch(context, page, 60, 150);
    await expect.poll(async () => (await mapScale(page)).zoom).toBeCloseTo(2.5, 1);
    expect(await signature(page)).toBe(before);
    await page.getByRole('button', { name: 'Show the whole map' }).click();

    await zoomPanAndPlay(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'tr-phone-844x390-zoomed');
    expect(errors).toEqual([]);
  }, 120_000);

  it('390×844: the controls keep one row (the rarer ones behind More); zoom and pan; a click after a pan plays', async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const { page, errors } = await newWatchedPage(context);
    await startAgainstEasyBot(page, env.server.url);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'tr-phone-390x844');

    const controls = page.locator('.rh-controls > *');
    const rows = await controls.evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
    expect(rows).toBe(1);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      controls: document.querySelector('.rh-controls')!.scrollWidth,
      room: document.querySelector('.rh-controls')!.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.controls).toBeLessThanOrEqual(widths.room);

    // "More" opens the rest over the page, inside the screen, without moving the board.
    const mapTop = (await page.locator(MAP).boundingBox())!.y;
    const more = page.getByRole('button', { name: 'More match controls' });
    expect(await page.getByRole('button', { name: 'Hand my seat to a bot' }).isVisible()).toBe(false);
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Hand my seat to a bot', 'New match']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
    expect(await page.getByLabel("Level for my seat's bot").isVisible()).toBe(true);
    await screenshot(page, 'tr-phone-390x844-more');
    expect((await page.locator(MAP).boundingBox())!.y).toBe(mapTop);
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('aria-expanded')).toBe('false');

    await zoomButtons(page);
    await zoomPanAndPlay(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'tr-phone-390x844-zoomed');
    expect(errors).toEqual([]);
  }, 120_000);
});
