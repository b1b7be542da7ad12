// The game's flow (design §3.3–§3.19, §5.3): who must act, and the automatic work between decisions —
// map draws and rebuilds, the rounds of a cycle, the OR steps a company has no choice in, export and
// the game end. Every move ends by calling `settle`, which runs the automatic work until a seat must
// decide (or the game is over). boardgame.io's phases follow `G.round` (game.ts), so the rules stay
// in one place whether a move runs in the framework, in a test or in a bot's search.
import { MODES } from '../data/modes';
import { PROJECTS } from '../data/projects';
import { networkOf } from '../route/network';
import { emptyDraft } from '../route/draft';
import { homePieceCopy, mapStackPieces, planItems, stackPlan, type StackPlan } from './setup';
import { charterColumns, dealColumns } from './initial';
import { MINOR_IDS } from '../data/minors';
import { applyPlacement, capitalTargetReason, landmarkTargetReason, legalPlacements, reserveHomes, hasPlacement } from './mapBuild';
import { homeStops, freeMajors } from './launch';
import { endStockRound } from './stockRound';
import { operatingOrder } from './market';
import { applyDividend } from './operating';
import { dropWaitingTrains } from './abilities/resourceful';
import { exportTrain, overLimit } from './trains';
import { forcedNeed } from './forced';
import { scoreRows } from './scoring';
import { noteBankBreak } from './bank';
import { proposals, stepChoices } from './choices';
import { blanksPending, startBlanks } from './blanks';
import { headquartersTurnStart } from './headquarters';
import { minorTurnEndEvent, revealEvent } from './events';
import type { CoId, LAState, MapState, MinorId, OrStep, Round } from './state';
import type { SetupRandom } from './initial';

export interface FlowCtx {
  /** ctx.turn, for the narration. */
  turn: number;
  random: SetupRandom;
}

export function narrate(G: LAState, turn: number, seat: string | undefined, text: string): void {
  G.log ??= [];
  G.log.push(seat === undefined ? { turn, text } : { turn, player: seat, text: `{p:${seat}} ${text}` });
}

function setRound(G: LAState, round: Round): void {
  G.round = round;
  G.roundSeq = (G.roundSeq ?? 0) + 1;
}

/** The decision point the game waits on (the moves allowed depend on it). */
export type Point = 'over' | 'discard' | 'eventChoice' | 'build' | 'blank' | 'stock' | 'auction' | 'launch' | OrStep | 'approve' | 'propose' | 'respond' | 'hostile' | 'vote' | 'form' | 'hq';

export function point(G: LAState): Point {
  if (G.end || G.round === 'END') return 'over';
  if (G.hqDue) return 'hq';
  if (G.pendingDiscards.length) return 'discard';
  if (G.events?.pending) return 'eventChoice'; // §3.16: the priority player's event choice, before the SR's first turn
  switch (G.round) {
    case 'BUILD': return blanksPending(G) ? 'blank' : 'build';
    case 'SR': return G.sr?.auction ? 'auction' : G.sr?.launching ? 'launch' : 'stock';
    case 'OR1': case 'OR2': return G.or!.offer ? 'approve' : G.or!.step;
    case 'MR': return G.mr?.forming ? 'form' : G.mr?.vote ? 'vote' : G.mr?.refused ? 'hostile' : G.mr?.proposal ? 'respond' : 'propose';
    default: return 'over';
  }
}

