// Runs the server's bot seats: one worker thread per seat, each a socket client of this server.
// Seats live in the store (bot_seats), so a restarted server resumes every unfinished match.
// On a store shared by several processes (BotLeases), a process runs a seat's bot only while it
// holds the seat's lease: it renews its leases, stops a bot whose lease another process took, and
// takes over the seats whose leases expired (their process died).
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BotLeases, BotSeat, RailhouseStorage } from './storage/types';
import type { BotWorkerData } from './bot-worker';

const require = createRequire(import.meta.url);
// tsx's ESM register API (its CommonJS twin registers hooks that cannot be found in a worker).
const TSX_API = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
const WORKER = new URL('./bot-worker.ts', import.meta.url).href;
export const DEFAULT_SEAT_MODULE = new URL('../bots/seat.ts', import.meta.url).href;

const MAX_RESTARTS = 5;

export interface BotLeaseOptions {
  store: BotLeases;
  /** This process, unique among those sharing the store. */
  holder: string;
  /** How long a lease lasts unrenewed; renewed (and expired seats taken over) every third of it. */
  ttlMs: number;
}

/**
 * The default lease: a seat whose process died is taken over at most a lease and a third after
 * its last renewal (the lease runs out, then the next scan of another process claims it): 8 s,
 * within the 10 s the scale-out asks for. Each process renews and scans every 2 s (two queries).
 */
export const DEFAULT_BOT_LEASE_MS = 6_000;

/** The longest a dead process's bot seat waits for another process, for a lease of `ttlMs`. */
export function takeoverWithinMs(ttlMs: number): number {
  return ttlMs + tendEveryMs(ttlMs);
}

function tendEveryMs(ttlMs: number): number {
  return Math.max(10, Math.floor(ttlMs / 3));
}

interface Running {
  seat: BotSeat;
  worker: Worker;
  stopping: boolean;
}

export class BotRunner {
  private readonly running = new Map<string, Running>();
  private readonly restarts = new Map<string, number>();
  private stopped = false;
  private tending: NodeJS.Timeout | undefined;

  constructor(
    private readonly storage: RailhouseStorage,
    private readonly serverUrl: () => string,
    private readonly seatModule: string = DEFAULT_SEAT_MODULE,
    private readonly log: (msg: string) => void = (m) => console.log(m),
    private readonly leases?: BotLeaseOptions,
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
    if (!this.leases) return this.spawn(seat);
    this.claim(seat).then(
      (held) => held && this.spawn(seat),
      (err) => this.log(`bot ${seat.matchID}:${seat.playerID} not started: its lease could not be claimed (${err.message})`),
    );
  }

  /** Whether this process may run the seat's bot: always, unless the store is shared. */
  private async claim(seat: BotSeat): Promise<boolean> {
    if (!this.leases) return true;
    const { store, holder, ttlMs } = this.leases;
    return store.claimBotSeat(seat.matchID, seat.playerID, holder, ttlMs);
  }

  private spawn(seat: BotSeat): void {
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

  /**
   * Starts a bot for every stored bot seat of every unfinished match not running here (on a
   * shared store: whose lease this process can take), and from then on tends the leases.
   */
  async resumeAll(): Promise<number> {
    let n = 0;
    // On a shared store only the seats nobody holds are looked at: the scan runs every few
    // seconds in every process, and reading every seat's match each time would grow with them.
    const seats = this.leases ? await this.leases.store.listClaimableBotSeats() : await this.storage.listBotSeats();
    for (const seat of seats) {
      if (this.stopped) break;
      if (this.running.has(this.key(seat.matchID, seat.playerID))) continue;
      const { metadata } = await this.storage.fetch(seat.matchID, { metadata: true });
      if (!metadata || metadata.gameover !== undefined) {
        await this.storage.removeBotSeat(seat.matchID, seat.playerID);
        continue;
      }
      if (!(await this.claim(seat))) continue;
      this.spawn(seat);
      n++;
    }
    if (this.leases && !this.tending && !this.stopped) {
      const every = tendEveryMs(this.leases.ttlMs);
      const tend = () => {
        this.tending = setTimeout(() => {
          this.tendLeases()
            .catch((err) => this.log(`bot leases: ${err.message}`))
            .finally(() => !this.stopped && tend());
        }, every);
        this.tending.unref();
      };
      tend();
    }
    return n;
  }

  /** Renews this process's leases, stops the bots whose lease another process took, takes over expired ones. */
  private async tendLeases(): Promise<void> {
    const { store, holder, ttlMs } = this.leases!;
    const held = new Set((await store.renewBotLeases(holder, ttlMs)).map((s) => this.key(s.matchID, s.playerID)));
    for (const [key, r] of this.running) {
      if (held.has(key)) continue;
      this.log(`bot ${r.seat.matchID}:${r.seat.playerID} stopped: another server process holds its seat now`);
      r.stopping = true;
      this.running.delete(key);
      void r.worker.terminate();
    }
    await this.resumeAll();
  }

  async stopAll(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.tending);
    const all = [...this.running.values()];
    this.running.clear();
    for (const r of all) r.stopping = true;
    await Promise.all(all.map((r) => r.worker.terminate()));
    // Let another process take these seats now rather than when the leases expire.
    if (this.leases) await this.leases.store.releaseBotLeases(this.leases.holder).catch(() => {});
  }
}
