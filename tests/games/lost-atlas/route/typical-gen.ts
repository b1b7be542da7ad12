// Makes the design §6.4 typical set from seeded playouts with the playout policy (helpers/policy.ts),
// every company's run stage of one Operating Round 1 captured per game:
//   npx tsx tests/games/lost-atlas/route/typical-gen.ts [games]        Long 4p, the last OR1 reached,
//     the 10 games that got furthest (cycle, then trains) → typical.json
//   npx tsx tests/games/lost-atlas/route/typical-gen.ts --six [games]  six–seven 6p, cycle 5's OR1,
//     the 10 games with most ∞ trains, then trains → typical-six.json
// The expected revenues come from the router with an unlimited budget.
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
import { compactHex, TYPICAL_FILE, TYPICAL_SIX_FILE, typicalEntries, type TypicalPosition } from './typical';

const six = process.argv.includes('--six');
const PLAYERS = six ? 6 : 4;
const SETUP = six ? {} : { mode: 'long', minors: 'landmarks', directToMajor: 'off' };
/** The six–seven half takes cycle 5's OR1; the Long half the last OR1 reached. */
const CYCLE = six ? 5 : null;
const PREFIX = six ? 'la-typical-six' : 'la-typical';

/** The run stages of one game's chosen OR1, as a position (null when no company ran there). */
function capturedOR1(seed: string): { position: TypicalPosition; cycle: number; cards: number; infinite: number } | null {
  const parsed = lostAtlas.parseSetup(PLAYERS, SETUP);
  if (!parsed.ok) throw new Error(parsed.error);
  const random = seededRandom(`${seed}/rules`);
  const pick = playoutPolicy(seed);
  let G: LAState = newGame(PLAYERS, parsed.setup, random);
  let best: { cycle: number; G: LAState; cos: CoId[] } | null = null;
  for (let moves = 0; !G.end && moves < 30000 && (CYCLE === null || G.cycle <= CYCLE); moves++) {
    const co = operatingCompany(G);
    if (co && G.round === 'OR1' && (CYCLE === null || G.cycle === CYCLE) && point(G) === 'run' && !G.or!.draft.runs.length && !G.or!.draft.open && runCards(G.companies[co]!).length) {
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
  const cards = cos.flatMap((id) => runCards(Gb.companies[id as CoId]!));
  return { position, cycle: best.cycle, cards: cards.length, infinite: cards.filter((c) => c.type === 'inf').length };
}

const games = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 40);
const found: { position: TypicalPosition; cycle: number; cards: number; infinite: number }[] = [];
for (let i = 1; i <= games; i++) {
  const r = capturedOR1(`${PREFIX}-${i}`);
  if (r) found.push(r);
  console.log(`${PREFIX}-${i}: ${r ? `${r.position.name}, ${r.position.companies.length} companies, ${r.cards} cards (${r.infinite} ∞)` : 'no OR1 run'}`);
}
found.sort((a, b) => b.cycle - a.cycle || (six ? b.infinite - a.infinite : 0) || b.cards - a.cards);
const kept = found.slice(0, 10).map((f) => f.position);
for (const p of kept) for (const [i, e] of typicalEntries([p]).entries()) {
  const { view, cards } = e.build();
  const r = autoRoute(view, cards, { budget: Number.MAX_SAFE_INTEGER });
  if (!r.optimal) throw new Error(`${e.name}: not proven optimal`);
  p.companies[i].expectRevenue = r.revenue;
}
writeFileSync(six ? TYPICAL_SIX_FILE : TYPICAL_FILE, JSON.stringify(kept) + '\n');
console.log(`wrote ${kept.length} positions, ${kept.reduce((s, p) => s + p.companies.length, 0)} companies`);
