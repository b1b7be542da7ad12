// The player card's upgrade grid (design note section 4). 'round' abilities are taken at most once,
// 'oval' ones repeatedly (seed: round token = once, tall oval = several times).
import type { BasicResource, Good, Source } from './goods';
import type { CityColour } from './contracts';

export type Effect =
  | { kind: 'unlimitedObtain'; resource: BasicResource }
  | { kind: 'storage' }
  | { kind: 'shovel' }
  | { kind: 'drawContract' }
  | { kind: 'extraOutput'; outputs: Good[] }
  | { kind: 'cityBonus'; colour: CityColour }
  | { kind: 'waterwayExit' }
  | { kind: 'twoLocationActions' }
  | { kind: 'extraTurn' }
  | { kind: 'pointsPerTwoContracts' }
  | { kind: 'sameColourPairs' };

export interface UpgradeRow {
  id: string;
  column: 1 | 2 | 3 | 4;
  label: string;
  token: 'round' | 'oval';
  /** Most times a player may take it. */
  max: number;
  effect: Effect;
  source: Source;
}

const row = (id: string, column: 1 | 2 | 3 | 4, label: string, token: 'round' | 'oval', max: number, effect: Effect): UpgradeRow =>
  ({ id, column, label, token, max, effect, source: 'project' });

export const UPGRADES: UpgradeRow[] = [
  row('wood-unlimited', 1, 'Wood ∞', 'round', 1, { kind: 'unlimitedObtain', resource: 'wood' }),
  row('coal-unlimited', 1, 'Coal ∞', 'round', 1, { kind: 'unlimitedObtain', resource: 'coal' }),
  row('stone-unlimited', 1, 'Stone ∞', 'round', 1, { kind: 'unlimitedObtain', resource: 'stone' }),
  row('iron-unlimited', 1, 'Iron ∞', 'round', 1, { kind: 'unlimitedObtain', resource: 'iron' }),
  row('storage', 1, 'Storage +1', 'oval', 2, { kind: 'storage' }),
  row('shovel', 1, '⚡ Take a shovel', 'oval', 10, { kind: 'shovel' }),
  row('paper-plus', 2, 'Paper +1', 'round', 1, { kind: 'extraOutput', outputs: ['paper'] }),
  row('brick-plus', 2, 'Brick +1', 'round', 1, { kind: 'extraOutput', outputs: ['brick'] }),
  row('axe-plus', 2, 'Axe +1', 'round', 1, { kind: 'extraOutput', outputs: ['axe'] }),
  row('steel-plus', 2, 'Steel +1', 'round', 1, { kind: 'extraOutput', outputs: ['steel'] }),
  row('chemical-plus', 2, 'Chemical +1', 'round', 1, { kind: 'extraOutput', outputs: ['dynamite', 'matches'] }),
  row('gold-unlimited', 2, 'Gold ∞', 'round', 1, { kind: 'unlimitedObtain', resource: 'gold' }),
  row('draw-contract', 2, '⚡ Draw a contract', 'oval', 10, { kind: 'drawContract' }),
  row('red-plus', 3, 'Red city +1★', 'round', 1, { kind: 'cityBonus', colour: 'red' }),
  row('yellow-plus', 3, 'Yellow city +1★', 'round', 1, { kind: 'cityBonus', colour: 'yellow' }),
  row('green-plus', 3, 'Green city +1★', 'round', 1, { kind: 'cityBonus', colour: 'green' }),
  row('blue-plus', 3, 'Blue city +1★', 'round', 1, { kind: 'cityBonus', colour: 'blue' }),
  row('waterway-exit', 3, 'Waterway counts as an exit', 'round', 1, { kind: 'waterwayExit' }),
  row('two-actions', 3, 'Two different location actions', 'round', 1, { kind: 'twoLocationActions' }),
  row('extra-turn', 3, '⚡ One extra turn', 'round', 1, { kind: 'extraTurn' }),
  row('per-two-contracts', 4, '★ per 2 completed contracts', 'round', 1, { kind: 'pointsPerTwoContracts' }),
  row('same-colour-pairs', 4, '3★ per same-colour pair, 1★ per leftover', 'round', 1, { kind: 'sameColourPairs' }),
];

/** Tokens needed in the columns to the left before a column opens (seed: 2, 3, 6). */
export const COLUMN_THRESHOLDS: { column: 1 | 2 | 3 | 4; needed: number; source: Source }[] = [
  { column: 1, needed: 0, source: 'seed' },
  { column: 2, needed: 2, source: 'seed' },
  { column: 3, needed: 3, source: 'seed' },
  { column: 4, needed: 6, source: 'seed' },
];

const BY_ID: Record<string, UpgradeRow> = Object.fromEntries(UPGRADES.map((u) => [u.id, u]));
export function upgradeRow(id: string): UpgradeRow | undefined {
  return BY_ID[id];
}
