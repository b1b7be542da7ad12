// The state of a Division game (plain JSON) and the small pure helpers every rule shares.
import type { NarrationLine } from '../../kit/types';
import type { Car, Colour, HomeCardId, MainlineType } from '../data';

export type Dir = 'W' | 'E';
export type Seat = string;
export const HIDDEN = '?' as const;
export type HandCard = HomeCardId | typeof HIDDEN;

export type Position =
  | { at: 'yard'; dp: Dir }
  | { at: 'card'; card: number; region: number; place: 'line' | 'siding' }
  | { at: 'office'; office: number; since: number };

export interface Train {
  no: number;
  dir: Dir;
  /** 1 first class (passenger), 2 second class (freight), 3 Extra. */
  cls: 1 | 2 | 3;
  speed: 'fast' | 'slow';
  consist: Car[];
  pos: Position;
  due?: number;
  owner?: Seat;
  /** Mainline cards left behind (an Extra's score). */
  crossed: number;
}

export interface CardState {
  type: MainlineType;
  printed: MainlineType;
  realigned: boolean;
  abs: boolean;
  brakeman: boolean;
  airbrakes: boolean;
  helpers: boolean;
  /** 0 = no wreck; else the last Stage it blocks the card. */
  wreckUntil: number;
  flags: { train: number; owner: Seat }[];
}

export type Enhancement = 'smallYard' | 'classificationYard' | 'yardOffice' | 'houseTrack';
export interface Office {
  owner: Seat;
  colour: Colour;
  board: Record<Dir, 'stop' | 'clear'>;
  squares: [Enhancement, Enhancement | null];
}

export type PermitOutcome = 'safe' | 'collision' | 'heldShort' | 'overriddenByAbs' | 'unused';
export type UnusedReason = 'stoppedAtOffice' | 'noBerth' | 'opposingFirst' | 'sidingTaken' | 'blockedBefore';
export interface Ruling {
  train: number;
  card: number;
  dir: Dir;
  leader: number;
  decision: null | 'permit' | 'hold';
  by: Seat;
  outcome?: PermitOutcome;
  reason?: UnusedReason;
}

export interface ScoreSheet {
  setOuts: number;
  extras: number;
  onTime: number;
  collisions: number;
  collisionCount: number;
  total: number;
}

export interface TimetableEntry { no: number; appears: number; cls: 1 | 2; due: number }

export interface TurnState {
  option: null | 'draw' | 'extra';
  switched: boolean;
  /** Boards already set this turn: each board is set at most once a turn, so no turn goes round in circles. */
  boardsSet: Dir[];
  /** The Draw option was taken for the seat when its turn opened (no Extra was legal): the board says so. */
  autoDraw?: boolean;
  /** How many cards the Draw option drew (fewer than 2 when the deck and discard pile ran out); public, like the log. */
  drew?: number;
}

export interface DivisionState {
  n: number;
  stage: number;
  lastStage: number;
  hgUphill: Dir;
  oddSuperior: Dir;
  cards: CardState[];
  offices: Office[];
  trains: Train[];
  timetable: TimetableEntry[];
  superintendent: Seat;
  pending: Ruling[];
  hands: Record<Seat, HandCard[]>;
  homeDeck: HomeCardId[];
  homeDeckCount: number;
  homeDiscard: HomeCardId[];
  outOfGame: HomeCardId[];
  /** Size of the Home Office deck after the setup filters (a conservation invariant). */
  homeDeckSize: number;
  carDeck: Car[];
  carDeckCount: number;
  carsGone: number[];
  turn: TurnState;
  officeTurns: number;
  score: Record<Seat, ScoreSheet>;
  nextExtra: Record<Dir, number>;
  history: { label: string; scores: Record<Seat, number> }[];
  gameover: { winners: Seat[]; scores: Record<Seat, number> } | null;
  log: NarrationLine[];
  /** True when the last move drew, dealt, shuffled or showed a hidden card: it cannot be undone. */
  revealedByLastMove?: boolean;
}

