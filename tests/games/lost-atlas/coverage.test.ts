// Issue 16 acceptance (design §8.1), kept through issue 20: the seed sentences no lost-atlas test cites
// are exactly those still deferred (none since the setups of issue 20 landed; the house
// seed-coverage test counts lost-atlas too), so neither a regression nor a forgotten test slips through.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { REPO_ROOT, SHARED_DIR, sharedFileAvailable } from '../../kit/shared';

const ROOT = REPO_ROOT;
const TOOL = resolve(SHARED_DIR, 'tools', 'seed-rules.mjs');
const toolHere = sharedFileAvailable(TOOL, 'lost-atlas seed coverage');

const DEFERRED: string[] = [];

describe.skipIf(!toolHere)('seed 000 coverage', () => {
  it('the uncited sentences are exactly the ones still deferred (none)', () => {
    const run = spawnSync(process.execPath, [TOOL, 'coverage', '000', 'tests/games/lost-atlas', 'games/lost-atlas/RULES.md'], { cwd: ROOT, encoding: 'utf8' });
    const untested = run.stdout.split('\n').filter((l) => l.startsWith('untested')).map((l) => l.split(/\s+/)[1]);
    expect(untested).toEqual(DEFERRED);
  });
});
