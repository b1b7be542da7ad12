// The modules' boards: Coal (coal board, foundries, coal), German and American boards. The rules
// for them are still being written, so each component renders what the state carries and nothing
// else: when G has no data for a module, nothing is drawn.
import type { RRState } from '../../../games/russian-railroads/rules/state';
import { SeatToken } from './pieces';

type Loose = Record<string, unknown>;

function asList(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

function label(v: unknown): string {
  if (v == null) return '—';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'object') {
    const o = v as Loose;
    const id = o.id ?? o.name ?? o.kind;
    if (id != null) return String(id);
  }
  return JSON.stringify(v);
}

/** The coal board and the foundries: face-up display, face-down pile, each player's coal and foundries. */
export function CoalBoard({ G, playerNames }: { G: RRState; playerNames: Record<string, string> }) {
  const coal = (G as unknown as Loose).coal as Loose | undefined | null;
  if (!G.setup.coal && !coal) return null;
  const faceUp = asList(coal?.faceUp ?? coal?.display ?? coal?.foundries);
  const pile = coal?.pileCount ?? coal?.deckCount ?? asList(coal?.pile).length;
  const nameOf = (p: string) => playerNames[p] ?? `Player ${Number(p) + 1}`;
  return (
    <section className="rr-module rr-coal" aria-label="Coal board">
      <h3 className="rr-group-title">Coal board</h3>
      <div className="rr-module-row">
        <span>Face-up foundries: {faceUp.length ? faceUp.map(label).join(', ') : 'none'}</span>
        <span>Face-down pile: {String(pile ?? 0)}</span>
      </div>
      <ul className="rr-module-players">
        {Object.keys(G.players).map((pid) => {
          const p = G.players[pid] as unknown as Loose;
          const foundries = asList(p.foundries);
          const boilermen = asList(p.boilermen);
          return (
            <li key={pid}>
              <SeatToken seat={pid} size={14} /> {nameOf(pid)}: coal {String(p.coal ?? 0)}
              {foundries.length > 0 && <> · foundries {foundries.map(label).join(', ')}</>}
              {boilermen.length > 0 && <> · boilermen {boilermen.length}</>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** German board extras: the Hamburg/Berlin choice, placed extensions, income markers. */
export function GermanBoard({ G, pid }: { G: RRState; pid: string }) {
  if (G.setup.board !== 'german') return null;
  const p = G.players[pid] as unknown as Loose;
  const g = (p.german ?? {}) as Loose;
  const route = g.route ?? p.route;
  const extensions = asList(g.extensions ?? p.extensions);
  const income = asList(g.income ?? p.income);
  return (
    <section className="rr-module rr-german" aria-label="German board">
      <h4>Germany</h4>
      <div className="rr-module-row">
        <span>München route: {route ? String(route) : 'not chosen yet'}</span>
        {extensions.length > 0 && <span>Extensions: {extensions.map(label).join(', ')}</span>}
        {income.length > 0 && <span>Income markers: {income.map(label).join(', ')}</span>}
      </div>
    </section>
  );
}

/** American board extras: the Golden Spike and the "Done" markers on the coin spaces. */
export function AmericanBoard({ G, pid }: { G: RRState; pid: string }) {
  if (G.setup.board !== 'american') return null;
  const p = G.players[pid] as unknown as Loose;
  const a = (p.american ?? {}) as Loose;
  const done = asList(a.done ?? p.done);
  return (
    <section className="rr-module rr-american" aria-label="American board">
      <h4>America</h4>
      <div className="rr-module-row">
        <span>"Done" markers used: {done.length} of 3{done.length ? ` (${done.map(label).join(', ')})` : ''}</span>
        {a.goldenSpike != null && <span>Golden Spike: {String(a.goldenSpike)}</span>}
      </div>
    </section>
  );
}
