// Railhouse's additions in front of boardgame.io's lobby API:
// - match creation (the lobby's create and playAgain, and /railhouse/games/:game/create with bot
//   seats) validates the seat count and the variants with the game's parseSetup and answers 400
//   with a readable {error}; only the normalised variants are stored as setupData;
// - a seat taken meanwhile by another join answers 409 instead of being overwritten;
// - bot seats: hand a seat to a bot, resign (the easy bot plays on);
// - /health;
// - the framework's match routes (get, list, join, leave, update, rename) are replaced: every
//   identifier is checked against a strict pattern and looked up as an own property, names are
//   short plain strings, clients never set player data, listings come in bounded pages, and
//   creations and joins are rate-limited per client (design/stack.md, leak 10; limits.ts).
import { randomBytes } from 'node:crypto';
import { credentialsMatch } from './auth';
import type Koa from 'koa';
import type { Server } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import type { ServedGame } from './games';
import type { BotRunner } from './bots';
import { isOriginAllowed, type OriginPolicy } from './transport';
import { SeatConflictError, type BotSeat, type BotSeatClaim, type Difficulty, type RailhouseStorage } from './storage/types';
import { isGameName, isMatchID, nameProblem, seatIDOf, seatOf } from './input';
import type { ServerLimits } from './limits';
import { MemoryClientCounters, type ClientCounters } from './client-counters';
import type { SeatChanges } from './seat-changes';

export const DIFFICULTIES: Difficulty[] = ['easy', 'normal', 'hard'];
/** The largest JSON body a lobby route reads. */
export const BODY_LIMIT = 64 * 1024;
/** Bytes of a body past its limit read and dropped so that the client gets the 413; past them the connection is cut. */
export const DRAIN_LIMIT = 4 * 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Seconds, for a 429 or 503: when the client may try again. */
    readonly retryAfter?: number,
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
    // Past the limit the rest is read and dropped (so the client gets the 413, not a reset),
    // up to a point where the connection is simply cut.
    if (size > DRAIN_LIMIT) {
      ctx.req.destroy();
      break;
    }
    if (size <= BODY_LIMIT) chunks.push(chunk);
  }
  if (size > BODY_LIMIT) throw new HttpError(413, `The request body is too large (at most ${BODY_LIMIT / 1024} kB).`);
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
export function validateCreate(games: ServedGame[], gameName: string, body: any, allowBots: boolean, limits?: ServerLimits): CreateRequest {
  const served = servedGame(games, gameName);
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
    const hard = Object.values(bots).filter((d) => d === 'hard').length;
    if (limits && hard > limits.HARD_BOTS_PER_MATCH) {
      throw new HttpError(400, `A match can have at most ${limits.HARD_BOTS_PER_MATCH} hard bots (asked for ${hard}); make the others normal or easy.`);
    }
  }
  return { served, numPlayers, setupData: parsed.setup, unlisted: body.unlisted === true, bots };
}

/** The served game named `gameName`; 404 for anything else (unknown, or not a game name at all). */
function servedGame(games: ServedGame[], gameName: string): ServedGame {
  const served = isGameName(gameName) ? games.find((g) => g.module.id === gameName) : undefined;
  if (!served) throw new HttpError(404, `Game ${gameName.slice(0, 40)} not found.`);
  return served;
}

export interface LobbyDeps {
  games: ServedGame[];
  limits: ServerLimits;
  storage: RailhouseStorage;
  bots: BotRunner;
  storageKind: string;
  /** Browser origins allowed to call the API (boardgame.io's CORS layer comes after our routes). */
  originPolicy: OriginPolicy;
  /** Per-client counts: in this process, or in Redis for every process (client-counters.ts). */
  counters: ClientCounters;
  openMatches: OpenMatches;
  /** Told of every seat whose credentials change, so sockets bound to the old ones lose the seat (transport.ts). */
  seatChanges?: Pick<SeatChanges, 'changed'>;
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
  if (seats.length === 0) {
    await deps.storage.createMatch(matchID, made);
    return matchID;
  }
  // The cap's count and the claim are one transaction of the store (serialised across processes),
  // so simultaneous creates cannot all pass a count none of them has added to yet.
  const claim = await deps.storage.createMatchWithBotSeats(matchID, made, seats, deps.limits.BOT_SEATS_MAX);
  if (!claim.ok) throw claimRefused(deps, claim);
  for (const seat of seats) deps.bots.start(seat);
  return matchID;
}

