import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { loadBotGame } from '../../bots/index';
import { createSeatBot, policyOf } from '../../bots/mcts';
import { evaluateTrainAndRailway, trainAndRailwayPolicy } from '../../bots/train-and-railway';
import { atStop, plannerPick, plannerStops } from '../../bots/train-and-railway-planner';
import { buildingAt, openingHexes, staticBoard } from '../../games/train-and-railway/rules/board';
import type { MoveChoice } from '../../games/kit/types';
import type { TRState } from '../../games/train-and-railway/rules/state';
import { applyMove, currentSeat, legalMoves, outcome, seatView, startMatch } from '../../tools/lib/match';

const loaded = await loadBotGame('train-and-railway');

/** A 2-player match on a fixed map, walked `steps` random moves into the game. */
function walked(seed: string, steps: number) {
  const match = startMatch(loaded.module, 2, { map: 'TR-P01' }, seed);
  const rng = seedrandom(seed);
  for (let i = 0; i < steps && match.state.ctx.gameover === undefined; i++) {
    const seat = currentSeat(match.state.ctx);
    const moves = legalMoves(match, seat);
    applyMove(match, seat, moves[Math.floor(rng() * moves.length)]);
  }
  return match;
}

const clone = (G: TRState): TRState => JSON.parse(JSON.stringify(G));
/** A move without the search's plan tag. */
const plain = (m: MoveChoice): MoveChoice => ({ move: m.move, args: m.args });

describe('Train & Railway evaluation', () => {
  const match = walked('tr-eval', 6);
  const G = match.state.G as TRState;
  const ctx = match.state.ctx;

  it('counts a minus token as exactly −3', () => {
    const H = clone(G);
    H.players['0'].minus += 1;
    expect(evaluateTrainAndRailway(H, ctx)['0']).toBeCloseTo(evaluateTrainAndRailway(G, ctx)['0'] - 3, 6);
  });

  it('values a good an open contract wants above one nobody wants', () => {
    const wanted = G.publicContracts[0].left[0];
    const unwanted = (['wood', 'coal', 'stone', 'iron', 'gold', 'paper', 'axe', 'brick', 'steel', 'dynamite', 'matches'] as const).find(
      (g) => !G.publicContracts.some((c) => c.left.includes(g)) && !G.players['0'].secret.some(() => false),
    )!;
    const withWanted = clone(G);
    withWanted.players['0'].goods = { [wanted]: 1 };
    const withUnwanted = clone(G);
    withUnwanted.players['0'].goods = { [unwanted]: 1 };
    const base = clone(G);
    base.players['0'].goods = {};
    const e = (H: TRState) => evaluateTrainAndRailway(H, ctx)['0'];
    expect(e(withWanted)).toBeGreaterThan(e(base));
    expect(e(withWanted) - e(base)).toBeGreaterThan(e(withUnwanted) - e(base));
  });

  it('values standing at the opening of a city that buys the goods held above standing far from it', () => {
    const contractGood = G.publicContracts[0];
    const colour = contractGood.id[0] === 'R' ? 'red' : contractGood.id[0] === 'Y' ? 'yellow' : contractGood.id[0] === 'G' ? 'green' : 'blue';
    const board = staticBoard(G.mapId);
    const cityHex = Object.keys(board.buildings).find((k) => {
      const b = board.buildings[k];
      return b.kind === 'city' && b.color === colour;
    })!;
    const opening = openingHexes(cityHex, buildingAt(G, cityHex)!)[0];
    const near = clone(G);
    near.players['0'].goods = { [contractGood.left[0]]: 1 };
    near.trains['0'] = { hex: opening, seg: '0-3', facing: 0 };
    near.rails[opening] = ['0-3'];
    const far = clone(near);
    far.trains['0'] = clone(G).trains['0'];
    delete far.rails[opening];
    if (far.trains['0']?.hex === opening) return;
    expect(evaluateTrainAndRailway(near, ctx)['0']).toBeGreaterThan(evaluateTrainAndRailway(far, ctx)['0']);
  });
});

describe('Train & Railway evaluation near the end', () => {
  // Two seats alike in everything (goods, cards, train) but their scores.
  const twins = (score0: number, score1: number): TRState => {
    const H = clone(walked('tr-eval-end', 6).state.G as TRState);
    H.players['1'] = { ...JSON.parse(JSON.stringify(H.players['0'])), score: score1 };
    H.players['0'].score = score0;
    H.trains['1'] = { ...H.trains['0']! };
    return H;
  };
  const ctx = walked('tr-eval-end', 6).state.ctx;
  const lead = (H: TRState) => {
    const e = evaluateTrainAndRailway(H, ctx);
    return e['0'] - e['1'];
  };

  it('counts a lead at its face value before anyone scores, and for more the fewer rounds are left', () => {
    const fresh = twins(0, 0);
    fresh.players['1'].minus += 1;
    expect(lead(fresh)).toBeCloseTo(3, 6);
    const early = lead(twins(6, 2));
    const late = lead(twins(22, 18));
    const counting = twins(22, 18);
    counting.finalRound = counting.round + 1;
    expect(early).toBeGreaterThan(4);
    expect(late).toBeGreaterThan(early);
    expect(lead(counting)).toBeGreaterThan(late);
    // Never more than three times the lead.
    expect(lead(counting)).toBeLessThanOrEqual(12 + 1e-9);
  });
});

