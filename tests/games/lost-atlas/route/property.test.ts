// Design §6.4: a fast-check property compares the router with the brute-force reference on random
// small maps (≤ 12 hexes, ≤ 3 cards, random Circus/Coupling/Express/Suburban/Overnight/DD/Port/Mining
// and Landmark overlays). They must agree exactly; a failure shrinks to a minimal map. A second
// property puts Overnight on every map (issue 2); a third makes the last short run's candidate list keep
// only its best few.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildNetwork } from '../../../../games/lost-atlas/route/network';
import { companyView } from '../../../../games/lost-atlas/route/view';
import { autoRoute, type RouteOptions } from '../../../../games/lost-atlas/route/router';
import { scorePlan } from '../../../../games/lost-atlas/route/validate';
import { TRACK_TILES } from '../../../../games/lost-atlas/data/trackTiles';
import type { AbilityId } from '../../../../games/lost-atlas/data/minors';
import type { Hex, TrainHeld } from '../../../../games/lost-atlas/rules/state';
import type { Phase } from '../../../../games/lost-atlas/data/economy';
import { hex, mapOf, type HexSpec } from '../helpers/map';
import { bruteForceRevenue } from './bruteforce';

// Purple track (3–4 paths) and 5-exit cities make dense, well-connected maps; the rest keeps variety.
const TRACK = TRACK_TILES.filter((t) => !t.stops && !t.bridge).flatMap((t) => (t.color === 'purple' ? [t.id, t.id, t.id] : [t.id]));
const CITY = ['5', '6', '57', '14', '15', '619', '125', '125', '51', '51', '291', '294', '297', '297', 'LA6', 'LA6'];
const DD_CELLS: [string, 'B' | 'C'][] = [['260', 'C'], ['270', 'B'], ['270', 'C'], ['280', 'B'], ['280', 'C']];
const owners = fc.constantFrom<string[]>([], ['X'], ['Y'], ['X', 'Y'], ['Y', 'Z'], ['Y', 'Z', 'W']);
const rot = fc.integer({ min: 0, max: 5 });

const hexSpec: fc.Arbitrary<HexSpec | null> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 5, arbitrary: fc.record({ tile: fc.constantFrom(...TRACK), rot }) },
  {
    weight: 6,
    arbitrary: fc.record({
      tile: fc.constantFrom(...CITY), rot, hubs0: owners,
      overlays: fc.constantFrom<string[]>([], [], [], ['LMK-1'], ['LMK-2'], ['LMK-3']),
      suburb: fc.constantFrom<string | undefined>(undefined, undefined, 'X'),
    }).map(({ hubs0, ...s }) => ({ ...s, hubs: { 0: hubs0 } })),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('city' as const), hubs: fc.record({ 0: owners }) }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...DD_CELLS), rot).map(([[piece, cell], pieceRot]) => ({ kind: 'dd' as const, piece, cell, pieceRot })) },
  {
    weight: 1,
    arbitrary: fc.record({
      which: fc.constantFrom('portHome', 'LA2', 'LA5', 'miningHome', 'LA1', 'LA4', 'LA7'), rot, h0: owners, h1: owners,
    }).map(({ which, rot: r, h0, h1 }): HexSpec => {
      const hubs = { 0: h0.slice(0, 1), 1: h1.slice(0, 1) };
      if (which === 'portHome') return { special: 'port', piece: '07', cell: 'B', pieceRot: r, hubs };
      if (which === 'miningHome') return { special: 'mining', piece: '02', cell: 'A', pieceRot: r, hubs };
      return { tile: which, rot: r, hubs };
    }),
  },
);

const card = fc.constantFrom<TrainHeld['type']>('2', '2', '3', '3', '4', '5', '6', '7', 'inf', 'M2');
const scenario = fc.record({
  cells: fc.array(hexSpec, { minLength: 12, maxLength: 12 }),
  cards: fc.array(card, { minLength: 1, maxLength: 3 }),
  abilities: fc.subarray<AbilityId>(['circus', 'coupling', 'express', 'suburban', 'overnight']),
  circusAvailable: fc.boolean(),
  phase: fc.constantFrom<Phase>('yellow', 'green', 'purple', 'grey'),
  ddCard: fc.constantFrom('DD-1', 'DD-2', 'DD-3', 'DD-6'),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function build(s: Scenario) {
  const hexes: Hex[] = [];
  s.cells.forEach((spec, i) => {
    if (!spec) return;
    // a 4 × 3 parallelogram of axial coordinates
    hexes.push(hex(i % 4, Math.floor(i / 4), spec));
  });
  const map = mapOf(hexes);
  const net = buildNetwork(map);
  const dd = Object.fromEntries(net.stops.filter((st) => st.dd).map((st) => [st.id, s.ddCard]));
  const view = companyView(net, { id: 'X', abilities: s.abilities, circusAvailable: s.circusAvailable }, { phase: s.phase, dd });
  const cards: TrainHeld[] = s.cards.map((type, i) => ({ card: `C${i}`, type }));
  return { view, cards };
}

/** The router proves a plan optimal, the plan scores what it says, and the brute force finds no better. */
function agreesWithBruteForce(s: Scenario, options: RouteOptions = {}): void {
  const { view, cards } = build(s);
  const routed = autoRoute(view, cards, options);
  expect(routed.optimal).toBe(true);
  const scored = scorePlan(view, cards, routed.plan);
  expect(typeof scored === 'string' ? scored : scored.revenue).toBe(routed.revenue);
  expect(routed.revenue).toBe(bruteForceRevenue(view, cards));
}

// LA_ROUTER_RUNS / LA_ROUTER_SEED widen the search by hand (a long run is not part of npm test).
const runs = (seed: number) => ({ numRuns: Number(process.env.LA_ROUTER_RUNS ?? 150), seed: Number(process.env.LA_ROUTER_SEED ?? seed) });

describe('router = brute force (§6.4)', () => {
  it('agrees exactly on random small maps, and its plan scores its revenue', () => {
    fc.assert(fc.property(scenario, (s) => agreesWithBruteForce(s)), runs(20261130));
  }, 600_000);

  // Issue 2: Overnight on every map, with rival-filled cities common, and the side index and the
  // last-run DFS (used on big candidate lists only) forced on, so small maps reach those paths.
  it('agrees with Overnight on every map, side index on', () => {
    const overnight = scenario.map((s) => ({ ...s, abilities: [...new Set<AbilityId>([...s.abilities, 'overnight'])] }));
    fc.assert(fc.property(overnight, (s) => agreesWithBruteForce(s, { indexMin: 1 })), runs(20261202));
  }, 600_000);

  // A candidate list that only bounds the last short run after long runs keeps its best runs and
  // bounds the rest by the best left out; a tiny `listKeep` makes small maps drop most of theirs.
  it('agrees when the last short run\'s list keeps only its best candidates', () => {
    // Coupling's consists would give configs without a short run, where the whole list is kept
    const longAndShort = scenario.map((s) => ({ ...s, abilities: s.abilities.filter((a) => a !== 'coupling'), cards: ['inf' as const, s.cards[0] === 'inf' ? '4' as const : s.cards[0]] }));
    fc.assert(fc.property(longAndShort, fc.integer({ min: 1, max: 4 }), (s, listKeep) => agreesWithBruteForce(s, { listKeep })), runs(20261203));
  }, 600_000);
});
