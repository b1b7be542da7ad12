// npm start: build the UI when dist/ is missing or older than its sources, then run the server
// in production mode. Opens no browser; prints the URL.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The UI imports these folders, and vite.config.ts shapes the build (its compressed copies): a change in any changes the build. */
const SOURCES = ['ui', 'games', 'bots', 'vite.config.ts'];

function newestMtime(dir: string): number {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  if (!fs.statSync(dir).isDirectory()) return fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when <root>/dist/index.html is missing or older than vite.config.ts or any file under ui/, games/ or bots/. */
export function uiNeedsBuild(root = ROOT): boolean {
  const built = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((dir) => newestMtime(path.join(root, dir)) > builtAt);
}

async function main() {
  // WORKERS on SQLite is refused before anything is built.
  const { supervisedFromEnv, workersFromEnv } = await import('../server/cluster');
  supervisedFromEnv(workersFromEnv());
  if (uiNeedsBuild()) {
    console.log('Building the UI (vite build)...');
    const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error('vite build failed.');
      process.exit(result.status ?? 1);
    }
  }
  process.env.NODE_ENV = 'production';
  // Behind a front process with a standby, so a crash of the serving process costs about a second
  // (server/README.md, "Supervision"); SUPERVISE=0 runs the one process alone.
  process.env.SUPERVISE ??= '1';
  const { serveFromEnv } = await import('../server');
  await serveFromEnv();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
