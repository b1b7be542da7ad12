// The allow-list at the socket: what a client may send to boardgame.io's master. The 0.50.2 master
// runs any action a seat sends, including the internal UPDATE that replaces the whole state, every
// event (endGame naming a winner), a move named "constructor", or a move made in another seat's
// name (the reducer reads payload.playerID, the credentials check reads the packet's playerID).
// Here only a seat's own MAKE_MOVE of a move the game defines passes, plus UNDO/REDO where the game
// allows undo and the events the game's config enables for clients (none, in our games).
import type { Game, Server } from 'boardgame.io';
import { isMatchID, seatIDOf, seatOf } from './input';
import { credentialsMatch } from './auth';
import type { RailhouseStorage } from './storage/types';

const MAKE_MOVE = 'MAKE_MOVE';
const GAME_EVENT = 'GAME_EVENT';
const UNDO = 'UNDO';
const REDO = 'REDO';

/** A move's arguments larger than this (as JSON) are refused before the reducer sees them. */
export const MAX_ACTION_JSON = 16 * 1024;

export interface ClientRules {
  /** Every move name the game defines, as own properties of its move tables (phases and stages too). */
  moves: Set<string>;
  /** Events a client may send: those the Game config does not switch off. */
  events: Set<string>;
  undo: boolean;
}

function ownKeys(table: unknown): string[] {
  return table && typeof table === 'object' ? Object.keys(table) : [];
}

/** What a client may send for `game`, read once from its config. */
export function clientRules(game: Game): ClientRules {
  const moves = new Set<string>(ownKeys(game.moves));
  const addStages = (turn: any) => {
    for (const stage of Object.values(turn?.stages ?? {})) for (const name of ownKeys((stage as any)?.moves)) moves.add(name);
  };
  addStages(game.turn);
  for (const phase of Object.values(game.phases ?? {})) {
    for (const name of ownKeys((phase as any)?.moves)) moves.add(name);
    addStages((phase as any)?.turn);
  }
  const enabled: string[] = (game as any).flow?.enabledEventNames ?? [];
  return { moves, events: new Set(enabled), undo: !game.disableUndo };
}

/** A short, safe label for a value a client sent (String() throws on some objects). */
export function label(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v.slice(0, 40)) : v === null ? 'null' : typeof v;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

function jsonSize(v: unknown): number {
  try {
    return JSON.stringify(v)?.length ?? 0;
  } catch {
    return Infinity;
  }
}

/**
 * null when the update packet `[action, stateID, matchID, playerID]` may reach the master for a
 * match with `metadata`; otherwise why not. The master still checks credentials, the turn and the
 * stateID; the move itself still checks its arguments.
 */
export function updateProblem(rules: ClientRules, seats: ReadonlySet<string>, args: unknown[]): string | null {
  const [action, stateID, matchID, playerID] = args;
  if (!isMatchID(matchID)) return 'bad match ID';
  if (!Number.isInteger(stateID) || (stateID as number) < 0) return 'bad stateID';
  const seat = seatIDOf(playerID);
  if (seat === null || typeof playerID !== 'string' || !seats.has(seat)) return 'not a seat of this match';
  if (!isPlainObject(action)) return 'action is not an object';
  const payload = action.payload;
  if (!isPlainObject(payload)) return 'action without payload';
  if (payload.playerID !== playerID) return "an action in another seat's name";
  if (typeof payload.credentials !== 'string') return 'no credentials';
  if (jsonSize(action) > MAX_ACTION_JSON) return 'action too large';
  switch (action.type) {
    case MAKE_MOVE:
      if (typeof payload.type !== 'string' || !rules.moves.has(payload.type)) return `no move ${label(payload.type)}`;
      if (payload.args !== undefined && payload.args !== null && !Array.isArray(payload.args)) return 'move arguments are not a list';
      return null;
    case UNDO:
    case REDO:
      if (!rules.undo) return 'undo is switched off in this game';
      return null;
    case GAME_EVENT:
      if (typeof payload.type !== 'string' || !rules.events.has(payload.type)) return `event ${label(payload.type)} is not open to clients`;
      return null;
    default:
      return `action type ${label(action.type)} is not accepted from clients`;
  }
}

/** Control characters a chat line may not carry (newline and tab may: a message can have lines). */
const CHAT_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * null when a chat message `[matchID, message, credentials]` may reach the master; else why not.
 * The 0.50.2 master relays the message object exactly as sent, to every socket of the match, after
 * checking only the credentials (and not even those when a match has none): so the shape, the
 * text and the seat are checked here. Only seated players chat; a spectator has no credentials.
 */
