// npm start rebuilds the UI exactly when dist/ is missing or older than ui/, games/ or bots/.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { uiNeedsBuild } from '../../tools/start';
import { tempDir } from './helpers';

const root = tempDir('start');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(rel: string, mtimeSec: number) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, rel);
  fs.utimesSync(file, mtimeSec, mtimeSec);
}

it('builds when dist is missing, skips when it is newer than every source, rebuilds after any source changes', () => {
  write('ui/app/App.tsx', 1000);
  write('games/x/rules/a.ts', 1000);
  write('bots/seat.ts', 1000);
  expect(uiNeedsBuild(root)).toBe(true);
  write('dist/index.html', 2000);
  expect(uiNeedsBuild(root)).toBe(false);
  write('games/x/rules/a.ts', 3000);
  expect(uiNeedsBuild(root)).toBe(true);
  write('dist/index.html', 4000);
  write('bots/deep/er/file.ts', 5000);
  expect(uiNeedsBuild(root)).toBe(true);
  write('dist/index.html', 6000);
  expect(uiNeedsBuild(root)).toBe(false);
});
