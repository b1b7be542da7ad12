// Every move: a legality check (a reason string, or null) and an effect on a plain copy of the
// state. game.ts wires them into boardgame.io; explain() and the enumerator call the same checks.
import type { Ctx } from 'boardgame.io';
import { homeCard, type HomeCardId } from './data';
import { applyPlay, canPlay, type PlayTarget } from './rules/canPlay';
import { extraReason, makeExtraTrain, type ExtraYard } from './rules/extras';
import { narrate } from './rules/log';
import { closeOfficeTurn, openOfficeTurn, setOuts, takeDrawOption, type Shuffler } from './rules/officeTurn';
import { blocked, blockReason, switched, switchReason } from './rules/switching';
import { dirName, officeOfSeat, type Dir, type DivisionState, type Seat } from './rules/state';
import { HAND_LIMIT } from './data';

export type StageName = 'ruling' | 'office' | 'drawOption' | 'extraOption';

export interface ApplyContext {
  G: DivisionState;
  seat: Seat;
  turn: number;
  random: Shuffler;
  /** Opens a stage of the current turn (boardgame.io's setActivePlayers). */
  setStage(stage: StageName): void;
  endTurn(): void;
}

export interface MoveDef {
  stages: StageName[];
  check(G: DivisionState, seat: Seat, ...args: any[]): string | null;
  apply(c: ApplyContext, ...args: any[]): void;
  /** Draws hidden cards or may end the Stage: runs on the server only. */
  serverOnly?: boolean;
}

export const rulingOpen = (G: DivisionState): boolean => G.pending.some((r) => r.decision === null);

const OFFICE: StageName[] = ['office', 'drawOption', 'extraOption'];

function officeReason(G: DivisionState, seat: Seat): string | null {
  if (rulingOpen(G)) return G.superintendent === seat ? 'Rule on the pending following movements first.' : 'The Superintendent is ruling.';
  return null;
}

function finishRuling(c: ApplyContext): void {
  if (rulingOpen(c.G)) return;
  c.setStage(openOfficeTurn(c.G, c.seat, c.random, c.turn));
}

