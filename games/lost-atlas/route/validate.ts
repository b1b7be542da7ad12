// Route legality (design §6.2, R1–R12): one run, and a whole plan. The server trusts no client
// geometry: every link key is looked up in the network rebuilt from G. The router and the
// brute-force reference are both checked against `scorePlan`.
import type { TrainHeld, StopId } from '../rules/state';
import { configProblem, runSlots, type RunConfig } from './configs';
import { canTransit, type CompanyView } from './view';

export interface PlannedRun {
  /** The run slot: a card id, 'consist', 'part0' or 'part1'. */
  run: string;
  stops: StopId[];
  /** Link keys, one between each pair of consecutive stops. */
  links: string[];
  /** Overnight: the full cities among `stops` it passes through without counting them (§6.2 R7). */
  transit?: StopId[];
}
export interface Plan {
  config: RunConfig;
  runs: PlannedRun[];
  circus?: { run: string; stop: StopId };
}

export interface RunScore { counted: number; value: number; maxStopValue: number }

/**
 * Checks one run against R1–R9 (sides already used by the company's earlier runs in `used`, which
 * this run's sides are added to) and returns its value without Circus, or the reason it is illegal.
 */
export function checkRun(view: CompanyView, run: { stops: StopId[]; links: string[]; transit?: StopId[] }, limit: number | null, used: Set<number>): RunScore | string {
  const net = view.net;
  const transit = new Set(run.transit ?? []);
  if (transit.size && !view.overnight) return 'Only Overnight may pass through a full city.';
  if ([...transit].some((id) => !run.stops.includes(id))) return 'A city passed through must be on the run.';
  const idx: number[] = [];
  for (const id of run.stops) {
    const s = net.stopIndex.get(id);
    if (s === undefined) return `There is no stop ${id}.`;
    idx.push(s);
  }
  if (idx.length === 0) return 'A run needs a stop.';
  if (run.links.length !== idx.length - 1) return 'A run names one link between each pair of stops.';
  if (idx.length === 1) {
    // R9: a local run — exactly one own-hub city and no track.
    const s = idx[0];
    if (net.stops[s].dd || !view.own[s]) return 'A local run must be at a city holding one of the company\'s hubs.';
    return { counted: 1, value: view.value[s] + view.bonus[s], maxStopValue: view.value[s] };
  }
  const groups = new Set<number>();
  let value = 0, maxStopValue = 0, hasOwn = false, hasDD = false, hasExh = false;
  for (let i = 0; i < idx.length; i++) {
    const s = idx[i];
    const st = net.stops[s];
    if (groups.has(st.group)) return `${st.id} is counted twice in one run.`; // R5
    groups.add(st.group);
    const end = i === 0 || i === idx.length - 1;
    const passed = transit.has(st.id);
    if (passed && end) return `${st.id} is passed through: a run starts and ends at a stop it counts.`;
    if (passed && !canTransit(view, s)) return `${st.id} is not a full city: Overnight passes through full cities only.`; // R7
    if (st.dd && !end) return 'A Distant Destination may only be the first or last stop of a run.'; // R6
    if (!st.dd && view.full[s] && !end && !passed) return `${st.id} is full: it may only be the first or last stop.`; // R7
    if (i > 0) {
      const li = net.linkByKey.get(run.links[i - 1]);
      if (li === undefined) return `There is no track ${run.links[i - 1]}.`; // R1
      const link = net.links[li];
      if (link.from !== idx[i - 1] || link.to !== s) return `Track ${run.links[i - 1]} does not join ${net.stops[idx[i - 1]].id} to ${st.id}.`;
      for (const side of link.sides) {
        if (used.has(side)) return `The run reuses track at ${net.sideNames[side]}.`; // R2
        used.add(side);
      }
    }
    if (passed) continue; // a transit city counts nothing and is not a stop of the train
    value += view.value[s] + view.bonus[s];
    if (view.value[s] > maxStopValue) maxStopValue = view.value[s];
    if (view.own[s]) hasOwn = true;
    if (st.dd) hasDD = true;
    if (st.exhibition) hasExh = true;
  }
  const counted = idx.length - transit.size;
  if (!hasOwn) return 'A run must count a city holding one of the company\'s hubs.'; // R3
  if (limit !== null && counted > limit) return `The train counts at most ${limit} stops.`; // R4
  if (hasDD && hasExh) value += view.exhibitionBonus; // R11
  return { counted, value, maxStopValue };
}

/** Scores a whole plan (R1–R12): the revenue, or the reason it is illegal. */
export function scorePlan(view: CompanyView, cards: TrainHeld[], plan: Plan): { revenue: number; perRun: Record<string, number> } | string {
  const problem = configProblem(cards, plan.config, view.company.abilities);
  if (problem) return problem;
  const slots = new Map(runSlots(cards, plan.config, view.company.abilities).map((s) => [s.id, s.limit]));
  const used = new Set<number>();
  const seen = new Set<string>();
  const perRun: Record<string, number> = {};
  let revenue = 0;
  for (const run of plan.runs) {
    if (!slots.has(run.run)) return `There is no train ${run.run} to run.`;
    if (seen.has(run.run)) return `${run.run} runs at most once.`; // R12
    seen.add(run.run);
    const limit = slots.get(run.run)!;
    const doubled = plan.circus?.run === run.run;
    const score = checkRun(view, run, limit === null ? null : doubled ? limit - 1 : limit, used);
    if (typeof score === 'string') return score;
    let v = score.value;
    if (doubled) {
      if (!view.circus) return 'Only the Circus Company may count a stop twice, once per Operating Round.';
      if (!run.stops.includes(plan.circus!.stop) || run.transit?.includes(plan.circus!.stop)) return 'The doubled stop must be counted by that run.';
      v += view.value[view.net.stopIndex.get(plan.circus!.stop)!];
    }
    perRun[run.run] = v;
    revenue += v;
  }
  if (plan.circus && !seen.has(plan.circus.run)) return 'The doubled stop must be on a run.';
  return { revenue, perRun };
}
