// The search on the games' simulations (bots/search.ts): what `easy`, `normal` and `hard` run
// for a game with a GameModule.simulation; `normal-v1` keeps the framework-reducer search.
import { describe, expect, it, vi } from 'vitest';
import seedrandom from 'seedrandom';
import { loadBotGame, simulationBudgetFor, budgetFor } from '../../bots/index';
import { createSeatBot, RailhouseMCTSBot, SearchMemory } from '../../bots/mcts';
import { bestNextState, sameData, searchOnSimulation } from '../../bots/search';
import type { SimState, Simulation } from '../../games/kit/simulation';
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
    // A game's policy may leave the root one move (Russian Railroads takes an action's steps
    // greedily): that is answered at once; a real choice gets the whole budget.
    if (Object.keys(a.report.rootVisits).length > 1) {
      expect(a.report.iterations).toBe(60);
      expect(a.report.playoutSteps).toBeGreaterThan(0);
    }
  });

  it('reuses its trees from move to move: an empty memory changes nothing, and a replayed game plays the same moves', async () => {
    const loaded = await loadBotGame(id);
    const budget = { iterations: 40, playoutDepth: 3, worlds: 2 };
    const play = async (useMemory: boolean) => {
      const match = midGame(startMatch(loaded.module, 2, {}, `${id}-reuse`), 20);
      const memories: Record<string, SearchMemory> = {};
      const log: { move: unknown; reused: number }[] = [];
      for (let m = 0; m < 24 && match.state.ctx.gameover === undefined; m++) {
        const seat = currentSeat(match.state.ctx);
        const memory = useMemory ? (memories[seat] ??= new SearchMemory()) : undefined;
        const bot = createSeatBot('normal', loaded, { seed: `reuse/${m}`, now: () => 0, budget, memory });
        const { move, report } = await bot.choose(seatView(match, seat), match.state.ctx, seat);
        log.push({ move, reused: report.reusedVisits ?? 0 });
        expect(applyMove(match, seat, { move: move!.move, args: move!.args })).toBeNull();
      }
      return log;
    };
    const first = await play(true);
    expect(await play(true)).toEqual(first);
    // Some move started from visits an earlier search of the seat made.
    expect(first.some((entry) => entry.reused > 0)).toBe(true);
    // The first move has nothing to reuse: the same move as a search without memory.
    expect((await play(false))[0].move).toEqual(first[0].move);
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

  it('gives each difficulty more playout moves (iterations times playout depth) than the framework search had', async () => {
    const loaded = await loadBotGame(id);
    const playoutMoves = (b: { iterations: number; playoutDepth: number }) => b.iterations * b.playoutDepth;
    for (const difficulty of ['easy', 'normal', 'hard'] as const) {
      expect(playoutMoves(simulationBudgetFor(loaded.settings, difficulty))).toBeGreaterThan(playoutMoves(budgetFor(loaded.settings, difficulty)));
    }
  });
});

describe('a policy whose rollout chooses from every legal move', () => {
  it('gets the enumerated moves in its playouts, not the candidates; without the flag the candidates', async () => {
    const loaded = await loadBotGame('train-and-railway');
    const match = midGame(startMatch(loaded.module, 2, {}, 'all-moves'), 30);
    const seat = currentSeat(match.state.ctx);
    const widest = async (rolloutOverAllMoves: boolean) => {
      let most = 0;
      const policy = {
        candidates: (_G: unknown, _ctx: unknown, _seat: string, moves: unknown[]) => moves.slice(0, 2),
        rollout: (_G: unknown, _ctx: unknown, _seat: string, moves: unknown[]) => {
          most = Math.max(most, moves.length);
          return 0;
        },
        rolloutOverAllMoves,
      };
      searchOnSimulation(
        { module: loaded.module, evaluate: loaded.evaluate, policy: policy as never, scale: 8, seed: 's', now: () => 0,
          budget: { iterations: 4, playoutDepth: 12, worlds: 1, maxMs: Infinity } },
        seatView(match, seat), match.state.ctx, seat,
      );
      return most;
    };
    const narrowed = await widest(false);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThanOrEqual(2);
    expect(await widest(true)).toBeGreaterThan(2);
  });
});

