// A company's view of the network (design §6.1): its own-hub stops, the cities full for it, each
// stop's value in the current phase and its per-run bonus, and the reach set (a BFS over links
// from its hubs; DDs and full cities are terminal).
import { ddCard } from '../data/ddCards';
import { PHASES, type Phase } from '../data/economy';
import { minorParam, type AbilityId } from '../data/minors';
import { PROJECTS } from '../data/projects';
import type { Network } from './network';
import type { StopId } from '../rules/state';
import { stopEventBonus, type StopEventMods } from '../rules/events';

export interface RouteContext {
  phase: Phase;
  /** DD stop → card id. */
  dd: Record<StopId, string>;
  /** Values of DD-4 when it is used (yellow, green, purple, grey). */
  ddCustom?: [number, number, number, number];
  /** The active event card's stop modifiers (§3.16: CHR-2, HER-3, HER-4). */
  events?: StopEventMods;
}

export interface RouteCompany {
  id: string;
  abilities: readonly AbilityId[];
  /** Circus: the double is still unused this OR (§3.12.1). */
  circusAvailable: boolean;
  /** Headquarters' Commercial Zoning: the HQ city (its hex; the stop holding this company's hub) is worth `plus` more to this company only. */
  hq?: { hex: string; plus: number };
}

export interface CompanyView {
  net: Network;
  company: RouteCompany;
  own: Uint8Array;
  full: Uint8Array;
  /** The stop's value (doubled by Circus). */
  value: Int32Array;
  /** Per-run bonus for counting the stop (Suburban), never doubled. */
  bonus: Int32Array;
  reach: Uint8Array;
  /** Exhibition Grounds' per-run bonus (a run counting the LMK-3 city and a DD). */
  exhibitionBonus: number;
  circus: boolean;
  /** Overnight: may pass through full cities (transit, §6.2 R7). */
  overnight: boolean;
}

export const EXHIBITION_BONUS = PROJECTS.find((p) => p.id === 'LMK-3')!.effect!.runBonusWithDD!;

export function ddValue(card: string, phase: Phase, custom?: [number, number, number, number]): number {
  const values = ddCard(card).values ?? custom;
  if (!values) throw new Error(`DD card ${card} needs custom values`);
  return values[PHASES.indexOf(phase)];
}

export function companyView(net: Network, company: RouteCompany, ctx: RouteContext): CompanyView {
  const n = net.stops.length;
  const own = new Uint8Array(n), full = new Uint8Array(n), reach = new Uint8Array(n);
  const value = new Int32Array(n), bonus = new Int32Array(n);
  const suburbBonus = company.abilities.includes('suburban') ? minorParam('SU', 'bonus') : 0;
  for (let s = 0; s < n; s++) {
    const st = net.stops[s];
    if (st.dd) {
      const card = ctx.dd[st.id];
      value[s] = card ? ddValue(card, ctx.phase, ctx.ddCustom) + (ctx.events?.dd ?? 0) : 0;
      continue;
    }
    own[s] = st.hubs.includes(company.id) ? 1 : 0;
    full[s] = !own[s] && st.hubs.length >= st.slots ? 1 : 0;
    value[s] = st.value + st.overlayValue + stopEventBonus(st.color, ctx.events) + (company.hq && own[s] && st.hex === company.hq.hex ? company.hq.plus : 0);
    bonus[s] = st.suburb === company.id ? suburbBonus : 0;
  }
  const queue: number[] = [];
  // Overnight passes through full cities (§3.1.1 OV): they do not end its reach.
  const overnight = company.abilities.includes('overnight');
  for (let s = 0; s < n; s++) if (own[s]) { reach[s] = 1; queue.push(s); }
  while (queue.length) {
    const s = queue.shift()!;
    for (const l of net.out[s]) {
      const t = net.links[l].to;
      if (reach[t]) continue;
      reach[t] = 1;
      if (!net.stops[t].dd && (!full[t] || overnight)) queue.push(t);
    }
  }
  return {
    net, company, own, full, value, bonus, reach, exhibitionBonus: EXHIBITION_BONUS,
    circus: company.abilities.includes('circus') && company.circusAvailable,
    overnight,
  };
}

/** May the company pass through this stop without counting it (Overnight at a city full for it, §6.2 R7)? */
export const canTransit = (view: CompanyView, s: number): boolean => view.overnight && !view.net.stops[s].dd && view.full[s] === 1;

/** Is the stop a terminal for this company: a DD, or a city full for it (§6.2 R6, R7)? */
export const isTerminal = (view: CompanyView, s: number): boolean => view.net.stops[s].dd || view.full[s] === 1;
