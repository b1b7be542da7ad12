// Score track, gears and tech tokens (S004-0094..0101), and upgrades (S004-0123..0147).
import type { PlayerID } from '../../kit/types';
import { END_TRIGGER_SCORE, GEARS, MAX_TECH_TOKENS } from '../data/goods';
import { COLUMN_THRESHOLDS, UPGRADES, upgradeRow } from '../data/upgrades';
import type { PlayerState, TRState } from './state';

/** Gears passed or landed on when a score goes from `from` to `to`. */
export function gearsCrossed(from: number, to: number): number {
  return GEARS.values.filter((g) => g > from && g <= to).length;
}

/** Move a player's star meeple; outside final scoring, every gear crossed gives a tech token (max 10). */
export function awardPoints(G: TRState, pid: PlayerID, points: number, final = false): void {
  const P = G.players[pid];
  const before = P.score;
  P.score += points;
  if (final) return;
  P.tech = Math.min(MAX_TECH_TOKENS.value, P.tech + gearsCrossed(before, P.score));
  if (before < END_TRIGGER_SCORE.value && P.score >= END_TRIGGER_SCORE.value) triggerEnd(G);
}

/** Seed S004-0102/0103: finish this round, then everyone plays 2 more turns. */
export function triggerEnd(G: TRState): void {
  const last = G.round + 2;
  if (G.finalRound === null || last < G.finalRound) {
    G.finalRound = last;
    G.endTrigger = 'score';
  }
}

export function tokensInColumns(P: PlayerState, columns: number[]): number {
  let n = 0;
  for (const u of UPGRADES) if (columns.includes(u.column)) n += P.upgrades[u.id] ?? 0;
  return n;
}

export function unplacedTech(P: PlayerState): number {
  let placed = 0;
  for (const id in P.upgrades) placed += P.upgrades[id];
  return P.tech - placed;
}

export function upgradeReason(G: TRState, pid: PlayerID, id: string): string | null {
  const P = G.players[pid];
  const u = typeof id === 'string' ? upgradeRow(id) : undefined;
  if (!u) return 'No such ability on the player card.';
  if (unplacedTech(P) < 1) return 'You have no tech token to place.';
  if ((P.upgrades[id] ?? 0) >= u.max) return u.max === 1 ? 'That ability can be upgraded only once.' : `That ability can be upgraded at most ${u.max} times.`;
  const needed = COLUMN_THRESHOLDS.find((t) => t.column === u.column)!.needed;
  const left = [1, 2, 3].filter((c) => c < u.column);
  if (tokensInColumns(P, left) < needed) return `Column ${u.column} opens once ${needed} tech tokens lie in the columns to its left.`;
  if (u.effect.kind === 'shovel' && P.shovels >= 1) return 'You can hold only 1 shovel.';
  if (u.effect.kind === 'drawContract' && G.deckCount + G.discard.length === 0) return 'No contract card is left to draw.';
  return null;
}
