// Locomotives and factories (seed S002-0006–0008, 0029, 0171; design §3).
import { boardOf } from './board';
import type { RRState, PlayerState } from './state';

/** How far the line's locomotives reach: the sum of the numbers in its slots (TS has two). */
export function reach(G: RRState, p: PlayerState, line: number): number {
  return boardOf(G).lines[line].slots.reduce((s, i) => s + locoNumber(p, i), 0);
}

/** A locomotive's number, +1 with a boilerman (S002-0285, 0287); 0 for an empty slot. */
export function locoNumber(p: PlayerState, slot: number): number {
  return p.locos[slot] > 0 ? p.locos[slot] + (p.locoBoiler[slot] ? 1 : 0) : 0;
}

/** The lowest-numbered locomotive stack that is not empty (0 when none is left). */
export function lowestStack(G: RRState): number {
  for (let n = 1; n < G.locoStacks.length; n++) if (G.locoStacks[n] > 0) return n;
  return 0;
}

export function tilesLeft(G: RRState): number {
  return G.locoStacks.reduce((a, b) => a + b, 0);
}

/** Slots where a locomotive of number `loco` may go: empty, or holding a lower locomotive. */
export function locoSlotOptions(p: PlayerState, loco: number): number[] {
  const out: number[] = [];
  p.locos.forEach((v, i) => { if (v === 0 || locoNumber(p, i) < loco) out.push(i); });
  return out;
}

export function allSlotsFull(p: PlayerState): boolean {
  return p.locos.every((v) => v > 0);
}

export function topLocos(p: PlayerState, k: number): number {
  return p.locos.map((_, i) => locoNumber(p, i)).sort((a, b) => b - a).slice(0, k).reduce((a, b) => a + b, 0);
}
