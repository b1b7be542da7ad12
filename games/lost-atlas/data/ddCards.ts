// Design §4.4 block 9: Distant Destination cards, values for yellow, green, purple, grey.
// DD-5..7 are the seed's "three more revenue cards" (S000-0030) with project values.
import type { Provenance } from './source';

export interface DDCardRow extends Provenance {
  id: string;
  name: string;
  values: [number, number, number, number] | null;
  module?: 'landmarks';
}
const r = '§4.4 block 9';
export const DD_CARDS: DDCardRow[] = [
  { id: 'DD-1', name: 'Recommended', values: [30, 40, 70, 100], source: 'public', conf: 'h', ref: r },
  { id: 'DD-2', name: 'Alternative 1', values: [20, 30, 50, 80], source: 'public', conf: 'm', ref: r },
  { id: 'DD-3', name: 'Alternative 2', values: [30, 60, 90, 30], source: 'public', conf: 'm', ref: r },
  { id: 'DD-4', name: 'Customizable', values: null, source: 'public', conf: 'h', ref: r },
  { id: 'DD-5', name: 'Gold Rush', values: [50, 70, 60, 40], module: 'landmarks', source: 'project', ref: r },
  { id: 'DD-6', name: 'Frontier', values: [20, 30, 80, 130], module: 'landmarks', source: 'project', ref: r },
  { id: 'DD-7', name: 'Trade Fair', values: [40, 50, 60, 70], module: 'landmarks', source: 'project', ref: r },
];
export function ddCard(id: string): DDCardRow {
  const row = DD_CARDS.find((c) => c.id === id);
  if (!row) throw new Error(`unknown DD card ${id}`);
  return row;
}
