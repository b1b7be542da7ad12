import { describe, expect, it, vi } from 'vitest';
import type { Game } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { budgetFor, DEFAULT_BUDGETS, loadBotGame, type LoadedBotGame } from '../../bots/index';
import { createSeatBot, RailhouseMCTSBot, withFrameworkGameover } from '../../bots/mcts';
import { searchState } from '../../bots/state';
import { referenceGame, type RefState } from '../../tools/reference-game';
import { deepFreeze, referenceStart, viewFor } from './helpers';

const frozenClock = () => 0;

async function reference(): Promise<LoadedBotGame> {
  return loadBotGame('reference');
}

/** The reference game with some parts swapped, as a LoadedBotGame. */
function variantOf(base: LoadedBotGame, patch: Partial<LoadedBotGame['module']>, evaluate = base.evaluate): LoadedBotGame {
  return { ...base, module: { ...base.module, ...patch }, evaluate };
}

describe('RailhouseMCTSBot (the framework MCTSBot with evaluation, determinization and budgets)', () => {
  it('is the framework MCTSBot: same class chain, same Bot interface', async () => {
    const { MCTSBot } = await import('boardgame.io/ai');
    const loaded = await reference();
    const bot = new RailhouseMCTSBot({
      module: loaded.module,
      evaluate: loaded.evaluate,
      scale: 2,
      budget: { iterations: 20, playoutDepth: 4, worlds: 2, maxMs: 1e9 },
      seed: 's',
      now: frozenClock,
    });
    expect(bot).toBeInstanceOf(MCTSBot);
    const { G, ctx } = referenceStart(2, 'iface');
    const { action } = await bot.play({ ...searchState(referenceGame.game, viewFor(G, ctx, '0'), ctx, 'x') }, '0');
    expect(action.type).toBe('MAKE_MOVE');
    expect(action.payload).toMatchObject({ type: 'add', playerID: '0' });
  });

  it('given the same seed and view it picks the same move after the same search', async () => {
    const loaded = await reference();
    const { G, ctx } = referenceStart(3, 'det');
    const view = viewFor(G, ctx, '0');
    const run = (seed: string) =>
      createSeatBot('normal', loaded, { seed, now: frozenClock, budget: { iterations: 150 } }).choose(view, ctx, '0');
    const a = await run('same');
    const b = await run('same');
    expect(a.move).toEqual(b.move);
    expect(a.report.rootVisits).toEqual(b.report.rootVisits);
    expect(a.report.iterations).toBe(150);
  });

  it('never reads hidden information: the same view gives the same search whatever the hidden truth', async () => {
    const loaded = await reference();
    const { G, ctx } = referenceStart(2, 'hidden');
    const reports = [];
    for (const truth of [1, 2, 3]) {
      const real: RefState = { ...G, secrets: { '0': 2, '1': truth } };
      const view = deepFreeze(viewFor(real, ctx, '0')); // a bot writing into its view would throw
      expect(view.secrets['1']).toBeNull();
      const { move, report } = await createSeatBot('normal', loaded, {
        seed: 'fixed',
        now: frozenClock,
        budget: { iterations: 120 },
      }).choose(view, ctx, '0');
      reports.push({ move, visits: report.rootVisits });
    }
    expect(reports[1]).toEqual(reports[0]);
    expect(reports[2]).toEqual(reports[0]);
  });

  it('samples the hidden parts from the filtered view only, one world per budgeted sample', async () => {
    const base = await reference();
    const seen: RefState[] = [];
    const determinize = vi.fn((view: RefState, ctx, playerID: string, rng: () => number) => {
      seen.push(JSON.parse(JSON.stringify(view)));
      return referenceGame.determinize(view, ctx, playerID, rng);
    });
    const loaded = variantOf(base, { determinize });
    const { G, ctx } = referenceStart(3, 'worlds');
    await createSeatBot('easy', loaded, { seed: 'w', now: frozenClock, budget: { worlds: 3, iterations: 30 } }).choose(
      viewFor(G, ctx, '0'),
      ctx,
      '0',
    );
    expect(determinize).toHaveBeenCalledTimes(3);
    for (const view of seen) expect(view.secrets).toEqual({ '0': G.secrets['0'], '1': null, '2': null });
    for (const call of determinize.mock.calls) expect(call[2]).toBe('0');
  });

  it("does not touch the match's random plugin state: each world gets a fresh seed", async () => {
    const loaded = await reference();
    const { G, ctx } = referenceStart(2, 'prng');
    const bot = new RailhouseMCTSBot({
      module: loaded.module,
      evaluate: loaded.evaluate,
      scale: 2,
      budget: { iterations: 40, playoutDepth: 8, worlds: 2, maxMs: 1e9 },
      seed: 'fresh',
      now: frozenClock,
    });
    const poisoned = {
      G: viewFor(G, ctx, '0'),
      ctx,
      get plugins(): never {
        throw new Error('the bot read the match plugins (PRNG state)');
      },
    };
    await expect(bot.play(poisoned as never, '0')).resolves.toHaveProperty('action');
    const state = searchState(referenceGame.game, G, ctx, 'fresh/random/0');
    expect(state.plugins.random.data).toEqual({ seed: 'fresh/random/0' });
  });

  it('values the position at the playout horizon with the game evaluation (for every seat)', async () => {
    const base = await reference();
    const { G, ctx } = referenceStart(2, 'horizon');
    // An evaluation that only likes seat 0 having exactly 1 point: the search must follow it.
    const likesOne = (g: RefState) => ({ '0': g.points['0'] === 1 ? 100 : 0, '1': 0 });
    const odd = variantOf(base, {}, likesOne as never);
    const budget = { iterations: 200, playoutDepth: 0 };
    const pickOdd = await createSeatBot('normal', odd, { seed: 'h', now: frozenClock, budget }).choose(viewFor(G, ctx, '0'), ctx, '0');
    expect(pickOdd.move).toEqual({ move: 'add', args: [1] });
    // The real evaluation prefers adding 3 (more points).
    const pickReal = await createSeatBot('normal', base, { seed: 'h', now: frozenClock, budget }).choose(viewFor(G, ctx, '0'), ctx, '0');
    expect(pickReal.move).toEqual({ move: 'add', args: [3] });
  });

  it('with fewer iterations than root moves, tries the root moves best-first by the evaluation', async () => {
    const base = await reference();
    const { G, ctx } = referenceStart(2, 'order');
    const likesTwo = (g: RefState) => ({ '0': g.points['0'] === 2 ? 100 : 0, '1': 0 });
    const loaded = variantOf(base, {}, likesTwo as never);
    for (const seed of ['a', 'b', 'c', 'd']) {
      const { move, report } = await createSeatBot('normal', loaded, {
        seed,
        now: frozenClock,
        budget: { iterations: 1, worlds: 1, playoutDepth: 0 },
      }).choose(viewFor(G, ctx, '0'), ctx, '0');
      expect(report.rootVisits).toEqual({ 'add([2])': 1 });
      expect(move).toEqual({ move: 'add', args: [2] });
    }
  });

  it('values a real gameover 1 / 0 / 1/k, and a solo gameover by its final score', async () => {
    const loaded = await reference();
    const bot = new RailhouseMCTSBot({
      module: loaded.module,
      evaluate: () => {
        throw new Error('a finished game needs no estimate');
      },
      scale: 2,
      budget: { iterations: 1, playoutDepth: 1, worlds: 1, maxMs: 1e9 },
      seed: 'v',
    });
    const { ctx } = referenceStart(3, 'over');
    expect(bot.valuePosition({}, { ...ctx, gameover: { winners: ['2'], scores: {} } })).toEqual({ '0': 0, '1': 0, '2': 1 });
    expect(bot.valuePosition({}, { ...ctx, gameover: { winners: ['0', '1'], scores: {} } })).toEqual({ '0': 0.5, '1': 0.5, '2': 0 });
    const solo = { ...ctx, numPlayers: 1, playOrder: ['0'], gameover: { winners: [], scores: { '0': 12 } } };
    expect(bot.valuePosition({}, solo)['0']).toBeGreaterThan(0.99);
  });

  it('credits each tree node to the seat that moved into it (seat 1 of 3 plays for itself)', async () => {
    const loaded = await reference();
    const { G, ctx } = referenceStart(3, 'seat1');
    const reducer = CreateGameReducer({ game: { ...referenceGame.game, seed: 'seat1' } as Game });
    const init = { G, ctx, plugins: { random: { data: { seed: 'x' } }, log: { data: {} } }, _undo: [], _redo: [], _stateID: 0 };
    const after = reducer(init as never, { type: 'MAKE_MOVE', payload: { type: 'add', args: [1], playerID: '0' } } as never);
    expect(after.ctx.currentPlayer).toBe('1');
    // Seat 1's lead only grows with its own points: it adds 3.
    const { move } = await createSeatBot('normal', loaded, { seed: 's1', now: frozenClock, budget: { iterations: 200, playoutDepth: 0 } }).choose(
      viewFor(after.G as RefState, after.ctx, '1'),
      after.ctx,
      '1',
    );
    expect(move).toEqual({ move: 'add', args: [3] });
  });

  it('difficulties are fixed budgets that grow from easy to hard, each with a wall-clock cap', async () => {
    const { easy, normal, hard } = DEFAULT_BUDGETS;
    expect(easy.iterations).toBeLessThan(normal.iterations);
    expect(normal.iterations).toBeLessThan(hard.iterations);
    expect(easy.playoutDepth).toBeLessThanOrEqual(normal.playoutDepth);
    expect(normal.playoutDepth).toBeLessThanOrEqual(hard.playoutDepth);
    expect(easy.maxMs).toBeLessThanOrEqual(normal.maxMs);
    expect(normal.maxMs).toBeLessThanOrEqual(hard.maxMs);
    const loaded = await reference();
    expect(budgetFor({ ...loaded.settings, budgets: { normal: { iterations: 7 } } }, 'normal')).toEqual({ ...normal, iterations: 7 });
    const { G, ctx } = referenceStart(2, 'budget');
    const { report } = await createSeatBot('easy', loaded, { seed: 'e', now: frozenClock }).choose(viewFor(G, ctx, '0'), ctx, '0');
    expect(report.iterations).toBe(easy.iterations);
    expect(report.worlds).toBe(easy.worlds);
    expect(report.stoppedByClock).toBe(false);
  });

  it('stops at the wall-clock cap and still answers a legal move', async () => {
    const loaded = await reference();
    const { G, ctx } = referenceStart(2, 'clock');
    let t = 0;
    const clock = () => (t += 10); // every reading is 10 ms later
    const { move, report } = await createSeatBot('hard', loaded, { seed: 'c', now: clock, budget: { maxMs: 200 } }).choose(
      viewFor(G, ctx, '0'),
      ctx,
      '0',
    );
    expect(report.stoppedByClock).toBe(true);
    expect(report.iterations).toBeLessThan(30);
    expect(report.iterations).toBeGreaterThan(0);
    expect(move?.move).toBe('add');
  });

  it('reports progress from 0 to 1, never going back', async () => {
    const loaded = await reference();
    const { G, ctx } = referenceStart(2, 'progress');
    const fractions: number[] = [];
    await createSeatBot('easy', loaded, { seed: 'p', now: frozenClock, onProgress: (f) => fractions.push(f) }).choose(
      viewFor(G, ctx, '0'),
      ctx,
      '0',
    );
    expect(fractions.length).toBeGreaterThan(5);
    expect(fractions.at(-1)).toBe(1);
    for (let i = 1; i < fractions.length; i++) expect(fractions[i]).toBeGreaterThanOrEqual(fractions[i - 1]);
  });

  it('plays a forced move at once, without searching', async () => {
    const base = await reference();
    const game = { ...referenceGame.game, ai: { enumerate: () => [{ move: 'add', args: [2] }] } };
    const loaded = variantOf(base, { game });
    const { G, ctx } = referenceStart(2, 'forced');
    const { move, report } = await createSeatBot('hard', loaded, { seed: 'f', now: frozenClock }).choose(viewFor(G, ctx, '0'), ctx, '0');
    expect(move).toEqual({ move: 'add', args: [2] });
    expect(report.iterations).toBe(0);
  });

  it('random and plain bots answer legal moves, the same ones for the same seed', async () => {
    const loaded = await reference();
    const { G, ctx } = referenceStart(2, 'others');
    const view = viewFor(G, ctx, '0');
    for (const kind of ['random', 'plain'] as const) {
      const a = await createSeatBot(kind, loaded, { seed: 'k', plainIterations: 60 }).choose(view, ctx, '0');
      const b = await createSeatBot(kind, loaded, { seed: 'k', plainIterations: 60 }).choose(view, ctx, '0');
      expect(a.move?.move).toBe('add');
      expect([1, 2, 3]).toContain(a.move?.args[0]);
      expect(b.move).toEqual(a.move);
    }
  });

  it('plain runs the unchanged MCTSBot on the blanked view, or on one sampled world when the rules cannot', async () => {
    const base = await reference();
    // Rules that crash on a blanked secret, as a real game's may.
    const strict: Game = {
      ...referenceGame.game,
      endIf: (context) => {
        if (Object.values((context.G as RefState).secrets).some((s) => s === null)) throw new Error('secret missing');
        return referenceGame.game.endIf!(context);
      },
    };
    const loaded = variantOf(base, { game: strict });
    const { G, ctx } = referenceStart(2, 'plain');
    const { move } = await createSeatBot('plain', loaded, { seed: 'p', plainIterations: 40 }).choose(viewFor(G, ctx, '0'), ctx, '0');
    expect(move?.move).toBe('add');
  });

  it("plain sees Railhouse's {winners} gameover in the framework's {winner}/{draw} form", () => {
    const game = withFrameworkGameover(referenceGame.game as Game);
    const { G, ctx } = referenceStart(2, 'fw');
    const won = game.endIf!({ G: { ...G, counter: 21, points: { '0': 15, '1': 6 }, secrets: { '0': 1, '1': 1 } }, ctx } as never);
    expect(won).toMatchObject({ winner: '0', winners: ['0'] });
    const tie = game.endIf!({ G: { ...G, counter: 21, points: { '0': 10, '1': 11 }, secrets: { '0': 2, '1': 1 } }, ctx } as never);
    expect(tie).toMatchObject({ draw: true });
  });
});
