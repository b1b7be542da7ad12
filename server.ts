// The Railhouse server. `tsx server.ts` (or `npm start`, which builds the UI first) starts it:
//   PORT (8000)  HOST (0.0.0.0)  DB_PATH (data/railhouse.db)  ORIGINS (comma list of extra
//   browser origins, e.g. the vite dev server)  UI_DIR (dist)
//   DATABASE_URL (postgres://…: PostgreSQL instead of SQLite)  REDIS_URL (redis://…: broadcasts
//   shared by every server process on that database)
// For tests only: RAILHOUSE_EXTRA_GAMES=reference also serves the tiny reference game, and
// RAILHOUSE_BOT_MODULE names a stand-in for bots/seat.ts.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { GameModule } from './games/kit/types';
import { createRailhouseServer, type RailhouseServer } from './server/railhouse';
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

/** Starts the server from the environment; used by `tsx server.ts` and tools/start.ts. */
export async function startFromEnv(): Promise<RailhouseServer<RailhouseStorage>> {
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
  });
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
  startFromEnv().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
