// Messages between the app (or the server's bot runner) and a bot thinking off the main thread.
import type { Ctx } from 'boardgame.io';

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

export type BotResponse =
  | { type: 'progress'; requestId: number; fraction: number }
  | { type: 'move'; requestId: number; move: string; args: any[] }
  | { type: 'error'; requestId: number; message: string };
