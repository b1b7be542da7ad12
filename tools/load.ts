// Load against a Railhouse server (or the framework's own, for comparison):
//   npm run load -- --matches M --rate R --seconds S [--url U [--pid P]] [--serve railhouse|framework]
//                   [--db sqlite|postgres] [--game G] [--ramp 50,100,200] [--client-processes N] [--restart N] [--json]
// Creates M two-player matches through the Lobby API, joins both seats, opens one socket per seat
// with boardgame.io's own client, and plays legal moves (the game's enumerator, at random) at R
// moves per second per match, each sent once the previous one's update has come back. Reports the
// latency from sending a move to its update at the mover and at the opponent (p50/p95/p99),
// errors by kind, throughput, and the server's RSS and CPU (its process tree; with --url only when
// --pid names it). A match that ends is replaced by a new one. --ramp runs one step per match
// count and stops after the first whose p95 passes 50 ms. --client-processes N spreads the clients
// over N processes (one Node process is its own bottleneck at a few hundred sockets); they are set
// up first, then measured over the same window, and their samples merged.
//
// Without --url it starts the server itself, in production mode, on a free port: Railhouse on a
// fresh SQLite file (or PostgreSQL at DATABASE_URL with --db postgres), or with --serve framework
// boardgame.io's plain Server (its in-memory store, no Railhouse code). Every client comes from
// this one address, so a Railhouse server run for it needs its per-client limits lifted:
//   RATE_CREATE_PER_WINDOW=1000000 RATE_JOIN_PER_WINDOW=1000000 OPEN_MATCHES_PER_CLIENT=1000000
//   SOCKETS_PER_CLIENT=1000000
// (set here for a server this tool starts; set them yourself for one at --url).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { GameModule } from '../games/kit/types';
import { intOption, isMain, parseCommandLine, runTool, stringOption, UsageError } from './lib/args';
import { nearestRank } from './lib/stats';

export const LOAD_USAGE =
  'Usage: npm run load -- --matches M --rate R --seconds S [--url U [--pid P]] [--serve railhouse|framework] [--db sqlite|postgres] [--game G] [--ramp 50,100,200] [--client-processes N] [--restart N] [--workers N [--kill-after S] [--bot-matches K]] [--json]';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = fileURLToPath(import.meta.url);
/** The p95 above which --ramp stops (the target). */
const P95_LIMIT_MS = 50;
/** A move whose update has not come back by then counts as lost (error "timeout"). */
const MOVE_TIMEOUT_MS = 10_000;
const CLIENT_LIMITS = {
  RATE_CREATE_PER_WINDOW: '1000000',
  RATE_JOIN_PER_WINDOW: '1000000',
  OPEN_MATCHES_PER_CLIENT: '1000000',
  SOCKETS_PER_CLIENT: '1000000',
};

async function loadGame(id: string): Promise<GameModule> {
  if (id === 'reference') return (await import('./reference-game')).referenceGame;
  const { findGame, GAMES } = await import('../games/index');
  const game = findGame(id);
  if (!game) throw new UsageError(`--game: unknown game ${id} (reference, ${GAMES.map((g) => g.id).join(', ')})`);
  return game;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
  return { count: sorted.length, p50Ms: round(nearestRank(sorted, 0.50)), p95Ms: round(nearestRank(sorted, 0.95)), p99Ms: round(nearestRank(sorted, 0.99)) };
}

// ---- the server's resources, from /proc ----

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((t) => fs.readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

function processTree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) out.push(...childrenOf(out[i]));
  return out;
}

/** CPU seconds used so far and resident memory now, summed over `pid` and its descendants. */
function usage(pid: number): { cpuSeconds: number; rssMB: number } {
  const ticks = 100; // USER_HZ on Linux
  let cpu = 0;
  let rss = 0;
  for (const p of processTree(pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu += (Number(fields[11]) + Number(fields[12])) / ticks; // utime, stime
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) rss += Number(m[1]) / 1024;
    } catch {
      // The process ended meanwhile.
    }
  }
  return { cpuSeconds: cpu, rssMB: Math.round(rss) };
}

// ---- a server started for the run ----

interface Started {
  url: string;
  child: ChildProcess;
  /** What the server has printed so far (its first 256 kB). */
  output(): string;
  stop(): Promise<void>;
}

