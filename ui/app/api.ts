// The server's lobby API: boardgame.io's REST routes through its LobbyClient, plus Railhouse's
// own routes (create with bots and unlisted matches, hand a seat to a bot, resign).
import { LobbyClient } from 'boardgame.io/client';
import type { LobbyAPI } from 'boardgame.io';
import type { Difficulty } from '../../bots/protocol';

export const SERVER = (import.meta.env.VITE_RAILHOUSE_SERVER ?? (typeof window !== 'undefined' ? window.location.origin : '')).replace(/\/$/, '');

const lobby = new LobbyClient({ server: SERVER });

export type Match = LobbyAPI.Match;

export interface CreateRequest {
  numPlayers: number;
  setupData: unknown;
  unlisted: boolean;
  bots?: Record<string, Difficulty>;
}

/** Turns any failed request into a sentence for the player. */
async function errorText(res: Response): Promise<string> {
  try {
    const body = await res.json();
    if (body && typeof body.error === 'string') return body.error;
    if (body && typeof body.message === 'string') return body.message;
  } catch {
    /* not JSON */
  }
  return `The server answered ${res.status} ${res.statusText}`.trim() + '.';
}

async function post<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${SERVER}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error('The server cannot be reached. Check your connection and try again.');
  }
  if (!res.ok) throw new Error(await errorText(res));
  const text = await res.text();
  return (text ? JSON.parse(text) : {}) as T;
}

function wrapLobbyError(e: unknown): Error {
  const err = e as { message?: string; details?: unknown };
  const details = err?.details as { error?: string } | string | undefined;
  if (details && typeof details === 'object' && typeof details.error === 'string') return new Error(details.error);
  if (typeof details === 'string' && details) return new Error(details);
  return new Error(err?.message ?? 'The server cannot be reached.');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open (unfinished, listed) matches of a game that moved in the last 24 hours. */
export async function listOpenMatches(game: string, now = Date.now()): Promise<Match[]> {
  try {
    const { matches } = await lobby.listMatches(game, { isGameover: false, updatedAfter: now - DAY_MS });
    return matches;
  } catch (e) {
    throw wrapLobbyError(e);
  }
}

export async function getMatch(game: string, matchID: string): Promise<Match> {
  try {
    return await lobby.getMatch(game, matchID);
  } catch (e) {
    throw wrapLobbyError(e);
  }
}

export async function joinMatch(game: string, matchID: string, playerID: string, playerName: string): Promise<string> {
  try {
    const { playerCredentials } = await lobby.joinMatch(game, matchID, { playerID, playerName });
    return playerCredentials;
  } catch (e) {
    throw wrapLobbyError(e);
  }
}

export async function leaveMatch(game: string, matchID: string, playerID: string, credentials: string): Promise<void> {
  try {
    await lobby.leaveMatch(game, matchID, { playerID, credentials });
  } catch (e) {
    throw wrapLobbyError(e);
  }
}

export async function createMatch(game: string, request: CreateRequest): Promise<string> {
  const { matchID } = await post<{ matchID: string }>(`/railhouse/games/${encodeURIComponent(game)}/create`, request);
  return matchID;
}

export async function handSeatToBot(game: string, matchID: string, playerID: string, credentials: string, difficulty: Difficulty) {
  await post(`/railhouse/games/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}/bot`, { playerID, credentials, difficulty });
}

export async function resign(game: string, matchID: string, playerID: string, credentials: string) {
  await post(`/railhouse/games/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}/resign`, { playerID, credentials });
}

/** The bot difficulty of a seat, when the server marks it (player data `{ bot: difficulty }`). */
export function seatBot(player: { data?: any; name?: string }): Difficulty | undefined {
  const bot = player?.data?.bot;
  if (bot === 'easy' || bot === 'normal' || bot === 'hard') return bot;
  if (bot === true) return 'normal';
  return undefined;
}
