// The Russian Railroads bot's own knowledge: its playout policy and its evaluation.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import {
  cheapestPayments,
  evaluateRussianRailroads,
  evaluateRussianRailroadsV1,
  rolloutRussianRailroads,
  RR_PLACEMENTS_SEARCHED,
  russianRailroadsPolicy,
  RAILROAD_WEIGHT,
} from '../../bots/russian-railroads';
import { loadBotGame, loadGameModule } from '../../bots/index';
import { createSeatBot, v1EvaluationOf, type SearchPolicy } from '../../bots/mcts';
import type { RRState } from '../../games/russian-railroads/rules/state';
import { applyMove, currentSeat, legalMoves, seatView, startMatch, type HeadlessMatch } from '../../tools/lib/match';

const module = await loadGameModule('russian-railroads');

function picks(match: HeadlessMatch, draws = 400): { move: string; args: any[] }[] {
  const seat = currentSeat(match.state.ctx);
  const moves = legalMoves(match, seat).map((m) => ({ move: m.move, args: m.args ?? [] }));
  const rng = seedrandom('policy');
  return Array.from({ length: draws }, () => moves[rolloutRussianRailroads(match.state.G as RRState, match.state.ctx, seat, moves, rng)]);
}

/** Plays the first enumerated move of the given name (and args prefix) for the acting seat. */
function playFirst(match: HeadlessMatch, move: string, ...args: any[]): void {
  const seat = currentSeat(match.state.ctx);
  const choice = legalMoves(match, seat).find((m) => m.move === move && args.every((a, i) => (m.args ?? [])[i] === a));
  if (!choice) throw new Error(`${move}(${JSON.stringify(args)}) is not legal here`);
  expect(applyMove(match, seat, choice)).toBeNull();
}

describe('russian-railroads playout policy', () => {
  it('with workers in hand it never passes and pays each space with the fewest roubles it can', () => {
    const match = startMatch(module, 1, {}, 'rr-policy-1');
    const seat = currentSeat(match.state.ctx);
    const legal = legalMoves(match, seat);
    expect(legal.some((m) => m.move === 'pass')).toBe(true);
    const cheapest = new Map<string, number>();
    for (const m of legal) {
      if (m.move !== 'placeWorkers') continue;
      cheapest.set(m.args![0], Math.min(cheapest.get(m.args![0]) ?? Infinity, m.args![1]));
    }
    const chosen = picks(match);
    expect(chosen.some((m) => m.move === 'pass')).toBe(false);
    for (const m of chosen.filter((c) => c.move === 'placeWorkers')) expect(m.args[1]).toBe(cheapest.get(m.args[0]));
    // Still a spread of actions, not one favourite.
    expect(new Set(chosen.map((m) => JSON.stringify(m))).size).toBeGreaterThan(8);
  });

  it('carries an action out instead of skipping its steps, and passes when nothing else is left', () => {
    const match = startMatch(module, 1, {}, 'rr-policy-2');
    playFirst(match, 'placeWorkers', 'T2');
    const seat = currentSeat(match.state.ctx);
    const G = match.state.G as RRState;
    const steps = legalMoves(match, seat).map((m) => ({ move: m.move, args: m.args ?? [] }));
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.every((m) => m.move === 'advanceTrack')).toBe(true);
    // As on a private engineer's action, where the rest may be given up.
    const withGiveUp = [{ move: 'skipStep', args: [] }, ...steps, { move: 'chooseStep', args: [1] }];
    const rng = seedrandom('steps');
    const chosen = Array.from({ length: 200 }, () => withGiveUp[rolloutRussianRailroads(G, match.state.ctx, seat, withGiveUp, rng)]);
    expect(chosen.every((m) => m.move === 'advanceTrack')).toBe(true);
    expect(new Set(chosen.map((m) => m.args[0])).size).toBe(steps.length);

    // Only pass (and nothing else) left: the policy must take it.
    const onlyPass = [{ move: 'pass', args: [] }];
    expect(rolloutRussianRailroads(match.state.G as RRState, match.state.ctx, seat, onlyPass, () => 0.99)).toBe(0);
    const giveUp = [{ move: 'skipStep', args: [] }, { move: 'chooseStep', args: [1] }];
    const i = rolloutRussianRailroads(match.state.G as RRState, match.state.ctx, seat, giveUp, () => 0.7);
    expect([0, 1]).toContain(i);
  });

  it('is not the playouts\' rollout: uniform choices of action measured better (see bots/russian-railroads.ts)', () => {
    const policy = (evaluateRussianRailroads as unknown as { policy?: SearchPolicy }).policy;
    expect(policy).toBe(russianRailroadsPolicy);
    // Nothing the playouts or the framework-reducer search (normal-v1) would use.
    expect(policy!.rollout).toBeUndefined();
    expect(policy!.candidates).toBeUndefined();
    // Only the steps within an action, which the tree takes greedily, go greedily in the playouts.
    expect(policy!.greedyPlayoutSteps).toBe(true);
  });
});

