// Malformed input against the server, generated and counted (tools/lib/fuzz.ts, tools/lib/wire-frames.ts):
//   npm run fuzz -- [--cases N] [--seed S] [--rest-share 0.2] [--wire-share 0.1] [--out FILE] [--json]
// N cases in all, of three kinds: socket packets through the packet guard and boardgame.io's
// Master for every game; REST requests against a server started here on a free port; raw
// engine.io / socket.io frames, mutated at random, to every namespace of that server over both
// transports. Afterwards a new match of every game must still play a legal move over sockets.
// Exits 1 on any crash, 5xx, polluted prototype, undelivered frame, stored change that refused
// input made, or a match that does not play on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GAMES } from '../games/index';
import { createRailhouseServer } from '../server/railhouse';
import { fuzzRest, fuzzSocketPackets, matchPlaysOn } from './lib/fuzz';
import { fuzzWireFrames } from './lib/wire-frames';
import { intOption, isMain, parseCommandLine, runTool, UsageError } from './lib/args';

export const FUZZ_USAGE =
  'Usage: npm run fuzz -- [--cases N] [--seed S] [--rest-share 0.2] [--wire-share 0.1] [--out FILE] [--json]';

function shareOption(name: string, raw: unknown, fallback: number): number {
  const share = raw === undefined ? fallback : Number(raw);
  if (!(share >= 0 && share <= 1)) throw new UsageError(`--${name} must be a number from 0 to 1.`);
  return share;
}

/** A progress line on stderr, redrawn in place when it is a terminal, else a line every tenth. */
function progressBar(total: number) {
  const tty = process.stderr.isTTY;
  let shown = -1;
  return (done: number) => {
    const step = tty ? Math.floor((done / total) * 100) : Math.floor((done / total) * 10) * 10;
    if (step === shown) return;
    shown = step;
    const width = 30;
    const filled = Math.round((done / total) * width);
    const line = `fuzz [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en')}/${total.toLocaleString('en')} (${step}%)`;
    process.stderr.write(tty ? `\r${line}${done === total ? '\n' : ''}` : `${line}\n`);
  };
}

async function main() {
  const v = parseCommandLine(process.argv.slice(2), {
    cases: { type: 'string' },
    runs: { type: 'string' },
    seed: { type: 'string' },
    'rest-share': { type: 'string' },
    'wire-share': { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (v.cases !== undefined && v.runs !== undefined) throw new UsageError('--runs is the old name of --cases: give one of them.');
  const cases = intOption('cases', v.cases ?? v.runs, 10_000, 1, 10_000_000);
  const seed = intOption('seed', v.seed, 20261130, 0, 2 ** 31 - 1);
  const restRuns = Math.round(cases * shareOption('rest-share', v['rest-share'], 0.2));
  const wireRuns = Math.round(cases * shareOption('wire-share', v['wire-share'], 0.1));
  if (restRuns + wireRuns > cases) throw new UsageError('--rest-share and --wire-share add up to more than 1.');
  const socketRuns = cases - restRuns - wireRuns;
  const progress = v.json ? () => {} : progressBar(cases);
  const started = Date.now();
  const socket = await fuzzSocketPackets(GAMES, socketRuns, seed, progress);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railhouse-fuzz-'));
  const server = await createRailhouseServer({
    games: GAMES,
    dbPath: path.join(dir, 'fuzz.sqlite'),
    port: 0,
    host: '127.0.0.1',
    log: () => {},
    // One client sends everything: lift the per-client limits, and run no bots at all.
    limits: { RATE_CREATE_PER_WINDOW: 10_000_000, RATE_JOIN_PER_WINDOW: 10_000_000, OPEN_MATCHES_PER_CLIENT: 10_000_000, BOT_SEATS_MAX: 0 },
  });
  let rest;
  let wire;
  const playsOn: Record<string, string> = {};
  try {
    const ids = GAMES.map((g) => g.id);
    rest = restRuns > 0 ? await fuzzRest(server.url, ids, restRuns, seed, (d) => progress(socketRuns + d)) : undefined;
    const namespaces = ['/', ...ids.map((id) => `/${id}`), '/nope'];
    wire = wireRuns > 0 ? await fuzzWireFrames(server.url, namespaces, wireRuns, seed, (d) => progress(socketRuns + restRuns + d)) : undefined;
    for (const game of GAMES) playsOn[game.id] = (await matchPlaysOn(server.url, game)) ?? 'plays on';
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const stuck = Object.entries(playsOn).filter(([, r]) => r !== 'plays on');
  const report = {
    command: `npm run fuzz -- --cases ${cases} --seed ${seed}`,
    mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    games: GAMES.map((g) => g.id),
    seconds: Math.round((Date.now() - started) / 1000),
    socket,
    rest,
    wire,
    playsOn,
  };
  const bad =
    socket.crashes +
    socket.storedChangesFromRefusedInput +
    (rest ? rest.serverErrors + rest.pollutedPrototype + rest.victimChanged : 0) +
    (wire ? wire.undelivered : 0) +
    stuck.length;
  const lines = [
    `Fuzz, seed ${seed}, ${cases} cases of ${report.games.join(', ')} (${report.mode} mode, ${report.seconds} s)`,
    `  socket packets ${socket.runs}: refused by the guard ${socket.refusedByGuard}, reached the master ${socket.reachedMaster} ` +
      `(legal moves played ${socket.legalMovesPlayed}, over ${socket.matchesPlayed} matches); crashes ${socket.crashes}, ` +
      `stored changes from refused input ${socket.storedChangesFromRefusedInput}`,
  ];
  if (rest) {
    const statuses = Object.entries(rest.byStatus).map(([s, n]) => `${s}: ${n}`).join(', ');
    lines.push(`  REST requests ${rest.runs} (${statuses}); 5xx other than 503 ${rest.serverErrors}, polluted prototype ${rest.pollutedPrototype}, joined match changed ${rest.victimChanged}`);
  }
  if (wire) lines.push(`  raw frames ${wire.runs} over websocket and polling: connections closed by the server ${wire.closedByServer}, undelivered ${wire.undelivered}`);
  lines.push(`  afterwards, a new match of each game: ${Object.entries(playsOn).map(([g, r]) => `${g} ${r}`).join('; ')}`);
  for (const f of [...socket.failures, ...(rest?.failures ?? []), ...(wire?.failures ?? [])]) lines.push(`  FAILURE ${f}`);
  if (typeof v.out === 'string') fs.writeFileSync(v.out, `command: NODE_ENV=${report.mode} ${report.command}\n\n${lines.join('\n')}\n`);
  console.log(v.json ? JSON.stringify(report, null, 2) : lines.join('\n'));
  if (bad > 0) process.exitCode = 1;
}

if (isMain(import.meta.url)) void runTool(FUZZ_USAGE, main);
