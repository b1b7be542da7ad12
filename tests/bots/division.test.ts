// Division's bot knowledge: the estimate (§14.1), the candidates (§14.3) and a real search move
// made from the seat's own view.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { loadBotGame } from '../../bots/index';
import { createSeatBot, policyOf } from '../../bots/mcts';
import { divisionPolicy, evaluateDivision } from '../../bots/division';
import type { DivisionState } from '../../games/division/rules/state';
import { applyMove, currentSeat, legalMoves, seatView, startMatch } from '../../tools/lib/match';

const loaded = await loadBotGame('division');

function walked(seed: string, steps: number, players = 2) {
  const match = startMatch(loaded.module, players, {}, seed);
  const rng = seedrandom(seed);
  for (let i = 0; i < steps && match.state.ctx.gameover === undefined; i++) {
    const seat = currentSeat(match.state.ctx);
    const moves = legalMoves(match, seat);
    applyMove(match, seat, moves[Math.floor(rng() * moves.length)]);
  }
  return match;
}

describe('Division bot', () => {
  it('the estimate counts the score and values a seat\'s cars at the rear of a train still to reach its Office', () => {
    const match = walked('div-eval', 40);
    const G = JSON.parse(JSON.stringify(match.state.G)) as DivisionState;
    const before = evaluateDivision(G, match.state.ctx);
    G.score['0'].total += 5;
    expect(evaluateDivision(G, match.state.ctx)['0']).toBeCloseTo(before['0'] + 5, 6);
    expect(evaluateDivision(G, match.state.ctx)['1']).toBeCloseTo(before['1'], 6);
    expect(policyOf(loaded.evaluate)).toBe(divisionPolicy);
  });

  it('candidates are a non-empty subset of the legal moves, rulings first by the §14.2 table', () => {
    for (let s = 0; s < 5; s++) {
      const match = walked(`div-cands-${s}`, 30 + 17 * s, 3);
      if (match.state.ctx.gameover) continue;
      const seat = currentSeat(match.state.ctx);
      const moves = legalMoves(match, seat);
      const view = seatView(match, seat) as DivisionState;
      const cands = divisionPolicy.candidates!(view, match.state.ctx, seat, moves);
      expect(cands.length).toBeGreaterThan(0);
      for (const c of cands) expect(moves).toContainEqual(c);
      const i = divisionPolicy.rollout!(view, match.state.ctx, seat, moves, seedrandom('r'));
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(moves.length);
    }
  });

  it('an easy bot picks a legal move from its own view', async () => {
    const match = walked('div-bot', 20);
    const seat = currentSeat(match.state.ctx);
    const bot = createSeatBot('easy', loaded, { seed: 'div-bot-seed' });
    const view = seatView(match, seat) as DivisionState;
    for (const id of Object.keys(view.hands)) if (id !== seat) expect(view.hands[id].every((c) => c === '?')).toBe(true);
    const { move } = await bot.choose(view, match.state.ctx, seat);
    expect(move).not.toBeNull();
    expect(legalMoves(match, seat)).toContainEqual({ move: move!.move, args: move!.args });
  });
});
