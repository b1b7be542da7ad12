// Malformed input against the server, generated and counted (tools/lib/fuzz.ts):
//   npm run fuzz -- [--runs N] [--seed S] [--rest-share 0.2] [--json]
// N inputs in all: socket packets through the packet guard and boardgame.io's Master for both
// games, and REST requests against a server started here on a free port. Exits 1 on any crash,
// 5xx, polluted prototype or stored change that refused input made.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { russianRailroads } from '../games/russian-railroads';
import { trainAndRailway } from '../games/train-and-railway';
import { division } from '../games/division';
import { createRailhouseServer } from '../server/railhouse';
import { fuzzRest, fuzzSocketPackets } from './lib/fuzz';
import { intOption, isMain, parseCommandLine, runTool, UsageError } from './lib/args';

export const FUZZ_USAGE = 'Usage: npm run fuzz -- [--runs N] [--seed S] [--rest-share 0.2] [--json]';

async function main() {
  const v = parseCommandLine(process.argv.slice(2), {
    runs: { type: 'string' },
    seed: { type: 'string' },
    'rest-share': { type: 'string' },
    json: { type: 'boolean' },
  });
  const runs = intOption('runs', v.runs, 10_000, 1, 10_000_000);
  const seed = intOption('seed', v.seed, 20261130, 0, 2 ** 31 - 1);
  const share = v['rest-share'] === undefined ? 0.2 : Number(v['rest-share']);
  if (!(share >= 0 && share <= 1)) throw new UsageError('--rest-share must be a number from 0 to 1.');
  const restRuns = Math.round(runs * share);
  const started = Date.now();
  const socket = await fuzzSocketPackets([russianRailroads, trainAndRailway, division], runs - restRuns, seed);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railhouse-fuzz-'));
  const server = await createRailhouseServer({
    games: [trainAndRailway, russianRailroads],
    dbPath: path.join(dir, 'fuzz.sqlite'),
    port: 0,
    host: '127.0.0.1',
    log: () => {},
    // One client sends everything: lift the per-client limits, and run no bots at all.
    limits: { RATE_CREATE_PER_WINDOW: 10_000_000, RATE_JOIN_PER_WINDOW: 10_000_000, OPEN_MATCHES_PER_CLIENT: 10_000_000, BOT_SEATS_MAX: 0 },
  });
  let rest;
  try {
    rest = restRuns > 0 ? await fuzzRest(server.url, ['train-and-railway', 'russian-railroads'], restRuns, seed) : undefined;
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const report = {
    command: `npm run fuzz -- --runs ${runs} --seed ${seed}`,
    mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    seconds: Math.round((Date.now() - started) / 1000),
    socket,
    rest,
  };
  const bad =
    socket.crashes + socket.storedChangesFromRefusedInput + (rest ? rest.serverErrors + rest.pollutedPrototype + rest.victimChanged : 0);
  if (v.json) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(`Fuzz, seed ${seed}, ${runs} inputs (${report.mode} mode, ${report.seconds} s)`);
    console.log(
      `  socket packets ${socket.runs}: refused by the guard ${socket.refusedByGuard}, reached the master ${socket.reachedMaster} ` +
        `(legal moves played ${socket.legalMovesPlayed}, over ${socket.matchesPlayed} matches); crashes ${socket.crashes}, ` +
        `stored changes from refused input ${socket.storedChangesFromRefusedInput}`,
    );
    if (rest) {
      const statuses = Object.entries(rest.byStatus).map(([s, n]) => `${s}: ${n}`).join(', ');
      console.log(`  REST requests ${rest.runs} (${statuses}); 5xx other than 503 ${rest.serverErrors}, polluted prototype ${rest.pollutedPrototype}, joined match changed ${rest.victimChanged}`);
    }
    for (const f of [...socket.failures, ...(rest?.failures ?? [])]) console.log(`  FAILURE ${f}`);
  }
  if (bad > 0) process.exitCode = 1;
}

if (isMain(import.meta.url)) void runTool(FUZZ_USAGE, main);
