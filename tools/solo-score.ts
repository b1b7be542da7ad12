// Seeded solo games with one bot, and the distribution of its final scores:
//   npx tsx tools/solo-score.ts --game ID --bot normal --games N [--first K] [--workers 2] [--seed S]
//                               [--variant K=V ...] [--iterations N] [--max-moves M] [--out reports/x.json] [--json]
//   npx tsx tools/solo-score.ts --merge a.json,b.json [--out reports/all.json] [--json]
// Game g (counted from --first, so a long run can be played in parts) uses seed `${seed}/${g}`;
// --merge combines the parts' per-game scores into one distribution.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadBotGame } from '../bots/index';
import { BOT_KINDS, isBotKind, type BotKind } from '../bots/mcts';
import { intOption, isMain, parseCommandLine, runTool, stringOption, UsageError, variantOption } from './lib/args';
import { type ArenaGameSpec } from './lib/arena-game';
import { playGames } from './lib/play-games';
import { joinParts, mergeFiles } from './lib/parts';
import { median, quantile } from './lib/stats';

export { quantile };

export const SOLO_USAGE =
  'Usage: npx tsx tools/solo-score.ts --game ID --bot normal --games N [--first K] [--workers 2] [--seed S] ' +
  '[--variant KEY=VALUE ...] [--iterations N] [--max-moves M] [--out reports/x.json] [--json]\n' +
  '       npx tsx tools/solo-score.ts --merge a.json,b.json [--out reports/all.json] [--json]\n' +
  `Bots: ${BOT_KINDS.join(', ')}.`;

export interface SoloOptions {
  game: string;
  bot: BotKind;
  games: number;
  first: number;
  workers: number;
  seed: string;
  setup: Record<string, string | boolean>;
  iterations?: number;
  maxMoves: number;
  out?: string;
  json: boolean;
}

export interface Distribution {
  n: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  mean: number;
  sd: number;
}

export interface SoloGame {
  index: number;
  seed: string;
  score: number;
  ended: boolean;
  moves: number;
  medianMsPerMove: number;
  /** Thinking time per move on average, and the median of the moves that ran a search. */
  meanMsPerMove?: number;
  medianMsPerSearch?: number;
  error?: string;
}

export interface SoloReport {
  command?: string;
  mode: string;
  game: string;
  bot: BotKind;
  setup: Record<string, string | boolean>;
  seed: string;
  games: number;
  ended: number;
  errors: string[];
  scores: Distribution;
  medianMsPerMove: number;
  meanMsPerMove?: number;
  medianMsPerSearch?: number;
  perGame: SoloGame[];
  /** For a merge: the reports it combines. */
  parts?: string[];
}

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;


export function distribution(values: number[]): Distribution {
  const s = [...values].sort((a, b) => a - b);
  const n = s.length;
  const mean = n ? s.reduce((a, b) => a + b, 0) / n : 0;
  const sd = n > 1 ? Math.sqrt(s.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1)) : 0;
  return {
    n,
    min: n ? s[0] : 0,
    q1: round(quantile(s, 0.25)),
    median: round(quantile(s, 0.5)),
    q3: round(quantile(s, 0.75)),
    max: n ? s[n - 1] : 0,
    mean: round(mean),
    sd: round(sd),
  };
}

