// The balance report: self-play games of one bot at every seat, and for each project-designed
// component (GameModule.balance) how often it is taken and how often its takers win.
//   npm run balance -- --game ID --players N --bot easy --games N [--first K] [--workers 2] [--seed S]
//                      [--variant K=V ...] [--cycle K=V1,V2 ...] [--limit-pp 10] [--out reports/x.json] [--json]
//   npm run balance -- --merge a.json,b.json [--out reports/all.json] [--json]
// --cycle spreads the games over variants: game g plays combination g mod (number of
// combinations) of every --cycle key, so each module's components get their share of games.
// A taker's win counts its share of the win (1/k when k seats tie). A component fails when
// its takers' win rate is more than --limit-pp percentage points above the win rate of all
// takers of its kind (pooled over every take of that kind).
// Two readings guard against noise: each row's chance of landing over the limit if it were exactly
// as strong as its kind (their sum is how many rows luck alone puts over), and an exact one-sided
// p-value per row, called real only under 0.05 / rows (Bonferroni), since ~90 rows are looked at at once.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadBotGame } from '../bots/index';
import { BOT_KINDS, isBotKind, type BotKind } from '../bots/mcts';
import type { BalanceComponent, GameModule } from '../games/kit/types';
import { wilson } from './arena';
import { intOption, isMain, parseCommandLine, runTool, stringOption, UsageError, variantOption } from './lib/args';
import type { ArenaGameSpec } from './lib/arena-game';
import { playGames } from './lib/play-games';
import { joinParts, mergeFiles } from './lib/parts';

export const BALANCE_USAGE =
  'Usage: npm run balance -- --game ID --players N --bot easy --games N [--first K] [--workers 2] [--seed S] ' +
  '[--variant KEY=VALUE ...] [--cycle KEY=V1,V2 ...] [--limit-pp 10] [--out reports/x.json] [--json]\n' +
  '       npm run balance -- --merge a.json,b.json [--limit-pp 10] [--out reports/all.json] [--json]\n' +
  `Bots: ${BOT_KINDS.join(', ')}.`;

type Setup = Record<string, string | boolean>;

export interface BalanceOptions {
  game: string;
  players: number;
  bot: BotKind;
  games: number;
  first: number;
  workers: number;
  seed: string;
  setups: Setup[];
  limitPp: number;
  out?: string;
  json: boolean;
}

export interface BalanceGame {
  index: number;
  seed: string;
  setup: Setup;
  /** Seat ids in seat order. */
  seats: string[];
  ended: boolean;
  winShare: Record<string, number>;
  scores: Record<string, number>;
  taken: Record<string, string[]>;
  error?: string;
}

export interface ComponentStanding extends BalanceComponent {
  /** Seat-games whose setup offers the component. */
  seatGames: number;
  takers: number;
  takeRate: number;
  /** Win shares of the takers, summed. */
  wins: number;
  winRate: number;
  winRateLow: number;
  winRateHigh: number;
  /** Win rate of every take of this kind. */
  kindWinRate: number;
  /** winRate − kindWinRate, in percentage points. */
  liftPp: number;
  overLimit: boolean;
  /** Even the low end of the takers' 95% interval is above the kind's win rate. */
  liftSignificant: boolean;
  /** The chance that a component exactly as strong as its kind, taken this often, lands over the limit. */
  chanceOver: number;
  /** One-sided p-value of the takers' wins against the kind's rate (exact binomial). */
  liftPValue: number;
  /** liftPValue is under 0.05 divided by the number of components (Bonferroni): a lift that one look at many rows does not explain. */
  liftSignificantCorrected: boolean;
}

export interface BalanceReport {
  command?: string;
  mode: string;
  game: string;
  players: number;
  bot: BotKind;
  seed: string;
  setups: Setup[];
  games: number;
  ended: number;
  errors: string[];
  limitPp: number;
  /** Win rate of each seat position (seat order), for seat bias. */
  seatWinRates: number[];
  kinds: { kind: string; takes: number; winRate: number }[];
  components: ComponentStanding[];
  overLimit: string[];
  /** How many components would be over the limit if every one were exactly as strong as its kind: the sum of chanceOver. */
  expectedOverByChance: number;
  perGame: BalanceGame[];
  parts?: string[];
}

/** Every combination of the --cycle values, on top of the fixed --variant values. */
export function cycleSetups(fixed: Setup, cycles: unknown): Setup[] {
  const list = cycles === undefined ? [] : Array.isArray(cycles) ? cycles.map(String) : [String(cycles)];
  let setups: Setup[] = [{ ...fixed }];
  for (const item of list) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`--cycle takes KEY=V1,V2, not "${item}".`);
    const key = item.slice(0, eq);
    const values = item.slice(eq + 1).split(',').map((v) => v.trim()).filter(Boolean);
    if (values.length === 0) throw new UsageError(`--cycle ${key} needs at least one value.`);
    const parsed = values.map((v) => (v === 'true' ? true : v === 'false' ? false : v));
    setups = setups.flatMap((s) => parsed.map((v) => ({ ...s, [key]: v })));
  }
  return setups;
}

