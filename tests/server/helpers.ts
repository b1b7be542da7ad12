// Shared by the server tests: in-process servers on free ports, REST calls, socket clients.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { GameModule } from '../../games/kit/types';
import { createRailhouseServer, type RailhouseServer, type RailhouseServerOptions } from '../../server/railhouse';
import { referenceGame } from '../../tools/reference-game';
import type { ServerLimits } from '../../server/limits';

export const STAND_IN_BOT = fileURLToPath(new URL('./stand-in-seat.ts', import.meta.url));
export const SERVER_ENTRY = fileURLToPath(new URL('../../server.ts', import.meta.url));

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `railhouse-${prefix}-`));
}

/**
 * Every test client comes from 127.0.0.1, so the per-client limits would count a whole test file
 * as one flooding client: they are lifted here, and tests/server/attacks.test.ts sets its own.
 */
export const TEST_LIMITS: Partial<ServerLimits> = {
  RATE_CREATE_PER_WINDOW: 100_000,
  RATE_JOIN_PER_WINDOW: 100_000,
  OPEN_MATCHES_PER_CLIENT: 100_000,
  SOCKETS_PER_CLIENT: 100_000,
  LOG_LINES_PER_CLIENT_PER_MINUTE: 100_000,
};

export async function startServer(opts: Partial<RailhouseServerOptions> & { dbPath: string }): Promise<RailhouseServer> {
  return createRailhouseServer({
    games: [referenceGame],
    port: 0,
    host: '127.0.0.1',
    botModule: STAND_IN_BOT,
    log: () => {},
    ...opts,
    limits: { ...TEST_LIMITS, ...opts.limits },
  });
}

export async function api(base: string, method: 'GET' | 'POST', route: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + route, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, headers: res.headers };
}

export async function createAndJoin(base: string, numPlayers = 2, gameId = 'reference') {
  const created = await api(base, 'POST', `/games/${gameId}/create`, { numPlayers });
  if (created.status !== 200) throw new Error(`create: ${created.status} ${created.text}`);
  const matchID: string = created.json.matchID;
  const seats: { playerID: string; credentials: string }[] = [];
  for (let i = 0; i < numPlayers; i++) {
    const joined = await api(base, 'POST', `/games/${gameId}/${matchID}/join`, { playerID: String(i), playerName: `P${i}` });
    if (joined.status !== 200) throw new Error(`join: ${joined.status} ${joined.text}`);
    seats.push({ playerID: String(i), credentials: joined.json.playerCredentials });
  }
  return { matchID, seats };
}

export type BgClient = ReturnType<typeof Client>;

export function seatClient(base: string, game: GameModule, matchID: string, playerID: string | null, credentials?: string): BgClient {
  const client = Client({
    game: game.game,
    multiplayer: SocketIO({ server: base }),
    matchID,
    playerID: playerID ?? undefined,
    credentials,
    debug: false,
  });
  client.start();
  return client;
}

/** Resolves with the first state (never null) for which `pred` holds. */
export function waitFor(client: BgClient, pred: (s: any) => boolean, ms = 15_000): Promise<any> {
  return new Promise((resolve, reject) => {
    let unsub = () => {};
    const timer = setTimeout(() => {
      unsub();
      reject(new Error('timed out waiting for a state'));
    }, ms);
    unsub = client.subscribe((s) => {
      if (s && pred(s)) {
        clearTimeout(timer);
        queueMicrotask(() => unsub());
        resolve(s);
      }
    });
  });
}

export function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * Plays `playerID` with the first enumerated move until gameover, one move per turn, each sent
 * only once the server's authoritative update for the previous one has arrived.
 */
export function autoPlay(client: BgClient, game: GameModule, playerID: string, ms = 60_000): Promise<any> {
  return new Promise((resolve, reject) => {
    let lastTurn = -1;
    const timer = setTimeout(() => reject(new Error(`seat ${playerID} timed out`)), ms);
    const unsub = client.subscribe((s) => {
      if (!s) return;
      if (s.ctx.gameover) {
        clearTimeout(timer);
        queueMicrotask(() => unsub());
        resolve(s);
        return;
      }
      if (s.ctx.currentPlayer !== playerID || s.ctx.turn === lastTurn) return;
      lastTurn = s.ctx.turn;
      const [choice] = game.game.ai!.enumerate(s.G, s.ctx, playerID) as { move: string; args?: any[] }[];
      setTimeout(() => client.moves[choice.move](...(choice.args ?? [])), 1);
    });
  });
}
