// Design §4.4 block 2: the printed special homes (edges in the piece's reference pose), the basic
// city and the mountain cost. A stop's `role` lets an upgrade map Mining's stops (C32).
import type { Provenance } from './source';

export interface StopSpec {
  slots: number;
  value: number;
  /** Edges joined to the stop. */
  exits: number[];
  role?: 'outer' | 'inner';
  /** The stop the Minor's home hub goes on. */
  home?: true;
}

export interface SpecialHomeRow extends Provenance {
  piece: string;
  cell: 'A' | 'B' | 'C';
  color: 'yellow' | 'grey' | 'special';
  label?: 'M' | 'P';
  stops: StopSpec[];
  /** Stop-to-stop track inside the hex (Mining's spur). */
  internal?: [number, number][];
  /** A run counts at most one stop of the hex (Port halves). */
  oneCity?: true;
  waterEdges?: number[];
  /** Slots a reservation takes on this home (Spacious). */
  reservationSlots?: number;
  up: string[];
}

const M = { source: 'public' as const, conf: 'm' as const, ref: '§4.4 block 2' };

export const SPECIAL_HOMES: Record<'mining' | 'port' | 'bridging' | 'spacious', SpecialHomeRow> = {
  mining: {
    piece: '2', cell: 'A', color: 'yellow', label: 'M',
    stops: [{ slots: 1, value: 30, exits: [5], role: 'outer', home: true }, { slots: 1, value: 20, exits: [], role: 'inner' }],
    internal: [[0, 1]], up: ['LA1'], ...M,
  },
  port: {
    piece: '7', cell: 'B', color: 'yellow', label: 'P',
    stops: [{ slots: 1, value: 30, exits: [0], home: true }, { slots: 1, value: 30, exits: [4, 5] }],
    oneCity: true, waterEdges: [2, 3], up: ['LA2'], ...M,
  },
  bridging: { piece: '9', cell: 'C', color: 'special', stops: [{ slots: 1, value: 30, exits: [3, 4, 5, 0], home: true }], up: [], ...M },
  spacious: { piece: '11', cell: 'C', color: 'grey', stops: [{ slots: 2, value: 20, exits: [4, 5, 0, 1], home: true }], reservationSlots: 1, up: [], ...M },
};

/** Tunneling's home: a plain basic city on a mountain (its yellow city tile costs the mountain 40). */
export const TUNNELING_HOME = { piece: '8', cell: 'B' as const, source: 'public' as const, conf: 'h' as const, ref: '§4.4 block 2' };
/** An untiled basic city, home or not (U11). */
export const BASIC_CITY: StopSpec & Provenance = { slots: 1, value: 0, exits: [], source: 'public', conf: 'm', ref: '§4.4 block 2' };
export const MOUNTAIN_COST = { value: 40, source: 'public' as const, conf: 'h' as const, ref: '§4.4 block 2' };
