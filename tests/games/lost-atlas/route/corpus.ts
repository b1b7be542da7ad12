// The router's stress corpus (design §6.4): hand-built positions, regenerated from a seed so the
// files stay small. Each entry builds a company view and its cards; `expectRevenue` was found with an
// unlimited budget (and, for the small ones, equals the brute-force reference). The typical
// positions from Long 4p playouts join this list when the game plays end to end (STATE.md).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import { buildNetwork } from '../../../../games/lost-atlas/route/network';
import { companyView, type CompanyView } from '../../../../games/lost-atlas/route/view';
import { TRACK_TILES, trackTile } from '../../../../games/lost-atlas/data/trackTiles';
import type { AbilityId } from '../../../../games/lost-atlas/data/minors';
import type { Hex, TrainHeld } from '../../../../games/lost-atlas/rules/state';
import type { Phase } from '../../../../games/lost-atlas/data/economy';
import { hex, mapOf } from '../helpers/map';
import { hexTrack } from '../../../../games/lost-atlas/rules/track';
import { hexKey, neighbourKey, opposite } from '../../../../games/lost-atlas/rules/geometry';

export interface CorpusEntry {
  name: string;
  build(): { view: CompanyView; cards: TrainHeld[] };
  expectRevenue: number;
  /** Small enough for the corpus test to check `expectRevenue` against the brute-force reference. */
  bruteForce?: true;
}

interface DenseSpec {
  seed: string;
  radius: number;
  /** Share of hexes holding a city (the rest purple/grey track, or nothing). */
  cityShare: number;
  emptyShare: number;
  colors: ('green' | 'purple' | 'grey')[];
  hubsOwn: number;
  hubsOther: number;
  /** Further rival cities with every slot taken (full for the company: Overnight passes them). */
  fullOther?: number;
  abilities: AbilityId[];
  cards: TrainHeld['type'][];
  phase: Phase;
}

const CITY_BY_COLOR = { green: ['14', '15', '619'], purple: ['125', '297'], grey: ['51', 'LA6'] };

const ends = (h: Hex): Set<number> => {
  const t = hexTrack(h);
  return new Set([...t.paths.flat(), ...t.stops.flatMap((s) => s.exits)]);
};

/**
 * A dense map like a late game: every hex within `radius` of the centre holds a city or track of the
 * given colours, each turned to join as many already placed neighbours as it can (ties at random).
 */
export function denseMap(spec: DenseSpec): { view: CompanyView; cards: TrainHeld[] } {
  const rng = seedrandom(spec.seed);
  const pick = <T>(list: T[]): T => list[Math.floor(rng() * list.length)];
  const track = TRACK_TILES.filter((t) => !t.stops && !t.bridge && spec.colors.includes(t.color as 'green')).map((t) => t.id);
  const hexes: Hex[] = [];
  const cities: Hex[] = [];
  const placed = new Map<string, Set<number>>();
  const turn = (q: number, r: number, tile: string): Hex => {
    let best: Hex | null = null, bestScore = -Infinity;
    for (let rot = 0; rot < 6; rot++) {
      const h = hex(q, r, { tile, rot });
      let score = rng() * 0.5;
      for (const e of ends(h)) {
        const n = placed.get(neighbourKey(hexKey(q, r), e));
        if (n) score += n.has(opposite(e)) ? 1 : -0.5;
      }
      if (score > bestScore) { bestScore = score; best = h; }
    }
    placed.set(hexKey(q, r), ends(best!));
    return best!;
  };
  for (let q = -spec.radius; q <= spec.radius; q++) {
    for (let r = Math.max(-spec.radius, -q - spec.radius); r <= Math.min(spec.radius, -q + spec.radius); r++) {
      const x = rng();
      if (x < spec.emptyShare) continue;
      if (x < spec.emptyShare + spec.cityShare) {
        const h = turn(q, r, pick(spec.colors.flatMap((c) => CITY_BY_COLOR[c])));
        hexes.push(h);
        cities.push(h);
      } else if (track.length) {
        hexes.push(turn(q, r, pick(track)));
      }
    }
  }
  // hubs: own first, on distinct cities; then rivals filling slots elsewhere
  const order = [...cities].sort(() => rng() - 0.5);
  order.slice(0, spec.hubsOwn).forEach((h) => { h.hubs = { 0: ['X' as never] }; });
  order.slice(spec.hubsOwn, spec.hubsOwn + spec.hubsOther).forEach((h, i) => { h.hubs = { 0: ['Y' as never, 'Z' as never, 'W' as never].slice(0, 1 + (i % 3)) }; });
  const from = spec.hubsOwn + spec.hubsOther;
  order.slice(from, from + (spec.fullOther ?? 0)).forEach((h) => {
    h.hubs = { 0: ['Y' as never, 'Z' as never, 'W' as never].slice(0, trackTile(h.tile!).stops![0].slots) };
  });
  const net = buildNetwork(mapOf(hexes));
  const view = companyView(net, { id: 'X', abilities: spec.abilities, circusAvailable: true }, { phase: spec.phase, dd: {} });
  return { view, cards: spec.cards.map((type, i) => ({ card: `C${i}-${type}`, type })) };
}

