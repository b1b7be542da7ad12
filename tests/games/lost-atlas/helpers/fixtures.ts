// Fixtures (design §7.5): a game as `{setupData, seed, numPlayers, moves, expect}`, replayed through
// boardgame.io's own InitializeGame and reducer (tools/lib/match.ts), money checked at every move.
// `fixtureAt(name, n)` gives the state after n moves, for tests that stop mid-game.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { State } from 'boardgame.io';
import { lostAtlas } from '../../../../games/lost-atlas';
import { BANK } from '../../../../games/lost-atlas/data/economy';
import type { LAState } from '../../../../games/lost-atlas/rules/state';
import { applyMove, startMatch } from '../../../../tools/lib/match';
import { moneyTotal } from './position';

export interface FixtureMove { seat: string; move: string; args: unknown[] }
export interface Fixture {
  setupData: Record<string, unknown>;
  seed: string;
  numPlayers: number;
  moves: FixtureMove[];
  expect: { scores: Record<string, number>; endReason: string };
}

export const FIXTURE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

export function loadFixture(name: string): Fixture {
  return JSON.parse(readFileSync(join(FIXTURE_DIR, `${name}.json`), 'utf8')) as Fixture;
}

/** Replays the first `upTo` moves (all by default); throws at a refused move or a change in the money total. */
export function replay(f: Fixture, upTo = f.moves.length): State<LAState> {
  const match = startMatch(lostAtlas, f.numPlayers, f.setupData, f.seed);
  for (const [i, m] of f.moves.slice(0, upTo).entries()) {
    const refused = applyMove(match, m.seat, { move: m.move, args: m.args });
    if (refused) throw new Error(`move ${i + 1}: ${refused}`);
    const money = moneyTotal(match.state.G as LAState);
    if (money !== BANK.value) throw new Error(`move ${i + 1} (${m.move}): money ${money} ≠ ${BANK.value}`);
  }
  return match.state as State<LAState>;
}

export const fixtureAt = (name: string, n: number): State<LAState> => replay(loadFixture(name), n);
