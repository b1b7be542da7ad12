// Shared by the browser tests: a Railhouse server over the built UI, pages that record their
// errors, screenshots, and clicking the legal moves a board highlights.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import seedrandom from 'seedrandom';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { GAMES } from '../../games/index';
import { createRailhouseServer, type RailhouseServer } from '../../server/railhouse';
import { launchBrowser } from './browser';
import { builtUi, ROOT } from './ui-build';

export const SCREENSHOTS = path.join(ROOT, 'tests', 'e2e', 'screenshots');

export interface E2eServer {
  server: RailhouseServer;
  url: string;
  /** The built UI it serves. */
  uiDir: string;
  close(): Promise<void>;
}

/** The real server (every registered game, SQLite in a temp file, the built UI) on a free port. */
export async function startE2eServer(): Promise<E2eServer> {
  const uiDir = await builtUi();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railhouse-e2e-db-'));
  const server = await createRailhouseServer({
    games: GAMES,
    dbPath: path.join(dir, 'railhouse.db'),
    port: 0,
    host: '127.0.0.1',
    uiDir,
    log: () => {},
  });
  return {
    server,
    url: server.url,
    uiDir,
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Page-side helpers, installed before any script of the app runs:
 * - signature(): what the match screen shows (its text and the moves its buttons carry); any
 *   applied move changes it.
 * - botTurns / progressValues: how often the bot's "thinking" strip appeared and the values its
 *   progress bar reported (a MutationObserver sees them however short they last).
 */
function installPageHelpers() {
  const w = window as any;
  const seen = { botTurns: 0, progressValues: [] as number[] };
  w.__e2e = {
    seen,
    signature(): string {
      const match = document.querySelector('.rh-match') as HTMLElement | null;
      const text = (match ?? document.body)?.innerText ?? '';
      const moves = Array.from(document.querySelectorAll('[data-move]'), (e) => `${e.getAttribute('data-move')}${e.getAttribute('data-args') ?? ''}`);
      return `${text}|${moves.join(',')}`;
    },
  };
  // Layout shifts not caused by the person's own input (what CLS counts), for the layout tests.
  const shifts = { total: 0, entries: [] as { value: number; at: number; sources: string[] }[] };
  w.__e2e.shifts = shifts;
  w.__e2e.resetShifts = () => {
    shifts.total = 0;
    shifts.entries = [];
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) {
        if (e.hadRecentInput) continue;
        shifts.total += e.value;
        const sources = (e.sources ?? []).map((s: any) => {
          const node = s.node as Element | null;
          const name = node ? `${node.nodeName.toLowerCase()}.${String((node as HTMLElement).className ?? '').split(' ').join('.')}` : '?';
          return `${name} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`;
        });
        shifts.entries.push({ value: e.value, at: Math.round(e.startTime), sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    /* a browser without the Layout Instability API */
  }
  const notice = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches('.rh-thinking') || node.querySelector('.rh-thinking')) seen.botTurns++;
  };
  const start = () =>
    new MutationObserver((records) => {
      for (const r of records) {
        r.addedNodes.forEach(notice);
        if (r.type === 'attributes' && r.target instanceof HTMLProgressElement && r.target.matches('[aria-label="Bot progress"]')) {
          if (r.target.hasAttribute('value')) seen.progressValues.push(r.target.value);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
}

/** The suite's server and Chromium: both started (together) before its tests and closed after them. */
export function useServerAndBrowser(): { readonly server: E2eServer; readonly browser: Browser } {
  const env = {} as { server: E2eServer; browser: Browser };
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

export interface WatchedPage {
  page: Page;
  /** Uncaught exceptions and console.error lines, in order. */
  errors: string[];
  /** URLs of the Web Workers the page started. */
  workers: string[];
}

export async function newWatchedPage(context: BrowserContext): Promise<WatchedPage> {
  await context.addInitScript(installPageHelpers);
  const page = await context.newPage();
  const watched: WatchedPage = { page, errors: [], workers: [] };
  page.on('pageerror', (e) => watched.errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') watched.errors.push(`console.error: ${m.text()}`);
  });
  page.on('worker', (w) => watched.workers.push(w.url()));
  return watched;
}

export async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1440, height: 960 }, deviceScaleFactor: 1 });
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

export async function signature(page: Page): Promise<string> {
  return page.evaluate(() => (window as any).__e2e.signature());
}

/** Waits until the match screen shows something other than `before`. */
export async function waitForChange(page: Page, before: string, timeout = 20_000) {
  await page.waitForFunction((prev) => (window as any).__e2e.signature() !== prev, before, { polling: 50, timeout });
}

/**
 * How each board marks the moves a player can make now (see the report for what is missing).
 * Russian Railroads: every clickable move carries data-move and data-args (action spaces also
 * data-legal="true" and class rr-legal). Train & Railway: main buttons carry data-move; map
 * targets data-target-hex, data-seg and data-edge; upgrades data-upgrade; goods to sell the
 * class tr-sellable. The generic board lists the moves as buttons in its "Legal moves" group.
 */
export const LEGAL_MOVES: Record<string, string> = {
  'russian-railroads': '.rh-board-area [data-move]:not([disabled])',
  'train-and-railway':
    '.rh-board-area :is([data-move], [data-target-hex], [data-seg], [data-edge]:not(.tr-edge-chosen), [data-upgrade], .tr-sellable)',
  division: '.rh-board-area [data-move]:not([disabled])',
  // Lost Atlas: every move carries data-move; a map hex whose tile or piece orientations are
  // offered (one hex at a time, in the decision panel) is a data-step target.
  'lost-atlas': '.rh-board-area :is([data-move], .la-target[data-step]):not([disabled]):not([aria-disabled="true"])',
  generic: '.rh-board-area [aria-label="Legal moves"] button',
};

export interface Clicked {
  move: string | null;
  args: string | null;
  label: string;
}

export type Rng = () => number;
export const seeded = (seed: string): Rng => seedrandom(seed);

/**
 * Clicks one of the highlighted legal moves, picked with `rng` (a Cancel only when nothing
 * else is offered), and waits until the screen shows its effect.
 */
export async function clickLegalMove(page: Page, selector: string, rng: Rng, timeout = 20_000): Promise<Clicked> {
  const targets = page.locator(selector).filter({ visible: true });
  const offered: Clicked[] = await targets.evaluateAll((els) =>
    els.map((e) => ({
      move: e.getAttribute('data-move'),
      args: e.getAttribute('data-args'),
      label: (e.getAttribute('aria-label') ?? (e as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
    })),
  );
  if (offered.length === 0) throw new Error(`no legal move is highlighted (${selector})`);
  const worth = offered.map((_, i) => i).filter((i) => offered[i].move !== 'cancel');
  const pool = worth.length ? worth : offered.map((_, i) => i);
  const index = pool[Math.floor(rng() * pool.length)];
  const before = await signature(page);
  try {
    const target = targets.nth(index);
    await target.scrollIntoViewIfNeeded({ timeout });
    // A real mouse click where the element itself receives it: its centre, or (when a neighbour
    // covers the centre, as overlapping railway hit areas do) a point along its own shape.
    const point = await target.evaluate(clickablePoint);
    if (point) await page.mouse.click(point.x, point.y);
    else await target.click({ timeout });
    await waitForChange(page, before, timeout);
  } catch (e) {
    throw new Error(`clicking ${JSON.stringify(offered[index])} (one of ${offered.length} highlighted): ${(e as Error).message}`);
  }
  return offered[index];
}

/** Runs in the page: a viewport point where a click reaches `el` (null: let Playwright decide). */
function clickablePoint(el: Element): { x: number; y: number } | null {
  const reaches = (x: number, y: number) => {
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === el || el.contains(hit));
  };
  const box = el.getBoundingClientRect();
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (reaches(centre.x, centre.y)) return centre;
  for (const shape of Array.from(el.querySelectorAll('path, line, polyline, circle, polygon')) as SVGGeometryElement[]) {
    const matrix = shape.getScreenCTM();
    if (!matrix || typeof shape.getTotalLength !== 'function') continue;
    const length = shape.getTotalLength();
    for (const f of [0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9]) {
      const p = shape.getPointAtLength(length * f).matrixTransform(matrix);
      if (reaches(p.x, p.y)) return { x: p.x, y: p.y };
    }
  }
  return null;
}

/**
 * Waits until the game is over, or it is my turn with a move highlighted by `selector` (and no bot
 * thinking).
 */
export async function nextTurn(page: Page, selector: string, timeout = 60_000): Promise<'over' | 'mine'> {
  const handle = await page.waitForFunction(
    (legal) => {
      if (document.querySelector('[aria-label="Final scores"]')) return 'over';
      const status = document.querySelector('.rh-status')?.textContent?.trim();
      if (status === 'Your turn.' && !document.querySelector('.rh-thinking') && document.querySelector(legal)) return 'mine';
      return null;
    },
    selector,
    { polling: 50, timeout },
  );
  return (await handle.jsonValue()) as 'over' | 'mine';
}

/** The layout shifts recorded since the last reset (not those right after the person's input). */
export async function layoutShifts(page: Page, reset = false): Promise<{ total: number; entries: { value: number; at: number; sources: string[] }[] }> {
  return page.evaluate((again) => {
    const e2e = (window as any).__e2e;
    const seen = JSON.parse(JSON.stringify(e2e.shifts));
    if (again) e2e.resetShifts();
    return seen;
  }, reset);
}

/** Number of lines in the match's game log. */
export async function logLength(page: Page): Promise<number> {
  return page.locator('.rh-log li').count();
}

export async function statusText(page: Page): Promise<string> {
  return ((await page.locator('.rh-status').textContent()) ?? '').trim();
}

/** The name of the seat the page plays, from the app's seat list (the one with the "you" badge). */
export async function mySeatName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    for (const name of Array.from(document.querySelectorAll('.rh-seats .rh-seat-name'))) {
      const badge = Array.from(name.querySelectorAll('.rh-badge')).find((b) => b.textContent === 'you');
      if (badge) return (name.firstChild?.textContent ?? '').trim();
    }
    return null;
  });
}
