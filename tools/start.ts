// npm start: build the UI when dist/ is missing or older than its sources, then run the server
// in production mode. Opens no browser; prints the URL.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILT = path.join(ROOT, 'dist', 'index.html');
const SOURCES = ['ui', 'games', 'bots'];

function newestMtime(dir: string): number {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function uiNeedsBuild(): boolean {
  if (!fs.existsSync(BUILT)) return true;
  const built = fs.statSync(BUILT).mtimeMs;
  return SOURCES.some((dir) => newestMtime(path.join(ROOT, dir)) > built);
}

if (uiNeedsBuild()) {
  console.log('Building the UI (vite build)...');
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    console.error('vite build failed.');
    process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV = 'production';
const { startFromEnv } = await import('../server');
await startFromEnv();
