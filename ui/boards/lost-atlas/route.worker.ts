// The run builder's Auto: the game's exact router (games/lost-atlas/route/router.ts, through
// route/steps.ts's turnPlan) run off the page's thread, so a long search never freezes the board.
// Request: { id, G } (the seat's view in the run stage); answer: { id, plan, ms } or { id, error }.
import { turnPlan } from '../../../games/lost-atlas/route/steps';
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
    scope.postMessage({ id, plan, ms: Math.round(performance.now() - started) });
  } catch (e) {
    scope.postMessage({ id, error: (e as Error).message });
  }
});
