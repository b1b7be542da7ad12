// Validating setupData (design §1.2) for a seat count, with sentences a person can read. Options of
// later issues are refused until they are built, so nothing half-done can be started.
import type { SetupParse } from '../kit/types';
import { DD_CARDS } from './data/ddCards';
import type { MinorSetId } from './data/modes';
import { LIST_KEYS, readSetupLists, type SetupLists } from './setup-lists';

/**
 * The normalised options. Every value is also a valid input, so parsing a parsed setup gives it
 * back unchanged: the tools and the server hand the parsed form to the Game's setup, which parses
 * what it receives.
 */
export interface LASetup extends SetupLists {
  /** `sixSeven` is implied by six or seven players (S000-0042). */
  mode: 'short' | 'long' | 'sixSeven';
  landmarks: boolean;
  /** `all` is the six–seven game's 16 Minors (S000-0034); `custom` is the API's `minorList`. */
  minors: 'landmarks' | 'base' | 'random' | 'all' | 'custom';
  crowded: boolean;
  /** S-1 and S-2 swapped in for two terrain tiles (1–5 players), or added (6–7, always). */
  specialTiles: boolean;
  landmarkProjects: 'on' | 'off';
  ddCard: string;
  directToMajor: 'on' | 'off';
  /** §3.13: a refused proposer may call a vote (`auto` = on at 6–7, S000-0041). */
  hostileMergers: 'on' | 'off';
  /** §3.18: an 8,000 / 11,000 bank whose break ends the game, and certificate limits. */
  bankBreak: boolean;
  /** §3.11 item 7: a bankrupt player is out and the game goes on. */
  bankruptcyContinues: boolean;
  /** DDD (§3.2 step 6): each DD tile its own card; present only when on. */
  differentDestinations?: true;
  /** Blank overlays (§3.3) after map building; present only when on. */
  blankOverlays?: true;
  /** §3.17: a new Major places an HQ and takes an opening (kept only when on). */
  headquarters?: boolean;
  /** §3.16: the Events module (kept only when on, so older setups parse to themselves unchanged). */
  events?: true;
}

/** The fixed Minor set of a setup (§3.1.3), or null when the Minors are drawn (`random`) or all 16 play. */
export function minorSetOf(s: LASetup): MinorSetId | null {
  if (s.minors === 'random' || s.minors === 'all' || s.minors === 'custom') return null;
  if (s.minors === 'base') return s.mode === 'short' ? 'baseShort' : 'baseLong';
  return s.mode === 'short' ? 'lmkShort' : 'lmkLong';
}

/** Every card; DD-4 only with its values (`ddCustom`, setup-lists.ts). */
const ONE_CARD: readonly string[] = DD_CARDS.map((c) => c.id);
const MODULE_CARDS: readonly string[] = DD_CARDS.filter((c) => c.module === 'landmarks').map((c) => c.id);
const AUTO_ON_OFF = ['auto', 'on', 'off'] as const;

/**
 * Every option with its default and its accepted values (a list of words, or `boolean`). Checked
 * by hand rather than with a schema library: this file is on the home page's first load (meta.ts).
 * `sixSeven` and `all` are accepted so that a parsed six–seven setup parses again.
 */
