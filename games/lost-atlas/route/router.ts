// The optimal auto-router (design §6.3). It runs only in the UI worker and the bots; the server
// never optimises. Short runs (limit ≤ 8) choose among candidates enumerated once; long runs (∞, or
// a consist of 9+) are grown by a bounded DFS. Every bound ignores a constraint, so the search is
// exact unless the expansion budget runs out (then `optimal: false`). The winning plan is rebuilt
// through validate.ts and must score exactly the search value.
import type { TrainHeld } from '../rules/state';
import { runConfigs, runSlots, SHORT_LIMIT_MAX, type RunConfig, type RunSlot } from './configs';
import { scorePlan, type Plan } from './validate';
import { canTransit, isTerminal, type CompanyView } from './view';

export interface RouteOptions {
  /** Expansions (DFS pushes and candidate steps) before the search gives up its proof of optimality. */
  budget?: number;
}
export interface RouteResult {
  plan: Plan;
  revenue: number;
  optimal: boolean;
  expansions: number;
}
export const DEFAULT_BUDGET = 5_000_000;

interface Run {
  stops: number[];
  links: number[];
  /** Overnight: the full cities among `stops` passed through, not counted. */
  transit: number[];
  bits: Uint32Array;
  counted: number;
  /** Value with per-run bonuses, without Circus. */
  value: number;
  /** The largest stop value: what a Circus double adds. */
  maxV: number;
}

class Budget {
  used = 0;
  exhausted = false;
  constructor(readonly limit: number) {}
  step(): boolean {
    if (++this.used > this.limit) this.exhausted = true;
    return !this.exhausted;
  }
}

const conflicts = (a: Uint32Array, b: Uint32Array): boolean => {
  for (let w = 0; w < a.length; w++) if (a[w] & b[w]) return true;
  return false;
};
const union = (a: Uint32Array, b: Uint32Array): Uint32Array => {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = a[w] | b[w];
  return out;
};

/**
 * Every legal multi-stop run (R1–R9) from the reach set, each undirected run once, with at most
 * `cap` counted stops (null = no cap), avoiding the sides in `base`. `emit` receives each run;
 * `prune(value, counted, exhibitionEarned)` may cut a branch.
 */
function forEachRun(
  view: CompanyView, cap: number | null, base: Uint32Array, budget: Budget,
  emit: (run: Run) => void,
  prune?: (value: number, counted: number, exhibitionEarned: boolean) => boolean,
): void {
  const net = view.net;
  const bits = new Uint32Array(base);
  const groupSeen = new Uint8Array(net.groups);
  const stops: number[] = [];
  const links: number[] = [];
  const transit: number[] = [];
  // `passing`: the tail is a full city Overnight passes through (§6.3 transit branch): never an end, never a terminal.
  const rec = (tail: number, counted: number, value: number, maxV: number, hasOwn: boolean, hasDD: boolean, hasExh: boolean, passing = false) => {
    if (!budget.step()) return;
    const exh = hasDD && hasExh;
    if (!passing && counted >= 2 && hasOwn && stops[0] < tail) {
      emit({ stops: [...stops], links: [...links], transit: [...transit], bits: new Uint32Array(bits), counted, value: value + (exh ? view.exhibitionBonus : 0), maxV });
    }
    if (stops.length > 1 && !passing && isTerminal(view, tail)) return;
    if (cap !== null && counted >= cap) return;
    if (prune && prune(value + (exh ? view.exhibitionBonus : 0), counted, exh)) return;
    for (const l of net.out[tail]) {
      const link = net.links[l];
      const t = link.to;
      const g = net.stops[t].group;
      if (groupSeen[g] || !view.reach[t]) continue;
      let clash = false;
      for (const s of link.sides) if (bits[s >>> 5] & (1 << (s & 31))) { clash = true; break; }
      if (clash) continue;
      for (const s of link.sides) bits[s >>> 5] |= 1 << (s & 31);
      groupSeen[g] = 1;
      stops.push(t);
      links.push(l);
      const st = net.stops[t];
      rec(t, counted + 1, value + view.value[t] + view.bonus[t], Math.max(maxV, view.value[t]), hasOwn || view.own[t] === 1, hasDD || st.dd, hasExh || st.exhibition);
      if (canTransit(view, t) && !budget.exhausted) {
        transit.push(t);
        rec(t, counted, value, maxV, hasOwn, hasDD, hasExh, true);
        transit.pop();
      }
      stops.pop();
      links.pop();
      groupSeen[g] = 0;
      for (const s of link.sides) bits[s >>> 5] &= ~(1 << (s & 31));
      if (budget.exhausted) return;
    }
  };
  for (let s = 0; s < net.stops.length; s++) {
    if (!view.reach[s]) continue;
    const st = net.stops[s];
    groupSeen[st.group] = 1;
    stops.push(s);
    rec(s, 1, view.value[s] + view.bonus[s], view.value[s], view.own[s] === 1, st.dd, st.exhibition);
    stops.pop();
    groupSeen[st.group] = 0;
    if (budget.exhausted) return;
  }
}

