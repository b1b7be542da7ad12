// Division's seat balance (issue 17, design §16.5 and §18): self-play games between equal players,
// reporting each Office's share of the wins (a shared win split) against its fair share, and the
// same counted from the first Superintendent, each with its 95 % Wilson interval.
// Two kinds of equal players:
// - greedy (the default): every seat plays the bots' rollout policy of bots/division.ts on its own
//   view (the §14.2 ruling table, the §14.3 candidates, a seeded 10 % of uniformly random moves);
//   fast enough for thousands of games, and what the design's own figures (§18) used;
// - `--bots easy` (any bot of bots/mcts.ts): every seat is that search bot, as in `npm run arena`.
//   Slow (a four-player easy game takes seconds of CPU), so `--out` rewrites the report after every
//   game (each game's record included): a run stopped early still leaves every finished game
//   counted, `--resume` goes on from it, `--shard i/n` plays only the games g with g % n = i (one
//   process per core), and `--merge a.json,b.json` sums shard reports into one.
//   npx tsx tools/division-seat-balance.ts --players 4 --games 1000 --seed S [--bots easy] [--shard i/n] [--out F] [--resume] [--json]
//   npx tsx tools/division-seat-balance.ts --merge a.json,b.json --out F
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import seedrandom from 'seedrandom';
import { division } from '../games/division';
import { divisionPolicy } from '../bots/division';
import { isBotKind, BOT_KINDS, type BotKind } from '../bots/mcts';
import type { DivisionState } from '../games/division/rules/state';
import { wilson } from './arena';
import { playArenaGame } from './lib/arena-game';
import { applyMove, currentSeat, legalMoves, outcome, seatView, startMatch, type HeadlessMatch } from './lib/match';
import { intOption, isMain, parseCommandLine, runTool, stringOption, UsageError } from './lib/args';

const USAGE = 'Usage: npx tsx tools/division-seat-balance.ts --players N --games N --seed S [--bots greedy|easy|normal|...] [--shard i/n] [--out reports/x.json] [--resume] [--json]\n       npx tsx tools/division-seat-balance.ts --merge a.json,b.json --out reports/x.json';

/** One finished or abandoned game: each seat's win share, the first Superintendent, the Stages. */
export interface SeatGame {
  /** The game's index: it was seeded `${seed}-${index}`. */
  index: number;
  ended: boolean;
  error: boolean;
  winShare: Record<string, number>;
  firstSuperintendent: number;
  /** Stages played; unknown (null) for bot games, whose arena result does not carry the state. */
  stages: number | null;
  cpuMs: number;
}

function playGreedyGame(players: number, seed: string, index: number): SeatGame {
  const cpu = process.cpuUsage();
  const match = startMatch(division, players, {}, seed);
  const firstSuperintendent = Number((match.state.G as DivisionState).superintendent);
  const rng = seedrandom(`${seed}-policy`);
  let error = false;
  for (let n = 0; n < 5000 && match.state.ctx.gameover === undefined; n++) {
    const seat = currentSeat(match.state.ctx);
    const moves = legalMoves(match, seat);
    const view = seatView(match, seat) as DivisionState;
    const i = divisionPolicy.rollout!(view, match.state.ctx, seat, moves, rng);
    if (applyMove(match, seat, moves[i])) { error = true; break; }
  }
  return finished(match, index, firstSuperintendent, error, cpu);
}

function finished(match: HeadlessMatch, index: number, firstSuperintendent: number, error: boolean, cpu: NodeJS.CpuUsage): SeatGame {
  const o = outcome(match);
  const used = process.cpuUsage(cpu);
  return { index, ended: o.ended, error, winShare: o.winShare, firstSuperintendent, stages: (match.state.G as DivisionState).stage, cpuMs: (used.user + used.system) / 1000 };
}

