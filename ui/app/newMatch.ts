// The new-match form as plain data and one validating function, shared by the online lobby,
// pass-and-play and games against bots (tests drive it without a browser).
import type { GameMeta } from '../../games/kit/types';
import type { Difficulty } from '../../bots/protocol';

export type MatchMode = 'online' | 'local' | 'bots';
export const DIFFICULTIES: Difficulty[] = ['easy', 'normal', 'hard'];

export interface SeatChoice {
  kind: 'human' | 'bot';
  difficulty: Difficulty;
  /** Name of a human seat (pass-and-play and vs bots; online players name themselves). */
  name: string;
}

export interface NewMatchForm {
  numPlayers: number;
  variants: Record<string, string | boolean>;
  /** One entry per possible seat (maxPlayers); only the first numPlayers count. */
  seats: SeatChoice[];
  /** Online only: a private match is not listed in the lobby and is reached by its invite link. */
  unlisted: boolean;
  /** Online only: my name. */
  playerName: string;
  /** Pass-and-play and bots: a fixed match seed (empty: a random one), to replay a game. */
  seed: string;
}

export interface ValidMatch {
  numPlayers: number;
  setupData: unknown;
  seats: SeatChoice[];
  /** Seat id → difficulty, for every bot seat. */
  bots: Record<string, Difficulty>;
  /** The seats people play, by id. */
  humanSeats: string[];
  unlisted: boolean;
  playerName: string;
  /** The fixed seed asked for (pass-and-play and bots), or undefined for a random one. */
  seed?: string;
}

/** Longest seed the form accepts (a seed is shown in the match bar and kept in the URL). */
export const MAX_SEED_LENGTH = 64;

export type Validation = { ok: true; match: ValidMatch } | { ok: false; errors: string[] };

export function defaultSeatName(index: number) {
  return `Player ${index + 1}`;
}

export function initialForm(game: GameMeta, mode: MatchMode, playerName = '', seed = ''): NewMatchForm {
  // Online tables start at two (a solo game is better played locally); elsewhere at three.
  const numPlayers = Math.min(game.maxPlayers, Math.max(game.minPlayers, mode === 'online' ? 2 : 3));
  return {
    numPlayers,
    variants: Object.fromEntries(game.variants.map((v) => [v.key, v.default])),
    seats: Array.from({ length: game.maxPlayers }, (_, i) => ({
      kind: mode === 'bots' && i > 0 ? 'bot' : 'human',
      difficulty: 'normal',
      name: i === 0 && playerName ? playerName : defaultSeatName(i),
    })),
    unlisted: false,
    playerName,
    seed: mode === 'online' ? '' : seed,
  };
}