describe('Train & Railway search policy', () => {
  it('is the policy the searching bots find on the evaluation', () => {
    expect(policyOf(loaded.evaluate)).toBe(trainAndRailwayPolicy);
  });

  it("keeps a non-empty subset of the legal moves with the planner's pick first, no other factory paid with a minus token, and its rollout (the planner) picks one of them", () => {
    const rng = seedrandom('policy');
    for (const seed of ['p1', 'p2', 'p3']) {
      const match = startMatch(loaded.module, 2, {}, seed);
      for (let i = 0; i < 120 && match.state.ctx.gameover === undefined; i++) {
        const seat = currentSeat(match.state.ctx);
        const moves = legalMoves(match, seat);
        const G = match.state.G as TRState;
        const kept = trainAndRailwayPolicy.candidates!(G, match.state.ctx, seat, moves);
        const legal = new Set(moves.map((m) => JSON.stringify([m.move, m.args ?? []])));
        expect(kept.length).toBeGreaterThan(0);
        for (const m of kept) expect(legal.has(JSON.stringify([m.move, m.args ?? []]))).toBe(true);
        if (moves.length > 1) {
          expect(plain(kept[0])).toEqual(moves[plannerPick(G, match.state.ctx, seat, moves)]);
          expect(kept.slice(1).some((m) => m.move === 'buildFactory' && m.args?.[3] === 'minus')).toBe(false);
        }
        const pick = trainAndRailwayPolicy.rollout!(G, match.state.ctx, seat, kept, rng);
        expect(pick === -1 || (pick >= 0 && pick < kept.length)).toBe(true);
        applyMove(match, seat, moves[Math.floor(rng() * moves.length)]);
      }
    }
  });
});

describe('Train & Railway search policy: whole plans', () => {
  it("weighs each of the planner's best chains as a plan (its move tagged with the chain's stop), and a playout below a plan's move follows that plan until its stop is reached", () => {
    let differing = 0;
    for (const seed of ['plans-1', 'plans-2']) {
      const match = startMatch(loaded.module, 2, { map: 'TR-P01' }, seed);
      for (let i = 0; i < 200 && match.state.ctx.gameover === undefined; i++) {
        const seat = currentSeat(match.state.ctx);
        const moves = legalMoves(match, seat);
        const G = match.state.G as TRState;
        const ctx = match.state.ctx;
        const planned = plannerPick(G, ctx, seat, moves);
        if (ctx.phase === 'play' && moves.length > 1) {
          const kept = trainAndRailwayPolicy.candidates!(G, ctx, seat, moves) as (MoveChoice & { plan?: string })[];
          const stops = plannerStops(G, seat, 3);
          const distinct = new Set(kept.map((m) => JSON.stringify(plain(m))));
          if (distinct.size > 1) {
            // Every plan whose move is not the planner's alone (turning round, fuel, upgrades) is there.
            for (const stop of stops) {
              const m = moves[plannerPick(G, ctx, seat, moves, 0, stop)];
              if (['changeDirection', 'spendFuel', 'upgrade'].includes(m.move) || ['changeDirection', 'spendFuel', 'upgrade'].includes(moves[planned].move)) continue;
              expect(kept.some((k) => k.plan === stop && JSON.stringify(plain(k)) === JSON.stringify(plain(m)))).toBe(true);
            }
            expect(kept[0].plan).toBe(stops[0]);
          } else expect(kept.length).toBe(1);
          // A playout below a plan's move follows that plan; below an untagged move, the planner.
          for (const stop of stops.slice(1)) {
            const commit = plannerPick(G, ctx, seat, moves, 0, stop);
            trainAndRailwayPolicy.playoutFrom!({ ...moves[commit], plan: stop } as MoveChoice, seat);
            const pick = trainAndRailwayPolicy.rollout!(G, ctx, seat, moves, () => 0.5);
            expect(pick).toBe(commit);
            if (commit !== planned) differing++;
            trainAndRailwayPolicy.playoutFrom!(moves[commit], seat);
            expect(trainAndRailwayPolicy.rollout!(G, ctx, seat, moves, () => 0.5)).toBe(planned);
          }
        }
        applyMove(match, seat, moves[planned]);
      }
    }
    trainAndRailwayPolicy.playoutFrom!(null, null);
    // The plans do lead elsewhere than the planner's own.
    expect(differing).toBeGreaterThan(10);
  }, 120_000);
});

