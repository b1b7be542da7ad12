// Design §4.4 block 7: the project tiles. Capitals [P h], Twin Cities' project TWP (S000-0017) and
// the three Landmark projects [D]. Target predicates live in rules/mapBuild.ts.
import type { Provenance } from './source';

export type ProjectKind = 'capital' | 'twinCities' | 'landmark';
export interface ProjectRow extends Provenance {
  id: string;
  kind: ProjectKind;
  name?: string;
  places?: string[];
  minShared?: number;
  effect?: { stopValue?: number; extraSlots?: number; runBonusWithDD?: number };
}

const r = '§4.4 block 7';
export const PROJECTS: ProjectRow[] = [
  { id: 'CAP-1', kind: 'capital', source: 'public', conf: 'h', ref: r },
  { id: 'CAP-2', kind: 'capital', source: 'public', conf: 'h', ref: r },
  { id: 'CAP-3', kind: 'capital', source: 'public', conf: 'h', ref: r },
  { id: 'TWP', kind: 'twinCities', places: ['TW-1', 'TW-2'], minShared: 3, source: 'seed', ref: r },
  { id: 'LMK-1', kind: 'landmark', name: 'Cathedral', effect: { stopValue: 10 }, source: 'project', ref: r },
  { id: 'LMK-2', kind: 'landmark', name: 'Grand Terminal', effect: { extraSlots: 1 }, source: 'project', ref: r },
  { id: 'LMK-3', kind: 'landmark', name: 'Exhibition Grounds', effect: { runBonusWithDD: 20 }, source: 'project', ref: r },
];

const BY_ID: Record<string, ProjectRow> = Object.fromEntries(PROJECTS.map((p) => [p.id, p]));
export function project(id: string): ProjectRow {
  const row = BY_ID[id];
  if (!row) throw new Error(`unknown project ${id}`);
  return row;
}
