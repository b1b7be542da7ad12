// Solo play shows a score to aim for: the person's best on this device, and how the bot scores.

/** The normal bot's solo average where it has been measured (the report the figure comes from). */
export const BOT_SOLO_AVERAGE: Record<string, { mean: number; games: number; setup: string; report: string }> = {
  'russian-railroads': { mean: 370.38, games: 40, setup: 'base board', report: 'reports/russian-railroads-solo-normal.json' },
  'train-and-railway': { mean: 21.2, games: 40, setup: '20 turns, random maps', report: 'reports/train-and-railway-solo-normal.json' },
};

const KEY = (game: string) => `railhouse.soloBest.${game}`;

export interface SoloBest {
  score: number;
  /** When it was set (ms since epoch). */
  at: number;
}

export function soloBest(game: string): SoloBest | null {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY(game)) ?? 'null');
    return raw && Number.isFinite(raw.score) && Number.isFinite(raw.at) ? raw : null;
  } catch {
    return null;
  }
}

/** Keeps `score` when it beats the best so far; true when it did (a new best). */
export function recordSoloScore(game: string, score: number, now = Date.now()): boolean {
  const best = soloBest(game);
  if (best && best.score >= score) return false;
  try {
    localStorage.setItem(KEY(game), JSON.stringify({ score, at: now }));
  } catch {
    /* private mode: nothing to keep */
  }
  return true;
}

/** The line above a solo board. */
export function soloTargetText(game: string, best: SoloBest | null): string {
  const bot = BOT_SOLO_AVERAGE[game];
  const mine = best ? `your best on this device is ${best.score}` : 'no solo score on this device yet';
  const theirs = bot ? `; the normal bot averages ${Math.round(bot.mean)} (${bot.games} solo games, ${bot.setup})` : '';
  return `Score to aim for: ${mine}${theirs}.`;
}
