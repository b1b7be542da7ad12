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
  launchedAny: boolean;
  redeal: boolean;
  auction?: Auction;
  /** The auction winner about to choose a charter (stage `launch`). */
  launching?: { seat: number; bid: number };
}

export interface Cfg {
  mode: 'short' | 'long' | 'sixSeven';
  players: number;
  cycles: number;
  landmarks: boolean;
  minors: MinorId[];
  directToMajor: boolean;
  ddCard: string;
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
  mapBuild: { firstBuilder: number; drawn: string | null; rebuilds: number };
  /** Removed by playerView for every seat and spectators (§5.5). */
  secret: { stack: string[]; removed: string[] };
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
}

export type { MinorId, AbilityId, MajorLetter, Phase };
