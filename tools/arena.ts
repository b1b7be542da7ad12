// Bots against each other:
//   npm run arena -- --game ID --players N --bots normal,random --games N [--workers 2] [--seed S]
//                    [--variant K=V ...] [--iterations N] [--max-moves M] [--out reports/x.json] [--json]
// Seats rotate from game to game: seat s of game g is played by bot (s + g) mod (number of bots).
// The same bot may be listed more than once (`--bots normal,normal`): each entry is tallied on
// its own (`normal`, `normal#2`), so self-play shows the seat advantage. A bot's win rate counts
// every seat it played; a win shared by k seats counts 1/k. The 95% interval is Wilson's. The
// report also gives the first seat's win share and, when the game's gameover says, how the
// games ended (endedBy) and their rounds.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadBotGame } from '../bots/index';
import { BOT_KINDS, isBotKind, type BotKind } from '../bots/mcts';
import { intOption, isMain, parseCommandLine, runTool, stringOption, UsageError, variantOption } from './lib/args';
import { type ArenaGameResult, type ArenaGameSpec } from './lib/arena-game';
import { playGames } from './lib/play-games';
import { median } from './lib/stats';

export const ARENA_USAGE =
  'Usage: npm run arena -- --game ID --players N --bots normal,random --games N [--workers 2] [--seed S] ' +
  '[--variant KEY=VALUE ...] [--iterations N] [--max-moves M] [--out reports/x.json] [--json]\n' +
  `Bots: ${BOT_KINDS.join(', ')}.`;

export interface ArenaOptions {
  game: string;
  players: number;
  bots: BotKind[];
  games: number;
  workers: number;
  seed: string;
  setup: Record<string, string | boolean>;
  /** Overrides the search iterations of easy/normal/hard (quick runs). */
  iterations?: number;
  maxMoves: number;
  out?: string;
  json: boolean;
}

