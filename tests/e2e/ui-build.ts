// The built UI the browser tests load. dist/ when it is fresh (the same test as `npm start`);
// otherwise one vite build into a folder under the system's temp dir, shared by every e2e file
// of a run (and by later runs while it stays fresh). Never rebuilds dist/ itself: other people
// may be serving it. Each build gets a folder of its own, so that a rebuild (sources changed
// while the tests ran) never empties a folder another test file's server is still serving.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { uiNeedsBuild } from '../../tools/start';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * A stand-in project root: its ui/, games/, bots/ link to the real ones, its dist/ is ours. One per
 * checkout: two checkouts sharing one stand-in (a clean clone's CI beside a working copy) would each
 * relink it to their own sources and take the other's fresh-looking build for their own.
 */
const E2E_ROOT = path.join(os.tmpdir(), 'railhouse-e2e-ui', createHash('sha256').update(ROOT).digest('hex').slice(0, 12));
const LOCK = path.join(E2E_ROOT, 'build.lock');
/** A link to the newest build: uiNeedsBuild(E2E_ROOT) looks at its index.html. */
const CURRENT = path.join(E2E_ROOT, 'dist');
const BUILDS = path.join(E2E_ROOT, 'builds');
const OLD_BUILD_MS = 60 * 60_000;
const STALE_LOCK_MS = 5 * 60_000;

function linkSources() {
  fs.mkdirSync(E2E_ROOT, { recursive: true });
  for (const dir of ['ui', 'games', 'bots']) {
    const link = path.join(E2E_ROOT, dir);
    const target = path.join(ROOT, dir);
    let current: string | null = null;
    try {
      current = fs.readlinkSync(link);
    } catch {
      /* no link yet */
    }
    if (current === target) continue;
    fs.rmSync(link, { force: true, recursive: true });
    fs.symlinkSync(target, link, 'dir');
  }
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

/** mkdir is atomic: the one process that creates the lock builds, the others wait for it. */
async function withBuildLock<T>(body: () => T): Promise<T> {
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const lock = fs.statSync(LOCK, { throwIfNoEntry: false });
      if (lock && Date.now() - lock.mtimeMs > STALE_LOCK_MS) fs.rmSync(LOCK, { recursive: true, force: true });
      await sleep(200);
    }
  }
  try {
    return body();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

function viteBuild(outDir: string) {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const started = Date.now();
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  console.log(`e2e: built the UI into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Points CURRENT at `outDir` in one step (rename replaces the old link atomically). */
function makeCurrent(outDir: string) {
  const stat = fs.lstatSync(CURRENT, { throwIfNoEntry: false });
  if (stat && !stat.isSymbolicLink()) fs.rmSync(CURRENT, { recursive: true, force: true });
  const next = `${CURRENT}.next`;
  fs.rmSync(next, { force: true });
  fs.symlinkSync(outDir, next, 'dir');
  fs.renameSync(next, CURRENT);
}

/** Builds older than an hour are no longer served by any test. */
function pruneBuilds(keep: string) {
  for (const name of fs.existsSync(BUILDS) ? fs.readdirSync(BUILDS) : []) {
    const dir = path.join(BUILDS, name);
    if (dir !== keep && Date.now() - fs.statSync(dir).mtimeMs > OLD_BUILD_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The folder of a built UI no older than ui/, games/ and bots/ (E2E_UI_DIR names one to use as is). */
export async function builtUi(): Promise<string> {
  if (process.env.E2E_UI_DIR) return process.env.E2E_UI_DIR;
  if (!uiNeedsBuild(ROOT)) return path.join(ROOT, 'dist');
  linkSources();
  return withBuildLock(() => {
    if (!uiNeedsBuild(E2E_ROOT)) return fs.realpathSync(CURRENT);
    const outDir = path.join(BUILDS, String(Date.now()));
    viteBuild(outDir);
    makeCurrent(outDir);
    pruneBuilds(outDir);
    return outDir;
  });
}