/** The seat that must act now (design §5.3 turn orders). */
export function actor(G: LAState): number {
  if (G.hqDue) return Number(G.companies[G.hqDue]!.president);
  if (G.pendingDiscards.length) return Number(G.companies[G.pendingDiscards[0]]!.president);
  if (G.events?.pending) return G.sr?.turnSeat ?? G.priority;
  switch (G.round) {
    case 'BUILD': return G.mapBuild.turnSeat ?? G.mapBuild.firstBuilder;
    case 'SR': {
      const sr = G.sr!;
      if (sr.auction) return sr.auction.turn;
      if (sr.launching) return sr.launching.seat;
      return sr.turnSeat ?? G.priority;
    }
    case 'OR1': case 'OR2': {
      if (G.or!.offer) return Number(G.companies[G.or!.offer.from]!.president); // the selling president decides
      const co = G.or!.queue[G.or!.idx];
      return co && G.companies[co] ? Number(G.companies[co]!.president) : G.priority;
    }
    case 'MR': {
      const mr = G.mr!;
      if (mr.forming) return Number(mr.forming.president);
      if (mr.vote) return Number(mr.vote.voters[0]);
      if (mr.refused) return Number(G.companies[mr.refused.from]!.president);
      if (mr.proposal) return Number(G.companies[mr.proposal.to]!.president);
      const m = mr.queue[mr.idx];
      return m && G.companies[m] ? Number(G.companies[m]!.president) : G.priority;
    }
    default: return G.priority;
  }
}

// ---- Map building (§3.3) -----------------------------------------------------------------------

export const isProject = (id: string): boolean => id.startsWith('CAP-') || id.startsWith('LMK-');

/** The stack's make-up (a state from before `cfg.setup` was kept has the fixed set's stack). */
export function planOf(G: LAState): StackPlan {
  if (G.cfg.setup) return stackPlan(G.cfg.setup);
  const capitals = PROJECTS.filter((p) => p.kind === 'capital').slice(0, MODES[G.cfg.mode].capitals).map((p) => p.id);
  return { fixed: [...mapStackPieces(G.cfg.mode, G.cfg.minors), ...capitals], draws: [] };
}

/** Every piece and project of the game's stack: the plan less what its draws removed unseen. */
export function allBuildItems(G: LAState): string[] {
  return planItems(planOf(G), G.secret.removed);
}

/** The cities a Capital or Landmark project may go on. */
export function projectTargets(G: LAState, id: string): string[] {
  const reason = id.startsWith('CAP-') ? capitalTargetReason : landmarkTargetReason;
  return Object.keys(G.map.hexes).filter((k) => reason(G.map, k) === null);
}

/** Twin Cities' first piece placements that leave TW-2 a legal place (S000-0017, S000-0018). */
export function twinFirstPlacements(map: MapState, limit = Infinity): { at: [number, number]; rot: number }[] {
  if (Object.keys(map.hexes).length === 0) return [];
  const out: { at: [number, number]; rot: number }[] = [];
  for (const p of legalPlacements(map, 'TW-1')) {
    const trial = { map };
    applyPlacement(trial, 'TW-1', p.at, p.rot);
    if (hasPlacement(trial.map, 'TW-2')) out.push(p);
    if (out.length >= limit) break;
  }
  return out;
}

const MAX_REBUILDS = 50;

function rebuild(G: LAState, fc: FlowCtx): void {
  G.mapBuild.rebuilds += 1;
  if (G.mapBuild.rebuilds > MAX_REBUILDS) throw new Error('map building: no buildable order after 50 rebuilds');
  G.secret.stack = fc.random.shuffle(allBuildItems(G));
  G.map = { version: G.map.version + 1, hexes: {} };
  G.mapBuild.done = [];
  G.mapBuild.drawn = null;
  narrate(G, fc.turn, undefined, 'A drawn piece has no legal place: every piece goes back, the stack is shuffled and building starts again.');
}

/**
 * Draws the next piece (turn start, §3.3): projects that cannot resolve and Twin Cities without a
 * legal pair go to the bottom; when everything left has gone to the bottom since the last success,
 * the projects are removed (Twin Cities carries homes, so it forces a rebuild instead); a piece
 * with no legal place is a dead end: the map is rebuilt.
 */