async function playBotGame(players: number, seed: string, index: number, bot: BotKind): Promise<SeatGame> {
  const cpu = process.cpuUsage();
  // The arena game starts its match from the same seed, so this deal is the one it plays.
  const firstSuperintendent = Number((startMatch(division, players, {}, seed).state.G as DivisionState).superintendent);
  const r = await playArenaGame({ game: 'division', players, setup: {}, seats: Array(players).fill(bot), seed, maxMoves: 5000 });
  const used = process.cpuUsage(cpu);
  return { index, ended: r.ended, error: r.error !== undefined, winShare: r.winShare, firstSuperintendent, stages: null, cpuMs: (used.user + used.system) / 1000 };
}

/** Win shares by Office and by turn from the first Superintendent, over the games that ended. */
export function summarize(players: number, requested: number, seed: string, bots: string, results: SeatGame[]) {
  const byOffice = Array(players).fill(0);
  const byTurn = Array(players).fill(0);
  const done = results.filter((r) => r.ended);
  for (const r of done) {
    for (let s = 0; s < players; s++) {
      byOffice[s] += r.winShare[String(s)] ?? 0;
      byTurn[(s - r.firstSuperintendent + players) % players] += r.winShare[String(s)] ?? 0;
    }
  }
  const ended = done.length;
  const pct = (x: number) => Math.round(1000 * x) / 10;
  const share = (a: number[]) => a.map((w) => pct(w / Math.max(1, ended)));
  const interval = (a: number[]) => a.map((w) => { const { low, high } = wilson(w, ended); return [pct(low), pct(high)]; });
  const worst = Math.max(...byOffice, ...byTurn) / Math.max(1, ended) / (1 / players);
  const staged = done.filter((r) => r.stages !== null);
  const stages = staged.reduce((a, r) => a + r.stages!, 0);
  const cpu = results.map((r) => r.cpuMs).sort((a, b) => a - b);
  return {
    players,
    bots,
    requestedGames: requested,
    games: results.length,
    seed,
    ended,
    errors: results.filter((r) => r.error).length,
    meanStages: staged.length ? Math.round((10 * stages) / staged.length) / 10 : null,
    medianCpuSecondsPerGame: cpu.length ? Math.round(cpu[Math.floor((cpu.length - 1) / 2)] / 100) / 10 : 0,
    winPercentByOffice: share(byOffice),
    winPercentByOffice95: interval(byOffice),
    winPercentByTurnFromFirstSuperintendent: share(byTurn),
    winPercentByTurnFromFirstSuperintendent95: interval(byTurn),
    fairPercent: pct(1 / players),
    worstOverFair: Math.round(worst * 1000) / 1000,
  };
}

export type SeatSummary = ReturnType<typeof summarize>;

/** Which of the games this process plays: those whose index is `index` modulo `count`. */
export interface Shard { index: number; count: number }

/**
 * Plays the shard's games among `games` (game g seeded `${seed}-${g}`), after the `done` ones,
 * which it keeps and does not replay; `onGame` sees the summary and every record after each game.
 */
export async function seatBalance(
  players: number,
  games: number,
  seed: string,
  bots = 'greedy',
  onGame: (summary: SeatSummary, results: SeatGame[]) => void = () => {},
  shard: Shard = { index: 0, count: 1 },
  done: SeatGame[] = [],
) {
  const results = [...done];
  const played = new Set(done.map((r) => r.index));
  for (let g = shard.index; g < games; g += shard.count) {
    if (played.has(g)) continue;
    const gameSeed = `${seed}-${g}`;
    results.push(bots === 'greedy' ? playGreedyGame(players, gameSeed, g) : await playBotGame(players, gameSeed, g, bots as BotKind));
    onGame(summarize(players, games, seed, bots, results), results);
  }
  return { summary: summarize(players, games, seed, bots, results), results };
}

/** A report as --out writes it. */
export interface SeatReport { command: string; mode: string; report: SeatSummary; perGame: SeatGame[] }

