// Small queries over one player's holdings and upgrades.
import { BASE_STORAGE, type Good } from '../data/goods';
import { UPGRADES, type Effect } from '../data/upgrades';
import type { PlayerState, TRState } from './state';

export function held(P: PlayerState, good: Good): number {
  return P.goods[good] ?? 0;
}

export function heldCount(P: PlayerState): number {
  let n = 0;
  for (const g in P.goods) n += P.goods[g as Good] ?? 0;
  return n;
}

const UPGRADE_BY_ID = new Map(UPGRADES.map((u) => [u.id, u]));

/** Does an upgrade the player placed have an effect like this? (Asked often: only the placed ones are looked at.) */
export function hasEffect(P: PlayerState, pred: (e: Effect) => boolean): boolean {
  for (const id in P.upgrades) {
    const u = UPGRADE_BY_ID.get(id);
    if (u && (P.upgrades[id] ?? 0) > 0 && pred(u.effect)) return true;
  }
  return false;
}

/** Seed: at most 4 goods; each Storage upgrade adds 1 (design note item 41). */
export function storageLimit(P: PlayerState): number {
  return BASE_STORAGE.value + (P.upgrades['storage'] ?? 0);
}

export function gainGood(G: TRState, P: PlayerState, good: Good, n = 1): void {
  P.goods[good] = held(P, good) + n;
  G.supply[good] = (G.supply[good] ?? 0) - n;
}

export function returnGood(G: TRState, P: PlayerState, good: Good, n = 1): void {
  const left = held(P, good) - n;
  if (left > 0) P.goods[good] = left;
  else delete P.goods[good];
  G.supply[good] = (G.supply[good] ?? 0) + n;
}

export function placedTech(P: PlayerState): number {
  let n = 0;
  for (const id in P.upgrades) n += P.upgrades[id];
  return n;
}