/** The error for a refused claim: 503 when the server's bot seats (each a worker thread, on any process) are all taken. */
function claimRefused(deps: LobbyDeps, claim: Exclude<BotSeatClaim, { ok: true }>): HttpError {
  if (claim.reason === 'gone') return new HttpError(404, 'The match was removed meanwhile.');
  if (claim.reason === 'over') return new HttpError(409, 'The match is over.');
  return new HttpError(
    503,
    `This server's ${deps.limits.BOT_SEATS_MAX} bot seats are all in use (${claim.busy} playing); try again in a few minutes, or with fewer bots.`,
    60,
  );
}

/** The stored match `matchID` of `gameName`; 404 when there is none (or the ID could name none). */
async function fetchMatch(storage: RailhouseStorage, gameName: string, matchID: string): Promise<Server.MatchData> {
  if (!isMatchID(matchID)) throw new HttpError(404, 'No such match: a match ID is letters, digits, - and _.');
  const { metadata } = await storage.fetch(matchID, { metadata: true });
  if (!metadata || metadata.gameName !== gameName) throw new HttpError(404, `Match ${matchID} not found.`);
  return metadata;
}

/** The seat `playerID` of the match, as an own property; 400/404 otherwise. */
function matchSeat(metadata: Server.MatchData, playerID: unknown): { seat: Server.PlayerMetadata; playerID: string } {
  if (playerID === undefined || playerID === null) throw new HttpError(400, 'playerID is required.');
  const id = seatIDOf(playerID);
  if (id === null) throw new HttpError(400, 'playerID must be a seat number such as "0".');
  const seat = seatOf(metadata, id);
  if (!seat) throw new HttpError(404, `Seat ${id} does not exist in this match (seats 0 to ${Object.keys(metadata.players).length - 1}).`);
  return { seat, playerID: id };
}

async function authenticatedSeat(storage: RailhouseStorage, gameName: string, matchID: string, playerID: unknown, credentials: unknown) {
  const metadata = await fetchMatch(storage, gameName, matchID);
  const { seat, playerID: id } = matchSeat(metadata, playerID);
  if (!credentialsMatch(credentials, seat.credentials)) throw new HttpError(403, 'Invalid credentials.');
  return { metadata, seat, playerID: id };
}

/**
 * Gives an authenticated seat to a bot: new credentials (the old ones stop working), a stored bot
 * seat, a running bot. `capped`: refused (503) when the server's bot seats are all taken; a
 * resign is not, as refusing it would hold a player in a match they are leaving and stall
 * the others, so resigned seats may take the count past the cap (and count against it after).
 */
async function handToBot(
  deps: LobbyDeps,
  gameName: string,
  matchID: string,
  body: any,
  difficulty: Difficulty,
  extraData: Record<string, unknown>,
  capped: boolean,
) {
  const { metadata, seat, playerID } = await authenticatedSeat(deps.storage, gameName, matchID, body.playerID, body.credentials);
  if (metadata.gameover !== undefined) throw new HttpError(409, 'The match is over.');
  if (difficulty === 'hard') {
    const hard = Object.values(metadata.players).filter((p) => p.data?.bot === 'hard').length;
    if (hard >= deps.limits.HARD_BOTS_PER_MATCH) throw new HttpError(400, `A match can have at most ${deps.limits.HARD_BOTS_PER_MATCH} hard bots.`);
  }
  const credentials = newCredentials();
  seat.credentials = credentials;
  seat.data = { ...(seat.data ?? {}), ...extraData, bot: difficulty };
  // Until the bot's own socket syncs: the one that set it was the old holder's.
  seat.isConnected = false;
  const botSeat: BotSeat = { matchID, playerID, gameName, difficulty, credentials };
  const claim = await deps.storage.setMetadataWithBotSeat(matchID, metadata, botSeat, capped ? deps.limits.BOT_SEATS_MAX : null);
  if (!claim.ok) throw claimRefused(deps, claim);
  await deps.seatChanges?.changed(matchID, playerID);
  deps.bots.start(botSeat);
}

function isApiPath(path: string): boolean {
  return /^\/(games|railhouse|socket\.io|health)(\/|$)/.test(path);
}

/** The client's address, for the per-client limits. */
function clientKey(ctx: Koa.Context): string {
  return ctx.ip || ctx.req.socket.remoteAddress || 'unknown';
}