/** One report from shard reports of the same run (players, seed, bots): each game counted once. */
export function mergeReports(reports: SeatReport[]): SeatReport {
  const first = reports[0].report;
  for (const r of reports) {
    if (r.report.players !== first.players || r.report.seed !== first.seed || r.report.bots !== first.bots) {
      throw new UsageError(`Reports of different runs cannot be merged: ${first.players}p ${first.seed} ${first.bots} and ${r.report.players}p ${r.report.seed} ${r.report.bots}.`);
    }
  }
  const byIndex = new Map<number, SeatGame>();
  for (const r of reports) for (const g of r.perGame) byIndex.set(g.index, g);
  const perGame = [...byIndex.values()].sort((a, b) => a.index - b.index);
  const requested = Math.max(...reports.map((r) => r.report.requestedGames));
  return {
    command: reports.map((r) => r.command).join(' && '),
    mode: reports.every((r) => r.mode === 'production') ? 'production' : 'mixed',
    report: summarize(first.players, requested, first.seed, first.bots, perGame),
    perGame,
  };
}

function parseShard(text: string | undefined): Shard {
  if (text === undefined) return { index: 0, count: 1 };
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const shard = m ? { index: Number(m[1]), count: Number(m[2]) } : undefined;
  if (!shard || shard.count < 1 || shard.index >= shard.count) throw new UsageError(`--shard must be i/n with 0 ≤ i < n, not "${text}".`);
  return shard;
}

function writeReport(out: string, report: SeatReport) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
}

if (isMain(import.meta.url)) {
  void runTool(USAGE, async () => {
    const argv = process.argv.slice(2);
    const v = parseCommandLine(argv, {
      players: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, bots: { type: 'string' },
      shard: { type: 'string' }, out: { type: 'string' }, resume: { type: 'boolean' }, merge: { type: 'string' }, json: { type: 'boolean' },
    });
    if (v.merge !== undefined) {
      const merged = mergeReports(stringOption('merge', v.merge).split(',').map((f) => JSON.parse(readFileSync(f, 'utf8')) as SeatReport));
      if (v.out !== undefined) writeReport(stringOption('out', v.out), merged);
      console.log(v.json ? JSON.stringify(merged.report, null, 2) : merged.report);
      return;
    }
    const bots = v.bots === undefined ? 'greedy' : stringOption('bots', v.bots);
    if (bots !== 'greedy' && !isBotKind(bots)) throw new UsageError(`Unknown player "${bots}". Players: greedy, ${BOT_KINDS.join(', ')}.`);
    const command = `${process.env.NODE_ENV === 'production' ? 'NODE_ENV=production ' : ''}npx tsx tools/division-seat-balance.ts ${argv.join(' ')}`;
    const out = v.out === undefined ? undefined : stringOption('out', v.out);
    const players = intOption('players', v.players, undefined, 1, 4);
    const seed = stringOption('seed', v.seed, 'division-seats');
    let done: SeatGame[] = [];
    if (v.resume) {
      if (out === undefined) throw new UsageError('--resume needs --out: the report to go on from.');
      if (existsSync(out)) {
        const before = JSON.parse(readFileSync(out, 'utf8')) as SeatReport;
        if (before.report.players !== players || before.report.seed !== seed || before.report.bots !== bots) {
          throw new UsageError(`${out} is a report of another run (${before.report.players}p ${before.report.seed} ${before.report.bots}).`);
        }
        done = before.perGame ?? [];
      }
    }
    const write = (summary: SeatSummary, results: SeatGame[]) => {
      if (out !== undefined) writeReport(out, { command, mode: process.env.NODE_ENV ?? 'development', report: summary, perGame: results });
    };
    const { summary } = await seatBalance(players, intOption('games', v.games, undefined, 1, 100000), seed, bots, write, parseShard(v.shard === undefined ? undefined : stringOption('shard', v.shard)), done);
    console.log(v.json ? JSON.stringify(summary, null, 2) : summary);
  });
}
