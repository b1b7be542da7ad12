// §5 and §1.2: where each Home Office card may be played (a reason, or null), its effect, and the
// never-playable test of the end of an Office turn.
import { HOME_OFFICE, homeCard, mainline, type HomeCardId } from '../data';
import { conversionReason } from './realignment';
import { isWrecked, officeOfSeat, trainsOnCard, type DivisionState, type Seat } from './state';

export type PlayTarget = { card: number } | { train: number } | { square: 0 | 1 };

const isCardTarget = (t: any): t is { card: number } => t && typeof t === 'object' && Number.isInteger(t.card);
const isTrainTarget = (t: any): t is { train: number } => t && typeof t === 'object' && Number.isInteger(t.train);
const isSquareTarget = (t: any): t is { square: 0 | 1 } => t && typeof t === 'object' && (t.square === 0 || t.square === 1);

/** Why `seat` cannot play `card` on `target` now (its own Draw option), or null. */
export function canPlay(G: DivisionState, seat: Seat, card: HomeCardId, target: PlayTarget): string | null {
  if (G.turn.option !== 'draw') return 'Home Office cards are played only during your Draw option.';
  if (!HOME_OFFICE.some((h) => h.id === card) || !G.hands[seat]?.includes(card)) return 'That card is not in your hand.';
  const name = homeCard(card).name;
  switch (card) {
    case 'brakeman': case 'airbrakes': case 'helpers': case 'realignment': case 'abs': {
      if (!isCardTarget(target) || target.card < 0 || target.card >= G.cards.length) return `${name} is played onto a Mainline card.`;
      const c = G.cards[target.card];
      if (card === 'abs') return c.abs ? 'That card carries ABS Signals already.' : null;
      if (card === 'realignment') {
        if (isWrecked(G, target.card) || trainsOnCard(G, target.card).length) return 'A Realignment goes only onto an unoccupied Mainline card: a train or a wreck is on it.';
        return conversionReason(G.cards, target.card);
      }
      if (c.type !== 'heavyGrade') return `${name} goes onto the Heavy Grade only.`;
      if (card === 'brakeman') return c.brakeman ? 'The Heavy Grade has its Brakeman already.' : null;
      if (card === 'helpers') return c.helpers ? 'The Heavy Grade has its Helpers already.' : null;
      if (!c.brakeman) return 'Airbrakes need a Brakeman on the Heavy Grade first.';
      return c.airbrakes ? 'The Heavy Grade has its Airbrakes already.' : null;
    }
    case 'redFlag': {
      if (!isTrainTarget(target)) return 'A Red Flag is played onto a train.';
      const t = G.trains.find((x) => x.no === target.train);
      if (!t || t.pos.at !== 'card') return 'A Red Flag goes onto a train standing on a Mainline card.';
      const c = G.cards[t.pos.card];
      if (c.abs) return 'That card carries ABS Signals: a Red Flag adds nothing there.';
      if (c.flags.some((f) => f.train === t.no)) return 'That train is flagged already.';
      return null;
    }
    default: {
      if (!isSquareTarget(target)) return `${name} goes into a square of your Office Area.`;
      const o = G.offices[officeOfSeat(G, seat)];
      const sq = o.squares[target.square];
      if (sq === null) return null;
      if (card === 'classificationYard' && sq === 'smallYard') return null;
      return 'That square is taken: Enhancements go into an empty square (a Classification Yard may cover the Small Yard).';
    }
  }
}

/** Every legal target of `card` for `seat` now. */
export function playTargets(G: DivisionState, seat: Seat, card: HomeCardId): PlayTarget[] {
  const targets: PlayTarget[] = [
    ...G.cards.map((_, k) => ({ card: k })),
    ...G.trains.map((t) => ({ train: t.no })),
    { square: 0 as const }, { square: 1 as const },
  ];
  return targets.filter((t) => canPlay(G, seat, card, t) === null);
}