export function parseArenaArgs(argv: string[]): ArenaOptions {
  const v = parseCommandLine(argv, {
    game: { type: 'string' },
    players: { type: 'string' },
    bots: { type: 'string' },
    games: { type: 'string' },
    workers: { type: 'string' },
    seed: { type: 'string' },
    variant: { type: 'string', multiple: true },
    iterations: { type: 'string' },
    'max-moves': { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
  });
  const bots = stringOption('bots', v.bots)
    .split(',')
    .map((b) => b.trim())
    .filter((b) => b.length > 0);
  if (bots.length === 0) throw new UsageError('--bots needs at least one bot name.');
  for (const b of bots) {
    if (!isBotKind(b)) throw new UsageError(`Unknown bot "${b}". Bots: ${BOT_KINDS.join(', ')}.`);
  }
  return {
    game: stringOption('game', v.game),
    players: intOption('players', v.players, undefined, 1, 8),
    bots: bots as BotKind[],
    games: intOption('games', v.games, undefined, 1, 100_000),
    workers: intOption('workers', v.workers, 1, 1, 16),
    seed: stringOption('seed', v.seed, 'arena'),
    setup: variantOption(v.variant),
    iterations: v.iterations === undefined ? undefined : intOption('iterations', v.iterations, undefined, 1, 1_000_000),
    maxMoves: intOption('max-moves', v['max-moves'], 5000, 1, 10_000_000),
    out: v.out === undefined ? undefined : stringOption('out', v.out),
    json: v.json === true,
  };
}

export interface BotStanding {
  name: BotKind;
  /** `name`, or `name#k` for the k-th entry of a bot listed more than once. */
  label: string;
  /** Seat-games this bot played. */
  seats: number;
  wins: number;
  winRate: number;
  winRateLow: number;
  winRateHigh: number;
  meanScore: number;
  medianMsPerMove: number;
  meanMsPerMove: number;
  /** Median thinking time of the moves that ran a search. */
  medianMsPerSearch: number;
}

export interface ArenaReport {
  command?: string;
  game: string;
  players: number;
  setup: Record<string, string | boolean>;
  seed: string;
  games: number;
  ended: number;
  errors: string[];
  bots: BotStanding[];
  /** Win share of the seat that moves first (playOrder[0]) over the games, with its 95% interval. */
  firstSeat: { winRate: number; winRateLow: number; winRateHigh: number };
  /** Games per end reason (the gameover's `endedBy`), when the game reports one. */
  endedBy: Record<string, number>;
  /** Rounds per game, when the game reports them. */
  rounds?: { median: number; min: number; max: number };
  /** Median over the games of the highest final score. */
  medianTopScore: number;
}

/** Wilson score interval for `wins` successes out of `n` (z = 1.96 for 95%). */
export function wilson(wins: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = wins / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

/** The bot of each seat in game g: seats rotate so every bot plays every position. */
export function seatBots(bots: BotKind[], players: number, gameIndex: number): BotKind[] {
  return Array.from({ length: players }, (_, s) => bots[(s + gameIndex) % bots.length]);
}

function gameSpecs(opts: ArenaOptions): ArenaGameSpec[] {
  return Array.from({ length: opts.games }, (_, g) => ({
    game: opts.game,
    players: opts.players,
    setup: opts.setup,
    seats: seatBots(opts.bots, opts.players, g),
    seed: `${opts.seed}/${g}`,
    maxMoves: opts.maxMoves,
    budget: opts.iterations === undefined ? undefined : { iterations: opts.iterations },
  }));
}

export async function runArena(opts: ArenaOptions, command?: string): Promise<ArenaReport> {
  const loaded = await loadBotGame(opts.game);
  if (opts.players < loaded.module.minPlayers || opts.players > loaded.module.maxPlayers) {
    throw new UsageError(
      `${loaded.module.name} is for ${loaded.module.minPlayers} to ${loaded.module.maxPlayers} players, not ${opts.players}.`,
    );
  }
  const specs = gameSpecs(opts);
  const results = await playGames(specs, opts.workers);
  return summarize(opts, results, command);
}

/** The label of each entry of --bots: the name, or `name#k` from the second time a name is listed. */
export function botLabels(bots: BotKind[]): string[] {
  const seen: Record<string, number> = {};
  return bots.map((b) => {
    seen[b] = (seen[b] ?? 0) + 1;
    return seen[b] === 1 ? b : `${b}#${seen[b]}`;
  });
}

export function summarize(opts: ArenaOptions, results: ArenaGameResult[], command?: string): ArenaReport {
  const errors: string[] = [];
  const tally = opts.bots.map(() => ({ seats: 0, wins: 0, scores: [] as number[], ms: [] as number[], searchMs: [] as number[] }));
  let firstSeatWins = 0;
  const endedBy: Record<string, number> = {};
  const rounds: number[] = [];
  const topScores: number[] = [];
  results.forEach((r, g) => {
    if (r.error) errors.push(`game ${g}: ${r.error}`);
    firstSeatWins += r.winShare[r.playOrder[0]] ?? 0;
    if (r.ended && r.endedBy !== undefined) endedBy[r.endedBy] = (endedBy[r.endedBy] ?? 0) + 1;
    if (r.ended && r.rounds !== undefined) rounds.push(r.rounds);
    topScores.push(Math.max(...r.playOrder.map((seat) => r.scores[seat] ?? 0)));
    r.seats.forEach((_kind, s) => {
      const seat = r.playOrder[s];
      // The entry of --bots that played seat s of game g (seatBots' rotation).
      const t = tally[(s + g) % opts.bots.length];
      t.seats++;
      t.wins += r.winShare[seat] ?? 0;
      t.scores.push(r.scores[seat] ?? 0);
      t.ms.push(...(r.thinkMs[seat] ?? []));
      t.searchMs.push(...(r.searchMs?.[seat] ?? []));
    });
  });
  const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    ...(command ? { command } : {}),
    game: opts.game,
    players: opts.players,
    setup: opts.setup,
    seed: opts.seed,
    games: results.length,
    ended: results.filter((r) => r.ended).length,
    errors,
    firstSeat: (() => {
      const { low, high } = wilson(firstSeatWins, results.length);
      return { winRate: round(results.length ? firstSeatWins / results.length : 0), winRateLow: round(low), winRateHigh: round(high) };
    })(),
    endedBy,
    ...(rounds.length ? { rounds: { median: median(rounds), min: Math.min(...rounds), max: Math.max(...rounds) } } : {}),
    medianTopScore: median(topScores),
    bots: opts.bots.map((name, i) => {
      const t = tally[i];
      const { low, high } = wilson(t.wins, t.seats);
      return {
        name,
        label: botLabels(opts.bots)[i],
        seats: t.seats,
        wins: round(t.wins),
        winRate: round(t.seats ? t.wins / t.seats : 0),
        winRateLow: round(low),
        winRateHigh: round(high),
        meanScore: round(t.scores.reduce((a, b) => a + b, 0) / Math.max(1, t.scores.length), 2),
        medianMsPerMove: round(median(t.ms), 1),
        // Thinking time per move on average (equal time per move compares these), and the median
        // of the moves that ran a search (a bot may answer forced or greedy choices at once).
        meanMsPerMove: round(t.ms.reduce((a, b) => a + b, 0) / Math.max(1, t.ms.length), 1),
        medianMsPerSearch: round(median(t.searchMs), 1),
      };
    }),
  };
}

export function formatArenaReport(r: ArenaReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lines = [
    `Arena: ${r.game}, ${r.players} players, ${r.games} games (${r.ended} ended), seed "${r.seed}"`,
    ...r.bots.map(
      (b) =>
        `  ${b.label.padEnd(9)} win ${pct(b.winRate)} [${pct(b.winRateLow)}, ${pct(b.winRateHigh)}] over ${b.seats} seats, ` +
        `mean score ${b.meanScore}, median ${b.medianMsPerMove} ms/move (mean ${b.meanMsPerMove}; ${b.medianMsPerSearch} a search)`,
    ),
    `  first seat win ${pct(r.firstSeat.winRate)} [${pct(r.firstSeat.winRateLow)}, ${pct(r.firstSeat.winRateHigh)}]; ` +
      `median top score ${r.medianTopScore}` +
      (Object.keys(r.endedBy).length ? `; ended by ${Object.entries(r.endedBy).map(([k, n]) => `${k} ${n}`).join(', ')}` : '') +
      (r.rounds ? `; rounds median ${r.rounds.median} (${r.rounds.min}-${r.rounds.max})` : ''),
    ...r.errors.map((e) => `  ERROR ${e}`),
  ];
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  void runTool(ARENA_USAGE, async () => {
    const argv = process.argv.slice(2);
    const opts = parseArenaArgs(argv);
    // The mode is part of the command line: figures measured outside production are not comparable.
    const command = [...(process.env.NODE_ENV === 'production' ? ['NODE_ENV=production'] : []), 'npm run arena --', ...argv].join(' ');
    const report = await runArena(opts, command);
    if (opts.out) {
      mkdirSync(dirname(opts.out), { recursive: true });
      writeFileSync(opts.out, JSON.stringify(report, null, 2) + '\n');
    }
    console.log(opts.json ? JSON.stringify(report, null, 2) : formatArenaReport(report));
    if (report.errors.length > 0) process.exitCode = 1;
  });
}
