// The router's typical corpus (design §6.4): late positions of Long 4-player playouts (`typical.json`)
// and of six–seven 6-player playouts at cycle 5 (`typical-six.json`), every company that operates
// there routed. Each file holds, per position, the map's hexes that carry track
// or stops (empty fields dropped), the phase, the DD cards, and per company its abilities, cards and
// the revenue the router proved optimal when the corpus was made (`expectRevenue`); the correctness
// test also checks it against the brute-force reference. Regenerate with
//   npx tsx tests/games/lost-atlas/route/typical-gen.ts [--six]
// (it overwrites its file; review the diff).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNetwork } from '../../../../games/lost-atlas/route/network';
import { companyView } from '../../../../games/lost-atlas/route/view';
import type { AbilityId } from '../../../../games/lost-atlas/data/minors';
import type { Phase } from '../../../../games/lost-atlas/data/economy';
import type { Hex, TrainHeld } from '../../../../games/lost-atlas/rules/state';
import { mapOf } from '../helpers/map';
import type { CorpusEntry } from './corpus';

export interface TypicalCompany { id: string; abilities: AbilityId[]; cards: TrainHeld[]; expectRevenue: number }
export interface TypicalPosition { name: string; phase: Phase; dd: Record<string, string>; hexes: Partial<Hex>[]; companies: TypicalCompany[] }

export const TYPICAL_FILE = join(dirname(fileURLToPath(import.meta.url)), 'typical.json');
/** The second half (from issue 2 on): six–seven 6p playouts at cycle 5's OR1. */
export const TYPICAL_SIX_FILE = join(dirname(fileURLToPath(import.meta.url)), 'typical-six.json');

/** The stored form of a hex: empty overlays and hubs dropped. */
export function compactHex(h: Hex): Partial<Hex> {
  const { overlays, hubs, ...rest } = h;
  return { ...rest, ...(overlays.length ? { overlays } : {}), ...(Object.keys(hubs).length ? { hubs } : {}) };
}
const fullHex = (h: Partial<Hex>): Hex => ({ overlays: [], hubs: {}, ...h }) as Hex;

/** Both halves: the Long 4p positions, then the six–seven 6p ones. */
export function typicalPositions(): TypicalPosition[] {
  return [TYPICAL_FILE, TYPICAL_SIX_FILE].flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as TypicalPosition[]);
}

/** One entry per company of each position, each building its own cold network and view. */
export function typicalEntries(positions = typicalPositions()): CorpusEntry[] {
  return positions.flatMap((p) => p.companies.map((c) => ({
    name: `${p.name}/${c.id}`,
    expectRevenue: c.expectRevenue,
    build: () => ({
      view: companyView(buildNetwork(mapOf(p.hexes.map(fullHex))), { id: c.id, abilities: c.abilities, circusAvailable: c.abilities.includes('circus') }, { phase: p.phase, dd: p.dd }),
      cards: c.cards,
    }),
  })));
}
