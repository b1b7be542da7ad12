// The Events module (design §3.16, §1.2 `events`, §5.5): the deck dealt at setup (secret), the top card
// revealed at the start of every cycle before the Stock Round, "once" effects at the reveal, "cycle"
// modifiers until the next reveal, "game" effects for good. The choice cards (CHR-5, CHR-7, HER-1,
// HER-2) give the priority player the decision point `eventChoice` with its legal targets listed
// here (the enumerator and the moves share `eventChoices` and the reason functions); no legal target
// means nothing happens. Each modifier is read where its rule lives through one call (`eventMods`,
// `routeEvents`, `poolTrainPrice`, `issueLimitReason`, `srEndEventDrop`, `minorTurnEndEvent`).
import type { MoveChoice } from '../../kit/types';
import { EVENTS, type EventRow } from '../data/events';
import { EVENT_DECK } from '../data/modes';
import { HEX_ENTRY, trackTile } from '../data/trackTiles';
import { eventDeck } from './setup';
import { neighbourKey, opposite, rotateEdge } from './geometry';
import { ddEntrances } from './track';
import { isHome } from './mapBuild';
import { moveMarker } from './market';
import type { CoId, Hex, LAState } from './state';
import type { SetupRandom } from './initial';

export interface EventsState {
  /** The card revealed at the start of this cycle (its "cycle" modifiers apply until the next reveal). */
  active: string | null;
  /** Every card revealed so far, in order (public). */
  revealed: string[];
  /** A choice card waiting for the priority player (decision point `eventChoice`). */
  pending: string | null;
  /** HER-5: the first issue or redemption of the current company turn (a second one must be of the same kind). */
  issued?: { turn: string; kind: 'issue' | 'redeem' };
}

/** The modifiers of §3.16 as data/events.ts names them. */
export interface EventMods {
  mountainCost?: number;
  tunnelingRebate?: number;
  yellowLays?: number;
  minorTurnEndIfRevenue?: number;
  noYellowTrackNextToWater?: boolean;
  issueDropsPrice?: boolean;
  majorIssueRedeemMax?: number;
  srEndPoolHeldDrop?: number;
  poolTrainPriceFactor?: number;
  roundDownTo?: number;
  stopValue?: StopEventMods;
}

/** Stop-value modifiers the route engine adds (route/view.ts `companyView`; Circus doubles them). */
export interface StopEventMods {
  onYellowHex?: number;
  dd?: number;
  cityOnPurpleOrGreyTile?: number;
}

export const EVENT_NAMES: Record<string, string> = {
  'CHR-1': "Surveyors' Almanac", 'CHR-2': 'Harvest Fair', 'CHR-3': 'Track Gangs', 'CHR-4': 'Postal Contract',
  'CHR-5': 'Town Charter', 'CHR-6': 'Spring Floods', 'CHR-7': 'Boom Town', 'CHR-8': 'Easy Credit',
  'HER-1': 'New City Founded', 'HER-2': 'New City Founded', 'HER-3': 'Excursion Season', 'HER-4': 'Metropolitan Growth',
  'HER-5': 'Bond Market', 'HER-6': 'Bank Panic', 'HER-7': 'Locomotive Auction', 'HER-8': 'Civic Subsidy',
};
const EVENT_TEXT: Record<string, string> = {
  'CHR-1': 'this cycle a mountain costs 20 and Tunneling receives 40',
  'CHR-2': 'this cycle every stop on a yellow hex is worth 10 more',
  'CHR-3': 'this cycle a company may lay 3 yellow tiles instead of 2',
  'CHR-4': 'this cycle a Minor that earns revenue receives 20 from the bank at the end of its turn',
  'CHR-5': 'the priority player lays a free city tile on an untiled basic city',
  'CHR-6': 'this cycle no yellow tile may be laid on a hex touching water (bridges and upgrades are allowed)',
  'CHR-7': 'the priority player marks a basic city: it is worth 10 more for the rest of the game',
  'CHR-8': 'this cycle issuing a share does not lower the price',
  'HER-1': 'the priority player turns a plain hex into a basic city',
  'HER-2': 'the priority player turns a plain hex into a basic city',
  'HER-3': 'this cycle every Distant Destination is worth 20 more',
  'HER-4': 'this cycle every city on a purple or grey tile is worth 10 more',
  'HER-5': 'this cycle a Major may issue or redeem up to 2 shares',
  'HER-6': 'this cycle, at the end of the Stock Round, every company with a share in the pool drops 1',
  'HER-7': 'this cycle pool trains cost half, rounded down to 10',
  'HER-8': 'the bank pays each Major 10 for each hub it has placed',
};

