// §4.2–§4.4: opening an Office turn (set-outs, the automatic Draw), the Draw itself (reshuffling the
// discard pile when the deck runs out), and the end of the turn (hand limit, never-playable discard).
import { CARS, COLOURS, DRAW, homeCard, type HomeCardId } from '../data';
import { neverPlayable } from './canPlay';
import { legalExtras } from './extras';
import { narrate } from './log';
import { addScore, officeOfSeat, trainsAtOffice, type DivisionState, type Seat } from './state';

export interface Shuffler { Shuffle<T>(deck: T[]): T[] }

/** Set-outs (§4.2): every train standing at the seat's Office gives up the run of its cars at the rear. */
export function setOuts(G: DivisionState, seat: Seat, turn = 0): number {
  const o = officeOfSeat(G, seat);
  let total = 0;
  for (const t of trainsAtOffice(G, o)) {
    const run = [];
    while (t.consist.length && t.consist[t.consist.length - 1].colour === o) run.push(t.consist.pop()!);
    if (!run.length) continue;
    const pts = run.reduce((s, c) => s + c.value, 0);
    for (const c of run) G.carsGone.push(c.id);
    addScore(G, seat, 'setOuts', pts);
    total += pts;
    narrate(G, turn, seat, `sets out ${run.length} ${COLOURS.value[o]} car${run.length > 1 ? 's' : ''} from No. ${t.no}: +${pts}.`);
  }
  return total;
}

/** Draws up to `count` Home Office cards; an empty deck is remade from the shuffled discard pile. */
export function drawHome(G: DivisionState, seat: Seat, count: number, random: Shuffler): HomeCardId[] {
  const got: HomeCardId[] = [];
  for (let i = 0; i < count; i++) {
    if (!G.homeDeck.length && G.homeDiscard.length) {
      G.homeDeck = random.Shuffle(G.homeDiscard);
      G.homeDiscard = [];
    }
    const c = G.homeDeck.shift();
    if (!c) break;
    got.push(c);
  }
  G.homeDeckCount = G.homeDeck.length;
  (G.hands[seat] as HomeCardId[]).push(...got);
  return got;
}

/** Takes the Draw option: draw 2, and play cards for the rest of the turn. */
export function takeDrawOption(G: DivisionState, seat: Seat, random: Shuffler, turn = 0, automatic = false): void {
  const got = drawHome(G, seat, DRAW.value, random);
  G.turn.option = 'draw';
  if (automatic) G.turn.autoDraw = true;
  G.turn.drew = got.length;
  narrate(G, turn, seat, `${automatic ? 'has no legal Extra and ' : ''}takes the Draw option (${got.length} card${got.length === 1 ? '' : 's'}).`);
}

/** Opens the seat's Office turn (after any ruling): set-outs, then the automatic Draw when no Extra is legal. Returns the stage. */
export function openOfficeTurn(G: DivisionState, seat: Seat, random: Shuffler, turn = 0): 'office' | 'drawOption' {
  G.turn = { option: null, switched: false, boardsSet: [] };
  setOuts(G, seat, turn);
  if (legalExtras(G, seat).length === 0) {
    takeDrawOption(G, seat, random, turn, true);
    return 'drawOption';
  }
  return 'office';
}

/** Ends the Office turn: never-playable cards go face up to the discard pile (§1.2). */
export function closeOfficeTurn(G: DivisionState, seat: Seat, turn = 0): void {
  const hand = G.hands[seat] as HomeCardId[];
  const dead = hand.filter((c) => neverPlayable(G, seat, c));
  if (dead.length) {
    G.hands[seat] = hand.filter((c) => !neverPlayable(G, seat, c));
    G.homeDiscard.push(...dead);
    narrate(G, turn, seat, `discards ${dead.map((c) => homeCard(c).name).join(' and ')}, which can never be played now.`);
  }
  G.officeTurns += 1;
  void CARS;
}
