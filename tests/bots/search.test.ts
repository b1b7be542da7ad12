// The search on the games' simulations (bots/search.ts): what `easy`, `normal` and `hard` run
// for a game with a GameModule.simulation; `normal-v1` keeps the framework-reducer search.
import { describe, expect, it, vi } from 'vitest';
import seedrandom from 'seedrandom';
import { loadBotGame, simulationBudgetFor, budgetFor } from '../../bots/index';
import { createSeatBot, RailhouseMCTSBot } from '../../bots/mcts';
import { applyMove, currentSeat, legalMoves, seatView, startMatch, type HeadlessMatch } from '../../tools/lib/match';
import { deepFreeze } from './helpers';

/** A seeded 2-player match walked `moves` random moves in. */
function midGame(match: HeadlessMatch, moves: number): HeadlessMatch {
  const rng = seedrandom('walk');
  for (let i = 0; i < moves && match.state.ctx.gameover === undefined; i++) {
    const seat = currentSeat(match.state.ctx);
    const options = legalMoves(match, seat);
    expect(applyMove(match, seat, options[Math.floor(rng() * options.length)])).toBeNull();
  }
  return match;
}

describe.each(['russian-railroads', 'train-and-railway'])('the search on the simulation of %s', (id) => {
  it('answers a move the real state accepts, from a frozen seat view, the same for the same seed, with its whole budget', async () => {
    const loaded = await loadBotGame(id);
    const match = midGame(startMatch(loaded.module, 2, {}, `${id}-search`), 40);
    const seat = currentSeat(match.state.ctx);
    const view = deepFreeze(seatView(match, seat)); // a search writing into its view would throw
    const legal = legalMoves(match, seat).map((m) => JSON.stringify([m.move, m.args ?? []]));
    const budget = { iterations: 60, playoutDepth: 4, worlds: 2 };
    const run = () => createSeatBot('normal', loaded, { seed: 'same', now: () => 0, budget }).choose(view, match.state.ctx, seat);
    const a = await run();
    const b = await run();
    expect(a.move).not.toBeNull();
    expect(legal).toContain(JSON.stringify([a.move!.move, a.move!.args]));
    expect(b.move).toEqual(a.move);
    expect(b.report.rootVisits).toEqual(a.report.rootVisits);
    if (legal.length > 1) {
      expect(a.report.iterations).toBe(60);
      expect(a.report.playoutSteps).toBeGreaterThan(0);
    }
  });

  it('never runs the framework MCTSBot; normal-v1 still does', async () => {
    const loaded = await loadBotGame(id);
    const match = midGame(startMatch(loaded.module, 2, {}, `${id}-no-framework`), 30);
    const seat = currentSeat(match.state.ctx);
    const play = vi.spyOn(RailhouseMCTSBot.prototype, 'play');
    await createSeatBot('normal', loaded, { seed: 's', now: () => 0, budget: { iterations: 20 } }).choose(seatView(match, seat), match.state.ctx, seat);
    expect(play).not.toHaveBeenCalled();
    await createSeatBot('normal-v1', loaded, { seed: 's', now: () => 0, budget: { iterations: 4 } }).choose(seatView(match, seat), match.state.ctx, seat);
    expect(play).toHaveBeenCalledTimes(1);
    play.mockRestore();
  });

  it('gives each difficulty more iterations than the framework search had', async () => {
    const loaded = await loadBotGame(id);
    for (const difficulty of ['easy', 'normal', 'hard'] as const) {
      expect(simulationBudgetFor(loaded.settings, difficulty).iterations).toBeGreaterThan(budgetFor(loaded.settings, difficulty).iterations);
    }
  });
});
