// The Railhouse server. `tsx server.ts` (or `npm start`, which builds the UI first) starts it:
//   PORT (8000)  HOST (0.0.0.0)  DB_PATH (data/railhouse.db)  ORIGINS (comma list of extra
//   browser origins, e.g. the vite dev server)  UI_DIR (dist)
//   DATABASE_URL (postgres://…: PostgreSQL instead of SQLite)  REDIS_URL (redis://…: broadcasts
//   shared by every server process on that database)
//   WORKERS (N ≥ 2: a front process on PORT hands connections to N server processes; needs
//   DATABASE_URL and REDIS_URL; server/cluster.ts)  BOT_LEASE_MS (how long a bot seat's lease
//   lasts unrenewed on PostgreSQL, default 6000)  SQLITE_SYNCHRONOUS (NORMAL, the default, or
//   FULL: see server/storage/sqlite.ts)
// For tests only: RAILHOUSE_EXTRA_GAMES=reference also serves the tiny reference game, and
// RAILHOUSE_BOT_MODULE names a stand-in for bots/seat.ts.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { GameModule } from './games/kit/types';
import { createRailhouseServer, type RailhouseServer } from './server/railhouse';
import {
  acceptHandedConnections,
  PROMOTE_MESSAGE,
  READY_MESSAGE,
  sessionTag,
  STANDBY_READY_MESSAGE,
  startCluster,
  supervisedFromEnv,
  workersFromEnv,
  type RailhouseCluster,
} from './server/cluster';
import { openPostgresStorage } from './server/storage/postgres';
import type { RailhouseStorage } from './server/storage/types';

export { createRailhouseServer } from './server/railhouse';
export type { RailhouseServer, RailhouseServerOptions } from './server/railhouse';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

async function extraGames(): Promise<GameModule[]> {
  const names = (process.env.RAILHOUSE_EXTRA_GAMES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const out: GameModule[] = [];
  for (const name of names) {
    if (name !== 'reference') throw new Error(`RAILHOUSE_EXTRA_GAMES: unknown game ${name}`);
    out.push((await import('./tools/reference-game')).referenceGame);
  }
  return out;
}

async function registryGames(allowMissing: boolean): Promise<GameModule[]> {
  try {
    return (await import('./games/index')).GAMES;
  } catch (err) {
    if (!allowMissing) throw err;
    console.warn(`games/index could not be loaded (${(err as Error).message}); serving the extra games only.`);
    return [];
  }
}

/** PostgreSQL when DATABASE_URL names one; otherwise undefined (the SQLite file at DB_PATH). */
function storageFromEnv(): { storage: RailhouseStorage; storageKind: string } | undefined {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a postgres:// (or postgresql://) URL');
  return { storage: openPostgresStorage(url), storageKind: 'postgres' };
}

function wholeNumberFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number ≥ 1 (got ${JSON.stringify(raw)}).`);
  return n;
}

function sqliteSynchronousFromEnv(): 'NORMAL' | 'FULL' | undefined {
  const raw = (process.env.SQLITE_SYNCHRONOUS ?? '').trim().toUpperCase();
  if (raw === '') return undefined;
  if (raw !== 'NORMAL' && raw !== 'FULL') throw new Error(`SQLITE_SYNCHRONOUS must be NORMAL or FULL (got ${JSON.stringify(process.env.SQLITE_SYNCHRONOUS)}).`);
  return raw;
}

/** The index cluster.ts gave this process, when it is one of its workers. */
function workerIndex(): number | undefined {
  const raw = process.env.RAILHOUSE_WORKER_INDEX;
  return raw !== undefined && raw !== '' && process.send ? Number(raw) : undefined;
}

/**
 * A standby of cluster.ts: loads what a start needs (the slow part), says so, and starts serving
 * only when the front process sends it to take a dead worker's place (never two on one SQLite file).
 */
async function standBy(): Promise<RailhouseServer<RailhouseStorage>> {
  await extraGames();
  await registryGames(true);
  process.once('disconnect', () => process.exit(0));
  const index = await new Promise<number>((resolve) => {
    process.on('message', (msg: any) => {
      if (msg?.type === PROMOTE_MESSAGE && Number.isInteger(msg.index)) resolve(msg.index);
    });
    process.send!({ type: STANDBY_READY_MESSAGE });
  });
  process.env.RAILHOUSE_WORKER_INDEX = String(index);
  delete process.env.RAILHOUSE_STANDBY;
  return startFromEnv();
}

/**
 * `npm start` and `tsx server.ts`: one server process, or a front process on PORT handing
 * connections to N of them (server/cluster.ts): with WORKERS=N ≥ 2, and with SUPERVISE=1 (what
 * `npm start` sets) for one, so a crash of it is taken over by a standby in about a second.
 */
export async function serveFromEnv(): Promise<RailhouseServer<RailhouseStorage> | RailhouseCluster> {
  const workers = workersFromEnv();
  if (process.env.RAILHOUSE_STANDBY === '1' && process.send) return standBy();
  if (workerIndex() !== undefined || !supervisedFromEnv(workers)) return startFromEnv();
  const cluster = await startCluster({
    workers,
    entry: fileURLToPath(import.meta.url),
    port: process.env.PORT !== undefined && process.env.PORT !== '' ? Number(process.env.PORT) : 8000,
    host: process.env.HOST || '0.0.0.0',
    standby: true,
  });
  const shown = cluster.host === '0.0.0.0' || cluster.host === '::' ? `http://localhost:${cluster.port}` : `http://${cluster.host}:${cluster.port}`;
  console.log(`Railhouse cluster of ${workers} worker${workers === 1 ? '' : 's'} on ${shown} (listening on ${cluster.host}:${cluster.port}), a standby ready to take a dead worker's place`);
  const stop = () => {
    cluster.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return cluster;
}

/** Starts one server process from the environment; used by serveFromEnv and the tests. */
export async function startFromEnv(): Promise<RailhouseServer<RailhouseStorage>> {
  const index = workerIndex();
  const extra = await extraGames();
  const games = [...(await registryGames(extra.length > 0)), ...extra];
  const server = await createRailhouseServer<RailhouseStorage>({
    games,
    ...storageFromEnv(),
    redisUrl: process.env.REDIS_URL || undefined,
    dbPath: process.env.DB_PATH || path.join(ROOT, 'data', 'railhouse.db'),
    port: process.env.PORT !== undefined && process.env.PORT !== '' ? Number(process.env.PORT) : 8000,
    host: process.env.HOST || '0.0.0.0',
    origins: (process.env.ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    uiDir: process.env.UI_DIR || path.join(ROOT, 'dist'),
    botModule: process.env.RAILHOUSE_BOT_MODULE || undefined,
    botLeaseMs: wholeNumberFromEnv('BOT_LEASE_MS'),
    sqliteSynchronous: sqliteSynchronousFromEnv(),
    sessionTag: index !== undefined ? sessionTag(index) : undefined,
  });
  if (index !== undefined) {
    // The front process is gone (killed): nothing can reach this worker any more.
    process.once('disconnect', () => stop());
    acceptHandedConnections(server.httpServer);
    process.send!({ type: READY_MESSAGE, port: server.port });
  }
  const shown = server.host === '0.0.0.0' || server.host === '::' ? `http://localhost:${server.port}` : server.url;
  console.log(`Railhouse serving ${games.map((g) => g.id).join(', ')} on ${shown} (listening on ${server.host}:${server.port})`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  // boardgame.io's socket handlers are async; one failing must not take every match down.
  process.on('unhandledRejection', (reason) => console.error('unhandled rejection:', reason));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  serveFromEnv().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
