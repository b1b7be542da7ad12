// Division's bot knowledge (design §14): an estimate of every seat's final score, and a search
// policy (the moves worth searching, and a rollout that plays like a careful player, ruling by the
// §14.2 table). Everything here reads only the seat's view (or a determinized world of it).
import type { Ctx } from 'boardgame.io';
import type { MoveChoice } from '../games/kit/types';
import { mainline, ON_TIME_FREIGHT, ON_TIME_PASSENGER, type HomeCardId } from '../games/division/data';
import { neverPlayable } from '../games/division/rules/canPlay';
import { policyRuling, rulingFacts } from '../games/division/rules/rulings';
import { blocked, switched } from '../games/division/rules/switching';
import { HIDDEN, officeOfSeat, trainsOnCard, type DivisionState, type Train } from '../games/division/rules/state';
import type { SearchPolicy } from './mcts';

/** A train's place along the Division in node units: node j is j, card k is k + 0.5. */
function along(G: DivisionState, t: Train): number {
  const p = t.pos;
  if (p.at === 'yard') return p.dp === 'W' ? 0 : G.n + 1;
  if (p.at === 'office') return p.office + 1;
  return p.card + 0.5;
}

/** The value of the run of `colour` cars at the rear of a consist. */
function rearRun(consist: { colour: number; value: number }[], colour: number): number {
  let v = 0;
  for (let i = consist.length - 1; i >= 0 && consist[i].colour === colour; i--) v += consist[i].value;
  return v;
}

/** Cards an Extra still has to cross before its DP. */
function cardsLeft(G: DivisionState, t: Train): number {
  const x = along(G, t);
  const left = t.dir === 'E' ? G.n + 1 - x : x;
  return Math.ceil(left - 0.01);
}

/** §14.1: every seat's estimated final score. */
export function evaluateDivision(G: DivisionState, _ctx: Ctx): Record<string, number> {
  const out: Record<string, number> = {};
  const stagesLeft = Math.max(0, G.lastStage - G.stage);
  let shared = 0;
  if (G.n === 1) {
    for (const t of G.trains) if (t.cls !== 3 && (t.due ?? 0) >= G.stage + 1) shared += 0.7 * (t.cls === 1 ? ON_TIME_PASSENGER.value : ON_TIME_FREIGHT.value);
  }
  for (const o of G.offices) {
    const seat = o.owner;
    const colour = officeOfSeat(G, seat);
    const node = colour + 1;
    let v = G.score[seat].total + shared;
    const yardWeight = o.squares.includes('classificationYard') ? 0.9 : o.squares.includes('smallYard') ? 0.6 : 0.2;
    for (const t of G.trains) {
      if (!t.consist.length) continue;
      const x = along(G, t);
      const before = t.dir === 'E' ? x <= node : x >= node;
      if (!before) continue;
      const rear = rearRun(t.consist, colour);
      const mine = t.consist.reduce((s, c) => s + (c.colour === colour ? c.value : 0), 0);
      v += 0.9 * (rear + (mine - rear) * yardWeight);
    }
    for (const t of G.trains) {
      if (t.cls !== 3 || t.owner !== seat) continue;
      const left = cardsLeft(G, t);
      let blockedAhead = 0;
      for (let k = 0; k <= G.n; k++) {
        const ahead = t.dir === 'E' ? k + 0.5 > along(G, t) : k + 0.5 < along(G, t);
        if (ahead && trainsOnCard(G, k).some((u) => u.dir !== t.dir)) blockedAhead++;
      }
      v += (t.crossed + left) * Math.max(0.2, 0.8 - 0.2 * blockedAhead);
    }
    for (const c of G.hands[seat] ?? []) if (c !== HIDDEN && !neverPlayable(G, seat, c)) v += 0.5;
    for (const s of o.squares) if (s && s !== 'smallYard') v += stagesLeft / 20;
    for (const r of G.pending) {
      if (r.by !== seat || r.decision !== 'permit' || r.outcome) continue;
      const f = rulingFacts(G, r);
      v -= 3 * (f.kind === 'certain' ? 1 : f.kind === 'depends' ? 0.3 : 0);
    }
    out[seat] = v;
  }
  return out;
}

/** The board a careful player wants: Stop only for an arriving train with the seat's cars. */
function wantedBoards(G: DivisionState, seat: string): Record<'W' | 'E', 'stop' | 'clear'> {
  const o = officeOfSeat(G, seat);
  const node = o + 1;
  const want: Record<'W' | 'E', 'stop' | 'clear'> = { W: 'clear', E: 'clear' };
  for (const t of G.trains) {
    if (t.pos.at !== 'card' || !t.consist.some((c) => c.colour === o)) continue;
    const ahead = t.dir === 'E' ? t.pos.card + 1 : t.pos.card;
    if (ahead === node) want[t.dir] = 'stop';
  }
  return want;
}

