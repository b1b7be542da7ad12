import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { BOT_GAMES, loadBotGame, type LoadedBotGame } from '../../bots/index';
import { createSeatBot } from '../../bots/mcts';
import { applyMove, currentSeat, legalMoves, seatView, startMatch } from '../../tools/lib/match';

// The bots on each real game: a small search from a mid-game position must answer a move the
// REAL state accepts, although the bot saw only the seat's view. A game that does not load yet
// is skipped here (its own tests say why).
const ids = Object.keys(BOT_GAMES).filter((id) => id !== 'reference');
const games = new Map<string, LoadedBotGame | string>();
for (const id of ids) {
  try {
    games.set(id, await loadBotGame(id));
  } catch (err) {
    games.set(id, err instanceof Error ? err.message : String(err));
  }
}

describe.each(ids)('bots on %s', (id) => {
  const loaded = games.get(id);
  const ready = typeof loaded !== 'string';

  it.skipIf(!ready)('answer, from the seat view only, a move the real state accepts; the same for the same seed', async () => {
    const game = loaded as LoadedBotGame;
    const players = Math.max(game.module.minPlayers, 2);
    const match = startMatch(game.module, players, {}, `${id}-bot-test`);
    const rng = seedrandom('walk');
    for (let i = 0; i < 25 && match.state.ctx.gameover === undefined; i++) {
      const seat = currentSeat(match.state.ctx);
      const moves = legalMoves(match, seat);
      expect(applyMove(match, seat, moves[Math.floor(rng() * moves.length)])).toBeNull();
    }
    const seat = currentSeat(match.state.ctx);
    const view = seatView(match, seat);
    const legal = legalMoves(match, seat).map((m) => JSON.stringify([m.move, m.args ?? []]));
    for (const kind of ['random', 'easy', 'plain'] as const) {
      const bot = () => createSeatBot(kind, game, { seed: 'same', now: () => 0, budget: { iterations: 12, playoutDepth: 3 }, plainIterations: 3 });
      const a = await bot().choose(view, match.state.ctx, seat);
      const b = await bot().choose(view, match.state.ctx, seat);
      expect(a.move).not.toBeNull();
      expect(legal).toContain(JSON.stringify([a.move!.move, a.move!.args]));
      expect(b.move).toEqual(a.move);
    }
  });

  it.skipIf(!ready)('the evaluation gives every seat a finite estimate', () => {
    const game = loaded as LoadedBotGame;
    const match = startMatch(game.module, Math.max(game.module.minPlayers, 2), {}, `${id}-eval`);
    const estimates = game.evaluate(match.state.G, match.state.ctx);
    expect(Object.keys(estimates).sort()).toEqual([...match.state.ctx.playOrder].sort());
    for (const v of Object.values(estimates)) expect(Number.isFinite(v)).toBe(true);
  });
});
