// Industrialisation (S002-0083–0094, 0166–0168, 0176–0177): markers move on the industry track,
// never into or past an empty factory slot; moving onto a factory fires it.
import { INDUSTRY_TRACK, FACTORY_SLOTS } from '../data/board-base';
import type { PlayerState } from './state';

export const INDUSTRY_END = INDUSTRY_TRACK.length - 1;

/** The furthest index a marker can reach now (the space before the first empty factory slot). */
export function industryLimit(p: PlayerState): number {
  const emptySlot = FACTORY_SLOTS[p.factories.length];
  return emptySlot === undefined ? INDUSTRY_END : emptySlot - 1;
}

export function industryBlock(p: PlayerState, marker: number): string | null {
  if (marker < 0 || marker >= p.industry.length || !Number.isInteger(marker)) return 'You have no such industry marker.';
  const pos = p.industry[marker];
  if (pos >= INDUSTRY_END) return 'This industry marker is at the end of the industry track.';
  if (pos + 1 > industryLimit(p)) return 'An industry marker cannot move into or beyond an empty factory space: take a factory first.';
  return null;
}

export function industryCapacity(p: PlayerState, marker?: number): number {
  const lim = industryLimit(p);
  return p.industry.reduce((s, pos, i) => (marker !== undefined && i !== marker ? s : s + Math.max(0, lim - pos)), 0);
}

/** The factory standing on this track index, if any. */
export function factoryAt(p: PlayerState, index: number): number | null {
  const k = FACTORY_SLOTS.indexOf(index);
  return k >= 0 && k < p.factories.length ? p.factories[k] : null;
}

/** Points the marker's space scores: unnumbered spaces score like the last numbered space before them. */
export function industryPoints(pos: number): number {
  return INDUSTRY_TRACK[pos].scores;
}