/** The value a Boom Town mark adds to its city (CHR-7), read by the network (route/network.ts). */
export const BOOM_VALUE = (EVENTS.find((e) => e.id === 'CHR-7')!.mods!.stopValue as number) ?? 10;
export const BOOM = 'BOOM';
export const NEWCITY = 'NEWCITY';

export const eventRow = (id: string): EventRow => {
  const row = EVENTS.find((e) => e.id === id);
  if (!row) throw new Error(`no event card ${id}`);
  return row;
};

function say(G: LAState, text: string, seat?: string): void {
  G.log ??= [];
  const turn = G.log.length ? G.log[G.log.length - 1].turn : 0;
  G.log.push(seat === undefined ? { turn, text } : { turn, player: seat, text: `{p:${seat}} ${text}` });
}

// ---- Setup and reveal ----------------------------------------------------------------------------

/** §3.2 step 5: with the module on, the mode's deck (Chronicle cards over Herald cards) is dealt face down; the rest stays boxed. */
export function dealEvents(G: LAState, random: Pick<SetupRandom, 'shuffle'>): void {
  if (!G.cfg.setup?.events) return;
  const { deck, box } = eventDeck(G.cfg.mode, (xs) => random.shuffle(xs));
  G.secret.eventDeck = deck;
  G.secret.eventBox = box;
  G.events = { active: null, revealed: [], pending: null };
}

/** The active card's "cycle" modifiers (none without the module, or when the card is a "once"/"game" card). */
export function eventMods(G: LAState): EventMods {
  const id = G.events?.active;
  if (!id) return {};
  const row = eventRow(id);
  return row.dur === 'cycle' ? ((row.mods ?? {}) as EventMods) : {};
}

/** The stop-value modifiers for the route engine (undefined when none is active). */
export function routeEvents(G: LAState): StopEventMods | undefined {
  return eventMods(G).stopValue;
}

/** A city stop's event bonus: CHR-2 on a yellow hex, HER-4 on a purple or grey tile (Spacious's home counts as grey). */
export function stopEventBonus(color: string, mods: StopEventMods | undefined): number {
  if (!mods) return 0;
  let v = 0;
  if (color === 'yellow') v += mods.onYellowHex ?? 0;
  if (color === 'purple' || color === 'grey') v += mods.cityOnPurpleOrGreyTile ?? 0;
  return v;
}

/**
 * The start of a cycle (§3.16 timing): the top card is revealed and narrated; HER-8 pays at once; a
 * choice card waits for the priority player when it has a legal target, and does nothing otherwise.
 */
export function revealEvent(G: LAState): void {
  // On a client's view (no `secret`: a move played ahead in the browser) nothing is revealed; the server's state brings the card.
  if (!G.events || !G.secret?.eventDeck) return;
  const card = G.secret.eventDeck.shift();
  G.events.active = card ?? null;
  G.events.pending = null;
  if (!card) { say(G, `Cycle ${G.cycle}: no event card is left.`); return; }
  G.events.revealed.push(card);
  say(G, `Event ${card}, ${EVENT_NAMES[card]}: ${EVENT_TEXT[card]}.`);
  const row = eventRow(card);
  if (row.choice) {
    if (choicesFor(G, card).length) G.events.pending = card;
    else say(G, `${EVENT_NAMES[card]} has no legal target: nothing happens.`);
  }
  if (card === 'HER-8') civicSubsidy(G, (row.mods as { majorPaidPerPlacedHub: number }).majorPaidPerPlacedHub);
}