const OPTIONS = {
  mode: { default: 'auto', values: ['auto', 'short', 'long', 'sixSeven'] },
  landmarks: { default: true, values: 'boolean' },
  minors: { default: 'auto', values: ['auto', 'landmarks', 'base', 'random', 'all', 'custom'] },
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
  const unknown = Object.keys(given).filter((k) => !Object.hasOwn(OPTIONS, k) && !(LIST_KEYS as readonly string[]).includes(k));
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

/** What the Landmarks module brings (design §1.2, S000-0001): refused, each with a sentence, when it is off. */
const MODULE_ONLY: [OptionKey, (v: unknown) => boolean, string][] = [
  ['minors', (v) => v === 'landmarks', 'The Landmarks Minors (Circus, Coupling, Manufacturing, Twin Cities) need the Landmarks module.'],
  ['minors', (v) => v === 'random', 'Randomized Minors shuffle all 16 home tiles, the Landmarks ones included: they need the Landmarks module.'],
  ['crowded', (v) => v === true, 'The Crowded map needs the Landmarks module.'],
  ['specialTiles', (v) => v === true, 'The special tiles S-1 and S-2 need the Landmarks module.'],
  ['landmarkProjects', (v) => v === 'on', 'Landmark projects need the Landmarks module.'],
  ['directToMajor', (v) => v === 'on', 'Direct-to-Major launches need the Landmarks module.'],
  ['ddCard', (v) => MODULE_CARDS.includes(v as string), 'The Distant Destination cards DD-5, DD-6 and DD-7 need the Landmarks module.'],
];

export function parseSetup(numPlayers: number, raw: unknown): SetupParse<LASetup> {
  if (!Number.isInteger(numPlayers) || numPlayers < 2 || numPlayers > 7) {
    return { ok: false, error: 'Railways of the Lost Atlas is for 2 to 7 players (solo comes later).' };
  }
  const parsed = readOptions(raw ?? {});
  if (!parsed.ok) return parsed;
  const o = parsed.options;
  const landmarks = o.landmarks as boolean;
  const six = numPlayers >= 6;
  if (six && !landmarks) return { ok: false, error: 'Six and seven players need the Landmarks module.' };
  if (!landmarks) for (const [key, bad, why] of MODULE_ONLY) if (bad(o[key])) return { ok: false, error: why };

  // S000-0042: six or seven players take the six–seven list, not a mode of the checklist.
  if (six && (o.mode === 'short' || o.mode === 'long')) return { ok: false, error: 'Six and seven players play their own setup, not the Short or Long game.' };
  if (!six && o.mode === 'sixSeven') return { ok: false, error: 'The six–seven player setup is for six or seven players.' };
  const mode: LASetup['mode'] = six ? 'sixSeven' : o.mode === 'auto' ? (numPlayers === 2 ? 'short' : 'long') : (o.mode as 'short' | 'long');
  if (mode === 'long' && numPlayers < 3) return { ok: false, error: 'The Long game is for 3 to 5 players.' };
  if (mode === 'short' && numPlayers > 4) return { ok: false, error: 'The Short game is for 2 to 4 players.' };
  if (six && o.crowded === true) return { ok: false, error: 'The Crowded map is a Short or Long variant: six and seven players already play all 16 Minors.' };

  let minors: LASetup['minors'];
  if (six) minors = 'all'; // §1.2: the minors option is ignored at 6–7
  else if (o.minors === 'all') return { ok: false, error: 'All 16 Minors play only with six or seven players.' };
  else minors = o.minors === 'auto' ? (landmarks ? 'landmarks' : 'base') : (o.minors as LASetup['minors']);
  if (!six && (raw as Record<string, unknown> | null)?.minorList !== undefined) minors = 'custom';

  const autoOnSix = (v: string | boolean): 'on' | 'off' => (v === 'auto' ? (six ? 'on' : 'off') : (v as 'on' | 'off'));
  // §1.2, S000-0041: `auto` turns D2M on at 6–7 ("recommended"), off below.
  const directToMajor = autoOnSix(o.directToMajor);
  const landmarkProjects = autoOnSix(o.landmarkProjects);
  const hostileMergers = autoOnSix(o.hostileMergers);
  // At 6–7 the S-tiles are always in (added, C24).
  const specialTiles = six ? true : (o.specialTiles as boolean);
  const setup: LASetup = { mode, landmarks, minors, crowded: o.crowded as boolean, specialTiles, landmarkProjects, ddCard: o.ddCard as string, directToMajor, hostileMergers, bankBreak: o.bankBreak as boolean, bankruptcyContinues: o.bankruptcyContinues as boolean, ...(o.events === true ? { events: true as const } : {}) };
  if (o.differentDestinations === true) setup.differentDestinations = true;
  if (o.blankOverlays === true) setup.blankOverlays = true;
  const lists = readSetupLists(numPlayers, (raw ?? {}) as Record<string, unknown>, { ...setup, minorsOption: o.minors as string });
  if (!lists.ok) return lists;
  Object.assign(setup, lists.lists);
  if (o.headquarters === true) setup.headquarters = true;
  const missing = unbuiltMinorsIn(setup);
  if (missing) return { ok: false, error: missing };
  return { ok: true, setup };
}

/**
 * The Minors whose abilities are not built yet (design §8.2 brings Adaptive, Bridging, Overnight and
 * Spacious): a setup that could put one of them in play is refused, naming them.
 */
export const MINORS_NOT_BUILT: readonly string[] = [];
const MINOR_NAMES: Record<string, string> = { AD: 'Adaptive', BR: 'Bridging', OV: 'Overnight', SP: 'Spacious' };

function unbuiltMinorsIn(s: LASetup): string | null {
  if (!MINORS_NOT_BUILT.length) return null;
  const names = MINORS_NOT_BUILT.map((m) => MINOR_NAMES[m]).join(', ');
  const set = minorSetOf(s);
  // Random draws and the six–seven game may put any Minor in play; Crowded adds the first four not in play.
  const couldPlay = set === null || (s.crowded && set !== 'baseShort') || set === 'baseLong';
  return couldPlay ? `This setup can bring in Minors whose abilities are not available yet (${names}).` : null;
}