export function chatProblem(metadata: Server.MatchData, args: unknown[], maxChars: number): string | null {
  const [matchID, message, credentials] = args;
  if (!isMatchID(matchID)) return 'bad match ID';
  if (!isPlainObject(message)) return 'chat message is not an object';
  if (Object.keys(message).some((k) => k !== 'id' && k !== 'sender' && k !== 'payload')) return 'chat message with unknown fields';
  if (typeof message.id !== 'string' || message.id.length === 0 || message.id.length > 64) return 'bad chat message id';
  const seat = typeof message.sender === 'string' ? seatOf(metadata, message.sender) : undefined;
  if (!seat) return 'chat sender is not a seat of this match';
  if (!credentialsMatch(credentials, seat.credentials)) return 'chat in the name of a seat this socket has not proven';
  if (typeof message.payload !== 'string') return 'chat message is not text';
  if (message.payload.trim() === '') return 'empty chat message';
  if ([...message.payload].length > maxChars) return `chat message longer than ${maxChars} characters`;
  if (CHAT_CONTROL.test(message.payload)) return 'chat message with control characters';
  return null;
}

/** What never changes about a match once created: its game and its seat IDs. */
export interface MatchFacts {
  gameName: string | undefined;
  seats: ReadonlySet<string>;
}

/**
 * The facts of the matches whose moves this process guards, read once from the store: the guard
 * would otherwise read a match's metadata for every move, on top of the master's own read. Only
 * matches that exist are remembered, and a match's game and seats never change; a match wiped
 * since is still refused by the master, which reads the store itself. The oldest entries go first
 * past `capacity`.
 */
export class MatchFactsCache {
  private readonly facts = new Map<string, MatchFacts>();

  constructor(
    private readonly storage: Pick<RailhouseStorage, 'fetch'>,
    private readonly capacity = 50_000,
  ) {}

  async of(matchID: string): Promise<MatchFacts | undefined> {
    const known = this.facts.get(matchID);
    if (known) return known;
    const { metadata } = await this.storage.fetch(matchID, { metadata: true });
    if (!metadata) return undefined;
    const facts = { gameName: metadata.gameName, seats: new Set(Object.keys(metadata.players ?? {}).filter((id) => seatOf(metadata, id))) };
    if (this.facts.size >= this.capacity) this.facts.delete(this.facts.keys().next().value!);
    this.facts.set(matchID, facts);
    return facts;
  }

  get size(): number {
    return this.facts.size;
  }
}

/**
 * null when a packet a socket sent on `game`'s namespace may reach boardgame.io's handlers;
 * otherwise why not. `packet` is [event, ...args] as socket.io hands it to middleware. Updates are
 * checked against `facts` (one store read per match, not per move).
 */
export async function packetRefusal(
  storage: Pick<RailhouseStorage, 'fetch'>,
  game: Game,
  rules: ClientRules,
  chatMax: number,
  packet: unknown[],
  facts: MatchFactsCache = new MatchFactsCache(storage),
): Promise<string | null> {
  const [event, matchID, playerID] = packet;
  if (event === 'sync') {
    if (!isMatchID(matchID)) return 'bad match ID';
    const { metadata } = await storage.fetch(matchID, { metadata: true });
    if (!metadata || metadata.gameName !== game.name) return 'no such match'; // dropped: nothing is created
    if (playerID !== null && playerID !== undefined) {
      // Checked here too (the master checks again) so that the identity the sync reply's
      // initialState is filtered for is always one this socket has proven.
      const seat = seatOf(metadata, playerID);
      if (!seat || typeof playerID !== 'string' || !credentialsMatch(packet[3], seat.credentials)) return 'not this seat';
    }
    return null;
  }
  // ['update', action, stateID, matchID, playerID] / ['chat', matchID, message, credentials]:
  // a match is only ever moved by its own game's reducer, and only by what a seat may send.
  if (event === 'update') {
    const id = packet[3];
    if (!isMatchID(id)) return 'bad match ID';
    const match = await facts.of(id);
    if (!match || match.gameName !== game.name) return 'no such match';
    return updateProblem(rules, match.seats, packet.slice(1));
  }
  if (event === 'chat') {
    const id = packet[1];
    if (!isMatchID(id)) return 'bad match ID';
    const { metadata } = await storage.fetch(id, { metadata: true });
    if (!metadata || metadata.gameName !== game.name) return 'no such match';
    return chatProblem(metadata, packet.slice(1), chatMax);
  }
  return `event ${label(event)} is not accepted`;
}
