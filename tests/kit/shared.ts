// The project's shared/ folder (seeds, designs, the seed tool) lives beside the repository, at
// ../shared from its root: CI and developers have it, a user's fresh clone does not. Tests that
// read it are skipped there with a loud message, unless REQUIRE_SEEDS=1 (CI sets it), which makes
// a missing shared/ a failure.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHARED_DIR = resolve(REPO_ROOT, '..', 'shared');

/** True when `path` (inside shared/) is there; otherwise warns, or throws under REQUIRE_SEEDS=1. */
export function sharedFileAvailable(path: string, what: string): boolean {
  if (existsSync(path)) return true;
  if (process.env.REQUIRE_SEEDS === '1') {
    throw new Error(`REQUIRE_SEEDS=1 but ${path} is missing (the shared/ folder beside the repository, ../shared from its root): ${what} cannot run.`);
  }
  console.warn(`\n*** SKIPPED: ${what}. ${path} is not here (shared/ lives beside the repository, not in it). Set REQUIRE_SEEDS=1 to make this a failure. ***\n`);
  return false;
}
