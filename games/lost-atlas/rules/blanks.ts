// Blank overlays (design §3.3 last bullet, §5.3 `blanks`, U20; variant `blankOverlays`): after the map
// stack is empty and before the Minors' homes are reserved, the players, in seat order from the
// first builder, each place one single plain hex touching a Minor's printed home (no overlap, no
// contact with a border hex, no 3-edge rule) or pass. The step ends when every player has passed in
// a row or the 12 blanks are placed. A blank hex is a plain hex, its own piece ('BL1' … 'BL12').
// The step runs inside the BUILD round (point `blank`); `G.mapBuild.blanks` records it.
import { BLANK_OVERLAY } from '../data/mapPieces';
import { hexKey, neighbourOf, parseHex } from './geometry';
import { applyPlacement, isHome } from './mapBuild';
import type { LAState, MapState } from './state';

export const BLANK_COUNT = BLANK_OVERLAY.copies.length;

export interface BlanksState {
  placed: number;
  passesInRow: number;
  done?: true;
}

const blanksOf = (G: LAState): BlanksState | undefined => G.mapBuild.blanks;

/** Whether the game waits on the blank-overlay step. */
export function blanksPending(G: LAState): boolean {
  const b = blanksOf(G);
  return !!b && !b.done;
}

/**
 * Called when the map stack is empty (flow.ts finishBuild): starts the step when the variant is on.
 * True while the step waits on the players; false when it is off or over. With no legal place at
 * all the step ends at once (passing is the only choice of every player).
 */
export function startBlanks(G: LAState): boolean {
  if (!G.cfg.setup?.blankOverlays) return false;
  const mb = G.mapBuild;
  if (mb.blanks) return !mb.blanks.done;
  mb.blanks = { placed: 0, passesInRow: 0 };
  mb.turnSeat = mb.firstBuilder;
  mb.drawn = null;
  if (!blankPlaces(G.map).length) mb.blanks.done = true;
  return !mb.blanks.done;
}

/** Why a blank may not go on `at`, or null (§3.3: empty, next to a printed Minor home, no border contact). */
export function blankPlaceReason(G: LAState, at: unknown): string | null {
  if (!Array.isArray(at) || at.length !== 2 || !at.every(Number.isInteger)) return 'Place the blank at [q, r].';
  const b = blanksOf(G);
  if (b && b.placed >= BLANK_COUNT) return `All ${BLANK_COUNT} blanks are placed.`;
  return placeReason(G.map, at[0], at[1]);
}

function placeReason(map: MapState, q: number, r: number): string | null {
  if (map.hexes[hexKey(q, r)]) return `(${q},${r}) is already on the map.`;
  let home = false;
  for (let e = 0; e < 6; e++) {
    const n = map.hexes[hexKey(...neighbourOf(q, r, e))];
    if (!n) continue;
    if (n.kind === 'border') return 'A blank may not touch a border hex.';
    if (n.kind === 'city' && isHome(n)) home = true;
  }
  return home ? null : 'A blank must touch the printed home of a Minor.';
}

/** Every legal place for a blank, in hex-key order (the enumerator lists exactly these). */
export function blankPlaces(map: MapState): [number, number][] {
  const seen = new Set<string>();
  const out: [number, number][] = [];
  for (const [k, h] of Object.entries(map.hexes)) {
    if (h.kind !== 'city' || !isHome(h)) continue;
    const [q, r] = parseHex(k);
    for (let e = 0; e < 6; e++) {
      const [nq, nr] = neighbourOf(q, r, e);
      const key = hexKey(nq, nr);
      if (seen.has(key)) continue;
      seen.add(key);
      if (placeReason(map, nq, nr) === null) out.push([nq, nr]);
    }
  }
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** The next seat clockwise. */
function nextSeat(G: LAState): void {
  const mb = G.mapBuild;
  mb.turnSeat = ((mb.turnSeat ?? mb.firstBuilder) + 1) % G.players.length;
}

/** Places the next blank ('BL<n>') as a plain hex; the step ends with the twelfth or when no place is left. */
export function applyPlaceBlank(G: LAState, at: [number, number]): string {
  const b = blanksOf(G)!;
  const copy = BLANK_OVERLAY.copies[b.placed];
  applyPlacement(G, copy, at, 0);
  b.placed += 1;
  b.passesInRow = 0;
  if (b.placed >= BLANK_COUNT || !blankPlaces(G.map).length) b.done = true;
  nextSeat(G);
  return copy;
}

/** A pass; after every player has passed in a row the step ends. */
export function applyPassBlank(G: LAState): void {
  const b = blanksOf(G)!;
  b.passesInRow += 1;
  if (b.passesInRow >= G.players.length) b.done = true;
  nextSeat(G);
}
