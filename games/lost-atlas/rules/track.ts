// What track and stops a hex carries now, in absolute edges (design §3.8, §4.4 blocks 2–4): the laid
// tile turned by its rotation, or the printed special home / locked track turned with the piece, or
// an untiled basic city (1 slot, 0, no exits).
import { trackTile, type TileColor } from '../data/trackTiles';
import { SPECIAL_HOMES, BASIC_CITY } from '../data/specialHomes';
import { pieceOfCopy } from '../data/mapPieces';
import { rotateEdge } from './geometry';
import type { Hex } from './state';

export interface HexStop { slots: number; value: number; exits: number[]; role?: 'outer' | 'inner' }
export interface HexTrack {
  color: TileColor | 'none' | 'special' | 'printed';
  paths: [number, number][];
  stops: HexStop[];
  internal: [number, number][];
  oneCity: boolean;
}

const EMPTY: HexTrack = { color: 'none', paths: [], stops: [], internal: [], oneCity: false };

function turned(paths: [number, number][], stops: HexStop[], rot: number): { paths: [number, number][]; stops: HexStop[] } {
  return {
    paths: paths.map(([a, b]) => [rotateEdge(a, rot), rotateEdge(b, rot)]),
    stops: stops.map((s) => ({ ...s, exits: s.exits.map((e) => rotateEdge(e, rot)) })),
  };
}

/** The hex's current track and stops (a DD hex has none of its own: the network makes it one stop). */
export function hexTrack(hex: Hex): HexTrack {
  if (hex.tile) {
    const t = trackTile(hex.tile);
    const { paths, stops } = turned(t.paths, t.stops ?? [], hex.rot ?? 0);
    return { color: t.color, paths, stops, internal: t.internal ?? [], oneCity: !!t.oneCity };
  }
  if (hex.special) {
    const h = SPECIAL_HOMES[hex.special];
    const { paths, stops } = turned([], h.stops, hex.pieceRot);
    return { color: h.color === 'yellow' ? 'yellow' : 'special', paths, stops, internal: h.internal ?? [], oneCity: !!h.oneCity };
  }
  if (hex.kind === 'locked') {
    const printed = pieceOfCopy(hex.piece).printed?.[hex.cell];
    if (!printed) return EMPTY;
    const { paths } = turned(printed.paths, [], hex.pieceRot);
    return { color: 'printed', paths, stops: [], internal: [], oneCity: false };
  }
  if (hex.kind === 'city') return { ...EMPTY, stops: [{ slots: BASIC_CITY.slots, value: BASIC_CITY.value, exits: [] }] };
  return EMPTY;
}

/** DD entrance edges of a DD hex, turned with its piece. */
export function ddEntrances(hex: Hex): number[] {
  const ent = pieceOfCopy(hex.piece).ddEntrances?.[hex.cell] ?? [];
  return ent.map((e) => rotateEdge(e, hex.pieceRot));
}