export function validateNewMatch(game: GameMeta, mode: MatchMode, form: NewMatchForm): Validation {
  const errors: string[] = [];
  const n = form.numPlayers;
  if (!Number.isInteger(n) || n < game.minPlayers || n > game.maxPlayers) {
    errors.push(
      game.minPlayers === game.maxPlayers
        ? `${game.name} is for exactly ${game.minPlayers} players.`
        : `${game.name} is for ${game.minPlayers} to ${game.maxPlayers} players.`,
    );
  }
  const seats = form.seats.slice(0, Math.max(0, Math.min(n, game.maxPlayers)));
  const humanSeats = seats.flatMap((s, i) => (s.kind === 'human' ? [String(i)] : []));
  const bots: Record<string, Difficulty> = {};
  seats.forEach((s, i) => {
    if (s.kind !== 'bot') return;
    if (!DIFFICULTIES.includes(s.difficulty)) errors.push(`Seat ${i + 1}: choose easy, normal or hard for the bot.`);
    bots[String(i)] = s.difficulty;
  });
  if (humanSeats.length === 0) errors.push('At least one seat must be played by a person.');
  // A solo game has no seat for a bot: its opponent, if any, is part of the rules (Emil in Russian Railroads).
  if (mode === 'bots' && n > 1 && Object.keys(bots).length === 0) errors.push('Make at least one seat a bot to play against bots.');
  const playerName = form.playerName.trim();
  if (mode === 'online') {
    if (!playerName) errors.push('Enter your name.');
    else if (playerName.length > 30) errors.push('Your name can be at most 30 characters.');
  } else {
    seats.forEach((s, i) => {
      if (s.kind === 'human' && !s.name.trim()) errors.push(`Seat ${i + 1}: enter a name.`);
    });
  }
  const seed = mode === 'online' ? '' : (form.seed ?? '').trim();
  if (seed.length > MAX_SEED_LENGTH) errors.push(`The seed can be at most ${MAX_SEED_LENGTH} characters.`);
  else if (seed && !/^[\x21-\x7e]+$/.test(seed)) errors.push('The seed may use letters, digits and punctuation, without spaces.');
  const setupData: Record<string, string | boolean> = {};
  for (const v of game.variants) {
    const value = form.variants[v.key] ?? v.default;
    if (v.type === 'boolean' && typeof value !== 'boolean') errors.push(`${v.label}: choose yes or no.`);
    if (v.type === 'enum' && !(v.choices ?? []).some((c) => c.value === value)) errors.push(`${v.label}: choose one of the options.`);
    setupData[v.key] = value;
  }
  if (errors.length === 0) {
    const parsed = game.parseSetup(n, setupData);
    if (!parsed.ok) errors.push(parsed.error);
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    match: {
      numPlayers: n,
      setupData,
      seats: seats.map((s, i) => ({ ...s, name: s.kind === 'human' ? s.name.trim() || defaultSeatName(i) : `Bot (${s.difficulty})` })),
      bots,
      humanSeats,
      unlisted: mode === 'online' ? form.unlisted : true,
      playerName,
      ...(seed ? { seed } : {}),
    },
  };
}

/**
 * The query string of "New match, same shuffle": the seed and every setting of the match (seat
 * count, each seat a person by name or a bot by level, every variant), so the setup form opens as
 * this match was set up and one click starts it again. Readable in the address bar on purpose.
 */
export function sameSetupQuery(match: Pick<ValidMatch, 'numPlayers' | 'seats' | 'setupData'>, seed: string): string {
  const q = new URLSearchParams();
  q.set('seed', seed);
  q.set('players', String(match.numPlayers));
  for (const s of match.seats.slice(0, match.numPlayers)) q.append('seat', s.kind === 'bot' ? `bot:${s.difficulty}` : `human:${s.name}`);
  for (const [key, value] of Object.entries((match.setupData ?? {}) as Record<string, unknown>)) q.set(`option.${key}`, String(value));
  return q.toString();
}

/**
 * The setup form a query from sameSetupQuery (or a bare ?seed=) asks for. What is missing or not
 * understood keeps the form's default, and the form's own check still runs on submit.
 */
export function formFromQuery(game: GameMeta, mode: MatchMode, query: URLSearchParams, playerName = ''): NewMatchForm {
  const form = initialForm(game, mode, playerName, (query.get('seed') ?? '').trim());
  const players = Number(query.get('players'));
  if (Number.isInteger(players) && players >= game.minPlayers && players <= game.maxPlayers) form.numPlayers = players;
  query.getAll('seat').forEach((entry, i) => {
    if (i >= form.seats.length) return;
    const colon = entry.indexOf(':');
    const kind = entry.slice(0, colon);
    const rest = entry.slice(colon + 1);
    if (kind === 'bot' && DIFFICULTIES.includes(rest as Difficulty)) form.seats[i] = { ...form.seats[i], kind: 'bot', difficulty: rest as Difficulty };
    else if (kind === 'human' && rest.trim()) form.seats[i] = { ...form.seats[i], kind: 'human', name: rest };
  });
  for (const v of game.variants) {
    const raw = query.get(`option.${v.key}`);
    if (raw === null) continue;
    if (v.type === 'boolean' && (raw === 'true' || raw === 'false')) form.variants[v.key] = raw === 'true';
    else if (v.type === 'enum' && (v.choices ?? []).some((c) => c.value === raw)) form.variants[v.key] = raw;
  }
  return form;
}
