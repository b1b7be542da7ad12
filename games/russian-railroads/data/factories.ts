// Factory abilities by locomotive number (components §2). A factory fires when an industry marker moves onto it.
import type { Effect, Source } from './types';

export interface FactoryRow {
  loco: number;
  name: string;
  effects: Effect[];
  /** Point-scoring factory: a boilerman adds only 1 point (Coal module). */
  scoring: boolean;
  source: Source;
}

export const FACTORIES: FactoryRow[] = [
  { loco: 1, name: 'Drawing office', effects: [{ e: 'pointsPerEngineer', n: 3 }], scoring: true, source: 'project' },
  { loco: 2, name: 'Rail works', effects: [{ e: 'adv', cols: [0], n: 2 }], scoring: false, source: 'project' },
  { loco: 3, name: 'Signal works', effects: [{ e: 'doubler', n: 1 }], scoring: false, source: 'project' },
  { loco: 4, name: 'Exchange', effects: [{ e: 'roubles', n: 2 }], scoring: false, source: 'project' },
  { loco: 5, name: 'Sleeper works', effects: [{ e: 'adv', cols: [1], n: 1 }, { e: 'adv', cols: [2], n: 1 }], scoring: false, source: 'project' },
  { loco: 6, name: 'Contract office', effects: [{ e: 'ebDraw', n: 2 }], scoring: false, source: 'project' },
  { loco: 7, name: 'Car works', effects: [{ e: 'adv', cols: [0, 1, 2, 3, 4], n: 2 }], scoring: false, source: 'project' },
  { loco: 8, name: 'Exhibition hall', effects: [{ e: 'points', n: 10 }], scoring: true, source: 'project' },
  { loco: 9, name: 'Grand works', effects: [{ e: 'pointsTopLocos', k: 2 }], scoring: true, source: 'project' },
  // The coal factory card (Coal module, S002-0275): taken instead of the lowest factory, once per game.
  { loco: 10, name: 'Coal factory', effects: [{ e: 'coal', n: 3 }], scoring: false, source: 'project' },
];
export const FACTORY_BY_LOCO: Record<number, FactoryRow> = Object.fromEntries(FACTORIES.map((f) => [f.loco, f]));
