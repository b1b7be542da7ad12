// The run builder's Auto: the game's exact router (games/lost-atlas/route/router.ts, through
// route/steps.ts's turnPlan) run off the page's thread, so a long search never freezes the board.
// Request: { id, G } (the seat's view in the run stage); answer: { id, plan, revenue, ms } or
// { id, error }.
import { turnPlan } from '../../../games/lost-atlas/route/steps';
import { scorePlan } from '../../../games/lost-atlas/route/validate';
import { operatingCompany, runCards, runView } from '../../../games/lost-atlas/rules/choices';
import type { LAState } from '../../../games/lost-atlas/rules/state';

interface WorkerScope {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener('message', (event: MessageEvent<{ id: number; G: LAState }>) => {
  const { id, G } = event.data;
  const started = performance.now();
  try {
    const plan = turnPlan(G);
    const co = operatingCompany(G);
    const score = plan && co ? scorePlan(runView(G, co), runCards(G.companies[co]!), plan) : null;
    const revenue = score && typeof score !== 'string' ? score.revenue : null;
    scope.postMessage({ id, plan, revenue, ms: Math.round(performance.now() - started) });
  } catch (e) {
    scope.postMessage({ id, error: (e as Error).message });
  }
});