describe('Train & Railway search policy: a plan followed until its stop', () => {
  it("lets go of a playout's plan once a turn of its seat has ended at the plan's stop (the planner's move after)", () => {
    let checked = 0;
    for (const seed of ['release-1', 'release-2', 'release-3']) {
      const match = startMatch(loaded.module, 2, { map: 'TR-P01' }, seed);
      for (let i = 0; i < 300 && match.state.ctx.gameover === undefined; i++) {
        const seat = currentSeat(match.state.ctx);
        const moves = legalMoves(match, seat);
        const G = match.state.G as TRState;
        const ctx = match.state.ctx;
        const planned = plannerPick(G, ctx, seat, moves);
        if (ctx.phase === 'play' && moves.length > 1) {
          for (const stop of plannerStops(G, seat, 6)) {
            const commit = plannerPick(G, ctx, seat, moves, 0, stop);
            if (commit === planned || !atStop(G, seat, stop)) continue;
            trainAndRailwayPolicy.playoutFrom!({ ...moves[commit], plan: stop } as MoveChoice, seat);
            // Standing at the stop in this turn: still the plan's move.
            expect(trainAndRailwayPolicy.rollout!(G, ctx, seat, moves, () => 0.5)).toBe(commit);
            // The seat's next turn (the stop reached in an earlier one): the planner's.
            expect(trainAndRailwayPolicy.rollout!(G, { ...ctx, turn: ctx.turn + 2 }, seat, moves, () => 0.5)).toBe(planned);
            checked++;
          }
        }
        applyMove(match, seat, moves[planned]);
      }
    }
    trainAndRailwayPolicy.playoutFrom!(null, null);
    expect(checked).toBeGreaterThan(0);
  }, 120_000);
});

describe('Train & Railway search policy on the simulation', () => {
  it('plays a playout on one state changed in place exactly as the planner plays each position afresh (no stale memo)', () => {
    const sim = loaded.module.simulation!;
    for (const seed of ['inplace-1', 'inplace-2']) {
      const match = startMatch(loaded.module, 2, { map: 'TR-P03' }, seed);
      const state = sim.start(clone(match.state.G as TRState), match.state.ctx, { seed });
      const rng = seedrandom(seed);
      let steps = 0;
      for (; steps < 300 && sim.gameover(state) === undefined; steps++) {
        const seat = sim.actingSeat(state);
        const all = sim.enumerate(state, seat);
        // What the search does at a playout step: candidates, then the rollout, on the same G object.
        const kept = trainAndRailwayPolicy.candidates!(state.G, state.ctx, seat, all);
        const pick = plain(kept[trainAndRailwayPolicy.rollout!(state.G, state.ctx, seat, kept, rng)]);
        const fresh = all[plannerPick(clone(state.G), { ...state.ctx }, seat, all)];
        expect(pick).toEqual(fresh);
        // The search's playouts give the rollout every legal move (rolloutOverAllMoves).
        expect(all[trainAndRailwayPolicy.rollout!(state.G, state.ctx, seat, all, rng)]).toEqual(fresh);
        expect(sim.apply(state, seat, pick.move, pick.args ?? [])).toBe(true);
      }
      expect(steps).toBe(300);
    }
  }, 120_000);
});

describe('Train & Railway normal bot', () => {
  it('(a small budget) beats the random bot in a seeded 2-player game, scoring points and taking fewer minus tokens', async () => {
    const match = startMatch(loaded.module, 2, { map: 'TR-P01' }, 'tr-normal-vs-random');
    let moves = 0;
    while (match.state.ctx.gameover === undefined && moves < 3000) {
      const seat = currentSeat(match.state.ctx);
      const bot = createSeatBot(seat === '0' ? 'normal' : 'random', loaded, { seed: `m/${moves}`, now: () => 0, budget: { iterations: 6, worlds: 2, playoutDepth: 12 } });
      const { move } = await bot.choose(seatView(match, seat), match.state.ctx, seat);
      expect(applyMove(match, seat, move!)).toBeNull();
      moves++;
    }
    const result = outcome(match);
    expect(result.ended).toBe(true);
    expect(result.winShare['0']).toBe(1);
    const G = match.state.G as TRState;
    expect(G.final!['0'].track).toBeGreaterThan(0);
    expect(G.players['0'].minus).toBeLessThan(G.players['1'].minus);
  }, 300_000);
});
