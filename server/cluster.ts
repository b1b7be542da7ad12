// Several server processes on one port (`WORKERS=N npm start`). A front process owns the port and
// hands every TCP connection, unread beyond its first chunk, to one of N worker processes
// (server.ts, each on PostgreSQL and Redis, each also listening on a private 127.0.0.1 port for
// its own bots). It is not a proxy: once handed over, the connection's bytes never pass through it.
//
// socket.io needs each long-polling session to reach the process that opened it. The route:
// - a request naming a socket.io session (`sid=`) goes to the worker that opened it: each worker
//   starts its session IDs with its own tag (`w<index>.`, transport.ts);
// - a websocket-only handshake (`transport=websocket`, no sid) goes round-robin: its connection
//   carries that one session and nothing else, so it may land anywhere;
// - anything else (a polling handshake, REST, the UI's files) goes by the client's address, so a
//   browser's keep-alive connections, its polling session and its lobby calls all reach one worker
//   (and the per-client rate limits, counted per process, hold as with one process).
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import net from 'node:net';

/** The message a worker gets with each connection handed to it. */
export const CONNECTION_MESSAGE = 'railhouse:connection';
/** What a worker sends once it serves: its private port. */
export const READY_MESSAGE = 'railhouse:ready';
/** What a standby sends once its modules are loaded, and is sent to take a dead worker's place. */
export const STANDBY_READY_MESSAGE = 'railhouse:standby-ready';
export const PROMOTE_MESSAGE = 'railhouse:promote';

/** The prefix of every socket.io session ID worker `index` makes. */
export function sessionTag(index: number): string {
  return `w${index}.`;
}

/** How many server processes the environment asks for: 1 unless WORKERS is a whole number ≥ 2. */
export function workersFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = env.WORKERS;
  if (raw === undefined || raw.trim() === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`WORKERS must be a whole number from 1 to 64 (got ${JSON.stringify(raw)}).`);
  if (n > 1) {
    // SQLite is one process's file, and in-process broadcasts reach one process's clients.
    const missing = [!env.DATABASE_URL && 'DATABASE_URL (PostgreSQL)', !env.REDIS_URL && 'REDIS_URL'].filter(Boolean);
    if (missing.length > 0) {
      throw new Error(
        `WORKERS=${n} needs ${missing.join(' and ')}: several processes cannot share the SQLite file, ` +
          'and a move must reach the clients of every process. Set both, or run one process (no WORKERS).',
      );
    }
  }
  return n;
}

/**
 * Whether `npm start` runs behind a front process (cluster.ts) rather than as the one process:
 * always with WORKERS ≥ 2; with one worker unless SUPERVISE=0, so that a crash of the serving
 * process costs seconds, not the service (a standby takes its place at once).
 */
export function supervisedFromEnv(workers: number, env: Record<string, string | undefined> = process.env): boolean {
  const raw = (env.SUPERVISE ?? '').trim();
  if (raw !== '' && raw !== '0' && raw !== '1') throw new Error(`SUPERVISE must be 0 or 1 (got ${JSON.stringify(env.SUPERVISE)}).`);
  return workers > 1 || raw === '1';
}

export type Route = { kind: 'session'; worker: number } | { kind: 'spread' } | { kind: 'address' };

/** Where the connection whose first bytes are `head` should go (see the top of this file). */
export function routeOf(head: Buffer, workers: number): Route {
  // The request line is ASCII; latin1 never throws on other bytes.
  const line = /^[A-Z]+ (\S+) HTTP\/1\.[01]\r?\n/.exec(head.toString('latin1', 0, Math.min(head.length, 8192)));
  if (!line) return { kind: 'address' };
  let url: URL;
  try {
    url = new URL(line[1], 'http://front');
  } catch {
    return { kind: 'address' };
  }
  if (!url.pathname.startsWith('/socket.io/')) return { kind: 'address' };
  const sid = url.searchParams.get('sid');
  const tagged = sid ? /^w(\d{1,2})\./.exec(sid) : null;
  if (tagged && Number(tagged[1]) < workers) return { kind: 'session', worker: Number(tagged[1]) };
  if (!sid && url.searchParams.get('transport') === 'websocket') return { kind: 'spread' };
  return { kind: 'address' };
}