export function parseBalanceArgs(argv: string[]): BalanceOptions | { merge: string[]; limitPp: number; out?: string; json: boolean } {
  const v = parseCommandLine(argv, {
    game: { type: 'string' },
    players: { type: 'string' },
    bot: { type: 'string' },
    games: { type: 'string' },
    first: { type: 'string' },
    workers: { type: 'string' },
    seed: { type: 'string' },
    variant: { type: 'string', multiple: true },
    cycle: { type: 'string', multiple: true },
    'limit-pp': { type: 'string' },
    merge: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
  });
  const out = v.out === undefined ? undefined : stringOption('out', v.out);
  const limitPp = intOption('limit-pp', v['limit-pp'], 10, 0, 100);
  if (v.merge !== undefined) {
    const merge = mergeFiles(v.merge);
    return { merge, limitPp, out, json: v.json === true };
  }
  const bot = stringOption('bot', v.bot, 'easy');
  if (!isBotKind(bot)) throw new UsageError(`Unknown bot "${bot}". Bots: ${BOT_KINDS.join(', ')}.`);
  return {
    game: stringOption('game', v.game),
    players: intOption('players', v.players, undefined, 1, 8),
    bot,
    games: intOption('games', v.games, undefined, 1, 100_000),
    first: intOption('first', v.first, 0, 0, 1_000_000),
    workers: intOption('workers', v.workers, 1, 1, 16),
    seed: stringOption('seed', v.seed, 'balance'),
    setups: cycleSetups(variantOption(v.variant), v.cycle),
    limitPp,
    out,
    json: v.json === true,
  };
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

/**
 * P(X/n − p > limit) for X ~ Binomial(n, p): how often n takers who each win at their kind's rate p
 * would still show a lift over the limit. Small samples make this large, which is why a raw lift
 * over the limit is read next to it.
 */
export function chanceOverLimit(n: number, p: number, limit: number): number {
  if (n === 0 || p + limit >= 1) return 0;
  return binomialTail(n, p, Math.floor(n * (p + limit) + 1e-9) + 1);
}

/** P(X >= k) for X ~ Binomial(n, p), summed in log space so large n does not underflow. */
export function binomialTail(n: number, p: number, k: number): number {
  if (k <= 0) return 1;
  if (k > n || p <= 0) return 0;
  if (p >= 1) return 1;
  const logP = Math.log(p);
  const logQ = Math.log(1 - p);
  let logPmf = n * logQ; // X = 0
  let tail = 0;
  for (let x = 0; x <= n; x++) {
    if (x >= k) tail += Math.exp(logPmf);
    logPmf += Math.log((n - x) / (x + 1)) + logP - logQ;
  }
  return Math.min(1, tail);
}

/** The standings of every component over the games (each game's setup decides what it offers). */
export function tally(
  perGame: BalanceGame[],
  componentsOf: (setup: Setup) => BalanceComponent[],
  limitPp: number,
): Pick<BalanceReport, 'seatWinRates' | 'kinds' | 'components' | 'overLimit' | 'expectedOverByChance'> {
  const rows = new Map<string, BalanceComponent & { seatGames: number; takers: number; wins: number }>();
  const seatWins: number[] = [];
  const seatCount: number[] = [];
  for (const g of perGame) {
    if (!g.ended) continue;
    const offered = componentsOf(g.setup);
    for (const c of offered) {
      const key = `${c.kind}:${c.id}`;
      if (!rows.has(key)) rows.set(key, { ...c, seatGames: 0, takers: 0, wins: 0 });
      rows.get(key)!.seatGames += g.seats.length;
    }
    g.seats.forEach((seat, i) => {
      seatWins[i] = (seatWins[i] ?? 0) + (g.winShare[seat] ?? 0);
      seatCount[i] = (seatCount[i] ?? 0) + 1;
      for (const key of g.taken[seat] ?? []) {
        const row = rows.get(key);
        if (!row) continue; // not a project-designed component of this setup
        row.takers++;
        row.wins += g.winShare[seat] ?? 0;
      }
    });
  }
  const kindTotals = new Map<string, { takes: number; wins: number }>();
  for (const r of rows.values()) {
    const k = kindTotals.get(r.kind) ?? { takes: 0, wins: 0 };
    k.takes += r.takers;
    k.wins += r.wins;
    kindTotals.set(r.kind, k);
  }
  const kindRate = (kind: string) => {
    const k = kindTotals.get(kind)!;
    return k.takes ? k.wins / k.takes : 0;
  };
  const bonferroni = 0.05 / Math.max(1, rows.size);
  const components: ComponentStanding[] = [...rows.values()].map((r) => {
    const base = kindRate(r.kind);
    const winRate = r.takers ? r.wins / r.takers : 0;
    const { low, high } = wilson(r.wins, r.takers);
    const liftPp = r.takers ? (winRate - base) * 100 : 0;
    // A shared win is a fraction; rounding it up keeps the p-value on the cautious side.
    const pValue = r.takers ? binomialTail(r.takers, base, Math.ceil(r.wins - 1e-9)) : 1;
    return {
      kind: r.kind,
      id: r.id,
      name: r.name,
      seatGames: r.seatGames,
      takers: r.takers,
      takeRate: round(r.seatGames ? r.takers / r.seatGames : 0),
      wins: round(r.wins),
      winRate: round(winRate),
      winRateLow: round(low),
      winRateHigh: round(high),
      kindWinRate: round(base),
      liftPp: round(liftPp, 1),
      overLimit: liftPp > limitPp,
      liftSignificant: r.takers > 0 && low > base,
      chanceOver: round(chanceOverLimit(r.takers, base, limitPp / 100)),
      liftPValue: Number(pValue.toPrecision(3)),
      liftSignificantCorrected: r.takers > 0 && liftPp > 0 && pValue < bonferroni,
    };
  });
  return {
    seatWinRates: seatWins.map((w, i) => round(w / seatCount[i])),
    kinds: [...kindTotals.entries()].map(([kind, k]) => ({ kind, takes: k.takes, winRate: round(k.takes ? k.wins / k.takes : 0) })),
    components,
    overLimit: components
      .filter((c) => c.overLimit)
      .map(
        (c) =>
          `${c.kind} ${c.id} (${c.name}): +${c.liftPp} pp over ${c.takers} takes` +
          `${c.liftSignificantCorrected ? ', significant after correcting for every row' : c.liftSignificant ? ', significant at 95%' : ''}`,
      ),
    expectedOverByChance: round(components.reduce((sum, c) => sum + c.chanceOver, 0), 1),
  };
}

/** The components a raw setup offers, after the game's own parseSetup fills in its defaults. */
function componentsOfSetup(module: GameModule, players: number): (setup: Setup) => BalanceComponent[] {
  return (setup) => {
    const parsed = module.parseSetup(players, setup);
    if (!parsed.ok) throw new UsageError(parsed.error);
    return module.balance!.components(parsed.setup);
  };
}

function specs(opts: BalanceOptions): ArenaGameSpec[] {
  return Array.from({ length: opts.games }, (_, i) => {
    const g = opts.first + i;
    return {
      game: opts.game,
      players: opts.players,
      setup: opts.setups[g % opts.setups.length],
      seats: Array.from({ length: opts.players }, () => opts.bot),
      seed: `${opts.seed}/${g}`,
      maxMoves: 5000,
      recordTaken: true,
    };
  });
}

export async function runBalance(opts: BalanceOptions, command?: string, log: (line: string) => void = () => {}): Promise<BalanceReport> {
  const loaded = await loadBotGame(opts.game);
  const hooks = loaded.module.balance;
  if (!hooks) throw new UsageError(`${loaded.module.name} has no project-designed components to report on.`);
  if (opts.players < loaded.module.minPlayers || opts.players > loaded.module.maxPlayers) {
    throw new UsageError(`${loaded.module.name} is for ${loaded.module.minPlayers} to ${loaded.module.maxPlayers} players, not ${opts.players}.`);
  }
  for (const s of opts.setups) {
    const parsed = loaded.module.parseSetup(opts.players, s);
    if (!parsed.ok) throw new UsageError(parsed.error);
  }
  const list = specs(opts);
  const results = await playGames(list, opts.workers, (i, r) => {
    log(`game ${opts.first + i} ${JSON.stringify(list[i].setup)}: ${r.ended ? 'ended' : 'NOT ENDED'}${r.error ? ` ERROR ${r.error}` : ''}`);
  });
  const perGame: BalanceGame[] = results.map((r, i) => ({
    index: opts.first + i,
    seed: list[i].seed,
    setup: list[i].setup,
    seats: r.playOrder,
    ended: r.ended,
    winShare: r.winShare,
    scores: r.scores,
    taken: r.taken ?? {},
    ...(r.error ? { error: r.error } : {}),
  }));
  return report(
    { command, game: opts.game, players: opts.players, bot: opts.bot, seed: opts.seed, setups: opts.setups, limitPp: opts.limitPp, mode: process.env.NODE_ENV === 'production' ? 'production' : 'development' },
    perGame,
    componentsOfSetup(loaded.module, opts.players),
  );
}

function report(
  head: Pick<BalanceReport, 'game' | 'players' | 'bot' | 'seed' | 'setups' | 'limitPp' | 'mode'> & { command?: string; parts?: string[] },
  perGame: BalanceGame[],
  componentsOf: (setup: Setup) => BalanceComponent[],
): BalanceReport {
  const { command, parts, ...rest } = head;
  return {
    ...(command ? { command } : {}),
    ...rest,
    games: perGame.length,
    ended: perGame.filter((g) => g.ended).length,
    errors: perGame.filter((g) => g.error).map((g) => `game ${g.index}: ${g.error}`),
    ...tally(perGame, componentsOf, head.limitPp),
    perGame,
    ...(parts ? { parts } : {}),
  };
}

export async function mergeBalance(parts: BalanceReport[], names: string[], limitPp: number, command?: string): Promise<BalanceReport> {
  const perGame = joinParts(parts, (p) => JSON.stringify([p.game, p.players, p.bot, p.seed, p.setups]), 'game, players, bot, seed or setups');
  const [head] = parts;
  const loaded = await loadBotGame(head.game);
  return report(
    { command, game: head.game, players: head.players, bot: head.bot, seed: head.seed, setups: head.setups, limitPp, mode: head.mode, parts: names },
    perGame,
    componentsOfSetup(loaded.module, head.players),
  );
}

export function formatBalanceReport(r: BalanceReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lines = [
    `Balance: ${r.game}, ${r.players} players, bot ${r.bot} at every seat, ${r.games} games (${r.ended} ended), seed "${r.seed}" (${r.mode} mode)`,
    `  seat win rates: ${r.seatWinRates.map(pct).join(', ')}`,
  ];
  for (const k of r.kinds) {
    lines.push(`  ${k.kind}: ${k.takes} takes, takers win ${pct(k.winRate)}`);
    for (const c of r.components.filter((c) => c.kind === k.kind)) {
      lines.push(
        `    ${c.id.padEnd(5)} ${c.name.padEnd(34)} taken ${String(c.takers).padStart(4)}/${c.seatGames} (${pct(c.takeRate)}), ` +
          `takers win ${pct(c.winRate)} [${pct(c.winRateLow)}, ${pct(c.winRateHigh)}], ${c.liftPp >= 0 ? '+' : ''}${c.liftPp} pp${c.overLimit ? `  OVER (by chance ${pct(c.chanceOver)})` : ''}${c.liftSignificant ? ' (significant)' : ''}`,
      );
    }
  }
  lines.push(r.overLimit.length ? `  Over the ${r.limitPp} pp limit: ${r.overLimit.join('; ')}` : `  No component's takers win more than ${r.limitPp} pp above their kind.`);
  lines.push(
    `  By chance alone, if every component were exactly as strong as its kind, about ${r.expectedOverByChance} of these ${r.components.length} ` +
      `components would be over the limit with these take counts (${r.overLimit.length} are).`,
  );
  const corrected = r.components.filter((c) => c.liftSignificantCorrected);
  lines.push(
    corrected.length
      ? `  Above their kind even after correcting for ${r.components.length} rows (p < 0.05/${r.components.length}): ${corrected.map((c) => `${c.kind} ${c.id} (${c.name}, p = ${c.liftPValue})`).join('; ')}`
      : `  No component is above its kind after correcting for ${r.components.length} rows (p < 0.05/${r.components.length}).`,
  );
  lines.push(...r.errors.map((e) => `  ERROR ${e}`));
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  void runTool(BALANCE_USAGE, async () => {
    const argv = process.argv.slice(2);
    const opts = parseBalanceArgs(argv);
    const command = ['npm run balance --', ...argv].join(' ');
    let result: BalanceReport;
    if ('merge' in opts) {
      const parts = opts.merge.map((f) => JSON.parse(readFileSync(f, 'utf8')) as BalanceReport);
      result = await mergeBalance(parts, opts.merge, opts.limitPp, command);
    } else {
      result = await runBalance(opts, command, opts.json ? undefined : (line) => console.log(line));
    }
    if (opts.out) {
      mkdirSync(dirname(opts.out), { recursive: true });
      writeFileSync(opts.out, JSON.stringify(result, null, 2) + '\n');
    }
    console.log(opts.json ? JSON.stringify(result, null, 2) : formatBalanceReport(result));
    if (result.errors.length > 0 || result.ended < result.games) process.exitCode = 1;
  });
}