describe('russian-railroads search policy (issue 15): the tree weighs actions, their steps go greedily', () => {
  it('keeps each space once, paid with the fewest roubles its legal placements allow, and every other move', () => {
    const match = startMatch(module, 1, {}, 'rr-cheapest');
    const seat = currentSeat(match.state.ctx);
    const legal = legalMoves(match, seat);
    const kept = cheapestPayments(match.state.G as RRState, match.state.ctx, seat, legal);
    const spaces = new Set(legal.filter((m) => m.move === 'placeWorkers').map((m) => m.args![0]));
    const placements = kept.filter((m) => m.move === 'placeWorkers');
    expect(placements.map((m) => m.args![0]).sort()).toEqual([...spaces].sort());
    for (const m of placements) {
      const paid = legal.filter((l) => l.move === 'placeWorkers' && l.args![0] === m.args![0]).map((l) => l.args![1] as number);
      expect(m.args![1]).toBe(Math.min(...paid));
    }
    // With 5 roubles in hand some space could be paid more dearly: those are what is dropped.
    expect(kept.length).toBeLessThan(legal.length);
    expect(kept.filter((m) => m.move !== 'placeWorkers')).toEqual(legal.filter((m) => m.move !== 'placeWorkers'));
  });

  it('a choice of action: the normal search weighs at most RR_PLACEMENTS_SEARCHED placements, cheapest paid, with its whole budget', async () => {
    const loaded = await loadBotGame('russian-railroads');
    const match = startMatch(module, 1, {}, 'rr-placements');
    const seat = currentSeat(match.state.ctx);
    const budget = { iterations: 60, playoutDepth: 4, worlds: 2 };
    const { move, report } = await createSeatBot('normal', loaded, { seed: 'p', now: () => 0, budget }).choose(seatView(match, seat), match.state.ctx, seat);
    const weighed = Object.keys(report.rootVisits);
    expect(weighed.length).toBe(RR_PLACEMENTS_SEARCHED);
    expect(report.iterations).toBe(60);
    const cheapest = cheapestPayments(match.state.G as RRState, match.state.ctx, seat, legalMoves(match, seat)).map(
      (m) => `${m.move}(${JSON.stringify(m.args ?? [])})`,
    );
    for (const key of weighed) expect(cheapest).toContain(key);
    expect(weighed).toContain(`${move!.move}(${JSON.stringify(move!.args)})`);
  });

  it('a step of an action: answered at once with the step the evaluation values most one move ahead', async () => {
    const loaded = await loadBotGame('russian-railroads');
    const sim = loaded.module.simulation!;
    const match = startMatch(module, 1, {}, 'rr-steps');
    const rng = seedrandom('rr-steps');
    let checked = 0;
    for (let n = 0; n < 400 && checked < 3 && match.state.ctx.gameover === undefined; n++) {
      const seat = currentSeat(match.state.ctx);
      const moves = legalMoves(match, seat);
      const G = match.state.G as RRState;
      if (G.pending.length > 0 && moves.length > 1) {
        const start = sim.start(JSON.parse(JSON.stringify(G)), match.state.ctx, { seed: `rr-steps/${n}` });
        const estimate = (m: { move: string; args?: any[] }) => {
          const next = sim.copy(start);
          expect(sim.apply(next, seat, m.move, m.args ?? [])).toBe(true);
          return evaluateRussianRailroads(next.G as RRState, next.ctx)[seat];
        };
        const estimates = moves.map(estimate);
        // Where the steps differ, so that the first one listed is not the answer by default.
        if (new Set(estimates).size > 1 && estimates[0] < Math.max(...estimates)) {
          const bot = createSeatBot('normal', loaded, { seed: `s/${n}`, now: () => 0 });
          const { move, report } = await bot.choose(seatView(match, seat), match.state.ctx, seat);
          expect(report.iterations).toBe(0);
          expect(estimate(move!)).toBe(Math.max(...estimates));
          checked++;
        }
      }
      expect(applyMove(match, seat, moves[Math.floor(rng() * moves.length)])).toBeNull();
    }
    expect(checked).toBe(3);
  });
});

