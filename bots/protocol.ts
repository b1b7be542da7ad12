// Messages between the app (or the server's bot runner) and a bot thinking off the main thread.
import type { Ctx } from 'boardgame.io';
import type { MoveReview, ReviewRequest, ReviewResult, ReviewUnit } from './review';

export type Difficulty = 'easy' | 'normal' | 'hard';

export interface BotThinkRequest {
  type: 'think';
  requestId: number;
  gameId: string;
  /** The bot seat's FILTERED view only (playerView for that seat); never the full state. */
  G: unknown;
  ctx: Ctx;
  playerID: string;
  difficulty: Difficulty;
  /** Seeds the bot's own sampling so a game against bots replays from its seed. */
  seed: string;
}

/**
 * Review a seat's moves in a finished match (bots/review.ts): progress and 'reviewed-move'
 * messages, then one 'review' or 'error'.
 */
export interface BotReviewRequest extends ReviewRequest {
  type: 'review';
  requestId: number;
}

/** Ends a review early: its answer is then a 'review' with `stopped` set. */
export interface BotCancelReview {
  type: 'cancel-review';
  requestId: number;
}

export type BotRequest = BotThinkRequest | BotReviewRequest | BotCancelReview;

export type BotResponse =
  | { type: 'progress'; requestId: number; fraction: number }
  | { type: 'move'; requestId: number; move: string; args: any[] }
  | { type: 'reviewed-move'; requestId: number; unit: ReviewUnit; move: MoveReview }
  | { type: 'review'; requestId: number; result: ReviewResult }
  | { type: 'error'; requestId: number; message: string };