function civicSubsidy(G: LAState, per: number): void {
  let paid = 0;
  for (const c of Object.values(G.companies)) {
    if (!c || c.closed || c.kind !== 'major') continue;
    const amount = per * c.hubs.filter((h) => h.state === 'placed').length;
    if (!amount) continue;
    c.treasury += amount;
    G.bank -= amount;
    paid++;
    say(G, `Civic Subsidy: the bank pays ${c.id} ${amount}.`);
  }
  if (!paid) say(G, 'Civic Subsidy: no Major has a placed hub; nothing happens.');
}

// ---- The choice cards (decision point eventChoice) ---------------------------------------------

const isBasicCity = (h: Hex): boolean => h.kind === 'city' && !h.special && h.label !== 'C' && !h.overlays.some((o) => o.startsWith('LMK-'));

/** CHR-7: a basic city (not a Capital, Mining, Port or Landmark) not marked yet. */
export function boomTownReason(G: LAState, key: string): string | null {
  const h = G.map.hexes[key];
  if (!h) return 'That hex is not on the map.';
  if (!isBasicCity(h)) return 'Boom Town marks a basic city (not a Capital, Mining, Port, special home or Landmark).';
  if (h.overlays.includes(BOOM)) return 'That city is already a Boom Town.';
  return null;
}

/** HER-1/HER-2: a plain, untracked hex touching no city, home, DD or border hex. */
export function newCityReason(G: LAState, key: string): string | null {
  const h = G.map.hexes[key];
  if (!h) return 'That hex is not on the map.';
  if (h.kind !== 'plain' || h.tile) return 'A New City is founded on a plain hex without track.';
  for (let e = 0; e < 6; e++) {
    const n = G.map.hexes[neighbourKey(key, e)];
    if (n && (n.kind === 'city' || n.kind === 'dd' || n.kind === 'border' || n.special)) return 'A New City may not touch a city, a home, a Distant Destination or a border hex.';
  }
  return null;
}

/** CHR-5's target hex: an untiled basic city that is not a home (printed, or a city with a hub or reservation). */
function townCharterHexReason(G: LAState, key: string): string | null {
  const h = G.map.hexes[key];
  if (!h) return 'That hex is not on the map.';
  if (!isBasicCity(h) || h.tile) return 'Town Charter goes on an untiled basic city (not a Capital, Mining, Port, special home or Landmark).';
  const reserved = Object.keys(G.reservations).some((s) => s.startsWith(`${key}#`));
  if (isHome(h) || reserved || Object.values(h.hubs).some((l) => l.length)) return 'Town Charter may not go on a home.';
  return null;
}

/** CHR-5: the tile (5, 6 or 57, from the supply) in this rotation, every exit legal (on the map, not water or border, a DD only by an entrance). */
export function townCharterReason(G: LAState, key: string, tile: string, rot: number): string | null {
  const why = townCharterHexReason(G, key);
  if (why) return why;
  if (!HEX_ENTRY.city.includes(tile)) return `Town Charter lays tile ${HEX_ENTRY.city.join(', ')}.`;
  if (!Number.isInteger(rot) || rot < 0 || rot > 5) return 'A rotation is 0 to 5.';
  if ((G.tileSupply[tile] ?? 0) < 1) return `No tile ${tile} is left.`;
  const t = trackTile(tile);
  const edges = new Set([...t.paths.flat(), ...(t.stops ?? []).flatMap((s) => s.exits)].map((e) => rotateEdge(e, rot)));
  for (const e of edges) {
    const n = G.map.hexes[neighbourKey(key, e)];
    if (!n) return 'Track may not point off the map.';
    if (n.kind === 'water' && !n.tile) return 'Track may not point into water.';
    if (n.kind === 'border') return 'Track may not point into a border hex.';
    if (n.kind === 'dd' && !ddEntrances(n).includes(opposite(e))) return 'Track may enter a Distant Destination only by one of its entrances.';
  }
  return null;
}