function meanOf(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

export function parseSoloArgs(argv: string[]): SoloOptions | { merge: string[]; out?: string; json: boolean } {
  const v = parseCommandLine(argv, {
    game: { type: 'string' },
    bot: { type: 'string' },
    games: { type: 'string' },
    first: { type: 'string' },
    workers: { type: 'string' },
    seed: { type: 'string' },
    variant: { type: 'string', multiple: true },
    iterations: { type: 'string' },
    'max-moves': { type: 'string' },
    merge: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
  });
  const out = v.out === undefined ? undefined : stringOption('out', v.out);
  if (v.merge !== undefined) {
    const merge = mergeFiles(v.merge);
    return { merge, out, json: v.json === true };
  }
  const bot = stringOption('bot', v.bot, 'normal');
  if (!isBotKind(bot)) throw new UsageError(`Unknown bot "${bot}". Bots: ${BOT_KINDS.join(', ')}.`);
  return {
    game: stringOption('game', v.game),
    bot,
    games: intOption('games', v.games, undefined, 1, 100_000),
    first: intOption('first', v.first, 0, 0, 1_000_000),
    workers: intOption('workers', v.workers, 1, 1, 16),
    seed: stringOption('seed', v.seed, 'solo'),
    setup: variantOption(v.variant),
    iterations: v.iterations === undefined ? undefined : intOption('iterations', v.iterations, undefined, 1, 1_000_000),
    maxMoves: intOption('max-moves', v['max-moves'], 5000, 1, 10_000_000),
    out,
    json: v.json === true,
  };
}

function specs(opts: SoloOptions): ArenaGameSpec[] {
  return Array.from({ length: opts.games }, (_, i) => ({
    game: opts.game,
    players: 1,
    setup: opts.setup,
    seats: [opts.bot],
    seed: `${opts.seed}/${opts.first + i}`,
    maxMoves: opts.maxMoves,
    budget: opts.iterations === undefined ? undefined : { iterations: opts.iterations },
  }));
}

function summarize(
  base: Omit<SoloReport, 'games' | 'ended' | 'errors' | 'scores' | 'medianMsPerMove'>,
  allMs: number[],
  allSearchMs: number[] = [],
): SoloReport {
  const perGame = base.perGame;
  return {
    ...base,
    games: perGame.length,
    ended: perGame.filter((g) => g.ended).length,
    errors: perGame.filter((g) => g.error).map((g) => `game ${g.index}: ${g.error}`),
    scores: distribution(perGame.map((g) => g.score)),
    medianMsPerMove: round(median(allMs), 1),
    meanMsPerMove: round(meanOf(allMs), 1),
    medianMsPerSearch: round(median(allSearchMs), 1),
  };
}

export async function runSolo(opts: SoloOptions, command?: string, log: (line: string) => void = () => {}): Promise<SoloReport> {
  const loaded = await loadBotGame(opts.game);
  if (loaded.module.minPlayers > 1) throw new UsageError(`${loaded.module.name} has no solo game.`);
  const list = specs(opts);
  const results = await playGames(list, opts.workers, (i, r) => {
    const seat = r.playOrder[0];
    log(`game ${opts.first + i}: score ${r.scores[seat] ?? 0}${r.ended ? '' : ' (not ended)'}${r.error ? ` ERROR ${r.error}` : ''}`);
  });
  const allMs: number[] = [];
  const allSearchMs: number[] = [];
  const perGame: SoloGame[] = results.map((r, i) => {
    const seat = r.playOrder[0];
    const ms = r.thinkMs[seat] ?? [];
    const searchMs = r.searchMs?.[seat] ?? [];
    allMs.push(...ms);
    allSearchMs.push(...searchMs);
    return {
      index: opts.first + i,
      seed: list[i].seed,
      score: r.scores[seat] ?? 0,
      ended: r.ended,
      moves: r.moves,
      medianMsPerMove: round(median(ms), 1),
      meanMsPerMove: round(meanOf(ms), 1),
      medianMsPerSearch: round(median(searchMs), 1),
      ...(r.error ? { error: r.error } : {}),
    };
  });
  return summarize(
    {
      ...(command ? { command } : {}),
      mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
      game: opts.game,
      bot: opts.bot,
      setup: opts.setup,
      seed: opts.seed,
      perGame,
    },
    allMs,
    allSearchMs,
  );
}

/** One report from parts of the same run (same game, bot, seed and setup). */
export function mergeSolo(parts: SoloReport[], names: string[], command?: string): SoloReport {
  const perGame = joinParts(parts, (p) => JSON.stringify([p.game, p.bot, p.seed, p.setup]), 'game, bot, seed or setup');
  const [head] = parts;
  const report = summarize(
    { ...(command ? { command } : {}), mode: head.mode, game: head.game, bot: head.bot, setup: head.setup, seed: head.seed, perGame, parts: names },
    [],
  );
  // Per-move times are not kept per move in the parts: the median of the games' medians (and
  // the mean of their means).
  report.medianMsPerMove = round(median(perGame.map((g) => g.medianMsPerMove)), 1);
  const searched = perGame.filter((g) => g.medianMsPerSearch !== undefined);
  if (searched.length > 0) report.medianMsPerSearch = round(median(searched.map((g) => g.medianMsPerSearch!)), 1);
  else delete report.medianMsPerSearch;
  const timed = perGame.filter((g) => g.meanMsPerMove !== undefined);
  if (timed.length > 0) report.meanMsPerMove = round(meanOf(timed.map((g) => g.meanMsPerMove!)), 1);
  else delete report.meanMsPerMove;
  return report;
}

export function formatSoloReport(r: SoloReport): string {
  const d = r.scores;
  return [
    `Solo: ${r.game}, bot ${r.bot}, ${r.games} games (${r.ended} ended), seed "${r.seed}" (${r.mode} mode)`,
    `  score min ${d.min}, q1 ${d.q1}, median ${d.median}, q3 ${d.q3}, max ${d.max}; mean ${d.mean} (sd ${d.sd})`,
    `  median ${r.medianMsPerMove} ms/move` +
      (r.meanMsPerMove !== undefined ? ` (mean ${r.meanMsPerMove}; ${r.medianMsPerSearch} a search)` : ''),
    ...r.errors.map((e) => `  ERROR ${e}`),
  ].join('\n');
}

if (isMain(import.meta.url)) {
  void runTool(SOLO_USAGE, async () => {
    const argv = process.argv.slice(2);
    const opts = parseSoloArgs(argv);
    // The command as run, production mode included (as the arena records it).
    const command = [...(process.env.NODE_ENV === 'production' ? ['NODE_ENV=production'] : []), 'npx tsx tools/solo-score.ts', ...argv].join(' ');
    let report: SoloReport;
    if ('merge' in opts) {
      const parts = opts.merge.map((f) => JSON.parse(readFileSync(f, 'utf8')) as SoloReport);
      report = mergeSolo(parts, opts.merge, command);
    } else {
      report = await runSolo(opts, command, opts.json ? undefined : (line) => console.log(line));
    }
    if (opts.out) {
      mkdirSync(dirname(opts.out), { recursive: true });
      writeFileSync(opts.out, JSON.stringify(report, null, 2) + '\n');
    }
    console.log(opts.json ? JSON.stringify(report, null, 2) : formatSoloReport(report));
    if (report.errors.length > 0) process.exitCode = 1;
  });
}
