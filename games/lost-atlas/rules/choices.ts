// The legal choices of each decision point, as move rows (design §5.6: generated from the same reason
// functions the moves check). The enumerator lists them for the seat that must act, and the flow
// (flow.ts) skips a step automatically when it offers nothing but `skip` (§3.7).
import type { MoveChoice } from '../../kit/types';
import { MAJORS } from '../data/majors';
import { entryTiles, isUpgrade, layAllowanceReason, layReason, reachedTrack } from './lay';
import { trackTile } from '../data/trackTiles';
import { neighbourKey, opposite } from './geometry';
import { hubReason } from './hubs';
import { issueReason, redeemReason } from './operating';
import { buyFromPoolReason, buyFromStackReason, companySaleReason, leadoffChoices, offerPrices, trainLimit, slotsUsed } from './trains';
import { trainTypeOfCard } from './setup';
import { emergencySales, forcedNeed } from './forced';
import { suburbReason } from './abilities/suburban';
import { proposalReason } from './merger';
import { freeMajors } from './launch';
import { networkOf } from '../route/network';
import { companyView, type CompanyView } from '../route/view';
import { circusDoubleReason, closeRunReason, nextLinks, startRunReason, type Draft } from '../route/draft';
import { runConfigs, runSlots } from '../route/configs';
import { zoningOf } from './headquarters';
import { routeEvents, yellowLayLimit } from './events';
import type { CoId, Company, LAState, MinorId, TrainHeld } from './state';

/** The OR key Circus's once-per-OR flag is compared with. */
export const orKey = (G: LAState): string => `${G.cycle}-${G.round}`;

/** The operating company, or null outside an OR turn. */
export function operatingCompany(G: LAState): CoId | null {
  if ((G.round !== 'OR1' && G.round !== 'OR2') || !G.or) return null;
  return G.or.queue[G.or.idx] ?? null;
}

/** The cards that run this OR turn: the trains held and Resourceful's waiting trains (§3.1.1 RE). */
export const runCards = (c: Company): TrainHeld[] => [...c.trains, ...c.waiting];

/** The company's view of the network for its run stage (Circus available unless used this OR). */
let viewCache: { map: LAState['map']; key: string; view: CompanyView } | null = null;
export function runView(G: LAState, co: CoId): CompanyView {
  const c = G.companies[co]!;
  const circusAvailable = c.abilities.includes('circus') && c.ab.circusUsedIn !== orKey(G);
  // The run stage asks for the same view at every step of a turn: cache the last one per map object.
  const key = `${co}|${c.abilities.join(',')}|${circusAvailable}|${G.phase}|${JSON.stringify(G.dd)}|${JSON.stringify(zoningOf(c))}|${G.events?.active ?? ''}`;
  if (viewCache && viewCache.map === G.map && viewCache.key === key) return viewCache.view;
  const view = companyView(networkOf(G.map), { id: co, abilities: c.abilities, circusAvailable, ...zoningOf(c) }, { phase: G.phase, dd: G.dd, ddCustom: G.cfg.ddCustom, events: routeEvents(G) });
  viewCache = { map: G.map, key, view };
  return view;
}

/** Every legal tile lay of `co` now (allowance included): hexes it reaches × entry/upgrade tiles × rotations. */
export function legalLays(G: LAState, co: CoId, limit = Infinity): MoveChoice[] {
  const c = G.companies[co]!;
  const lays = G.or?.lays ?? { yellow: 0, upgrade: false };
  const reach = reachedTrack(G, co, c.abilities);
  const out: MoveChoice[] = [];
  for (const [key, hex] of Object.entries(G.map.hexes)) {
    // Only a hex the company touches can take a tile: a reached city, or an edge facing reached track.
    const touched = reach.cities.has(key) || [0, 1, 2, 3, 4, 5].some((e) => reach.ends.has(`${key}/${e}`) || reach.ends.has(`${neighbourKey(key, e)}/${opposite(e)}`));
    if (!touched) continue;
    const upgrade = isUpgrade(hex);
    if (layAllowanceReason(lays, upgrade, c.abilities, yellowLayLimit(G))) continue;
    const tiles = hex.tile ? trackTile(hex.tile).up : entryTiles(hex) ?? [];
    for (const tile of tiles) {
      if ((G.tileSupply[tile] ?? 0) < 1) continue;
      for (let rot = 0; rot < 6; rot++) {
        if (layReason(G, co, key, tile, rot) !== null) continue;
        out.push({ move: 'layTile', args: [key, tile, rot] });
        if (out.length >= limit) return out;
      }
    }
  }
  return out;
}