/** Local runs (R9): one own-hub city, no track. */
function localRuns(view: CompanyView, words: number): Run[] {
  const out: Run[] = [];
  for (let s = 0; s < view.net.stops.length; s++) {
    if (!view.own[s] || view.net.stops[s].dd) continue;
    out.push({ stops: [s], links: [], transit: [], bits: new Uint32Array(words), counted: 1, value: view.value[s] + view.bonus[s], maxV: view.value[s] });
  }
  return out;
}

const byValueDesc = (a: Run, b: Run) => b.value - a.value;
const isLong = (slot: RunSlot) => slot.limit === null || slot.limit > SHORT_LIMIT_MAX;

/** The best plan for the company's cards (design §6.3). */
export function autoRoute(view: CompanyView, cards: TrainHeld[], options: RouteOptions = {}): RouteResult {
  const budget = new Budget(options.budget ?? DEFAULT_BUDGET);
  const W = view.net.words;
  const abilities = view.company.abilities;
  const configs = runConfigs(cards, abilities).map((config) => {
    const slots = runSlots(cards, config, abilities);
    // long slots first, then short ones by limit (identical slots adjacent)
    slots.sort((a, b) => Number(isLong(b)) - Number(isLong(a)) || (b.limit ?? Infinity) - (a.limit ?? Infinity));
    return { config, slots };
  });
  const shortLimits = configs.flatMap((c) => c.slots.filter((s) => !isLong(s)).map((s) => s.limit!));
  const anyLong = configs.some((c) => c.slots.some(isLong));
  const candCap = Math.max(0, ...shortLimits, anyLong ? 2 : 0);

  // 1. candidates
  const cands: Run[] = localRuns(view, W);
  if (candCap >= 2) forEachRun(view, candCap, new Uint32Array(W), budget, (r) => cands.push(r));
  cands.sort(byValueDesc);
  const candsUpTo = new Map<number, Run[]>();
  const listFor = (limit: number | null): Run[] => {
    const key = limit ?? Infinity;
    let list = candsUpTo.get(key);
    if (!list) {
      list = cands.filter((r) => limit === null || r.counted <= limit);
      candsUpTo.set(key, list);
    }
    return list;
  };

  // bounds
  const gains: number[] = [];
  let circusBound = 0;
  let exhibitionPossible = false, ddReachable = false;
  for (let s = 0; s < view.net.stops.length; s++) {
    if (!view.reach[s]) continue;
    gains.push(view.value[s] + view.bonus[s]);
    if (view.circus) circusBound = Math.max(circusBound, view.value[s]);
    if (view.net.stops[s].exhibition) exhibitionPossible = true;
    if (view.net.stops[s].dd) ddReachable = true;
  }
  const exhBound = exhibitionPossible && ddReachable ? view.exhibitionBonus : 0;
  gains.sort((a, b) => b - a);
  const prefix = [0];
  for (const g of gains) prefix.push(prefix[prefix.length - 1] + Math.max(0, g));
  const topSum = (k: number | null) => prefix[k === null ? prefix.length - 1 : Math.max(0, Math.min(k, prefix.length - 1))];
  const longBound = (limit: number | null) => topSum(limit) + exhBound;

  let best = 0;
  let bestPlan: Plan = { config: { mode: 'none' }, runs: [] };
  const record = (config: RunConfig, slots: RunSlot[], chosen: (Run | null)[], circusSlot: number, value: number) => {
    if (value <= best) return;
    best = value;
    const ids = (r: Run) => r.stops.map((s) => view.net.stops[s].id);
    const plan: Plan = { config, runs: [] };
    slots.forEach((slot, i) => {
      const r = chosen[i];
      if (r) plan.runs.push({ run: slot.id, stops: ids(r), links: r.links.map((l) => view.net.links[l].key), ...(r.transit.length ? { transit: r.transit.map((s) => view.net.stops[s].id) } : {}) });
    });
    if (circusSlot >= 0) {
      const r = chosen[circusSlot]!;
      const stop = r.stops.find((s) => view.value[s] === r.maxV && !r.transit.includes(s))!;
      plan.circus = { run: slots[circusSlot].id, stop: view.net.stops[stop].id };
    }
    bestPlan = plan;
  };
  const canDouble = (slot: RunSlot, r: Run) => view.circus && r.maxV > 0 && (slot.limit === null || r.counted < slot.limit);

  // 2. greedy incumbent
  for (const { config, slots } of configs) {
    let bits: Uint32Array = new Uint32Array(W);
    let value = 0;
    const chosen: (Run | null)[] = slots.map(() => null);
    slots.forEach((slot, i) => {
      const r = listFor(slot.limit).find((c) => !conflicts(bits, c.bits));
      if (!r) return;
      chosen[i] = r;
      bits = union(bits, r.bits);
      value += r.value;
    });
    let circusSlot = -1, gain = 0;
    chosen.forEach((r, i) => {
      if (r && canDouble(slots[i], r) && r.maxV > gain) { gain = r.maxV; circusSlot = i; }
    });
    record(config, slots, chosen, circusSlot, value + gain);
  }

  // 3. exact search per config, best optimistic bound first
  const ranked = configs.map((c) => {
    const ub = c.slots.reduce((s, slot) => s + (isLong(slot) ? longBound(slot.limit) : (listFor(slot.limit)[0]?.value ?? 0)), 0) + circusBound;
    return { ...c, ub };
  }).sort((a, b) => b.ub - a.ub);

  for (const { config, slots, ub } of ranked) {
    if (budget.exhausted) break;
    if (ub <= best) continue;
    const n = slots.length;
    const nLong = slots.filter(isLong).length;
    const lists = slots.map((s) => listFor(s.limit));
    const suffix = new Array<number>(n + 1).fill(0);
    for (let i = n - 1; i >= 0; i--) suffix[i] = suffix[i + 1] + (i < nLong ? longBound(slots[i].limit) : (lists[i][0]?.value ?? 0));
    const chosen: (Run | null)[] = slots.map(() => null);
    const chosenIdx = new Array<number>(n).fill(0);
    let circusSlot = -1;
    const identicalToPrevious = (i: number) => i > nLong && slots[i].limit === slots[i - 1].limit;

    const shortBB = (i: number, bits: Uint32Array, acc: number, circusUsed: boolean): void => {
      if (budget.exhausted) return;
      if (i === n) {
        record(config, slots, chosen, circusSlot, acc);
        return;
      }
      const slot = slots[i];
      const list = lists[i];
      const cb = circusUsed ? 0 : circusBound;
      const start = identicalToPrevious(i) ? chosenIdx[i - 1] : 0;
      for (let k = start; k < list.length; k++) {
        if (!budget.step()) return;
        const r = list[k];
        if (acc + r.value + suffix[i + 1] + cb <= best) break;
        if (conflicts(bits, r.bits)) continue;
        chosen[i] = r;
        chosenIdx[i] = k;
        const next = union(bits, r.bits);
        shortBB(i + 1, next, acc + r.value, circusUsed);
        if (!circusUsed && canDouble(slot, r)) {
          circusSlot = i;
          shortBB(i + 1, next, acc + r.value + r.maxV, true);
          circusSlot = -1;
        }
      }
      chosen[i] = null;
      chosenIdx[i] = list.length;
      if (acc + suffix[i + 1] + cb > best) shortBB(i + 1, bits, acc, circusUsed);
    };

    const longRec = (li: number, bits: Uint32Array, acc: number, circusUsed: boolean): void => {
      if (budget.exhausted) return;
      if (li === nLong) {
        shortBB(nLong, bits, acc, circusUsed);
        return;
      }
      const slot = slots[li];
      const rest = suffix[li + 1];
      const cb = circusUsed ? 0 : circusBound;
      const take = (r: Run | null, next: Uint32Array) => {
        chosen[li] = r;
        const v = r ? r.value : 0;
        longRec(li + 1, next, acc + v, circusUsed);
        if (r && !circusUsed && canDouble(slot, r)) {
          circusSlot = li;
          longRec(li + 1, next, acc + v + r.maxV, true);
          circusSlot = -1;
        }
        chosen[li] = null;
      };
      take(null, bits);
      for (const r of localRuns(view, W)) take(r, bits);
      forEachRun(view, slot.limit, bits, budget,
        (r) => take(r, union(bits, r.bits)),
        (value, counted, exhEarned) => {
          const tail = (slot.limit === null ? topSum(null) : topSum(slot.limit - counted)) + (exhEarned ? 0 : exhBound);
          return acc + value + tail + rest + cb <= best;
        });
    };

    longRec(0, new Uint32Array(W), 0, false);
  }

  // 4. the plan must score exactly what the search found
  const check = scorePlan(view, cards, bestPlan);
  if (typeof check === 'string' || check.revenue !== best) {
    throw new Error(`router plan does not validate: ${typeof check === 'string' ? check : `${check.revenue} ≠ ${best}`}`);
  }
  return { plan: bestPlan, revenue: best, optimal: !budget.exhausted, expansions: budget.used };
}
