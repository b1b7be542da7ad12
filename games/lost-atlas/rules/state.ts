// The state G of lost-atlas (design §5.2), plain JSON. Only the map part is used by the code so far
// (the route engine); the rest of the interface is filled in as the rounds land (STATE.md).
import type { MinorId, AbilityId } from '../data/minors';
import type { MajorLetter } from '../data/majors';
import type { Phase } from '../data/economy';
import type { CellName } from '../data/geometry';

export type Seat = string;
export type CoId = MinorId | MajorLetter;
export type HexKey = string;
/** `${hexKey}#${i}` (i = the stop's index in its hex); a DD: `DD:${copyId}`. */
export type StopId = string;
export type HeldType = '2' | '3' | '4' | '5' | '6' | '7' | 'inf' | 'M2';
export interface TrainHeld { card: string; type: HeldType }

export type HexKind = 'plain' | 'mountain' | 'water' | 'city' | 'border' | 'dd' | 'locked';

export interface Hex {
  q: number;
  r: number;
  kind: HexKind;
  /** The map piece copy id ('120', 'TW-1', …). */
  piece: string;
  cell: CellName;
  /** The rotation the piece was placed with: printed features (special homes, DD entrances, locked track) turn with it. */
  pieceRot: number;
  /** A basic city on a mountain (Tunneling's home): its yellow city tile pays the mountain cost. */
  mountain?: true;
  tile?: string;
  /** The laid tile's absolute rotation. */
  rot?: number;
  label?: 'C' | 'M' | 'P';
  special?: 'mining' | 'port' | 'bridging' | 'spacious';
  /** 'LMK-1', 'LMK-2', 'LMK-3', later 'BOOM', 'NEWCITY', 'ZONING:C' … */
  overlays: string[];
  /** Stop index → the companies with a hub there. */
  hubs: Record<number, CoId[]>;
  suburb?: CoId;
}

export interface MapState {
  version: number;
  hexes: Record<HexKey, Hex>;
}

export interface HubEntry { space: string; cost: number; state: 'placed' | 'unplaced' | 'free'; at?: StopId }

export interface Company {
  id: CoId;
  kind: 'minor' | 'major';
  abilities: AbilityId[];
  /** Majors: the Minors (or 'blank' for D2M) it was formed from, and the chosen identity. */
  partners?: (MinorId | 'blank')[];
  identity?: string;
  president: Seat;
  treasury: number;
  treasuryShares: number;
  poolShares: number;
  priceIdx: number;
  operated: boolean;
  leadoffDue: boolean;
  trains: TrainHeld[];
  waiting: TrainHeld[];
  hubs: HubEntry[];
  ab: {
    circusUsedIn?: string;
    bridges?: Record<string, number>;
    suburbsLeft?: number;
    home?: StopId;
  };
  closed?: boolean;
  /** Headquarters (§3.17, rules/headquarters.ts): the HQ city's hex, the opening, the OR of the last income, a Land Grant not yet used. */
  hq?: { hex: HexKey; opening: 'taxBreak' | 'landGrant' | 'commercialZoning'; paidIn?: string; landGrant?: 'due' | 'used' };
}

export interface Auction {
  opener: number;
  bid: number;
  /** The seat holding the current bid. */
  leader: number;
  passed: number[];
  /** The seat to act next. */
  turn: number;
}

export interface StockRoundState {
  passesInRow: number;
  /** The last seat to do something other than pass (an auction counts for its opener). */
  lastActor: number | null;
  soldThisSR: Record<Seat, CoId[]>;
  soldThisTurn: CoId[];
  boughtThisTurn: boolean;
  /** The seat whose SR turn it is (outside an auction). */
  turnSeat?: number;
  launchedAny: boolean;
  redeal: boolean;
  auction?: Auction;
  /** The auction winner about to choose a charter (stage `launch`). */
  launching?: { seat: number; bid: number };
}

/** The round the game is in (design §5.2 `round`); boardgame.io's phase mirrors it (game.ts). */
export type Round = 'BUILD' | 'SR' | 'OR1' | 'OR2' | 'MR' | 'CYCLE_END' | 'END';
export type OrStep = 'leadoff' | 'issue' | 'track' | 'hub' | 'run' | 'dividend' | 'buy' | 'forced';

/** One company turn of an Operating Round (design §5.2 `or`). */
export interface OperatingState {
  /** Companies in operating order, fixed when the OR starts. */
  queue: CoId[];
  idx: number;
  step: OrStep;
  lays: { yellow: number; upgrade: boolean; landGrant?: { free: boolean } };
  issued: number;
  draft: { config: import('../route/configs').RunConfig; runs: { run: string; stops: StopId[]; links: string[] }[]; open: { run: string; stops: StopId[]; links: string[] } | null; circus?: { run: string; stop: StopId } };
  revenue: number | null;
  /** Forced purchase (§3.11): the companies sold from, which drop 1 when it completes. */
  forced?: { soldFrom: CoId[] };
  /** A train offer from the operating company waiting for the selling president (§3.7 step 7). */
  offer?: TrainOffer;
  /** The highest declined price per train card this turn: a new offer for that card must beat it. */
  declined?: Record<string, number>;
}

