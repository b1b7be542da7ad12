// My seats in online matches. Credentials live in localStorage only (never in a URL): a reload
// rejoins, and "My matches" lists them.

export interface SeatCredentials {
  game: string;
  matchID: string;
  playerID: string;
  credentials: string;
  playerName: string;
  /** When I took the seat (ms since epoch), for sorting "My matches". */
  joinedAt: number;
}

const KEY = 'railhouse.seats';
const NAME_KEY = 'railhouse.playerName';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readAll(): SeatCredentials[] {
  const raw = storage()?.getItem(KEY);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter(
          (s) =>
            s &&
            typeof s.game === 'string' &&
            typeof s.matchID === 'string' &&
            typeof s.playerID === 'string' &&
            typeof s.credentials === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function writeAll(seats: SeatCredentials[]) {
  storage()?.setItem(KEY, JSON.stringify(seats));
}

/** Remembers my seat in a match (replacing an older entry for the same match). */
export function saveSeat(seat: Omit<SeatCredentials, 'joinedAt'> & { joinedAt?: number }) {
  const rest = readAll().filter((s) => !(s.game === seat.game && s.matchID === seat.matchID));
  writeAll([...rest, { ...seat, joinedAt: seat.joinedAt ?? Date.now() }]);
}

/** My seat in this match, if I hold one. */
export function findSeat(game: string, matchID: string): SeatCredentials | undefined {
  return readAll().find((s) => s.game === game && s.matchID === matchID);
}

/** My seats in a game's matches, newest first. */
export function mySeats(game?: string): SeatCredentials[] {
  return readAll()
    .filter((s) => game === undefined || s.game === game)
    .sort((a, b) => b.joinedAt - a.joinedAt);
}

export function forgetSeat(game: string, matchID: string) {
  writeAll(readAll().filter((s) => !(s.game === game && s.matchID === matchID)));
}

export function savedPlayerName(): string {
  return storage()?.getItem(NAME_KEY) ?? '';
}

export function savePlayerName(name: string) {
  storage()?.setItem(NAME_KEY, name);
}
