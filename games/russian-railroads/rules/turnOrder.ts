// Turn order (S002-0128–0149): the turn-order spaces, the reorganisation and its special case.
import type { RRState } from './state';

/** The next seat after `pid` in turn order that has not passed, or null when all have passed. */
export function nextUnpassed(G: RRState, pid: string): string | null {
  const n = G.order.length;
  const i = G.order.indexOf(pid);
  for (let k = 1; k <= n; k++) {
    const q = G.order[(i + k) % n];
    if (!G.players[q].passed) return q;
  }
  return null;
}

export function allPassed(G: RRState): boolean {
  // Over G.order (every seat, in turn order) with a plain loop: every legality check asks this,
  // and the bots' search checks thousands of moves a second.
  const order = G.order;
  for (let i = 0; i < order.length; i++) if (!G.players[order[i]].passed) return false;
  return true;
}

/**
 * The order of the next round: the seat on TO1 plays first, the seat on TO2 second, everyone else
 * keeps their order. Special case (S002-0142): the first seat on TO2 with TO1 empty changes nothing.
 */
export function reorganizedOrder(order: string[], to1: string | undefined, to2: string | undefined): string[] {
  if (!to1 && to2 === order[0]) return [...order];
  const rest = order.filter((q) => q !== to1 && q !== to2);
  const out: string[] = [];
  if (to1) out.push(to1);
  else if (rest.length) out.push(rest.shift()!);
  if (to2) out.push(to2);
  out.push(...rest);
  return out;
}
