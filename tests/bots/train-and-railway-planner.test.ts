import { describe, expect, it } from 'vitest';
import { loadBotGame } from '../../bots/index';
import { createSeatBot } from '../../bots/mcts';
import { plannerPick, plannerPlan, routesFrom } from '../../bots/train-and-railway-planner';
import type { MoveChoice } from '../../games/kit/types';
import type { TRState } from '../../games/train-and-railway/rules/state';
import { applyMove, currentSeat, legalMoves, seatView, startMatch } from '../../tools/lib/match';
import { fakeCtx, give, newState, rail } from '../games/train-and-railway/helpers';
import { neighbour } from '../../games/train-and-railway/rules/hex';

const loaded = await loadBotGame('train-and-railway');

/** Plays a whole game with the planner on every seat (or `random` on the odd seats). */
function plannerGame(map: string, seed: string, players = 2) {
  const match = startMatch(loaded.module, players, { map }, seed);
  let moves = 0;
  while (match.state.ctx.gameover === undefined && moves < 3000) {
    const seat = currentSeat(match.state.ctx);
    const options = legalMoves(match, seat);
    const i = plannerPick(seatView(match, seat) as TRState, match.state.ctx, seat, options);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(i).toBeLessThan(options.length);
    expect(applyMove(match, seat, options[i])).toBeNull();
    moves++;
  }
  return { match, moves };
}

describe('Train & Railway planner', () => {
  it('routes over existing track for free and counts new segments', () => {
    const G = newState(2, 'TR-P01', ['S1', 'S2']);
    const routes = routesFrom(G, G.trains['0']!);
    const ahead = routes.get('6,-2', 3)!;
    expect(ahead.newSegs).toBe(1);
    G.rails['6,-2'] = ['0-3'];
    const again = routesFrom(G, G.trains['0']!).get('6,-2', 3)!;
    expect(again.newSegs).toBe(0);
  });

  it('plans to sell goods a public contract wants at a city of its colour', () => {
    const G = newState(2, 'TR-P01', ['S1', 'S2']);
    const card = G.publicContracts[0];
    give(G, '0', { [card.left[0]]: 1 });
    const plan = plannerPlan(G, '0')!;
    expect(plan.action).toBe('sell');
    expect(plan.key).toMatch(/^city:/);
  });

  it('is deterministic and only ever picks an enumerated move; a planner game reaches the 25-point end', () => {
    const a = plannerGame('TR-X06', 's2');
    const b = plannerGame('TR-X06', 's2');
    expect(a.moves).toBe(b.moves);
    const over = a.match.state.ctx.gameover as { endedBy: string; scores: Record<string, number> };
    expect(over.endedBy).toBe('score');
    expect(Math.max(...Object.values(over.scores))).toBeGreaterThanOrEqual(25);
  });

  it('spends fuel nobody wants when a full store keeps it from fetching what a contract wants (it used to let turn after turn pass)', () => {
    // Seat 0 holds 2 wood and 2 coal (a full store of 4); the only open contracts want gold. The old
    // planner saw no chain (no room to fetch the gold) and took an empty location action every turn.
    const G = newState(2, 'TR-P01', ['S1', 'S2']);
    G.publicContracts = [{ id: 'Y06', left: ['gold'] }, { id: 'Y04', left: ['gold'] }];
    G.players['0'].secret = [];
    give(G, '0', { wood: 2, coal: 2 });
    const ahead = neighbour(G.trains['0']!.hex, G.trains['0']!.facing);
    rail(G, ahead, 0, 3);
    rail(G, neighbour(ahead, 3), 0, 3);
    expect(plannerPlan(G, '0')).toMatchObject({ key: 'res:gold', action: 'obtain' });
    const ctx = fakeCtx(2, '0', 'play');
    const moves = loaded.module.game.ai!.enumerate(G, ctx, '0') as MoveChoice[];
    expect(moves[plannerPick(G, ctx, '0', moves)]).toEqual({ move: 'spendFuel', args: ['wood'] });
  });

  it("with a plan rank follows another chain: a different enumerated move at some turns of a game, none past its last chain", () => {
    const match = startMatch(loaded.module, 2, { map: 'TR-P01' }, 'plan-rank');
    let differing = 0;
    for (let n = 0; n < 400 && match.state.ctx.gameover === undefined; n++) {
      const seat = currentSeat(match.state.ctx);
      const options = legalMoves(match, seat);
      const view = seatView(match, seat) as TRState;
      const best = plannerPick(view, match.state.ctx, seat, options);
      const second = plannerPick(view, match.state.ctx, seat, options, 1);
      expect(second).toBeLessThan(options.length);
      if (second >= 0 && second !== best) differing++;
      if (match.state.ctx.phase === 'play') expect(plannerPick(view, match.state.ctx, seat, options, 99)).toBe(options.length <= 1 ? options.length - 1 : -1);
      expect(applyMove(match, seat, options[best])).toBeNull();
    }
    expect(differing).toBeGreaterThan(0);
  });

  it('is the planner bot level', async () => {
    const match = startMatch(loaded.module, 2, { map: 'TR-P01' }, 'planner-level');
    const seat = currentSeat(match.state.ctx);
    const bot = createSeatBot('planner', loaded, { seed: 'x' });
    const { move } = await bot.choose(seatView(match, seat), match.state.ctx, seat);
    expect(legalMoves(match, seat)).toContainEqual(move);
  });
});
