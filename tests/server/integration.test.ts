// The whole server as users run it: server.ts in its own process on a random port with a fresh
// database. A match is created over REST and played with socket clients; mid-game the server
// is killed with SIGKILL and restarted; the game is finished, and nothing may be lost: every
// move a client saw acknowledged is in the log exactly once, in order.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameModule } from '../../games/kit/types';
import { referenceGame } from '../../tools/reference-game';
import { api, seatClient, SERVER_ENTRY, sleep, STAND_IN_BOT, tempDir, type BgClient } from './helpers';

/**
 * Every game the integration test plays, start to finish, across a server crash (seeded random
 * legal moves). Add games and seat counts here; `extraGame` only for games outside games/index.ts.
 */
const GAMES_TO_PLAY: { name: string; load: () => Promise<GameModule>; numPlayers: number; setupData?: unknown; extraGame?: string; killAfterMoves: number }[] = [
  { name: 'reference, 2 players', load: async () => referenceGame, numPlayers: 2, extraGame: 'reference', killAfterMoves: 6 },
  { name: 'reference, 4 players', load: async () => referenceGame, numPlayers: 4, extraGame: 'reference', killAfterMoves: 3 },
  { name: 'train-and-railway, 2 players', load: async () => (await import('../../games/train-and-railway')).trainAndRailway, numPlayers: 2, killAfterMoves: 10 },
  { name: 'russian-railroads, 2 players', load: async () => (await import('../../games/russian-railroads')).russianRailroads, numPlayers: 2, killAfterMoves: 40 },
  { name: 'lost-atlas, 2 players (Short)', load: async () => (await import('../../games/lost-atlas')).lostAtlas, numPlayers: 2, killAfterMoves: 15 },
];

const dir = tempDir('integration');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startChild(port: number, dbPath: string, extraGames: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_PATH: dbPath,
      UI_DIR: path.join(dir, 'no-ui'),
      RAILHOUSE_EXTRA_GAMES: extraGames.join(','),
      RAILHOUSE_BOT_MODULE: STAND_IN_BOT,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Railhouse serving')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return child;
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** A seeded choice among the enumerated moves, so real games end too. */
function chooser(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s % n;
  };
}

interface Table {
  spectator: BgClient;
  seats: BgClient[];
}

function sit(base: string, game: GameModule, matchID: string, creds: string[]): Table {
  return {
    spectator: seatClient(base, game, matchID, null),
    seats: creds.map((c, i) => seatClient(base, game, matchID, String(i), c)),
  };
}

function leave(t: Table) {
  t.spectator.stop();
  for (const c of t.seats) c.stop();
}

async function until<T>(get: () => T | undefined | null | false, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = get();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await sleep(5);
  }
}

type Played = { move: string; args: any[]; playerID: string };

/**
 * Plays up to `limit` moves. Each move is chosen from the mover's own (filtered) view, and sent
 * only when that view equals the authoritative state the spectator holds; the next move waits
 * for the spectator to see this one.
 */
async function play(t: Table, game: GameModule, limit: number, pick: (n: number) => number, played: Played[]) {
  for (let i = 0; i < limit; i++) {
    const s = await until(() => t.spectator.getState());
    if (s.ctx.gameover) return;
    const active = s.ctx.activePlayers ? Object.keys(s.ctx.activePlayers) : [s.ctx.currentPlayer];
    const playerID = active[0];
    const client = t.seats[Number(playerID)];
    const view = await until(() => {
      const v = client.getState();
      return v && v._stateID === s._stateID && JSON.stringify(v.ctx) === JSON.stringify(s.ctx) ? v : null;
    });
    const choices = game.game.ai!.enumerate(view.G, view.ctx, playerID) as { move: string; args?: any[] }[];
    expect(choices.length).toBeGreaterThan(0);
    const choice = choices[pick(choices.length)];
    client.moves[choice.move](...(choice.args ?? []));
    played.push({ move: choice.move, args: choice.args ?? [], playerID });
    await until(() => (t.spectator.getState()?._stateID ?? -1) > s._stateID);
  }
}