function choicesFor(G: LAState, card: string): MoveChoice[] {
  const kind = eventRow(card).choice;
  const out: MoveChoice[] = [];
  const keys = Object.keys(G.map.hexes);
  if (kind === 'layFreeYellowCityTile') {
    for (const key of keys) {
      if (townCharterHexReason(G, key)) continue;
      for (const tile of HEX_ENTRY.city) for (let rot = 0; rot < 6; rot++) if (townCharterReason(G, key, tile, rot) === null) out.push({ move: 'eventLayTile', args: [key, tile, rot] });
    }
  } else if (kind === 'placeBoomTown') {
    for (const key of keys) if (boomTownReason(G, key) === null) out.push({ move: 'eventChooseHex', args: [key] });
  } else if (kind === 'plainHexBecomesBasicCity') {
    for (const key of keys) if (newCityReason(G, key) === null) out.push({ move: 'eventChooseHex', args: [key] });
  }
  return out;
}

/** The legal moves at `eventChoice` (exactly what the moves accept). */
export function eventChoices(G: LAState): MoveChoice[] {
  const card = G.events?.pending;
  return card ? choicesFor(G, card) : [];
}

/** Why `eventChooseHex(key)` is refused now (CHR-7, HER-1/2), or null. */
export function eventHexReason(G: LAState, key: string): string | null {
  const card = G.events?.pending;
  if (!card) return 'No event waits for a choice.';
  const kind = eventRow(card).choice;
  if (kind === 'placeBoomTown') return boomTownReason(G, String(key));
  if (kind === 'plainHexBecomesBasicCity') return newCityReason(G, String(key));
  return `${EVENT_NAMES[card]} lays a tile: use eventLayTile.`;
}

/** Why `eventLayTile(key, tile, rot)` is refused now (CHR-5), or null. */
export function eventLayReason(G: LAState, key: string, tile: string, rot: number): string | null {
  const card = G.events?.pending;
  if (!card) return 'No event waits for a choice.';
  if (eventRow(card).choice !== 'layFreeYellowCityTile') return `${EVENT_NAMES[card]} chooses a hex: use eventChooseHex.`;
  return townCharterReason(G, String(key), String(tile), rot);
}

const setHex = (G: LAState, key: string, next: Hex): void => {
  G.map = { version: G.map.version + 1, hexes: { ...G.map.hexes, [key]: next } };
};

export function applyEventHex(G: LAState, seat: string, key: string): void {
  const card = G.events!.pending!;
  const h = G.map.hexes[key];
  if (eventRow(card).choice === 'placeBoomTown') {
    setHex(G, key, { ...h, overlays: [...h.overlays, BOOM] });
    say(G, `makes the city at ${key} a Boom Town (+${BOOM_VALUE} for the rest of the game).`, seat);
  } else {
    setHex(G, key, { ...h, kind: 'city', overlays: [...h.overlays, NEWCITY] });
    say(G, `founds a New City at ${key} (a basic city: 1 slot, 0).`, seat);
  }
  G.events!.pending = null;
}

/** CHR-5: the tile is laid free and belongs to nobody. */
export function applyEventLay(G: LAState, seat: string, key: string, tile: string, rot: number): void {
  const h = G.map.hexes[key];
  G.tileSupply[tile] -= 1;
  setHex(G, key, { ...h, tile, rot });
  say(G, `lays a free tile ${tile} on the city at ${key} (Town Charter).`, seat);
  G.events!.pending = null;
}

// ---- Modifier hooks -------------------------------------------------------------------------------

/** CHR-6: why a fresh yellow tile may not go on this hex now (bridges and upgrades are allowed), or null. */
export function floodReason(G: LAState, key: string, tile: string, upgrade: boolean): string | null {
  if (!eventMods(G).noYellowTrackNextToWater || upgrade) return null;
  const t = trackTile(tile);
  if (t.color !== 'yellow' || t.bridge) return null;
  for (let e = 0; e < 6; e++) if (G.map.hexes[neighbourKey(key, e)]?.kind === 'water') return 'Spring Floods: no yellow tile on a hex touching water this cycle.';
  return null;
}

/** HER-7: a pool train's price this cycle (half, rounded down to 10), else its face value. */
export function poolTrainPrice(G: LAState, face: number): number {
  const m = eventMods(G);
  if (!m.poolTrainPriceFactor) return face;
  const step = m.roundDownTo ?? 10;
  return Math.floor((face * m.poolTrainPriceFactor) / step) * step;
}

