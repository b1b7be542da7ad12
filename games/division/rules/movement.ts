// §6.8: entry(T, C), the move a train tries (plan), the exchange at a full Office, and Movement
// (loop A: the most superior movable train moves, again and again; loop B: Permitted trains that
// wait on their leader enter, are held short, or collide). Pure and deterministic.
import { COLLISION, mainline, ON_TIME_FREIGHT, ON_TIME_PASSENGER, WRECK_STAGES } from '../data';
import { narrate } from './log';
import { startRegion } from './startRegion';
import {
  addScore, berths, byPriority, cardAfterNode, dirName, isOfficeNode, isWrecked, nextCardOf, nodeAhead, nodeOfOffice,
  officeOfNode, other, seats, superiorDir, trainsAtOffice, trainsOnCard, type Dir, type DivisionState, type Ruling, type Train,
} from './state';

/** What happened earlier in this Movement: which trains moved, which cards a train entered. */
export interface MovementMemo {
  /** `${card}:${dir}`: card held a train of dir when Movement began. */
  startHeld: Set<string>;
  /** `${card}:${dir}`: a train of dir entered the card earlier in this Movement. */
  entered: Set<string>;
  moved: Set<number>;
  turn: number;
  /** Trains that stopped at an Office after trying to run through, and what refused them the card ahead. */
  refused: Map<number, BlockedWhy>;
}

export function memoFor(G: DivisionState, turn = 0): MovementMemo {
  const startHeld = new Set<string>();
  for (const t of G.trains) if (t.pos.at === 'card') startHeld.add(`${t.pos.card}:${t.dir}`);
  return { startHeld, entered: new Set(), moved: new Set(), turn, refused: new Map() };
}

export type BlockedWhy = 'wreck' | 'opposing' | 'full' | 'noPermit' | 'sidingTaken' | 'heldShort';

export type Entry =
  | { kind: 'enter'; card: number; place: 'line' | 'siding'; region: number; permit?: Ruling; abs?: boolean; moveUp?: Train }
  | { kind: 'blocked'; why: BlockedWhy }
  | { kind: 'waitPermit'; card: number; permit: Ruling };

export interface EntryOptions {
  /** Trains treated as already gone (the arriving train of an exchange). */
  ignore?: number[];
  /** Apply the Uncontrolled Siding extensions of the exchange. */
  exchange?: boolean;
}

export const isFollowing = (memo: MovementMemo, k: number, dir: Dir): boolean => memo.startHeld.has(`${k}:${dir}`) || memo.entered.has(`${k}:${dir}`);

export const permitFor = (G: DivisionState, train: number, k: number): Ruling | undefined =>
  G.pending.find((r) => r.train === train && r.card === k && r.decision === 'permit');

