// Russian Railroads' scripted player (the `planner` level): it takes the action whose position,
// once its steps are played greedily, it values most (`plannerValue`), and plays each step the same
// way one move ahead. No search: about a millisecond a move. Its value is the score so far plus a
// weighted sum of what the position holds (PLANNER_WEIGHTS), tuned on solo games (bots/README.md).
import type { Ctx } from 'boardgame.io';
import seedrandom from 'seedrandom';
import type { MoveChoice } from '../games/kit/types';
import type { SimState } from '../games/kit/simulation';
import type { RRState } from '../games/russian-railroads/rules/state';
import { russianRailroadsSimulation as sim } from '../games/russian-railroads/simulate';
import { determinize } from '../games/russian-railroads/index';
import { roundScore, endBonusPoints, engineerEntry, majority } from '../games/russian-railroads/rules/scoring';
import { reach } from '../games/russian-railroads/rules/locos';
import { boardOf, lineLen } from '../games/russian-railroads/rules/board';
import { industryLimit } from '../games/russian-railroads/rules/industry';
import { INDUSTRY_TRACK } from '../games/russian-railroads/data/board-base';
import { cheapestPayments, HIDDEN_END_BONUS } from './russian-railroads';

/** What each part of a position is worth to the planner, in final points (see plannerValue). */
export interface PlannerWeights {
  /** Per scoring still to come (this round's included): railroad, Kiev-bonus and industry points now. */
  income: number;
  bonusInc: number;
  indInc: number;
  /** Per later round: black track beyond locomotive reach, doublers, industry still open to climb. */
  unreached: number;
  doubler: number;
  indPot: number;
  /** Workers still in hand this round; roubles (a fifth of it in the last round); coal; owned workers per later round. */
  hand: number;
  rouble: number;
  coal: number;
  owned: number;
  /** Per later round: sum of locomotive numbers, factories, engineers, the Trans-Siberian's black space, coloured track (space × colour rank). */
  locoSum: number;
  factory: number;
  engineer: number;
  tsBlack: number;
  colourPos: number;
  /** Multipliers of the engineer-majority outlook and of the End Bonus cards in hand. */
  majority: number;
  endBonus: number;
  /** The unfinished part of the current action: per track advance, industry advance, tile, bonus. */
  pendTrack: number;
  pendInd: number;
  pendTile: number;
  pendBonus: number;
}

/**
 * The weights of 7 December: an evolution strategy over the planner's own mean solo score on 60
 * seeded games (seeds rr-train/0–59), from the weights of the search's evaluation (`LANDED` in the
 * README's table); checked on 60 other seeds. Railroad points per scoring to come weigh 2.6 times
 * their face value: track laid early scores every round after.
 */
export const PLANNER_WEIGHTS: PlannerWeights = {
  income: 2.631477763694619,
  bonusInc: 1.3234781426810438,
  indInc: 0.49752534699411466,
  unreached: 1.2660290239081988,
  doubler: 0.15444744306276076,
  indPot: -0.3871369328791345,
  hand: 2.7377577935116015,
  rouble: 6.353535994333748,
  coal: 2.9726311241347187,
  owned: 14.054656343702712,
  locoSum: -0.09432778638839492,
  factory: -0.046733829749833165,
  engineer: 0.15583675453173962,
  majority: 1.6119743243009463,
  endBonus: 0.48164479429579277,
  tsBlack: 0.10894544063191634,
  colourPos: 0.8936694387544646,
  pendTrack: 4.136749670399896,
  pendInd: 4.372681500709737,
  pendTile: 7.241187332360657,
  pendBonus: 10.94195110117744,
};

