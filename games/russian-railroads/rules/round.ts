// The end of a turn, the end of a round (reorganising, scoring, preparing the next round) and the end
// of the game (S002-0169–0212).
import { TEMP_WORKERS, PLAYER_COUNTS } from '../data/setup';
import { addPoints, type Act } from './effects';
import { allPassed, nextUnpassed, reorganizedOrder } from './turnOrder';
import { isLastRound } from './actions';
import { roundScore, lineTrackPoints, endBonusPoints, majority, engineerEntry, winnersOf } from './scoring';
import { boardOf } from './board';
import { playerRef } from '../../kit/narration';
import { narrate } from './log';
import { emilTurn, emilThresholds, emilNewRound } from './emil';
import { seats, type RoundScored, type RRState } from './state';

/** Passing (S002-0132/0133): flip the Turn Order card and score its back at once. */
export function passTurn(a: Act): void {
  const { G, pid } = a;
  const p = G.players[pid];
  p.passed = true;
  const pos = G.order.indexOf(pid);
  const pts = PLAYER_COUNTS[G.setup.players]?.passPoints[pos] ?? 0;
  addPoints(p, 'passing', pts);
  narrate(G, a.turn, pid, pts ? `passes and scores ${pts} points.` : 'passes.');
  if (allPassed(G)) {
    const to1 = G.spaces.TO1, to2 = G.spaces.TO2;
    if (!isLastRound(G)) {
      G.order = reorganizedOrder(G.order, to1, to2);
      G.relocation = [to2, to1].filter((q): q is string => q !== undefined);
    }
  }
}

/**
 * Called when the acting seat has nothing pending: decides who acts next and, when the round is
 * over, scores it. Returns false when the starting-bonus draft has just finished.
 */
export function concludeTurn(a: Act, phase: string): void {
  const { G, pid } = a;
  if (phase === 'startingBonus') {
    G.startingBonusQueue.shift();
    G.current = G.startingBonusQueue[0] ?? G.order[0];
    return;
  }
  if (G.emil) {
    // Solo: the round ends when the player passes; otherwise Emil takes his turn (S002-0364–0366).
    emilThresholds(G);
    if (allPassed(G)) { finishRound(a); return; }
    G.current = pid;
    emilTurn(a);
    return;
  }
  if (allPassed(G)) {
    if (G.relocation[0] === pid && G.current === pid && G.relocatingDone) {
      G.relocation.shift();
    }
    G.relocatingDone = false;
    G.relocationFreeDone = false;
    if (G.relocation.length) { G.current = G.relocation[0]; return; }
    finishRound(a);
    return;
  }
  G.current = nextUnpassed(G, pid) ?? G.order[0];
}

/** Scoring of a round (S002-0169–0177), then either the next round's preparation or final scoring. */
export function finishRound(a: Act): void {
  const { G } = a;
  const scored: Record<string, RoundScored> = {};
  for (const pid of seats(G)) {
    const p = G.players[pid];
    const s = roundScore(G, p);
    scored[pid] = { lines: boardOf(G).lines.map((_, l) => lineTrackPoints(G, p, l)), bonuses: s.bonuses, industry: s.industry };
    addPoints(p, 'tracks', s.tracks);
    addPoints(p, 'bonuses', s.bonuses);
    addPoints(p, 'industry', s.industry);
    narrate(G, a.turn, pid, `scores ${s.tracks + s.bonuses + s.industry} points in round ${G.round} (railroads ${s.tracks}, bonuses ${s.bonuses}, industry ${s.industry}).`);
  }
  if (G.round >= G.setup.rounds) {
    finalScoring(a);
    G.history.push({ label: `Round ${G.round} + final`, scores: scoreMap(G), scored });
    return;
  }
  G.history.push({ label: `Round ${G.round}`, scores: scoreMap(G), scored });
  prepareNextRound(G);
  G.current = G.order[0];
  narrate(G, a.turn, undefined, `Round ${G.round} begins.`);
  if (G.emil) {
    emilThresholds(G);
    emilNewRound(a, a.shuffle ?? (<T>(d: T[]) => [...d]));
  }
}

export function scoreMap(G: RRState): Record<string, number> {
  return Object.fromEntries(seats(G).map((q) => [q, G.players[q].score]));
}

/** S002-0178–0193: workers and roubles back, temporary workers back, engineers one space right. */
export function prepareNextRound(G: RRState): void {
  for (const pid of seats(G)) {
    const p = G.players[pid];
    p.workers += p.placed; p.placed = 0;
    p.temp = 0; p.tempPlaced = 0;
    p.passed = false;
    p.engineersUsed = [];
    p.foundriesUsed = [];
    p.incomeUsed = [];
  }
  G.roundWorkers = 0;
  G.bank += G.roublesOnBoard; G.roublesOnBoard = 0;
  G.tempOnBoard = TEMP_WORKERS;
  G.engineers = [null, ...G.engineers.slice(0, -1)];
  G.spaces = {};
  G.relocation = [];
  G.round++;
}

/**
 * Solo majority (S002-0390/0391): Emil's engineers count as a rival's, a tie going to the highest
 * engineer number as between players (S002-0207); Emil himself scores nothing.
 */
function soloMajority(G: RRState): Record<string, number> {
  const emil = G.emil!.engineers;
  const ranks = majority([engineerEntry(G, '0'), { id: 'emil', count: emil.length, best: emil.length ? Math.max(...emil) : 0 }]);
  return ranks['0'] ? { 0: ranks['0'] } : {};
}

/** Final scoring (S002-0198–0212): End Bonus cards, engineer majority, the winners. */
export function finalScoring(a: Act): void {
  const { G } = a;
  const finals: Record<string, Record<string, number>> = {};
  for (const pid of seats(G)) {
    const p = G.players[pid];
    const cards = G.hands[pid]?.endBonus ?? [];
    finals[pid] = {};
    let eb = 0;
    for (const id of cards) { const n = endBonusPoints(G, p, id); finals[pid][id] = n; eb += n; }
    addPoints(p, 'endBonus', eb);
    narrate(G, a.turn, pid, `reveals ${cards.length} End Bonus card${cards.length === 1 ? '' : 's'} (${cards.join(', ') || 'none'}) for ${eb} points.`);
  }
  const maj = G.emil ? soloMajority(G) : majority(seats(G).map((pid) => engineerEntry(G, pid)));
  for (const pid of seats(G)) {
    const n = maj[pid] ?? 0;
    addPoints(G.players[pid], 'majority', n);
    finals[pid].majority = n;
    if (n) narrate(G, a.turn, pid, `scores ${n} points for engineers.`);
  }
  // Everything is revealed now: the secrets are no longer secret.
  const scores = scoreMap(G);
  G.finalScores = finals;
  G.gameover = { winners: winnersOf(scores), scores };
  narrate(G, a.turn, undefined, `The game is over. ${G.gameover.winners.length > 1 ? 'Shared victory' : 'Winner'}: ${G.gameover.winners.map(playerRef).join(', ')}.`);
}