/** §6.8 entry(T, C): what happens when train T wants card k now. */
export function entry(G: DivisionState, memo: MovementMemo, T: Train, k: number, opts: EntryOptions = {}): Entry {
  const c = G.cards[k];
  if (isWrecked(G, k)) return { kind: 'blocked', why: 'wreck' };
  let occ = trainsOnCard(G, k).filter((t) => t.no !== T.no && !(opts.ignore ?? []).includes(t.no));
  let moveUp: Train | undefined;
  if (opts.exchange && c.type === 'uncontrolledSiding') {
    const sid = occ.find((t) => t.pos.at === 'card' && t.pos.place === 'siding');
    if (sid && sid.dir !== T.dir) occ = occ.filter((t) => t !== sid); // a meet beside the siding train
    else if (sid && !occ.some((t) => t.pos.at === 'card' && t.pos.place === 'line')) moveUp = sid; // it moves up, T takes the siding
  }
  const line = occ.filter((t) => t.pos.at === 'card' && t.pos.place === 'line');
  const siding = occ.find((t) => t.pos.at === 'card' && t.pos.place === 'siding');
  const following = isFollowing(memo, k, T.dir);
  if (c.type === 'doubleTrack') {
    if (line.length >= 2 && (line.some((t) => t.dir !== T.dir) || !following)) return { kind: 'blocked', why: 'full' };
  } else if (occ.some((t) => t.dir !== T.dir)) return { kind: 'blocked', why: 'opposing' };
  if (!following) return { kind: 'enter', card: k, place: 'line', region: startRegion(c, T, G.hgUphill) };
  let room: 'line' | 'siding' | 'wait' | 'none';
  if (c.type === 'doubleTrack') room = line.length < 2 ? 'line' : 'none';
  else if (c.type === 'uncontrolledSiding') {
    if (moveUp) room = 'siding';
    else if (line.length && !siding) room = 'siding';
    else if (!line.length && !siding) room = 'line';
    else if (!line.length && siding) room = 'wait';
    else room = 'none';
  } else room = line.length === 0 ? 'line' : 'none';
  const place = (p: 'line' | 'siding') => ({ card: k, place: p, region: startRegion(c, T, G.hgUphill, { siding: p === 'siding' }) });
  if (c.abs) {
    if (room === 'line' || room === 'siding') return { kind: 'enter', ...place(room), abs: true, moveUp };
    return { kind: 'blocked', why: 'heldShort' };
  }
  const permit = permitFor(G, T.no, k);
  if (permit) {
    if (room === 'line' || room === 'siding') return { kind: 'enter', ...place(room), permit, moveUp };
    if (room === 'wait') return { kind: 'blocked', why: 'sidingTaken' };
    return { kind: 'waitPermit', card: k, permit };
  }
  return { kind: 'blocked', why: 'noPermit' };
}

export type Plan =
  | { kind: 'advance' }
  | { kind: 'sidingUp' }
  | { kind: 'exit' }
  | { kind: 'runThrough'; office: number; entry: Extract<Entry, { kind: 'enter' }> }
  /** refused: why the card ahead was refused when the train tried to run through (Clear board, free berth). */
  | { kind: 'stop'; office: number; refused?: BlockedWhy }
  | { kind: 'exchange'; office: number; other: Train; entry: Extract<Entry, { kind: 'enter' }> }
  | { kind: 'enter'; entry: Extract<Entry, { kind: 'enter' }> }
  | { kind: 'waitPermit'; card: number; permit: Ruling }
  | { kind: 'wait' };

const freeBerth = (G: DivisionState, o: number): boolean => trainsAtOffice(G, o).length < berths(G.offices[o]);

/** A standing train at Office o that may swap places with T, which waits on card k to enter o (§6.8). */
export function exchangeFor(G: DivisionState, memo: MovementMemo, T: Train, o: number, k: number): { other: Train; entry: Extract<Entry, { kind: 'enter' }> } | null {
  const standing = trainsAtOffice(G, o).filter((u) => !memo.moved.has(u.no) && u.dir !== T.dir && nextCardOf(G, u) === k).sort(byPriority(G));
  for (const u of standing) {
    const e = entry(G, memo, u, k, { ignore: [T.no], exchange: true });
    if (e.kind === 'enter') return { other: u, entry: e };
  }
  return null;
}

/** The move train T tries now (§6.8). */
export function plan(G: DivisionState, memo: MovementMemo, T: Train): Plan {
  const p = T.pos;
  if (p.at === 'card') {
    const R = mainline(G.cards[p.card].type).regions;
    if (p.place === 'siding') {
      const lineTaken = trainsOnCard(G, p.card).some((t) => t.pos.at === 'card' && t.pos.place === 'line');
      return lineTaken ? { kind: 'wait' } : { kind: 'sidingUp' };
    }
    if (p.region < R - 1) return { kind: 'advance' };
    const node = nodeAhead(p.card, T.dir);
    if (!isOfficeNode(G, node)) return { kind: 'exit' };
    const o = officeOfNode(node);
    const next = cardAfterNode(G, node, T.dir)!;
    const free = freeBerth(G, o);
    let refused: BlockedWhy | undefined;
    if (G.offices[o].board[T.dir] === 'clear' && free) {
      const e = entry(G, memo, T, next);
      if (e.kind === 'enter') return { kind: 'runThrough', office: o, entry: e };
      if (e.kind === 'waitPermit') return { kind: 'waitPermit', card: e.card, permit: e.permit };
      refused = e.why;
    }
    if (free) return { kind: 'stop', office: o, ...(refused ? { refused } : {}) };
    const ex = exchangeFor(G, memo, T, o, p.card);
    if (ex) return { kind: 'exchange', office: o, other: ex.other, entry: ex.entry };
    return { kind: 'wait' };
  }
  const k = nextCardOf(G, T);
  if (k === undefined) return { kind: 'wait' };
  const e = entry(G, memo, T, k);
  if (e.kind === 'enter') return { kind: 'enter', entry: e };
  if (e.kind === 'waitPermit') return { kind: 'waitPermit', card: e.card, permit: e.permit };
  return { kind: 'wait' };
}

