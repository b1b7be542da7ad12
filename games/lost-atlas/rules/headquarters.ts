// Headquarters (variant, design §3.17; data/variants.ts HEADQUARTERS). When a Major forms — a merger
// (§3.13) or a Direct-to-Major launch (§3.5) — its president puts the HQ on one of its placed hubs
// (D2M: the home; Twin Cities: either home) and takes one opening: Tax Break (+60 at once), Land
// Grant (one more yellow lay in its next OR turn, one of them free of terrain cost) or Commercial
// Zoning (the HQ city +10 to this Major's trains only). At the start of each of its OR turns the bank
// pays it half the HQ city's value as its own trains count it: not revenue, no price move. The HQ
// is lost when the Major dissolves. The shared files call in here with one line each.
import { HEADQUARTERS } from '../data/variants';
import { networkOf } from '../route/network';
import { narrate, type FlowCtx } from './flow';
import { orKey, runView } from './choices';
import type { MoveChoice } from '../../kit/types';
import type { CoId, Company, HexKey, LAState, StopId } from './state';

export type HQOpening = 'taxBreak' | 'landGrant' | 'commercialZoning';
export const HQ_OPENINGS: readonly HQOpening[] = ['taxBreak', 'landGrant', 'commercialZoning'];
export const OPENING_NAME: Record<HQOpening, string> = { taxBreak: 'Tax Break', landGrant: 'Land Grant', commercialZoning: 'Commercial Zoning' };

/** Whether the variant is on (a crafted state may set `cfg.headquarters`; a game has it in `cfg.setup`). */
export const hqOn = (G: LAState): boolean => !!(G.cfg.headquarters ?? G.cfg.setup?.headquarters);

/**
 * The stops where `co` may put its HQ: the stops holding its hub now (at formation these are the
 * placed hubs: a D2M Major's home, or Twin Cities' two homes).
 */
export function hqStops(G: LAState, co: CoId): StopId[] {
  return networkOf(G.map).stops.filter((s) => !s.dd && s.hubs.includes(co)).map((s) => s.id).sort();
}

/** Called when Major `co` has formed (merger or D2M): with the variant on, its president must place the HQ next. */
export function headquartersDue(G: LAState, co: CoId, fc: FlowCtx): void {
  if (!hqOn(G)) return;
  if (!hqStops(G, co).length) { narrate(G, fc.turn, undefined, `${co} has no hub on the map for its HQ.`); return; }
  G.hqDue = co;
}

/** Why the acting president may not put `co`'s HQ on `stop` with `opening`, or null. */
export function placeHQReason(G: LAState, stop: unknown, opening: unknown): string | null {
  const co = G.hqDue;
  if (!co) return 'No Major is placing its HQ.';
  if (!HQ_OPENINGS.includes(opening as HQOpening)) return 'Choose the opening: taxBreak, landGrant or commercialZoning.';
  if (typeof stop !== 'string' || !hqStops(G, co).includes(stop)) return `The HQ goes on one of ${co}'s hubs: ${hqStops(G, co).join(', ')}.`;
  return null;
}

/** The enumerator's list at the point `hq`: each hub stop × each opening. */
export function hqChoices(G: LAState): MoveChoice[] {
  const co = G.hqDue;
  if (!co) return [];
  return hqStops(G, co).flatMap((stop) => HQ_OPENINGS.map((o) => ({ move: 'placeHeadquarters', args: [stop, o] })));
}

/** Places the HQ and applies the opening (Tax Break pays at once; Land Grant waits for the next OR turn). */
export function applyPlaceHQ(G: LAState, stop: StopId, opening: HQOpening, fc: FlowCtx, seat: string): void {
  const co = G.hqDue!;
  const c = G.companies[co]!;
  const hex = stop.split('#')[0];
  c.hq = { hex, opening, ...(opening === 'landGrant' ? { landGrant: 'due' as const } : {}) };
  G.hqDue = undefined;
  let what = '';
  if (opening === 'taxBreak') {
    c.treasury += HEADQUARTERS.taxBreak;
    G.bank -= HEADQUARTERS.taxBreak;
    what = `: the bank pays ${co} ${HEADQUARTERS.taxBreak}`;
  } else if (opening === 'landGrant') what = `: one more yellow lay in ${co}'s next OR turn, one of them free of terrain cost`;
  else what = `: the city is worth +${HEADQUARTERS.commercialZoning} to ${co}'s trains`;
  narrate(G, fc.turn, seat, `places ${co}'s HQ in city ${hex} and takes ${OPENING_NAME[opening]}${what}.`);
}

/** The route engine's extra for this company (Commercial Zoning): the HQ hex and the bonus, or nothing. */
export function zoningOf(c: Company): { hq?: { hex: HexKey; plus: number } } {
  return c.hq?.opening === 'commercialZoning' ? { hq: { hex: c.hq.hex, plus: HEADQUARTERS.commercialZoning } } : {};
}

/** The HQ city's value as `co`'s own trains count it now (Commercial Zoning and stop modifiers included; no Circus double). */
export function hqCityValue(G: LAState, co: CoId): number {
  const c = G.companies[co];
  if (!c?.hq || c.closed) return 0;
  const view = runView(G, co);
  const s = view.net.stops.findIndex((st) => !st.dd && st.hex === c.hq!.hex && st.hubs.includes(co));
  return s < 0 ? 0 : view.value[s];
}

/** Half the HQ city's value (city values are multiples of 10, so the half is whole; rounded down otherwise). */
export const hqIncome = (G: LAState, co: CoId): number => Math.floor(hqCityValue(G, co) * HEADQUARTERS.incomeFraction);

/**
 * The start of `co`'s OR turn (flow.ts `settle`, once per turn): the bank pays the HQ income to
 * the treasury (not revenue, no price move), and a Land Grant still due opens this turn.
 */
export function headquartersTurnStart(G: LAState, co: CoId, fc: FlowCtx): void {
  const c = G.companies[co];
  if (!c?.hq || c.closed || !G.or || c.hq.paidIn === orKey(G)) return;
  c.hq.paidIn = orKey(G);
  const value = hqCityValue(G, co);
  const income = hqIncome(G, co);
  if (income > 0) {
    c.treasury += income;
    G.bank -= income;
  }
  narrate(G, fc.turn, undefined, `${co}'s HQ in city ${c.hq.hex} (worth ${value} to its trains) earns ${income} from the bank.`);
  if (c.hq.landGrant === 'due') {
    c.hq.landGrant = 'used';
    G.or.lays.landGrant = { free: true };
    narrate(G, fc.turn, undefined, `${co}'s Land Grant: one more yellow lay this turn, and one yellow lay pays no terrain cost.`);
  }
}

/** Land Grant: the terrain cost of `co`'s yellow lay now (0 while the operating company's free lay is unused). `use` spends it (applyLay). */
export function grantedTerrainCost(G: LAState, co: CoId, cost: number, use = false): number {
  const grant = G.or?.lays.landGrant;
  if (cost <= 0 || !grant?.free || G.or!.queue[G.or!.idx] !== co) return cost;
  if (use) grant.free = false;
  return 0;
}

/** The extra yellow lays of this turn (Land Grant). */
export const grantedYellow = (lays: { landGrant?: { free: boolean } }): number => (lays.landGrant ? HEADQUARTERS.landGrantExtraYellow : 0);
