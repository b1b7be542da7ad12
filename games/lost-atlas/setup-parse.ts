// Validating setupData (design §1.2) for a seat count, with sentences a person can read. Options of
// later issues are refused until they are built, so nothing half-done can be started.
import { z } from 'zod';
import type { SetupParse } from '../kit/types';
import { DD_CARDS } from './data/ddCards';
import type { MinorSetId } from './data/modes';

/**
 * The normalised options. Every value is also a valid input, so parsing a parsed setup gives it
 * back unchanged: the tools and the server hand the parsed form to the Game's setup, which parses
 * what it receives.
 */
export interface LASetup {
  mode: 'short' | 'long';
  landmarks: boolean;
  minors: 'landmarks' | 'base';
  ddCard: string;
  directToMajor: 'on' | 'off';
}

/** The Minor set of a setup (§8.1: `lmkShort`, `lmkLong`, or `baseShort`). */
export const minorSetOf = (s: LASetup): MinorSetId => (s.minors === 'base' ? 'baseShort' : s.mode === 'short' ? 'lmkShort' : 'lmkLong');

const ONE_CARD = DD_CARDS.filter((c) => c.values).map((c) => c.id) as [string, ...string[]];
const AUTO_ON_OFF = z.enum(['auto', 'on', 'off']);
const schema = z.object({
  mode: z.enum(['auto', 'short', 'long']).default('auto'),
  landmarks: z.boolean().default(true),
  minors: z.enum(['auto', 'landmarks', 'base', 'random']).default('auto'),
  crowded: z.boolean().default(false),
  specialTiles: z.boolean().default(false),
  landmarkProjects: AUTO_ON_OFF.default('auto'),
  events: z.boolean().default(false),
  ddCard: z.enum(ONE_CARD).default('DD-1'),
  differentDestinations: z.boolean().default(false),
  directToMajor: AUTO_ON_OFF.default('auto'),
  hostileMergers: AUTO_ON_OFF.default('auto'),
  headquarters: z.boolean().default(false),
  bankBreak: z.boolean().default(false),
  blankOverlays: z.boolean().default(false),
  bankruptcyContinues: z.boolean().default(false),
}).strict();

/** Options that a later issue brings (design §8.2, §8.3): refused with a sentence until then. */
const NOT_YET: [keyof z.infer<typeof schema>, (v: unknown) => boolean, string][] = [
  ['landmarks', (v) => v === false, 'The base game without the Landmarks module'],
  ['crowded', (v) => v === true, 'The Crowded map'],
  ['specialTiles', (v) => v === true, 'The special tiles S-1 and S-2'],
  ['landmarkProjects', (v) => v === 'on', 'Landmark projects'],
  ['events', (v) => v === true, 'The Events module'],
  ['differentDestinations', (v) => v === true, 'Different Distant Destinations'],
  ['hostileMergers', (v) => v === 'on', 'Hostile Mergers'],
  ['headquarters', (v) => v === true, 'Headquarters'],
  ['bankBreak', (v) => v === true, 'Bank Break'],
  ['blankOverlays', (v) => v === true, 'Blank overlays'],
  ['bankruptcyContinues', (v) => v === true, 'Playing on after a bankruptcy'],
];

export function parseSetup(numPlayers: number, raw: unknown): SetupParse<LASetup> {
  if (!Number.isInteger(numPlayers) || numPlayers < 2 || numPlayers > 5) {
    return { ok: false, error: numPlayers >= 6 && numPlayers <= 7 ? 'The six- and seven-player game is not available yet.' : 'Railways of the Lost Atlas is for 2 to 5 players (6 and 7 come later).' };
  }
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') return { ok: false, error: `Unknown option${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.` };
    return { ok: false, error: where ? `Option "${where}": ${issue.message}.` : `The game options must be an object: ${issue.message}.` };
  }
  const o = parsed.data;
  for (const [key, bad, what] of NOT_YET) if (bad(o[key])) return { ok: false, error: `${what} is not available yet.` };
  const mode = o.mode === 'auto' ? (numPlayers === 2 ? 'short' : 'long') : o.mode;
  if (mode === 'long' && numPlayers < 3) return { ok: false, error: 'The Long game is for 3 to 5 players.' };
  if (mode === 'short' && numPlayers > 4) return { ok: false, error: 'The Short game is for 2 to 4 players.' };
  const minors = o.minors === 'auto' ? 'landmarks' : o.minors;
  if (minors === 'random') return { ok: false, error: 'Randomized Minors are not available yet.' };
  if (minors === 'base' && mode === 'long') return { ok: false, error: 'The base Long Minors (with Adaptive, Bridging, Overnight and Spacious) are not available yet.' };
  // §1.2: `auto` turns D2M on only at 6–7 players (S000-0041), which this issue does not offer.
  const directToMajor = o.directToMajor === 'on' ? 'on' : 'off';
  return { ok: true, setup: { mode, landmarks: o.landmarks, minors, ddCard: o.ddCard, directToMajor } };
}