/** The rate windows, by what they count. */
const RATES = {
  create: { what: 'new matches', max: (l: ServerLimits) => l.RATE_CREATE_PER_WINDOW },
  join: { what: 'joins', max: (l: ServerLimits) => l.RATE_JOIN_PER_WINDOW },
} as const;

async function rateLimited(deps: LobbyDeps, ctx: Koa.Context, kind: keyof typeof RATES) {
  const { what, max } = RATES[kind];
  const waitMs = await deps.counters.take(kind, clientKey(ctx), max(deps.limits), deps.limits.RATE_WINDOW_MS);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new HttpError(429, `Too many ${what} from your address; try again in ${seconds} s.`, seconds);
  }
}

/**
 * The matches each client created, to bound how many it keeps open (in memory: forgotten on
 * restart; in Redis: kept, and counted across processes).
 */
class OpenMatches {
  constructor(
    private readonly storage: RailhouseStorage,
    private readonly counters: ClientCounters,
  ) {}

  /** Throws 429 when `client` already has `max` matches that are not over and still wait for a player. */
  async check(client: string, max: number) {
    const mine = await this.counters.openMatches(client);
    const done: string[] = [];
    for (const id of mine) {
      const { metadata } = await this.storage.fetch(id, { metadata: true });
      const waiting = metadata && metadata.gameover === undefined && Object.values(metadata.players).some((p) => !p.name);
      if (!waiting) done.push(id);
    }
    await this.counters.dropOpenMatches(client, done);
    const open = mine.length - done.length;
    if (open >= max) {
      throw new HttpError(429, `You have ${open} matches waiting for players; start, finish or leave one before opening another.`, 60);
    }
  }

  add(client: string, matchID: string): Promise<void> {
    return this.counters.addOpenMatch(client, matchID);
  }
}

/** A match as the lobby shows it: the metadata without any seat's credentials. */
function publicMatch(matchID: string, metadata: Server.MatchData) {
  return {
    ...metadata,
    matchID,
    players: Object.values(metadata.players).map(({ credentials, ...rest }) => rest),
  };
}

function queryValue(ctx: Koa.Context, key: string): string | undefined {
  const v = ctx.query[key];
  return Array.isArray(v) ? v[0] : v;
}

/** A whole number from the query, within bounds; 400 with the reason otherwise. */
function queryInt(ctx: Koa.Context, key: string, min: number, max: number): number | undefined {
  const raw = queryValue(ctx, key);
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new HttpError(400, `${key} must be a whole number from ${min} to ${max}.`);
  return n;
}

/**
 * GET /games/:name, in pages: the framework's filters (isGameover, updatedBefore, updatedAfter,
 * read as it reads them), newest first, `limit` (at most LIST_PAGE_MAX) from `offset`; the reply
 * says the total and where the next page starts.
 */
async function listMatches(deps: LobbyDeps, ctx: Koa.Context, gameName: string) {
  servedGame(deps.games, gameName);
  const over = queryValue(ctx, 'isGameover')?.toLowerCase();
  const isGameover = over === 'true' ? true : over === 'false' ? false : undefined;
  const positive = (key: string) => {
    const n = Number.parseInt(queryValue(ctx, key) ?? '', 10);
    return n > 0 ? n : undefined;
  };
  const limit = queryInt(ctx, 'limit', 1, deps.limits.LIST_PAGE_MAX) ?? deps.limits.LIST_PAGE_MAX;
  const offset = queryInt(ctx, 'offset', 0, 1_000_000) ?? 0;
  const ids = await deps.storage.listMatches({
    gameName,
    where: { isGameover, updatedBefore: positive('updatedBefore'), updatedAfter: positive('updatedAfter') },
  });
  const matches = [];
  let listed = 0;
  for (let i = ids.length - 1; i >= 0; i--) {
    const { metadata } = await deps.storage.fetch(ids[i], { metadata: true });
    if (!metadata || metadata.unlisted) continue;
    if (listed >= offset && matches.length < limit) matches.push(publicMatch(ids[i], metadata));
    listed++;
  }
  ctx.body = { matches, total: listed, nextOffset: offset + matches.length < listed ? offset + matches.length : null };
}