function movesInLog(log: readonly any[] | undefined): Played[] {
  return (log ?? [])
    .filter((e) => e.action.type === 'MAKE_MOVE')
    .map((e) => ({ move: e.action.payload.type, args: e.action.payload.args ?? [], playerID: e.action.payload.playerID }));
}

describe('a whole match across a server crash (server.ts in a child process)', () => {
  it.each(GAMES_TO_PLAY.map((g, i) => [g.name, i, g] as const))('%s: plays to the end across kill -9 and a restart', async (_name, i, spec) => {
    const game = await spec.load();
    const port = await freePort();
    const dbPath = path.join(dir, `match-${i}`, 'railhouse.db');
    const extra = spec.extraGame ? [spec.extraGame] : [];
    let child = await startChild(port, dbPath, extra);
    const base = `http://127.0.0.1:${port}`;
    try {
      const created = await api(base, 'POST', `/games/${game.id}/create`, { numPlayers: spec.numPlayers, setupData: spec.setupData });
      expect(created.status, created.text).toBe(200);
      const { matchID } = created.json;
      const creds: string[] = [];
      for (let p = 0; p < spec.numPlayers; p++) {
        const joined = await api(base, 'POST', `/games/${game.id}/${matchID}/join`, { playerID: String(p), playerName: `P${p}` });
        expect(joined.status).toBe(200);
        creds.push(joined.json.playerCredentials);
      }
      const pick = chooser(1234 + i);
      const played: Played[] = [];

      let table = sit(base, game, matchID, creds);
      await play(table, game, spec.killAfterMoves, pick, played);
      const seen = table.spectator.getState()!;
      expect(seen._stateID).toBeGreaterThan(0);
      await killHard(child);
      leave(table);

      child = await startChild(port, dbPath, extra);
      const health = await api(base, 'GET', '/health');
      expect(health.json).toMatchObject({ ok: true, storage: 'sqlite' });
      expect(health.json.matches).toBeGreaterThanOrEqual(1);
      table = sit(base, game, matchID, creds);
      const resumed = await until(() => table.spectator.getState());
      // Nothing a client saw acknowledged was lost.
      expect(resumed._stateID).toBe(seen._stateID);
      expect(resumed.G).toEqual(seen.G);
      expect(movesInLog(table.spectator.log)).toEqual(played);

      await play(table, game, 5000, pick, played);
      const final = await until(() => table.spectator.getState()?.ctx.gameover && table.spectator.getState());
      expect(final.ctx.gameover.winners.length).toBeGreaterThan(0);
      leave(table);

      // A fresh spectator after the game: the full log, each move exactly once, in order.
      const after = seatClient(base, game, matchID, null);
      const again = await until(() => after.getState());
      expect(again.ctx.gameover).toEqual(final.ctx.gameover);
      expect(again.G).toEqual(final.G);
      expect(movesInLog(after.log)).toEqual(played);
      after.stop();
      const listed = await api(base, 'GET', `/games/${game.id}?isGameover=true`);
      expect(listed.json.matches.map((m: any) => m.matchID)).toContain(matchID);
    } finally {
      await killHard(child);
    }
  }, 300_000);
});

describe('two server processes on one database', () => {
  it('joins racing for one seat through both processes: exactly one wins', async () => {
    const dbPath = path.join(dir, 'shared', 'railhouse.db');
    const ports = [await freePort(), await freePort()];
    const children = [await startChild(ports[0], dbPath, ['reference']), await startChild(ports[1], dbPath, ['reference'])];
    try {
      const bases = ports.map((p) => `http://127.0.0.1:${p}`);
      for (let round = 0; round < 3; round++) {
        const { matchID } = (await api(bases[0], 'POST', '/games/reference/create', { numPlayers: 2 })).json;
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            api(bases[i % 2], 'POST', `/games/reference/${matchID}/join`, { playerID: '1', playerName: `racer${i}` }),
          ),
        );
        expect(results.filter((r) => r.status === 200)).toHaveLength(1);
        expect(results.filter((r) => r.status === 409)).toHaveLength(7);
        const seen = await Promise.all(bases.map((b) => api(b, 'GET', `/games/reference/${matchID}`)));
        expect(seen[0].json.players[1].name).toBe(seen[1].json.players[1].name);
      }
    } finally {
      for (const c of children) await killHard(c);
    }
  }, 120_000);
});
