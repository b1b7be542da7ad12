// The first load, as Chromium gets it from the real server over the real build: the home page's
// scripts come compressed and weigh at most 120 kB on the wire, and neither it nor a lobby loads
// any game's rules; those come when a match opens. The figures are printed for the report.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { GAMES } from '../../games/index';
import { describeBrowser } from './browser';
import { newContext, newWatchedPage, useServerAndBrowser } from './harness';

/** The budget for the home page's JavaScript, compressed, in bytes (kB = 1000 bytes). */
const HOME_JS_BUDGET = 120_000;
/** boardgame.io/core's marker of a refused move: every game's moves import it, the app shell never does. */
const RULES_MARKER = 'INVALID_MOVE';

interface Script {
  path: string;
  /** Bytes on the wire (the encoded body). */
  transferred: number;
  /** Bytes once decoded. */
  size: number;
  encoding: string | undefined;
  text: string;
}

/** Every script the page fetches from now on; settled() waits for the ones still arriving. */
function recordScripts(page: Page, origin: string) {
  const scripts: Script[] = [];
  const pending: Promise<void>[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || (request.resourceType() !== 'script' && !url.pathname.endsWith('.js'))) return;
    const response = await request.response();
    if (!response) return;
    const [sizes, headers, body] = await Promise.all([request.sizes(), response.allHeaders(), response.body()]);
    scripts.push({
      path: url.pathname.slice(1),
      transferred: sizes.responseBodySize,
      size: body.length,
      encoding: headers['content-encoding'],
      text: body.toString('utf8'),
    });
  };
  // A request may still be finishing when the test closes the browser (seen on a loaded machine:
  // "response.body: Target page, context or browser has been closed"); such a script came after
  // everything measured, so it is left out rather than failing the run.
  page.on('requestfinished', (request) => pending.push(record(request).catch(() => {})));
  return {
    scripts,
    async settled() {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      return scripts;
    },
  };
}

type Manifest = Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[] }>;

/** The files a manifest chunk needs: its own and, transitively, those of its static imports. */
function chunkClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, into);
  return into;
}

/** Per game id: the script files its rules (games/<id>/index.ts) need beyond the app's entry. */
function rulesFiles(uiDir: string): Map<string, string[]> {
  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(uiDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const shell = chunkClosure(manifest, entry!);
  const byGame = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const game = /(?:^|\/)games\/([^/]+)\/index\.ts$/.exec(chunk.src ?? '')?.[1];
    if (game) byGame.set(game, [...chunkClosure(manifest, key)].filter((f) => !shell.has(f)));
  }
  return byGame;
}

function describeScripts(scripts: Script[]): string {
  return scripts.map((s) => `${s.path} ${s.transferred} B ${s.encoding ?? 'identity'}`).join('; ');
}

describeBrowser('first load', () => {
  const env = useServerAndBrowser();

  it('the home page takes at most 120 kB of compressed JavaScript and no rules, a lobby no rules either; a match loads its game’s', async () => {
    const rules = rulesFiles(env.server.uiDir);
    expect([...rules.keys()].sort()).toEqual(GAMES.map((g) => g.id).sort());
    for (const [game, files] of rules) expect(files.length, `${game} has rules chunks of its own`).toBeGreaterThan(0);
    const allRules = new Set([...rules.values()].flat());

    const { page, errors } = await newWatchedPage(await newContext(env.browser));
    const home = recordScripts(page, env.server.url);
    await page.goto(`${env.server.url}/`);
    await page.locator('.rh-game-card').nth(GAMES.length - 1).waitFor();
    const homeScripts = await home.settled();

    const total = homeScripts.reduce((n, s) => n + s.transferred, 0);
    const decoded = homeScripts.reduce((n, s) => n + s.size, 0);
    console.log(
      `first load: the home page fetched ${homeScripts.length} scripts, ${(total / 1000).toFixed(1)} kB on the wire ` +
        `(${(decoded / 1000).toFixed(1)} kB decoded): ${describeScripts(homeScripts)}`,
    );
    expect(homeScripts.length).toBeGreaterThan(0);
    expect(total, describeScripts(homeScripts)).toBeLessThanOrEqual(HOME_JS_BUDGET);
    for (const s of homeScripts) {
      expect(['br', 'gzip'], `${s.path} is sent compressed`).toContain(s.encoding);
      expect(s.transferred, `${s.path}: the bytes on the wire are the compressed ones`).toBeLessThan(s.size);
      expect(allRules.has(s.path), `${s.path} is a game's rules chunk`).toBe(false);
      expect(s.text.includes(RULES_MARKER), `${s.path} carries boardgame.io's game engine`).toBe(false);
    }

    // Each game's lobby and its pass-and-play setup (the new-match forms validate without the rules).
    for (const game of GAMES) {
      await page.getByRole('link', { name: game.name, exact: true }).click();
      await page.getByRole('form', { name: 'New match' }).waitFor();
      await page.getByRole('link', { name: 'Pass-and-play' }).click();
      await page.getByRole('button', { name: 'Start pass-and-play' }).waitFor();
      await page.getByRole('link', { name: 'All games' }).first().click();
      await page.locator('.rh-game-card').nth(GAMES.length - 1).waitFor();
    }
    const browsed = await home.settled();
    expect(browsed.filter((s) => allRules.has(s.path)).map((s) => s.path)).toEqual([]);

    // A pass-and-play match of the first game opens: now its rules come, compressed too.
    const game = GAMES[0];
    await page.goto(`${env.server.url}/${game.id}/local`);
    await page.getByRole('button', { name: 'Start pass-and-play' }).click();
    await page.locator('.rh-match').waitFor({ timeout: 30_000 });
    const opened = await home.settled();
    const loadedRules = opened.filter((s) => rules.get(game.id)!.includes(s.path));
    expect(loadedRules.map((s) => s.path).sort()).toEqual([...rules.get(game.id)!].sort());
    for (const s of loadedRules) expect(['br', 'gzip'], `${s.path} is sent compressed`).toContain(s.encoding);
    expect(errors).toEqual([]);
  });
});
