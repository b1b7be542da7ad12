// Log lines a client causes, capped per client: a socket sending refused moves as fast as it can
// made two lines a move (the guard's and boardgame.io's own), without end, enough to fill a disk.
// Lines past a client's cap in a window are dropped and counted; one line says how many, when
// the window ends (or the server closes).
import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';

export class ClientLogLimiter {
  private readonly windows = new Map<string, { start: number; written: number; dropped: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly maxPerWindow: number,
    private readonly windowMs: number,
    private readonly sink: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {
    // Without it a client that stops after flooding would never see its summary written.
    this.sweeper = setInterval(() => this.flush(false), windowMs).unref();
  }

  /** Writes `line` unless `client` has used up its lines for this window (then it is counted). */
  line(client: string, line: string): void {
    const t = this.now();
    let w = this.windows.get(client);
    if (w && t - w.start >= this.windowMs) {
      this.summarise(client, w);
      w = undefined;
    }
    if (!w) this.windows.set(client, (w = { start: t, written: 0, dropped: 0 }));
    if (w.written < this.maxPerWindow) {
      w.written++;
      this.sink(line);
    } else {
      w.dropped++;
    }
  }

  /** Writes the summary of every finished window (`all`: of every window, finished or not) and forgets them. */
  flush(all = true): void {
    const t = this.now();
    for (const [client, w] of this.windows) {
      if (!all && t - w.start < this.windowMs) continue;
      this.summarise(client, w);
      this.windows.delete(client);
    }
  }

  close(): void {
    clearInterval(this.sweeper);
    this.flush(true);
  }

  private summarise(client: string, w: { dropped: number }) {
    if (w.dropped > 0) this.sink(`dropped ${w.dropped} log lines from client ${client} (more than ${this.maxPerWindow} in ${this.windowMs / 1000} s)`);
  }
}

/**
 * boardgame.io's master and reducer write their refusals ("invalid stateID", "disallowed move",
 * "player not active"…) with console.error, with no way to pass a logger in. While a client's
 * packet is being handled (and in what that handling awaits), the client and its server's
 * limiter are known here; such lines then go through that limiter instead. A line written
 * outside any client's handling is written as before.
 */
const handling = new AsyncLocalStorage<{ limiter: ClientLogLimiter; client: string }>();
let consoleRouted = false;

function routeFrameworkConsole() {
  if (consoleRouted) return;
  consoleRouted = true;
  for (const method of ['error', 'warn', 'log'] as const) {
    const write = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      const current = handling.getStore();
      if (current) current.limiter.line(current.client, format(...args));
      else write(...args);
    };
  }
}

/** Runs `fn` (a client's packet reaching boardgame.io) with the framework's console lines counted against `client`. */
export function asClient<T>(limiter: ClientLogLimiter, client: string, fn: () => T): T {
  routeFrameworkConsole();
  return handling.run({ limiter, client }, fn);
}
