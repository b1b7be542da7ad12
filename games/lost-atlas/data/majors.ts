// Design §4.4 block 6 and §3.1.2: the 8 Major charters (Authority and League are the seed's two new
// Majors, S000-0022; C10), their hub spaces, the hub extension (C14) and the D2M template (S000-0026).
import type { Provenance } from './source';

export type MajorLetter = 'C' | 'U' | 'S' | 'I' | 'F' | 'E' | 'A' | 'L';

export interface MajorRow extends Provenance {
  letter: MajorLetter;
  names: [string, string];
  color: string;
  module?: 'landmarks';
}

export const MAJOR_SHARES = { certificates: [2, 1, 1, 1, 1, 1, 1, 1, 1], total: 10, percentPerShare: 10, source: 'public' as const, conf: 'h' as const, ref: '§4.4 block 6' };

const r = '§4.4 block 6';
export const MAJORS: MajorRow[] = [
  { letter: 'C', names: ['Conglomerate', 'Consortium'], color: 'red', source: 'public', conf: 'l', ref: r },
  { letter: 'U', names: ['Unlimited', 'Union'], color: 'orange', source: 'public', conf: 'm', ref: r },
  { letter: 'S', names: ['Syndicate', 'System'], color: 'yellow', source: 'public', conf: 'l', ref: r },
  { letter: 'I', names: ['International', 'Interstate'], color: 'lightblue', source: 'project', ref: r },
  { letter: 'F', names: ['Federation', 'Frontier'], color: 'green', source: 'project', ref: r },
  { letter: 'E', names: ['Experiment', 'Enterprise'], color: 'purple', source: 'project', ref: r },
  { letter: 'A', names: ['Authority', 'Alliance'], color: 'navy', module: 'landmarks', source: 'seed', ref: r },
  { letter: 'L', names: ['League', 'Lines'], color: 'brown', module: 'landmarks', source: 'seed', ref: r },
];
export const MAJOR_LETTERS: MajorLetter[] = MAJORS.map((m) => m.letter);

export interface HubSpace { id: string; cost: number; inherited?: true }
export const HUB_SPACES: HubSpace[] = [
  { id: 'I-1', cost: 0, inherited: true }, { id: 'I-2', cost: 0, inherited: true },
  { id: 'P-1', cost: 60 }, { id: 'P-2', cost: 60 },
];
/** A Major inheriting 4 hubs (only TW + EA can) gains P-3 and P-4 at 60 (C14). */
export const HUB_EXTENSION = {
  inheritedHubsAtLeast: 4,
  spaces: [{ id: 'P-3', cost: 60 }, { id: 'P-4', cost: 60 }] as HubSpace[],
  source: 'project' as const, ref: r,
};

export const DIRECT_TO_MAJOR = {
  phases: ['purple', 'grey'] as const,
  treasuryShares: 8,
  priceCap: 135,
  /** Home on I-1, then P-1 and P-2 at 60; I-2 stays empty ("no free ones"). */
  hubSpaces: ['I-1', 'P-1', 'P-2'],
  freeHub: false,
  sellAfterOperated: true,
  source: 'seed' as const, ref: r,
};
