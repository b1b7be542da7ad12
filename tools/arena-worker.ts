// A worker thread of the arena: plays the games it is sent and posts each result back.
import { parentPort } from 'node:worker_threads';
import { playArenaGame, type ArenaGameSpec } from './lib/arena-game';

parentPort?.on('message', async (message: { index: number; spec: ArenaGameSpec } | 'stop') => {
  if (message === 'stop') {
    parentPort?.close();
    return;
  }
  try {
    const result = await playArenaGame(message.spec);
    parentPort?.postMessage({ index: message.index, result });
  } catch (err) {
    parentPort?.postMessage({ index: message.index, failure: err instanceof Error ? err.message : String(err) });
  }
});
