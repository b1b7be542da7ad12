// Move review: for each move a seat made in a finished match, the move the bot would have made in
// its place and what the difference was worth. The match is rebuilt state by state from its
// record (the replay's own code); the bot is asked from the seat's view only, as a real bot would
// be; both moves are then applied to the real state and valued by the game's evaluation for that
// seat (its win chance, or its estimated final score when it plays alone). The record is public
// once the match is over, so valuing the real state reveals nothing.
import type { Ctx, Game, State } from 'boardgame.io';
import type { GameModule, MoveChoice, NarrationLine } from '../games/kit/types';
import { applyAction, replayMatch, viewFor, type MatchRecord } from '../games/kit/replay';
import { sayMove } from '../games/kit/sentence';
import { gameoverScores, positionValues } from './evaluate';
import { loadBotGame, type LoadedBotGame, type SearchBudget } from './index';
import { createSeatBot } from './mcts';
import type { BotResponse, BotReviewRequest, Difficulty } from './protocol';

/** 'win': win chance in [0, 1] (several seats); 'points': estimated final score (one seat). */
export type ReviewUnit = 'win' | 'points';

export interface MoveReview {
  /** The replay step of the move (1-based: the state after it is replay.states[step]). */
  step: number;
  played: MoveChoice;
  /** The bot's move, or null when it had none to offer. */
  best: MoveChoice | null;
  /** The bot's move in the game's words (its moveSentence where the move was made), or null with no move. */
  bestSentence: string | null;
  /** What the bot's move would have done, as the game's log would have told it (may be empty). */
  bestNarration: NarrationLine[];
  /** True when the bot would have made the very same move. */
  same: boolean;
  /** Value of the position after the played move, for the seat. */
  playedValue: number;
  /** Value after the bot's move (playedValue when the same or when the bot's move could not be applied). */
  bestValue: number;
  /** bestValue − playedValue: what the seat gave away by this move (≤ 0 when it did as well as the bot). */
  loss: number;
}

export interface ReviewResult {
  gameId: string;
  seat: string;
  level: Difficulty;
  unit: ReviewUnit;
  moves: MoveReview[];
  /** Steps of the (at most three) biggest positive losses, biggest first. */
  mistakes: number[];
  /** True when shouldStop ended the review early: `moves` holds the moves reviewed so far. */
  stopped: boolean;
}

export interface ReviewRequest {
  gameId: string;
  record: MatchRecord;
  seat: string;
  level: Difficulty;
  /** Seeds the bot's own sampling: the same request gives the same review. */
  seed: string;
  /** Replaces parts of the level's budget (tests, a quick review). */
  budget?: Partial<SearchBudget>;
}

export interface ReviewHooks {
  /** Fraction of the review done, in [0, 1]. */
  onProgress?: (fraction: number) => void;
  /** Asked between moves; true ends the review with what it has. */
  shouldStop?: () => boolean;
  /** Each move as soon as it is reviewed (a long review can be read while it runs). */
  onMove?: (move: MoveReview, unit: ReviewUnit) => void;
  /** Awaited between moves, so a worker can read a cancel message (a macrotask by default). */
  yieldBetweenMoves?: () => Promise<void>;
}

const MISTAKES_SHOWN = 3;
/** Losses smaller than this are noise of the evaluation, not mistakes (win chance / points). */
const NOISE: Record<ReviewUnit, number> = { win: 0.005, points: 0.5 };

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function sameMove(a: MoveChoice, b: MoveChoice | null): boolean {
  return !!b && a.move === b.move && JSON.stringify(a.args ?? []) === JSON.stringify(b.args ?? []);
}

/** The seat's value of a position: its win chance against the others, or its estimated score alone. */
export function seatValue(loaded: LoadedBotGame, state: Pick<State, 'G' | 'ctx'>, seat: string): number {
  const { G, ctx } = state;
  if (ctx.playOrder.length === 1) {
    const final = ctx.gameover !== undefined ? gameoverScores(ctx.gameover) : undefined;
    return final?.[seat] ?? loaded.evaluate(G, ctx as Ctx)[seat] ?? 0;
  }
  return positionValues(G, ctx as Ctx, loaded.evaluate, loaded.settings.scale, 0)[seat] ?? 0;
}

/** Narration lines a move adds, at most this many: the seat's own first (a round's end may add a dozen). */
const NARRATION_SHOWN = 2;

/** The narration lines the step before → after added, the seat's own first; none when the game cannot say. */
export function addedNarration(module: GameModule, before: unknown, after: unknown, seat: string): NarrationLine[] {
  try {
    const added = module.log(after).slice(module.log(before).length);
    const own = added.filter((line) => line.player === seat);
    return (own.length > 0 ? own : added).slice(0, NARRATION_SHOWN);
  } catch {
    return [];
  }
}

/** The steps at most `count` biggest losses above the noise were made at, biggest first. */
export function biggestMistakes(moves: readonly MoveReview[], unit: ReviewUnit, count = MISTAKES_SHOWN): number[] {
  return moves
    .filter((m) => m.loss > NOISE[unit])
    .sort((a, b) => b.loss - a.loss || a.step - b.step)
    .slice(0, count)
    .map((m) => m.step);
}

