// The API-only setup values (design §1.2): lists and numbers the lobby form never offers. `parseSetup`
// calls `readSetupLists` after the form's options are read; each refusal is a sentence. Data imports
// only: this file is on the home page's first load with setup-parse.ts.
import { DD_CARDS } from './data/ddCards';
import { MAP_PIECES } from './data/mapPieces';
import { MINORS, MINOR_IDS, type MinorId } from './data/minors';
import { MINOR_SETS, MODES, SWAP_ELIGIBLE } from './data/modes';

/** The API-only keys `parseSetup` accepts besides the form's options. */
export const LIST_KEYS = ['ddCustom', 'ddList', 'minorList', 'crowdedRemove', 'crowdedAdd', 'specialSwap'] as const;

/** What the lists add to the normalised setup (each key present only when given). */
export interface SetupLists {
  /** DD-4's values for yellow, green, purple, grey (multiples of 10 in 0–200). */
  ddCustom?: [number, number, number, number];
  /** Different Distant Destinations: the card of each DD tile, in tile-number order (§3.2 step 6). */
  ddList?: string[];
  /** A custom Minor set with the mode's count (§3.1.3); `minors` is then `custom`. */
  minorList?: MinorId[];
  /** Crowded: the four terrain tiles taken out (tile numbers). */
  crowdedRemove?: string[];
  /** Crowded: the four home pieces added (tile numbers, 'TWP' for Twin Cities). */
  crowdedAdd?: string[];
  /** S-1/S-2 at 1–5 players: the two terrain tiles they replace (tile numbers). */
  specialSwap?: [string, string];
}

/** The part of the parsed setup the lists are checked against. */
interface Base {
  mode: 'short' | 'long' | 'sixSeven';
  landmarks: boolean;
  /** The normalised Minors ('landmarks', 'base', 'random', 'custom'; 'all' at 6–7). */
  minors: string;
  /** The `minors` option as given ('auto', 'custom', …). */
  minorsOption: string;
  crowded: boolean;
  specialTiles: boolean;
  ddCard: string;
  differentDestinations?: boolean;
}

const MINOR_NAME = (id: string) => MINORS.find((m) => m.id === id)?.name ?? id;
const HOME_PIECES: string[] = MINORS.map((m) => m.homePiece);
const MODULE_MINORS = MINORS.filter((m) => m.module === 'landmarks').map((m) => m.id);
const CARD_IDS = DD_CARDS.map((c) => c.id);
const MODULE_CARDS = DD_CARDS.filter((c) => c.module === 'landmarks').map((c) => c.id);

/** The DD tiles of a mode in tile-number order (Short: 27, 28; Long and six–seven: 26, 27, 28). */
export function ddTileNumbers(mode: Base['mode']): string[] {
  return MAP_PIECES.filter((p) => p.cells.includes('dd') && !(mode === 'short' && p.short === 'out')).map((p) => p.no);
}

/** Copies of a terrain tile in a mode (Short keeps one copy of 12, 13 and 14). */
function copiesInMode(no: string, mode: Base['mode']): number {
  const p = MAP_PIECES.find((x) => x.no === no);
  if (!p) return 0;
  if (mode === 'short' && p.short === 'out') return 0;
  return mode === 'short' && p.short === 'oneCopy' ? 1 : p.copies.length;
}

const isList = (v: unknown): v is unknown[] => Array.isArray(v);
const words = (xs: readonly string[]) => xs.join(', ');

/** Tile numbers given as numbers or strings, as strings; null if one is neither. */
function tileNumbers(v: unknown[]): string[] | null {
  const out: string[] = [];
  for (const x of v) {
    if (typeof x === 'number' && Number.isInteger(x)) out.push(String(x));
    else if (typeof x === 'string' && x.length) out.push(x);
    else return null;
  }
  return out;
}

