// Railhouse's additions in front of boardgame.io's lobby API:
// - match creation (the lobby's create and playAgain, and /railhouse/games/:game/create with bot
//   seats) validates the seat count and the variants with the game's parseSetup and answers 400
//   with a readable {error}; only the normalised variants are stored as setupData;
// - a seat taken meanwhile by another join answers 409 instead of being overwritten;
// - bot seats: hand a seat to a bot, resign (the easy bot plays on);
// - /health.
import { randomBytes } from 'node:crypto';
import { credentialsMatch } from './auth';
import type Koa from 'koa';
import type { Server } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import type { ServedGame } from './games';
import type { BotRunner } from './bots';
import { isOriginAllowed, type OriginPolicy } from './transport';
import { SeatConflictError, type BotSeat, type Difficulty, type RailhouseStorage } from './storage/types';

export const DIFFICULTIES: Difficulty[] = ['easy', 'normal', 'hard'];
const BODY_LIMIT = 64 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function newCredentials(): string {
  return randomBytes(24).toString('base64url');
}

export function newMatchID(): string {
  return randomBytes(9).toString('base64url');
}

async function readJson(ctx: Koa.Context): Promise<any> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new HttpError(413, 'The request body is too large.');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  try {
    const body = JSON.parse(text);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error();
    return body;
  } catch {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
}

export interface CreateRequest {
  served: ServedGame;
  numPlayers: number;
  setupData: unknown;
  unlisted: boolean;
  bots: Record<string, Difficulty>;
}

