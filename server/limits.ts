// Every limit the server enforces against a client, in one table. Each can be overridden by an
// environment variable of the same name (a whole number), so an operator can raise them for a
// busy club server or lower them for a small machine; tests pass their own values.

export interface ServerLimits {
  /** Match creations one client (IP address) may make per window. */
  RATE_CREATE_PER_WINDOW: number;
  /** Joins one client may make per window. */
  RATE_JOIN_PER_WINDOW: number;
  /** The rate window, in milliseconds. */
  RATE_WINDOW_MS: number;
  /** Matches one client may have open at once (created by it, not over, a seat still free). */
  OPEN_MATCHES_PER_CLIENT: number;
  /** Bot seats playing at once on this server; each is a worker thread (about 130 MB for a hard one). */
  BOT_SEATS_MAX: number;
  /** Hard bots in one match. */
  HARD_BOTS_PER_MATCH: number;
  /** Matches in one page of a lobby listing (the default page is this size too). */
  LIST_PAGE_MAX: number;
  /** A player's name, in characters, after trimming. */
  NAME_MAX: number;
  /** One chat message, in characters. */
  CHAT_MAX: number;
  /** Chat messages one seat of a match may send per minute (whatever sockets it uses). */
  CHAT_PER_MINUTE: number;
  /** Game sockets one client (IP address) may hold open at once, over every process. */
  SOCKETS_PER_CLIENT: number;
  /** Syncs one socket may send per minute (a client syncs once on connecting, again on a seat change). */
  SYNCS_PER_SOCKET_PER_MINUTE: number;
  /** Syncs one seat of a match may receive per minute, whatever sockets send them. */
  SYNCS_PER_SEAT_PER_MINUTE: number;
  /** Log lines one client's packets may cause per minute; the rest are counted and summed up in one line. */
  LOG_LINES_PER_CLIENT_PER_MINUTE: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  RATE_CREATE_PER_WINDOW: 20,
  RATE_JOIN_PER_WINDOW: 60,
  RATE_WINDOW_MS: 60_000,
  OPEN_MATCHES_PER_CLIENT: 10,
  BOT_SEATS_MAX: 24,
  HARD_BOTS_PER_MATCH: 2,
  LIST_PAGE_MAX: 50,
  NAME_MAX: 24,
  CHAT_MAX: 500,
  CHAT_PER_MINUTE: 30,
  SOCKETS_PER_CLIENT: 50,
  SYNCS_PER_SOCKET_PER_MINUTE: 10,
  SYNCS_PER_SEAT_PER_MINUTE: 40,
  LOG_LINES_PER_CLIENT_PER_MINUTE: 30,
};

/** The defaults, each replaced by a whole number from `env` when one is set under its name. */
export function limitsFromEnv(env: Record<string, string | undefined> = process.env, base: ServerLimits = DEFAULT_LIMITS): ServerLimits {
  const out: ServerLimits = { ...base };
  for (const key of Object.keys(base) as (keyof ServerLimits)[]) {
    const raw = env[key];
    if (raw === undefined || raw.trim() === '') continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${key} must be a whole number ≥ 0 (got ${JSON.stringify(raw)}).`);
    out[key] = n;
  }
  return out;
}

/**
 * A fixed-window counter per key (a client's address). `take` answers how many milliseconds the
 * caller must wait, or 0 when the request may go ahead (and counts it).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): number {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || t - w.start >= this.windowMs) {
      w = { start: t, count: 0 };
      this.windows.set(key, w);
      // Forget finished windows now and then so the map stays as small as the active clients.
      if (this.windows.size > 10_000) for (const [k, v] of this.windows) if (t - v.start >= this.windowMs) this.windows.delete(k);
    }
    if (w.count >= this.max) return Math.max(1, w.start + this.windowMs - t);
    w.count++;
    return 0;
  }
}