function drawNext(G: LAState, fc: FlowCtx): void {
  let sentDown = 0;
  for (;;) {
    const stack = G.secret.stack;
    if (stack.length === 0) { finishBuild(G, fc); return; }
    if (sentDown >= stack.length) {
      if (stack.includes('TWP')) { rebuild(G, fc); sentDown = 0; continue; }
      G.mapBuild.done = [...(G.mapBuild.done ?? []), ...stack];
      narrate(G, fc.turn, undefined, `${stack.join(', ')} cannot be resolved and ${stack.length === 1 ? 'is' : 'are'} removed.`);
      G.secret.stack = [];
      continue;
    }
    const id = stack.shift()!;
    const ok = id === 'TWP' ? twinFirstPlacements(G.map, 1).length > 0 : isProject(id) ? projectTargets(G, id).length > 0 : hasPlacement(G.map, id);
    if (ok) {
      G.mapBuild.drawn = id;
      narrate(G, fc.turn, String(G.mapBuild.turnSeat), `draws ${id === 'TWP' ? 'the Twin Cities project' : isProject(id) ? `project ${id}` : `map piece ${id}`}.`);
      return;
    }
    if (id === 'TWP' || isProject(id)) {
      stack.push(id);
      sentDown += 1;
      narrate(G, fc.turn, undefined, `${id} cannot be placed now and goes to the bottom of the stack.`);
      continue;
    }
    stack.unshift(id);
    rebuild(G, fc);
    sentDown = 0;
  }
}

/**
 * After building (§3.2 step 7): with randomized Minors the ones in play are those whose home piece is
 * on the map (S000-0033); charters not dealt yet are dealt now in columns of 4 (C22, S000-0032); the
 * DD cards; the printed homes reserved; then cycle 1.
 */
function finishBuild(G: LAState, fc: FlowCtx): void {
  if (startBlanks(G)) return; // blank overlays first (§3.2 step 7), then the rest
  if (!G.cfg.minors.length) {
    const placed = new Set(Object.values(G.map.hexes).map((h) => (h.piece.startsWith('TW-') ? 'TWP' : h.piece)));
    G.cfg.minors = MINOR_IDS.filter((m) => placed.has(homePieceCopy(m)));
  }
  if (!G.charters.dealt) {
    G.charters = { columns: dealColumns(fc.random.shuffle([...G.cfg.minors]), charterColumns(G)), dealt: true };
    narrate(G, fc.turn, undefined, `The ${G.cfg.minors.length} Minor charters are dealt in ${charterColumns(G)} columns of 4.`);
  }
  for (const st of networkOf(G.map).stops) if (st.dd) G.dd[st.id] ??= G.cfg.ddCard; // DDD dealt them at setup
  reserveHomes(G, (id) => homeStops(G, id));
  G.mapBuild.drawn = null;
  narrate(G, fc.turn, undefined, `The map is built (${Object.keys(G.map.hexes).length} hexes). Cycle 1 begins.`);
  startSR(G);
  revealEvent(G);
}

/** The next builder after a placement or a resolved project. */
export function nextBuilder(G: LAState): void {
  G.mapBuild.turnSeat = ((G.mapBuild.turnSeat ?? G.mapBuild.firstBuilder) + 1) % G.players.length;
  G.mapBuild.drawn = null;
}

// ---- Stock Round (§3.5) -------------------------------------------------------------------------

const activeSeats = (G: LAState): number => G.players.filter((p) => !p.out).length;

/** The next seat clockwise after `from` that is still in the game. */
export function seatAfter(G: LAState, from: number): number {
  const n = G.players.length;
  for (let k = 1; k <= n; k++) if (!G.players[(from + k) % n].out) return (from + k) % n;
  return from;
}

function startSR(G: LAState): void {
  setRound(G, 'SR');
  G.or = undefined;
  G.mr = undefined;
  const first = G.players[G.priority].out ? seatAfter(G, G.priority) : G.priority;
  G.sr = { passesInRow: 0, lastActor: null, soldThisSR: {}, soldThisTurn: [], boughtThisTurn: false, launchedAny: false, redeal: false, turnSeat: first };
}

/** Ends an SR turn: the next seat clockwise acts, with a fresh turn record. */
export function nextSRTurn(G: LAState, from: number): void {
  const sr = G.sr!;
  sr.turnSeat = seatAfter(G, from);
  sr.soldThisTurn = [];
  sr.boughtThisTurn = false;
}

// ---- Operating Rounds (§3.7) --------------------------------------------------------------------