export interface TrainOffer { from: CoId; card: string; price: number }

/** The Merger Round (design §5.2 `mr`, §3.13 with Hostile Mergers). */
export interface MergerState {
  queue: MinorId[];
  idx: number;
  barred: [CoId, CoId][];
  /** A proposal waiting for the target's president. */
  proposal?: { from: MinorId; to: MinorId };
  /** Hostile Mergers: a refused proposal whose proposer may still call a vote. */
  refused?: { from: MinorId; to: MinorId };
  /** Hostile Mergers: the seats that have called their one vote this round. */
  votesCalled?: Seat[];
  /** Hostile Mergers: a vote under way; `voters` still to cast, in clockwise order from the proposer's left. */
  vote?: MergerVote;
  /** An agreed merger waiting for the new president to choose the charter. */
  forming?: { a: MinorId; b: MinorId; president: Seat };
}

export interface MergerVote {
  from: MinorId;
  to: MinorId;
  voters: Seat[];
  yes: number;
  no: number;
}

export interface NarrationEntry { turn: number; player?: string; text: string }

export interface Cfg {
  mode: 'short' | 'long' | 'sixSeven';
  players: number;
  cycles: number;
  landmarks: boolean;
  /** The Minors in play; with randomized Minors it stays empty until the map is built (their homes are drawn unseen). */
  minors: MinorId[];
  directToMajor: boolean;
  /** Hostile Mergers (§3.13); absent in states made before the variant existed = off. */
  hostileMergers?: boolean;
  /** Bank Break (§3.18): the smaller bank and the certificate limit. */
  bankBreak?: boolean;
  /** §3.11 item 7: a bankrupt player is out and the others play on. */
  bankruptcyContinues?: boolean;
  /** Headquarters (§3.17); a game reads it from `setup` (rules/headquarters.ts `hqOn`). */
  headquarters?: boolean;
  ddCard: string;
  /** DD-4's values (yellow, green, purple, grey) when it is used (API `ddCustom`). */
  ddCustom?: [number, number, number, number];
  /** Charter columns of 4 (§1.1: 2 Short, 3 Long or Short Crowded, 4 Long Crowded and six–seven). */
  columns?: number;
  /** The parsed setup the game started from (the stack plan follows from it); absent in states made before it was kept. */
  setup?: import('../setup-parse').LASetup;
}

/** The part of G (design §5.2) that the rules written so far read; the remaining fields land with their rounds. */
export interface LAState {
  cfg: Cfg;
  cycle: number;
  phase: Phase;
  /** The highest train type bought or exported so far (2–7): limits and rust read it. */
  trainPhase: number;
  /** Over-limit companies still to give up trains, in stock order. */
  pendingDiscards: CoId[];
  bank: number;
  players: { cash: number; out: boolean }[];
  /** Seat → company → shares held (a president certificate counts 2). */
  holdings: Record<Seat, Partial<Record<CoId, number>>>;
  priority: number;
  map: MapState;
  mapBuild: {
    firstBuilder: number;
    /** The piece or project drawn and not yet placed ('TW-2' after Twin Cities' first piece). */
    drawn: string | null;
    rebuilds: number;
    /** The seat building now (clockwise from the first builder). */
    turnSeat?: number;
    /** Pieces placed and projects resolved or removed, in order (public: determinize rebuilds the stack from it). */
    done?: string[];
    /** Blank overlays (§3.3, rules/blanks.ts): blanks placed, passes in a row, and whether the step is over. */
    blanks?: import('./blanks').BlanksState;
  };
  /** Removed by playerView for every seat and spectators (§5.5). */
  secret: { stack: string[]; removed: string[]; eventDeck?: string[]; eventBox?: string[] };
  charters: { columns: MinorId[][]; dealt: boolean };
  reservations: Record<StopId, MinorId>;
  dd: Record<StopId, string>;
  companies: Partial<Record<CoId, Company>>;
  /** Stock-track index → companies there, top of the stack first. */
  market: CoId[][];
  trains: { stack: string[]; pool: TrainHeld[]; gone: string[] };
  /** Track tiles left in the supply, by tile id. */
  tileSupply: Record<string, number>;
  sr?: StockRoundState;
  /** Flow (game.ts): the round, and a counter bumped at every round change that boardgame.io's phases follow. */
  round?: Round;
  roundSeq?: number;
  /** The roundSeq at the start of boardgame.io's current phase (set in phase.onBegin). */
  phaseSeq?: number;
  or?: OperatingState;
  mr?: MergerState;
  /** Headquarters: the Major whose president places its HQ now (point `hq`). */
  hqDue?: CoId;
  end?: { reason: 'cycles' | 'bankruptcy' | 'bankBreak' };
  /** Bank Break: when the bank first could not cover a payment (the game ends after that cycle's OR2, §3.18). */
  bankBroken?: { cycle: number; round: Round };
  history?: { label: string; scores: Record<Seat, number> }[];
  log?: NarrationEntry[];
  /** The Events module (§3.16; rules/events.ts): public; the deck itself is `secret.eventDeck`. */
  events?: import('./events').EventsState;
}

export type { MinorId, AbilityId, MajorLetter, Phase };
