// The balance report: self-play games of one bot at every seat, and for each project-designed
// component (GameModule.balance) how often it is taken and how often its takers win.
//   npm run balance -- --game ID --players N --bot easy --games N [--first K] [--workers 2] [--seed S]
//                      [--variant K=V ...] [--cycle K=V1,V2 ...] [--limit-pp 10] [--out reports/x.json] [--json]
//   npm run balance -- --merge a.json,b.json|DIR [--out reports/all.json] [--json]
// --part writes --out as a part for a later --merge: the run's head and its games, no tally (the
// merge recounts). A merged report's file leaves the games out: they are in the parts it lists.
// --cycle spreads the games over variants: game g plays combination g mod (number of
// combinations) of every --cycle key, so each module's components get their share of games.
// A taker's win counts its share of the win (1/k when k seats tie). A component fails when
// its takers' win rate is more than --limit-pp percentage points above what takes of its kind win.
// That baseline is taken per seat count, because a seat's chance of winning is about 1/players:
// each take is expected to win at its kind's win rate among the takes at its own seat count, so a
// component taken mostly in 3-player games is not flattered by a kind pooled with 7-player games.
// A merge (--merge) may join parts of different seat counts; a single run has one seat count, where
// this is the kind's plain win rate.
// Two readings guard against noise: each row's chance of landing over the limit if it were exactly
// as strong as its kind (their sum is how many rows luck alone puts over), and an exact one-sided
// p-value per row (Poisson-binomial: every take with its own seat count's baseline), called real only
// under 0.05 / rows (Bonferroni), since ~90 rows are looked at at once.
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
  '[--variant KEY=VALUE ...] [--cycle KEY=V1,V2 ...] [--limit-pp 10] [--out reports/x.json [--part]] [--json]\n' +
  '       npm run balance -- --merge a.json,b.json|DIR [--limit-pp 10] [--out reports/all.json] [--json]\n' +
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
  /** Write --out as a part for a later --merge. */
  part?: boolean;
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
  /**
   * What the takes are expected to win: each take at its kind's win rate among the takes at its own
   * seat count, averaged over the takes (the kind's plain win rate when there is one seat count).
   */
  kindWinRate: number;
  /** The sum of those per-take baselines. */
  expectedWins: number;
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
  /** Takes, their win shares and the kind's win rate at each seat count the component was taken at. */
  bySeatCount: { players: number; takers: number; wins: number; kindWinRate: number }[];
}

/** The games of one seat count in a report. */
export interface SeatCountSummary {
  players: number;
  games: number;
  ended: number;
  /** Win rate of each seat position (seat order). */
  seatWinRates: number[];
  kinds: { kind: string; takes: number; winRate: number }[];
}

export interface BalanceReport {
  command?: string;
  mode: string;
  game: string;
  /** The seat count, or every seat count of a merge that joins several. */
  players: number | number[];
  bot: BotKind;
  seed: string;
  setups: Setup[];
  games: number;
  ended: number;
  errors: string[];
  limitPp: number;
  /** Win rate of each seat position (seat order), for seat bias; with several seat counts, see seatCounts. */
  seatWinRates: number[];
  /** Every take of each kind over all seat counts (the comparison itself is per seat count). */
  kinds: { kind: string; takes: number; winRate: number }[];
  seatCounts: SeatCountSummary[];
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
    part: { type: 'boolean' },
    json: { type: 'boolean' },
  });
  const out = v.out === undefined ? undefined : stringOption('out', v.out);
  if (v.part === true && (out === undefined || v.merge !== undefined)) throw new UsageError('--part writes a run\'s --out as a part for --merge: it needs --out, and a merge is no part.');
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
    part: v.part === true,
    json: v.json === true,
  };
}

const PART_FIELDS = ['command', 'mode', 'game', 'players', 'bot', 'seed', 'setups', 'limitPp', 'games', 'ended', 'errors', 'perGame'] as const;

