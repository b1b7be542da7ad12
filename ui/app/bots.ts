// Bots think off the main thread in bots/worker.ts (a module Web Worker speaking
// bots/protocol.ts). Until that worker exists in the build, or when it reports an error, a
// stand-in picks a random legal move after a short pause, so games against bots still run.
import seedrandom from 'seedrandom';
import type { Ctx } from 'boardgame.io';
import type { BotResponse, BotThinkRequest, Difficulty } from '../../bots/protocol';
import type { GameModule, MoveChoice } from '../../games/kit/types';
import { legalMovesFor } from './play';

export interface ThinkInput {
  /** The bot seat's filtered view (what that seat's client receives). */
  G: unknown;
  ctx: Ctx;
  playerID: string;
  difficulty: Difficulty;
  seed: string;
}

export interface BotThinker {
  think(input: ThinkInput, onProgress: (fraction: number) => void): Promise<MoveChoice>;
  dispose(): void;
  /** 'worker' when bots/worker.ts runs, 'stand-in' otherwise. */
  readonly kind: 'worker' | 'stand-in';
}

// Globbing finds the worker only once its file exists, so the app builds before it lands.
const workerFactories = import.meta.glob<new (options?: { name?: string }) => Worker>('../../bots/worker.ts', {
  query: '?worker',
  import: 'default',
});

const STAND_IN_PAUSE_MS = 450;

function standInMove(game: GameModule, input: ThinkInput, onProgress: (f: number) => void, isDisposed: () => boolean): Promise<MoveChoice> {
  return new Promise((resolve, reject) => {
    const moves = legalMovesFor(game, input.G, input.ctx, input.playerID);
    if (moves.length === 0) {
      reject(new Error('The bot has no legal move.'));
      return;
    }
    const rng = seedrandom(`${input.seed}:${input.ctx.turn}:${input.playerID}`);
    const steps = 5;
    let step = 0;
    const tick = () => {
      if (isDisposed()) return;
      step++;
      onProgress(step / steps);
      if (step < steps) setTimeout(tick, STAND_IN_PAUSE_MS / steps);
      else resolve(moves[Math.floor(rng() * moves.length)]);
    };
    setTimeout(tick, STAND_IN_PAUSE_MS / steps);
  });
}

/** A new bots/worker.ts Web Worker, or null where none can start (no Worker, not in the build). */
export async function startBotWorker(name: string): Promise<Worker | null> {
  const load = workerFactories['../../bots/worker.ts'];
  if (!load || typeof Worker === 'undefined') return null;
  try {
    const WorkerCtor = await load();
    return new WorkerCtor({ name });
  } catch (e) {
    console.warn('The bot worker could not start.', e);
    return null;
  }
}

export async function createBotThinker(game: GameModule): Promise<BotThinker> {
  let disposed = false;
  const worker = await startBotWorker(`railhouse-bot-${game.id}`);
  if (!worker) {
    return {
      kind: 'stand-in',
      think: (input, onProgress) => standInMove(game, input, onProgress, () => disposed),
      dispose: () => {
        disposed = true;
      },
    };
  }
  const live = worker;
  let nextId = 1;
  const pending = new Map<number, { resolve: (m: MoveChoice) => void; reject: (e: Error) => void; onProgress: (f: number) => void }>();
  live.onmessage = (event: MessageEvent<BotResponse>) => {
    const msg = event.data;
    const waiting = pending.get(msg.requestId);
    if (!waiting) return;
    if (msg.type === 'progress') waiting.onProgress(msg.fraction);
    else {
      pending.delete(msg.requestId);
      if (msg.type === 'move') waiting.resolve({ move: msg.move, args: msg.args ?? [] });
      else waiting.reject(new Error(msg.type === 'error' ? msg.message : `Unexpected answer "${msg.type}" to a move request.`));
    }
  };
  live.onerror = (event) => {
    for (const [, waiting] of pending) waiting.reject(new Error(event.message || 'The bot worker failed.'));
    pending.clear();
  };
  return {
    kind: 'worker',
    think: (input, onProgress) =>
      new Promise<MoveChoice>((resolve, reject) => {
        const requestId = nextId++;
        pending.set(requestId, { resolve, reject, onProgress });
        const request: BotThinkRequest = { type: 'think', requestId, gameId: game.id, ...input };
        live.postMessage(request);
      }).catch((e: Error) => {
        // A bot that fails must not stall the table: fall back to a random legal move.
        console.warn('The bot worker failed; playing a random legal move instead.', e);
        return standInMove(game, input, onProgress, () => disposed);
      }),
    dispose: () => {
      disposed = true;
      pending.clear();
      live.terminate();
    },
  };
}