/** Reads and checks the lists against the parsed options: the lists to add, or the first problem as a sentence. */
export function readSetupLists(numPlayers: number, given: Record<string, unknown>, s: Base): { ok: true; lists: SetupLists } | { ok: false; error: string } {
  const fail = (error: string) => ({ ok: false as const, error });
  const lists: SetupLists = {};
  const six = numPlayers >= 6;

  // ---- DD-4 and Different Distant Destinations (§3.2 step 6, §3.14.3) ----
  const custom = given.ddCustom;
  if (custom !== undefined) {
    if (!isList(custom) || custom.length !== 4 || !custom.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 200 && x % 10 === 0)) {
      return fail('ddCustom must be four values [yellow, green, purple, grey], each a multiple of 10 from 0 to 200.');
    }
    if (s.ddCard !== 'DD-4' && !s.differentDestinations) return fail('ddCustom gives the values of DD-4: use it with ddCard \'DD-4\' or with Different Distant Destinations.');
    lists.ddCustom = [...custom] as [number, number, number, number];
  }
  if (s.ddCard === 'DD-4' && !lists.ddCustom) return fail('DD-4 is the customizable card: give its values as ddCustom [yellow, green, purple, grey], multiples of 10 from 0 to 200.');

  const ddList = given.ddList;
  if (ddList !== undefined) {
    if (!s.differentDestinations) return fail('ddList deals each Distant Destination its own card: it needs differentDestinations.');
    const tiles = ddTileNumbers(s.mode);
    if (!isList(ddList) || !ddList.every((x) => typeof x === 'string')) return fail('ddList must be a list of DD card ids (\'DD-1\' …).');
    if (ddList.length !== tiles.length) return fail(`ddList must name ${tiles.length} cards, one for each DD tile (${words(tiles)}); it names ${ddList.length}.`);
    for (const id of ddList as string[]) {
      if (!CARD_IDS.includes(id)) return fail(`ddList: there is no DD card "${id}" (the cards are ${words(CARD_IDS)}).`);
      if (id === 'DD-4' && !lists.ddCustom) return fail('ddList: DD-4 needs its values as ddCustom.');
      if (!s.landmarks && MODULE_CARDS.includes(id)) return fail('The Distant Destination cards DD-5, DD-6 and DD-7 need the Landmarks module.');
    }
    if (new Set(ddList).size !== ddList.length) return fail('ddList: each DD gets a different card; a card cannot be named twice.');
    lists.ddList = [...(ddList as string[])];
  }

  // ---- A custom Minor set (§3.1.3) ----
  const minorList = given.minorList;
  if (minorList !== undefined) {
    if (six) return fail('At six and seven players all 16 Minors play: minorList is not used.');
    if (s.minorsOption !== 'auto' && s.minorsOption !== 'custom') return fail(`minorList sets the Minors in play: it cannot be combined with minors '${s.minorsOption}' (leave minors at 'auto').`);
    if (!isList(minorList) || !minorList.every((x) => typeof x === 'string')) return fail('minorList must be a list of Minor ids (\'AG\', \'EA\' …).');
    const count = MODES[s.mode].minors;
    const modeName = s.mode === 'short' ? 'the Short game' : 'the Long game';
    if (minorList.length !== count) return fail(`minorList must name ${count} Minors for ${modeName}; it names ${minorList.length}.`);
    for (const id of minorList as string[]) if (!(MINOR_IDS as readonly string[]).includes(id)) return fail(`minorList: there is no Minor "${id}" (the Minors are ${words(MINOR_IDS)}).`);
    if (new Set(minorList).size !== minorList.length) return fail('minorList names a Minor twice.');
    const lmk = (minorList as string[]).filter((m) => MODULE_MINORS.includes(m as MinorId));
    if (!s.landmarks && lmk.length) return fail(`minorList: ${words(lmk.map(MINOR_NAME))} need${lmk.length === 1 ? 's' : ''} the Landmarks module.`);
    lists.minorList = [...(minorList as MinorId[])];
  } else if (s.minors === 'custom') return fail('Custom Minors need the list: give minorList.');

  // ---- Crowded's agreed lists (§3.1.3) ----
  const add = given.crowdedAdd;
  if (add !== undefined) {
    if (!s.crowded) return fail('crowdedAdd names the Crowded map\'s four extra home pieces: it needs crowded.');
    if (s.minors === 'random') return fail('With randomized Minors the Crowded map skips the add step: crowdedAdd is not used.');
    const pieces = isList(add) ? tileNumbers(add) : null;
    if (!pieces || pieces.length !== 4) return fail('crowdedAdd must name four home pieces (tile numbers, \'TWP\' for Twin Cities).');
    if (new Set(pieces).size !== 4) return fail('crowdedAdd names a home piece twice.');
    const inPlay: string[] = lists.minorList ?? baseSetOf(s);
    for (const p of pieces) {
      const m = MINORS.find((x) => x.homePiece === p);
      if (!m) return fail(`crowdedAdd: ${p} is not a home piece (they are ${words(HOME_PIECES)}).`);
      if (inPlay.includes(m.id)) return fail(`crowdedAdd: ${p} brings ${m.name}, which is already in play.`);
    }
    lists.crowdedAdd = pieces;
  }

  const remove = given.crowdedRemove;
  const swap = given.specialSwap;
  if (remove !== undefined) {
    if (!s.crowded) return fail('crowdedRemove names the terrain tiles the Crowded map takes out: it needs crowded.');
    const tiles = isList(remove) ? tileNumbers(remove) : null;
    if (!tiles || tiles.length !== 4) return fail('crowdedRemove must name four terrain tiles (tile numbers).');
    lists.crowdedRemove = tiles;
  }
  if (swap !== undefined) {
    if (six) return fail('At six and seven players S-1 and S-2 are added, not swapped: specialSwap is not used.');
    if (!s.specialTiles) return fail('specialSwap names the terrain tiles S-1 and S-2 replace: it needs specialTiles.');
    const tiles = isList(swap) ? tileNumbers(swap) : null;
    if (!tiles || tiles.length !== 2) return fail('specialSwap must name two terrain tiles (tile numbers).');
    lists.specialSwap = tiles as [string, string];
  }
  const out = [...(lists.crowdedRemove ?? []), ...(lists.specialSwap ?? [])];
  for (const no of out) if (!SWAP_ELIGIBLE.includes(no)) return fail(`Tile ${no} cannot be taken out: only the terrain tiles ${words(SWAP_ELIGIBLE)} can.`);
  for (const no of new Set(out)) {
    const n = out.filter((x) => x === no).length;
    const have = copiesInMode(no, s.mode);
    if (n > have) return fail(`Tile ${no} is taken out ${n} times but the ${s.mode === 'short' ? 'Short' : 'Long'} game has ${have === 1 ? 'one copy' : `${have} copies`}.`);
  }
  return { ok: true, lists };
}

/** The fixed set's Minors before Crowded's adds (the same sets as rules/setup.ts `fixedMinors`, without the import). */
function baseSetOf(s: Base): MinorId[] {
  if (s.minors === 'random') return [];
  const set = s.minors === 'base' ? (s.mode === 'short' ? 'baseShort' : 'baseLong') : s.mode === 'short' ? 'lmkShort' : 'lmkLong';
  return MINOR_SETS[set];
}