describe('a policy that narrows only the tree', () => {
  it('weighs at the root only its tree candidates while the playouts still see every legal move', async () => {
    // Russian Railroads' first choice of action (about 30 moves), its own policy replaced by this one.
    const loaded = await loadBotGame('russian-railroads');
    const match = startMatch(loaded.module, 1, {}, 'tree-only');
    const seat = currentSeat(match.state.ctx);
    const legal = legalMoves(match, seat);
    expect(legal.length).toBeGreaterThan(3);
    let widest = 0;
    const policy = {
      treeCandidates: (_G: unknown, _ctx: unknown, _seat: string, moves: unknown[]) => moves.slice(-2),
      rollout: (_G: unknown, _ctx: unknown, _seat: string, moves: unknown[]) => {
        widest = Math.max(widest, moves.length);
        return 0;
      },
    };
    const { report } = searchOnSimulation(
      { module: loaded.module, evaluate: loaded.evaluate, policy: policy as never, scale: 25, seed: 's', now: () => 0,
        budget: { iterations: 12, playoutDepth: 12, worlds: 1, maxMs: Infinity } },
      seatView(match, seat), match.state.ctx, seat,
    );
    const lastTwo = legal.slice(-2).map((m) => `${m.move}(${JSON.stringify(m.args ?? [])})`);
    expect(Object.keys(report.rootVisits).sort()).toEqual([...lastTwo].sort());
    expect(widest).toBeGreaterThan(2);
  });

  it('keeps the K best moves by value one move ahead, and with K = 1 answers at once', async () => {
    const loaded = await loadBotGame('russian-railroads');
    const sim = loaded.module.simulation!;
    const match = startMatch(loaded.module, 1, {}, 'keep-best');
    const seat = currentSeat(match.state.ctx);
    const view = seatView(match, seat);
    const legal = legalMoves(match, seat);
    expect(legal.length).toBeGreaterThan(3);
    // The seat's estimate one move ahead, which its value alone rises with: the search sees
    // Emil's deck only as a guess, but no estimate depends on where Emil goes first.
    const start = sim.start(JSON.parse(JSON.stringify(match.state.G)), match.state.ctx, { seed: 'keep-best' });
    const valued = legal.map((m) => {
      const next = sim.copy(start);
      expect(sim.apply(next, seat, m.move, m.args ?? [])).toBe(true);
      return { key: `${m.move}(${JSON.stringify(m.args ?? [])})`, lead: loaded.evaluate(next.G, next.ctx)[seat] };
    });
    const search = (keep: number) =>
      searchOnSimulation(
        { module: loaded.module, evaluate: loaded.evaluate, policy: { keepBestByValue: () => keep } as never, scale: 25, seed: 's',
          now: () => 0, budget: { iterations: 12, playoutDepth: 4, worlds: 1, maxMs: Infinity } },
        view, match.state.ctx, seat,
      );
    const three = search(3);
    expect(Object.keys(three.report.rootVisits)).toHaveLength(3);
    const leads = valued.map((v) => v.lead).sort((a, b) => b - a);
    for (const key of Object.keys(three.report.rootVisits)) expect(valued.find((v) => v.key === key)!.lead).toBeGreaterThanOrEqual(leads[2]);
    const one = search(1);
    expect(one.report.iterations).toBe(0);
    const oneKey = `${one.move!.move}(${JSON.stringify(one.move!.args)})`;
    expect(valued.find((v) => v.key === oneKey)!.lead).toBe(leads[0]);
  });
});

describe('a policy whose playouts take the greedy steps too (greedyPlayoutSteps)', () => {
  it("leaves the rollout only the positions where keepBestByValue is not 1, and without the option gives it those too", async () => {
    // Russian Railroads: within an action (a step pending) keepBestByValue is 1.
    const loaded = await loadBotGame('russian-railroads');
    const match = startMatch(loaded.module, 1, {}, 'greedy-playouts');
    const seat = currentSeat(match.state.ctx);
    const search = (greedyPlayoutSteps: boolean) => {
      const seen = { steps: 0, choices: 0, applied: 0 };
      const sim = loaded.module.simulation!;
      const counted = { ...sim, apply: (...a: Parameters<typeof sim.apply>) => (seen.applied++, sim.apply(...a)) };
      const policy = {
        keepBestByValue: (G: { pending: unknown[] }) => (G.pending.length > 0 ? 1 : 0),
        greedyPlayoutSteps,
        rollout: (G: { pending: unknown[] }, _ctx: unknown, _seat: string, moves: unknown[], rng: () => number) => {
          if (G.pending.length > 0) seen.steps++;
          else seen.choices++;
          return Math.floor(rng() * moves.length);
        },
      };
      const { report } = searchOnSimulation(
        { module: { ...loaded.module, simulation: counted }, evaluate: loaded.evaluate, policy: policy as never, scale: 25, seed: 's', now: () => 0,
          budget: { iterations: 40, playoutDepth: 16, worlds: 1, maxMs: Infinity } },
        seatView(match, seat), match.state.ctx, seat,
      );
      return { seen, report };
    };
    const greedy = search(true);
    expect(greedy.seen.steps).toBe(0);
    expect(greedy.seen.choices).toBeGreaterThan(0);
    // The greedy steps are playout steps the rollout never saw.
    expect(greedy.report.playoutSteps).toBeGreaterThan(greedy.seen.choices);
    // Its transitions are every apply the search made, the greedy steps' look-ahead included.
    expect(greedy.report.transitions).toBe(greedy.seen.applied);
    expect(greedy.report.transitions).toBeGreaterThan(greedy.report.playoutSteps + 40);
    const uniform = search(false);
    expect(uniform.seen.steps).toBeGreaterThan(0);
    expect(uniform.report.playoutSteps).toBe(uniform.seen.steps + uniform.seen.choices);
    expect(uniform.report.transitions).toBe(uniform.seen.applied);
  });
});

