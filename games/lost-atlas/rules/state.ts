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

export type { MinorId, AbilityId, MajorLetter, Phase };