/** POST /games/:name/:id/join: a named player takes a free seat (the first one when none is named). */
async function join(deps: LobbyDeps, ctx: Koa.Context, gameName: string, matchID: string) {
  await rateLimited(deps, ctx, 'join');
  const body = await readJson(ctx);
  const problem = nameProblem(body.playerName, deps.limits.NAME_MAX);
  if (problem) throw new HttpError(400, problem);
  if (body.data !== undefined) throw new HttpError(400, 'Player data is set by the server, not by a join.');
  const metadata = await fetchMatch(deps.storage, gameName, matchID);
  if (metadata.gameover !== undefined) throw new HttpError(409, 'The match is over.');
  let playerID = body.playerID;
  if (playerID === undefined || playerID === null) {
    playerID = Object.keys(metadata.players).find((id) => !metadata.players[Number(id)].name);
    if (playerID === undefined) throw new HttpError(409, 'Every seat of this match is taken.');
  }
  const { seat, playerID: id } = matchSeat(metadata, playerID);
  if (seat.name) throw new HttpError(409, `Seat ${Number(id) + 1} was just taken by ${seat.name}.`);
  const playerCredentials = newCredentials();
  seat.name = body.playerName.trim();
  seat.credentials = playerCredentials;
  try {
    await deps.storage.setMetadata(matchID, metadata);
  } catch (err) {
    if (err instanceof SeatConflictError) throw new HttpError(409, `Seat ${Number(id) + 1} was just taken.`);
    throw err;
  }
  await deps.seatChanges?.changed(matchID, id);
  ctx.body = { playerID: id, playerCredentials };
}

/** POST /games/:name/:id/leave: the seat is free again; a match nobody is left in is removed. */
async function leave(deps: LobbyDeps, ctx: Koa.Context, gameName: string, matchID: string) {
  const body = await readJson(ctx);
  const { metadata, seat, playerID } = await authenticatedSeat(deps.storage, gameName, matchID, body.playerID, body.credentials);
  delete seat.name;
  delete seat.credentials;
  // Nobody holds the seat, so nobody is connected to it; the leaver's sockets, proving credentials
  // the seat no longer has, cannot set the flag again.
  seat.isConnected = false;
  const anyoneLeft = Object.values(metadata.players).some((p) => p.name);
  if (anyoneLeft) await deps.storage.setMetadata(matchID, metadata);
  else await deps.storage.wipe(matchID);
  await deps.seatChanges?.changed(matchID, playerID);
  ctx.body = {};
}

/** POST /games/:name/:id/update (and the deprecated /rename): a seated player changes its name. */
async function rename(deps: LobbyDeps, ctx: Koa.Context, gameName: string, matchID: string) {
  const body = await readJson(ctx);
  if (body.data !== undefined) throw new HttpError(400, 'Player data is set by the server, not by a client.');
  const problem = nameProblem(body.newName, deps.limits.NAME_MAX);
  if (problem) throw new HttpError(400, problem);
  const { metadata, seat } = await authenticatedSeat(deps.storage, gameName, matchID, body.playerID, body.credentials);
  seat.name = body.newName.trim();
  await deps.storage.setMetadata(matchID, metadata);
  ctx.body = {};
}

