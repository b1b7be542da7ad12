// The fixtures of design §7.5 replayed through boardgame.io's reducer: each reaches its recorded
// end reason and scores with the money total unchanged after every move; `fixtureAt` stops mid-game.
import { describe, expect, it } from 'vitest';
import { lostAtlas } from '../../../games/lost-atlas';
import { brokenInvariants } from '../../../games/lost-atlas/rules/invariants';
import { fixtureAt, loadFixture, replay } from './helpers/fixtures';

const NAMES = ['short-3p-cycles', 'short-3p-bankruptcy', 'long-4p-cycles', 'long-4p-bankruptcy', 'six-6p-cycles', 'six-6p-bankruptcy'];

describe('lost-atlas fixtures (§7.5)', () => {
  for (const name of NAMES) {
    it(`${name} replays to its end reason and scores, money conserved at every move`, () => {
      const f = loadFixture(name);
      expect(name).toContain(f.expect.endReason);
      const state = replay(f);
      const over = state.ctx.gameover as { reason: string; scores: Record<string, number> };
      expect(over.reason).toBe(f.expect.endReason);
      expect(over.scores).toEqual(f.expect.scores);
      expect(brokenInvariants(state.G)).toEqual([]);
    }, 60_000);
  }

  it('fixtureAt stops mid-game: the state after n moves waits for the next recorded seat, which may make the next recorded move', () => {
    const f = loadFixture('short-3p-cycles');
    const n = Math.floor(f.moves.length / 2);
    const state = fixtureAt('short-3p-cycles', n);
    expect(state.ctx.gameover).toBeUndefined();
    expect(state.ctx.currentPlayer).toBe(f.moves[n].seat);
    expect(lostAtlas.explain(state.G, state.ctx, f.moves[n].seat, f.moves[n].move, f.moves[n].args)).toBeNull();
  });
});
