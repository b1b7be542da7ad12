// Raw malformed engine.io / socket.io frames against server.ts in its own process: every class of
// tools/lib/wire-frames.ts to every namespace ('/', each game's, an unknown one), over a websocket
// and over long-polling, while two honest seats play on. Two such frames used to stop the process
// (koa-socket-2 stripped the default namespace's 'error' listener; server/transport.ts
// keepSocketErrorListeners). The process must live, /health must answer, and the honest seats
// must keep playing without a disconnect.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceGame } from '../../tools/reference-game';
import { frameCases, sendBrokenHandshakes, sendFrameCase, type FrameCase, type WireTransport } from '../../tools/lib/wire-frames';
import { CATALOG } from '../../games/catalog';
import { api, autoPlay, createAndJoin, seatClient, SERVER_ENTRY, sleep, STAND_IN_BOT, tempDir } from './helpers';

const dir = tempDir('wire-frames');
let child: ChildProcess;
let base = '';
let output = '';
let exited: string | null = null;

async function startChild(): Promise<void> {
  child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DB_PATH: path.join(dir, 'wire.sqlite'),
      UI_DIR: path.join(dir, 'no-ui'),
      RAILHOUSE_EXTRA_GAMES: 'reference',
      RAILHOUSE_BOT_MODULE: STAND_IN_BOT,
      RATE_CREATE_PER_WINDOW: '100000',
      RATE_JOIN_PER_WINDOW: '100000',
      OPEN_MATCHES_PER_CLIENT: '100000',
      SOCKETS_PER_CLIENT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  child.on('exit', (code, signal) => (exited = `${signal ?? code}`));
  const end = Date.now() + 60_000;
  for (;;) {
    const m = /listening on 127\.0\.0\.1:(\d+)/.exec(output);
    if (m) {
      base = `http://127.0.0.1:${m[1]}`;
      return;
    }
    if (exited !== null || Date.now() > end) throw new Error(`server did not start (${exited}):\n${output}`);
    await sleep(50);
  }
}

/** Two honest seats of reference matches, playing match after match until stopped. */
function honestTable() {
  let moves = 0;
  let disconnects = 0;
  let stopped = false;
  let failure: Error | undefined;
  const loop = (async () => {
    while (!stopped) {
      const { matchID, seats } = await createAndJoin(base, 2, 'reference');
      const table = seats.map((s) => seatClient(base, referenceGame, matchID, s.playerID, s.credentials));
      // Our own stop() at a match's end says 'io client disconnect'; any other reason is the server's doing.
      for (const c of table) (c as any).transport.socket.on('disconnect', (reason: string) => reason !== 'io client disconnect' && disconnects++);
      try {
        const [end] = await Promise.all(table.map((c, i) => autoPlay(c, referenceGame, String(i), 30_000)));
        moves += end.ctx.turn;
      } finally {
        for (const c of table) c.stop();
      }
    }
  })().catch((err) => (failure = err));
  return {
    get moves() {
      return moves;
    },
    get disconnects() {
      return disconnects;
    },
    async stop() {
      stopped = true;
      await loop;
      if (failure) throw failure;
    },
  };
}

/** Runs `jobs` with at most `width` at a time. */
async function inParallel<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]();
      }
    }),
  );
  return out;
}

beforeAll(startChild, 90_000);
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('malformed frames on the wire', () => {
  const NAMESPACES = ['/', ...CATALOG.map((g) => `/${g.id}`), '/reference', '/nope'];
  const TRANSPORTS: WireTransport[] = ['websocket', 'polling'];

  it('the two frames that stopped the process (40 then 4) close only their own connection', async () => {
    for (const transport of TRANSPORTS) {
      const result = await sendFrameCase(base, '/', { kind: 'bad type', name: 'issue 46', connectFirst: true, frames: ['4'] }, transport);
      expect(result.closedByServer, transport).toBe(true);
    }
    await sleep(100);
    expect(exited).toBeNull();
    expect((await api(base, 'GET', '/health')).json?.ok).toBe(true);
  }, 30_000);

  it('every class, every namespace, both transports: the process lives and two honest seats play on', async () => {
    const table = honestTable();
    const jobs: (() => Promise<{ label: string; error?: string }>)[] = [];
    const kinds = new Set<string>();
    for (const nsp of NAMESPACES) {
      for (const c of frameCases(nsp)) {
        kinds.add(c.kind);
        for (const transport of TRANSPORTS) {
          jobs.push(async () => ({ label: `${nsp} ${transport} ${c.kind}: ${c.name}`, ...(await sendFrameCase(base, nsp, c as FrameCase, transport, 150)) }));
        }
      }
    }
    expect([...kinds].sort()).toEqual(['bad namespace', 'bad payload', 'bad type', 'before the handshake', 'binary placeholders', 'huge ids', 'truncated JSON']);
    const movesBefore = table.moves;
    const results = await inParallel(jobs, 8);
    const handshakes = await sendBrokenHandshakes(base);
    // Give a crash in a callback of the last frames the time to happen.
    await sleep(300);
    const movesDuring = table.moves - movesBefore;
    await table.stop();

    expect(exited, output.slice(-2000)).toBeNull();
    expect(output).not.toMatch(/Unhandled 'error' event|uncaught/i);
    expect((await api(base, 'GET', '/health')).json?.ok).toBe(true);
    // Our side never failed to reach the server: every case was really delivered.
    expect(results.filter((r) => r.error && !/handshake answered 4\d\d/.test(r.error))).toEqual([]);
    expect(jobs.length).toBeGreaterThan(600);
    expect(handshakes.every((s) => s >= 400 && s < 500), String(handshakes)).toBe(true);
    expect(table.disconnects).toBe(0);
    expect(movesDuring).toBeGreaterThan(20);
  }, 240_000);
});
