// Move Forward (S004-0035..0038), extra steps for wood/coal (S004-0046), Change Direction (S004-0041).
import type { PlayerID } from '../../kit/types';
import { onMap } from './board';
import { neighbour, opposite, segEdges } from './hex';
import type { TRState, TrainState } from './state';

export function occupiedByOther(G: TRState, pid: PlayerID, hex: string): boolean {
  for (const id in G.trains) {
    const t = G.trains[id];
    if (id !== pid && t && t.hex === hex) return true;
  }
  return false;
}

/** Where one step along the railway can take a train: into the hex ahead, onto a segment using the entry edge. */
export function stepOptions(G: TRState, t: TrainState): TrainState[] {
  const next = neighbour(t.hex, t.facing);
  if (!onMap(G, next)) return [];
  const entry = opposite(t.facing);
  const out: TrainState[] = [];
  for (const seg of G.rails[next] ?? []) {
    const [a, b] = segEdges(seg);
    if (a === entry) out.push({ hex: next, seg, facing: b });
    else if (b === entry) out.push({ hex: next, seg, facing: a });
  }
  return out;
}

/**
 * Can the train, now at `t`, end its movement on a free position within `budget` more steps
 * (budget < 0: unlimited)? Stopping where it is counts when that hex is free.
 */
export function canReachStop(G: TRState, pid: PlayerID, t: TrainState, budget: number): boolean {
  const best: Record<string, number> = {};
  const stack: [TrainState, number][] = [[t, budget < 0 ? 1e9 : budget]];
  while (stack.length) {
    const [s, b] = stack.pop()!;
    if (!occupiedByOther(G, pid, s.hex)) return true;
    if (b <= 0) continue;
    for (const n of stepOptions(G, s)) {
      const k = `${n.hex}|${n.facing}`;
      if ((best[k] ?? -1) >= b - 1) continue;
      best[k] = b - 1;
      stack.push([n, b - 1]);
    }
  }
  return false;
}

/** Steps the train may take now without ever getting stuck on an occupied position. */
export function legalSteps(G: TRState, pid: PlayerID, budgetLeft: number): TrainState[] {
  const t = G.trains[pid];
  if (!t || budgetLeft === 0) return [];
  return stepOptions(G, t).filter((n) => canReachStop(G, pid, n, budgetLeft < 0 ? -1 : budgetLeft - 1));
}

/** A movement of at least one step is possible (needed before starting one). */
export function canMove(G: TRState, pid: PlayerID, budget: number): boolean {
  return legalSteps(G, pid, budget).length > 0;
}

export function changeDirectionReason(G: TRState, pid: PlayerID, seg: string, facing: number): string | null {
  const t = G.trains[pid];
  if (!t) return 'Your train is not on the map.';
  if (typeof seg !== 'string' || !(G.rails[t.hex] ?? []).includes(seg)) return 'There must be a railway in the new direction under your train.';
  const [a, b] = segEdges(seg);
  if (facing !== a && facing !== b) return 'The train must face along the chosen railway.';
  if (seg === t.seg && facing === t.facing) return 'That is the direction the train already faces.';
  return null;
}
