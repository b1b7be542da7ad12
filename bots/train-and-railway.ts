// Train & Railway's bot knowledge: an estimate of each seat's final score, and a search policy
// (which moves are worth searching, and a rollout that plays like a sensible player).
//
// The estimate counts what is fixed (score track, −3 per minus token, influence, column-4 tech)
// plus the concrete progress of the seat's plan: goods in hand are worth their sale value when an
// open contract (public, or the seat's own secret) wants them, less the further the train is from a
// city of that colour; raw goods a wanted good is made from are worth a share of that good, less
// the further the train is from the factory; and a seat with room is worth a little more the closer
// it is to a resource it needs. "Far" is measured in turns: a location whose opening the train can
// reach by moving along the railway is one turn away; otherwise the hex distance from the train's
// reachable railway to the opening, three segments drawn per turn.
import type { Ctx } from 'boardgame.io';
import type { MoveChoice } from '../games/kit/types';
import { contract, type CityColour } from '../games/train-and-railway/data/contracts';
import { END_TRIGGER_SCORE, goodValue, MINUS_TOKEN_POINTS, RECIPES, type Good, type RecipeRow } from '../games/train-and-railway/data/goods';
import { buildingAt, openingHexes, staticBoard } from '../games/train-and-railway/rules/board';
import { hexDistance, neighbour, opposite, segEdges } from '../games/train-and-railway/rules/hex';
import { availableLocationActions, locationAccess } from '../games/train-and-railway/rules/location';
import { stepOptions } from '../games/train-and-railway/rules/movement';
import { hexAcceptsRail } from '../games/train-and-railway/rules/railway';
import { heldCount, storageLimit } from '../games/train-and-railway/rules/player';
import { influencePoints, techPoints } from '../games/train-and-railway/rules/scoring';
import { HIDDEN, type PlayerState, type TRState, type TrainState } from '../games/train-and-railway/rules/state';
import { unplacedTech } from '../games/train-and-railway/rules/tech';
import type { SearchPolicy } from './mcts';
import { atStop, plannerPick, plannerStops } from './train-and-railway-planner';

const MINUS = MINUS_TOKEN_POINTS.value;

// ---------------------------------------------------------------------------------------------
// Geometry and the locations of a position


/** Location key: `city:red`, `res:wood`, `fac:paper`. */
type LocationKey = string;

/** Opening hexes of every location kind on the board (printed ones memoised per map). */
const printedOpenings = new Map<string, Map<LocationKey, string[]>>();

function openingsByKind(G: TRState): Map<LocationKey, string[]> {
  let printed = printedOpenings.get(G.mapId);
  if (!printed) {
    printed = new Map();
    const board = staticBoard(G.mapId);
    for (const k in board.buildings) {
      const b = board.buildings[k];
      const key = b.kind === 'city' ? `city:${b.color}` : b.kind === 'resource' ? `res:${b.resource}` : b.kind === 'factory' ? `fac:${b.factory}` : null;
      if (!key) continue;
      printed.set(key, [...(printed.get(key) ?? []), ...openingHexes(k, b)]);
    }
    printedOpenings.set(G.mapId, printed);
  }
  if (Object.keys(G.factories).length === 0) return printed;
  const all = new Map(printed);
  for (const k in G.factories) {
    const f = G.factories[k];
    const key = `fac:${f.factory}`;
    all.set(key, [...(all.get(key) ?? []), neighbour(k, f.exit)]);
  }
  return all;
}

