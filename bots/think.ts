// One bot request, start to finish: the handler behind the Web Worker (worker.ts) and the
// seated online bot (seat.ts). It never sees more than the request carries: the seat's
// filtered view, the public ctx and a seed.
import type { BotResponse, BotThinkRequest, Difficulty } from './protocol';
import { loadBotGame } from './index';
import { createSeatBot, SearchMemory, type SearchReport } from './mcts';

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard'];

/** Why a message is not a usable BotThinkRequest, or null when it is. */
export function requestProblem(message: unknown): string | null {
  if (!message || typeof message !== 'object') return 'The message is not an object.';
  const m = message as Partial<BotThinkRequest>;
  if (m.type !== 'think') return `Unknown message type ${JSON.stringify(m.type)}.`;
  if (typeof m.requestId !== 'number') return 'requestId must be a number.';
  if (typeof m.gameId !== 'string') return 'gameId must be a string.';
  if (!m.ctx || typeof m.ctx !== 'object' || !Array.isArray(m.ctx.playOrder)) return 'ctx is missing or malformed.';
  if (m.G === undefined) return 'G (the seat\'s view) is missing.';
  if (typeof m.playerID !== 'string' || !m.ctx.playOrder.includes(m.playerID))
    return `playerID ${JSON.stringify(m.playerID)} is not a seat of this match.`;
  if (!DIFFICULTIES.includes(m.difficulty as Difficulty))
    return `difficulty must be one of ${DIFFICULTIES.join(', ')}.`;
  if (typeof m.seed !== 'string') return 'seed must be a string.';
  if (m.ctx.gameover !== undefined) return 'The game is over.';
  const active = m.ctx.activePlayers ? m.playerID in m.ctx.activePlayers : m.ctx.currentPlayer === m.playerID;
  if (!active) return `It is not seat ${m.playerID}'s turn.`;
  return null;
}

export interface ThinkOptions {
  /** Clock in ms, for tests. */
  now?: () => number;
  /** Smallest change of the fraction worth a progress message. */
  progressStep?: number;
  /** Called with the search report once the move is posted. */
  onReport?: (report: SearchReport) => void;
  /** The seats' search trees kept between requests (the worker keeps one; tests may not). */
  memories?: SearchMemories;
}

/**
 * Search trees by seat, kept between one worker's requests so a bot's next move starts from the
 * visits its last search spent on the position it now sees (bots/search.ts checks that the view
 * matches before it reuses anything). A request names its match only by seed, game, seat and
 * difficulty; the oldest of more than `limit` seats is dropped.
 */
export class SearchMemories {
  private readonly bySeat = new Map<string, SearchMemory>();
  constructor(private readonly limit = 8) {}

  for(request: BotThinkRequest): SearchMemory {
    const key = JSON.stringify([request.gameId, request.seed, request.playerID, request.difficulty]);
    let memory = this.bySeat.get(key);
    if (memory) this.bySeat.delete(key);
    else memory = new SearchMemory();
    this.bySeat.set(key, memory);
    while (this.bySeat.size > this.limit) this.bySeat.delete(this.bySeat.keys().next().value!);
    return memory;
  }

  get size(): number {
    return this.bySeat.size;
  }
}

/** Answers one request through `post`: progress messages, then exactly one move or error. */
export async function handleThinkRequest(
  message: unknown,
  post: (response: BotResponse) => void,
  options: ThinkOptions = {},
): Promise<void> {
  const requestId = typeof (message as { requestId?: unknown })?.requestId === 'number'
    ? (message as BotThinkRequest).requestId
    : -1;
  const problem = requestProblem(message);
  if (problem) {
    post({ type: 'error', requestId, message: problem });
    return;
  }
  const request = message as BotThinkRequest;
  try {
    const loaded = await loadBotGame(request.gameId);
    const step = options.progressStep ?? 0.05;
    let lastPosted = 0;
    const bot = createSeatBot(request.difficulty, loaded, {
      seed: request.seed,
      now: options.now,
      memory: options.memories?.for(request),
      onProgress: (fraction) => {
        if (fraction >= 1 || fraction - lastPosted < step) return;
        lastPosted = fraction;
        post({ type: 'progress', requestId, fraction });
      },
    });
    const { move, report } = await bot.choose(request.G, request.ctx, request.playerID);
    if (!move) {
      post({ type: 'error', requestId, message: `Seat ${request.playerID} has no legal move.` });
      return;
    }
    post({ type: 'progress', requestId, fraction: 1 });
    post({ type: 'move', requestId, move: move.move, args: move.args });
    options.onReport?.(report);
  } catch (err) {
    post({ type: 'error', requestId, message: err instanceof Error ? err.message : String(err) });
  }
}
