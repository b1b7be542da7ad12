// Validating setupData (design §1.2) for a seat count, with sentences a person can read. Options of
// later issues are refused until they are built, so nothing half-done can be started.
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

const ONE_CARD: readonly string[] = DD_CARDS.filter((c) => c.values).map((c) => c.id);
const AUTO_ON_OFF = ['auto', 'on', 'off'] as const;

/**
 * Every option with its default and its accepted values (a list of words, or `boolean`). Checked
 * by hand rather than with a schema library: this file is on the home page's first load (meta.ts).
 */
const OPTIONS = {
  mode: { default: 'auto', values: ['auto', 'short', 'long'] },
  landmarks: { default: true, values: 'boolean' },
  minors: { default: 'auto', values: ['auto', 'landmarks', 'base', 'random'] },
  crowded: { default: false, values: 'boolean' },
  specialTiles: { default: false, values: 'boolean' },
  landmarkProjects: { default: 'auto', values: AUTO_ON_OFF },
  events: { default: false, values: 'boolean' },
  ddCard: { default: 'DD-1', values: ONE_CARD },
  differentDestinations: { default: false, values: 'boolean' },
  directToMajor: { default: 'auto', values: AUTO_ON_OFF },
  hostileMergers: { default: 'auto', values: AUTO_ON_OFF },
  headquarters: { default: false, values: 'boolean' },
  bankBreak: { default: false, values: 'boolean' },
  blankOverlays: { default: false, values: 'boolean' },
  bankruptcyContinues: { default: false, values: 'boolean' },
} as const satisfies Record<string, { default: string | boolean; values: 'boolean' | readonly string[] }>;
type OptionKey = keyof typeof OPTIONS;
type RawOptions = Record<OptionKey, string | boolean>;

/** The options with defaults filled in, or the first problem as a sentence. */
function readOptions(raw: unknown): { ok: true; options: RawOptions } | { ok: false; error: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: 'The game options must be an object.' };
  const given = raw as Record<string, unknown>;
  const unknown = Object.keys(given).filter((k) => !Object.hasOwn(OPTIONS, k));
  if (unknown.length) return { ok: false, error: `Unknown option${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.` };
  const options = {} as RawOptions;
  for (const key of Object.keys(OPTIONS) as OptionKey[]) {
    const { default: fallback, values } = OPTIONS[key];
    const value = given[key] === undefined ? fallback : given[key];
    if (values === 'boolean' ? typeof value !== 'boolean' : typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
      const expected = values === 'boolean' ? 'true or false' : values.map((v) => `'${v}'`).join(' | ');
      return { ok: false, error: `Option "${key}": expected ${expected}, received ${JSON.stringify(value)}.` };
    }
    options[key] = value as string | boolean;
  }
  return { ok: true, options };
}

/** Options that a later issue brings (design §8.2, §8.3): refused with a sentence until then. */
const NOT_YET: [OptionKey, (v: unknown) => boolean, string][] = [
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
  const parsed = readOptions(raw ?? {});
  if (!parsed.ok) return parsed;
  const o = parsed.options;
  for (const [key, bad, what] of NOT_YET) if (bad(o[key])) return { ok: false, error: `${what} is not available yet.` };
  const mode = o.mode === 'auto' ? (numPlayers === 2 ? 'short' : 'long') : (o.mode as LASetup['mode']);
  if (mode === 'long' && numPlayers < 3) return { ok: false, error: 'The Long game is for 3 to 5 players.' };
  if (mode === 'short' && numPlayers > 4) return { ok: false, error: 'The Short game is for 2 to 4 players.' };
  const minors = o.minors === 'auto' ? 'landmarks' : (o.minors as LASetup['minors'] | 'random');
  if (minors === 'random') return { ok: false, error: 'Randomized Minors are not available yet.' };
  if (minors === 'base' && mode === 'long') return { ok: false, error: 'The base Long Minors (with Adaptive, Bridging, Overnight and Spacious) are not available yet.' };
  // §1.2: `auto` turns D2M on only at 6–7 players (S000-0041), which this issue does not offer.
  const directToMajor = o.directToMajor === 'on' ? 'on' : 'off';
  return { ok: true, setup: { mode, landmarks: o.landmarks as boolean, minors, ddCard: o.ddCard as string, directToMajor } };
}