export const MOVES: Record<string, MoveDef> = {
  rule: {
    stages: ['ruling'],
    serverOnly: true,
    check(G, seat, train: number, decision: string) {
      if (G.superintendent !== seat) return 'Only the Superintendent rules on following movements.';
      if (decision !== 'permit' && decision !== 'hold') return 'A ruling is Permit or Hold.';
      if (!G.pending.some((r) => r.train === train && r.decision === null)) return `There is no pending ruling for No. ${train}.`;
      // One at a time in the listed order, so the enumerator's single Permit/Hold pair is every legal ruling.
      const next = G.pending.find((r) => r.decision === null)!;
      if (next.train !== train) return `Rule on No. ${next.train} first: rulings are made in the order listed.`;
      return null;
    },
    apply(c, train: number, decision: 'permit' | 'hold') {
      const r = c.G.pending.find((x) => x.train === train && x.decision === null)!;
      r.decision = decision;
      narrate(c.G, c.turn, c.seat, `${decision === 'permit' ? 'permits' : 'holds'} No. ${train} following No. ${r.leader}.`);
      finishRuling(c);
    },
  },
  holdRemaining: {
    stages: ['ruling'],
    serverOnly: true,
    check(G, seat) {
      if (G.superintendent !== seat) return 'Only the Superintendent rules on following movements.';
      return rulingOpen(G) ? null : 'No ruling is pending.';
    },
    apply(c) {
      const left = c.G.pending.filter((r) => r.decision === null);
      for (const r of left) r.decision = 'hold';
      narrate(c.G, c.turn, c.seat, `holds the rest (${left.map((r) => `No. ${r.train}`).join(', ')}).`);
      finishRuling(c);
    },
  },
  switchCars: {
    stages: OFFICE,
    check: (G, seat, train: number, from: number, count: number, to: number) => officeReason(G, seat) ?? switchReason(G, seat, train, from, count, to),
    apply(c, train: number, from: number, count: number, to: number) {
      const t = c.G.trains.find((x) => x.no === train)!;
      t.consist = switched(t.consist, from, count, to);
      c.G.turn.switched = true;
      narrate(c.G, c.turn, c.seat, `switches No. ${train}: moves ${count} car${count > 1 ? 's' : ''}.`);
      setOuts(c.G, c.seat, c.turn);
    },
  },
  blockTrain: {
    stages: OFFICE,
    check: (G, seat, train: number) => officeReason(G, seat) ?? blockReason(G, seat, train),
    apply(c, train: number) {
      const t = c.G.trains.find((x) => x.no === train)!;
      t.consist = blocked(c.G, t, officeOfSeat(c.G, c.seat));
      c.G.turn.switched = true;
      narrate(c.G, c.turn, c.seat, `blocks No. ${train} in the Classification Yard.`);
      setOuts(c.G, c.seat, c.turn);
    },
  },
  setBoard: {
    stages: OFFICE,
    check(G, seat, dir: Dir, value: string) {
      const r = officeReason(G, seat);
      if (r) return r;
      if (dir !== 'W' && dir !== 'E') return 'A board is westbound (W) or eastbound (E).';
      if (value !== 'stop' && value !== 'clear') return 'A board shows Stop or Clear.';
      if (G.turn.boardsSet.includes(dir)) return `You set your ${dirName(dir)} board this turn already.`;
      if (G.offices[officeOfSeat(G, seat)].board[dir] === value) return `Your ${dirName(dir)} board shows ${value === 'stop' ? 'Stop' : 'Clear'} already.`;
      return null;
    },
    apply(c, dir: Dir, value: 'stop' | 'clear') {
      c.G.offices[officeOfSeat(c.G, c.seat)].board[dir] = value;
      c.G.turn.boardsSet.push(dir);
      narrate(c.G, c.turn, c.seat, `sets the ${dirName(dir)} board to ${value === 'stop' ? 'Stop' : 'Clear'}.`);
    },
  },
  takeDraw: {
    stages: ['office'],
    serverOnly: true,
    check(G, seat) {
      const r = officeReason(G, seat);
      if (r) return r;
      return G.turn.option ? 'You have taken your option this turn.' : null;
    },
    apply(c) {
      takeDrawOption(c.G, c.seat, c.random, c.turn);
      c.setStage('drawOption');
    },
  },
  makeExtra: {
    stages: ['office'],
    check(G, seat, yard: ExtraYard, dir: Dir) {
      const r = officeReason(G, seat);
      if (r) return r;
      if (G.turn.option) return 'You have taken your option this turn.';
      return extraReason(G, seat, yard, dir);
    },
    apply(c, yard: ExtraYard, dir: Dir) {
      const t = makeExtraTrain(c.G, c.seat, yard, dir);
      c.G.turn.option = 'extra';
      narrate(c.G, c.turn, c.seat, `makes up ${dirName(dir)} Extra No. ${t.no} ${yard === 'office' ? 'at its Office' : 'on the Interchange'}.`);
      c.setStage('extraOption');
    },
  },
  playCard: {
    stages: ['drawOption'],
    check: (G, seat, card: HomeCardId, target: PlayTarget) => officeReason(G, seat) ?? canPlay(G, seat, card, target),
    apply(c, card: HomeCardId, target: PlayTarget) {
      narrate(c.G, c.turn, c.seat, applyPlay(c.G, c.seat, card, target));
    },
  },
  discard: {
    stages: ['drawOption'],
    check(G, seat, card: HomeCardId) {
      const r = officeReason(G, seat);
      if (r) return r;
      if (G.turn.option !== 'draw') return 'Cards are discarded during your Draw option.';
      return G.hands[seat]?.includes(card) ? null : 'That card is not in your hand.';
    },
    apply(c, card: HomeCardId) {
      const hand = c.G.hands[c.seat];
      hand.splice(hand.indexOf(card), 1);
      c.G.homeDiscard.push(card);
      narrate(c.G, c.turn, c.seat, `discards ${homeCard(card).name}.`);
    },
  },
  endLocalOps: {
    stages: ['drawOption', 'extraOption'],
    serverOnly: true,
    check(G, seat) {
      const r = officeReason(G, seat);
      if (r) return r;
      if (!G.turn.option) return 'Take the Extra or the Draw option first.';
      const n = G.hands[seat]?.length ?? 0;
      return n > HAND_LIMIT.value ? `You hold ${n} cards: play or discard down to ${HAND_LIMIT.value} first.` : null;
    },
    apply(c) {
      closeOfficeTurn(c.G, c.seat, c.turn);
      narrate(c.G, c.turn, c.seat, 'ends its Office turn.');
      c.endTurn();
    },
  },
};

/** The one legality check: null when the move is legal for this seat now. */
export function checkMove(G: DivisionState, ctx: Pick<Ctx, 'currentPlayer' | 'gameover'>, seat: Seat | null | undefined, name: string, args: any[]): string | null {
  const def = Object.hasOwn(MOVES, name) ? MOVES[name] : undefined;
  if (!def) return `There is no move "${name}".`;
  // apply(c, ...its arguments): a call with more arguments than the move reads is not this move.
  if ((args?.length ?? 0) > def.apply.length - 1) return `${name} takes ${def.apply.length - 1} argument${def.apply.length === 2 ? '' : 's'}.`;
  if (G.gameover || ctx.gameover) return 'The game is over.';
  if (seat === null || seat === undefined) return 'Spectators do not move.';
  if (seat !== ctx.currentPlayer) return 'It is not your turn.';
  if (!def.stages.includes(expectedStage(G))) {
    const st = expectedStage(G);
    if (st === 'ruling') return 'Rule on the pending following movements first.';
    if (st === 'office') return name === 'endLocalOps' ? 'Take the Extra or the Draw option first.' : 'Take the Draw option to play or discard cards.';
    if (st === 'extraOption') return name === 'playCard' || name === 'discard' ? 'You took the Extra option: you play no cards this turn.' : 'You have taken your option this turn.';
    return 'You have taken your option this turn.';
  }
  try {
    return def.check(G, seat, ...args);
  } catch {
    return 'Those are not valid arguments for this move.';
  }
}

/** The stage the current seat is in, read from G (the same as ctx.activePlayers). */
export function expectedStage(G: DivisionState): StageName {
  if (rulingOpen(G)) return 'ruling';
  if (G.turn.option === 'draw') return 'drawOption';
  if (G.turn.option === 'extra') return 'extraOption';
  return 'office';
}