const cardName = (G: DivisionState, k: number) => mainline(G.cards[k].type).name;
const officeName = (o: number) => `Office ${o + 1}`;

/** Takes a train off its card: its Red Flag goes to the discard pile (§6.7), and it has crossed one more card. */
function leaveCard(G: DivisionState, T: Train): void {
  if (T.pos.at !== 'card') return;
  const c = G.cards[T.pos.card];
  const flagged = c.flags.filter((f) => f.train === T.no);
  if (flagged.length) {
    c.flags = c.flags.filter((f) => f.train !== T.no);
    for (let i = 0; i < flagged.length; i++) G.homeDiscard.push('redFlag');
  }
  T.crossed += 1;
}

function place(G: DivisionState, memo: MovementMemo, T: Train, e: Extract<Entry, { kind: 'enter' }>): void {
  if (e.moveUp && e.moveUp.pos.at === 'card') {
    e.moveUp.pos = { at: 'card', card: e.card, region: 1, place: 'line' };
    memo.moved.add(e.moveUp.no);
  }
  T.pos = { at: 'card', card: e.card, region: e.region, place: e.place };
  memo.entered.add(`${e.card}:${T.dir}`);
  if (e.permit && !e.permit.outcome) e.permit.outcome = 'safe';
}

function removeTrain(G: DivisionState, T: Train): void {
  G.trains = G.trains.filter((t) => t !== T);
  for (const car of T.consist) G.carsGone.push(car.id);
  T.consist = [];
}

/** A train leaves the Division at its destination DP (§9.2): on-time bonus or an Extra's cards. */
function exitDivision(G: DivisionState, memo: MovementMemo, T: Train): void {
  leaveCard(G, T);
  removeTrain(G, T);
  const dp = T.dir === 'W' ? 'West' : 'East';
  if (T.cls === 3) {
    addScore(G, T.owner!, 'extras', T.crossed);
    narrate(G, memo.turn, undefined, `Extra No. ${T.no} leaves at the ${dp} DP: {p:${T.owner}} scores ${T.crossed}.`);
  } else if (G.stage <= T.due!) {
    const pts = T.cls === 1 ? ON_TIME_PASSENGER.value : ON_TIME_FREIGHT.value;
    for (const s of seats(G)) addScore(G, s, 'onTime', pts);
    narrate(G, memo.turn, undefined, `No. ${T.no} leaves at the ${dp} DP on time (due ${T.due}): every player scores ${pts}.`);
  } else narrate(G, memo.turn, undefined, `No. ${T.no} leaves at the ${dp} DP late (due ${T.due}).`);
}

