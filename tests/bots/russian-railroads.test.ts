// The Russian Railroads bot's own knowledge: its playout policy and its evaluation.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { evaluateRussianRailroads, rolloutRussianRailroads } from '../../bots/russian-railroads';
import { loadGameModule } from '../../bots/index';
import type { RRState } from '../../games/russian-railroads/rules/state';
import { applyMove, currentSeat, legalMoves, startMatch, type HeadlessMatch } from '../../tools/lib/match';

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

  it('is not the search policy: uniform playouts measured better (see bots/russian-railroads.ts)', () => {
    expect((evaluateRussianRailroads as unknown as { policy?: unknown }).policy).toBeUndefined();
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
