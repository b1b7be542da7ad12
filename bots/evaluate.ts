// Turning positions into per-seat values in [0, 1] for the search: a real gameover counts
// 1 / 0 / 1/k; a position at the playout horizon counts the logistic of the seat's lead over
// its best rival, measured by the game's heuristic estimate of every seat's final score.
import type { Ctx } from 'boardgame.io';

/** A game's heuristic: its estimate of every seat's final score from this position. */
export type Evaluate = (G: any, ctx: Ctx) => Record<string, number>;

export type SeatValues = Record<string, number>;

/**
 * The win probability of each seat from score estimates: logistic((mine − best other) / scale).
 * With a single seat (solo games) the rival is `soloReference` (the estimate at the search's
 * root), so the bot values raising its own final score.
 */
export function winProbabilities(
  estimates: Record<string, number>,
  seats: readonly string[],
  scale: number,
  soloReference = 0,
): SeatValues {
  const values: SeatValues = {};
  for (const seat of seats) {
    const mine = estimates[seat] ?? 0;
    let bestOther = -Infinity;
    for (const other of seats) if (other !== seat) bestOther = Math.max(bestOther, estimates[other] ?? 0);
    if (bestOther === -Infinity) bestOther = soloReference;
    values[seat] = 1 / (1 + Math.exp(-(mine - bestOther) / scale));
  }
  return values;
}

/**
 * Values of a finished game: each of k winners gets 1/k, everyone else 0. Understands the
 * Railhouse GameOver ({winners, scores}) and boardgame.io's usual {winner} / {draw: true}.
 */
export function gameoverValues(gameover: unknown, seats: readonly string[]): SeatValues {
  const values: SeatValues = Object.fromEntries(seats.map((s) => [s, 0]));
  const over = (gameover ?? {}) as { winners?: unknown; winner?: unknown; draw?: unknown };
  let winners: string[] = [];
  if (Array.isArray(over.winners)) winners = over.winners.map(String);
  else if (over.winner !== undefined && over.winner !== null) winners = [String(over.winner)];
  else if (over.draw === true) winners = [...seats];
  const share = winners.length > 0 ? 1 / winners.length : 0;
  for (const w of winners) if (w in values) values[w] = share;
  return values;
}

/** Final scores from a gameover, when the game reports them. */
export function gameoverScores(gameover: unknown): Record<string, number> | undefined {
  const scores = (gameover as { scores?: unknown } | undefined)?.scores;
  if (scores && typeof scores === 'object') return scores as Record<string, number>;
  return undefined;
}

/**
 * The seat values of a position: its gameover, else the heuristic estimate. Alone, a final score
 * matters more than a win flag the game may not even set, so a solo seat is valued by its score
 * against `soloReference`.
 */
export function positionValues(
  G: unknown,
  ctx: Ctx,
  evaluate: Evaluate,
  scale: number,
  soloReference: number,
): SeatValues {
  const seats = ctx.playOrder;
  if (ctx.gameover !== undefined) {
    const finalScores = seats.length === 1 ? gameoverScores(ctx.gameover) : undefined;
    if (finalScores) return winProbabilities(finalScores, seats, scale, soloReference);
    return gameoverValues(ctx.gameover, seats);
  }
  return winProbabilities(evaluate(G, ctx), seats, scale, soloReference);
}