function doPlan(G: DivisionState, memo: MovementMemo, T: Train, pl: Plan): void {
  memo.moved.add(T.no);
  const p = T.pos;
  switch (pl.kind) {
    case 'advance':
      if (p.at === 'card') p.region += 1;
      return;
    case 'sidingUp':
      if (p.at === 'card') T.pos = { at: 'card', card: p.card, region: 1, place: 'line' };
      narrate(G, memo.turn, undefined, `No. ${T.no} moves up from the siding onto the line.`);
      return;
    case 'exit':
      exitDivision(G, memo, T);
      return;
    case 'runThrough':
      leaveCard(G, T);
      place(G, memo, T, pl.entry);
      narrate(G, memo.turn, undefined, `No. ${T.no} runs through ${officeName(pl.office)} onto ${cardName(G, pl.entry.card)}.`);
      return;
    case 'stop':
      leaveCard(G, T);
      T.pos = { at: 'office', office: pl.office, since: G.stage };
      if (pl.refused) memo.refused.set(T.no, pl.refused);
      narrate(G, memo.turn, undefined, `No. ${T.no} stops at ${officeName(pl.office)}.`);
      return;
    case 'exchange': {
      const from = p.at === 'card' ? p.card : -1;
      leaveCard(G, T);
      T.pos = { at: 'office', office: pl.office, since: G.stage };
      memo.moved.add(pl.other.no);
      place(G, memo, pl.other, pl.entry);
      narrate(G, memo.turn, undefined, `No. ${pl.other.no} enters ${cardName(G, from)} by exchange with No. ${T.no}, which takes the berth at ${officeName(pl.office)}.`);
      return;
    }
    case 'enter':
      place(G, memo, T, pl.entry);
      narrate(G, memo.turn, undefined, `No. ${T.no} enters ${cardName(G, pl.entry.card)}${pl.entry.place === 'siding' ? ' (siding)' : ''}.`);
      return;
    default:
      memo.moved.delete(T.no);
  }
}

/** Loop A: the most superior unmoved train whose plan is a move makes it; repeat until none can. */
function loopA(G: DivisionState, memo: MovementMemo): void {
  for (;;) {
    let done = true;
    for (const T of [...G.trains].sort(byPriority(G))) {
      if (memo.moved.has(T.no)) continue;
      const pl = plan(G, memo, T);
      if (pl.kind === 'wait' || pl.kind === 'waitPermit') continue;
      doPlan(G, memo, T, pl);
      done = false;
      break;
    }
    if (done) return;
  }
}

/** The train of direction d on card k that a follower would run into: the rearmost one. */
function rearmost(G: DivisionState, k: number, d: Dir): Train | undefined {
  const own = trainsOnCard(G, k).filter((t) => t.dir === d);
  own.sort((a, b) => {
    const pa = a.pos.at === 'card' ? (a.pos.place === 'siding' ? -1 : a.pos.region) : 0;
    const pb = b.pos.at === 'card' ? (b.pos.place === 'siding' ? -1 : b.pos.region) : 0;
    return pa - pb;
  });
  return own[0];
}

function wreck(G: DivisionState, T: Train): void {
  if (T.pos.at === 'card') {
    const c = G.cards[T.pos.card];
    const flagged = c.flags.filter((f) => f.train === T.no);
    c.flags = c.flags.filter((f) => f.train !== T.no);
    for (let i = 0; i < flagged.length; i++) G.homeDiscard.push('redFlag');
  }
  removeTrain(G, T);
}

/** Loop B for one Permitted train waiting on its leader: enter, not enter, held short, or collide. */
function resolveWaitingPermit(G: DivisionState, memo: MovementMemo, T: Train, k: number, permit: Ruling): void {
  const e = entry(G, memo, T, k);
  if (e.kind === 'enter') {
    doPlan(G, memo, T, T.pos.at === 'card' ? { kind: 'runThrough', office: officeOfNode(nodeAhead(T.pos.card, T.dir)), entry: e } : { kind: 'enter', entry: e });
    return;
  }
  memo.moved.add(T.no);
  const c = G.cards[k];
  const occ = trainsOnCard(G, k);
  if (occ.some((t) => t.dir !== T.dir)) return;
  const lineTaken = occ.some((t) => t.pos.at === 'card' && t.pos.place === 'line');
  const sidingTaken = occ.some((t) => t.pos.at === 'card' && t.pos.place === 'siding');
  if (c.type === 'uncontrolledSiding' && sidingTaken && !lineTaken) return;
  const victim = rearmost(G, k, T.dir);
  if (!victim) return;
  if (c.abs || c.flags.some((f) => f.train === victim.no)) {
    permit.outcome = 'heldShort';
    narrate(G, memo.turn, undefined, `No. ${T.no} is held short of No. ${victim.no} on ${cardName(G, k)}${c.abs ? ' by ABS Signals' : ' by a Red Flag'}.`);
    if (T.pos.at === 'card') {
      const o = officeOfNode(nodeAhead(T.pos.card, T.dir));
      if (freeBerth(G, o)) {
        leaveCard(G, T);
        T.pos = { at: 'office', office: o, since: G.stage };
        narrate(G, memo.turn, undefined, `No. ${T.no} stops at ${officeName(o)}.`);
      }
    }
    return;
  }
  permit.outcome = 'collision';
  wreck(G, T);
  wreck(G, victim);
  c.wreckUntil = G.stage + WRECK_STAGES.value;
  addScore(G, permit.by, 'collisions', COLLISION.value);
  narrate(G, memo.turn, undefined, `Rear-end collision on ${cardName(G, k)}: No. ${T.no} runs into No. ${victim.no}; both are wrecked. {p:${permit.by}}, who permitted it, scores ${COLLISION.value}.`);
}

