// §4.6–§4.7 and §9.4: Movement, wreck clearing, the badge, the end check; then the next Stage's
// timetable step and its pending rulings.
import { SOLO_RATINGS } from '../data';
import { narrate } from './log';
import { movement } from './movement';
import { pendingRulings } from './rulings';
import { seats, type DivisionState } from './state';
import { appearTrains } from './timetable';

export function gameIsOver(G: DivisionState): boolean {
  if (G.stage >= G.lastStage) return true;
  const allAppeared = G.timetable.every((r) => r.appears <= G.stage);
  return allAppeared && !G.trains.some((t) => t.cls !== 3);
}

/** Winners (§9.4): highest score; ties to fewer collision charges; after that the win is shared. */
export function winners(G: DivisionState): string[] {
  const ids = seats(G);
  const best = Math.max(...ids.map((s) => G.score[s].total));
  const top = ids.filter((s) => G.score[s].total === best);
  const fewest = Math.min(...top.map((s) => G.score[s].collisionCount));
  return top.filter((s) => G.score[s].collisionCount === fewest);
}

export function soloRating(score: number): string {
  const table = SOLO_RATINGS.value;
  // A score below every threshold (collisions can make it negative) is the lowest rating.
  return (table.find((r) => score >= r.min) ?? table[table.length - 1]).title;
}

export function endStage(G: DivisionState, turn = 0): void {
  movement(G, turn);
  for (const c of G.cards) if (c.wreckUntil && c.wreckUntil <= G.stage) c.wreckUntil = 0;
  const ids = seats(G);
  G.history.push({ label: `Stage ${G.stage}`, scores: Object.fromEntries(ids.map((s) => [s, G.score[s].total])) });
  G.superintendent = String((Number(G.superintendent) + 1) % G.n);
  if (gameIsOver(G)) {
    const scores = Object.fromEntries(ids.map((s) => [s, G.score[s].total]));
    G.gameover = { winners: winners(G), scores };
    const w = G.gameover.winners.map((s) => `{p:${s}}`).join(' and ');
    narrate(G, turn, undefined, G.n === 1 ? `The game ends after Stage ${G.stage}: ${scores['0']} points, rated ${soloRating(scores['0'])}.` : `The game ends after Stage ${G.stage}. ${w} win${G.gameover.winners.length > 1 ? '' : 's'}.`);
    return;
  }
  G.stage += 1;
  G.officeTurns = 0;
  G.turn = { option: null, switched: false, boardsSet: [] };
  narrate(G, turn, undefined, `Stage ${G.stage}: {p:${G.superintendent}} is Superintendent.`);
  appearTrains(G, turn);
  G.pending = pendingRulings(G);
}