export const other = (d: Dir): Dir => (d === 'W' ? 'E' : 'W');
export const dirName = (d: Dir): string => (d === 'W' ? 'westbound' : 'eastbound');

/** The direction superior in this Stage: oddSuperior on odd Stages, the other on even ones (§3). */
export const superiorDir = (G: Pick<DivisionState, 'stage' | 'oddSuperior'>): Dir => (G.stage % 2 === 1 ? G.oddSuperior : other(G.oddSuperior));

/** Priority (§3): 1st class, 2nd class, Extras; then the superior direction; then the lower number. Smaller first. */
export function priorityKey(G: Pick<DivisionState, 'stage' | 'oddSuperior'>, t: Train): number {
  return t.cls * 100000 + (t.dir === superiorDir(G) ? 0 : 10000) + t.no;
}

export const byPriority = (G: Pick<DivisionState, 'stage' | 'oddSuperior'>) => (a: Train, b: Train) => priorityKey(G, a) - priorityKey(G, b);

/** Node numbers: 0 West DP, 1..N Offices, N+1 East DP. Card k lies between node k and node k+1. */
export const nodeAhead = (card: number, dir: Dir): number => (dir === 'E' ? card + 1 : card);
export const nodeBefore = (card: number, dir: Dir): number => (dir === 'E' ? card : card + 1);
/** The card a train leaving node `node` in direction `dir` enters (undefined past a DP). */
export function cardAfterNode(G: Pick<DivisionState, 'n'>, node: number, dir: Dir): number | undefined {
  const k = dir === 'E' ? node : node - 1;
  return k >= 0 && k <= G.n ? k : undefined;
}
export const isOfficeNode = (G: Pick<DivisionState, 'n'>, node: number): boolean => node >= 1 && node <= G.n;
export const officeOfNode = (node: number): number => node - 1;
export const nodeOfOffice = (office: number): number => office + 1;

export const trainByNo = (G: DivisionState, no: number): Train | undefined => G.trains.find((t) => t.no === no);
export const trainsOnCard = (G: DivisionState, k: number): Train[] => G.trains.filter((t) => t.pos.at === 'card' && t.pos.card === k);
export const trainsAtOffice = (G: DivisionState, o: number): Train[] => G.trains.filter((t) => t.pos.at === 'office' && t.pos.office === o);
export const officeOfSeat = (G: DivisionState, seat: Seat): number => G.offices.findIndex((o) => o.owner === seat);
export const berths = (office: Office): number => 2 + (office.squares.includes('houseTrack') ? 1 : 0);
export const hasYard = (office: Office): boolean => office.squares.includes('smallYard') || office.squares.includes('classificationYard');
export const isWrecked = (G: DivisionState, k: number): boolean => G.cards[k].wreckUntil >= G.stage && G.cards[k].wreckUntil > 0;

/** The node a train heads for next, or where it stands. */
export function nextCardOf(G: DivisionState, t: Train): number | undefined {
  const p = t.pos;
  if (p.at === 'yard') return cardAfterNode(G, p.dp === 'W' ? 0 : G.n + 1, t.dir);
  if (p.at === 'office') return cardAfterNode(G, nodeOfOffice(p.office), t.dir);
  return cardAfterNode(G, nodeAhead(p.card, t.dir), t.dir);
}

export function emptySheet(): ScoreSheet {
  return { setOuts: 0, extras: 0, onTime: 0, collisions: 0, collisionCount: 0, total: 0 };
}

export function addScore(G: DivisionState, seat: Seat, key: 'setOuts' | 'extras' | 'onTime' | 'collisions', points: number): void {
  const s = G.score[seat];
  s[key] += points;
  s.total += points;
  if (key === 'collisions') s.collisionCount += 1;
}

export const seats = (G: DivisionState): Seat[] => G.offices.map((o) => o.owner);
export const trainName = (t: Train | number): string => `No. ${typeof t === 'number' ? t : t.no}`;
