// What must hold between any two consecutive states (checked by the random playouts).
import type { Ctx } from 'boardgame.io';
import { boardOf, lineLen } from './board';
import { ROUBLES_IN_BOX, TEMP_WORKERS } from '../data/setup';
import { DOUBLER_SPACES } from '../data/board-base';
import type { RRState } from './state';

export function checkInvariants(prev: RRState, next: RRState, _ctx?: Ctx): string | null {
  const lines = boardOf(next).lines;
  let roubles = next.bank + next.roublesOnBoard;
  let temps = next.tempOnBoard;
  for (const pid of Object.keys(next.players)) {
    const p = next.players[pid], q = prev.players[pid];
    roubles += p.roubles;
    temps += p.temp + p.tempPlaced;
    if (p.roubles < 0) return `seat ${pid} has negative roubles`;
    if (p.workers < 0 || p.workers + p.placed !== p.owned) return `seat ${pid}: workers not conserved (${p.workers}+${p.placed}≠${p.owned})`;
    if (p.owned + p.reserve !== q.owned + q.reserve + (p.bonusCards.includes('QC1') && !q.bonusCards.includes('QC1') ? 1 : 0)) return `seat ${pid}: workers appeared or vanished`;
    for (let l = 0; l < lines.length; l++) {
      const t = p.tracks[l];
      if (t[0] > lineLen(next, p, l)) return `seat ${pid}: black beyond the end of ${lines[l].name}`;
      for (let c = 0; c < 5; c++) {
        if (t[c] < q.tracks[l][c]) return `seat ${pid}: a ${c} track went backwards on ${lines[l].name}`;
        if (c > 0 && t[c] >= 1 && t[c] >= t[c - 1]) return `seat ${pid}: tracks passed each other on ${lines[l].name}`;
      }
    }
    if (p.doublers > DOUBLER_SPACES) return `seat ${pid}: too many doublers`;
    const sum = Object.values(p.pts).reduce((a, b) => a + b, 0);
    if (sum !== p.score) return `seat ${pid}: score ${p.score} is not the sum of its categories`;
    if (p.score < q.score) return `seat ${pid}: score went down`;
    const scored = next.round !== prev.round || next.gameover !== null;
    for (const cat of ['tracks', 'industry', 'bonuses', 'endBonus', 'majority'] as const) {
      if (!scored && p.pts[cat] !== q.pts[cat]) return `seat ${pid}: ${cat} points changed outside a scoring`;
    }
  }
  const e = next.emil;
  if (e) {
    if (e.workers < 0 || e.workers + e.placed !== e.owned || e.owned + e.waiting !== 8) return 'Emil\'s workers not conserved';
    if (e.engineers.length < (prev.emil?.engineers.length ?? 0)) return 'Emil lost an engineer';
  }
  if (roubles !== ROUBLES_IN_BOX) return `roubles not conserved (${roubles})`;
  if (temps !== TEMP_WORKERS + next.roundWorkers) return `temporary workers not conserved (${temps})`;
  if (next.players && Object.values(next.players).some((p) => p.coal < 0)) return 'negative coal';
  return null;
}