/** Hubs the company may place now (Majors and Expansive only, one per turn). */
export function legalHubs(G: LAState, co: CoId): MoveChoice[] {
  const c = G.companies[co]!;
  if (c.kind === 'minor' && !c.abilities.includes('expansive')) return [];
  const out: MoveChoice[] = [];
  const view = companyView(networkOf(G.map), { id: co, abilities: c.abilities, circusAvailable: false }, { phase: G.phase, dd: G.dd, ddCustom: G.cfg.ddCustom });
  // hubReason builds the view again for each stop: only the stops the company reaches are asked.
  for (const st of view.net.stops) if (!st.dd && view.reach[view.net.stopIndex.get(st.id)!] && hubReason(G, co, st.id) === null) out.push({ move: 'placeHub', args: [st.id] });
  return out;
}

/** The run stage's next steps (design §5.4): config, start, extend, close, Circus double, confirm. */
export function runChoices(G: LAState, co: CoId): MoveChoice[] {
  const c = G.companies[co]!;
  const d = G.or!.draft as Draft;
  const view = runView(G, co);
  const cards = runCards(c);
  const out: MoveChoice[] = [];
  if (!d.runs.length && !d.open) {
    for (const config of runConfigs(cards, c.abilities)) if (JSON.stringify(config) !== JSON.stringify(d.config)) out.push({ move: 'setRunConfig', args: [config] });
  }
  if (d.open) {
    for (const step of nextLinks(view, cards, d)) out.push({ move: 'extendRun', args: step });
    if (closeRunReason(view, cards, d) === null) out.push({ move: 'closeRun', args: [] });
  } else {
    for (const slot of runSlots(cards, d.config, c.abilities)) {
      if (d.runs.some((r) => r.run === slot.id)) continue;
      for (const st of view.net.stops) if (startRunReason(view, cards, d, slot.id, st.id) === null) out.push({ move: 'startRun', args: [slot.id, st.id] });
    }
  }
  for (const r of d.runs) for (const stop of r.stops) if (circusDoubleReason(view, cards, d, r.run, stop) === null) out.push({ move: 'circusDouble', args: [r.run, stop] });
  out.push({ move: 'confirmRuns', args: [] });
  return out;
}

/** Train purchases from the stack's top card (each side of the 7/∞ card, each trade-in) and the pool. */
export function trainBuys(G: LAState, co: CoId): MoveChoice[] {
  const c = G.companies[co]!;
  const out: MoveChoice[] = [];
  const top = G.trains.stack[0];
  if (top) {
    const options: { side?: '7' | 'inf'; tradeIn?: string }[] = trainTypeOfCard(top) === '7'
      ? [{ side: '7' }, { side: 'inf' }, ...c.trains.filter((t) => ['4', '5', '6'].includes(t.type)).map((t) => ({ side: 'inf' as const, tradeIn: t.card }))]
      : [{}];
    for (const o of options) if (buyFromStackReason(G, co, o) === null) out.push({ move: 'buyTrain', args: [{ source: 'stack', ...o }] });
  }
  for (const t of G.trains.pool) if (buyFromPoolReason(G, co, t.card) === null) out.push({ move: 'buyTrain', args: [{ source: 'pool', card: t.card }] });
  return out;
}

/**
 * Why the operating company may not offer `price` for `card` of company `from` now (§3.7 step 7):
 * the buy step, or a forced purchase the treasury alone can pay; a price from `offerPrices`; above
 * the price the seller declined for that card this turn (so offers cannot repeat for ever).
 */
export function trainOfferReason(G: LAState, co: CoId, from: CoId, card: string, price: number): string | null {
  const or = G.or!;
  if (or.step === 'forced') {
    const need = forcedNeed(G, co);
    if (need.kind === 'none') return `${co} does not have to buy a train.`;
    if (need.kind === 'president') return 'The treasury cannot pay for a train: buy the cheapest train on offer.';
  }
  const why = companySaleReason(G, co, from, card, price);
  if (why) return why;
  if (!offerPrices(G.companies[co]!.treasury).includes(price)) return 'Offer 1, a multiple of 10, or the whole treasury.';
  const declined = or.declined?.[card];
  if (declined !== undefined && price <= declined) return `${from}'s president declined ${declined} for ${card}: offer more.`;
  return null;
}

