// Makes typical.json (design §6.4 typical set): seeded Long 4-player playouts with the playout
// policy (helpers/policy.ts); in each game, every company's run stage of the last Operating Round 1
// reached (the latest cycle) is captured, and the 10 games that got furthest (cycle, then trains)
// are kept. The expected revenues come from the router with an unlimited budget.
//   npx tsx tests/games/lost-atlas/route/typical-gen.ts [games]
import { writeFileSync } from 'node:fs';
import { lostAtlas } from '../../../../games/lost-atlas';
import { copyState, newGame } from '../../../../games/lost-atlas/game';
import { enumerate } from '../../../../games/lost-atlas/enumerate';
import { applyMove } from '../../../../games/lost-atlas/moves';
import { actor, point } from '../../../../games/lost-atlas/rules/flow';
import { operatingCompany, runCards } from '../../../../games/lost-atlas/rules/choices';
import { autoRoute } from '../../../../games/lost-atlas/route/router';
import type { CoId, LAState } from '../../../../games/lost-atlas/rules/state';
import { seededRandom } from '../helpers/direct';
import { playoutPolicy } from '../helpers/policy';
import { compactHex, TYPICAL_FILE, typicalEntries, type TypicalPosition } from './typical';

const SETUP = { mode: 'long', minors: 'landmarks', directToMajor: 'off' };

/** The run stages of one game's latest OR1, as a position (null when no company ran in an OR1). */
function latestOR1(seed: string): { position: TypicalPosition; cycle: number; cards: number } | null {
  const parsed = lostAtlas.parseSetup(4, SETUP);
  if (!parsed.ok) throw new Error(parsed.error);
  const random = seededRandom(`${seed}/rules`);
  const pick = playoutPolicy(seed);
  let G: LAState = newGame(4, parsed.setup, random);
  let best: { cycle: number; G: LAState; cos: CoId[] } | null = null;
  for (let moves = 0; !G.end && moves < 30000; moves++) {
    const co = operatingCompany(G);
    if (co && G.round === 'OR1' && point(G) === 'run' && !G.or!.draft.runs.length && !G.or!.draft.open && runCards(G.companies[co]!).length) {
      if (!best || best.cycle !== G.cycle) best = { cycle: G.cycle, G: copyState(G), cos: [] };
      if (!best.cos.includes(co)) {
        best.cos.push(co);
        best.G = copyState(G); // the position as the OR's last company to run sees it
      }
    }
    const seat = String(actor(G));
    const choice = pick(enumerate(G, {}, seat), G);
    const next = copyState(G);
    applyMove({ G: next, seat, turn: moves + 1, random }, choice.move, choice.args ?? []);
    G = next;
  }
  if (!best) return null;
  const Gb = best.G;
  const cos = best.cos.filter((id) => !Gb.companies[id as CoId]?.closed && runCards(Gb.companies[id as CoId]!).length);
  const hexes = Object.values(best.G.map.hexes).filter((h) => h.tile || !['plain', 'mountain', 'water', 'border'].includes(h.kind)).map(compactHex);
  const position: TypicalPosition = {
    name: `${seed} cycle ${best.cycle} OR1`,
    phase: best.G.phase,
    dd: best.G.dd,
    hexes,
    companies: cos.map((id) => ({ id, abilities: [...Gb.companies[id as CoId]!.abilities], cards: runCards(Gb.companies[id as CoId]!), expectRevenue: 0 })),
  };
  return { position, cycle: best.cycle, cards: cos.reduce((s, id) => s + runCards(Gb.companies[id as CoId]!).length, 0) };
}

const games = Number(process.argv[2] ?? 40);
const found: { position: TypicalPosition; cycle: number; cards: number }[] = [];
for (let i = 1; i <= games; i++) {
  const r = latestOR1(`la-typical-${i}`);
  if (r) found.push(r);
  console.log(`la-typical-${i}: ${r ? `${r.position.name}, ${r.position.companies.length} companies, ${r.cards} cards` : 'no OR1 run'}`);
}
found.sort((a, b) => b.cycle - a.cycle || b.cards - a.cards);
const kept = found.slice(0, 10).map((f) => f.position);
for (const p of kept) for (const [i, e] of typicalEntries([p]).entries()) {
  const { view, cards } = e.build();
  const r = autoRoute(view, cards, { budget: Number.MAX_SAFE_INTEGER });
  if (!r.optimal) throw new Error(`${e.name}: not proven optimal`);
  p.companies[i].expectRevenue = r.revenue;
}
writeFileSync(TYPICAL_FILE, JSON.stringify(kept) + '\n');
console.log(`wrote ${kept.length} positions, ${kept.reduce((s, p) => s + p.companies.length, 0)} companies`);
