// The run stage of an operating company: the runs built so far, the next steps the enumerator
// offers (configuration, start, extend, close, Circus, confirm) and the Auto button, which asks
// the router worker for the optimal plan and then plays its steps one by one.
import type { MoveChoice } from '../../../games/kit/types';
import { runCards } from '../../../games/lost-atlas/rules/choices';
import type { Company } from '../../../games/lost-atlas/rules/state';
import { mv, step } from '../../kit/markers';
import { argsKey, moveWords, stopWords, trainLabel, type LAView } from './model';

export interface AutoState {
  status: 'idle' | 'thinking' | 'playing' | 'failed';
  ms?: number;
  /** The optimal plan's revenue, as the router scored it. */
  revenue?: number | null;
  error?: string;
}

interface Props {
  G: LAView;
  company: Company;
  moves: MoveChoice[];
  play: (move: string, ...args: unknown[]) => void;
  slot: string | null;
  setSlot: (slot: string) => void;
  slots: string[];
  auto: AutoState;
  onAuto: () => void;
}

/** The stop a link key ends at (`from>to@sides`). */
export const linkTarget = (link: string): string => link.slice(link.indexOf('>') + 1, link.indexOf('@') < 0 ? undefined : link.indexOf('@'));

export function RunBuilder({ G, company, moves, play, slot, setSlot, slots, auto, onAuto }: Props) {
  const d = G.or!.draft;
  const cards = runCards(company);
  const busy = auto.status === 'thinking' || auto.status === 'playing';
  const of = (name: string) => moves.filter((m) => m.move === name);
  const button = (m: MoveChoice, label = moveWords(m, G), primary = false) => (
    <button key={argsKey(m)} type="button" className={`la-button${primary ? ' la-primary' : ''}`} onClick={() => play(m.move, ...(m.args ?? []))} {...mv(m.move, ...(m.args ?? []))}>
      {label}
    </button>
  );
  const starts = of('startRun').filter((m) => m.args![0] === slot);
  return (
    <div className="la-run-builder" aria-label="Run builder">
      <p>
        <strong>{company.id}</strong> runs {cards.map((t) => <span key={t.card} className="la-train" title={t.card}>{trainLabel(t.type)}</span>)}
        {d.config.mode !== 'none' && <span className="la-muted"> · {moveWords({ move: 'setRunConfig', args: [d.config] }, G)}</span>}
      </p>
      {(d.runs.length > 0 || d.open) && (
        <ol className="la-runs">
          {d.runs.map((r) => <li key={r.run}>{r.run}: {r.stops.map(stopWords).join(' → ')}</li>)}
          {d.open && <li className="la-open-run">{d.open.run} (building): {d.open.stops.map(stopWords).join(' → ')}</li>}
        </ol>
      )}
      <div className="la-actions">
        <button type="button" className="la-button la-auto" onClick={onAuto} disabled={busy} {...(busy ? {} : step('auto'))} title="The best routes, found by the game's exact router">
          {auto.status === 'thinking' ? 'Finding the best routes…' : auto.status === 'playing' ? 'Running the best routes…' : 'Auto'}
        </button>
        {auto.status === 'failed' && <span className="la-muted">The router failed: {auto.error}</span>}
        {auto.ms !== undefined && auto.status !== 'failed' && (
          <span className="la-muted">best revenue {auto.revenue ?? '?'} (router {auto.ms} ms)</span>
        )}
      </div>
      {!busy && (
        <>
          {of('setRunConfig').length > 0 && <div className="la-actions">{of('setRunConfig').map((m) => button(m))}</div>}
          {!d.open && slots.length > 0 && (
            <div className="la-actions">
              <span>Next run:</span>
              {slots.map((s) => (
                <button key={s} type="button" className={`la-button la-small${s === slot ? ' la-chosen' : ''}`} aria-pressed={s === slot} onClick={() => setSlot(s)}>
                  {s}
                </button>
              ))}
              {starts.length > 0 && <span className="la-muted">tap a highlighted city on the map to start it</span>}
            </div>
          )}
          {d.open && of('extendRun').length > 0 && (
            <div className="la-actions">
              <span>Go on to:</span>
              {/* Overnight may pass through a full city (second argument true): not counted, the run goes on. */}
              {of('extendRun').map((m) => button(m, m.args![1] ? `→ through ${stopWords(linkTarget(m.args![0]))} (Overnight: not counted)` : `→ ${stopWords(linkTarget(m.args![0]))}`))}
            </div>
          )}
          <div className="la-actions">
            {of('closeRun').map((m) => button(m))}
            {of('circusDouble').map((m) => button(m))}
            {of('confirmRuns').map((m) => button(m, d.runs.length || d.open ? 'Confirm the runs' : 'Confirm: run nothing', true))}
          </div>
          {starts.length > 0 && (
            <details className="la-list-fallback">
              <summary>Start cities as a list</summary>
              <div className="la-actions">{starts.map((m) => button(m))}</div>
            </details>
          )}
        </>
      )}
    </div>
  );
}
