// What a request may name, checked before any value reaches an object as a key: match IDs, game
// names and seats follow strict patterns, a seat is looked up as an own property of the match's
// players (so "__proto__" or "constructor" name nothing), and a player's name is a short plain
// string. boardgame.io 0.50.2 checks none of these (design/stack.md, leak 10).
import type { Server } from 'boardgame.io';

/** Our match IDs are 12 base64url characters; older or test IDs are kept to the same alphabet. */
export const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const GAME_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;
const SEAT_ID = /^(0|[1-9][0-9]{0,2})$/;

export function isMatchID(value: unknown): value is string {
  return typeof value === 'string' && MATCH_ID.test(value);
}

export function isGameName(value: unknown): value is string {
  return typeof value === 'string' && GAME_NAME.test(value);
}

/** A seat ID as the framework writes it ("0", "1", …); a number is accepted and made a string. */
export function seatIDOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) value = String(value);
  return typeof value === 'string' && SEAT_ID.test(value) ? value : null;
}

/** The match's seat for `playerID`, only when it is one of the match's own seats. */
export function seatOf(metadata: Server.MatchData | undefined, playerID: unknown): Server.PlayerMetadata | undefined {
  const id = seatIDOf(playerID);
  if (id === null || !metadata || typeof metadata.players !== 'object' || metadata.players === null) return undefined;
  return Object.prototype.hasOwnProperty.call(metadata.players, id) ? (metadata.players as Record<string, Server.PlayerMetadata>)[id] : undefined;
}

// C0 and C1 controls, and the line and paragraph separators, which break one-line displays.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** null when `name` is a valid player name (a string of 1..max characters once trimmed); else why not. */
export function nameProblem(name: unknown, max: number): string | null {
  if (typeof name !== 'string') return `A player name must be text (got ${name === null ? 'null' : Array.isArray(name) ? 'a list' : typeof name}).`;
  const trimmed = name.trim();
  if (trimmed === '') return 'A player name cannot be empty.';
  if ([...trimmed].length > max) return `A player name can be at most ${max} characters (got ${[...trimmed].length}).`;
  if (CONTROL.test(trimmed)) return 'A player name cannot contain control characters.';
  return null;
}
