// Setup numbers derived from the data (design §1.1, §3.2): the map stack's pieces and the train stack.
import { MAP_PIECES, mapPiece, pieceOfCopy } from '../data/mapPieces';
import { minor, MINORS, MINOR_IDS, type MinorId } from '../data/minors';
import { TRAINS, EXTRA_6P, SHORT_REMOVES_ONE_OF, type TrainType } from '../data/economy';
import { CROWDED_ADD_ORDER, EVENT_DECK, LANDMARK_PROJECTS, MINOR_SETS, MODES, RANDOM_REMOVE, SWAP_ELIGIBLE, type ModeId } from '../data/modes';
import { PROJECTS } from '../data/projects';
import { EVENTS } from '../data/events';
import { minorSetOf, type LASetup } from '../setup-parse';
import { DD_CARDS } from '../data/ddCards';
import { ddTileNumbers } from '../setup-lists';

export type BaseMode = 'short' | 'long' | 'sixSeven';

/** Copy ids of the terrain tiles (12–20, 22–28) in the mode: Short drops 26 and one copy each of 12, 13, 14. */
export function terrainCopies(mode: BaseMode): string[] {
  const out: string[] = [];
  for (const p of MAP_PIECES) {
    const n = Number(p.no);
    if (p.module || !Number.isInteger(n) || n < 12 || n > 28 || n === 21) continue;
    if (mode === 'short' && p.short === 'out') continue;
    if (mode === 'short' && p.short === 'oneCopy') out.push(p.copies[0]);
    else out.push(...p.copies);
  }
  return out;
}

/** The copy id standing for a Minor's home piece in the stack ('TWP' for Twin Cities). */
export function homePieceCopy(id: MinorId): string {
  const hp = minor(id).homePiece;
  return hp === 'TWP' ? 'TWP' : mapPiece(hp).copies[0];
}

/** The map stack's pieces before projects (§1.1): the Minors' home pieces plus the mode's terrain. */
export function mapStackPieces(mode: BaseMode, minors: MinorId[]): string[] {
  return [...minors.map(homePieceCopy), ...terrainCopies(mode)];
}

/** Train counts [2, 3, 4, 5, 6, 7|∞] for a mode and player count (§1.1 train stack arithmetic, S000-0036). */
export function trainStackCounts(mode: BaseMode, players: number): number[] {
  return TRAINS.map((t) => {
    let n = t.base;
    if (players >= 4) n += t.extra4p ?? 0;
    if (players >= 6) n += EXTRA_6P.counts[t.type] ?? 0;
    if (mode === 'short' && SHORT_REMOVES_ONE_OF.types.includes(t.type)) n -= 1;
    return n;
  });
}

/** Card ids of the train stack, lowest type on top: 'T2-1' … 'T7-7'. */
export function trainStack(mode: BaseMode, players: number): string[] {
  const counts = trainStackCounts(mode, players);
  return TRAINS.flatMap((t, i) => Array.from({ length: counts[i] }, (_, k) => `T${t.type}-${k + 1}`));
}

export const trainTypeOfCard = (card: string): TrainType | 'M2' => (card === 'M2' ? 'M2' : (card.slice(1, card.indexOf('-')) as TrainType));

// ---- The stack plan (design §1.1, §3.1.3, §3.14.1, §3.15) ----------------------------------------

/**
 * What goes into the map stack: items that are always in, and draws that keep `keep` items of `from`
 * chosen at random and unseen (random Minors, the Crowded and S-tile terrain swaps, Short's two
 * Landmark projects of three). Public: the plan follows from the setup; only the draws' outcome is
 * secret (`G.secret.removed`).
 */
export interface StackPlan {
  fixed: string[];
  draws: { from: string[]; keep: number }[];
}

/** The mode row of a setup (§1.1): Crowded has its own Short and Long rows. */
export function modeKey(s: Pick<LASetup, 'mode' | 'crowded'>): ModeId {
  if (s.mode === 'sixSeven') return 'sixSeven';
  return s.crowded ? (s.mode === 'short' ? 'shortCrowded' : 'longCrowded') : s.mode;
}

const HOME_PIECES: string[] = MINORS.map((m) => homePieceCopy(m.id));

/** The Minor a home piece brings (tile 21 → Adaptive, the project TWP → Twin Cities; S000-0033), or null. */
export function minorOfHomePiece(copy: string): MinorId | null {
  return MINORS.find((m) => homePieceCopy(m.id) === copy)?.id ?? null;
}

/** Crowded's four extra Minors (S000-0031): the first four not in play in the add order (§3.1.3). */
export function crowdedAdds(inPlay: readonly MinorId[]): MinorId[] {
  return CROWDED_ADD_ORDER.filter((m) => !inPlay.includes(m)).slice(0, 4);
}

/** The Minors certainly in play before building (all of them unless they are drawn). */
export function fixedMinors(s: LASetup): MinorId[] {
  if (s.minors === 'all') return [...MINOR_IDS];
  const set = minorSetOf(s);
  // The API's minorList is a custom fixed set; crowdedAdd the agreed four home pieces (§3.1.3).
  if (!set && !s.minorList) return [];
  const base = s.minorList ? [...s.minorList] : [...MINOR_SETS[set!]];
  if (!s.crowded) return base;
  return [...base, ...(s.crowdedAdd ? s.crowdedAdd.map((p) => MINORS.find((m) => m.homePiece === p)!.id) : crowdedAdds(base))];
}

