// Train & Railway's heuristic: each seat's likely final score from a position. The score track,
// minus tokens and the final-scoring steps already fixed count in full; goods count at the value a
// sale would give them when some open contract wants them (else about a third, as in final scoring
// step 2), raw resources a little more when a wanted good is made from them; tech tokens and secret
// contracts for what they usually become; and the railway ahead of the train for the locations it
// reaches (a train that can reach resources, factories and cities will score).
import type { Ctx } from 'boardgame.io';
import { contract } from '../games/train-and-railway/data/contracts';
import { goodValue, MINUS_TOKEN_POINTS, RECIPES, type Good } from '../games/train-and-railway/data/goods';
import { buildingAt, openingHexes, isLocation } from '../games/train-and-railway/rules/board';
import { neighbour } from '../games/train-and-railway/rules/hex';
import { stepOptions } from '../games/train-and-railway/rules/movement';
import { influencePoints, techPoints } from '../games/train-and-railway/rules/scoring';
import { HIDDEN, type TRState, type TrainState } from '../games/train-and-railway/rules/state';
import { unplacedTech } from '../games/train-and-railway/rules/tech';

/** Distinct locations (by kind and colour/resource/factory) the train can reach an opening of. */
function reachableLocations(G: TRState, pid: string): { hexes: number; locations: number } {
  const t = G.trains[pid];
  if (!t) return { hexes: 0, locations: 0 };
  const seen = new Set<string>();
  const hexes = new Set<string>([t.hex]);
  const stack: TrainState[] = [t];
  while (stack.length && seen.size < 200) {
    const s = stack.pop()!;
    for (const n of stepOptions(G, s)) {
      const k = `${n.hex}|${n.facing}`;
      if (seen.has(k)) continue;
      seen.add(k);
      hexes.add(n.hex);
      stack.push(n);
    }
  }
  const kinds = new Set<string>();
  for (const h of hexes) {
    for (let e = 0; e < 6; e++) {
      const k = neighbour(h, e);
      const b = buildingAt(G, k);
      if (!b || !isLocation(b) || !openingHexes(k, b).includes(h)) continue;
      kinds.add(b.kind === 'city' ? `city:${b.color}` : b.kind === 'resource' ? `res:${b.resource}` : b.kind === 'factory' ? `fac:${b.factory}` : b.kind);
    }
  }
  return { hexes: hexes.size, locations: kinds.size };
}

export function evaluateTrainAndRailway(G: TRState, _ctx: Ctx): Record<string, number> {
  const out: Record<string, number> = {};
  const publicWanted = new Set<Good>();
  for (const c of G.publicContracts) c.left.forEach((g) => publicWanted.add(g));
  for (const id in G.players) {
    const P = G.players[id];
    if (G.final) { out[id] = P.score; continue; }
    const wanted = new Set<Good>(publicWanted);
    for (const s of P.secret) if (s !== HIDDEN) contract(s).goods.forEach((g) => wanted.add(g));
    const feedsWanted = new Set<Good>();
    for (const r of RECIPES) if (wanted.has(r.output)) r.inputs.forEach((g) => feedsWanted.add(g));
    let goods = 0;
    for (const g in P.goods) {
      const good = g as Good;
      const n = P.goods[good] ?? 0;
      const v = goodValue(good);
      goods += n * (wanted.has(good) ? 0.8 * v : feedsWanted.has(good) ? Math.max(v / 3, 1) : Math.max(v / 3, 0.5));
    }
    const secrets = P.secret.length * 1.5;
    const tech = unplacedTech(P) * 0.7 + Object.values(P.upgrades).reduce((s, n) => s + n, 0) * 0.5;
    const reach = reachableLocations(G, id);
    const network = 0.1 * Math.min(reach.hexes, 20) + 0.5 * Math.min(reach.locations, 8);
    out[id] = P.score - MINUS_TOKEN_POINTS.value * P.minus + goods + secrets + tech + network
      + influencePoints(G, id) + techPoints(P) + P.shovels * 0.5;
  }
  return out;
}
