// The page side of the router worker: one worker per board, started on the first Auto, asked for
// the operating company's optimal plan.
import type { Plan } from '../../../games/lost-atlas/route/validate';
import type { LAState } from '../../../games/lost-atlas/rules/state';

let worker: Worker | null = null;
let nextId = 1;
export interface RouterAnswer { plan: Plan | null; revenue: number | null; ms: number }
const waiting = new Map<number, { resolve: (r: RouterAnswer) => void; reject: (e: Error) => void }>();

function routerWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./route.worker.ts', import.meta.url), { type: 'module', name: 'lost-atlas-router' });
  worker.onmessage = (event: MessageEvent<{ id: number; plan?: Plan | null; revenue?: number | null; ms?: number; error?: string }>) => {
    const { id, plan, revenue, ms, error } = event.data;
    const w = waiting.get(id);
    if (!w) return;
    waiting.delete(id);
    if (error) w.reject(new Error(error));
    else w.resolve({ plan: plan ?? null, revenue: revenue ?? null, ms: ms ?? 0 });
  };
  worker.onerror = (e) => {
    for (const w of waiting.values()) w.reject(new Error(e.message || 'the router worker failed'));
    waiting.clear();
    worker = null;
  };
  return worker;
}

/** The optimal plan of the company in the run stage of `G`, computed in the worker. */
export function planInWorker(G: LAState): Promise<RouterAnswer> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    routerWorker().postMessage({ id, G });
  });
}
