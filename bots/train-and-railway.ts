// Train & Railway's heuristic: each seat's likely final score from a position. The score track,
// minus tokens and the final-scoring steps that are already fixed count in full; goods count at
// the value a sale would give them when some open contract wants them (else a third, as in final
// scoring step 2); tech tokens and completed cards count for what they usually become.
import type { Ctx } from 'boardgame.io';
import { contract } from '../games/train-and-railway/data/contracts';
import { goodValue, MINUS_TOKEN_POINTS, type Good } from '../games/train-and-railway/data/goods';
import { influencePoints, techPoints } from '../games/train-and-railway/rules/scoring';
import { HIDDEN, type TRState } from '../games/train-and-railway/rules/state';
import { unplacedTech } from '../games/train-and-railway/rules/tech';

export function evaluateTrainAndRailway(G: TRState, _ctx: Ctx): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id in G.players) {
    const P = G.players[id];
    if (G.final) { out[id] = P.score; continue; }
    const wanted = new Set<Good>();
    for (const c of G.publicContracts) c.left.forEach((g) => wanted.add(g));
    for (const s of P.secret) if (s !== HIDDEN) contract(s).goods.forEach((g) => wanted.add(g));
    let goods = 0;
    for (const g in P.goods) {
      const n = P.goods[g as Good] ?? 0;
      const v = goodValue(g as Good);
      goods += n * (wanted.has(g as Good) ? 0.8 * v : Math.max(v / 3, 0.6));
    }
    const secrets = P.secret.length * 1.5;
    const tech = unplacedTech(P) * 0.7 + Object.values(P.upgrades).reduce((s, n) => s + n, 0) * 0.5;
    out[id] = P.score - MINUS_TOKEN_POINTS.value * P.minus + goods + secrets + tech + influencePoints(G, id) + techPoints(P) + P.shovels * 0.5;
  }
  return out;
}
