// Draw the Railway (S004-0023..0033) and the iron railway (S004-0047).
import { buildingAt, onMap } from './board';
import { ALL_SEGMENTS, isLegalSegmentShape, neighbour, opposite, segKey } from './hex';
import type { TRState } from './state';

/** Why a segment from edge `from` to edge `to` cannot be drawn in `hex` (null: it can). */
export function segmentReason(G: TRState, hex: string, from: number, to: number): string | null {
  if (typeof hex !== 'string' || !onMap(G, hex)) return 'That hex is not on the map.';
  if (!isLegalSegmentShape(from, to)) return 'A railway runs from one edge to a non-adjacent edge (straight, or a wide curve).';
  if (buildingAt(G, hex)) return 'You cannot draw a railway over a building.';
  if ((G.rails[hex] ?? []).includes(segKey(from, to))) return 'That railway is already drawn in this hex.';
  return null;
}

/** Can a path entering `hex` across edge `entry` continue with another segment? */
export function canContinue(G: TRState, hex: string, entry: number): boolean {
  for (const d of [2, 3, 4]) if (segmentReason(G, hex, entry, (entry + d) % 6) === null) return true;
  return false;
}

/** The hex and entry edge a path continues into after a segment leaving `hex` across `to`. */
export function continuation(G: TRState, hex: string, to: number): string | null {
  const next = neighbour(hex, to);
  const entry = opposite(to);
  return canContinue(G, next, entry) ? `${next}|${entry}` : null;
}

/** Can at least one new segment be drawn in `hex`? */
export function hexAcceptsRail(G: TRState, hex: string): boolean {
  return typeof hex === 'string' && onMap(G, hex) && !buildingAt(G, hex) && (G.rails[hex] ?? []).length < ALL_SEGMENTS.length;
}

export function anySegmentDrawable(G: TRState, cells: string[]): boolean {
  for (const hex of cells) {
    if (buildingAt(G, hex)) continue;
    if ((G.rails[hex] ?? []).length < ALL_SEGMENTS.length) return true;
  }
  return false;
}

export function addSegment(G: TRState, hex: string, from: number, to: number): void {
  const list = [...(G.rails[hex] ?? []), segKey(from, to)].sort();
  G.rails[hex] = list;
}