/** A stable choice among `count` for one client address. */
export function byAddress(address: string | undefined, count: number): number {
  const digest = createHash('sha1')
    .update(address ?? '')
    .digest();
  return digest.readUInt32BE(0) % count;
}

export interface ClusterOptions {
  workers: number;
  port: number;
  host: string;
  /** The module each worker runs (server.ts), with tsx. */
  entry: string;
  env?: Record<string, string | undefined>;
  log?: (msg: string) => void;
  /** Keep a standby process with the modules loaded, to take a dead worker's place at once. */
  standby?: boolean;
}

export interface RailhouseCluster {
  port: number;
  host: string;
  /** Worker processes by index (a restarted one replaces its entry). */
  children(): ChildProcess[];
  /** The standby process, when there is one. */
  standby(): ChildProcess | undefined;
  close(): Promise<void>;
}

interface Slot {
  child: ChildProcess;
  ready: boolean;
}

/** A client that sends nothing within this long after connecting is dropped by the front process. */
const FIRST_BYTES_TIMEOUT_MS = 10_000;
/** While no worker serves (one just died), a connection waits this long for one, then is dropped. */
const WAIT_FOR_WORKER_MS = 15_000;

export async function startCluster(opts: ClusterOptions): Promise<RailhouseCluster> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const slots: Slot[] = [];
  let closing = false;
  let spread = 0;

  // A standby has loaded the server's modules (the slow part of a start) and waits: when a worker
  // dies it takes that worker's place within a second, where a fresh start takes several.
  let standby: { child: ChildProcess; ready: boolean } | null = null;
  const waiting: { conn: net.Socket; head: Buffer; timer: NodeJS.Timeout }[] = [];

  function forkServer(extraEnv: Record<string, string>): ChildProcess {
    return fork(opts.entry, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...opts.env, WORKERS: '', SUPERVISE: '', PORT: '0', HOST: '127.0.0.1', ...extraEnv },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  /** Watches `child` as worker `index` until it serves; when it dies, the standby (or a new process) takes over. */
  function adoptWorker(index: number, child: ChildProcess): Promise<void> {
    const slot: Slot = { child, ready: false };
    slots[index] = slot;
    return new Promise<void>((resolve, reject) => {
      child.on('message', (msg: any) => {
        if (msg?.type === READY_MESSAGE) {
          slot.ready = true;
          log(`worker ${index} (pid ${child.pid}) serves on 127.0.0.1:${msg.port}`);
          resolve();
          flushWaiting();
        }
      });
      child.on('exit', (code, signal) => {
        slot.ready = false;
        if (closing || slots[index] !== slot) return;
        reject(new Error(`worker ${index} exited before it served (${signal ?? code})`));
        if (standby?.ready) {
          const next = standby.child;
          standby = null;
          log(`worker ${index} (pid ${child.pid}) exited (${signal ?? code}); standby pid ${next.pid} takes its place`);
          next.removeAllListeners('exit');
          adoptWorker(index, next).catch((err) => log(String(err.message ?? err)));
          next.send({ type: PROMOTE_MESSAGE, index });
          spawnStandby();
          return;
        }
        log(`worker ${index} (pid ${child.pid}) exited (${signal ?? code}); starting another`);
        // A worker failing at once would otherwise be restarted in a tight loop.
        setTimeout(() => {
          if (!closing) spawnWorker(index).catch((err) => log(String(err.message ?? err)));
        }, 1000);
      });
    });
  }

  function spawnWorker(index: number): Promise<void> {
    return adoptWorker(index, forkServer({ RAILHOUSE_WORKER_INDEX: String(index) }));
  }

  function spawnStandby() {
    if (closing || !opts.standby) return;
    const child = forkServer({ RAILHOUSE_STANDBY: '1' });
    const entry = { child, ready: false };
    standby = entry;
    child.on('message', (msg: any) => {
      if (msg?.type === STANDBY_READY_MESSAGE && standby === entry) {
        entry.ready = true;
        log(`standby (pid ${child.pid}) ready`);
      }
    });
    child.on('exit', (code, signal) => {
      if (closing || standby !== entry) return;
      standby = null;
      log(`standby (pid ${child.pid}) exited (${signal ?? code}); starting another`);
      setTimeout(spawnStandby, 1000);
    });
  }

  function flushWaiting() {
    while (waiting.length > 0 && slots.some((s) => s?.ready)) {
      const { conn, head, timer } = waiting.shift()!;
      clearTimeout(timer);
      if (!conn.destroyed) handOver(conn, head);
    }
  }

  function handOver(conn: net.Socket, head: Buffer) {
    const ready = slots.map((s, i) => (s?.ready ? i : -1)).filter((i) => i >= 0);
    if (ready.length === 0) {
      // A worker just died and its successor is starting: the client waits instead of failing.
      const entry = { conn, head, timer: setTimeout(() => conn.destroy(), WAIT_FOR_WORKER_MS) };
      waiting.push(entry);
      conn.once('close', () => {
        clearTimeout(entry.timer);
        const i = waiting.indexOf(entry);
        if (i >= 0) waiting.splice(i, 1);
      });
      return;
    }
    const route = routeOf(head, opts.workers);
    let index: number;
    if (route.kind === 'session' && slots[route.worker]?.ready) index = route.worker;
    else if (route.kind === 'spread') index = ready[spread++ % ready.length];
    else index = ready[byAddress(conn.remoteAddress, ready.length)];
    slots[index].child.send({ type: CONNECTION_MESSAGE, head: head.toString('base64') }, conn, { keepOpen: false }, (err) => {
      if (err) conn.destroy();
    });
  }

  const front = net.createServer({ pauseOnConnect: true }, (conn) => {
    const timer = setTimeout(() => conn.destroy(), FIRST_BYTES_TIMEOUT_MS);
    conn.once('data', (head: Buffer) => {
      clearTimeout(timer);
      // Stop reading now: bytes read here after the first chunk would be dropped with this
      // process's copy of the handle, and the worker must get all of them from the socket.
      (conn as any)._handle?.readStop?.();
      conn.pause();
      handOver(conn, head);
    });
    conn.on('error', () => conn.destroy());
    conn.resume();
  });

  try {
    await Promise.all(Array.from({ length: opts.workers }, (_, i) => spawnWorker(i)));
    spawnStandby();
    await new Promise<void>((resolve, reject) => {
      front.once('error', reject);
      front.listen(opts.port, opts.host, () => resolve());
    });
  } catch (err) {
    // A worker that cannot start (a bad DATABASE_URL) would fail again: stop them all.
    closing = true;
    for (const s of slots) if (s && s.child.exitCode === null) s.child.kill('SIGTERM');
    throw err;
  }
  const port = (front.address() as net.AddressInfo).port;

  return {
    port,
    host: opts.host,
    children: () => slots.map((s) => s.child),
    standby: () => standby?.child,
    async close() {
      closing = true;
      for (const w of waiting.splice(0)) {
        clearTimeout(w.timer);
        w.conn.destroy();
      }
      // Stop accepting, without waiting: the connections handed over stay counted here until
      // they end, and they end when their workers stop.
      front.close();
      await Promise.all(
        [...slots, ...(standby ? [standby] : [])].map(
          (s) =>
            new Promise<void>((resolve) => {
              if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
              s.child.once('exit', () => resolve());
              s.child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/**
 * In a worker: serves each connection the front process hands over on `httpServer`, after
 * putting back the bytes the front process read to route it.
 */
export function acceptHandedConnections(httpServer: net.Server): void {
  process.on('message', (msg: any, handle: unknown) => {
    if (msg?.type !== CONNECTION_MESSAGE || !(handle instanceof net.Socket)) return;
    httpServer.emit('connection', handle);
    if (typeof msg.head === 'string' && msg.head.length > 0) handle.emit('data', Buffer.from(msg.head, 'base64'));
    handle.resume();
  });
}
