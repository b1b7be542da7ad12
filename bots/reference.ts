// The reference game's heuristic: points so far, the secret card (known in a determinized
// world, its mean otherwise), and an equal share of what is left to count.
import type { Ctx } from 'boardgame.io';
import { TARGET, type RefState } from '../tools/reference-game';

export function evaluateReference(G: RefState, ctx: Ctx): Record<string, number> {
  const remaining = Math.max(0, TARGET - G.counter);
  const estimates: Record<string, number> = {};
  for (const p of ctx.playOrder) {
    estimates[p] = G.points[p] + (G.secrets[p] ?? 2) + remaining / ctx.numPlayers;
  }
  return estimates;
}
