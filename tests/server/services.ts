// PostgreSQL and Redis for the server tests: whether they answer, a fresh database per location
// (dropped afterwards), and describe() blocks that skip loudly when a service is missing, unless
// REQUIRE_POSTGRES=1 / REQUIRE_REDIS=1 (set by .ci/run once it has checked both are ready).
import pg from 'pg';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';

/** A database on the test server that may create and drop others. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Why PostgreSQL cannot be used, or null when it answers. */
export async function postgresProblem(url = POSTGRES_ADMIN_URL): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (err) {
    return (err as Error).message || String(err);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Why Redis cannot be used, or null when it answers PING. */
export async function redisProblem(url = TEST_REDIS_URL): Promise<string | null> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // connect() only says "Connection is closed."; the error event says why.
  let cause: string | undefined;
  redis.on('error', (err) => (cause ??= err.message));
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG' ? null : 'PING was not answered with PONG';
  } catch (err) {
    return cause ?? ((err as Error).message || String(err));
  } finally {
    redis.disconnect();
  }
}

/**
 * describe() for tests that need a service: runs when `problem` is null; otherwise fails when
 * `requireVar`=1, else skips with a banner nobody can miss.
 */
export function describeWithService(service: string, requireVar: string, problem: string | null, name: string, body: () => void): void {
  if (problem !== null && process.env[requireVar] === '1') {
    describe(name, () => {
      it(`needs ${service}`, () => {
        expect(problem, `${requireVar}=1 but ${service} does not answer`).toBeNull();
      });
    });
    return;
  }
  if (problem !== null) {
    const bar = '!'.repeat(78);
    console.warn(
      `\n${bar}\n!! SKIPPED: ${name}\n!! ${service} does not answer: ${problem}\n` +
        `!! CI sets ${requireVar}=1, where a missing ${service} fails the run.\n${bar}\n`,
    );
  }
  describe.skipIf(problem !== null)(name, body);
}

/** Fresh databases railhouse_test_<pid>_<n> on the test server, each dropped by dropAll(). */
export class TestDatabases {
  private readonly made: string[] = [];
  private n = 0;

  constructor(private readonly adminUrl = POSTGRES_ADMIN_URL) {}

  private async admin<T>(body: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      return await body(client);
    } finally {
      await client.end();
    }
  }

  /** Creates an empty database and returns its URL. */
  async create(): Promise<string> {
    const name = `railhouse_test_${process.pid}_${++this.n}`;
    await this.admin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${name}`);
    });
    this.made.push(name);
    const url = new URL(this.adminUrl);
    url.pathname = `/${name}`;
    return url.href;
  }

  /** Drops every database this object created (connections still open to them are cut). */
  async dropAll(): Promise<void> {
    const names = this.made.splice(0);
    if (names.length === 0) return;
    await this.admin(async (c) => {
      for (const name of names) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  }
}
