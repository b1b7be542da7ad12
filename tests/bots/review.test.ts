// Move review (bots/review.ts) on the first moves of a two-seat Russian Railroads match: one entry
// per move of the reviewed seat, a deliberately bad move (the one the evaluation likes least)
// shows a positive loss and is among the biggest mistakes, and the same request gives the same
// review.
import { describe, expect, it } from 'vitest';
import type { Game, LogEntry, State } from 'boardgame.io';
import seedrandom from 'seedrandom';
import { biggestMistakes, reviewMoves, seatValue, type MoveReview } from '../../bots/review';
import { loadBotGame } from '../../bots/index';
import { applyAction, replayMatch } from '../../games/kit/replay';
import { moveTable, sentenceProblem } from '../kit/sentences';
import { applyMove, currentSeat, legalMoves, startMatch } from '../../tools/lib/match';

const GAME = 'russian-railroads';
const loaded = await loadBotGame(GAME);

/**
 * A record of `steps` moves: seeded random moves, except seat 0's `badMove`-th move, its worst by
 * the evaluation one move ahead; and the step of that move.
 */
function shortRecord(steps: number, badMove: number, numPlayers = 2) {
  const match = startMatch(loaded.module, numPlayers, {}, 'review-test');
  const initialState = match.state;
  const log: LogEntry[] = [];
  const rng = seedrandom('review-test-moves');
  let seat0Moves = 0;
  let badStep = 0;
  for (let step = 1; step <= steps && !match.state.ctx.gameover; step++) {
    const seat = currentSeat(match.state.ctx);
    const legal = legalMoves(match, seat);
    let choice = legal[Math.floor(rng() * legal.length)];
    if (seat === '0' && ++seat0Moves === badMove) {
      badStep = step;
      const valueOf = (m: (typeof legal)[number]) => {
        const after = applyAction(match.game, match.state, { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args ?? [], playerID: seat } });
        return after.state ? seatValue(loaded, after.state, seat) : Infinity;
      };
      choice = legal.reduce((worst, m) => (valueOf(m) < valueOf(worst) ? m : worst));
    }
    const action = { type: 'MAKE_MOVE', payload: { type: choice.move, args: choice.args ?? [], playerID: seat } };
    log.push({ action, _stateID: match.state._stateID, turn: match.state.ctx.turn, phase: match.state.ctx.phase } as LogEntry);
    expect(applyMove(match, seat, choice)).toBeNull();
  }
  if (!badStep) throw new Error('seat 0 did not make that many moves');
  return { record: { initialState: initialState as State, log }, badStep };
}

describe('bots/review.ts', () => {
  const { record, badStep } = shortRecord(8, 2);
  const request = { gameId: GAME, record, seat: '0', level: 'easy' as const, seed: 'r' };

  it('reviews each of the seat\'s moves, and a deliberately bad move costs win chance', async () => {
    const fractions: number[] = [];
    const review = await reviewMoves(request, { onProgress: (f) => fractions.push(f) });
    const seatSteps = record.log.map((e, i) => ((e.action as any).payload.playerID === '0' ? i + 1 : 0)).filter(Boolean);
    expect(review.moves.map((m) => m.step)).toEqual(seatSteps);
    expect(review.unit).toBe('win');
    expect(review.stopped).toBe(false);
    const bad = review.moves.find((m) => m.step === badStep)!;
    expect(bad.same).toBe(false);
    expect(bad.loss).toBeGreaterThan(0);
    expect(review.mistakes).toContain(badStep);
    expect(review.mistakes.length).toBeLessThanOrEqual(3);
    for (const m of review.moves) if (m.same) expect(m.loss).toBe(0);
    // The bot's move in the game's words: its sentence where the move was made, and what the log would have said, of this seat.
    const before = replayMatch(loaded.module.game as Game, record).states[badStep - 1];
    expect(bad.bestSentence).toBe(loaded.module.moveSentence(before.G, before.ctx, '0', bad.best!));
    expect(sentenceProblem(bad.bestSentence, moveTable(loaded.module.game as Game))).toBeNull();
    expect(bad.bestNarration.length).toBeGreaterThan(0);
    expect(bad.bestNarration[0].player).toBe('0');
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);

    expect(await reviewMoves(request)).toEqual(review);
  }, 60_000);

  it('stops between moves when asked, with the moves reviewed so far', async () => {
    let asked = 0;
    // Seat 0 made at least two moves (the bad one is its second).
    const review = await reviewMoves(request, { shouldStop: () => ++asked > 1 });
    expect(review.stopped).toBe(true);
    expect(review.moves).toHaveLength(1);
  }, 60_000);

  it('alone, a seat\'s losses are in points of its estimated final score', async () => {
    const solo = shortRecord(4, 1, 1);
    const review = await reviewMoves({ ...request, record: solo.record });
    expect(review.unit).toBe('points');
    expect(review.moves.map((m) => m.step)).toEqual([1, 2, 3, 4]);
    expect(review.moves.find((m) => m.step === solo.badStep)!.loss).toBeGreaterThan(0);
  }, 60_000);

  // Any game of the contract (a GameModule with ai.enumerate, and its bot settings) can be reviewed.
  it.each(['division', 'lost-atlas', 'train-and-railway'])('%s: reviews a seat\'s first moves', async (gameId) => {
    const module = (await loadBotGame(gameId)).module;
    const match = startMatch(module, 2, {}, 'review-any');
    const initialState = match.state as State;
    const log: LogEntry[] = [];
    const rng = seedrandom('review-any');
    for (let step = 1; step <= 6 && !match.state.ctx.gameover; step++) {
      const seat = currentSeat(match.state.ctx);
      const legal = legalMoves(match, seat);
      const choice = legal[Math.floor(rng() * legal.length)];
      log.push({ action: { type: 'MAKE_MOVE', payload: { type: choice.move, args: choice.args ?? [], playerID: seat } }, _stateID: match.state._stateID, turn: match.state.ctx.turn, phase: match.state.ctx.phase } as LogEntry);
      expect(applyMove(match, seat, choice)).toBeNull();
    }
    const seat = (log[0].action as any).payload.playerID as string;
    const review = await reviewMoves({ gameId, record: { initialState, log }, seat, level: 'easy', seed: 'r' });
    expect(review.moves.length).toBe(log.filter((e) => (e.action as any).payload.playerID === seat).length);
    for (const m of review.moves) expect(m.best).not.toBeNull();
  }, 120_000);

  it('the biggest mistakes are at most three positive losses above the noise, biggest first', () => {
    const move = (step: number, loss: number): MoveReview => ({ step, loss, played: { move: 'm' }, best: null, bestSentence: null, bestNarration: [], same: false, playedValue: 0, bestValue: loss });
    const moves = [move(1, 0.1), move(2, 0.3), move(3, 0.001), move(4, 0.2), move(5, 0.25), move(6, -0.4)];
    expect(biggestMistakes(moves, 'win')).toEqual([2, 5, 4]);
    expect(biggestMistakes(moves.slice(2), 'points')).toEqual([]);
  });
});