/** Every position the train can move to along the railway (its own position included). */
function reachablePositions(G: TRState, t: TrainState): TrainState[] {
  const seen = new Set<string>([`${t.hex}|${t.facing}`]);
  const out: TrainState[] = [t];
  for (let i = 0; i < out.length && out.length < 150; i++) {
    for (const n of stepOptions(G, out[i])) {
      const k = `${n.hex}|${n.facing}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(n);
    }
  }
  return out;
}

function growthHexes(G: TRState, reach: TrainState[]): string[] {
  const out = new Set<string>();
  reach.forEach((r, i) => {
    const ahead = neighbour(r.hex, r.facing);
    if (hexAcceptsRail(G, ahead)) out.add(ahead);
    if (i > 0 && hexAcceptsRail(G, r.hex)) out.add(r.hex);
  });
  return [...out];
}

interface SeatPlan {
  pid: string;
  P: PlayerState;
  train: TrainState | null;
  reach: TrainState[];
  reachHexes: Set<string>;
  /** Hexes where the train's railway can grow: free hexes ahead of reachable positions, branch points. */
  growth: string[];
  openings: Map<LocationKey, string[]>;
  /** Goods the open contracts (public, own secret) still want, with multiplicity. */
  wantCount: Partial<Record<Good, number>>;
  /** City colours that want each good. */
  wantColours: Partial<Record<Good, Set<CityColour>>>;
  /** Turns left in the game (Infinity until the end is triggered). */
  turnsLeft: number;
  turnsCache: Map<LocationKey, number>;
}

/**
 * Plans per state object and step, for the search policy: its candidates and its rollout ask about
 * the same position. The search's playouts change one state object in place
 * (games/kit/simulation.ts), so a plan is kept only for the step (turn and move count) it was made
 * at. The evaluation does not use this memo.
 */
const plans = new WeakMap<TRState, { step: string; perSeat: Map<string, SeatPlan> }>();

function seatPlan(G: TRState, ctx: Ctx | null, pid: string): SeatPlan {
  const step = ctx ? stepOf(ctx) : '';
  let memo = plans.get(G);
  if (!memo || memo.step !== step || !ctx) {
    memo = { step, perSeat: new Map() };
    plans.set(G, memo);
  }
  let plan = memo.perSeat.get(pid);
  if (!plan) {
    plan = computeSeatPlan(G, pid);
    memo.perSeat.set(pid, plan);
  }
  return plan;
}

function computeSeatPlan(G: TRState, pid: string): SeatPlan {
  const P = G.players[pid];
  const train = G.trains[pid] ?? null;
  const reach = train ? reachablePositions(G, train) : [];
  const wantCount: Partial<Record<Good, number>> = {};
  const wantColours: Partial<Record<Good, Set<CityColour>>> = {};
  const want = (g: Good, colour: CityColour) => {
    wantCount[g] = (wantCount[g] ?? 0) + 1;
    (wantColours[g] ??= new Set()).add(colour);
  };
  for (const c of G.publicContracts) for (const g of c.left) want(g, contract(c.id).colour);
  for (const id of P.secret) if (id !== HIDDEN) for (const g of contract(id).goods) want(g, contract(id).colour);
  return {
    pid,
    P,
    train,
    reach,
    reachHexes: new Set(reach.map((r) => r.hex)),
    growth: growthHexes(G, reach),
    openings: openingsByKind(G),
    wantCount,
    wantColours,
    turnsLeft: G.finalRound === null ? Infinity : Math.max(1, G.finalRound - G.round + 1),
    turnsCache: new Map(),
  };
}

/**
 * Turns until the train can use a location of this kind: 0 when it stands at an opening now, 1
 * when it can move to one, else one more for every three railway segments still to draw from
 * where its railway can grow (the free hex ahead of a reachable position, or a branch in one)
 * to the opening. A train that cannot grow its railway first has to turn round (a minus token).
 */
function turnsTo(plan: SeatPlan, key: LocationKey): number {
  const hit = plan.turnsCache.get(key);
  if (hit !== undefined) return hit;
  const openings = plan.openings.get(key) ?? [];
  let turns = Infinity;
  if (plan.train && openings.length) {
    if (openings.includes(plan.train.hex)) turns = 0;
    else if (openings.some((h) => plan.reachHexes.has(h))) turns = 1;
    else {
      let segments = Infinity;
      for (const grow of plan.growth) for (const o of openings) segments = Math.min(segments, hexDistance(grow, o) + 1);
      if (segments === Infinity) {
        for (const o of openings) segments = Math.min(segments, hexDistance(plan.train.hex, o) + 1);
        segments += 6;
      }
      turns = 1 + segments / 3;
    }
  }
  plan.turnsCache.set(key, turns);
  return turns;
}

function turnsToSell(plan: SeatPlan, g: Good): number {
  let best = Infinity;
  for (const c of plan.wantColours[g] ?? []) best = Math.min(best, turnsTo(plan, `city:${c}`));
  return best;
}

/** Points a turn is worth: what a plan loses for every turn it still needs. */
const TURN_POINTS = 0.7;

/** Turns from a location of one kind to the nearest of another (no railway assumed between). */
function legTurns(plan: SeatPlan, from: LocationKey, to: LocationKey): number {
  const key = `${from}>${to}`;
  const hit = plan.turnsCache.get(key);
  if (hit !== undefined) return hit;
  const a = plan.openings.get(from) ?? [];
  const b = plan.openings.get(to) ?? [];
  let d = Infinity;
  for (const x of a) for (const y of b) d = Math.min(d, hexDistance(x, y));
  const turns = d === 0 ? 0 : 1 + d / 3;
  plan.turnsCache.set(key, turns);
  return turns;
}

/** Turns from a location of this kind to the nearest city that wants the good. */
function legToSale(plan: SeatPlan, from: LocationKey, g: Good): number {
  let best = Infinity;
  for (const c of plan.wantColours[g] ?? []) best = Math.min(best, legTurns(plan, from, `city:${c}`));
  return best;
}

/** Recipes whose output an open contract wants. */
function wantedRecipes(plan: SeatPlan): RecipeRow[] {
  return RECIPES.filter((r) => (plan.wantCount[r.output] ?? 0) > 0);
}

/** What a plan worth `points` that still needs `turns` turns is worth now (never below `floor`). */
function discounted(plan: SeatPlan, points: number, turns: number, floor: number): number {
  if (!(turns < plan.turnsLeft)) return floor;
  return Math.max(floor, points - TURN_POINTS * turns);
}

/**
 * Worth of the goods in hand: a wanted good its sale value less the turns to a city that buys it;
 * a raw input of a wanted good its share of that good less the turns to the factory and on to a
 * city; anything else what final scoring gives for it (a third of its value).
 */
function goodsWorth(plan: SeatPlan): number {
  const P = plan.P;
  let worth = 0;
  const spare: Good[] = [];
  for (const g in P.goods) {
    const good = g as Good;
    const n = P.goods[good] ?? 0;
    const v = goodValue(good);
    const wanted = Math.min(n, plan.wantCount[good] ?? 0);
    if (wanted > 0) worth += wanted * discounted(plan, 0.95 * v, turnsToSell(plan, good), v / 2);
    for (let i = wanted; i < n; i++) spare.push(good);
  }
  const recipes = wantedRecipes(plan);
  const inputsUsed: Partial<Record<string, number>> = {};
  for (const g of spare) {
    const v = goodValue(g);
    let best = v / 3;
    let bestRecipe: string | null = null;
    for (const r of recipes) {
      if (!r.inputs.includes(g)) continue;
      // One wanted output takes each input once: more of the same input counts only as far as
      // the open contracts want that output.
      const used = inputsUsed[`${r.id}/${g}`] ?? 0;
      if (used >= (plan.wantCount[r.output] ?? 0)) continue;
      const fac: LocationKey = `fac:${r.factory}`;
      const turns = turnsTo(plan, fac) + legToSale(plan, fac, r.output);
      const value = discounted(plan, (0.95 * goodValue(r.output)) / r.inputs.length, turns, v / 3);
      if (value > best) {
        best = value;
        bestRecipe = `${r.id}/${g}`;
      }
    }
    if (bestRecipe) inputsUsed[bestRecipe] = (inputsUsed[bestRecipe] ?? 0) + 1;
    worth += best;
  }
  return worth;
}

/** A seat with room is worth part of the best plan it could start: fetch, process, sell. */
function approachWorth(plan: SeatPlan): number {
  if (heldCount(plan.P) >= storageLimit(plan.P)) return 0;
  let best = 0;
  for (const g in plan.wantCount) {
    const good = g as Good;
    if ((plan.wantCount[good] ?? 0) <= (plan.P.goods[good] ?? 0) || !plan.openings.has(`res:${good}`)) continue;
    const res: LocationKey = `res:${good}`;
    best = Math.max(best, discounted(plan, 0.95 * goodValue(good), turnsTo(plan, res) + legToSale(plan, res, good), 0));
  }
  for (const r of wantedRecipes(plan)) {
    const fac: LocationKey = `fac:${r.factory}`;
    const after = legToSale(plan, fac, r.output);
    for (const input of r.inputs) {
      if ((plan.P.goods[input] ?? 0) > 0) continue;
      const res: LocationKey = `res:${input}`;
      const turns = turnsTo(plan, res) + legTurns(plan, res, fac) + after;
      best = Math.max(best, discounted(plan, (0.95 * goodValue(r.output)) / r.inputs.length, turns, 0));
    }
  }
  return 0.5 * best;
}

/**
 * A train facing a building or the map's edge with no railway ahead can only leave by changing
 * direction, which costs a minus token: a little less than that, so a sale can still be worth it.
 */
const STUCK_POINTS = 2.5;

function isStuck(G: TRState, plan: SeatPlan): boolean {
  const t = plan.train;
  if (!t || plan.reach.length > 1) return false;
  const ahead = neighbour(t.hex, t.facing);
  return !staticBoard(G.mapId).cellSet.has(ahead) || buildingAt(G, ahead) !== undefined;
}

/** Distinct location kinds the train can move to an opening of: a railway that leads places. */
function reachedKinds(plan: SeatPlan): number {
  let n = 0;
  for (const hexes of plan.openings.values()) if (hexes.some((h) => plan.reachHexes.has(h))) n++;
  return n;
}

/** Points a round the leader of a competent game scores on the way to 25 (planner self-play: 25 by round 20 or so). */
const LEADER_PACE = 1.25;
/** Rounds a game has left at its start, by that pace (the countdown's 2 rounds included). */
const GAME_ROUNDS = END_TRIGGER_SCORE.value / LEADER_PACE + 3;
/** The most a lead is magnified as the end nears. */
const MAX_LEAD_WEIGHT = 3;

/**
 * Rounds the game has left: the countdown once started, else the rounds the leader still needs
 * to reach 25 at a competent pace, plus the countdown.
 */
function roundsLeft(G: TRState): number {
  if (G.finalRound !== null) return Math.max(1, G.finalRound - G.round + 1);
  let leader = 0;
  for (const id in G.players) leader = Math.max(leader, G.players[id].score);
  return Math.max(0, END_TRIGGER_SCORE.value - leader) / LEADER_PACE + 3;
}

/**
 * A lead is surer the fewer rounds are left to undo it: each seat's distance from the seats'
 * mean is magnified by sqrt(rounds at the start / rounds left) (a sum of independent rounds'
 * swings grows with the square root of their number). So the seat ahead values ending the game
 * (reaching 25, and scoring on the way there) and the seat behind values time.
 */
function leadWeight(G: TRState): number {
  return Math.min(MAX_LEAD_WEIGHT, Math.max(1, Math.sqrt(GAME_ROUNDS / roundsLeft(G))));
}

export function evaluateTrainAndRailway(G: TRState, ctx: Ctx): Record<string, number> {
  const estimates = seatEstimates(G, ctx);
  if (G.final) return estimates;
  const weight = leadWeight(G);
  if (weight === 1) return estimates;
  const ids = Object.keys(estimates);
  const mean = ids.reduce((sum, id) => sum + estimates[id], 0) / ids.length;
  const out: Record<string, number> = {};
  for (const id of ids) out[id] = mean + (estimates[id] - mean) * weight;
  return out;
}

/** Every seat's final score as the position promises it. */
function seatEstimates(G: TRState, _ctx: Ctx): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id in G.players) {
    const P = G.players[id];
    if (G.final) {
      out[id] = P.score;
      continue;
    }
    const plan = computeSeatPlan(G, id);
    const secrets = P.secret.length * 0.8;
    // A placed upgrade is worth more than the token it took (or the search would never place one).
    const tech = unplacedTech(P) * 0.6 + Object.values(P.upgrades).reduce((s, n) => s + n, 0) * 0.9;
    out[id] = P.score - MINUS * P.minus + goodsWorth(plan) + approachWorth(plan) + secrets + tech
      + influencePoints(G, id) + techPoints(P) + P.shovels * 0.8 + 0.35 * Math.min(reachedKinds(plan), 6)
      - (isStuck(G, plan) ? STUCK_POINTS * Math.min(1, (plan.turnsLeft - 1) / 2) : 0);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The search policy

/**
 * Opening hexes of the location the seat should head for next: the one where its best next step
 * (sell what it holds, process what it holds, fetch what a wanted good needs) is worth most after
 * the turns it takes to get there.
 */
function goalHexes(plan: SeatPlan): Set<string> {
  const P = plan.P;
  let bestKey: LocationKey | null = null;
  let bestValue = -Infinity;
  const consider = (key: LocationKey, value: number) => {
    if (!plan.openings.has(key) || !Number.isFinite(value)) return;
    if (value > bestValue) {
      bestValue = value;
      bestKey = key;
    }
  };
  const byColour: Record<string, number> = {};
  for (const g in P.goods) {
    for (const c of plan.wantColours[g as Good] ?? []) byColour[c] = (byColour[c] ?? 0) + goodValue(g as Good) * Math.min(P.goods[g as Good] ?? 0, plan.wantCount[g as Good] ?? 0);
  }
  for (const c in byColour) consider(`city:${c}`, byColour[c] + 1 - TURN_POINTS * turnsTo(plan, `city:${c}`));
  const room = heldCount(P) < storageLimit(P);
  for (const r of wantedRecipes(plan)) {
    const fac: LocationKey = `fac:${r.factory}`;
    const after = legToSale(plan, fac, r.output);
    const missing = r.inputs.filter((g) => (P.goods[g] ?? 0) < r.inputs.filter((x) => x === g).length);
    if (missing.length === 0) consider(fac, goodValue(r.output) - TURN_POINTS * (turnsTo(plan, fac) + after));
    else if (room) {
      for (const g of missing) {
        const res: LocationKey = `res:${g}`;
        const share = goodValue(r.output) * (r.inputs.length - missing.length + 1) / r.inputs.length;
        consider(res, share - TURN_POINTS * (turnsTo(plan, res) + legTurns(plan, res, fac) + after) - 0.5);
      }
    }
  }
  if (room) {
    for (const g in plan.wantCount) {
      const good = g as Good;
      if ((plan.wantCount[good] ?? 0) <= (P.goods[good] ?? 0)) continue;
      const res: LocationKey = `res:${good}`;
      consider(res, goodValue(good) - TURN_POINTS * (turnsTo(plan, res) + legToSale(plan, res, good)) - 0.5);
    }
  }
  if (bestKey) return new Set(plan.openings.get(bestKey));
  const cities = new Set<string>();
  for (const [key, hexes] of plan.openings) if (key.startsWith('city:')) hexes.forEach((h) => cities.add(h));
  return cities;
}

/** How well a railway segment drawn in `hex` toward edge `to` leads to the goals (lower is better). */
function segmentScore(G: TRState, hex: string, to: number, goals: Set<string>): number {
  const next = neighbour(hex, to);
  const blocked = !hexAcceptsRail(G, next);
  if (goals.has(hex)) return blocked ? 0.5 : 0;
  return distanceToGoals(next, goals) + (blocked ? 6 : 0);
}

function distanceToGoals(hex: string, goals: Set<string>): number {
  let d = Infinity;
  for (const g of goals) d = Math.min(d, hexDistance(hex, g));
  return d;
}

/** Places a new railway can usefully start: ahead of a reachable position, or branching in one. */
function railStarts(plan: SeatPlan): Set<string> {
  const starts = new Set<string>();
  plan.reach.forEach((r, i) => {
    starts.add(`${neighbour(r.hex, r.facing)}|${opposite(r.facing)}`);
    // A branch in a hex the train will enter (not the one it stands in: it is past the junction).
    if (i > 0) {
      const [a, b] = segEdges(r.seg);
      starts.add(`${r.hex}|${r.facing === a ? b : a}`);
    }
  });
  return starts;
}

function isUsefulFactory(plan: SeatPlan, type: string): boolean {
  return wantedRecipes(plan).some((r) => r.factory === type);
}

/**
 * Moves worth searching, the way a sensible player narrows them: drive to a location it needs when
 * the railway leads there, act at the location it stands at, else extend its own railway toward
 * one (paths start where the train can use them and head for the goal); no factories paid with
 * minus tokens or facing away from the train; no change of direction unless the train is stuck.
 */
function candidates(G: TRState, ctx: Ctx, pid: string, moves: MoveChoice[]): MoveChoice[] {
  if (!G.players?.[pid] || !G.trains?.[pid] || moves.length <= 1) return moves;
  const plan = seatPlan(G, ctx, pid);
  const train = plan.train!;
  const p = G.turn.pending;
  const goals = goalHexes(plan);
  if (p?.k === 'draw' && !p.next) {
    const starts = railStarts(plan);
    if (!p.at) {
      const startHexes = [...new Set([...starts].map((x) => x.split('|')[0]))];
      const ranked = moves
        .filter((m) => m.move === 'chooseRailHex' && startHexes.includes(m.args![0]))
        .sort((a, b) => distanceToGoals(a.args![0], goals) - distanceToGoals(b.args![0], goals));
      return ranked.length ? ranked.slice(0, 2) : moves;
    }
    const kept = moves.filter((m) => m.move !== 'drawRailSegment' || starts.has(`${m.args![0]}|${m.args![1]}`));
    return bestSegments(G, kept.length ? kept : moves, goals);
  }
  if (p?.k === 'draw') return bestSegments(G, moves, goals);
  if (p?.k === 'move') {
    if (p.taken > 0 && goals.has(train.hex)) {
      const stop = moves.filter((m) => m.move === 'stopTrain');
      if (stop.length) return stop;
    }
    const toGoal = moves.filter((m) => m.move === 'moveStep' && stepOptions(G, train).some((st) => st.seg === m.args![0] && goals.has(st.hex)));
    return toGoal.length ? toGoal : moves;
  }
  if (p?.k === 'sale') {
    // Selling part of a secret contract discards the card: only sell to it what completes it
    // (or in the last turns, when final scoring would sell it partly anyway).
    const kept = moves.filter((m) => m.move !== 'sellGood' || !plan.P.secret.includes(m.args![0]) || plan.turnsLeft <= 1
      || secretCompletable(plan.P, m.args![0], p.secretSold[m.args![0]] ?? []));
    return kept;
  }
  if (p) return moves;
  const goalReachable = [...plan.reachHexes].some((h) => goals.has(h) && h !== train.hex);
  const freeHere = availableLocationActions(G, pid).filter((a) => a.access === 'free');
  const useful = freeHere.some((a) => a.move === 'sell' || (goals.has(train.hex) && locationScore(G, plan, { move: a.move, args: a.args }) >= 6));
  const canExtend = [...railStarts(plan)].some((x) => hexAcceptsRail(G, x.split('|')[0]));
  const stuck = isStuck(G, plan) || !canExtend;
  const kept = moves.filter((m) => {
    const args = m.args ?? [];
    switch (m.move) {
      case 'mainLocation':
        // Also the way to let a turn pass (then passLocation) rather than pay for turning round.
        return useful || (stuck && freeHere.length === 0);
      case 'moveForward':
        return !useful || goalReachable;
      case 'drawRailway':
        return !goalReachable && !useful && canExtend;
      case 'spendFuel':
        return G.turn.mainDone && !G.turn.locationDone && goalReachable;
      case 'spendIron':
        return !goalReachable && !useful && canExtend && G.turn.mainDone && !needs(plan, 'iron');
      case 'buildFactory':
        return args[3] !== 'minus' && isUsefulFactory(plan, args[1]) && turnsTo(plan, `fac:${args[1]}`) > 2
          && (neighbour(args[0], args[2]) === train.hex || plan.reachHexes.has(neighbour(args[0], args[2])));
      case 'changeDirection':
        return stuck;
      case 'obtain':
        return locationAccess(G, pid, args[0]) === 'free';
      default:
        return true;
    }
  });
  return kept;
}

/** Does the player hold every good the secret contract still needs (after `sold`)? */
function secretCompletable(P: PlayerState, id: string, sold: Good[]): boolean {
  const need: Partial<Record<Good, number>> = {};
  for (const g of contract(id).goods) need[g] = (need[g] ?? 0) + 1;
  for (const g of sold) need[g] = (need[g] ?? 0) - 1;
  return Object.entries(need).every(([g, n]) => (P.goods[g as Good] ?? 0) >= (n ?? 0));
}

/** The railway segments that lead best toward the goals (ties kept). */
function bestSegments(G: TRState, moves: MoveChoice[], goals: Set<string>): MoveChoice[] {
  const segs = moves.filter((m) => m.move === 'drawRailSegment');
  if (segs.length <= 1) return moves;
  const scored = segs.map((m) => ({ m, score: segmentScore(G, m.args![0], m.args![2], goals) }));
  const best = Math.min(...scored.map((x) => x.score));
  return scored.filter((x) => x.score <= best + 0.25).map((x) => x.m);
}

function pickBest(moves: MoveChoice[], score: (m: MoveChoice) => number, rng: () => number): number {
  let best = -1;
  let bestScore = -Infinity;
  moves.forEach((m, i) => {
    const s = score(m) + rng() * 1e-3;
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  });
  return best;
}

/** Is the good needed (directly or as a raw input of a wanted good) beyond what is held? */
function needs(plan: SeatPlan, good: Good): boolean {
  const held = plan.P.goods[good] ?? 0;
  if ((plan.wantCount[good] ?? 0) > held) return true;
  let asInput = 0;
  for (const r of wantedRecipes(plan)) {
    const per = r.inputs.filter((g) => g === good).length;
    asInput = Math.max(asInput, per * Math.max(0, (plan.wantCount[r.output] ?? 0) - (plan.P.goods[r.output] ?? 0)));
  }
  return held < (plan.wantCount[good] ?? 0) + asInput;
}

function locationScore(G: TRState, plan: SeatPlan, m: MoveChoice): number {
  const args = m.args ?? [];
  const minus = (m.move === 'obtain' || m.move === 'process' || m.move === 'sell') && locationAccess(G, plan.pid, args[0]) === 'minus' ? -4 : 0;
  if (m.move === 'sell') return 10 + minus;
  if (m.move === 'process') {
    const r = RECIPES.find((x) => x.id === args[1]);
    return (r && (plan.wantCount[r.output] ?? 0) > 0 ? 8 : 2) + minus;
  }
  if (m.move === 'obtain') {
    const b = buildingAt(G, args[0]);
    const good = b?.kind === 'resource' ? b.resource : undefined;
    return (good && needs(plan, good) ? 6 + Math.min(args[1], 2) * 0.1 : 0.5) + minus;
  }
  if (m.move === 'passLocation') return 1;
  return -10;
}

/** A playout move the way a sensible player would choose it, with a little randomness. */
function rollout(G: TRState, ctx: Ctx, pid: string, moves: MoveChoice[], rng: () => number): number {
  if (!G.players?.[pid] || !G.trains?.[pid]) return -1;
  const plan = seatPlan(G, ctx, pid);
  const p = G.turn.pending;
  const P = plan.P;
  if (p?.k === 'sale') {
    return pickBest(moves, (m) => {
      if (m.move === 'finishSale') return 0;
      const [cardId, good] = m.args ?? [];
      if (G.publicContracts.some((c) => c.id === cardId)) return 10 + goodValue(good);
      // Selling part of a secret contract discards it: only when every good it needs is held.
      const need: Partial<Record<Good, number>> = {};
      for (const g of contract(cardId).goods) need[g] = (need[g] ?? 0) + 1;
      const full = Object.entries(need).every(([g, n]) => (P.goods[g as Good] ?? 0) >= (n ?? 0));
      return full ? 10 + goodValue(good) : -1;
    }, rng);
  }
  if (p?.k === 'discard') {
    return pickBest(moves, (m) => -(needs(plan, m.args![0]) ? 10 : 0) - goodValue(m.args![0]), rng);
  }
  const goals = goalHexes(plan);
  if (p?.k === 'move') {
    const train = plan.train!;
    return pickBest(moves, (m) => {
      if (m.move === 'stopTrain') return goals.has(train.hex) ? 100 : -distanceToGoals(train.hex, goals) - 0.5;
      const step = stepOptions(G, train).find((s) => s.seg === m.args![0]);
      if (!step) return -50;
      if (goals.has(step.hex)) return 50;
      return -distanceToGoals(step.hex, goals) + rng() * 0.8;
    }, rng);
  }
  if (p?.k === 'draw') {
    return pickBest(moves, (m) => {
      const args = m.args ?? [];
      if (m.move === 'chooseRailHex') return -distanceToGoals(args[0], goals) + rng() * 2;
      if (m.move === 'drawRailSegment') return -distanceToGoals(neighbour(args[0], args[2]), goals) + rng() * 1.5;
      return -20;
    }, rng);
  }
  const locationMoves = moves.filter((m) => m.move === 'obtain' || m.move === 'process' || m.move === 'sell' || m.move === 'passLocation');
  if (G.turn.location || (G.turn.mainDone && locationMoves.length > 0 && !G.turn.locationDone)) {
    const i = pickBest(moves, (m) => locationScore(G, plan, m), rng);
    if (i >= 0 && locationScore(G, plan, moves[i]) > 0.5) return i;
  }
  if (!G.turn.mainDone) {
    const here = moves.find((m) => m.move === 'mainLocation');
    const usefulHere = here && goals.has(plan.train!.hex);
    return pickBest(moves, (m) => {
      switch (m.move) {
        case 'mainLocation': return usefulHere ? 30 : -5;
        case 'moveForward': return [...plan.reachHexes].some((h) => goals.has(h) && h !== plan.train!.hex) ? 20 : 4 + rng() * 4;
        case 'drawRailway': return 6 + rng() * 2;
        case 'upgrade': return rng() < 0.2 ? 40 : -1;
        default: return -10;
      }
    }, rng);
  }
  return pickBest(moves, (m) => {
    if (m.move === 'endTurn') return 10;
    if (m.move === 'upgrade') return rng() < 0.3 ? 20 : 0;
    if (m.move === 'obtain' || m.move === 'process' || m.move === 'sell' || m.move === 'passLocation') return locationScore(G, plan, m);
    return -10;
  }, rng);
}

/** Keep the old rollout reachable for comparison (tests). */
export const heuristicRollout = rollout;

const moveKey = (m: MoveChoice) => `${m.move}(${JSON.stringify(m.args ?? [])})`;

/** A root move standing for a whole plan: the stop of the planner's chain it follows (search.ts keys moves on it). */
type PlannedMove = MoveChoice & { plan?: string };

/**
 * The search's moves are whole plans: the move of each of the planner's best chains (one chain a
 * stop, `plannerStops`), tagged with the chain's stop, so that one move made for two plans (a
 * railway drawn toward either) is weighed twice, once a plan, and the playouts below it follow
 * that plan (`playoutFrom`, `plannedRollout`). At a main decision (not inside an action) the
 * sensible alternatives `candidates` keeps are added untagged (the planner after them). The
 * planner's own move comes first: the search leaves it only for a clearly better one.
 * Turning round, spending fuel and upgrading are the planner's alone, as before: their cost is
 * certain within the playouts and their gain mostly beyond them.
 */
function plannedCandidates(G: TRState, ctx: Ctx, pid: string, moves: MoveChoice[]): MoveChoice[] {
  if (!G.players?.[pid] || moves.length <= 1) return moves;
  const i = plannerPick(G, ctx, pid, moves);
  if (i < 0) return candidates(G, ctx, pid, moves);
  const planned = moves[i];
  rememberPlanned(G, ctx, pid, planned);
  if (!G.trains?.[pid] || planned.move === 'changeDirection' || planned.move === 'spendFuel' || planned.move === 'upgrade') return [planned];
  const stops = plannerStops(G, pid, PLANS);
  if (stops.length === 0) return [planned];
  const out: PlannedMove[] = [];
  const distinct = new Set<string>();
  stops.forEach((stop, rank) => {
    const j = rank === 0 ? i : plannerPick(G, ctx, pid, moves, 0, stop);
    if (j < 0) return;
    const m = moves[j];
    if (rank > 0 && (m.move === 'changeDirection' || m.move === 'spendFuel' || m.move === 'upgrade')) return;
    out.push({ ...m, plan: stop });
    distinct.add(moveKey(m));
  });
  if (!G.turn.pending) {
    const others = candidates(G, ctx, pid, moves).filter((m) => m.move !== 'upgrade');
    for (const m of others) {
      if (out.length >= PLANS + PLANNED_ALTERNATIVES) break;
      const k = moveKey(m);
      if (distinct.has(k)) continue;
      distinct.add(k);
      out.push(m);
    }
  }
  return distinct.size > 1 ? out : [out[0]];
}

/**
 * The plan the current playout follows for the seat whose root move stood for it, until the
 * train has stood at the plan's stop and a turn of that seat has ended there; the planner after.
 */
let commitment: { seat: string; stop: string; reachedTurn: number | null } | null = null;

function playoutFrom(rootMove: MoveChoice | null, seat: string | null): void {
  const stop = (rootMove as PlannedMove | null)?.plan;
  commitment = stop !== undefined && seat !== null ? { seat, stop, reachedTurn: null } : null;
}

/**
 * The planner's pick at the last position the candidates were asked about: the search asks for a
 * playout step's candidates and then for its rollout move at the same position, and the planner's
 * routes are most of a step's cost.
 */
const lastPlanned = new WeakMap<TRState, { step: string; pid: string; move: MoveChoice }>();

const stepOf = (ctx: Ctx) => `${ctx.phase}/${ctx.turn}/${ctx.numMoves ?? 0}`;

function rememberPlanned(G: TRState, ctx: Ctx, pid: string, move: MoveChoice): void {
  lastPlanned.set(G, { step: stepOf(ctx), pid, move });
}

/** How many of the planner's best chains (its own first) the search weighs as plans. */
const PLANS = 3;
/** How many other moves (not a plan's) the search weighs at a main decision. */
const PLANNED_ALTERNATIVES = 2;

/** Playouts follow the plan their root move stood for (see `commitment`), then the planner. */
function plannedRollout(G: TRState, ctx: Ctx, pid: string, moves: MoveChoice[]): number {
  if (commitment && commitment.seat === pid) {
    if (commitment.reachedTurn === null && atStop(G, pid, commitment.stop)) commitment.reachedTurn = ctx.turn;
    if (commitment.reachedTurn !== null && commitment.reachedTurn !== ctx.turn) commitment = null;
    else return plannerPick(G, ctx, pid, moves, 0, commitment.stop);
  }
  const last = lastPlanned.get(G);
  if (last && last.pid === pid && last.step === stepOf(ctx)) {
    const i = moves.indexOf(last.move);
    if (i >= 0) return i;
  }
  return plannerPick(G, ctx, pid, moves);
}

/**
 * How much better (in win probability) another move's playouts must turn out than the planner's
 * pick's before the search leaves the planner: with a playout or two per move, differences
 * smaller than this are the evaluation's noise.
 */
const LEAVE_PLANNER_MARGIN = 0.02;

// The rollout is the planner's pick, which the candidates always keep (first).
export const trainAndRailwayPolicy: SearchPolicy = {
  candidates: plannedCandidates,
  rollout: plannedRollout,
  rolloutOverAllMoves: true,
  keepFirstCandidateWithin: LEAVE_PLANNER_MARGIN,
  playoutFrom,
};

// The bots find the policy on the evaluation (see SearchPolicy in mcts.ts).
(evaluateTrainAndRailway as typeof evaluateTrainAndRailway & { policy?: SearchPolicy }).policy = trainAndRailwayPolicy;

/** Debugging aid (not used by the bots). */
export function describePlan(G: TRState, pid: string): string {
  const plan = seatPlan(G, null, pid);
  const goals = goalHexes(plan);
  return JSON.stringify({ train: plan.train, reach: [...plan.reachHexes], goals: [...goals], starts: [...railStarts(plan)], stuck: isStuck(G, plan), turns: Object.fromEntries([...plan.openings.keys()].map((k) => [k, turnsTo(plan, k)])) });
}
