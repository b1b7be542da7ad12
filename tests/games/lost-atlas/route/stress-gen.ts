// Makes stress-six.json (design §6.4 stress set, "the 6–7 map with every city upgraded"): a seeded
// 6-player six–seven playout with the playout policy (helpers/policy.ts) to its end, then every
// city hex (tiled or not, special homes included) upgraded tile by tile to the top of its line, each
// step in the rotation that keeps every old exit and faces the most neighbouring track. The routed
// company is the one with the most hubs there, given ∞ + 7 (the grey map's trains). The expected
// revenue comes from the router with an unlimited budget.
//   npx tsx tests/games/lost-atlas/route/stress-gen.ts
import { writeFileSync } from 'node:fs';
import { lostAtlas } from '../../../../games/lost-atlas';
import { copyState, newGame } from '../../../../games/lost-atlas/game';
import { enumerate } from '../../../../games/lost-atlas/enumerate';
import { applyMove } from '../../../../games/lost-atlas/moves';
import { actor } from '../../../../games/lost-atlas/rules/flow';
import { entryTiles } from '../../../../games/lost-atlas/rules/lay';
import { hexTrack } from '../../../../games/lost-atlas/rules/track';
import { neighbourKey, opposite } from '../../../../games/lost-atlas/rules/geometry';
import { trackTile } from '../../../../games/lost-atlas/data/trackTiles';
import { autoRoute } from '../../../../games/lost-atlas/route/router';
import type { Hex, LAState } from '../../../../games/lost-atlas/rules/state';
import { seededRandom } from '../helpers/direct';
import { playoutPolicy } from '../helpers/policy';
import { compactHex } from './typical';
import { SIX_FILE, sixEntry, type SixPosition } from './corpus';

const SEED = 'la-stress-six-5';

const ends = (h: Hex): Set<number> => {
  const t = hexTrack(h);
  return new Set([...t.paths.flat(), ...t.stops.flatMap((s) => s.exits)]);
};

function upgradeToTop(G: LAState, key: string): number {
  let steps = 0;
  for (;;) {
    const hex = G.map.hexes[key];
    const options = (hex.tile ? trackTile(hex.tile).up : entryTiles(hex) ?? []).filter((t) => trackTile(t).stops?.length);
    const old = ends(hex);
    let best: Hex | null = null, bestScore = -1;
    for (const tile of options) {
      for (let rot = 0; rot < 6; rot++) {
        const next: Hex = { ...hex, tile, rot };
        const e = ends(next);
        if (![...old].every((x) => e.has(x))) continue;
        let score = 0;
        for (const x of e) {
          const n = G.map.hexes[neighbourKey(key, x)];
          if (n && ends(n).has(opposite(x))) score++;
        }
        if (score > bestScore) { bestScore = score; best = next; }
      }
    }
    if (!best) return steps;
    G.map.hexes[key] = best;
    steps++;
  }
}

const parsed = lostAtlas.parseSetup(6, {});
if (!parsed.ok) throw new Error(parsed.error);
const random = seededRandom(`${SEED}/rules`);
const pick = playoutPolicy(SEED);
let G: LAState = newGame(6, parsed.setup, random);
for (let moves = 0; !G.end && moves < 30000; moves++) {
  const seat = String(actor(G));
  const choice = pick(enumerate(G, {}, seat), G);
  const next = copyState(G);
  applyMove({ G: next, seat, turn: moves + 1, random }, choice.move, choice.args ?? []);
  G = next;
}
let upgraded = 0;
for (const key of Object.keys(G.map.hexes)) if (upgradeToTop(G, key) > 0) upgraded++;
const hubCount = new Map<string, number>();
for (const h of Object.values(G.map.hexes)) for (const list of Object.values(h.hubs)) for (const co of list) hubCount.set(co, (hubCount.get(co) ?? 0) + 1);
const [company] = [...hubCount.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
const hexes = Object.values(G.map.hexes).filter((h) => h.tile || !['plain', 'mountain', 'water', 'border'].includes(h.kind)).map(compactHex);
const position: SixPosition = {
  seed: SEED, company, abilities: [...(G.companies[company as never] as { abilities: string[] } | undefined)?.abilities ?? []] as SixPosition['abilities'],
  dd: G.dd, hexes, expectRevenue: 0,
};
const { view, cards } = sixEntry(position).build();
const r = autoRoute(view, cards, { budget: Number.MAX_SAFE_INTEGER });
position.expectRevenue = r.revenue;
writeFileSync(SIX_FILE, JSON.stringify(position) + '\n');
console.log(`${SEED}: ${upgraded} city hexes upgraded, company ${company} with ${hubCount.get(company)} hubs, ${view.net.stops.length} stops, revenue ${r.revenue} (${r.expansions} expansions)`);
