// §13.6: what the board draws for Mainline card k (the tests of the seed's drawing sentences read it).
import { mainline } from '../data';
import type { Dir, DivisionState } from './state';

export interface CardMarks {
  /** Tarot proportions (S003-0001). */
  width: 70;
  height: 120;
  name: string;
  text: string;
  regions: number;
  /** A signal mast with a lit lamp at the top-right corner (S003-0066). */
  signalMast: boolean;
  grade: ('BRK' | 'AIR' | 'HLP')[];
  /** On a Heavy Grade: the direction that is uphill (S003-0070). */
  upArrow?: Dir;
  wreck: boolean;
  mph: number;
}

export function cardMarks(G: DivisionState, k: number): CardMarks {
  const c = G.cards[k];
  const row = mainline(c.type);
  const grade: CardMarks['grade'] = [];
  if (c.brakeman) grade.push('BRK');
  if (c.airbrakes) grade.push('AIR');
  if (c.helpers) grade.push('HLP');
  return {
    width: 70, height: 120, name: row.name, text: row.text, regions: row.regions,
    signalMast: c.abs, grade, ...(c.type === 'heavyGrade' ? { upArrow: G.hgUphill } : {}),
    wreck: c.wreckUntil >= G.stage && c.wreckUntil > 0, mph: row.mph,
  };
}

/** The card's history for the info panel ("realigned from Trestle"); nothing marks the face (S003-0067). */
export function cardHistory(G: DivisionState, k: number): string | null {
  const c = G.cards[k];
  return c.realigned ? `realigned from ${mainline(c.printed).name}` : null;
}