function startChild(args: string[], env: Record<string, string>, pattern: RegExp): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = pattern.exec(output);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.stdout!.on('data', (c: Buffer) => output.length < 256_000 && (output += c.toString()));
      resolve({
        url: `http://127.0.0.1:${m[1]}`,
        child,
        output: () => output,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

async function startServer(
  serve: string,
  db: string,
  gameId: string,
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railhouse-load-')),
  workers = 1,
): Promise<Started & { dir: string; cleanup(): void }> {
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  if (serve === 'framework') {
    const s = await startChild([SELF, '--framework-child', gameId], {}, /framework server on (\d+)/);
    return { ...s, dir, cleanup };
  }
  if (db === 'postgres' && !process.env.DATABASE_URL) throw new UsageError('--db postgres needs DATABASE_URL');
  const s = await startChild(
    [path.join(ROOT, 'server.ts')],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DB_PATH: path.join(dir, 'load.sqlite'),
      DATABASE_URL: db === 'postgres' ? process.env.DATABASE_URL! : '',
      UI_DIR: path.join(dir, 'no-ui'),
      RAILHOUSE_EXTRA_GAMES: gameId === 'reference' ? 'reference' : '',
      WORKERS: String(workers),
      ...CLIENT_LIMITS,
    },
    // A cluster's workers print their private ports first: wait for the front's line.
    workers > 1 ? /cluster of \d+ workers .*\(listening on 127\.0\.0\.1:(\d+)\)/ : /\(listening on 127\.0\.0\.1:(\d+)\)/,
  );
  return { ...s, dir, cleanup };
}

/** The --framework-child process: boardgame.io's own Server with its defaults (in-memory store). */
async function frameworkChild(gameId: string) {
  const { Server } = await import('boardgame.io/server');
  const game = await loadGame(gameId);
  const server = Server({ games: [game.game] });
  const { appServer } = await server.run({ port: 0 });
  console.log(`framework server on ${(appServer.address() as { port: number }).port}`);
}

// ---- the players ----

type Errors = Record<string, number>;

interface Sample {
  mover: number[];
  opponent: number[];
  moves: number;
  errors: Errors;
  /** The first message of each kind of error, to say what it was. */
  examples: Record<string, string>;
  /** Per match, the newest state a mover's own move came back in (kept across the run). */
  acked: Record<string, number>;
  /** In matches with a bot seat: when each bot move arrived (epoch ms) and how long it was awaited. */
  botWaits: { at: number; ms: number }[];
}

function emptySample(): Sample {
  return { mover: [], opponent: [], moves: 0, errors: {}, examples: {}, acked: {}, botWaits: [] };
}

function count(sample: Sample, kind: string, message?: string) {
  sample.errors[kind] = (sample.errors[kind] ?? 0) + 1;
  if (message && !(kind in sample.examples)) sample.examples[kind] = message.slice(0, 200);
}

class LoadMatch {
  clients: ReturnType<typeof Client>[] = [];
  /** The move in flight: its expected stateID, when it was sent, which seats have seen it. */
  private pending: { stateID: number; sentAt: number; mover: string; seen: Set<string> } | null = null;
  private timer: NodeJS.Timeout | undefined;
  ended = false;
  /** The newest state heard, and when the last move of ours came back in full (bot matches). */
  private lastStateID = -1;
  private lastAckAt = 0;

  constructor(
    private readonly game: GameModule,
    private readonly matchID: string,
    private readonly sample: () => Sample,
    private readonly random: () => number,
  ) {}

  private fail(kind: string, message?: string) {
    count(this.sample(), kind, message);
  }

  async connect(url: string, seats: Seats) {
    for (const seat of seats) {
      const client = Client({
        game: this.game.game,
        multiplayer: SocketIO({ server: url, socketOpts: { transports: ['websocket'], forceNew: true } as any }),
        matchID: this.matchID,
        playerID: seat.playerID,
        credentials: seat.credentials,
        debug: false,
      });
      client.start();
      this.clients.push(client);
      const socket = (client as any).transport.socket;
      // The server's own messages, not the client's optimistic local state.
      const heard = (stateID: unknown) => typeof stateID === 'number' && this.heard(seat.playerID, stateID);
      socket.on('update', (_m: string, state: any) => heard(state?._stateID));
      socket.on('patch', (_m: string, _prev: number, state: any) => heard(state?._stateID));
      socket.on('refused', (r: { reason?: string }) => this.fail('refused', r?.reason));
      socket.on('connect_error', (err: Error) => this.fail('connect', err?.message));
      socket.on('disconnect', (reason: string) => !this.ended && this.fail('disconnect', reason));
    }
    const deadline = Date.now() + 30_000;
    while (this.clients.some((c) => !c.getState())) {
      if (Date.now() > deadline) throw new Error('sync timeout');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private heard(playerID: string, stateID: number) {
    const p = this.pending;
    const newer = stateID > this.lastStateID;
    if (newer) this.lastStateID = stateID;
    // With one seat of ours (the other a bot), a newer state with no move of ours in flight is the bot's.
    if (!p && newer && this.clients.length === 1 && this.lastAckAt > 0) {
      this.sample().botWaits.push({ at: Date.now(), ms: performance.now() - this.lastAckAt });
      this.lastAckAt = 0;
    }
    if (!p || stateID < p.stateID || p.seen.has(playerID)) return;
    p.seen.add(playerID);
    const s = this.sample();
    (playerID === p.mover ? s.mover : s.opponent).push(performance.now() - p.sentAt);
    if (playerID === p.mover) s.acked[this.matchID] = Math.max(s.acked[this.matchID] ?? 0, stateID);
    if (p.seen.size === this.clients.length) {
      this.pending = null;
      this.lastAckAt = performance.now();
      s.moves++;
    }
  }

  /** One tick: sends a move unless one is still in flight or the match is over. */
  tick(onEnded: () => void) {
    if (this.ended) return;
    if (this.pending) {
      if (performance.now() - this.pending.sentAt > MOVE_TIMEOUT_MS) {
        this.fail('timeout');
        this.pending = null;
      }
      return;
    }
    const state = this.clients[0].getState();
    if (!state) return;
    if (state.ctx.gameover) {
      this.ended = true;
      onEnded();
      return;
    }
    const mover = state.ctx.currentPlayer;
    const client = this.clients.find((c) => c.playerID === mover);
    const own = client?.getState();
    if (!client || !own || own._stateID !== state._stateID) return; // the seats are not in step yet
    const choices = this.game.game.ai!.enumerate(own.G, own.ctx, mover) as { move: string; args?: unknown[] }[];
    if (choices.length === 0) {
      this.fail('no-legal-move');
      return;
    }
    const choice = choices[Math.floor(this.random() * choices.length)];
    this.pending = { stateID: own._stateID + 1, sentAt: performance.now(), mover, seen: new Set() };
    client.moves[choice.move](...(choice.args ?? []));
  }

  start(rate: number, onEnded: () => void) {
    const every = 1000 / rate;
    // Spread the matches' ticks over one period.
    setTimeout(() => {
      this.timer = setInterval(() => this.tick(onEnded), every);
      this.tick(onEnded);
    }, this.random() * every);
  }

  stop() {
    this.ended = true;
    clearInterval(this.timer);
    for (const c of this.clients) c.stop();
  }
}

async function api(url: string, route: string, body: unknown): Promise<any> {
  const res = await fetch(url + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 200) throw Object.assign(new Error(`${route}: ${res.status} ${text.slice(0, 200)}`), { status: res.status });
  return JSON.parse(text);
}

type Seats = { playerID: string; credentials: string }[];

/** Creates a 2-player match and joins both seats; `onStep` hears which request is under way. */
async function createAndJoin(url: string, game: GameModule, onStep: (step: string) => void = () => {}): Promise<{ matchID: string; seats: Seats }> {
  onStep('create');
  const { matchID } = await api(url, `/games/${game.id}/create`, { numPlayers: 2 });
  onStep('join');
  const seats: Seats = [];
  for (const playerID of ['0', '1']) {
    const joined = await api(url, `/games/${game.id}/${matchID}/join`, { playerID, playerName: `load${playerID}` });
    seats.push({ playerID, credentials: joined.playerCredentials });
  }
  return { matchID, seats };
}

/** A 2-player match whose seat 1 is the server's easy bot; seat 0 is joined. */
async function createAgainstBot(url: string, game: GameModule, onStep: (step: string) => void): Promise<{ matchID: string; seats: Seats }> {
  onStep('create');
  const { matchID } = await api(url, `/railhouse/games/${game.id}/create`, { numPlayers: 2, bots: { 1: 'easy' } });
  onStep('join');
  const joined = await api(url, `/games/${game.id}/${matchID}/join`, { playerID: '0', playerName: 'load0' });
  return { matchID, seats: [{ playerID: '0', credentials: joined.playerCredentials }] };
}

async function newMatch(url: string, game: GameModule, sample: () => Sample, random: () => number, againstBot = false): Promise<LoadMatch> {
  let step = 'create';
  try {
    const { matchID, seats } = await (againstBot ? createAgainstBot : createAndJoin)(url, game, (s) => (step = s));
    step = 'connect';
    const match = new LoadMatch(game, matchID, sample, random);
    await match.connect(url, seats);
    return match;
  } catch (err) {
    const status = (err as { status?: number }).status;
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const detail = cause ? ` (${cause.code ?? cause.message})` : '';
    throw Object.assign(new Error(`${step}: ${(err as Error).message}${detail}`), { kind: status ? `${step}-${status}` : step });
  }
}

interface StepReport {
  matches: number;
  ratePerMatch: number;
  seconds: number;
  moves: number;
  movesPerSecond: number;
  latencyAtMover: ReturnType<typeof summary>;
  latencyAtOpponent: ReturnType<typeof summary>;
  errors: Errors;
  errorExamples: Record<string, string>;
  server: { rssMB: number; cpuPercent: number | null } | null;
  setupSeconds: number;
  /** How many processes ran the clients (--client-processes). */
  clientProcesses: number;
  /** --bot-matches: matches whose seat 1 is the server's bot, and the longest a bot move was awaited. */
  botMatches?: number;
  longestBotWaitSeconds?: number | null;
  /** --kill-after: the worker killed, what became of its bot seats, and the acknowledged moves the store lost. */
  killed?: {
    worker: number;
    pid: number;
    atSecond: number;
    botSeatsItHeld: number;
    /** Bot seats of unfinished matches at the end of the window, and those no live process holds. */
    botSeatsAfter: number;
    botSeatsUnheldAfter: number;
    botMovesAfterKill: number;
    longestBotWaitAfterKillSeconds: number | null;
    acknowledged: { matches: number; lost: number; examples: string[] };
  };
}

/** Matches set up and playing: measured over a window, then stopped. */
interface Players {
  setupSeconds: number;
  /** Plays on for `seconds` and answers what happened meanwhile (setup errors included). */
  measure(seconds: number): Promise<{ sample: Sample; wall: number }>;
  stop(): void;
}

/** xorshift32: moves reproducible per seed (the timing is not). */
function xorshift(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

async function startPlayers(url: string, game: GameModule, matches: number, rate: number, seed: number, botMatches = 0): Promise<Players> {
  let sample = emptySample();
  const current = () => sample;
  const random = xorshift(seed);
  const setupStart = Date.now();
  const live = new Set<LoadMatch>();
  let running = true;
  const add = async (againstBot = false): Promise<void> => {
    try {
      const m = await newMatch(url, game, current, random, againstBot);
      if (!running) return m.stop();
      live.add(m);
      m.start(rate, () => {
        live.delete(m);
        m.stop();
        if (running) void add(againstBot);
      });
    } catch (err) {
      count(sample, (err as { kind?: string }).kind ?? 'setup', (err as Error).message);
    }
  };
  // Created a few at a time, as players would arrive, then measured from a clean slate.
  for (let i = 0; i < matches; i += 20) await Promise.all(Array.from({ length: Math.min(20, matches - i) }, () => add()));
  for (let i = 0; i < botMatches; i += 20) await Promise.all(Array.from({ length: Math.min(20, botMatches - i) }, () => add(true)));
  const setupSeconds = Math.round((Date.now() - setupStart) / 100) / 10;
  await new Promise((r) => setTimeout(r, 1000));
  const stop = () => {
    running = false;
    for (const m of live) m.stop();
  };
  return {
    setupSeconds,
    async measure(seconds: number) {
      // Setup errors stay counted in the step's report.
      sample = { ...emptySample(), errors: { ...sample.errors }, examples: { ...sample.examples }, acked: sample.acked };
      const t0 = Date.now();
      await new Promise((r) => setTimeout(r, seconds * 1000));
      const wall = (Date.now() - t0) / 1000;
      const measured = sample;
      sample = emptySample();
      return { sample: measured, wall };
    },
    stop,
  };
}

function mergeSamples(parts: Sample[]): Sample {
  const all = emptySample();
  for (const p of parts) {
    for (const v of p.mover) all.mover.push(v);
    for (const v of p.opponent) all.opponent.push(v);
    all.moves += p.moves;
    for (const [k, n] of Object.entries(p.errors)) all.errors[k] = (all.errors[k] ?? 0) + n;
    for (const [k, m] of Object.entries(p.examples)) if (!(k in all.examples)) all.examples[k] = m;
    for (const [k, id] of Object.entries(p.acked)) all.acked[k] = Math.max(all.acked[k] ?? 0, id);
    for (const w of p.botWaits) all.botWaits.push(w);
  }
  return all;
}

/**
 * The --client-child process: plays its share of the matches. It says "ready" once they are set
 * up, measures from the "go" it reads on stdin, and prints its raw sample as one JSON line.
 */
async function clientChild(argv: string[]) {
  const [url, gameId, matches, rate, seconds, seed, botMatches] = argv;
  const players = await startPlayers(url, await loadGame(gameId), Number(matches), Number(rate), Number(seed), Number(botMatches));
  process.stdout.write(`ready ${players.setupSeconds}\n`);
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  const { sample, wall } = await players.measure(Number(seconds));
  players.stop();
  process.stdout.write(`${JSON.stringify({ sample, wall })}\n`, () => process.exit(0));
}

/** Runs `processes` client children on their shares of `matches`, measured over one window. */
async function measureInChildren(url: string, gameId: string, matches: number, rate: number, seconds: number, seed: number, processes: number, botMatches: number) {
  const shareOf = (n: number, i: number) => Math.floor(n / processes) + (i < n % processes ? 1 : 0);
  const children = Array.from({ length: processes }, (_, i) => {
    const args = [url, gameId, shareOf(matches, i), rate, seconds, seed + i * 7919, shareOf(botMatches, i)].map(String);
    const child = spawn(process.execPath, ['--import', 'tsx', SELF, '--client-child', ...args], {
      cwd: ROOT,
      env: process.env,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    const lines: string[] = [];
    const waiters: ((line: string) => void)[] = [];
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      let nl: number;
      while ((nl = out.indexOf('\n')) >= 0) {
        const line = out.slice(0, nl);
        out = out.slice(nl + 1);
        const w = waiters.shift();
        if (w) w(line);
        else lines.push(line);
      }
    });
    const nextLine = () =>
      new Promise<string>((resolve, reject) => {
        const queued = lines.shift();
        if (queued !== undefined) return resolve(queued);
        waiters.push(resolve);
        child.once('exit', (code) => reject(new Error(`a client process exited (${code}) before answering`)));
      });
    return { child, nextLine };
  });
  const ready = await Promise.all(children.map((c) => c.nextLine()));
  const setupSeconds = Math.max(...ready.map((l) => Number(l.split(' ')[1])));
  for (const c of children) c.child.stdin!.write('go\n');
  return {
    setupSeconds,
    results: Promise.all(children.map(async (c) => JSON.parse(await c.nextLine()) as { sample: Sample; wall: number })),
  };
}

/** --kill-after: which server process to kill, when, and the PostgreSQL database to check afterwards. */
interface KillPlan {
  afterSeconds: number;
  server: Started;
  databaseUrl: string;
}

/** Each bot seat's lease holder's pid (the holder is `host:pid:random`), from PostgreSQL. */
async function botSeatHolders(databaseUrl: string): Promise<number[]> {
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(`SELECT lease_holder FROM bot_seats WHERE lease_until > clock_timestamp() AND lease_holder IS NOT NULL`);
    return rows.map((r: { lease_holder: string }) => Number(r.lease_holder.split(':')[1]));
  } finally {
    await db.end();
  }
}

/** Bot seats of unfinished matches, and how many of them no live lease holds (or only `deadPid`'s). */
async function unheldBotSeats(databaseUrl: string, deadPid: number): Promise<{ seats: number; unheld: number }> {
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT b.lease_holder, b.lease_until > clock_timestamp() AS live FROM bot_seats b JOIN matches m ON m.id = b.match_id WHERE NOT m.is_gameover`,
    );
    const held = rows.filter((r: { lease_holder: string | null; live: boolean }) => r.live && r.lease_holder && Number(r.lease_holder.split(':')[1]) !== deadPid);
    return { seats: rows.length, unheld: rows.length - held.length };
  } finally {
    await db.end();
  }
}

/** The acknowledged moves the store no longer has: matches whose stored state is older than one a mover saw come back. */
async function lostAcknowledged(databaseUrl: string, acked: Record<string, number>): Promise<{ matches: number; lost: number; examples: string[] }> {
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const ids = Object.keys(acked);
    const { rows } = await db.query('SELECT id, state_id FROM matches WHERE id = ANY($1)', [ids]);
    const stored = new Map(rows.map((r: { id: string; state_id: string | null }) => [r.id, r.state_id === null ? -1 : Number(r.state_id)]));
    const lost = ids.filter((id) => (stored.get(id) ?? -1) < acked[id]);
    return { matches: ids.length, lost: lost.length, examples: lost.slice(0, 5).map((id) => `${id}: acknowledged ${acked[id]}, stored ${stored.get(id) ?? 'nothing'}`) };
  } finally {
    await db.end();
  }
}

/**
 * Kills (-9) the cluster worker that holds the most bot seats (worker 1 when none does), and
 * answers its pid and when it died.
 */
async function killWorker(plan: KillPlan): Promise<{ pid: number; index: number; at: number; botSeatsHeld: number }> {
  const workers = new Map<number, number>();
  for (const m of plan.server.output().matchAll(/worker (\d+) \(pid (\d+)\) serves/g)) workers.set(Number(m[1]), Number(m[2]));
  if (workers.size < 2) throw new Error(`--kill-after needs a cluster of at least 2 workers; the server printed:\n${plan.server.output().slice(-2000)}`);
  const holders = await botSeatHolders(plan.databaseUrl);
  const held = (pid: number) => holders.filter((h) => h === pid).length;
  const [index, pid] = [...workers].sort((a, b) => held(b[1]) - held(a[1]) || b[0] - a[0])[0];
  process.kill(pid, 'SIGKILL');
  return { pid, index, at: Date.now(), botSeatsHeld: held(pid) };
}

async function runStep(
  url: string,
  game: GameModule,
  matches: number,
  rate: number,
  seconds: number,
  pid: number | undefined,
  seed: number,
  processes: number,
  botMatches = 0,
  kill?: KillPlan,
): Promise<StepReport> {
  let setupSeconds: number;
  let measuring: Promise<{ sample: Sample; wall: number }>;
  let before: ReturnType<typeof usage> | null;
  let stop = () => {};
  if (processes > 1) {
    const started = await measureInChildren(url, game.id, matches, rate, seconds, seed, processes, botMatches);
    before = pid ? usage(pid) : null;
    setupSeconds = started.setupSeconds;
    measuring = started.results.then((parts) => ({ sample: mergeSamples(parts.map((p) => p.sample)), wall: Math.max(...parts.map((p) => p.wall)) }));
  } else {
    const players = await startPlayers(url, game, matches, rate, seed, botMatches);
    before = pid ? usage(pid) : null;
    setupSeconds = players.setupSeconds;
    measuring = players.measure(seconds);
    stop = players.stop;
  }
  const killing = kill ? new Promise((r) => setTimeout(r, kill.afterSeconds * 1000)).then(() => killWorker(kill)) : undefined;
  const { sample: measured, wall } = await measuring;
  const after = pid ? usage(pid) : null;
  stop();
  let killed = null;
  if (kill && killing) {
    const k = await killing;
    const waitsAfter = measured.botWaits.filter((w) => w.at > k.at);
    const seats = await unheldBotSeats(kill.databaseUrl, k.pid);
    killed = {
      worker: k.index,
      pid: k.pid,
      atSecond: kill.afterSeconds,
      botSeatsItHeld: k.botSeatsHeld,
      botSeatsAfter: seats.seats,
      botSeatsUnheldAfter: seats.unheld,
      botMovesAfterKill: waitsAfter.length,
      longestBotWaitAfterKillSeconds: waitsAfter.length ? Math.round(Math.max(...waitsAfter.map((w) => w.ms)) / 100) / 10 : null,
      acknowledged: await lostAcknowledged(kill.databaseUrl, measured.acked),
    };
  }
  return {
    matches,
    ratePerMatch: rate,
    seconds: Math.round(wall * 10) / 10,
    moves: measured.moves,
    movesPerSecond: Math.round((measured.moves / wall) * 10) / 10,
    latencyAtMover: summary(measured.mover),
    latencyAtOpponent: summary(measured.opponent),
    errors: measured.errors,
    errorExamples: measured.examples,
    server:
      before && after
        ? {
            rssMB: after.rssMB,
            // A process killed in the window takes its CPU seconds out of the tree's sum: no figure then.
            cpuPercent: killed ? null : Math.round(((after.cpuSeconds - before.cpuSeconds) / wall) * 1000) / 10,
          }
        : null,
    setupSeconds,
    clientProcesses: processes,
    ...(botMatches > 0 ? { botMatches, longestBotWaitSeconds: measured.botWaits.length ? Math.round(Math.max(...measured.botWaits.map((w) => w.ms)) / 100) / 10 : null } : {}),
    ...(killed ? { killed } : {}),
  };
}

/** The command line as run, with the mode it ran in. */
function loadCommand(argv: string[]): string {
  return [...(process.env.NODE_ENV === 'production' ? ['NODE_ENV=production'] : []), 'npm run load --', ...argv].join(' ');
}

/** How many matches --restart serves again after the restart, each to one move seen by both seats. */
const RESTART_SAMPLE = 20;

/**
 * --restart N: N matches are created and joined through the Lobby API, the server is killed
 * (kill -9, as a crash would), started again on the same store, and timed from the spawn to its
 * listening, then to RESTART_SAMPLE stored matches picked at random each having served a sync to
 * both seats and one move back to both.
 */
async function runRestart(serve: string, db: string, game: GameModule, stored: number, seed: number) {
  if (serve !== 'railhouse') throw new UsageError('--restart measures a Railhouse server (its store survives a restart).');
  let server = await startServer(serve, db, game.id);
  const random = xorshift(seed);
  const created: { matchID: string; seats: Seats }[] = [];
  const errors: Errors = {};
  const t0 = Date.now();
  try {
    let next = 0;
    // Fifty requests in flight: the store is filled as fast as the lobby takes it.
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < stored) {
          next++;
          let step = 'create';
          try {
            created.push(await createAndJoin(server.url, game, (s) => (step = s)));
          } catch {
            errors[step] = (errors[step] ?? 0) + 1;
          }
        }
      }),
    );
    const createSeconds = (Date.now() - t0) / 1000;
    await new Promise<void>((done) => {
      server.child.once('exit', () => done());
      server.child.kill('SIGKILL');
    });
    const spawnedAt = performance.now();
    server = await startServer(serve, db, game.id, server.dir);
    const listenSeconds = (performance.now() - spawnedAt) / 1000;
    const picked = Array.from({ length: Math.min(RESTART_SAMPLE, created.length) }, () => created[Math.floor(random() * created.length)]);
    const servedAfter = await Promise.all(
      picked.map(async ({ matchID, seats }) => {
        const sample = emptySample();
        const match = new LoadMatch(game, matchID, () => sample, random);
        try {
          await match.connect(server.url, seats);
          const deadline = performance.now() + MOVE_TIMEOUT_MS;
          while (sample.moves === 0 && performance.now() < deadline) {
            match.tick(() => {});
            await new Promise((r) => setTimeout(r, 5));
          }
          for (const [k, n] of Object.entries(sample.errors)) errors[k] = (errors[k] ?? 0) + n;
          if (sample.moves === 0) {
            errors['restart-move'] = (errors['restart-move'] ?? 0) + 1;
            return null;
          }
          return (performance.now() - spawnedAt) / 1000;
        } catch {
          errors['restart-connect'] = (errors['restart-connect'] ?? 0) + 1;
          return null;
        } finally {
          match.stop();
        }
      }),
    );
    const health = await (await fetch(`${server.url}/health`)).json().catch(() => null);
    const served = servedAfter.filter((t): t is number => t !== null);
    const round = (x: number) => Math.round(x * 100) / 100;
    return {
      storedMatches: created.length,
      storedAtHealth: (health as { matches?: number } | null)?.matches ?? null,
      createSeconds: round(createSeconds),
      listenSeconds: round(listenSeconds),
      sampledMatches: picked.length,
      firstServedSeconds: served.length ? round(Math.min(...served)) : null,
      allServedSeconds: served.length === picked.length && served.length > 0 ? round(Math.max(...served)) : null,
      errors,
      server: server.child.pid ? { rssMB: usage(server.child.pid).rssMB } : null,
    };
  } finally {
    await server.stop();
    server.cleanup();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === '--framework-child') return frameworkChild(argv[1]);
  if (argv[0] === '--client-child') return clientChild(argv.slice(1));
  const v = parseCommandLine(argv, {
    matches: { type: 'string' },
    rate: { type: 'string' },
    seconds: { type: 'string' },
    url: { type: 'string' },
    pid: { type: 'string' },
    serve: { type: 'string' },
    db: { type: 'string' },
    game: { type: 'string' },
    ramp: { type: 'string' },
    seed: { type: 'string' },
    'client-processes': { type: 'string' },
    restart: { type: 'string' },
    workers: { type: 'string' },
    'kill-after': { type: 'string' },
    'bot-matches': { type: 'string' },
    json: { type: 'boolean' },
  });
  const processes = intOption('client-processes', v['client-processes'], 1, 1, 64);
  const rate = Number(v.rate ?? 1);
  if (!(rate > 0 && rate <= 100)) throw new UsageError('--rate must be a number of moves per second per match, above 0 and at most 100.');
  const seconds = intOption('seconds', v.seconds, 30, 1, 3600);
  const seed = intOption('seed', v.seed, 20261201, 0, 2 ** 31 - 1);
  const steps = v.restart !== undefined
    ? []
    : v.ramp
    ? String(v.ramp)
        .split(',')
        .map((s) => intOption('ramp', s.trim(), undefined, 1, 100_000))
    : [intOption('matches', v.matches, undefined, 1, 100_000)];
  const serve = stringOption('serve', v.serve, 'railhouse');
  if (serve !== 'railhouse' && serve !== 'framework') throw new UsageError('--serve is railhouse or framework.');
  const db = stringOption('db', v.db, 'sqlite');
  if (db !== 'sqlite' && db !== 'postgres') throw new UsageError('--db is sqlite or postgres.');
  const gameId = stringOption('game', v.game, 'reference');
  const game = await loadGame(gameId);
  if (!game.game.ai?.enumerate) throw new UsageError(`${gameId} has no move enumerator.`);

  if (v.restart !== undefined) {
    if (v.url) throw new UsageError('--restart starts and kills its own server: leave out --url.');
    const stored = intOption('restart', v.restart, undefined, 1, 1_000_000);
    const restart = await runRestart(serve, db, game, stored, seed);
    const report = {
      command: loadCommand(argv),
      mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
      server: { serve, db },
      game: gameId,
      loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
      restart,
    };
    if (v.json) console.log(JSON.stringify(report, null, 2));
    else {
      const e = Object.entries(restart.errors).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
      console.log(
        `${restart.storedMatches} stored matches (created and joined in ${restart.createSeconds} s); after kill -9 the server listened in ${restart.listenSeconds} s, ` +
          `served its first of ${restart.sampledMatches} sampled matches in ${restart.firstServedSeconds} s and all in ${restart.allServedSeconds ?? 'not all'} s; errors: ${e}`,
      );
    }
    process.exit(0);
  }
  const workers = intOption('workers', v.workers, 1, 1, 64);
  const botMatches = intOption('bot-matches', v['bot-matches'], 0, 0, 100_000);
  const killAfter = v['kill-after'] !== undefined ? intOption('kill-after', v['kill-after'], undefined, 1, 3600) : undefined;
  if (workers > 1 && (v.url || serve !== 'railhouse' || db !== 'postgres' || !process.env.REDIS_URL)) {
    throw new UsageError('--workers N starts a Railhouse cluster itself: it needs --db postgres with DATABASE_URL and REDIS_URL set, and no --url.');
  }
  if (killAfter !== undefined && workers < 2) throw new UsageError('--kill-after S kills one worker of a cluster: give --workers 2 or more.');
  if (killAfter !== undefined && killAfter >= seconds) throw new UsageError('--kill-after must be less than --seconds, so the window sees what follows the kill.');
  const started = v.url ? undefined : await startServer(serve, db, gameId, undefined, workers);
  const url = (v.url as string | undefined) ?? started!.url;
  const pid = v.pid !== undefined ? intOption('pid', v.pid, undefined, 1, 2 ** 22) : started?.child.pid;
  const reports: StepReport[] = [];
  try {
    for (const matches of steps) {
      const kill = killAfter !== undefined ? { afterSeconds: killAfter, server: started!, databaseUrl: process.env.DATABASE_URL! } : undefined;
      const step = await runStep(url, game, matches, rate, seconds, pid, seed + matches, processes, botMatches, kill);
      reports.push(step);
      if (!v.json) {
        const e = Object.entries(step.errors).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
        console.log(
          `${matches} matches at ${rate}/s: ${step.movesPerSecond} moves/s; mover p50/p95/p99 ${step.latencyAtMover.p50Ms}/${step.latencyAtMover.p95Ms}/${step.latencyAtMover.p99Ms} ms, ` +
            `opponent ${step.latencyAtOpponent.p50Ms}/${step.latencyAtOpponent.p95Ms}/${step.latencyAtOpponent.p99Ms} ms; errors: ${e}` +
            (step.server ? `; server ${step.server.rssMB} MB, ${step.server.cpuPercent ?? '?'}% CPU` : '') +
            (step.botMatches ? `; ${step.botMatches} matches against a bot, longest wait for a bot move ${step.longestBotWaitSeconds} s` : ''),
        );
        if (step.killed) {
          const k = step.killed;
          console.log(
            `kill -9 of worker ${k.worker} (pid ${k.pid}, ${k.botSeatsItHeld} bot seats) after ${k.atSecond} s: ${k.acknowledged.lost} of ${k.acknowledged.matches} matches lost an acknowledged move; ` +
              `${k.botMovesAfterKill} bot moves after it, the longest awaited ${k.longestBotWaitAfterKillSeconds} s; at the end ${k.botSeatsUnheldAfter} of ${k.botSeatsAfter} bot seats held by no live process`,
          );
        }
      }
      if ((step.latencyAtOpponent.p95Ms ?? Infinity) > P95_LIMIT_MS || (step.latencyAtMover.p95Ms ?? Infinity) > P95_LIMIT_MS) break;
    }
  } finally {
    await started?.stop();
    started?.cleanup();
  }
  const report = {
    command: loadCommand(argv),
    mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    server: v.url ? { url } : { serve, db: serve === 'framework' ? 'in-memory' : db },
    game: gameId,
    p95LimitMs: P95_LIMIT_MS,
    loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
    steps: reports,
  };
  if (v.json) console.log(JSON.stringify(report, null, 2));
  process.exit(0);
}

if (isMain(import.meta.url)) void runTool(LOAD_USAGE, main);
