// Every sentence of a game's seed is cited by a test of that game (or marked "n/a" in its RULES.md),
// as counted by the shared seed tool. The tool lives in shared/, beside the repository (CI puts a
// copy there), so it is found from the repository root, never from an absolute path.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { REPO_ROOT, SHARED_DIR, sharedFileAvailable } from '../kit/shared';

const ROOT = REPO_ROOT;
const TOOL = resolve(SHARED_DIR, 'tools', 'seed-rules.mjs');

const GAMES = [
  { id: 'russian-railroads', seed: '002' },
  { id: 'train-and-railway', seed: '004' },
  { id: 'division', seed: '003' },
  { id: 'lost-atlas', seed: '000' },
];

interface Coverage {
  seed: string;
  sentences: number;
  tested: number;
  notARule: number;
  missing: number;
}

/** Runs `seed-rules.mjs coverage`: the untested sentences (one line each) and its closing JSON summary. */
function coverage(seed: string, id: string): { summary: Coverage; untested: string[] } {
  const run = spawnSync(process.execPath, [TOOL, 'coverage', seed, `tests/games/${id}`, `games/${id}/RULES.md`], { cwd: ROOT, encoding: 'utf8' });
  const lines = run.stdout.trim().split('\n');
  const last = lines[lines.length - 1] ?? '';
  let summary: Coverage;
  try {
    summary = JSON.parse(last);
  } catch {
    throw new Error(`seed-rules.mjs coverage ${seed} did not end with its JSON summary (exit ${run.status}): ${last}\n${run.stderr}`);
  }
  return { summary, untested: lines.filter((l) => l.startsWith('untested')) };
}

// A user's fresh clone has no shared/ beside it: the check is skipped there, loudly. CI has
// shared/ and sets REQUIRE_SEEDS=1, so there a missing tool fails the run.
const toolMissing = !sharedFileAvailable(TOOL, 'seed coverage');

describe.skipIf(toolMissing)('seed coverage: every seed sentence is cited by a test or marked n/a in RULES.md', () => {
  for (const { id, seed } of GAMES) {
    it(`${id} (seed ${seed})`, () => {
      const { summary, untested } = coverage(seed, id);
      expect(summary.seed).toBe(seed);
      expect(summary.sentences).toBeGreaterThan(0);
      expect(untested).toEqual([]);
      expect(summary.missing).toBe(0);
    });
  }
});