/** Validates a creation request; throws HttpError with a sentence a person can read. */
export function validateCreate(games: ServedGame[], gameName: string, body: any, allowBots: boolean): CreateRequest {
  const served = games.find((g) => g.module.id === gameName);
  if (!served) throw new HttpError(404, `Game ${gameName} not found.`);
  const { module } = served;
  const raw = body.numPlayers;
  const numPlayers = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof numPlayers !== 'number' || !Number.isInteger(numPlayers) || numPlayers < module.minPlayers || numPlayers > module.maxPlayers) {
    throw new HttpError(
      400,
      `numPlayers must be a whole number from ${module.minPlayers} to ${module.maxPlayers} for ${module.name} (got ${JSON.stringify(raw) ?? 'nothing'}).`,
    );
  }
  let parsed;
  try {
    parsed = module.parseSetup(numPlayers, body.setupData);
  } catch (err) {
    throw new HttpError(400, `Invalid setupData: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!parsed.ok) throw new HttpError(400, parsed.error);
  if (body.unlisted !== undefined && typeof body.unlisted !== 'boolean') throw new HttpError(400, 'unlisted must be true or false.');
  const bots: Record<string, Difficulty> = {};
  if (body.bots !== undefined && body.bots !== null) {
    if (!allowBots) throw new HttpError(400, 'Bot seats are created through /railhouse/games/:game/create.');
    if (typeof body.bots !== 'object' || Array.isArray(body.bots)) throw new HttpError(400, 'bots must map seat numbers to easy, normal or hard.');
    for (const [seat, difficulty] of Object.entries(body.bots)) {
      const n = Number(seat);
      if (!/^\d+$/.test(seat) || n >= numPlayers) throw new HttpError(400, `Bot seat ${seat} does not exist in a ${numPlayers}-player match (seats 0 to ${numPlayers - 1}).`);
      if (!DIFFICULTIES.includes(difficulty as Difficulty)) throw new HttpError(400, `Bot difficulty for seat ${seat} must be easy, normal or hard (got ${JSON.stringify(difficulty)}).`);
      bots[String(n)] = difficulty as Difficulty;
    }
  }
  return { served, numPlayers, setupData: parsed.setup, unlisted: body.unlisted === true, bots };
}

export interface LobbyDeps {
  games: ServedGame[];
  storage: RailhouseStorage;
  bots: BotRunner;
  storageKind: string;
  /** Browser origins allowed to call the API (boardgame.io's CORS layer comes after our routes). */
  originPolicy: OriginPolicy;
}

export function botName(difficulty: Difficulty): string {
  return `Bot (${difficulty})`;
}

/** Creates and stores a match (bot seats joined and started); returns its ID. */
export async function createStoredMatch(deps: LobbyDeps, req: CreateRequest): Promise<string> {
  const made = createMatch({
    game: req.served.game,
    numPlayers: req.numPlayers,
    setupData: req.setupData,
    unlisted: req.unlisted,
  });
  if ('setupDataError' in made) throw new HttpError(400, made.setupDataError);
  const matchID = newMatchID();
  const seats: BotSeat[] = [];
  for (const [playerID, difficulty] of Object.entries(req.bots)) {
    const credentials = newCredentials();
    made.metadata.players[Number(playerID)] = {
      id: Number(playerID),
      name: botName(difficulty),
      credentials,
      data: { bot: difficulty },
    };
    seats.push({ matchID, playerID, gameName: req.served.module.id, difficulty, credentials });
  }
  await deps.storage.createMatch(matchID, made);
  for (const seat of seats) await deps.storage.saveBotSeat(seat);
  for (const seat of seats) deps.bots.start(seat);
  return matchID;
}

async function authenticatedSeat(storage: RailhouseStorage, matchID: string, playerID: unknown, credentials: unknown) {
  if (typeof playerID !== 'string' && typeof playerID !== 'number') throw new HttpError(400, 'playerID is required.');
  const { metadata } = await storage.fetch(matchID, { metadata: true });
  if (!metadata) throw new HttpError(404, `Match ${matchID} not found.`);
  const seat = metadata.players[Number(playerID)];
  if (!seat) throw new HttpError(404, `Player ${playerID} not found.`);
  if (!credentialsMatch(credentials, seat.credentials)) throw new HttpError(403, 'Invalid credentials.');
  if (metadata.gameover !== undefined) throw new HttpError(409, 'The match is over.');
  return { metadata, seat, playerID: String(playerID) };
}

/** Gives an authenticated seat to a bot: new credentials (the old ones stop working), a stored bot seat, a running bot. */
async function handToBot(deps: LobbyDeps, gameName: string, matchID: string, body: any, difficulty: Difficulty, extraData: Record<string, unknown>) {
  const { metadata, seat, playerID } = await authenticatedSeat(deps.storage, matchID, body.playerID, body.credentials);
  if (metadata.gameName !== gameName) throw new HttpError(404, `Match ${matchID} is not a ${gameName} match.`);
  const credentials = newCredentials();
  seat.credentials = credentials;
  seat.data = { ...(seat.data ?? {}), ...extraData, bot: difficulty };
  await deps.storage.setMetadata(matchID, metadata);
  const botSeat: BotSeat = { matchID, playerID, gameName, difficulty, credentials };
  await deps.storage.saveBotSeat(botSeat);
  deps.bots.start(botSeat);
}

function isApiPath(path: string): boolean {
  return /^\/(games|railhouse|socket\.io|health)(\/|$)/.test(path);
}

/** The middleware, mounted in front of boardgame.io's CORS and lobby router. */
export function railhouseLobby(deps: LobbyDeps): Koa.Middleware {
  return async (ctx, next) => {
    const path = ctx.path;
    const method = ctx.method;
    let m: RegExpExecArray | null;
    const origin = ctx.get('Origin');
    if (origin && isOriginAllowed(deps.originPolicy, origin, ctx.get('Host'))) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.vary('Origin');
    }
    try {
      // boardgame.io's API_SECRET guard runs after our routes: apply it to them as well.
      if (process.env.API_SECRET && /^\/(games|railhouse)(\/|$)/.test(path) && ctx.get('api-secret') !== process.env.API_SECRET) {
        throw new HttpError(403, 'Invalid API secret');
      }
      if (method === 'GET' && path === '/health') {
        ctx.body = { ok: true, storage: deps.storageKind, matches: await deps.storage.countMatches() };
        return;
      }
      if (method === 'POST' && (m = /^\/games\/([^/]+)\/create$/.exec(path))) {
        const req = validateCreate(deps.games, decodeURIComponent(m[1]), await readJson(ctx), false);
        ctx.body = { matchID: await createStoredMatch(deps, req) };
        return;
      }
      if (method === 'POST' && (m = /^\/games\/([^/]+)\/([^/]+)\/playAgain$/.exec(path))) {
        await playAgain(deps, ctx, decodeURIComponent(m[1]), decodeURIComponent(m[2]));
        return;
      }
      if (method === 'POST' && (m = /^\/railhouse\/games\/([^/]+)\/create$/.exec(path))) {
        const req = validateCreate(deps.games, decodeURIComponent(m[1]), await readJson(ctx), true);
        ctx.body = { matchID: await createStoredMatch(deps, req) };
        return;
      }
      if (method === 'POST' && (m = /^\/railhouse\/games\/([^/]+)\/([^/]+)\/bot$/.exec(path))) {
        const body = await readJson(ctx);
        if (!DIFFICULTIES.includes(body.difficulty)) throw new HttpError(400, 'difficulty must be easy, normal or hard.');
        await handToBot(deps, decodeURIComponent(m[1]), decodeURIComponent(m[2]), body, body.difficulty, {});
        ctx.body = {};
        return;
      }
      if (method === 'POST' && (m = /^\/railhouse\/games\/([^/]+)\/([^/]+)\/resign$/.exec(path))) {
        const body = await readJson(ctx);
        await handToBot(deps, decodeURIComponent(m[1]), decodeURIComponent(m[2]), body, 'easy', { resigned: true });
        ctx.body = {};
        return;
      }
      if (path.startsWith('/railhouse/')) throw new HttpError(404, `No route ${method} ${path}.`);
      await next();
    } catch (err) {
      if (err instanceof HttpError) {
        ctx.status = err.status;
        ctx.body = { error: err.message };
      } else if (err instanceof SeatConflictError) {
        ctx.status = 409;
        ctx.body = { error: err.message };
      } else {
        throw err;
      }
    }
  };
}

/** boardgame.io's playAgain, with the new match validated and seeded like any other. */
async function playAgain(deps: LobbyDeps, ctx: Koa.Context, gameName: string, matchID: string) {
  const body = await readJson(ctx);
  if (body.playerID === undefined || body.playerID === null) throw new HttpError(403, 'playerID is required.');
  const { metadata } = await deps.storage.fetch(matchID, { metadata: true });
  if (!metadata) throw new HttpError(404, `Match ${matchID} not found.`);
  const seat = metadata.players[Number(body.playerID)];
  if (!seat) throw new HttpError(404, `Player ${body.playerID} not found.`);
  if (!credentialsMatch(body.credentials, seat.credentials)) throw new HttpError(403, 'Invalid credentials.');
  if (metadata.nextMatchID) {
    ctx.body = { nextMatchID: metadata.nextMatchID };
    return;
  }
  const req = validateCreate(
    deps.games,
    gameName,
    {
      numPlayers: body.numPlayers ?? Object.keys(metadata.players).length,
      setupData: body.setupData ?? metadata.setupData,
      unlisted: body.unlisted,
    },
    false,
  );
  const nextMatchID = await createStoredMatch(deps, req);
  metadata.nextMatchID = nextMatchID;
  await deps.storage.setMetadata(matchID, metadata as Server.MatchData);
  ctx.body = { nextMatchID };
}

export { isApiPath };
