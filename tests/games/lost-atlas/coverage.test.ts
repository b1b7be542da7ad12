// Issue 16 acceptance (design §8.1): the seed sentences no lost-atlas test cites are exactly those the
// first issue defers to the second, so neither a regression nor a forgotten test slips through.
// (The house seed-coverage test takes lost-atlas when issue 2 completes the seed.)
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const TOOL = resolve(ROOT, '..', 'shared', 'tools', 'seed-rules.mjs');

const DEFERRED_TO_ISSUE_2 = ['0001', '0004', '0005', '0029', '0030', '0031', '0032', '0033', '0034', '0035', '0036', '0038', '0039', '0041', '0042'].map((n) => `S000-${n}`);

describe('seed 000 coverage', () => {
  it('the uncited sentences are exactly the ones deferred to issue 2', () => {
    if (!existsSync(TOOL)) throw new Error(`The seed tool is missing: expected ${TOOL} (../shared from the repository root).`);
    const run = spawnSync(process.execPath, [TOOL, 'coverage', '000', 'tests/games/lost-atlas', 'games/lost-atlas/RULES.md'], { cwd: ROOT, encoding: 'utf8' });
    const untested = run.stdout.split('\n').filter((l) => l.startsWith('untested')).map((l) => l.split(/\s+/)[1]);
    expect(untested).toEqual(DEFERRED_TO_ISSUE_2);
  });
});
