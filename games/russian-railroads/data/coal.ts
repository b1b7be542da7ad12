// The Coal module (S002-0267–0320; components §6): coal board spaces, the 12 foundries, the Mining
// engineer, the coal factory card, the coal Starting Bonus card and the 4-coal ? token.
import type { Effect, Source } from './types';

export interface FoundryRow { id: string; name: string; effects: Effect[]; source: Source }
export const FOUNDRIES: FoundryRow[] = [
  { id: 'FD01', name: 'Blast furnace', effects: [{ e: 'adv', cols: [0], n: 3 }], source: 'project' },
  { id: 'FD02', name: 'Rolling mill', effects: [{ e: 'adv', cols: [1], n: 3 }, { e: 'adv', cols: [0], n: 1 }], source: 'project' },
  { id: 'FD03', name: 'Brickworks', effects: [{ e: 'adv', cols: [2], n: 2 }], source: 'project' },
  { id: 'FD04', name: 'Sawmill', effects: [{ e: 'adv', cols: [3], n: 1 }, { e: 'adv', cols: [2], n: 1 }], source: 'project' },
  { id: 'FD05', name: 'Finishing shop', effects: [{ e: 'adv', cols: [4], n: 1 }, { e: 'adv', cols: [1], n: 2 }], source: 'project' },
  { id: 'FD06', name: 'Machine shop', effects: [{ e: 'ind', n: 2 }], source: 'project' },
  { id: 'FD07', name: 'Signal foundry', effects: [{ e: 'doubler', n: 2 }], source: 'project' },
  { id: 'FD08', name: 'Mint', effects: [{ e: 'roubles', n: 2 }], source: 'project' },
  { id: 'FD09', name: 'Erecting shop', effects: [{ e: 'tile', mode: 'either' }], source: 'project' },
  { id: 'FD10', name: 'Exhibition foundry', effects: [{ e: 'points', n: 8 }], source: 'project' },
  { id: 'FD11', name: 'Universal works', effects: [{ e: 'adv', cols: [0, 1, 2, 3, 4], n: 2 }], source: 'project' },
  { id: 'FD12', name: 'Labour hall', effects: [{ e: 'roundWorker' }, { e: 'roubles', n: 1 }], source: 'project' },
];
export const FOUNDRY_BY_ID: Record<string, FoundryRow> = Object.fromEntries(FOUNDRIES.map((f) => [f.id, f]));

/** Face-up foundries beside the face-down supply (S002-0270). */
export const FOUNDRY_DISPLAY = 2;
/** Coal to use a foundry, once per round (S002-0307/0308). */
export const FOUNDRY_USE_COAL = 2;
/** Start with 1 coal and 1 more rouble (S002-0273). */
export const COAL_START = 1;
export const COAL_EXTRA_ROUBLES = 1;
/** Number of the coal factory in a player's factory row (not a locomotive number). */
export const COAL_FACTORY = 10;