/** JSON indented by two spaces, except that each object inside an array stays on one line: rows stay readable and small. */
export function jsonWithRows(value: unknown, indent = ''): string {
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    if (!value.some((x) => x !== null && typeof x === 'object')) return JSON.stringify(value);
    return value.length === 0 ? '[]' : `[\n${value.map((x) => inner + JSON.stringify(x)).join(',\n')}\n${indent}]`;
  }
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${jsonWithRows(v, inner)}`).join(',\n')}\n${indent}}`;
}

/**
 * What `--out` writes: a part (`--part`) keeps only what a merge reads; a merged report leaves out the
 * games, which are in the parts it names; a plain run keeps everything.
 */
export function balanceFileText(r: BalanceReport, asPart: boolean): string {
  if (asPart) return jsonWithRows(Object.fromEntries(PART_FIELDS.filter((k) => r[k] !== undefined).map((k) => [k, r[k]]))) + '\n';
  if (r.parts) {
    const { perGame: _games, ...rest } = r;
    return jsonWithRows(rest) + '\n';
  }
  return jsonWithRows(r) + '\n';
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

/**
 * P(X/n − p > limit) for X ~ Binomial(n, p): how often n takers who each win at their kind's rate p
 * would still show a lift over the limit. Small samples make this large, which is why a raw lift
 * over the limit is read next to it.
 */
export function chanceOverLimit(n: number, p: number, limit: number): number {
  return chanceOverLimitMixed([{ n, p }], limit);
}

/**
 * The same for takes of several seat counts: group i has n takes that each win with chance p, and
 * the limit is measured from the takes' mean baseline.
 */
export function chanceOverLimitMixed(groups: TakeGroup[], limit: number): number {
  const n = groups.reduce((sum, g) => sum + g.n, 0);
  if (n === 0) return 0;
  const expected = groups.reduce((sum, g) => sum + g.n * g.p, 0) / n;
  if (expected + limit >= 1) return 0;
  return poissonBinomialTail(groups, Math.floor(n * (expected + limit) + 1e-9) + 1);
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

/** n takes that each win with chance p (the takes of one component at one seat count). */
export interface TakeGroup {
  n: number;
  p: number;
}

/** The distribution of Binomial(n, p), each term from log space so large n does not underflow. */
function binomialPmf(n: number, p: number): number[] {
  const pmf = new Array<number>(n + 1).fill(0);
  if (p <= 0) pmf[0] = 1;
  else if (p >= 1) pmf[n] = 1;
  else {
    const logP = Math.log(p);
    const logQ = Math.log(1 - p);
    let logPmf = n * logQ;
    for (let x = 0; x <= n; x++) {
      pmf[x] = Math.exp(logPmf);
      logPmf += Math.log((n - x) / (x + 1)) + logP - logQ;
    }
  }
  return pmf;
}

/**
 * The exact distribution of the number of wins when each group's takes win with their own chance
 * (a Poisson-binomial law): each group's binomial, convolved. Grouping by seat count keeps this to
 * a handful of convolutions instead of one per take.
 */
export function poissonBinomialPmf(groups: TakeGroup[]): number[] {
  let pmf = [1];
  for (const g of groups) {
    if (g.n === 0) continue;
    const b = binomialPmf(g.n, g.p);
    const next = new Array<number>(pmf.length + g.n).fill(0);
    for (let i = 0; i < pmf.length; i++) {
      if (pmf[i] === 0) continue;
      for (let j = 0; j < b.length; j++) next[i + j] += pmf[i] * b[j];
    }
    pmf = next;
  }
  return pmf;
}

/** P(X >= k) for X the wins of the groups' takes (Poisson-binomial), summed from the exact distribution. */
export function poissonBinomialTail(groups: TakeGroup[], k: number): number {
  if (k <= 0) return 1;
  const pmf = poissonBinomialPmf(groups);
  let tail = 0;
  for (let x = k; x < pmf.length; x++) tail += pmf[x];
  return Math.min(1, tail);
}

/** The components a game offers, given its setup and seat count. */
export type ComponentsOf = (setup: Setup, players: number) => BalanceComponent[];

/** The standings of every component over the games (each game's setup and seat count decide what it offers). */
export function tally(
  perGame: BalanceGame[],
  componentsOf: ComponentsOf,
  limitPp: number,
): Pick<BalanceReport, 'seatWinRates' | 'kinds' | 'seatCounts' | 'components' | 'overLimit' | 'expectedOverByChance'> {
  type Tally = { takes: number; wins: number };
  const add = (m: Map<number, Tally>, players: number, wins: number) => {
    const t = m.get(players) ?? { takes: 0, wins: 0 };
    t.takes++;
    t.wins += wins;
    m.set(players, t);
  };
  const rows = new Map<string, BalanceComponent & { seatGames: number; bySeats: Map<number, Tally> }>();
  const seatWins: number[] = [];
  const seatCount: number[] = [];
  const perSeats = new Map<number, { games: number; ended: number; seatWins: number[] }>();
  for (const g of perGame) {
    const players = g.seats.length;
    const here = perSeats.get(players) ?? { games: 0, ended: 0, seatWins: [] };
    perSeats.set(players, here);
    here.games++;
    if (!g.ended) continue;
    here.ended++;
    const offered = componentsOf(g.setup, players);
    for (const c of offered) {
      const key = `${c.kind}:${c.id}`;
      if (!rows.has(key)) rows.set(key, { ...c, seatGames: 0, bySeats: new Map() });
      rows.get(key)!.seatGames += players;
    }
    g.seats.forEach((seat, i) => {
      const share = g.winShare[seat] ?? 0;
      seatWins[i] = (seatWins[i] ?? 0) + share;
      seatCount[i] = (seatCount[i] ?? 0) + 1;
      here.seatWins[i] = (here.seatWins[i] ?? 0) + share;
      for (const key of g.taken[seat] ?? []) {
        const row = rows.get(key);
        if (!row) continue; // not a project-designed component of this setup
        add(row.bySeats, players, share);
      }
    });
  }
  // Every take of each kind, by seat count: the baseline a take of that seat count is held to.
  const kindBySeats = new Map<string, Map<number, Tally>>();
  for (const r of rows.values()) {
    const k = kindBySeats.get(r.kind) ?? new Map<number, Tally>();
    kindBySeats.set(r.kind, k);
    for (const [players, t] of r.bySeats) {
      const kt = k.get(players) ?? { takes: 0, wins: 0 };
      kt.takes += t.takes;
      kt.wins += t.wins;
      k.set(players, kt);
    }
  }
  const kindRate = (kind: string, players: number) => {
    const t = kindBySeats.get(kind)?.get(players);
    return t && t.takes ? t.wins / t.takes : 0;
  };
  const sum = (ts: Iterable<Tally>) => [...ts].reduce((a, t) => ({ takes: a.takes + t.takes, wins: a.wins + t.wins }), { takes: 0, wins: 0 });
  const bonferroni = 0.05 / Math.max(1, rows.size);
  const components: ComponentStanding[] = [...rows.values()].map((r) => {
    const seatCounts = [...r.bySeats.keys()].sort((a, b) => a - b);
    const groups = seatCounts.map((players) => ({ n: r.bySeats.get(players)!.takes, p: kindRate(r.kind, players) }));
    const { takes: takers, wins } = sum(r.bySeats.values());
    const expectedWins = groups.reduce((s, g) => s + g.n * g.p, 0);
    const base = takers ? expectedWins / takers : 0;
    const winRate = takers ? wins / takers : 0;
    const { low, high } = wilson(wins, takers);
    const liftPp = takers ? (winRate - base) * 100 : 0;
    // A shared win is a fraction; rounding it up keeps the p-value on the cautious side.
    const pValue = takers ? poissonBinomialTail(groups, Math.ceil(wins - 1e-9)) : 1;
    return {
      kind: r.kind,
      id: r.id,
      name: r.name,
      seatGames: r.seatGames,
      takers,
      takeRate: round(r.seatGames ? takers / r.seatGames : 0),
      wins: round(wins),
      winRate: round(winRate),
      winRateLow: round(low),
      winRateHigh: round(high),
      kindWinRate: round(base),
      expectedWins: round(expectedWins),
      liftPp: round(liftPp, 1),
      overLimit: liftPp > limitPp,
      liftSignificant: takers > 0 && low > base,
      chanceOver: round(chanceOverLimitMixed(groups, limitPp / 100)),
      liftPValue: Number(pValue.toPrecision(3)),
      liftSignificantCorrected: takers > 0 && liftPp > 0 && pValue < bonferroni,
      bySeatCount: seatCounts.map((players, i) => ({
        players,
        takers: groups[i].n,
        wins: round(r.bySeats.get(players)!.wins),
        kindWinRate: round(groups[i].p),
      })),
    };
  });
  const kindsAt = (players?: number) =>
    [...kindBySeats.entries()].map(([kind, m]) => {
      const t = players === undefined ? sum(m.values()) : (m.get(players) ?? { takes: 0, wins: 0 });
      return { kind, takes: t.takes, winRate: round(t.takes ? t.wins / t.takes : 0) };
    });
  return {
    seatWinRates: seatWins.map((w, i) => round(w / seatCount[i])),
    kinds: kindsAt(),
    seatCounts: [...perSeats.entries()]
      .sort(([a], [b]) => a - b)
      .map(([players, s]) => ({
        players,
        games: s.games,
        ended: s.ended,
        seatWinRates: s.seatWins.map((w) => round(s.ended ? w / s.ended : 0)),
        kinds: kindsAt(players),
      })),
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

/** The components a raw setup offers at a seat count, after the game's own parseSetup fills in its defaults. */
function componentsOfSetup(module: GameModule): ComponentsOf {
  return (setup, players) => {
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
    componentsOfSetup(loaded.module),
  );
}

function report(
  head: Pick<BalanceReport, 'game' | 'players' | 'bot' | 'seed' | 'setups' | 'limitPp' | 'mode'> & { command?: string; parts?: string[] },
  perGame: BalanceGame[],
  componentsOf: ComponentsOf,
): BalanceReport {
  const { command, parts, ...rest } = head;
  const several = Array.isArray(head.players);
  return {
    ...(command ? { command } : {}),
    ...rest,
    games: perGame.length,
    ended: perGame.filter((g) => g.ended).length,
    errors: perGame.filter((g) => g.error).map((g) => `${several ? `${g.seats.length}p ` : ''}game ${g.index}: ${g.error}`),
    ...tally(perGame, componentsOf, head.limitPp),
    perGame,
    ...(parts ? { parts } : {}),
  };
}

const seatCountsOf = (r: Pick<BalanceReport, 'players'>): number[] => (Array.isArray(r.players) ? r.players : [r.players]);

/**
 * Parts joined into one report. Parts of one seat count must come from the same run (seed and
 * setups) and hold no game twice; parts of different seat counts only share the game and the bot,
 * since each take is compared with its own seat count's baseline (tally).
 */
export function mergeReports(parts: BalanceReport[], names: string[], limitPp: number, componentsOf: ComponentsOf, command?: string): BalanceReport {
  if (parts.length === 0) throw new UsageError('Nothing to merge.');
  const [head] = parts;
  if (parts.some((p) => p.game !== head.game || p.bot !== head.bot)) throw new UsageError('The parts differ in game or bot.');
  const bySeats = new Map<number, BalanceReport[]>();
  for (const p of parts) {
    const counts = seatCountsOf(p);
    if (counts.length !== 1) throw new UsageError('A part must hold one seat count: merge the parts themselves, not merged reports.');
    bySeats.set(counts[0], [...(bySeats.get(counts[0]) ?? []), p]);
  }
  const seatCounts = [...bySeats.keys()].sort((a, b) => a - b);
  const perGame = seatCounts.flatMap((players) =>
    joinParts(bySeats.get(players)!, (p) => JSON.stringify([p.seed, p.setups]), `seed or setups at ${players} players`, ` of the ${players}-player parts`),
  );
  const unique = <T,>(xs: T[]) => [...new Map(xs.map((x) => [JSON.stringify(x), x])).values()];
  const seeds = unique(parts.map((p) => p.seed));
  const modes = unique(parts.map((p) => p.mode));
  return report(
    {
      command,
      game: head.game,
      players: seatCounts.length === 1 ? seatCounts[0] : seatCounts,
      bot: head.bot,
      seed: seeds.join(', '),
      setups: unique(parts.flatMap((p) => p.setups)),
      limitPp,
      // Numbers are quoted from production runs; a merge that mixes modes says so.
      mode: modes.length === 1 ? modes[0] : `mixed (${modes.join(', ')})`,
      parts: names,
    },
    perGame,
    componentsOf,
  );
}

export async function mergeBalance(parts: BalanceReport[], names: string[], limitPp: number, command?: string): Promise<BalanceReport> {
  if (parts.length === 0) throw new UsageError('Nothing to merge.');
  const loaded = await loadBotGame(parts[0].game);
  return mergeReports(parts, names, limitPp, componentsOfSetup(loaded.module), command);
}

export function formatBalanceReport(r: BalanceReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const counts = seatCountsOf(r);
  const several = counts.length > 1;
  const seatCounts = r.seatCounts ?? [];
  const lines = [
    `Balance: ${r.game}, ${several ? `${counts.join('/')} players (${seatCounts.map((s) => `${s.players}p ${s.games}`).join(', ')} games)` : `${r.players} players`}, ` +
      `bot ${r.bot} at every seat, ${r.games} games (${r.ended} ended), seed "${r.seed}" (${r.mode} mode)`,
  ];
  if (several) {
    lines.push('  Each take is held to its kind\'s win rate at its own seat count; "expected" is their mean over the takes.');
    for (const s of seatCounts) lines.push(`  ${s.players}p: ${s.games} games (${s.ended} ended), seat win rates: ${s.seatWinRates.map(pct).join(', ')}`);
  } else {
    lines.push(`  seat win rates: ${r.seatWinRates.map(pct).join(', ')}`);
  }
  for (const k of r.kinds) {
    const at = several
      ? ` (${seatCounts.map((s) => s.kinds.find((x) => x.kind === k.kind)).map((x, i) => `${seatCounts[i].players}p ${x ? `${x.takes} at ${pct(x.winRate)}` : '0'}`).join(', ')})`
      : '';
    lines.push(`  ${k.kind}: ${k.takes} takes, takers win ${pct(k.winRate)}${at}`);
    for (const c of r.components.filter((c) => c.kind === k.kind)) {
      lines.push(
        `    ${c.id.padEnd(5)} ${c.name.padEnd(34)} taken ${String(c.takers).padStart(4)}/${c.seatGames} (${pct(c.takeRate)}), ` +
          `takers win ${pct(c.winRate)} [${pct(c.winRateLow)}, ${pct(c.winRateHigh)}]${several ? `, expected ${pct(c.kindWinRate)}` : ''}, ` +
          `${c.liftPp >= 0 ? '+' : ''}${c.liftPp} pp${c.overLimit ? `  OVER (by chance ${pct(c.chanceOver)})` : ''}${c.liftSignificant ? ' (significant)' : ''}`,
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
      writeFileSync(opts.out, balanceFileText(result, 'part' in opts && opts.part === true));
    }
    console.log(opts.json ? JSON.stringify(result, null, 2) : formatBalanceReport(result));
    if (result.errors.length > 0 || result.ended < result.games) process.exitCode = 1;
  });
}
