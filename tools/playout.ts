// Random legal games through the game's enumerator, without a server:
//   npm run playout -- --game ID [--players N] [--variant K=V ...] --games N --seed S [--max-moves M] [--json]
// Every enumerated move must be accepted and keep the game's invariants; anything else is an
// error. A game that reaches the move cap is reported as not ended.
import seedrandom from 'seedrandom';
import { loadGameModule } from '../bots/index';
import type { GameModule } from '../games/kit/types';
import { circleWatcher } from './lib/circles';
import { intOption, isMain, parseCommandLine, runTool, stringOption, variantOption } from './lib/args';
import { applyMove, currentSeat, legalMoves, outcome, startMatch } from './lib/match';

export const PLAYOUT_USAGE =
  'Usage: npm run playout -- --game ID [--players N] [--variant KEY=VALUE ...] --games N --seed S [--max-moves M] [--json]';

export interface PlayoutOptions {
  game: string;
  players?: number;
  setup: Record<string, string | boolean>;
  games: number;
  seed: string;
  maxMoves: number;
  json: boolean;
}

export function parsePlayoutArgs(argv: string[]): PlayoutOptions {
  const v = parseCommandLine(argv, {
    game: { type: 'string' },
    players: { type: 'string' },
    variant: { type: 'string', multiple: true },
    games: { type: 'string' },
    seed: { type: 'string' },
    'max-moves': { type: 'string' },
    json: { type: 'boolean' },
  });
  return {
    game: stringOption('game', v.game),
    players: v.players === undefined ? undefined : intOption('players', v.players, undefined, 1, 8),
    setup: variantOption(v.variant),
    games: intOption('games', v.games, 10, 1, 1_000_000),
    seed: stringOption('seed', v.seed, 'playout'),
    maxMoves: intOption('max-moves', v['max-moves'], 5000, 1, 10_000_000),
    json: v.json === true,
  };
}

export interface Spread {
  min: number;
  mean: number;
  max: number;
}

export interface PlayoutReport {
  game: string;
  players: number;
  setup: Record<string, string | boolean>;
  seed: string;
  mode: string;
  games: number;
  ended: number;
  notEnded: number;
  errors: number;
  /** The first few errors, in words. */
  errorSamples: string[];
  moves: number;
  movesPerGame: Spread;
  actionsPerSecond: number;
  scores: { perSeat: Record<string, Spread>; overall: Spread };
}

function spread(values: number[]): Spread {
  if (values.length === 0) return { min: 0, mean: 0, max: 0 };
  const sum = values.reduce((a, b) => a + b, 0);
  return { min: Math.min(...values), mean: round(sum / values.length), max: Math.max(...values) };
}

function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export async function runPlayouts(opts: Omit<PlayoutOptions, 'json'>, module?: GameModule): Promise<PlayoutReport> {
  const mod = module ?? (await loadGameModule(opts.game));
  const players = opts.players ?? Math.max(mod.minPlayers, Math.min(2, mod.maxPlayers));
  const errorSamples: string[] = [];
  let errors = 0;
  let ended = 0;
  let moves = 0;
  let elapsedMs = 0;
  const movesPerGame: number[] = [];
  const perSeat: Record<string, number[]> = {};
  const all: number[] = [];
  const fail = (message: string) => {
    errors++;
    if (errorSamples.length < 5) errorSamples.push(message);
  };

  for (let g = 0; g < opts.games; g++) {
    const rng = seedrandom(`${opts.seed}/${g}`);
    const match = startMatch(mod, players, opts.setup, `${opts.seed}/${g}`);
    let gameMoves = 0;
    const started = performance.now();
    const circled = circleWatcher();
    circled(match.state.G, match.state.ctx);
    try {
      while (match.state.ctx.gameover === undefined && gameMoves < opts.maxMoves) {
        const seat = currentSeat(match.state.ctx);
        const choices = legalMoves(match, seat);
        if (choices.length === 0) {
          fail(`game ${g}, move ${gameMoves}: seat ${seat} has no legal move but the game is not over`);
          break;
        }
        const choice = choices[Math.floor(rng() * choices.length)];
        const before = match.state;
        const refused = applyMove(match, seat, choice);
        gameMoves++;
        if (refused) {
          fail(`game ${g}, move ${gameMoves}: enumerated move ${refused}`);
          break;
        }
        const broken = mod.invariants?.(before.G, match.state.G, match.state.ctx) ?? null;
        if (broken) {
          fail(`game ${g}, move ${gameMoves} (${choice.move}): invariant broken: ${broken}`);
          break;
        }
        if (circled(match.state.G, match.state.ctx)) {
          fail(`game ${g}, move ${gameMoves} (${choice.move} ${JSON.stringify(choice.args ?? [])}): back at a position already seen this turn`);
          break;
        }
      }
    } catch (err) {
      fail(`game ${g}, move ${gameMoves}: ${err instanceof Error ? err.message : String(err)}`);
    }
    elapsedMs += performance.now() - started;
    moves += gameMoves;
    movesPerGame.push(gameMoves);
    const result = outcome(match);
    if (result.ended) ended++;
    for (const [seat, score] of Object.entries(result.scores)) {
      (perSeat[seat] ??= []).push(score);
      all.push(score);
    }
  }

  return {
    game: mod.id,
    players,
    setup: opts.setup,
    seed: opts.seed,
    mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    games: opts.games,
    ended,
    notEnded: opts.games - ended,
    errors,
    errorSamples,
    moves,
    movesPerGame: spread(movesPerGame),
    actionsPerSecond: elapsedMs > 0 ? Math.round((moves / elapsedMs) * 1000) : 0,
    scores: {
      perSeat: Object.fromEntries(Object.entries(perSeat).map(([seat, values]) => [seat, spread(values)])),
      overall: spread(all),
    },
  };
}

export function formatPlayoutReport(r: PlayoutReport): string {
  const setup = Object.keys(r.setup).length ? ` ${JSON.stringify(r.setup)}` : '';
  const lines = [
    `Playouts of ${r.game}, ${r.players} players${setup}, seed "${r.seed}" (${r.mode} mode)`,
    `  games ${r.games}, ended ${r.ended}, not ended (move cap) ${r.notEnded}, errors ${r.errors}`,
    `  moves ${r.moves} (per game min ${r.movesPerGame.min}, mean ${r.movesPerGame.mean}, max ${r.movesPerGame.max}), ${r.actionsPerSecond} actions/s`,
    `  scores overall min ${r.scores.overall.min}, mean ${r.scores.overall.mean}, max ${r.scores.overall.max}`,
    ...Object.entries(r.scores.perSeat).map(
      ([seat, s]) => `    seat ${seat}: min ${s.min}, mean ${s.mean}, max ${s.max}`,
    ),
    ...r.errorSamples.map((e) => `  ERROR ${e}`),
  ];
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  void runTool(PLAYOUT_USAGE, async () => {
    const opts = parsePlayoutArgs(process.argv.slice(2));
    const report = await runPlayouts(opts);
    console.log(opts.json ? JSON.stringify(report, null, 2) : formatPlayoutReport(report));
    if (report.errors > 0) process.exitCode = 1;
  });
}