const turnKey = (G: LAState): string => `${G.cycle}-${G.round}-${G.or?.idx ?? 0}`;

/**
 * §3.7 step 2 with HER-5: one issue or redemption per turn, or up to 2 for a Major under Bond Market
 * (both of the same kind, never an issue and a redemption). null when one more is allowed.
 */
export function issueLimitReason(G: LAState, co: CoId, done: number, kind: 'issue' | 'redeem'): string | null {
  const max = G.companies[co]?.kind === 'major' ? eventMods(G).majorIssueRedeemMax ?? 1 : 1;
  if (done >= max) return max === 1 ? 'One issue or redemption per turn.' : `Bond Market: at most ${max} issues or redemptions per turn.`;
  const first = G.events?.issued;
  if (done > 0 && first && first.turn === turnKey(G) && first.kind !== kind) return 'Bond Market: issue twice or redeem twice, not both.';
  return null;
}

/** Records the kind of the turn's first issue or redemption (HER-5). */
export function noteIssue(G: LAState, kind: 'issue' | 'redeem'): void {
  if (G.events && eventMods(G).majorIssueRedeemMax) G.events.issued = { turn: turnKey(G), kind };
}

/** §3.7 step 3 with CHR-3: the yellow lays a company may make this turn. */
export const yellowLayLimit = (G: LAState): number => eventMods(G).yellowLays ?? 2;

/** CHR-8: does issuing lower the price now? */
export const issueDropsPrice = (G: LAState): boolean => eventMods(G).issueDropsPrice !== false;

/** HER-6: at SR end, after the sold-out rise, every company with a pool share drops 1. Returns those that reached 0 (the caller dissolves them). */
export function srEndEventDrop(G: LAState): CoId[] {
  const drop = eventMods(G).srEndPoolHeldDrop;
  if (!drop) return [];
  const order: CoId[] = [];
  for (let i = G.market.length - 1; i >= 0; i--) order.push(...G.market[i]);
  const zero: CoId[] = [];
  for (const co of order) {
    const c = G.companies[co]!;
    if (c.closed || c.poolShares < 1) continue;
    say(G, `Bank Panic: ${co} has shares in the pool and drops ${drop}.`);
    if (moveMarker(G, co, -drop)) zero.push(co);
  }
  return zero;
}

/** CHR-4: at the end of its OR turn a Minor with revenue > 0 receives 20 from the bank. */
export function minorTurnEndEvent(G: LAState, co: CoId): void {
  const pay = eventMods(G).minorTurnEndIfRevenue;
  const c = G.companies[co];
  if (!pay || !c || c.closed || c.kind !== 'minor' || !((G.or?.revenue ?? 0) > 0)) return;
  c.treasury += pay;
  G.bank -= pay;
  say(G, `Postal Contract: the bank pays ${co} ${pay}.`);
}

// ---- Hidden information (§5.5) -------------------------------------------------------------------

/** The public count of cards still in the deck (view.ts). */
export const eventsLeft = (G: LAState): number | undefined => G.secret?.eventDeck?.length;

/**
 * determinize: the unrevealed deck is `left` cards, Chronicle cards over Herald cards in the mode's
 * counts, sampled from the cards not revealed yet; the rest is boxed. Each part is shuffled with `rng`.
 */
export function sampleEventDeck(G: LAState, left: number, shuffle: <T>(xs: T[]) => T[]): { deck: string[]; box: string[] } {
  const [chr, her] = EVENT_DECK[G.cfg.mode];
  const seen = G.events?.revealed ?? [];
  const unseen = (p: string) => shuffle(EVENTS.map((e) => e.id).filter((id) => id.startsWith(p) && !seen.includes(id)));
  const chrLeft = Math.max(0, chr - seen.filter((id) => id.startsWith('CHR-')).length);
  const herLeft = Math.max(0, her - seen.filter((id) => id.startsWith('HER-')).length);
  const c = unseen('CHR-'), h = unseen('HER-');
  const full = [...c.slice(0, chrLeft), ...h.slice(0, herLeft)];
  const deck = left > 0 ? full.slice(-left) : [];
  return { deck, box: [...c, ...h].filter((id) => !deck.includes(id)) };
}