export async function reviewMoves(request: ReviewRequest, hooks: ReviewHooks = {}): Promise<ReviewResult> {
  const loaded = await loadBotGame(request.gameId);
  const game = loaded.module.game as Game;
  const replay = replayMatch(game, request.record);
  if (replay.error) throw new Error(replay.error);
  const { seat, level } = request;
  const unit: ReviewUnit = replay.states[0].ctx.playOrder.length === 1 ? 'points' : 'win';
  const todo = replay.steps
    .map((entry, i) => ({ entry, step: i + 1 }))
    .filter(({ entry }) => {
      const action = entry.action as { type?: string; payload?: { playerID?: string } };
      return action.type === 'MAKE_MOVE' && action.payload?.playerID === seat;
    });
  const onProgress = hooks.onProgress ?? (() => {});
  const pause = hooks.yieldBetweenMoves ?? macrotask;
  const moves: MoveReview[] = [];
  let stopped = false;
  onProgress(0);
  for (let i = 0; i < todo.length; i++) {
    await pause();
    if (hooks.shouldStop?.()) {
      stopped = true;
      break;
    }
    const { entry, step } = todo[i];
    const before = replay.states[step - 1];
    const payload = (entry.action as { payload: { type: string; args?: any[] } }).payload;
    const played: MoveChoice = { move: payload.type, args: payload.args ?? [] };
    const bot = createSeatBot(level, loaded, {
      seed: `${request.seed}/review/${seat}/${step}`,
      // No wall-clock cap: the review is not waited on move by move (it has its progress and Stop),
      // and a cap would make its verdicts depend on how busy the machine is.
      budget: { maxMs: Number.POSITIVE_INFINITY, ...request.budget },
      onProgress: (fraction) => onProgress((i + Math.min(1, Math.max(0, fraction))) / todo.length),
    });
    const view = viewFor(game, before, seat);
    const { move } = await bot.choose(view, before.ctx, seat);
    const best: MoveChoice | null = move ? { move: move.move, args: move.args } : null;
    const bestSentence = best ? sayMove(loaded.module, before.G, before.ctx as Ctx, seat, best) : null;
    const playedValue = seatValue(loaded, replay.states[step], seat);
    const same = sameMove(played, best);
    let bestValue = playedValue;
    let bestNarration: NarrationLine[] = [];
    if (best && !same) {
      const after = applyAction(game, before, { type: 'MAKE_MOVE', payload: { type: best.move, args: best.args, playerID: seat } });
      if (after.state) {
        bestValue = seatValue(loaded, after.state, seat);
        bestNarration = addedNarration(loaded.module, before.G, after.state.G, seat);
      }
    }
    const reviewed: MoveReview = { step, played, best, bestSentence, bestNarration, same, playedValue, bestValue, loss: bestValue - playedValue };
    moves.push(reviewed);
    hooks.onMove?.(reviewed, unit);
    onProgress((i + 1) / todo.length);
  }
  if (!stopped) onProgress(1);
  return { gameId: request.gameId, seat, level, unit, moves, mistakes: biggestMistakes(moves, unit), stopped };
}

const LEVELS: readonly Difficulty[] = ['easy', 'normal', 'hard'];

/** Why a message is not a usable BotReviewRequest, or null when it is. */
export function reviewRequestProblem(message: unknown): string | null {
  const m = (message ?? {}) as Partial<BotReviewRequest>;
  if (m.type !== 'review') return `Unknown message type ${JSON.stringify(m.type)}.`;
  if (typeof m.requestId !== 'number') return 'requestId must be a number.';
  if (typeof m.gameId !== 'string') return 'gameId must be a string.';
  if (!m.record || typeof m.record !== 'object' || !m.record.initialState || !Array.isArray(m.record.log)) return 'record must hold initialState and log.';
  if (typeof m.seat !== 'string') return 'seat must be a string.';
  if (!LEVELS.includes(m.level as Difficulty)) return `level must be one of ${LEVELS.join(', ')}.`;
  if (typeof m.seed !== 'string') return 'seed must be a string.';
  return null;
}

/**
 * Answers one review request through `post`: progress messages (at most one per `progressStep`),
 * then exactly one 'review' (stopped when cancelled) or 'error'.
 */
export async function handleReviewRequest(
  message: unknown,
  post: (response: BotResponse) => void,
  options: { isCancelled?: () => boolean; progressStep?: number } = {},
): Promise<void> {
  const requestId = typeof (message as { requestId?: unknown })?.requestId === 'number' ? (message as BotReviewRequest).requestId : -1;
  const problem = reviewRequestProblem(message);
  if (problem) {
    post({ type: 'error', requestId, message: problem });
    return;
  }
  const { type: _type, requestId: _id, ...request } = message as BotReviewRequest;
  const step = options.progressStep ?? 0.01;
  let lastPosted = -1;
  try {
    const result = await reviewMoves(request, {
      shouldStop: options.isCancelled,
      onMove: (move, unit) => post({ type: 'reviewed-move', requestId, unit, move }),
      onProgress: (fraction) => {
        if (fraction === lastPosted || (fraction < 1 && fraction - lastPosted < step)) return;
        lastPosted = fraction;
        post({ type: 'progress', requestId, fraction });
      },
    });
    post({ type: 'review', requestId, result });
  } catch (err) {
    post({ type: 'error', requestId, message: err instanceof Error ? err.message : String(err) });
  }
}
