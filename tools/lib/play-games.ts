// Plays a list of arena games, in this thread or spread over worker threads, and reports each
// result as it arrives (arena, solo-score and balance share it).
import { Worker } from 'node:worker_threads';
import { playArenaGame, type ArenaGameResult, type ArenaGameSpec } from './arena-game';

/**
 * A worker thread running a TypeScript file. Worker threads do not inherit tsx's loader, so
 * a tiny bootstrap registers it inside the worker first.
 */
export function startTsWorker(file: URL): Worker {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`;
  return new Worker(boot, { eval: true });
}

export async function playGames(
  list: ArenaGameSpec[],
  workers: number,
  onGame: (index: number, result: ArenaGameResult) => void = () => {},
): Promise<ArenaGameResult[]> {
  const results: ArenaGameResult[] = new Array(list.length);
  if (workers <= 1 || list.length <= 1) {
    for (let i = 0; i < list.length; i++) onGame(i, (results[i] = await playArenaGame(list[i])));
    return results;
  }
  let next = 0;
  const runOne = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const feed = () => {
        if (next >= list.length) return resolve();
        const index = next++;
        worker.postMessage({ index, spec: list[index] });
      };
      worker.on('message', (m: { index: number; result?: ArenaGameResult; failure?: string }) => {
        if (m.failure !== undefined) return reject(new Error(`game ${m.index}: ${m.failure}`));
        onGame(m.index, (results[m.index] = m.result!));
        feed();
      });
      worker.on('error', reject);
      feed();
    });
  const pool = Array.from({ length: Math.min(workers, list.length) }, () => startTsWorker(new URL('../arena-worker.ts', import.meta.url)));
  try {
    await Promise.all(pool.map(runOne));
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return results;
}
