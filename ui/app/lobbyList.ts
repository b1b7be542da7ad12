// What the lobby offers as open: pure, so the rules are tested without a server.
import type { Match } from './api';
import { seatBot } from './api';

/** A waiting match nobody has touched for this long, with nobody connected, is abandoned. */
export const ABANDONED_AFTER_MS = 15 * 60_000;

export function freeSeats(match: Match): Match['players'] {
  return match.players.filter((p) => !p.name && !seatBot(p));
}

/**
 * The matches to offer as open: a free seat, not mine (those are listed apart), and not abandoned
 * (nobody seated is connected and nothing happened for a while).
 */
export function matchesToOffer(matches: Match[], mine: Set<string>, now = Date.now()): Match[] {
  return matches.filter((m) => {
    if (mine.has(m.matchID) || freeSeats(m).length === 0) return false;
    const someoneHere = m.players.some((p) => p.name && p.isConnected);
    return someoneHere || now - (m.updatedAt ?? m.createdAt ?? 0) < ABANDONED_AFTER_MS;
  });
}

/** "Seat 2", as the seat lists on screen number them. */
export function seatLabel(playerID: string | number): string {
  return `Seat ${Number(playerID) + 1}`;
}

/** When, in words a person reads at a glance: "12:05" today, "3 Dec, 12:05" another day. */
export function whenText(ms: number | undefined, now = Date.now()): string {
  if (!ms) return '';
  const d = new Date(ms);
  const time = d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return new Date(now).toDateString() === d.toDateString() ? time : `${d.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}, ${time}`;
}

/** A seat that went while the person was deciding: the server's 409 in words with the seat's name. */
export function joinFailure(message: string, playerID: string): string {
  return /taken|not available|already/i.test(message) ? `${seatLabel(playerID)} was just taken. The list is refreshed: pick another seat or match.` : message;
}
