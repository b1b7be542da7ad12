// §6.2: the only function that sets a start region. It starts from the card's default entry and
// applies only the four things (S003-0016): speed on Hilly, grade cards on a Heavy Grade, taking
// the siding, and an Extra made up on the Interchange. Capped at R−1 (S003-0017, S003-0056).
import { mainline, MAINLINE, type MainlineType } from '../data';
import type { CardState, Dir, Train } from './state';

export interface EntryHow {
  /** The train takes the Uncontrolled Siding's siding (region 0). */
  siding?: boolean;
  /** An Extra made up on the Interchange starts in the back region. */
  interchangeExtra?: boolean;
}

export function startRegion(card: Pick<CardState, 'type' | 'brakeman' | 'airbrakes' | 'helpers'>, train: Pick<Train, 'dir' | 'speed'>, hgUphill: Dir, how: EntryHow = {}): number {
  const row = mainline(card.type);
  let s = row.defaultEntry;
  if (row.speedEntry) s = row.speedEntry[train.speed];
  if (card.type === 'heavyGrade') {
    if (train.dir === hgUphill) {
      if (card.helpers) s += 1;
    } else {
      if (card.brakeman) s += 1;
      if (card.brakeman && card.airbrakes) s += 1;
    }
  }
  if (how.siding && card.type === 'uncontrolledSiding') s = 0;
  if (how.interchangeExtra && row.sortsCars) s = 0;
  return Math.min(s, row.regions - 1);
}

/** Stages to cross a card: regions − start region (S003-0011), and nothing else. */
export function crossingTime(card: Pick<CardState, 'type' | 'brakeman' | 'airbrakes' | 'helpers'>, train: Pick<Train, 'dir' | 'speed'>, hgUphill: Dir, how: EntryHow = {}): number {
  return mainline(card.type).regions - startRegion(card, train, hgUphill, how);
}

/** The default crossing of a printed type for a speed (due Stages, §1.5): grade cards ignored. */
export function defaultCrossing(type: MainlineType, speed: 'fast' | 'slow'): number {
  const row = MAINLINE.find((m) => m.type === type)!;
  return row.regions - (row.speedEntry ? row.speedEntry[speed] : row.defaultEntry);
}
