// The replay's move review, run in its own bots/worker.ts Web Worker (bots/review.ts does the
// work): start it, follow its progress, stop it. A review stopped early keeps the moves it did.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BotResponse, BotReviewRequest, Difficulty } from '../../../bots/protocol';
import type { MoveReview, ReviewResult, ReviewUnit } from '../../../bots/review';
import { startBotWorker } from '../bots';
import type { Replay } from '../../../games/kit/replay';

export type ReviewStatus =
  | { phase: 'idle' }
  | {
      phase: 'running';
      seat: string;
      fraction: number;
      stopping: boolean;
      startedAt: number;
      /** The moves reviewed so far, readable while the review runs. */
      moves: MoveReview[];
      unit: ReviewUnit | null;
    }
  | { phase: 'done'; result: ReviewResult }
  | { phase: 'failed'; message: string };

export function useMoveReview(gameId: string, replay: Replay) {
  const [status, setStatus] = useState<ReviewStatus>({ phase: 'idle' });
  const worker = useRef<Worker | null>(null);
  /** Counts starts: a worker that comes up after a newer start, or after the page left, is not used. */
  const generation = useRef(0);
  const finish = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(
    () => () => {
      generation.current++;
      finish();
    },
    [finish],
  );

  const start = useCallback(
    async (seat: string, level: Difficulty) => {
      finish();
      const mine = ++generation.current;
      setStatus({ phase: 'running', seat, fraction: 0, stopping: false, startedAt: Date.now(), moves: [], unit: null });
      const live = await startBotWorker(`railhouse-review-${gameId}`);
      if (mine !== generation.current) {
        live?.terminate();
        return;
      }
      if (!live) {
        setStatus({ phase: 'failed', message: 'This browser cannot run the review (no Web Worker).' });
        return;
      }
      worker.current = live;
      live.onmessage = (event: MessageEvent<BotResponse>) => {
        const msg = event.data;
        if (worker.current !== live) return;
        if (msg.type === 'progress') {
          setStatus((s) => (s.phase === 'running' ? { ...s, fraction: msg.fraction } : s));
        } else if (msg.type === 'reviewed-move') {
          setStatus((s) => (s.phase === 'running' ? { ...s, moves: [...s.moves, msg.move], unit: msg.unit } : s));
        } else if (msg.type === 'review') {
          finish();
          setStatus({ phase: 'done', result: msg.result });
        } else if (msg.type === 'error') {
          finish();
          setStatus({ phase: 'failed', message: msg.message });
        }
      };
      live.onerror = (event) => {
        if (worker.current !== live) return;
        finish();
        setStatus({ phase: 'failed', message: event.message || 'The review stopped with an error.' });
      };
      // The record the replay was built from: its first state and the steps' log entries.
      const request: BotReviewRequest = {
        type: 'review',
        requestId: 1,
        gameId,
        record: { initialState: replay.states[0], log: replay.steps },
        seat,
        level,
        seed: `review/${gameId}`,
      };
      live.postMessage(request);
    },
    [gameId, replay, finish],
  );

  const stop = useCallback(() => {
    if (!worker.current) return;
    worker.current.postMessage({ type: 'cancel-review', requestId: 1 });
    setStatus((s) => (s.phase === 'running' ? { ...s, stopping: true } : s));
  }, []);

  return { status, start, stop };
}
