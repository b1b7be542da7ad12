// Runs the server's bot seats: one worker thread per seat, each a socket client of this server.
// Seats live in the store (bot_seats), so a restarted server resumes every unfinished match.
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BotSeat, RailhouseStorage } from './storage/types';
import type { BotWorkerData } from './bot-worker';

const require = createRequire(import.meta.url);
// tsx's ESM register API (its CommonJS twin registers hooks that cannot be found in a worker).
const TSX_API = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
const WORKER = new URL('./bot-worker.ts', import.meta.url).href;
export const DEFAULT_SEAT_MODULE = new URL('../bots/seat.ts', import.meta.url).href;

const MAX_RESTARTS = 5;

interface Running {
  seat: BotSeat;
  worker: Worker;
  stopping: boolean;
}

export class BotRunner {
  private readonly running = new Map<string, Running>();
  private readonly restarts = new Map<string, number>();
  private stopped = false;

  constructor(
    private readonly storage: RailhouseStorage,
    private readonly serverUrl: () => string,
    private readonly seatModule: string = DEFAULT_SEAT_MODULE,
    private readonly log: (msg: string) => void = (m) => console.log(m),
  ) {}

  private key(matchID: string, playerID: string) {
    return `${matchID}\u0000${playerID}`;
  }

  /** Seats with a live worker, as "matchID:playerID". */
  active(): string[] {
    return [...this.running.values()].map((r) => `${r.seat.matchID}:${r.seat.playerID}`);
  }

  start(seat: BotSeat): void {
    if (this.stopped) return;
    const key = this.key(seat.matchID, seat.playerID);
    const previous = this.running.get(key);
    if (previous) {
      previous.stopping = true;
      void previous.worker.terminate();
    }
    const data: BotWorkerData = {
      seatModule: this.seatModule,
      opts: {
        server: this.serverUrl(),
        gameId: seat.gameName,
        matchID: seat.matchID,
        playerID: seat.playerID,
        credentials: seat.credentials,
        difficulty: seat.difficulty,
      },
    };
    // Workers do not inherit tsx's loader: register it inside the worker before loading TypeScript.
    const boot = `import(${JSON.stringify(TSX_API)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: data });
    const entry: Running = { seat, worker, stopping: false };
    this.running.set(key, entry);
    worker.on('message', (msg: any) => {
      if (msg?.type === 'error') this.log(`bot ${seat.matchID}:${seat.playerID} failed: ${msg.message}`);
    });
    worker.on('error', (err) => this.log(`bot ${seat.matchID}:${seat.playerID} crashed: ${err.stack ?? err}`));
    worker.on('exit', () => {
      if (this.running.get(key) === entry) this.running.delete(key);
      if (entry.stopping || this.stopped) return;
      void this.afterExit(seat);
    });
  }

  private async afterExit(seat: BotSeat) {
    const key = this.key(seat.matchID, seat.playerID);
    let metadata;
    let stillBot: BotSeat | undefined;
    try {
      ({ metadata } = await this.storage.fetch(seat.matchID, { metadata: true }));
      stillBot = (await this.storage.listBotSeats(seat.matchID)).find((s) => s.playerID === seat.playerID);
      if (!metadata || metadata.gameover !== undefined || !stillBot) {
        if (stillBot) await this.storage.removeBotSeat(seat.matchID, seat.playerID);
        return;
      }
    } catch {
      return; // the store is closing
    }
    if (this.stopped) return;
    const n = (this.restarts.get(key) ?? 0) + 1;
    this.restarts.set(key, n);
    if (n > MAX_RESTARTS) {
      this.log(`bot ${seat.matchID}:${seat.playerID} gave up after ${MAX_RESTARTS} restarts`);
      return;
    }
    const again = stillBot;
    setTimeout(() => this.start(again), 500 * n).unref();
  }

  /** Starts a bot for every stored bot seat of every unfinished match. */
  async resumeAll(): Promise<number> {
    let n = 0;
    for (const seat of await this.storage.listBotSeats()) {
      const { metadata } = await this.storage.fetch(seat.matchID, { metadata: true });
      if (!metadata || metadata.gameover !== undefined) {
        await this.storage.removeBotSeat(seat.matchID, seat.playerID);
        continue;
      }
      this.start(seat);
      n++;
    }
    return n;
  }

  async stopAll(): Promise<void> {
    this.stopped = true;
    const all = [...this.running.values()];
    this.running.clear();
    for (const r of all) r.stopping = true;
    await Promise.all(all.map((r) => r.worker.terminate()));
  }
}