function setOutValue(G: DivisionState, seat: string, m: MoveChoice): number {
  const o = officeOfSeat(G, seat);
  const t = G.trains.find((x) => x.no === m.args![0]);
  if (!t) return 0;
  const after = m.move === 'blockTrain' ? blocked(G, t, o) : switched(t.consist, m.args![1], m.args![2], m.args![3]);
  return rearRun(after, o);
}

const CARD_PRIORITY: HomeCardId[] = ['classificationYard', 'yardOffice', 'houseTrack', 'abs', 'realignment', 'brakeman', 'airbrakes', 'helpers', 'redFlag'];

function cardPlayValue(G: DivisionState, m: MoveChoice): number {
  const card = m.args![0] as HomeCardId;
  const target = m.args![1];
  let v = 10 - CARD_PRIORITY.indexOf(card);
  if (card === 'abs' && 'card' in target) v += mainline(G.cards[target.card].type).regions;
  if (card === 'redFlag') {
    const risky = G.pending.some((r) => r.decision === 'permit' && !r.outcome && r.leader === target.train);
    v = risky ? 12 : -5;
  }
  return v;
}

/** §14.3: the moves worth searching, best first. */
function candidates(G: DivisionState, _ctx: Ctx, seat: string, moves: MoveChoice[]): MoveChoice[] {
  const item = G.pending.find((r) => r.decision === null);
  if (item) {
    const first = policyRuling(G, item);
    return moves.filter((m) => m.move === 'rule').sort((a) => (a.args![1] === first ? -1 : 1));
  }
  const out: MoveChoice[] = [];
  const want = wantedBoards(G, seat);
  for (const m of moves) if (m.move === 'setBoard' && want[m.args![0] as 'W' | 'E'] === m.args![1]) out.push(m);
  const switching = moves.filter((m) => m.move === 'switchCars' || m.move === 'blockTrain');
  if (switching.length) {
    const values = switching.map((m) => setOutValue(G, seat, m));
    const best = Math.max(...values);
    if (best > 0) out.push(...switching.filter((_, i) => values[i] === best).slice(0, 2));
  }
  const extras = moves.filter((m) => m.move === 'makeExtra');
  if (extras.length) {
    const o = officeOfSeat(G, seat);
    const length = (m: MoveChoice) => {
      const k = G.cards.findIndex((c) => mainline(c.type).sortsCars);
      if (m.args![0] === 'office') return m.args![1] === 'E' ? G.n - o : o + 1;
      return m.args![1] === 'E' ? G.n - k + 1 : k + 1;
    };
    // Equal lengths are broken by the Stage's parity, not always in the enumerator's order: a fixed
    // westbound-first tie made the middle Office of three win 42 % of greedy games (§18 saw the same
    // defect eastbound-first).
    const flip = (G.stage + Number(seat)) % 2 === 1;
    const tie = (m: MoveChoice) => ((m.args![1] === 'W') === flip ? 0 : 1);
    out.push(...[...extras].sort((a, b) => length(b) - length(a) || tie(a) - tie(b)).slice(0, 2));
  }
  for (const m of moves) if (m.move === 'takeDraw') out.push(m);
  const plays = moves.filter((m) => m.move === 'playCard').map((m) => ({ m, v: cardPlayValue(G, m) })).filter((x) => x.v > 0).sort((a, b) => b.v - a.v);
  const seenCards = new Set<string>();
  for (const { m } of plays) {
    if (seenCards.has(m.args![0])) continue;
    seenCards.add(m.args![0]);
    out.push(m);
  }
  const hand = (G.hands[seat] ?? []).filter((c) => c !== HIDDEN) as HomeCardId[];
  if (hand.length > 4) {
    const worst = [...hand].sort((a, b) => CARD_PRIORITY.indexOf(b) - CARD_PRIORITY.indexOf(a))[0];
    const d = moves.find((m) => m.move === 'discard' && m.args![0] === worst);
    if (d) out.push(d);
  }
  for (const m of moves) if (m.move === 'endLocalOps') out.push(m);
  return out;
}

/** The rollout: the first candidate (a careful player's move), with a little noise among the rest. */
function rollout(G: DivisionState, ctx: Ctx, seat: string, moves: MoveChoice[], rng: () => number): number {
  const cands = candidates(G, ctx, seat, moves);
  const pick = cands.length && rng() < 0.9 ? cands[0] : moves[Math.floor(rng() * moves.length)];
  const i = moves.indexOf(pick);
  return i >= 0 ? i : 0;
}

export const divisionPolicy: SearchPolicy = { candidates, rollout };

// The bots find the policy on the evaluation (see SearchPolicy in mcts.ts).
(evaluateDivision as typeof evaluateDivision & { policy?: SearchPolicy }).policy = divisionPolicy;
