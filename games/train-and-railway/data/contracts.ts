// The 36 contract cards (design note section 4): 9 per city colour; points = sum of the goods' values.
import type { Good, Source } from './goods';
import { goodValue } from './goods';

export type CityColour = 'red' | 'yellow' | 'green' | 'blue';
export const CITY_COLOURS: CityColour[] = ['red', 'yellow', 'green', 'blue'];

export interface ContractRow {
  id: string;
  colour: CityColour;
  goods: Good[];
  source: Source;
}

const c = (id: string, colour: CityColour, goods: Good[]): ContractRow => ({ id, colour, goods, source: 'project' });

export const CONTRACTS: ContractRow[] = [
  c('R01', 'red', ['brick']),
  c('R02', 'red', ['steel']),
  c('R03', 'red', ['brick', 'coal']),
  c('R04', 'red', ['steel', 'iron']),
  c('R05', 'red', ['axe', 'brick']),
  c('R06', 'red', ['steel', 'stone']),
  c('R07', 'red', ['brick', 'brick', 'coal']),
  c('R08', 'red', ['steel', 'axe', 'iron']),
  c('R09', 'red', ['dynamite', 'steel', 'brick']),
  c('Y01', 'yellow', ['axe']),
  c('Y02', 'yellow', ['matches']),
  c('Y03', 'yellow', ['axe', 'wood']),
  c('Y04', 'yellow', ['matches', 'gold']),
  c('Y05', 'yellow', ['paper', 'axe']),
  c('Y06', 'yellow', ['gold', 'wood']),
  c('Y07', 'yellow', ['axe', 'axe', 'matches']),
  c('Y08', 'yellow', ['gold', 'matches', 'paper']),
  c('Y09', 'yellow', ['dynamite', 'axe', 'gold']),
  c('G01', 'green', ['paper']),
  c('G02', 'green', ['matches']),
  c('G03', 'green', ['paper', 'iron']),
  c('G04', 'green', ['brick', 'stone']),
  c('G05', 'green', ['paper', 'matches']),
  c('G06', 'green', ['axe', 'coal']),
  c('G07', 'green', ['paper', 'paper', 'brick']),
  c('G08', 'green', ['matches', 'axe', 'stone']),
  c('G09', 'green', ['steel', 'paper', 'wood']),
  c('B01', 'blue', ['dynamite']),
  c('B02', 'blue', ['gold']),
  c('B03', 'blue', ['steel', 'gold']),
  c('B04', 'blue', ['dynamite', 'iron']),
  c('B05', 'blue', ['paper', 'gold']),
  c('B06', 'blue', ['iron', 'coal']),
  c('B07', 'blue', ['steel', 'steel', 'dynamite']),
  c('B08', 'blue', ['gold', 'paper', 'brick']),
  c('B09', 'blue', ['dynamite', 'matches', 'iron']),
];

const BY_ID: Record<string, ContractRow> = Object.fromEntries(CONTRACTS.map((r) => [r.id, r]));
export function contract(id: string): ContractRow {
  const row = BY_ID[id];
  if (!row) throw new Error(`unknown contract ${id}`);
  return row;
}
export function contractPoints(id: string): number {
  return contract(id).goods.reduce((s, g) => s + goodValue(g), 0);
}