describe('a policy that keeps its first candidate unless another move is clearly better', () => {
  it("plays the first candidate whenever no margin can be beaten, even the enumerator's last move", async () => {
    const loaded = await loadBotGame('train-and-railway');
    const match = midGame(startMatch(loaded.module, 2, {}, 'keep-first'), 10);
    const chosen: boolean[] = [];
    const rng = seedrandom('keep-first');
    for (let m = 0; m < 60 && chosen.length < 6 && match.state.ctx.gameover === undefined; m++) {
      const seat = currentSeat(match.state.ctx);
      const moves = legalMoves(match, seat);
      if (moves.length > 2) {
        const policy = {
          // The last move first, then three others: the search alone would seldom pick it.
          candidates: (_G: unknown, _ctx: unknown, _seat: string, all: { move: string }[]) => [all[all.length - 1], ...all.slice(0, 3)],
          keepFirstCandidateWithin: Infinity,
        };
        const { move } = searchOnSimulation(
          { module: loaded.module, evaluate: loaded.evaluate, policy: policy as never, scale: 8, seed: `k/${m}`, now: () => 0,
            budget: { iterations: 8, playoutDepth: 8, worlds: 2, maxMs: Infinity } },
          seatView(match, seat), match.state.ctx, seat,
        );
        const last = moves[moves.length - 1];
        chosen.push(JSON.stringify([move!.move, move!.args]) === JSON.stringify([last.move, last.args ?? []]));
      }
      expect(applyMove(match, seat, moves[Math.floor(rng() * moves.length)])).toBeNull();
    }
    expect(chosen.length).toBeGreaterThan(2);
    expect(chosen.every(Boolean)).toBe(true);
  });
});

describe('sameData', () => {
  it('compares as JSON does, whatever the key order', () => {
    expect(sameData({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 0 })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});

describe('bestNextState: the greedy step of a playout', () => {
  // A counter game: a move adds its argument; a negative argument is refused.
  const copies: number[] = [];
  const sim = {
    copy: (s: SimState) => {
      copies.push(s.G.n);
      return { ...s, G: { ...s.G } };
    },
    apply: (s: SimState, _seat: string, _move: string, args: readonly any[]) => {
      if (args[0] < 0) return false;
      s.G.n += args[0];
      return true;
    },
  } as unknown as Simulation;
  const start = (): SimState => ({ G: { n: 10 }, ctx: {} as SimState['ctx'], random: { seed: 's' } });
  const moves = (...adds: number[]) => adds.map((a) => ({ move: 'add', args: [a] }));
  const value = (s: SimState) => -Math.abs(s.G.n - 13); // best at 13

  it('returns the position after the best move, the earliest of equal ones, copying all but the last', () => {
    copies.length = 0;
    const state = start();
    const next = bestNextState(sim, state, '0', moves(1, 3, 5, 3), value);
    expect(next!.G.n).toBe(13);
    expect(copies).toHaveLength(3);
    // The first 3 of two equal moves won: the last (also 3) was applied to `state` itself and lost.
    expect(next).not.toBe(state);
    expect(state.G.n).toBe(13);
  });

  it('goes on in the given state when the last move is best, and skips refused moves', () => {
    const state = start();
    expect(bestNextState(sim, state, '0', moves(-1, 1, 3), value)).toBe(state);
    expect(state.G.n).toBe(13);
    expect(bestNextState(sim, start(), '0', moves(2, -1), value)!.G.n).toBe(12);
    expect(bestNextState(sim, start(), '0', moves(-1, -2), value)).toBeNull();
    expect(bestNextState(sim, start(), '0', [], value)).toBeNull();
  });

  it('applies a lone move in place without valuing it', () => {
    const valued = vi.fn(value);
    const state = start();
    copies.length = 0;
    expect(bestNextState(sim, state, '0', moves(7), valued)).toBe(state);
    expect(state.G.n).toBe(17);
    expect(valued).not.toHaveBeenCalled();
    expect(copies).toHaveLength(0);
  });
});