/** The terrain copies the agreed lists take out (crowdedRemove, specialSwap): for each tile number, its next copy in the mode. */
export function agreedOut(s: LASetup, terrain: readonly string[]): string[] {
  const out: string[] = [];
  for (const no of [...(s.crowdedRemove ?? []), ...(s.specialSwap ?? [])]) {
    const copy = terrain.find((c) => pieceOfCopy(c).no === no && !out.includes(c));
    if (copy) out.push(copy);
  }
  return out;
}

/** The DD stops of a mode, in tile-number order ('DD:260' …; one per DD tile). */
export function ddStops(mode: BaseMode): string[] {
  return ddTileNumbers(mode).map((no) => `DD:${mapPiece(no).copies[0]}`);
}

/**
 * §3.2 step 6 with Different Distant Destinations: each DD tile its own card, the agreed ddList in
 * tile-number order, or dealt at random from DD-1, -2, -3 (with the module also DD-5, -6, -7; DD-4
 * when its values are given). Without DDD every DD gets `ddCard` (at the end of building). Public.
 */
export function dealDDCards(s: LASetup, shuffle: <T>(items: T[]) => T[]): Record<string, string> {
  const stops = ddStops(s.mode);
  const cards = s.ddList ?? shuffle(DD_CARDS.filter((c) => (c.values || s.ddCustom) && (s.landmarks || !c.module)).map((c) => c.id)).slice(0, stops.length);
  return Object.fromEntries(stops.map((st, i) => [st, cards[i]]));
}

export function stackPlan(s: LASetup): StackPlan {
  const key = modeKey(s);
  // Home pieces, then terrain, then projects: the order the fixed-set stack was always shuffled from (seeded games replay).
  const fixed: string[] = s.minors === 'random' ? [] : fixedMinors(s).map(homePieceCopy);
  const draws: StackPlan['draws'] = [];
  const terrain = terrainCopies(s.mode);
  // Crowded swaps out four terrain tiles, S-1/S-2 two (1–5 players; added at 6–7, C24): one draw among the eligible copies.
  // The agreed lists (crowdedRemove, specialSwap) take their copies out in the open; the rest is drawn.
  const agreed = agreedOut(s, terrain);
  const swapOut = (s.crowded ? 4 : 0) + (s.specialTiles && s.mode !== 'sixSeven' ? 2 : 0) - agreed.length;
  if (swapOut) {
    const eligible = terrain.filter((c) => SWAP_ELIGIBLE.includes(pieceOfCopy(c).no) && !agreed.includes(c));
    fixed.push(...terrain.filter((c) => !eligible.includes(c) && !agreed.includes(c)));
    draws.push({ from: eligible, keep: eligible.length - swapOut });
  } else fixed.push(...terrain.filter((c) => !agreed.includes(c)));
  if (s.specialTiles) fixed.push(...MODES.sixSeven.sTiles!.map((no) => mapPiece(no).copies[0]));
  if (s.minors === 'random') {
    const remove = RANDOM_REMOVE[key as keyof typeof RANDOM_REMOVE];
    draws.push({ from: [...HOME_PIECES], keep: HOME_PIECES.length - remove });
  }
  fixed.push(...PROJECTS.filter((p) => p.kind === 'capital').slice(0, MODES[key].capitals).map((p) => p.id));
  if (s.landmarkProjects === 'on') {
    const lmk = PROJECTS.filter((p) => p.kind === 'landmark').map((p) => p.id);
    const keep = LANDMARK_PROJECTS[s.mode];
    if (keep < lmk.length) draws.push({ from: lmk, keep });
    else fixed.push(...lmk);
  }
  return { fixed, draws };
}

/** Plays a plan's draws: the items kept and the items removed unseen. */
export function drawPlan(plan: StackPlan, shuffle: <T>(items: T[]) => T[]): { items: string[]; removed: string[] } {
  const items = [...plan.fixed];
  const removed: string[] = [];
  for (const d of plan.draws) {
    const order = shuffle([...d.from]);
    items.push(...order.slice(0, d.keep));
    removed.push(...order.slice(d.keep));
  }
  return { items, removed };
}

/** Every item of the stack given what the draws removed (rebuilds reshuffle exactly these). */
export function planItems(plan: StackPlan, removed: readonly string[]): string[] {
  return [...plan.fixed, ...plan.draws.flatMap((d) => d.from.filter((x) => !removed.includes(x)))];
}

/** [Chronicle, Herald] event cards stacked for a mode: the Chronicle cards over the Herald cards, each shuffled (§3.2 step 5, S000-0035). */
export function eventDeck(mode: keyof typeof EVENT_DECK, shuffle: <T>(items: T[]) => T[]): { deck: string[]; box: string[] } {
  const [chr, her] = EVENT_DECK[mode];
  const chronicle = shuffle(EVENTS.filter((e) => e.id.startsWith('CHR-')).map((e) => e.id));
  const herald = shuffle(EVENTS.filter((e) => e.id.startsWith('HER-')).map((e) => e.id));
  return { deck: [...chronicle.slice(0, chr), ...herald.slice(0, her)], box: [...chronicle.slice(chr), ...herald.slice(her)] };
}