export const dense = (over: Partial<DenseSpec>): DenseSpec => ({
  seed: 'la-stress', radius: 4, cityShare: 0.3, emptyShare: 0.1, colors: ['purple', 'grey'], hubsOwn: 2, hubsOther: 6,
  abilities: [], cards: ['inf', '7'], phase: 'grey', ...over,
});

export const STRESS: CorpusEntry[] = [
  { name: 'all-grey dense map, ∞ + 7 Major', build: () => denseMap(dense({})), expectRevenue: 900 },
  { name: 'Coupling + Circus + Express, 5 + 6', build: () => denseMap(dense({ seed: 'la-stress-2', abilities: ['coupling', 'circus', 'express'], cards: ['5', '6'], phase: 'purple' })), expectRevenue: 720 },
  { name: 'coupled 6 + 7 consist', build: () => denseMap(dense({ seed: 'la-stress-3', abilities: ['coupling'], cards: ['6', '7'] })), expectRevenue: 830 },
  { name: '8 own hubs, 3 + 4 + 5 green/purple', build: () => denseMap(dense({ seed: 'la-stress-4', hubsOwn: 8, colors: ['green', 'purple'], cards: ['3', '4', '5'], phase: 'purple' })), expectRevenue: 460 /* brute force: 460 (51 s) */ },
  { name: 'Resourceful-style waiting trains with Coupling: 2, 2, 3, 4', build: () => denseMap(dense({ seed: 'la-stress-5', abilities: ['coupling'], cards: ['2', '2', '3', '4'], colors: ['green', 'purple'], phase: 'green' })), expectRevenue: 490 },
  // issue 2 (design §6.4): Overnight passes full cities, so they no longer end its runs or its reach
  { name: 'Overnight, 8 full cities, ∞ + 7', build: () => denseMap(dense({ seed: 'la-stress-ov', abilities: ['overnight'], hubsOther: 0, fullOther: 8 })), expectRevenue: 740 /* proven in about 3.5·10⁶ expansions, within the default budget */ },
  { name: 'Overnight, 5 full cities, ∞ + 7', build: () => denseMap(dense({ seed: 'la-stress-ov-5', abilities: ['overnight'], hubsOther: 0, fullOther: 5 })), expectRevenue: 1110 },
  { name: 'Overnight, 6 full cities, 5 + 6 purple', build: () => denseMap(dense({ seed: 'la-stress-ov-56', abilities: ['overnight'], hubsOther: 2, fullOther: 6, colors: ['purple'], cards: ['5', '6'], phase: 'purple' })), expectRevenue: 660 },
  { name: 'Overnight, small map, 4 full cities, 3 + 5', build: () => denseMap(dense({ seed: 'la-stress-ov-small', abilities: ['overnight'], radius: 2, hubsOwn: 1, hubsOther: 1, fullOther: 4, cityShare: 0.55, colors: ['green', 'purple'], cards: ['3', '5'], phase: 'purple' })), expectRevenue: 360, bruteForce: true },
  { name: 'Spacious Major at green limit 4 + 1: 2, 3, 3, 3, 3', build: () => denseMap(dense({ seed: 'la-stress-sp', abilities: ['spacious'], hubsOwn: 3, hubsOther: 6, colors: ['green'], cards: ['2', '3', '3', '3', '3'], phase: 'green' })), expectRevenue: 420 },
];

/** The 6–7 stress position (stress-six.json, made by stress-gen.ts): a real six–seven map, every city at the top of its line. */
export interface SixPosition { seed: string; company: string; abilities: AbilityId[]; dd: Record<string, string>; hexes: Partial<Hex>[]; expectRevenue: number }
export const SIX_FILE = join(dirname(fileURLToPath(import.meta.url)), 'stress-six.json');
export const sixPosition = (): SixPosition => JSON.parse(readFileSync(SIX_FILE, 'utf8')) as SixPosition;
const fullHex = (h: Partial<Hex>): Hex => ({ overlays: [], hubs: {}, ...h }) as Hex;

export function sixEntry(p: SixPosition): CorpusEntry {
  return {
    name: `6–7 map (${p.seed}), every city upgraded, ${p.company} with ∞ + 7`,
    expectRevenue: p.expectRevenue,
    build: () => ({
      view: companyView(buildNetwork(mapOf(p.hexes.map(fullHex))), { id: p.company, abilities: p.abilities, circusAvailable: p.abilities.includes('circus') }, { phase: 'grey', dd: p.dd }),
      cards: [{ card: 'C0-inf', type: 'inf' }, { card: 'C1-7', type: '7' }],
    }),
  };
}

STRESS.push(sixEntry(sixPosition()));
