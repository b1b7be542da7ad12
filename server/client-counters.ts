// What the lobby counts per client (its address): requests in the rate windows, and the matches
// it opened that still wait for players. One process counts in memory; several processes on one
// Redis count there, so a client spread over them (another balancer than WORKERS's, which keeps an
// address on one worker) gets no more than the limits.
import { Redis } from 'ioredis';
import { RateLimiter } from './limits';

export interface ClientCounters {
  /**
   * Counts one request of `client` in the fixed window of `kind` (at most `max` a window of
   * `windowMs`): the milliseconds to wait, or 0 when the request may go ahead (and was counted).
   */
  take(kind: string, client: string, max: number, windowMs: number): Promise<number>;
  /** The matches `client` opened that may still be waiting for players. */
  openMatches(client: string): Promise<string[]>;
  addOpenMatch(client: string, matchID: string): Promise<void>;
  /** Forgets matches that no longer wait (over, or every seat taken). */
  dropOpenMatches(client: string, matchIDs: string[]): Promise<void>;
  close(): Promise<void>;
}

/** One process's counters (forgotten on restart). */
export class MemoryClientCounters implements ClientCounters {
  private readonly limiters = new Map<string, RateLimiter>();
  private readonly open = new Map<string, Set<string>>();

  async take(kind: string, client: string, max: number, windowMs: number): Promise<number> {
    const id = `${kind}:${max}:${windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) this.limiters.set(id, (limiter = new RateLimiter(max, windowMs)));
    return limiter.take(client);
  }

  async openMatches(client: string): Promise<string[]> {
    return [...(this.open.get(client) ?? [])];
  }

  async addOpenMatch(client: string, matchID: string): Promise<void> {
    const mine = this.open.get(client) ?? new Set();
    mine.add(matchID);
    this.open.set(client, mine);
  }

  async dropOpenMatches(client: string, matchIDs: string[]): Promise<void> {
    const mine = this.open.get(client);
    if (!mine) return;
    for (const id of matchIDs) mine.delete(id);
    if (mine.size === 0) this.open.delete(client);
  }

  async close(): Promise<void> {}
}

/** How long Redis keeps a client's list of open matches after its last new one. */
const OPEN_MATCHES_TTL_S = 7 * 24 * 3600;

/**
 * The counters of every process on one Redis. A window is a key created with its expiry and
 * counted up (one MULTI: the count and the time left come back together); the open matches are a
 * set per client. When Redis does not answer, a request goes ahead (logged): the limits guard the
 * server's resources, and refusing every player while Redis restarts would be worse.
 */
export class RedisClientCounters implements ClientCounters {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'railhouse:',
    private readonly log: (message: string) => void = console.warn,
  ) {
    this.redis = new Redis(url, { lazyConnect: true, connectionName: `${prefix}counters`, maxRetriesPerRequest: 2 });
  }

  async connect(): Promise<void> {
    await this.redis.connect();
  }

  async take(kind: string, client: string, max: number, windowMs: number): Promise<number> {
    const key = `${this.prefix}rate:${kind}:${client}`;
    try {
      const replies = await this.redis.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
      const count = Number(replies?.[1]?.[1]);
      const left = Number(replies?.[2]?.[1]);
      if (!Number.isFinite(count)) throw new Error(`unexpected reply ${JSON.stringify(replies)}`);
      if (count <= max) return 0;
      return Math.max(1, Number.isFinite(left) && left > 0 ? left : windowMs);
    } catch (err) {
      this.log(`rate limit ${kind} not counted (Redis: ${(err as Error).message}); the request goes ahead`);
      return 0;
    }
  }

  async openMatches(client: string): Promise<string[]> {
    try {
      return await this.redis.smembers(this.openKey(client));
    } catch (err) {
      this.log(`open matches of a client not read (Redis: ${(err as Error).message})`);
      return [];
    }
  }

  async addOpenMatch(client: string, matchID: string): Promise<void> {
    const key = this.openKey(client);
    await this.redis
      .multi()
      .sadd(key, matchID)
      .expire(key, OPEN_MATCHES_TTL_S)
      .exec()
      .catch((err: Error) => this.log(`open match not counted (Redis: ${err.message})`));
  }

  async dropOpenMatches(client: string, matchIDs: string[]): Promise<void> {
    if (matchIDs.length === 0) return;
    await this.redis.srem(this.openKey(client), ...matchIDs).catch((err: Error) => this.log(`open matches not forgotten (Redis: ${err.message})`));
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  private openKey(client: string): string {
    return `${this.prefix}open:${client}`;
  }
}