function freshTurn(G: LAState): void {
  const or = G.or!;
  or.step = 'leadoff';
  or.lays = { yellow: 0, upgrade: false };
  or.issued = 0;
  or.draft = emptyDraft();
  or.revenue = null;
  or.forced = undefined;
  delete or.offer;
  delete or.declined;
}

function startOR(G: LAState, round: 'OR1' | 'OR2'): void {
  setRound(G, round);
  G.sr = undefined;
  G.or = { queue: operatingOrder(G), idx: 0, step: 'leadoff', lays: { yellow: 0, upgrade: false }, issued: 0, draft: emptyDraft(), revenue: null };
  freshTurn(G);
}

/** The operating company's turn is over: it has operated, its leadoff is gone, the next company's turn begins. */
export function endCompanyTurn(G: LAState): void {
  const or = G.or!;
  const c = G.companies[or.queue[or.idx]];
  minorTurnEndEvent(G, or.queue[or.idx]);
  if (c && !c.closed) {
    c.operated = true;
    c.leadoffDue = false;
  }
  or.idx += 1;
  freshTurn(G);
}

/** The dividend step's end: Resourceful's waiting trains leave; a dissolved company's turn ends. */
export function afterDividend(G: LAState, co: CoId, dissolved: boolean): void {
  if (dissolved) { endCompanyTurn(G); return; }
  dropWaitingTrains(G, co);
  G.or!.step = 'buy';
}

/** The buy stage's end (§3.7 step 8): a company without a train must buy one (§3.11). */
export function endBuyStage(G: LAState, co: CoId): void {
  if (forcedNeed(G, co).kind === 'none') { endCompanyTurn(G); return; }
  G.or!.step = 'forced';
  G.or!.forced = { soldFrom: [] };
}

const NEXT_STEP: Partial<Record<OrStep, OrStep>> = { leadoff: 'issue', issue: 'track', track: 'hub', hub: 'run' };

/** Moves the operating company past its current step (a `skip`, or an automatic skip when the step offers nothing). */
export function passStep(G: LAState, co: CoId, fc: FlowCtx): void {
  const or = G.or!;
  const next = NEXT_STEP[or.step];
  if (next) { or.step = next; return; }
  if (or.step === 'run') { or.revenue = 0; or.step = 'dividend'; return; }
  if (or.step === 'dividend') {
    const dissolved = applyDividend(G, co, 0, false);
    narrate(G, fc.turn, undefined, `${co} earns nothing and withholds; its price drops.${dissolved ? ` ${co} reaches 0 and dissolves.` : ''}`);
    afterDividend(G, co, dissolved);
    return;
  }
  if (or.step === 'buy') { endBuyStage(G, co); return; }
  endCompanyTurn(G); // 'forced' with nothing to buy (U30)
}

/** Whether the run stage offers only confirming an empty draft (no run can start). */
function runIsEmpty(G: LAState, choices: { move: string }[]): boolean {
  const d = G.or!.draft;
  return !d.runs.length && !d.open && choices.length === 1 && choices[0].move === 'confirmRuns';
}

// ---- Merger Round (§3.13), cycle end (§3.4, §3.10, §3.19) -------------------------------------

function startMR(G: LAState): void {
  setRound(G, 'MR');
  G.or = undefined;
  G.mr = { queue: operatingOrder(G).filter((co) => G.companies[co]!.kind === 'minor') as MinorId[], idx: 0, barred: [] };
}

const recordCycle = (G: LAState): void => {
  G.history ??= [];
  G.history.push({ label: `Cycle ${G.cycle}`, scores: Object.fromEntries(scoreRows(G).map((r) => [r.seat, r.total])) });
};

function startCycleEnd(G: LAState, fc: FlowCtx): void {
  setRound(G, 'CYCLE_END');
  G.or = undefined;
  G.mr = undefined;
  const card = exportTrain(G);
  narrate(G, fc.turn, undefined, card ? `Cycle ${G.cycle} ends: train ${card} is exported${card.startsWith('T2-') ? ' with every remaining 2' : ''}.` : `Cycle ${G.cycle} ends: the train stack is empty, nothing is exported.`);
  recordCycle(G);
  if (G.cycle >= G.cfg.cycles || G.bankBroken) {
    G.pendingDiscards = []; // §3.19: trains score nothing, so the discards after the last export are skipped
    G.end = { reason: G.bankBroken ? 'bankBreak' : 'cycles' };
  }
}