/** Applies a play (legality already checked). Returns the narration. */
export function applyPlay(G: DivisionState, seat: Seat, card: HomeCardId, target: PlayTarget): string {
  const hand = G.hands[seat];
  hand.splice(hand.indexOf(card), 1);
  const name = homeCard(card).name;
  if (isCardTarget(target)) {
    const c = G.cards[target.card];
    const where = mainline(c.type).name;
    if (card === 'realignment') {
      const from = c.type;
      c.type = mainline(from).realignsTo!;
      c.realigned = true;
      G.outOfGame.push('realignment');
      return `plays Realignment: ${mainline(from).name} becomes ${mainline(c.type).name}.`;
    }
    if (card === 'abs') {
      c.abs = true;
      for (const r of G.pending) if (r.card === target.card && r.decision === 'permit' && !r.outcome) r.outcome = 'overriddenByAbs';
    }
    if (card === 'brakeman') c.brakeman = true;
    if (card === 'airbrakes') c.airbrakes = true;
    if (card === 'helpers') c.helpers = true;
    return `plays ${name} on ${where}.`;
  }
  if (isTrainTarget(target)) {
    const t = G.trains.find((x) => x.no === target.train)!;
    if (t.pos.at === 'card') G.cards[t.pos.card].flags.push({ train: t.no, owner: seat });
    return `flags No. ${t.no} with a Red Flag.`;
  }
  const o = G.offices[officeOfSeat(G, seat)];
  const covered = o.squares[target.square];
  o.squares[target.square] = card as 'classificationYard' | 'yardOffice' | 'houseTrack';
  return `builds a ${name}${covered === 'smallYard' ? ' over the Small Yard' : ''}.`;
}

/** §1.2 (v3): a card its holder can never play again. Realignment and Red Flag never are. */
export function neverPlayable(G: DivisionState, seat: Seat, card: HomeCardId): boolean {
  const o = G.offices[officeOfSeat(G, seat)];
  const empty = o.squares.includes(null);
  const grade = G.cards.find((c) => c.type === 'heavyGrade');
  switch (card) {
    case 'yardOffice': case 'houseTrack': return !empty;
    case 'classificationYard': return !empty && !o.squares.includes('smallYard');
    case 'brakeman': return !grade || grade.brakeman;
    case 'airbrakes': return !grade || grade.airbrakes;
    case 'helpers': return !grade || grade.helpers;
    case 'abs': return G.cards.every((c) => c.abs);
    default: return false;
  }
}

/**
 * Why `card` has no legal target now although the seat is in its Draw option, or null when it has
 * one. The board shows this on a card whose Play button it cannot offer, so a newcomer learns what
 * the card needs rather than finding the button missing.
 */
export function noTargetReason(G: DivisionState, seat: Seat, card: HomeCardId): string | null {
  if (playTargets(G, seat, card).length) return null;
  const name = homeCard(card).name;
  switch (card) {
    case 'redFlag': {
      const out = G.trains.filter((t) => t.pos.at === 'card');
      if (!out.length) return 'A Red Flag goes onto a train standing on a Mainline card, and no train stands on one now.';
      return 'Every train on a Mainline card is on an ABS card or flagged already: a Red Flag would add nothing.';
    }
    case 'brakeman': case 'airbrakes': case 'helpers': {
      const k = G.cards.findIndex((c) => c.type === 'heavyGrade');
      if (k < 0) return `${name} goes onto the Heavy Grade, and this Division has none.`;
      return canPlay(G, seat, card, { card: k });
    }
    case 'abs':
      return 'Every Mainline card carries ABS Signals already.';
    case 'realignment': {
      const reasons = new Set(G.cards.map((_, k) => canPlay(G, seat, card, { card: k })));
      if (reasons.size === 1) return [...reasons][0];
      return 'No Mainline card can be realigned now: only an unoccupied Plains, Curves, Uncontrolled Siding or Trestle converts, and only once.';
    }
    default:
      return canPlay(G, seat, card, { square: 1 }) ?? canPlay(G, seat, card, { square: 0 });
  }
}