/** Every offer the operating company may make for another company's trains (§3.7 step 7). */
export function trainOffers(G: LAState, co: CoId): MoveChoice[] {
  const buyer = G.companies[co]!;
  if (slotsUsed(buyer) >= trainLimit(G, buyer)) return [];
  const prices = offerPrices(buyer.treasury);
  const out: MoveChoice[] = [];
  for (const [from, s] of Object.entries(G.companies) as [CoId, Company | undefined][]) {
    if (!s || s.closed || from === co) continue;
    for (const t of s.trains) for (const price of prices) if (trainOfferReason(G, co, from, t.card, price) === null) out.push({ move: 'offerTrain', args: [{ from, card: t.card, price }] });
  }
  return out;
}

/** The forced purchase (§3.11): the trains it may buy now, else the sales, else bankruptcy. */
export function forcedChoices(G: LAState, co: CoId): MoveChoice[] {
  const need = forcedNeed(G, co);
  if (need.kind === 'none') return [];
  if (need.kind === 'treasury') return [...need.choices.map((o) => ({ move: 'buyTrain', args: [o.source === 'stack' ? { source: 'stack', ...(o.side ? { side: o.side } : {}) } : { source: 'pool', card: o.card }] })), ...trainOffers(G, co)];
  if (need.shortfall === 0) return need.choices.map((o) => ({ move: 'buyTrain', args: [o.source === 'stack' ? { source: 'stack', ...(o.side ? { side: o.side } : {}) } : { source: 'pool', card: o.card }] }));
  const seat = G.companies[co]!.president;
  const sales = emergencySales(G, seat, co);
  if (sales.length) return sales.map((x) => ({ move: 'emergencySell', args: [x] }));
  return [{ move: 'declareBankruptcy', args: [] }];
}

/** What the operating company may do at any point of its turn: Suburban's markers, Manufacturing's discard. */
export function anytimeChoices(G: LAState, co: CoId): MoveChoice[] {
  const c = G.companies[co]!;
  const out: MoveChoice[] = [];
  if (c.abilities.includes('suburban')) for (const key of Object.keys(G.map.hexes)) if (suburbReason(G, co, key) === null) out.push({ move: 'placeSuburb', args: [key] });
  if (c.trains.some((t) => t.type === 'M2')) out.push({ move: 'discardMTrain', args: [] });
  return out;
}

/**
 * The choices of the current OR step, `skip` excluded (empty = the step is skipped automatically).
 * With `probe` the flow only asks whether there is one: the track step stops at the first lay.
 */
export function stepChoices(G: LAState, co: CoId, probe = false): MoveChoice[] {
  const c = G.companies[co]!;
  const or = G.or!;
  switch (or.step) {
    case 'leadoff':
      return leadoffChoices(G, co).map((o) => ({ move: 'buyTrain', args: [o.source === 'stack' ? { source: 'stack', ...(o.side ? { side: o.side } : {}) } : { source: 'pool', card: o.card }] }));
    case 'issue': {
      const out: MoveChoice[] = [];
      if (issueReason(G, co, or.issued) === null) out.push({ move: 'issueShare', args: [] });
      if (redeemReason(G, co, or.issued) === null) out.push({ move: 'redeemShare', args: [] });
      return out;
    }
    case 'track': return legalLays(G, co, probe ? 1 : Infinity);
    case 'hub': return legalHubs(G, co);
    case 'run': return runCards(c).length ? runChoices(G, co) : [];
    case 'dividend': return (or.revenue ?? 0) > 0 ? [{ move: 'payout', args: [] }, { move: 'withhold', args: [] }] : [];
    case 'buy': {
      if (slotsUsed(c) >= trainLimit(G, c)) return [];
      const buys = trainBuys(G, co);
      return probe && buys.length ? buys : [...buys, ...trainOffers(G, co)];
    }
    case 'forced': return forcedChoices(G, co);
  }
}

/** The Merger Round proposals of Minor `from` (each connected, unbarred Minor). */
export function proposals(G: LAState, from: MinorId): MoveChoice[] {
  const out: MoveChoice[] = [];
  for (const [id, c] of Object.entries(G.companies)) {
    if (!c || c.kind !== 'minor' || c.closed || id === from) continue;
    if (proposalReason(G, from, id as MinorId, G.mr?.barred ?? []) === null) out.push({ move: 'propose', args: [id] });
  }
  return out;
}

/** The charters and identities a new Major may take. */
export function majorChoices(G: LAState): MoveChoice[] {
  return freeMajors(G).flatMap((letter) => MAJORS.find((m) => m.letter === letter)!.names.map((name) => ({ move: 'formMajor', args: [letter, name] })));
}