/** Bank Break (§3.18, U23): a bank broken by the end of OR2 ends the game there — no Merger Round, no export. */
function endAtBankBreak(G: LAState, fc: FlowCtx): void {
  narrate(G, fc.turn, undefined, `The bank broke in cycle ${G.cycle}: the game ends after OR2.`);
  G.or = undefined;
  G.pendingDiscards = [];
  recordCycle(G);
  G.end = { reason: 'bankBreak' };
}

/** Drops queued discards that no longer apply (the company closed, merged or is within its limit again). */
function tidyDiscards(G: LAState): void {
  G.pendingDiscards = G.pendingDiscards.filter((co) => {
    const c = G.companies[co];
    return !!c && !c.closed && overLimit(G, c);
  });
}

/**
 * Runs the automatic work until a seat must decide or the game is over (every move ends here):
 * draws, round changes, steps with nothing to choose, Merger Round turns with no proposal, export.
 */
export function settle(G: LAState, fc: FlowCtx): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (G.end) {
      if (G.round !== 'END') setRound(G, 'END');
      G.sr = undefined; G.or = undefined; G.mr = undefined;
      return;
    }
    if (noteBankBreak(G)) narrate(G, fc.turn, undefined, `The bank cannot cover a payment (${G.bank}): it is broken and keeps paying; the game ends ${G.round === 'MR' || G.round === 'CYCLE_END' ? 'at the end of this cycle' : 'after OR2 of this cycle'}.`);
    if (G.hqDue) return;
    tidyDiscards(G);
    if (G.pendingDiscards.length) return;
    switch (G.round) {
      case 'BUILD':
        if (G.mapBuild.drawn || blanksPending(G)) return;
        drawNext(G, fc);
        continue;
      case 'SR': {
        const sr = G.sr!;
        if (sr.auction || sr.launching || G.events?.pending || sr.passesInRow < activeSeats(G)) return;
        const redeal = endStockRound(G, fc.random);
        narrate(G, fc.turn, undefined, redeal ? 'Nobody launched a Minor: the charters are reshuffled and the Stock Round is played again.' : 'The Stock Round ends.');
        if (redeal) startSR(G);
        else startOR(G, 'OR1');
        continue;
      }
      case 'OR1': case 'OR2': {
        const or = G.or!;
        if (or.offer) return;
        const co = or.queue[or.idx];
        if (co === undefined) {
          if (G.round === 'OR1') startOR(G, 'OR2');
          else if (G.bankBroken) endAtBankBreak(G, fc);
          else if (G.phase !== 'yellow') startMR(G);
          else startCycleEnd(G, fc);
          continue;
        }
        const c = G.companies[co];
        if (!c || c.closed) { or.idx += 1; freshTurn(G); continue; }
        headquartersTurnStart(G, co, fc);
        const choices = stepChoices(G, co, true);
        if (choices.length && !(or.step === 'run' && runIsEmpty(G, choices))) return;
        passStep(G, co, fc);
        continue;
      }
      case 'MR': {
        const mr = G.mr!;
        if (mr.forming || mr.proposal || mr.refused || mr.vote) return;
        const m = mr.queue[mr.idx];
        if (m === undefined || freeMajors(G).length === 0) { startCycleEnd(G, fc); continue; }
        const c = G.companies[m];
        if (c && !c.closed && proposals(G, m).length) return;
        mr.idx += 1;
        continue;
      }
      case 'CYCLE_END':
        G.cycle += 1;
        narrate(G, fc.turn, undefined, `Cycle ${G.cycle} begins.`);
        startSR(G);
        revealEvent(G);
        continue;
      default:
        return;
    }
  }
  throw new Error('the flow did not reach a decision');
}

export type { Round };