/** The middleware, mounted in front of boardgame.io's CORS and lobby router. */
export function railhouseLobby(deps: Omit<LobbyDeps, 'counters' | 'openMatches'> & { counters?: ClientCounters }): Koa.Middleware {
  const counters = deps.counters ?? new MemoryClientCounters();
  const full: LobbyDeps = { ...deps, counters, openMatches: new OpenMatches(deps.storage, counters) };
  const create = async (ctx: Koa.Context, gameName: string, allowBots: boolean) => {
    await rateLimited(full, ctx, 'create');
    const req = validateCreate(full.games, gameName, await readJson(ctx), allowBots, full.limits);
    const client = clientKey(ctx);
    await full.openMatches.check(client, full.limits.OPEN_MATCHES_PER_CLIENT);
    const matchID = await createStoredMatch(full, req);
    await full.openMatches.add(client, matchID);
    ctx.body = { matchID };
  };
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
      if ((m = /^\/games\/([^/]+)\/create$/.exec(path)) && method === 'POST') {
        await create(ctx, decodePart(m[1]), false);
        return;
      }
      if ((m = /^\/games\/([^/]+)\/([^/]+)\/(join|leave|update|rename|playAgain)$/.exec(path)) && method === 'POST') {
        const [gameName, matchID, action] = [decodePart(m[1]), decodePart(m[2]), m[3]];
        servedGame(full.games, gameName);
        if (action === 'join') await join(full, ctx, gameName, matchID);
        else if (action === 'leave') await leave(full, ctx, gameName, matchID);
        else if (action === 'playAgain') await playAgain(full, ctx, gameName, matchID);
        else await rename(full, ctx, gameName, matchID);
        return;
      }
      if ((m = /^\/games\/([^/]+)\/([^/]+)$/.exec(path)) && method === 'GET') {
        const [gameName, matchID] = [decodePart(m[1]), decodePart(m[2])];
        servedGame(full.games, gameName);
        ctx.body = publicMatch(matchID, await fetchMatch(full.storage, gameName, matchID));
        return;
      }
      if ((m = /^\/games\/([^/]+)$/.exec(path)) && method === 'GET') {
        await listMatches(full, ctx, decodePart(m[1]));
        return;
      }
      if ((m = /^\/railhouse\/games\/([^/]+)\/create$/.exec(path)) && method === 'POST') {
        await create(ctx, decodePart(m[1]), true);
        return;
      }
      if ((m = /^\/railhouse\/games\/([^/]+)\/([^/]+)\/record$/.exec(path)) && method === 'GET') {
        const [gameName, matchID] = [decodePart(m[1]), decodePart(m[2])];
        servedGame(full.games, gameName);
        ctx.body = await finishedMatchRecord(full.storage, gameName, matchID);
        return;
      }
      if ((m = /^\/railhouse\/games\/([^/]+)\/([^/]+)\/(bot|resign)$/.exec(path)) && method === 'POST') {
        const [gameName, matchID] = [decodePart(m[1]), decodePart(m[2])];
        servedGame(full.games, gameName);
        const body = await readJson(ctx);
        if (m[3] === 'bot') {
          if (!DIFFICULTIES.includes(body.difficulty)) throw new HttpError(400, 'difficulty must be easy, normal or hard.');
          await handToBot(full, gameName, matchID, body, body.difficulty, {}, true);
        } else {
          await handToBot(full, gameName, matchID, body, 'easy', { resigned: true }, false);
        }
        ctx.body = {};
        return;
      }
      // What is left of the lobby API is the list of game names (GET /games) and CORS preflights
      // (answered by the framework's CORS layer); nothing else under /games or /railhouse reaches
      // the framework's own routes.
      if (method !== 'OPTIONS' && /^\/(games|railhouse)\//.test(path)) throw new HttpError(404, `No route ${method} ${path.slice(0, 80)}.`);
      await next();
    } catch (err) {
      if (err instanceof HttpError) {
        ctx.status = err.status;
        if (err.retryAfter !== undefined) ctx.set('Retry-After', String(err.retryAfter));
        ctx.body = { error: err.message };
        // A body past its limit may still be coming: the connection is not worth keeping.
        if (err.status === 413) ctx.set('Connection', 'close');
      } else if (err instanceof SeatConflictError) {
        ctx.status = 409;
        ctx.body = { error: err.message };
      } else {
        throw err;
      }
    }
  };
}

/** A path segment, decoded; a malformed escape is a 400, not a crash. */
function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new HttpError(400, 'The address has a malformed %-escape.');
  }
}

/**
 * GET /railhouse/games/:name/:id/record: what a replay is built from (games/kit/replay.ts):
 * the initial state (with the random plugin's seed) and the whole log, unredacted. Only once the
 * match is over: then nothing in it is secret any more (the decision is written in replay.ts);
 * before, it would give away every hand and every draw to come.
 */
async function finishedMatchRecord(storage: RailhouseStorage, gameName: string, matchID: string) {
  const metadata = await fetchMatch(storage, gameName, matchID);
  const { state, initialState, log } = await storage.fetch(matchID, { state: true, initialState: true, log: true });
  if (!state || !initialState) throw new HttpError(404, `Match ${matchID} has no stored state.`);
  if (!state.ctx.gameover) throw new HttpError(403, 'This match is still being played: its replay opens when it ends.');
  return {
    matchID,
    gameName,
    players: publicMatch(matchID, metadata).players,
    initialState,
    // The master strips credentials from actions before it logs them; stripped again all the same.
    log: (log ?? []).map((entry) => {
      const { credentials: _credentials, ...payload } = ((entry.action as any)?.payload ?? {}) as Record<string, unknown>;
      return { ...entry, action: { ...entry.action, payload } };
    }),
    finalStateID: state._stateID,
  };
}

/** boardgame.io's playAgain, with the new match validated and seeded like any other. */
async function playAgain(deps: LobbyDeps, ctx: Koa.Context, gameName: string, matchID: string) {
  await rateLimited(deps, ctx, 'create');
  const body = await readJson(ctx);
  const { metadata } = await authenticatedSeat(deps.storage, gameName, matchID, body.playerID, body.credentials);
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
