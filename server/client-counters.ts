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
  /**
   * Holds one of `client`'s at most `max` slots of `kind` (its open sockets) for `holder`: true
   * when held, false when all are taken (nothing is then held). Held until `releaseSlot`.
   */
  holdSlot(kind: string, client: string, holder: string, max: number): Promise<boolean>;
  releaseSlot(kind: string, client: string, holder: string): Promise<void>;
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

  private readonly slots = new Map<string, Set<string>>();

  async holdSlot(kind: string, client: string, holder: string, max: number): Promise<boolean> {
    const key = `${kind}:${client}`;
    const held = this.slots.get(key) ?? new Set<string>();
    if (!held.has(holder) && held.size >= max) return false;
    held.add(holder);
    this.slots.set(key, held);
    return true;
  }

  async releaseSlot(kind: string, client: string, holder: string): Promise<void> {
    const key = `${kind}:${client}`;
    const held = this.slots.get(key);
    if (!held) return;
    held.delete(holder);
    if (held.size === 0) this.slots.delete(key);
  }

  async close(): Promise<void> {}
}

/** How long Redis keeps a client's list of open matches after its last new one. */
const OPEN_MATCHES_TTL_S = 7 * 24 * 3600;

/** How long a held slot lasts in Redis unrenewed (its process died): then the client has it back. */
export const SLOT_TTL_MS = 60_000;

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

  /**
   * A client's slots are a sorted set of holders scored by when each lapses: a process that dies
   * without releasing its slots (kill -9) must not hold a client's sockets against it forever, so
   * each process renews the slots it holds every third of SLOT_TTL_MS, and lapsed ones are
   * dropped before counting. Adding and counting are one MULTI, so two processes admitting at
   * once never both get the last slot.
   */
  async holdSlot(kind: string, client: string, holder: string, max: number): Promise<boolean> {
    const key = this.slotKey(kind, client);
    const now = Date.now();
    try {
      const replies = await this.redis
        .multi()
        .zremrangebyscore(key, '-inf', now)
        .zadd(key, now + SLOT_TTL_MS, holder)
        .zcard(key)
        .pexpire(key, SLOT_TTL_MS)
        .exec();
      const count = Number(replies?.[2]?.[1]);
      if (!Number.isFinite(count)) throw new Error(`unexpected reply ${JSON.stringify(replies)}`);
      if (count > max) {
        await this.redis.zrem(key, holder);
        return false;
      }
    } catch (err) {
      this.log(`${kind} slot not counted (Redis: ${(err as Error).message}); the client goes ahead`);
    }
    this.held.set(`${kind}\n${client}\n${holder}`, { key, holder });
    this.renewer ??= setInterval(() => void this.renewSlots(), SLOT_TTL_MS / 3).unref();
    return true;
  }

  async releaseSlot(kind: string, client: string, holder: string): Promise<void> {
    const key = this.slotKey(kind, client);
    this.held.delete(`${kind}\n${client}\n${holder}`);
    await this.redis.zrem(key, holder).catch((err: Error) => this.log(`${kind} slot not released (Redis: ${err.message}); it lapses`));
  }

  private readonly held = new Map<string, { key: string; holder: string }>();
  private renewer: NodeJS.Timeout | undefined;

  private async renewSlots(): Promise<void> {
    if (this.held.size === 0) return;
    const until = Date.now() + SLOT_TTL_MS;
    const batch = this.redis.pipeline();
    // XX: a slot released meanwhile (or lapsed and retaken) is not brought back.
    for (const { key, holder } of this.held.values()) batch.zadd(key, 'XX', until, holder).pexpire(key, SLOT_TTL_MS);
    await batch.exec().catch((err: Error) => this.log(`socket slots not renewed (Redis: ${err.message})`));
  }

  async close(): Promise<void> {
    if (this.renewer) clearInterval(this.renewer);
    this.redis.disconnect();
  }

  private slotKey(kind: string, client: string): string {
    return `${this.prefix}slots:${kind}:${client}`;
  }

  private openKey(client: string): string {
    return `${this.prefix}open:${client}`;
  }
}
