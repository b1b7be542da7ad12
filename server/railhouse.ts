// The Railhouse server: boardgame.io's Server (lobby REST API + socket transport) with the
// leaks of design/stack.md closed, SQLite storage, bot seats, /health and the built UI, all on
// one koa app and one port.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Server } from 'boardgame.io/server';
import serve from 'koa-static';
import type Koa from 'koa';
import type { GameModule } from '../games/kit/types';
import { serveGames } from './games';
import { RailhouseSocketIO, type OriginPolicy } from './transport';
import { CommitLedger, recordCommits, trackWrites } from './pubsub';
import { RedisPubSub } from './redis-pubsub';
import { RedisClientCounters } from './client-counters';
import { limitsFromEnv, type ServerLimits } from './limits';
import { Sync } from 'boardgame.io/internal';
import { railhouseLobby, isApiPath, BODY_LIMIT, DRAIN_LIMIT } from './lobby';
import { refuseOversizedBodies } from './body-limit';
import { credentialsMatch } from './auth';
import { BotRunner, DEFAULT_BOT_LEASE_MS, DEFAULT_SEAT_MODULE } from './bots';
import { openSQLiteStorage, type SQLiteStorage } from './storage/sqlite';
import { hasBotLeases, type RailhouseStorage } from './storage/types';
import { SEAT_CHANNEL, SeatChanges } from './seat-changes';

export interface RailhouseServerOptions<S extends RailhouseStorage = SQLiteStorage> {
  games: GameModule[];
  /** SQLite file; its folder is created. Ignored when `storage` is given. */
  dbPath?: string;
  /** SQLite's durability: NORMAL (default) survives a kill -9 of the process, FULL a power cut too (storage/sqlite.ts). */
  sqliteSynchronous?: 'NORMAL' | 'FULL';
  /** Another store (Sync or Async; PostgreSQL for several processes); default: SQLite at dbPath. */
  storage?: S;
  storageKind?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Interface to bind; default 0.0.0.0. */
  host?: string;
  /** Extra browser origins allowed besides the server's own (e.g. the vite dev server). */
  origins?: string[];
  /** The built UI (dist/). Missing folder: no UI is served. */
  uiDir?: string;
  /** URL or path of the module exporting playSeat (default bots/seat.ts). */
  botModule?: string;
  /** On a store shared by processes (PostgreSQL): how long a bot seat's lease lasts unrenewed (default DEFAULT_BOT_LEASE_MS, 6 s). */
  botLeaseMs?: number;
  /** redis://… : broadcasts go through Redis, to the clients of every process on the same store. */
  redisUrl?: string;
  /** Put before each Redis channel name (default `railhouse:`): deployments sharing one Redis stay apart. */
  redisChannelPrefix?: string;
  /** Put before every socket.io session ID (a worker of cluster.ts: its `sessionTag`). */
  sessionTag?: string;
  /** The limits on what a client may do (default: limits.ts, each overridable by environment). */
  limits?: Partial<ServerLimits>;
  /** How long a match's seat credentials are trusted without a seat notice (default 10 s: seat-changes.ts). */
  seatCredentialsMaxAgeMs?: number;
  log?: (msg: string) => void;
}

export interface RailhouseServer<S extends RailhouseStorage = SQLiteStorage> {
  url: string;
  port: number;
  host: string;
  storage: S;
  bots: BotRunner;
  app: Koa;
  /** The HTTP server (a worker of cluster.ts is handed connections to serve on it). */
  httpServer: import('node:http').Server;
  close(): Promise<void>;
}

function toModuleUrl(spec: string): string {
  return /^[a-z]+:/.test(spec) ? spec : new URL(`file://${path.resolve(spec)}`).href;
}

function staticUi(uiDir: string | undefined): Koa.Middleware[] {
  if (!uiDir || !fs.existsSync(uiDir)) return [];
  const root = path.resolve(uiDir);
  const fallback: Koa.Middleware = async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.status !== 404 || ctx.body != null || isApiPath(ctx.path)) return;
    if (path.extname(ctx.path) !== '') return; // a missing asset stays a 404
    const index = path.join(root, 'index.html');
    if (!fs.existsSync(index)) return;
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.body = fs.createReadStream(index);
  };
  // The build writes a .br and a .gz copy beside each compressible file (vite.config.ts): koa-send
  // sends the copy the client accepts, with its Content-Encoding and the original's type.
  const files = serve(root, {
    defer: true,
    brotli: true,
    gzip: true,
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
      // Caches must key the file on Accept-Encoding too (koa-send does not say so itself).
      const vary = String(res.getHeader('Vary') ?? '');
      if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    },
  });
  return [fallback, files];
}

/** boardgame.io's own test (its isSynchronous is not exported): a store's type() names its flavour. */
function isSynchronous(storage: RailhouseStorage): boolean {
  return storage.type() === Sync.prototype.type();
}