/** The planner's value of the position to `pid`: its score plus the weighted parts (final score on the game's end). */
export function plannerValue(G: RRState, pid: string, w: PlannerWeights = PLANNER_WEIGHTS): number {
  const p = G.players[pid];
  if (G.gameover) return p.score;
  const left = Math.max(0, G.setup.rounds - G.round + 1);
  const later = Math.max(0, left - 1);
  const now = roundScore(G, p);
  let v = p.score + left * (w.income * now.tracks + w.bonusInc * now.bonuses + w.indInc * now.industry);
  let unreached = 0;
  let colourPos = 0;
  const lines = boardOf(G).lines;
  for (let i = 0; i < lines.length; i++) {
    const len = lineLen(G, p, i);
    const reached = Math.min(reach(G, p, i), len);
    const t = p.tracks[i];
    unreached += Math.max(0, Math.min(t[0], len) - reached);
    for (let c = 1; c < 5; c++) if (t[c] > 0) colourPos += t[c] * c;
  }
  v += later * (w.unreached * unreached + w.doubler * p.doublers + w.tsBlack * Math.max(0, p.tracks[0][0]) + w.colourPos * colourPos);
  const lim = industryLimit(p);
  for (const pos of p.industry) v += later * w.indPot * Math.max(0, INDUSTRY_TRACK[lim].scores - INDUSTRY_TRACK[pos].scores);
  let locoSum = 0;
  for (const l of p.locos) locoSum += l;
  v += later * (w.locoSum * locoSum + w.factory * p.factories.length + w.engineer * p.engineers.length);
  if (!p.passed) v += (p.workers + p.temp) * w.hand;
  // Roubles carry over to later rounds; one left after the last round is lost, so there it counts a
  // fifth: enough to keep it for a space still to take this round, not to hoard it.
  v += p.roubles * w.rouble * (later > 0 ? 1 : 0.2) + (p.coal ?? 0) * w.coal + p.owned * later * w.owned;
  if (G.current === pid) {
    for (const s of G.pending) {
      if (s.k === 'advanceTracks') v += s.n * w.pendTrack * (s.cols.length === 1 && s.cols[0] === 0 ? 0.6 : 1);
      else if (s.k === 'advanceIndustry') v += s.n * w.pendInd;
      else if (s.k === 'takeTile' || s.k === 'placeLocomotive') v += w.pendTile;
      else if (s.k === 'chooseBonusToken' || s.k === 'claimBonusCard') v += w.pendBonus;
      else if (s.k === 'keepEndBonus') v += HIDDEN_END_BONUS;
    }
  }
  const hand = G.hands[pid];
  v += w.endBonus * (hand ? hand.endBonus.reduce((s, id) => s + endBonusPoints(G, p, id), 0) : p.endBonusCount * HIDDEN_END_BONUS);
  if (G.emil) v += w.majority * (p.engineers.length === 0 ? 0 : G.emil.engineers.length > p.engineers.length ? 20 : 40);
  else v += w.majority * 0.8 * (majority(Object.keys(G.players).map((s) => engineerEntry(G, s)))[pid] ?? 0);
  return v;
}

/** The position after the seat's move that it values most one move ahead (the state itself when none applies). */
function bestStep(state: SimState<RRState>, seat: string, w: PlannerWeights): SimState<RRState> {
  let best: SimState<RRState> | null = null;
  let bestValue = -Infinity;
  for (const m of sim.enumerate(state, seat)) {
    const next = sim.copy(state);
    if (!sim.apply(next, seat, m.move, m.args ?? [])) continue;
    const v = plannerValue(next.G, seat, w);
    if (v > bestValue) {
      bestValue = v;
      best = next;
    }
  }
  return best ?? state;
}

/** The steps still pending of the seat's action, played greedily (changes and returns the state). */
function finishAction(state: SimState<RRState>, seat: string, w: PlannerWeights): SimState<RRState> {
  for (let guard = 0; guard < 30; guard++) {
    if (state.G.pending.length === 0 || sim.gameover(state) !== undefined || sim.actingSeat(state) !== seat) break;
    const next = bestStep(state, seat, w);
    if (next === state) break;
    state = next;
  }
  return state;
}

/**
 * The index in `moves` of the planner's move on a full state (no hidden part blanked): within an
 * action the step valued most one move ahead; else the placement (each space at its fewest roubles)
 * whose position, its steps played greedily, it values most. -1 when no move applies.
 */
export function plannerIndex(state: SimState<RRState>, seat: string, moves: readonly MoveChoice[], w: PlannerWeights = PLANNER_WEIGHTS): number {
  if (moves.length <= 1) return moves.length - 1;
  const stepping = state.G.pending.length > 0;
  const considered = stepping ? moves : cheapestPayments(state.G, state.ctx, seat, [...moves]);
  let bestMove: MoveChoice | null = null;
  let bestValue = -Infinity;
  for (const m of considered) {
    let next = sim.copy(state);
    if (!sim.apply(next, seat, m.move, m.args ?? [])) continue;
    if (!stepping) next = finishAction(next, seat, w);
    const v = plannerValue(next.G, seat, w);
    if (v > bestValue) {
      bestValue = v;
      bestMove = m;
    }
  }
  return bestMove ? moves.indexOf(bestMove) : -1;
}

/**
 * The `planner` level (a ScriptedPlayer): the seat's view, with the cards it cannot see dealt at
 * random from a seed of the position (the look-ahead draws Emil's next card and End Bonus cards),
 * so the same view always gets the same move.
 */
export function plannerPick(view: RRState, ctx: Ctx, seat: string, moves: MoveChoice[]): number {
  if (moves.length <= 1) return 0;
  const rng = seedrandom(`rr-planner/${ctx.turn}/${ctx.numMoves ?? 0}`);
  const G = view.secret ? view : determinize(view, ctx, seat, rng);
  const state = sim.start(G, ctx, { seed: `rr-planner/${ctx.turn}/${ctx.numMoves ?? 0}` }) as SimState<RRState>;
  return Math.max(0, plannerIndex(state, seat, moves));
}
