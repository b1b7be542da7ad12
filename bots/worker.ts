// The bot's Web Worker (a module worker bundled by Vite):
//   new Worker(new URL('../../bots/worker.ts', import.meta.url), { type: 'module' })
// It receives BotThinkRequest messages and answers with progress messages and then the move
// (bots/protocol.ts). The search runs here, so the page never freezes. Requests are answered
// one at a time, in the order they arrive; each seat's search trees are kept for its next move.
// A 'review' request (bots/review.ts) waits its turn the same way; a 'cancel-review' does not
// wait: it must reach the review running now, which looks for it between moves.
import { handleThinkRequest, SearchMemories } from './think';
import { handleReviewRequest } from './review';
import type { BotResponse } from './protocol';

interface WorkerScope {
  postMessage(message: BotResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
let queue: Promise<void> = Promise.resolve();
const memories = new SearchMemories();
const cancelled = new Set<number>();
const post = (response: BotResponse) => scope.postMessage(response);

scope.addEventListener('message', (event: MessageEvent) => {
  const message = event.data;
  if (message?.type === 'cancel-review') {
    cancelled.add(message.requestId);
    return;
  }
  if (message?.type === 'review') {
    queue = queue.then(async () => {
      await handleReviewRequest(message, post, { isCancelled: () => cancelled.has(message.requestId) });
      cancelled.delete(message.requestId);
    });
    return;
  }
  queue = queue.then(() => handleThinkRequest(message, post, { memories }));
});