export async function createRailhouseServer<S extends RailhouseStorage = SQLiteStorage>(
  options: RailhouseServerOptions<S>,
): Promise<RailhouseServer<S>> {
  const log = options.log ?? ((m: string) => console.log(m));
  const host = options.host ?? '0.0.0.0';
  const storage = (options.storage ?? openSQLiteStorage(options.dbPath ?? 'data/railhouse.db', { synchronous: options.sqliteSynchronous })) as S;
  const storageKind = options.storageKind ?? (options.storage ? 'custom' : 'sqlite');
  const served = serveGames(options.games);
  // Filled with this server's own addresses once the port is known; read on every request.
  const allowed: string[] = [...(options.origins ?? [])];
  const policy: OriginPolicy = { allowed };

  const limits: ServerLimits = { ...limitsFromEnv(), ...options.limits };

  // An asynchronous store gets a write barrier so updates still go out only after the commit;
  // every store tells the ledger which states it refused, and those are never broadcast.
  const { store: tracked, barrier, drain } = isSynchronous(storage)
    ? { store: storage, barrier: () => {}, drain: async () => {} }
    : trackWrites(storage);
  const ledger = new CommitLedger();
  const db = recordCommits(tracked, ledger);
  // Each process still decides alone what it may broadcast (the ledger); Redis only carries it.
  let seatChanges: SeatChanges | undefined;
  const redis = options.redisUrl
    ? new RedisPubSub<any>(options.redisUrl, {
        channelPrefix: options.redisChannelPrefix,
        log,
        // Seat notices sent while the subscriber was away are lost: every seat is read again.
        onReconnect: () => seatChanges?.missed(),
        catchUp: async (channelId) => {
          if (channelId === SEAT_CHANNEL) return undefined;
          const matchID = channelId.replace(/^MATCH-/, '');
          // Through the tracked view, so close() waits for a catch-up in flight before closing the store.
          const { state } = await db.fetch(matchID, { state: true });
          return state ? { type: 'update', args: [matchID, state] } : undefined;
        },
      })
    : undefined;
  await redis?.connect();
  seatChanges = new SeatChanges(redis);
  // The per-client limits of the lobby are counted where every process sees them.
  const counters = options.redisUrl ? new RedisClientCounters(options.redisUrl, options.redisChannelPrefix ?? 'railhouse:', log) : undefined;
  await counters?.connect();
  const transport = new RailhouseSocketIO(db, policy, barrier, ledger, limits.CHAT_MAX, log, redis, options.sessionTag, limits.CHAT_PER_MINUTE, counters, seatChanges, options.seatCredentialsMaxAgeMs, {
    socketsPerClient: limits.SOCKETS_PER_CLIENT,
    syncsPerSocketPerMinute: limits.SYNCS_PER_SOCKET_PER_MINUTE,
    syncsPerSeatPerMinute: limits.SYNCS_PER_SEAT_PER_MINUTE,
    logLinesPerClientPerMinute: limits.LOG_LINES_PER_CLIENT_PER_MINUTE,
  });
  const server = Server({
    games: served.map((s) => s.game),
    db,
    transport,
    origins: allowed,
    // Every seat move needs the credentials the lobby gave that seat; an unjoined seat has none.
    authenticateCredentials: (credentials, playerMetadata) => credentialsMatch(credentials, playerMetadata?.credentials),
  });
  const app = server.app as unknown as Koa;

  let port = 0;
  const botHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const bots = new BotRunner(
    db,
    () => `http://${botHost.includes(':') ? `[${botHost}]` : botHost}:${port}`,
    options.botModule ? toModuleUrl(options.botModule) : DEFAULT_SEAT_MODULE,
    log,
    // A store several processes share says which of them runs each bot seat.
    hasBotLeases(db)
      ? { store: db, holder: `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`, ttlMs: options.botLeaseMs ?? DEFAULT_BOT_LEASE_MS }
      : undefined,
  );

  // Mounted before boardgame.io's own middleware (added by run()); koa-compose 4.1.0 keeps them.
  for (const mw of staticUi(options.uiDir)) app.use(mw);
  app.use(railhouseLobby({ games: served, storage: db, bots, storageKind, originPolicy: policy, limits, counters, seatChanges }));

  // server.run() listens on every interface: bind the requested host instead.
  const listen = (app as any).listen.bind(app);
  (app as any).listen = (p: number, cb: () => void) => listen(p, host, cb);
  const { appServer } = await server.run(options.port ?? 8000);
  port = (appServer.address() as AddressInfo).port;
  const socketBodyLimit: number = (app as any)._io.engine.opts.maxHttpBufferSize;
  refuseOversizedBodies(appServer, {
    limitFor: (req) => (req.url?.startsWith('/socket.io/') ? socketBodyLimit : BODY_LIMIT),
    drainBytes: DRAIN_LIMIT,
    drainMs: 10_000,
  });
  for (const h of new Set(['localhost', '127.0.0.1', '[::1]', host.includes(':') ? `[${host}]` : host])) {
    if (h !== '0.0.0.0' && h !== '[::]') allowed.push(`http://${h}:${port}`);
  }

  const resumed = await bots.resumeAll();
  if (resumed > 0) log(`Resumed ${resumed} bot seat(s).`);

  let closed = false;
  return {
    url: `http://${botHost.includes(':') ? `[${botHost}]` : botHost}:${port}`,
    port,
    host,
    storage,
    bots,
    app,
    httpServer: appServer,
    async close() {
      if (closed) return;
      closed = true;
      await bots.stopAll();
      transport.closeFloodGuards();
      const io = (app as any)._io;
      await new Promise<void>((resolve) => {
        appServer.closeAllConnections?.();
        if (io) io.close(() => resolve());
        else appServer.close(() => resolve());
      });
      await new Promise((r) => setTimeout(r, 20)); // let disconnect handlers start their writes
      await drain();
      await redis?.close();
      await counters?.close();
      await storage.close();
    },
  };
}
