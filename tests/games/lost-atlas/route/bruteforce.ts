// The reference router (design §6.4): it enumerates every run of every slot with no pruning and no
// shared search code, every combination of them and every Circus choice, and scores each plan with
// validate.ts. Exponential: for small maps only.
import type { TrainHeld } from '../../../../games/lost-atlas/rules/state';
import type { RunConfig } from '../../../../games/lost-atlas/route/configs';
import { runSlots, configProblem } from '../../../../games/lost-atlas/route/configs';
import { scorePlan, type Plan, type PlannedRun } from '../../../../games/lost-atlas/route/validate';
import type { CompanyView } from '../../../../games/lost-atlas/route/view';

/** Every config, without the router's dedup of identical cards: all subsets as consists, every split. */
function allConfigs(cards: TrainHeld[], view: CompanyView): RunConfig[] {
  const out: RunConfig[] = [{ mode: 'none' }];
  const ids = cards.map((c) => c.card);
  for (let mask = 0; mask < 1 << ids.length; mask++) {
    const consist = ids.filter((_, i) => mask & (1 << i));
    const c: RunConfig = { mode: 'couple', consist };
    if (!configProblem(cards, c, view.company.abilities)) out.push(c);
  }
  for (const card of cards) for (let a = 0; a <= 8; a++) for (let b = 0; b <= 8; b++) {
    const c: RunConfig = { mode: 'uncouple', card: card.card, split: [a, b] };
    if (!configProblem(cards, c, view.company.abilities)) out.push(c);
  }
  return out;
}

/**
 * Every stop sequence joined by links, no repeated group or side, terminals only at the ends; with
 * Overnight every full city on the way may also be passed through (a transit: never an end, not counted).
 */
function allPaths(view: CompanyView, cap: number | null): { stops: string[]; links: string[]; transit?: string[] }[] {
  const net = view.net;
  const out: { stops: string[]; links: string[]; transit?: string[] }[] = [];
  const ids = (xs: number[]) => xs.map((s) => net.stops[s].id);
  const walk = (stops: number[], links: number[], sides: Set<number>, groups: Set<number>, transit: number[]) => {
    const tail = stops[stops.length - 1];
    const passing = transit.includes(tail);
    if (stops.length >= 2 && !passing) out.push({ stops: ids(stops), links: links.map((l) => net.links[l].key), ...(transit.length ? { transit: ids(transit) } : {}) });
    if (stops.length > 1 && !passing && (net.stops[tail].dd || view.full[tail])) return;
    if (cap !== null && stops.length - transit.length >= cap) return;
    for (const l of net.out[tail]) {
      const link = net.links[l];
      if (groups.has(net.stops[link.to].group) || link.sides.some((s) => sides.has(s))) continue;
      const step = (t: number[]) => walk([...stops, link.to], [...links, l], new Set([...sides, ...link.sides]), new Set([...groups, net.stops[link.to].group]), t);
      step(transit);
      if (view.overnight && !net.stops[link.to].dd && view.full[link.to]) step([...transit, link.to]);
    }
  };
  for (let s = 0; s < net.stops.length; s++) walk([s], [], new Set(), new Set([net.stops[s].group]), []);
  for (let s = 0; s < net.stops.length; s++) out.push({ stops: [net.stops[s].id], links: [] });
  return out;
}

export function bruteForceRevenue(view: CompanyView, cards: TrainHeld[]): number {
  let best = 0;
  for (const config of allConfigs(cards, view)) {
    const slots = runSlots(cards, config, view.company.abilities);
    const options = slots.map((slot) => allPaths(view, slot.limit === null ? null : slot.limit));
    const chosen: PlannedRun[] = [];
    const rec = (i: number) => {
      if (i === slots.length) {
        const plans: Plan[] = [{ config, runs: [...chosen] }];
        for (const run of chosen) for (const stop of run.stops) plans.push({ config, runs: [...chosen], circus: { run: run.run, stop } });
        for (const plan of plans) {
          const s = scorePlan(view, cards, plan);
          if (typeof s !== 'string' && s.revenue > best) best = s.revenue;
        }
        return;
      }
      rec(i + 1); // the slot runs nothing
      for (const p of options[i]) {
        chosen.push({ run: slots[i].id, ...p });
        // A partial plan that is illegal without Circus stays illegal: a double only tightens the limit.
        if (typeof scorePlan(view, cards, { config, runs: chosen }) !== 'string') rec(i + 1);
        chosen.pop();
      }
    };
    rec(0);
  }
  return best;
}