describe('russian-railroads evaluation', () => {
  it('a finished game is valued at its final scores', () => {
    const match = startMatch(module, 2, {}, 'rr-eval-end');
    const rng = seedrandom('rr-eval-end');
    for (let n = 0; n < 5000 && match.state.ctx.gameover === undefined; n++) {
      const seat = currentSeat(match.state.ctx);
      const moves = legalMoves(match, seat);
      expect(applyMove(match, seat, moves[Math.floor(rng() * moves.length)])).toBeNull();
    }
    const G = match.state.G as RRState;
    expect(G.gameover).toBeTruthy();
    expect(evaluateRussianRailroads(G, match.state.ctx)).toEqual({ '0': G.players['0'].score, '1': G.players['1'].score });
  });

  it('an action is worth 8 points in every round, so the estimate does not fall when a round ends (normal-v1 keeps the falling value)', () => {
    const match = startMatch(module, 1, {}, 'rr-eval-actions');
    const G = JSON.parse(JSON.stringify(match.state.G)) as RRState;
    const rounds = G.setup.rounds;
    const p = G.players['0'];
    const gain = (evaluate: typeof evaluateRussianRailroads, round: number, change: () => void, undo: () => void) => {
      G.round = round;
      const base = evaluate(G, match.state.ctx)['0'];
      change();
      const changed = evaluate(G, match.state.ctx)['0'];
      undo();
      return changed - base;
    };
    const permanentWorker = [() => p.owned++, () => p.owned--] as const;
    const workerInHand = [() => p.workers++, () => p.workers--] as const;
    for (let round = 1; round <= rounds; round++) {
      const later = rounds - round;
      expect(gain(evaluateRussianRailroads, round, ...permanentWorker)).toBeCloseTo(8 * later);
      expect(gain(evaluateRussianRailroads, round, ...workerInHand)).toBeCloseTo(8);
      // normal-v1's: worth min(8, 2 + 2 · later) in hand, and every later round's worker priced at this round's value.
      const falling = Math.min(8, 2 + 2 * later);
      expect(gain(evaluateRussianRailroadsV1, round, ...permanentWorker)).toBeCloseTo(falling * later);
      expect(gain(evaluateRussianRailroadsV1, round, ...workerInHand)).toBeCloseTo(falling);
    }
    expect(rounds).toBeGreaterThan(4);
  });

  it('normal-v1 searches with the evaluation it had; every other level with the current one', () => {
    expect(v1EvaluationOf(evaluateRussianRailroads)).toBe(evaluateRussianRailroadsV1);
    expect(v1EvaluationOf(evaluateRussianRailroadsV1)).toBe(evaluateRussianRailroadsV1);
  });

  it('counts a railroad point scored now 1.5 times in each scoring to come, alone and with rivals (normal-v1: once)', () => {
    const gainOfGray = (players: number) => {
      const match = startMatch(module, players, {}, 'rr-eval-railroads');
      const G = JSON.parse(JSON.stringify(match.state.G)) as RRState;
      const p = G.players['0'];
      p.tracks[0] = [2, 1, -1, -1, -1];
      p.locos = [2, 0, 0, 0];
      const before = [evaluateRussianRailroads(G, match.state.ctx)['0'], evaluateRussianRailroadsV1(G, match.state.ctx)['0']];
      p.tracks[0] = [2, 2, -1, -1, -1];
      const after = [evaluateRussianRailroads(G, match.state.ctx)['0'], evaluateRussianRailroadsV1(G, match.state.ctx)['0']];
      return { left: G.setup.rounds - G.round + 1, now: after[0] - before[0], v1: after[1] - before[1] };
    };
    expect(RAILROAD_WEIGHT).toBe(1.5);
    // One more gray space in reach: 1 point in each scoring still to come.
    for (const players of [1, 2, 4]) {
      const gain = gainOfGray(players);
      expect(gain.left).toBeGreaterThan(1);
      expect(gain.now).toBeCloseTo(RAILROAD_WEIGHT * gain.left);
      expect(gain.v1).toBeCloseTo(gain.left);
    }
  });

  it('values track brought within a locomotive’s reach above the same track out of reach', () => {
    const match = startMatch(module, 1, {}, 'rr-eval-reach');
    const G = JSON.parse(JSON.stringify(match.state.G)) as RRState;
    const p = G.players['0'];
    p.tracks[0] = [6, 5, -1, -1, -1];
    p.locos = [0, 0, 0, 0];
    const without = evaluateRussianRailroads(G, match.state.ctx)['0'];
    p.locos = [5, 0, 0, 0];
    const withLoco = evaluateRussianRailroads(G, match.state.ctx)['0'];
    // Five gray spaces scoring 1 each from this round's scoring on; the black track out of
    // reach is already credited with most of what it should score once a locomotive comes.
    expect(withLoco - without).toBeGreaterThan(5);
  });
});
