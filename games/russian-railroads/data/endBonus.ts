// The 10 End Bonus cards (components §3). Scored once at final scoring, each capped at 30 (EB08 aside).
import type { Source } from './types';

export type EndBonusMeasure =
  | 'factories' | 'engineers' | 'termini' | 'brownSpaces' | 'naturalWhite' | 'doublers'
  | 'tokens' | 'patronage' | 'topLocos3' | 'gainedWorkers';

export interface EndBonusRow {
  id: string;
  name: string;
  measure: EndBonusMeasure;
  /** Points per unit of the measure. */
  per: number;
  cap: number;
  text: string;
  source: Source;
}

export const END_BONUS_CARDS: EndBonusRow[] = [
  { id: 'EB01', name: 'Industrial estate', measure: 'factories', per: 5, cap: 30, text: '5 per factory', source: 'project' },
  { id: 'EB02', name: 'Staff college', measure: 'engineers', per: 6, cap: 30, text: '6 per engineer', source: 'project' },
  { id: 'EB03', name: 'Termini', measure: 'termini', per: 7, cap: 30, text: '7 per railroad completed with black', source: 'project' },
  { id: 'EB04', name: 'Brown belt', measure: 'brownSpaces', per: 1, cap: 30, text: '1 per space of your brown tracks', source: 'project' },
  { id: 'EB05', name: 'Fine timber', measure: 'naturalWhite', per: 1, cap: 30, text: 'natural positions + 2 × white position', source: 'project' },
  { id: 'EB06', name: 'Doubled route', measure: 'doublers', per: 4, cap: 30, text: '4 per doubler', source: 'project' },
  { id: 'EB07', name: 'Visionary', measure: 'tokens', per: 6, cap: 30, text: '6 per ? token used', source: 'project' },
  { id: 'EB08', name: 'Patronage', measure: 'patronage', per: 5, cap: 5, text: '5 points and one more engineer for the majority (needs a real engineer)', source: 'project' },
  { id: 'EB09', name: 'Flagship fleet', measure: 'topLocos3', per: 1, cap: 30, text: 'sum of your 3 highest locomotives', source: 'project' },
  { id: 'EB10', name: 'Workforce', measure: 'gainedWorkers', per: 10, cap: 30, text: '10 per permanent worker gained', source: 'project' },
];
export const END_BONUS_BY_ID: Record<string, EndBonusRow> = Object.fromEntries(END_BONUS_CARDS.map((c) => [c.id, c]));
/** Setup (S002-0004): two of the ten are removed unseen. */
export const END_BONUS_REMOVED = 2;
/** Draw count of token Q4 (components §4.1, tuning knob). */
export const CONTRACT_DRAW = 3;
