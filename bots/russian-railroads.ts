// Heuristic estimate of each seat's final score in Russian Railroads: the score so far plus what the
// current position will still earn in the remaining scorings, plus the End Bonus and majority outlook.
import type { Ctx } from 'boardgame.io';
import type { RRState } from '../games/russian-railroads/rules/state';
import { roundScore } from '../games/russian-railroads/rules/scoring';
import { reach } from '../games/russian-railroads/rules/locos';
import { boardOf, lineLen } from '../games/russian-railroads/rules/board';

export function evaluateRussianRailroads(G: RRState, _ctx: Ctx): Record<string, number> {
  const out: Record<string, number> = {};
  if (G.gameover) {
    for (const pid of Object.keys(G.players)) out[pid] = G.players[pid].score;
    return out;
  }
  // Scorings still to come, counting the current round's.
  const left = Math.max(0, G.setup.rounds - G.round + 1);
  const lines = boardOf(G).lines;
  const engineerCounts = Object.values(G.players).map((p) => p.engineers.length).sort((a, b) => b - a);
  for (const pid of Object.keys(G.players)) {
    const p = G.players[pid];
    const now = roundScore(G, p);
    let v = p.score + left * (now.tracks + now.bonuses + now.industry);
    // Growth potential: track built beyond locomotive reach, and reach beyond track, pay later.
    let unreached = 0;
    lines.forEach((_, i) => { const len = lineLen(G, p, i); unreached += Math.max(0, Math.min(p.tracks[i][0], len) - Math.min(reach(G, p, i), len)); });
    v += Math.max(0, left - 1) * (unreached * 0.8 + p.doublers * 0.5);
    // Actions still in hand this round, and permanent workers for later rounds.
    v += (p.workers + p.temp + p.roubles) * Math.min(left, 2) * 2 + p.owned * Math.max(0, left - 1) * 3;
    // Expected End Bonus cards and engineer majority.
    v += p.endBonusCount * 15;
    const rank = engineerCounts.indexOf(p.engineers.length);
    if (p.engineers.length > 0) v += rank === 0 ? 30 : rank === 1 ? 15 : 5;
    out[pid] = v;
  }
  return out;
}
