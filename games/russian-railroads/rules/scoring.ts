// Scoring (S002-0169–0177 railroads and industry each round; S002-0198–0212 final scoring).
import { TRACK_VALUES } from '../data/board-base';
import { END_BONUS_BY_ID, type EndBonusRow } from '../data/endBonus';
import { boardOf, lineLen, playerStars, playerDoubleLines } from './board';
import { GOLDEN_SPIKE, COIN_SPACE_COST } from '../data/board-american';
export { COIN_SPACE_COST };
import { reach, topLocos } from './locos';
import { industryPoints } from './industry';
import type { RRState, PlayerState } from './state';

/** Points of one railroad: each space within locomotive reach scores the colour of the track on it
 *  or, if empty, of the next track ahead of it; doublers double their TS space; a doubling line doubles. */
export function lineTrackPoints(G: RRState, p: PlayerState, line: number): number {
  const board = boardOf(G);
  const len = lineLen(G, p, line);
  const r = Math.min(reach(G, p, line), len);
  const vals = p.revalued ? board.revalued : TRACK_VALUES.base;
  const t = p.tracks[line];
  let sum = 0;
  for (let s = 1; s <= r; s++) {
    let v = 0;
    for (let c = 4; c >= 0; c--) if (t[c] >= s) { v = vals[c]; break; }
    if (line === board.doublerLine && s <= p.doublers) v *= 2;
    sum += v;
  }
  // American CP2: the East line scores double once its coin space is paid.
  if (board.coinSpaces.some((c) => c.reward === 'doubleLine' && c.line === line && p.claimed.includes(c.id))) sum *= 2;
  if (playerDoubleLines(G, p).some((d) => d.line === line && t[d.colour] >= d.space && r >= d.space)) sum *= 2;
  return sum;
}

/** American Golden Spike: black track and a locomotive on the line's last space (S002-0404–0406). */
export function goldenSpikeComplete(G: RRState, p: PlayerState, g: { line: number; space: number }): boolean {
  return p.tracks[g.line][0] >= g.space && reach(G, p, g.line) >= g.space;
}

/** Kiev stars (cumulative) and the Kiev medal, never doubled. */
export function bonusPoints(G: RRState, p: PlayerState): number {
  const board = boardOf(G);
  let sum = 0;
  for (const s of playerStars(G, p)) {
    if (p.tracks[s.line][s.colour] >= s.space && reach(G, p, s.line) >= s.space) sum += s.points;
  }
  // Golden Spike: never doubled.
  for (const g of board.goldenSpike) if (goldenSpikeComplete(G, p, g)) sum += GOLDEN_SPIKE.points;
  const m = board.medal;
  if (p.medal && p.tracks[m.line][m.colour] >= m.space && reach(G, p, m.line) >= m.space) sum += m.points;
  return sum;
}

export function industryScore(p: PlayerState): number {
  return p.industry.reduce((s, pos) => s + industryPoints(pos), 0);
}

export interface RoundScore { tracks: number; bonuses: number; industry: number }
export function roundScore(G: RRState, p: PlayerState): RoundScore {
  let tracks = 0;
  for (let l = 0; l < boardOf(G).lines.length; l++) tracks += lineTrackPoints(G, p, l);
  return { tracks, bonuses: bonusPoints(G, p), industry: industryScore(p) };
}

export function endBonusMeasure(G: RRState, p: PlayerState, card: EndBonusRow): number {
  const board = boardOf(G);
  switch (card.measure) {
    case 'factories': return p.factories.length;
    case 'engineers': return p.engineers.length;
    case 'termini': return board.lines.filter((_, i) => p.tracks[i][0] >= lineLen(G, p, i)).length;
    case 'brownSpaces': return p.tracks.reduce((s, t) => s + Math.max(0, t[2]), 0);
    case 'naturalWhite': return p.tracks.reduce((s, t) => s + Math.max(0, t[3]) + 2 * Math.max(0, t[4]), 0);
    case 'doublers': return p.doublers;
    case 'tokens': return p.tokens.length;
    case 'patronage': return 1;
    case 'topLocos3': return topLocos(p, 3);
    case 'gainedWorkers': return p.gained;
  }
}

export function endBonusPoints(G: RRState, p: PlayerState, id: string): number {
  const card = END_BONUS_BY_ID[id];
  return Math.min(card.cap, card.per * endBonusMeasure(G, p, card));
}

/** Engineer majority (S002-0205–0209): 40 for most, 20 for second; ties go to the highest engineer number. */
export function majority(entrants: { id: string; count: number; best: number }[]): Record<string, number> {
  const ranked = entrants.filter((e) => e.count > 0).sort((a, b) => b.count - a.count || b.best - a.best);
  const out: Record<string, number> = {};
  if (ranked[0]) out[ranked[0].id] = 40;
  if (ranked[1]) out[ranked[1].id] = 20;
  return out;
}

export function engineerEntry(G: RRState, pid: string): { id: string; count: number; best: number } {
  const p = G.players[pid];
  const patron = p.engineers.length > 0 && (G.hands[pid]?.endBonus ?? []).includes('EB08') ? 1 : 0;
  return { id: pid, count: p.engineers.length + patron, best: p.engineers.length ? Math.max(...p.engineers) : 0 };
}

/** Seats with the highest score share the victory (S002-0211/0212). */
export function winnersOf(scores: Record<string, number>): string[] {
  const best = Math.max(...Object.values(scores));
  return Object.keys(scores).filter((k) => scores[k] === best);
}
