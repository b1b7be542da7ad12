// Russian Railroads' scripted player (the `planner` level, bots/russian-railroads-planner.ts).
import { describe, expect, it } from 'vitest';
import { loadBotGame } from '../../bots/index';
import { createSeatBot } from '../../bots/mcts';
import { plannerPick, plannerValue, PLANNER_WEIGHTS } from '../../bots/russian-railroads-planner';
import type { RRState } from '../../games/russian-railroads/rules/state';
import { applyMove, currentSeat, legalMoves, seatView, startMatch } from '../../tools/lib/match';

const loaded = await loadBotGame('russian-railroads');

/** A whole game with the planner on every seat (or the random bot), its picks checked on the way. */
async function plannerGame(players: number, seed: string, kind: 'planner' | 'random' = 'planner') {
  const match = startMatch(loaded.module, players, {}, seed);
  const picks: string[] = [];
  while (match.state.ctx.gameover === undefined && picks.length < 2000) {
    const seat = currentSeat(match.state.ctx);
    const options = legalMoves(match, seat);
    let choice;
    if (kind === 'planner') {
      const i = plannerPick(seatView(match, seat) as RRState, match.state.ctx, seat, options);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(options.length);
      choice = options[i];
    } else {
      choice = (await createSeatBot('random', loaded, { seed: `${seed}/${picks.length}` }).choose(seatView(match, seat), match.state.ctx, seat)).move!;
    }
    expect(applyMove(match, seat, choice)).toBeNull();
    picks.push(JSON.stringify(choice));
  }
  const scores = (match.state.ctx.gameover as { scores: Record<string, number> }).scores;
  return { picks, scores, G: match.state.G as RRState };
}

describe('Russian Railroads planner', () => {
  it('plays a solo game to its end with enumerated moves only, the same moves from the same seed, far above the random bot', async () => {
    const a = await plannerGame(1, 'rr-planner-1');
    const b = await plannerGame(1, 'rr-planner-1');
    expect(b.picks).toEqual(a.picks);
    const random = await plannerGame(1, 'rr-planner-1', 'random');
    // Over rr-solo-v16's 40 games it averaged 315.1 (bots/README.md); the random bot scores far less.
    expect(a.scores['0']).toBeGreaterThan(250);
    expect(a.scores['0']).toBeGreaterThan(random.scores['0'] + 100);
  });

  it('plays every seat of a three-player game to the end', async () => {
    const game = await plannerGame(3, 'rr-planner-3');
    expect(Object.keys(game.scores)).toHaveLength(3);
    for (const score of Object.values(game.scores)) expect(score).toBeGreaterThan(100);
  });

  it('values railroad points by the scorings still to come, and a rouble left after the last round at a fifth', () => {
    const match = startMatch(loaded.module, 1, {}, 'rr-planner-value');
    const G = structuredClone(match.state.G) as RRState;
    const more = structuredClone(G);
    more.players['0'].tracks[0][0] = 2;
    more.players['0'].tracks[0][1] = 2;
    more.players['0'].locos[0] = 2;
    // Two Trans-Siberian spaces of gray track in reach: 2 points each scoring, in all 6 scorings.
    expect(plannerValue(more, '0') - plannerValue(G, '0')).toBeGreaterThan(6 * 2 * PLANNER_WEIGHTS.income - 0.5);
    const rich = structuredClone(G);
    rich.players['0'].roubles += 1;
    expect(plannerValue(rich, '0') - plannerValue(G, '0')).toBeCloseTo(PLANNER_WEIGHTS.rouble);
    const lastRound = structuredClone(G);
    lastRound.round = G.setup.rounds;
    const lastRich = structuredClone(lastRound);
    lastRich.players['0'].roubles += 1;
    expect(plannerValue(lastRich, '0') - plannerValue(lastRound, '0')).toBeCloseTo(PLANNER_WEIGHTS.rouble / 5);
    const over = structuredClone(G);
    over.gameover = { winners: ['0'], scores: { '0': 123 } };
    over.players['0'].score = 123;
    expect(plannerValue(over, '0')).toBe(123);
  });

  it('is the planner bot level, given only the seat view: the hidden cards it deals itself do not change its move', async () => {
    const match = startMatch(loaded.module, 1, {}, 'rr-planner-view');
    const seat = currentSeat(match.state.ctx);
    const view = seatView(match, seat) as RRState;
    expect(view.secret).toBeNull();
    const bot = createSeatBot('planner', loaded, { seed: 'x' });
    const { move } = await bot.choose(view, match.state.ctx, seat);
    const again = await createSeatBot('planner', loaded, { seed: 'other' }).choose(structuredClone(view), match.state.ctx, seat);
    expect(again.move).toEqual(move);
    expect(legalMoves(match, seat).some((m) => m.move === move!.move && JSON.stringify(m.args ?? []) === JSON.stringify(move!.args))).toBe(true);
  });
});