/** Why a Permit was not used, once Movement is over (§4.5). */
function unusedReason(G: DivisionState, r: Ruling, memo: MovementMemo): Ruling['reason'] {
  const T = G.trains.find((t) => t.no === r.train);
  if (T?.pos.at === 'office' && T.pos.since === G.stage) {
    // A follower that stopped only after trying to run through did not stop by choice: say what
    // refused it (§16.4: about half of unused Permits are an opposing train taking the card first).
    const refused = memo.refused.get(T.no);
    if (refused === 'opposing' || refused === 'full') return 'opposingFirst';
    if (refused === 'sidingTaken') return 'sidingTaken';
    return 'stoppedAtOffice';
  }
  if (T?.pos.at === 'card' && T.pos.card !== r.card) return 'noBerth';
  const occ = trainsOnCard(G, r.card);
  if (occ.some((t) => t.dir !== r.dir)) return 'opposingFirst';
  if (G.cards[r.card].type === 'uncontrolledSiding' && occ.some((t) => t.pos.at === 'card' && t.pos.place === 'siding')) return 'sidingTaken';
  return 'blockedBefore';
}

/** An unused Permit's reason in words (the log and the board's Permit marks). */
export const REASON_TEXT: Record<NonNullable<Ruling['reason']>, string> = {
  stoppedAtOffice: 'it stopped at the Office',
  noBerth: 'no free berth to run through',
  opposingFirst: 'an opposing train took the card first',
  sidingTaken: 'the siding ahead was taken',
  blockedBefore: 'it never reached the card',
};

/** Movement (§6.8): every train moves at most once; collisions are resolved; Permits get their outcome. */
export function movement(G: DivisionState, turn = 0): void {
  const memo = memoFor(G, turn);
  loopA(G, memo);
  for (;;) {
    const waiting = [...G.trains].sort(byPriority(G)).map((T) => ({ T, pl: memo.moved.has(T.no) ? null : plan(G, memo, T) })).find((x) => x.pl?.kind === 'waitPermit');
    if (!waiting) break;
    const pl = waiting.pl as Extract<Plan, { kind: 'waitPermit' }>;
    resolveWaitingPermit(G, memo, waiting.T, pl.card, pl.permit);
    loopA(G, memo);
  }
  for (const r of G.pending) {
    if (r.decision !== 'permit' || r.outcome) continue;
    if (G.cards[r.card].abs) { r.outcome = 'overriddenByAbs'; continue; }
    r.outcome = 'unused';
    r.reason = unusedReason(G, r, memo);
    let why = REASON_TEXT[r.reason!];
    const opp = trainsOnCard(G, r.card).find((t) => t.dir !== r.dir);
    if (r.reason === 'opposingFirst' && opp) {
      why = `No. ${opp.no} took ${cardName(G, r.card)} first (${dirName(superiorDir(G))} superior on ${G.stage % 2 ? 'odd' : 'even'} Stages)`;
    }
    narrate(G, turn, undefined, `Permit for No. ${r.train} unused: ${why}.`);
  }
  void other;
  void nodeOfOffice;
}
