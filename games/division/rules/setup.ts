// Setup (§2): the deal, the rolled orientation and superior direction, the first Superintendent,
// the Car deck, the filtered Home Office deck and the hands, the due Stages and Stage 1's timetable.
import {
  CARS, DRAW, END_OFFICE_YARD_FROM, END_PAD, FIRST_EXTRA_NO, HOME_OFFICE, MAINLINE, SHORT_HAND, SLACK, START_HAND, TIMETABLE,
  type Car, type Colour, type HomeCardId, type MainlineType,
} from '../data';
import { defaultCrossing } from './startRegion';
import { narrate } from './log';
import { realignmentTargets } from './realignment';
import { appearTrains } from './timetable';
import { emptySheet, type CardState, type Dir, type DivisionState, type Office, type TimetableEntry } from './state';

export interface SetupRandom {
  Shuffle<T>(deck: T[]): T[];
  Number(): number;
  Die(sides: number): number;
}

export const freshCard = (type: MainlineType): CardState => ({
  type, printed: type, realigned: false, abs: false, brakeman: false, airbrakes: false, helpers: false, wreckUntil: 0, flags: [],
});

/** Shuffles the 10 drawable Mainline cards and deals N+1 without replacement (S003-0005, S003-0006). DPs are never dealt. */
export function buildDivision(n: number, random: Pick<SetupRandom, 'Shuffle'>): MainlineType[] {
  const deck = random.Shuffle(MAINLINE.flatMap((m) => Array.from({ length: m.copies }, () => m.type)));
  return deck.slice(0, n + 1);
}

/** The Home Office deck after the two filters of §1.2 decided by the dealt Division. */
export function buildHomeDeck(cards: CardState[]): { deck: HomeCardId[]; out: HomeCardId[] } {
  const deck: HomeCardId[] = [];
  const out: HomeCardId[] = [];
  const hasGrade = cards.some((c) => c.type === 'heavyGrade');
  const realignOk = realignmentTargets(cards).length >= 2;
  for (const h of HOME_OFFICE) {
    const keep = ['brakeman', 'airbrakes', 'helpers'].includes(h.id) ? hasGrade : h.id === 'realignment' ? realignOk : true;
    for (let i = 0; i < h.copies; i++) (keep ? deck : out).push(h.id);
  }
  return { deck, out };
}

/** Due Stage of a scheduled train (§1.5), fixed at setup. */
export function dueStage(types: MainlineType[], n: number, appears: number, speed: 'fast' | 'slow', freight: boolean): number {
  return appears + types.reduce((s, t) => s + defaultCrossing(t, speed), 0) + (freight ? n : 0) + SLACK.value;
}

export function computeTimetable(types: MainlineType[], n: number): TimetableEntry[] {
  const rows: TimetableEntry[] = [];
  for (const r of TIMETABLE) {
    const due = dueStage(types, n, r.appears, r.speed, r.cars > 0);
    rows.push({ no: r.west, appears: r.appears, cls: r.cls, due }, { no: r.east, appears: r.appears, cls: r.cls, due });
  }
  return rows;
}

export function newOffice(i: number, yardOffice = false): Office {
  return { owner: String(i), colour: i as Colour, board: { W: 'clear', E: 'clear' }, squares: [yardOffice ? 'yardOffice' : 'smallYard', null] };
}

/**
 * Seat balance at 4 players (RULES.md, "Seat balance"): the two end Offices make fewer Extras, so
 * they start with a Yard Office, taken from the Home Office deck, covering their Small Yard (with the
 * Small Yard kept as well they won too often: 2 000 games in RULES.md).
 */
export function endOfficeYards(n: number): number[] {
  return n >= END_OFFICE_YARD_FROM.value ? [0, n - 1] : [];
}

function takeFromDeck(deck: HomeCardId[], card: HomeCardId): void {
  const at = deck.indexOf(card);
  if (at < 0) throw new Error(`No ${card} left in the Home Office deck.`);
  deck.splice(at, 1);
}

/** The whole setup, in the fixed order of random draws of §2. */
export function newGame(n: number, random: SetupRandom): DivisionState {
  const types = buildDivision(n, random);
  const hgUphill: Dir = random.Number() < 0.5 ? 'E' : 'W';
  const oddSuperior: Dir = random.Number() < 0.5 ? 'W' : 'E';
  const first = random.Die(n) - 1;
  const carDeck: Car[] = random.Shuffle(CARS.map((c) => ({ ...c })));
  const cards = types.map(freshCard);
  const filtered = buildHomeDeck(cards);
  const yards = endOfficeYards(n);
  for (const _ of yards) takeFromDeck(filtered.deck, 'yardOffice');
  const homeDeck = random.Shuffle(filtered.deck);
  const hands: Record<string, HomeCardId[]> = {};
  const shortSeat = n >= 3 ? (first + 1) % n : -1;
  for (let i = 0; i < n; i++) {
    const k = i === shortSeat ? SHORT_HAND.value : START_HAND.value;
    hands[String(i)] = homeDeck.splice(0, k);
  }
  const timetable = computeTimetable(types, n);
  const G: DivisionState = {
    n, stage: 1, lastStage: Math.max(...timetable.map((r) => r.due)) + END_PAD.value,
    hgUphill, oddSuperior, cards,
    offices: Array.from({ length: n }, (_, i) => newOffice(i, yards.includes(i))),
    trains: [], timetable, superintendent: String(first), pending: [], hands,
    homeDeck, homeDeckCount: homeDeck.length, homeDiscard: [], outOfGame: filtered.out, homeDeckSize: filtered.deck.length,
    carDeck, carDeckCount: carDeck.length, carsGone: [],
    turn: { option: null, switched: false, boardsSet: [] }, officeTurns: 0,
    score: Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), emptySheet()])),
    nextExtra: { ...FIRST_EXTRA_NO.value }, history: [], gameover: null, log: [],
  };
  void DRAW;
  narrate(G, 0, undefined, `The Division: West DP · ${types.map((t, k) => `${MAINLINE.find((m) => m.type === t)!.name}${k < n ? ` · Office ${k + 1}` : ''}`).join(' · ')} · East DP. ${oddSuperior === 'W' ? 'Westbound' : 'Eastbound'} trains are superior on odd Stages.`);
  narrate(G, 0, undefined, `Stage 1.`);
  appearTrains(G, 0);
  return G;
}
