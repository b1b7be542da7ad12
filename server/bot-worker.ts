// One bot seat, off the server's main thread: a real socket client of the server, driven by the
// bot's brain (bots/seat.ts, or the module named in workerData for tests). Ends at gameover.
import { parentPort, workerData } from 'node:worker_threads';

export interface BotWorkerData {
  /** URL of a module exporting playSeat(opts): Promise<void>. */
  seatModule: string;
  opts: {
    server: string;
    gameId: string;
    matchID: string;
    playerID: string;
    credentials: string;
    difficulty: 'easy' | 'normal' | 'hard';
  };
}

const { seatModule, opts } = workerData as BotWorkerData;
try {
  const mod = await import(seatModule);
  if (typeof mod.playSeat !== 'function') throw new Error(`${seatModule} exports no playSeat`);
  await mod.playSeat(opts);
  parentPort?.postMessage({ type: 'done' });
  process.exit(0);
} catch (err) {
  parentPort?.postMessage({ type: 'error', message: err instanceof Error ? err.stack ?? err.message : String(err) });
  process.exit(1);
}
