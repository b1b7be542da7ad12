// The bot's Web Worker (a module worker bundled by Vite):
//   new Worker(new URL('../../bots/worker.ts', import.meta.url), { type: 'module' })
// It receives BotThinkRequest messages and answers with progress messages and then the move
// (bots/protocol.ts). The search runs here, so the page never freezes. Requests are answered
// one at a time, in the order they arrive; each seat's search trees are kept for its next move.
import { handleThinkRequest, SearchMemories } from './think';
import type { BotResponse } from './protocol';

interface WorkerScope {
  postMessage(message: BotResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
let queue: Promise<void> = Promise.resolve();
const memories = new SearchMemories();

scope.addEventListener('message', (event: MessageEvent) => {
  queue = queue.then(() => handleThinkRequest(event.data, (response) => scope.postMessage(response), { memories }));
});
