// The run stage's small moves (design §5.4, §6.2): setRunConfig, startRun, extendRun, closeRun,
// circusDouble, confirmRuns. The draft is monotone (no undo inside the stage), so each step is
// refused as soon as it could not lead to a legal run: extendRun checks R1, R2, R4, R5–R8 for the new
// link; closeRun checks the whole run (R3, R9); confirmRuns drops an unclosed run and scores the plan.
import type { StopId, TrainHeld } from '../rules/state';
import { configProblem, runSlots, type RunConfig, type RunSlot } from './configs';
import { checkRun, scorePlan, type Plan, type PlannedRun } from './validate';
import { canTransit, isTerminal, type CompanyView } from './view';

export interface Draft {
  config: RunConfig;
  runs: PlannedRun[];
  open: PlannedRun | null;
  circus?: { run: string; stop: StopId };
}
export const emptyDraft = (): Draft => ({ config: { mode: 'none' }, runs: [], open: null });

const slotsOf = (view: CompanyView, cards: TrainHeld[], d: Draft): RunSlot[] => runSlots(cards, d.config, view.company.abilities);
function usedSides(view: CompanyView, runs: PlannedRun[]): Set<number> {
  const used = new Set<number>();
  for (const r of runs) for (const key of r.links) {
    const li = view.net.linkByKey.get(key);
    if (li !== undefined) for (const s of view.net.links[li].sides) used.add(s);
  }
  return used;
}

/** S000-0008: the config is set before the first run of the OR is started. */
export function setRunConfigReason(view: CompanyView, cards: TrainHeld[], d: Draft, config: RunConfig): string | null {
  if (d.runs.length || d.open) return 'The run configuration is chosen before the first run.';
  return configProblem(cards, config, view.company.abilities);
}

export function startRunReason(view: CompanyView, cards: TrainHeld[], d: Draft, run: string, stop: StopId): string | null {
  if (d.open) return 'Close or finish the run under way first.';
  if (!slotsOf(view, cards, d).some((s) => s.id === run)) return `There is no train ${run} to run.`;
  if (d.runs.some((r) => r.run === run)) return `${run} has already run.`;
  const s = view.net.stopIndex.get(stop);
  if (s === undefined) return `There is no stop ${stop}.`;
  if (!view.reach[s]) return 'The company does not reach that stop.';
  return null;
}
export function applyStartRun(d: Draft, run: string, stop: StopId): void {
  d.open = { run, stops: [stop], links: [] };
}

/**
 * The steps the open run may take next (the enumerator's list; each passes `extendRunReason`): a link
 * key, and for Overnight at a full city also the same link passed through (`[key, true]`).
 */
export function nextLinks(view: CompanyView, cards: TrainHeld[], d: Draft): ([string] | [string, true])[] {
  if (!d.open) return [];
  const tail = view.net.stopIndex.get(d.open.stops[d.open.stops.length - 1])!;
  const out: ([string] | [string, true])[] = [];
  for (const l of view.net.out[tail]) {
    const key = view.net.links[l].key;
    if (extendRunReason(view, cards, d, key) === null) out.push([key]);
    if (canTransit(view, view.net.links[l].to) && extendRunReason(view, cards, d, key, true) === null) out.push([key, true]);
  }
  return out;
}

const countedStops = (run: PlannedRun): number => run.stops.length - (run.transit?.length ?? 0);

/** `transit`: Overnight passes through the full city the link reaches, without counting it (§6.2 R7). */
export function extendRunReason(view: CompanyView, cards: TrainHeld[], d: Draft, linkKey: string, transit = false): string | null {
  const open = d.open;
  if (!open) return 'Start a run first.';
  const net = view.net;
  const li = net.linkByKey.get(linkKey);
  if (li === undefined) return `There is no track ${linkKey}.`; // R1
  const link = net.links[li];
  const tailId = open.stops[open.stops.length - 1];
  const tail = net.stopIndex.get(tailId)!;
  if (link.from !== tail) return 'The track must leave the last stop of the run.';
  if (open.stops.length > 1 && isTerminal(view, tail) && !open.transit?.includes(tailId)) return `${net.stops[tail].id} ends the run: a Distant Destination or a full city is only a first or last stop.`; // R6, R7
  const to = net.stops[link.to];
  if (transit && !canTransit(view, link.to)) return view.overnight ? `${to.id} is not a full city: Overnight passes through full cities only.` : 'Only Overnight may pass through a full city.';
  if (open.stops.some((id) => net.stops[net.stopIndex.get(id)!].group === to.group)) return `${to.id} is already counted by this run.`; // R5
  const used = usedSides(view, [...d.runs, open]);
  if (link.sides.some((s) => used.has(s))) return 'The run may not reuse track.'; // R2
  const limit = slotsOf(view, cards, d).find((s) => s.id === open.run)!.limit;
  if (!transit && limit !== null && countedStops(open) + 1 > limit) return `The train counts at most ${limit} stops.`; // R4
  return null;
}
export function applyExtendRun(view: CompanyView, d: Draft, linkKey: string, transit = false): void {
  const link = view.net.links[view.net.linkByKey.get(linkKey)!];
  const id = view.net.stops[link.to].id;
  d.open!.stops.push(id);
  d.open!.links.push(linkKey);
  if (transit) d.open!.transit = [...(d.open!.transit ?? []), id];
}

export function closeRunReason(view: CompanyView, cards: TrainHeld[], d: Draft): string | null {
  if (!d.open) return 'No run is under way.';
  const limit = slotsOf(view, cards, d).find((s) => s.id === d.open!.run)!.limit;
  const score = checkRun(view, d.open, limit, usedSides(view, d.runs));
  return typeof score === 'string' ? score : null;
}
export function applyCloseRun(d: Draft): void {
  d.runs.push(d.open!);
  d.open = null;
}

/** S000-0006: once per OR, a closed run counts one of its stops twice, if the train has a stop to spare. */
export function circusDoubleReason(view: CompanyView, cards: TrainHeld[], d: Draft, run: string, stop: StopId): string | null {
  if (!view.circus) return 'Only the Circus Company may count a stop twice, once per Operating Round.';
  if (d.circus) return 'A stop has already been counted twice this Operating Round.';
  const r = d.runs.find((x) => x.run === run);
  if (!r) return 'Double a stop of a finished run.';
  if (!r.stops.includes(stop) || r.transit?.includes(stop)) return 'The doubled stop must be counted by that run.';
  const limit = slotsOf(view, cards, d).find((s) => s.id === run)!.limit;
  if (limit !== null && countedStops(r) + 1 > limit) return `The double uses a stop: the train counts at most ${limit}.`;
  return null;
}

/** The plan the confirmed draft stands for (an unclosed run is dropped) and its revenue. */
export function confirmRuns(view: CompanyView, cards: TrainHeld[], d: Draft): { plan: Plan; revenue: number } {
  const plan: Plan = { config: d.config, runs: d.runs, ...(d.circus ? { circus: d.circus } : {}) };
  const s = scorePlan(view, cards, plan);
  if (typeof s === 'string') throw new Error(`a confirmed draft must be legal: ${s}`);
  return { plan, revenue: s.revenue };
}
