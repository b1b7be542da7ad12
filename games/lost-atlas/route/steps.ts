// The run stage played from a plan (design §5.4 "Auto", §5.6 `policy.decide`): the router's plan
// turned into the stage's small moves, one at a time — the config, then each run started, extended
// link by link and closed, the Circus double, and the confirmation. The UI's Auto button, the bots
// and the playout policy send these moves one by one.
import type { MoveChoice } from '../../kit/types';
import { operatingCompany, runCards, runView } from '../rules/choices';
import type { LAState } from '../rules/state';
import { autoRoute } from './router';
import type { Draft } from './draft';
import type { Plan } from './validate';

let planCache: { key: string; plan: Plan } | null = null;

/** The optimal plan of the operating company this turn (one router call per company turn, cached). */
export function turnPlan(G: LAState): Plan | null {
  const co = operatingCompany(G);
  if (!co || G.or?.step !== 'run') return null;
  const key = `${co}|${G.cycle}|${G.round}|${G.or.idx}|${G.map.version}|${Object.keys(G.map.hexes).length}`;
  if (planCache?.key === key) return planCache.plan;
  const c = G.companies[co]!;
  const plan = autoRoute(runView(G, co), runCards(c)).plan;
  planCache = { key, plan };
  return plan;
}

/** The next small move that follows `plan` from the current draft. */
export function nextPlanMove(d: Draft, plan: Plan): MoveChoice {
  const sameConfig = JSON.stringify(d.config) === JSON.stringify(plan.config);
  if (!sameConfig && !d.runs.length && !d.open) return { move: 'setRunConfig', args: [plan.config] };
  for (const run of plan.runs) {
    if (d.runs.some((r) => r.run === run.run)) continue;
    if (!d.open) return { move: 'startRun', args: [run.run, run.stops[0]] };
    if (d.open.run !== run.run) break;
    if (d.open.stops.length < run.stops.length) {
      const i = d.open.stops.length;
      return { move: 'extendRun', args: run.transit?.includes(run.stops[i]) ? [run.links[i - 1], true] : [run.links[i - 1]] };
    }
    return { move: 'closeRun', args: [] };
  }
  if (plan.circus && !d.circus) return { move: 'circusDouble', args: [plan.circus.run, plan.circus.stop] };
  return { move: 'confirmRuns', args: [] };
}

/** The next run-stage move of the optimal plan, or null outside the run stage. */
export function autoRunMove(G: LAState): MoveChoice | null {
  const plan = turnPlan(G);
  return plan ? nextPlanMove(G.or!.draft as Draft, plan) : null;
}
