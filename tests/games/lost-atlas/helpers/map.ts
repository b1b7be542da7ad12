// Crafted maps for route tests (design §7 position builder, map part): hexes from a compact spec.
import type { Hex, HexKind, MapState } from '../../../../games/lost-atlas/rules/state';
import { hexKey } from '../../../../games/lost-atlas/rules/geometry';

export interface HexSpec {
  kind?: HexKind;
  tile?: string;
  rot?: number;
  hubs?: Record<number, string[]>;
  special?: Hex['special'];
  piece?: string;
  cell?: Hex['cell'];
  pieceRot?: number;
  overlays?: string[];
  suburb?: string;
  label?: Hex['label'];
}

/** Tiles with a city on them: a hex given one of these is a city unless its spec says otherwise. */
const CITY_TILE = /^(5|6|57|14|15|619|125|51|29[1-7]|LA[124567])$/;

export function hex(q: number, r: number, spec: HexSpec = {}): Hex {
  const kind: HexKind = spec.kind ?? (spec.tile && CITY_TILE.exec(spec.tile) !== null ? 'city' : spec.special ? 'city' : 'plain');
  return {
    q, r, kind, piece: spec.piece ?? '120', cell: spec.cell ?? 'A', pieceRot: spec.pieceRot ?? 0,
    ...(spec.tile ? { tile: spec.tile, rot: spec.rot ?? 0 } : {}),
    ...(spec.special ? { special: spec.special } : {}),
    ...(spec.label ? { label: spec.label } : {}),
    overlays: spec.overlays ?? [],
    hubs: (spec.hubs ?? {}) as Hex['hubs'],
    ...(spec.suburb ? { suburb: spec.suburb as Hex['suburb'] } : {}),
  };
}

export function mapOf(hexes: Hex[]): MapState {
  return { version: 1, hexes: Object.fromEntries(hexes.map((h) => [hexKey(h.q, h.r), h])) };
}
