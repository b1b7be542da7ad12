// The modules' boards: the Coal board's display (face-up foundries, the face-down pile, the coal
// factory card, everyone's coal), and the German and American boards' extras. Each draws only
// what the state carries: without a module's data, nothing is drawn. The German and American
// rules are still being written, so their fields are read loosely.
import type { RRState } from '../../../games/russian-railroads/rules/state';
import { SeatToken, Coal } from './pieces';
import { foundryText, extensionText, incomeText, coinSpaceText } from './model';
import { boardOf } from '../../../games/russian-railroads/rules/board';
import { reach } from '../../../games/russian-railroads/rules/locos';

type Loose = Record<string, unknown>;

function asList(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

export function CoalBoard({ G, playerNames }: { G: RRState; playerNames: Record<string, string> }) {
  if (!G.setup.coal) return null;
  const nameOf = (p: string) => playerNames[p] ?? `Player ${Number(p) + 1}`;
  const display = G.foundryDisplay ?? [];
  return (
    <section className="rr-module rr-coal" aria-label="Coal board">
      <h3 className="rr-group-title"><Coal size={16} /> Foundries</h3>
      <div className="rr-foundry-row">
        {display.map((id) => (
          <div key={id} className="rr-foundry" title="Face up: taken only with the Foundry market space">
            <strong>{foundryText(id).name}</strong>
            <span>{foundryText(id).text}</span>
          </div>
        ))}
        <div className="rr-foundry rr-foundry-pile" title="Face down: their backs are boilermen">
          <strong>Face down</strong>
          <span>{G.foundryPileCount} left</span>
        </div>
        {G.coalFactory && (
          <div className="rr-foundry rr-coal-factory" title="Taken instead of the lowest factory, first come">
            <strong>Coal factory</strong>
            <span>3 coal when it fires</span>
          </div>
        )}
      </div>
      <ul className="rr-module-players">
        {Object.keys(G.players).map((pid) => {
          const p = G.players[pid];
          const boilers = (p.locoBoiler ?? []).filter(Boolean).length + (p.factoryBoiler ?? []).filter(Boolean).length;
          return (
            <li key={pid}>
              <SeatToken seat={pid} size={14} /> {nameOf(pid)}: <Coal size={12} /> {p.coal}
              {p.foundries.length > 0 && <> · {p.foundries.length} foundr{p.foundries.length === 1 ? 'y' : 'ies'}</>}
              {boilers > 0 && <> · {boilers} boilerm{boilers === 1 ? 'an' : 'en'}</>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** German board extras: the München route, the extension tiles and the income markers. */
export function GermanBoard({ G, pid }: { G: RRState; pid: string }) {
  if (G.setup.board !== 'german') return null;
  const g = G as unknown as Loose;
  const p = G.players[pid] as unknown as Loose;
  const route = p.route as string | undefined;
  const placed = Object.entries((p.extensions ?? {}) as Record<string, string>);
  const pool = asList(g.extensionPool) as string[];
  const income = (g.incomePool ?? {}) as Record<string, number>;
  return (
    <section className="rr-module rr-german" aria-label="German board">
      <h4>Germany</h4>
      <div className="rr-module-row">
        <span>München: {route === 'H' ? 'towards Hamburg' : route === 'B' ? 'towards Berlin' : 'route not chosen yet'}</span>
        <span>Extensions placed: {placed.length ? placed.map(([area, id]) => `${area}: ${extensionText(id)}`).join('; ') : 'none'}</span>
      </div>
      <div className="rr-module-row">
        {pool.length > 0 && <span>Extensions available: {pool.join(', ')}</span>}
        {Object.keys(income).length > 0 && (
          <span>Income markers left: {Object.entries(income).map(([id, n]) => `${incomeText(id)} ×${n}`).join(', ')}</span>
        )}
      </div>
    </section>
  );
}

/** American board extras: the coin spaces with their "Done" markers and the Golden Spike. */
export function AmericanBoard({ G, pid }: { G: RRState; pid: string }) {
  if (G.setup.board !== 'american') return null;
  const board = boardOf(G) as unknown as Loose;
  const p = G.players[pid];
  const coins = asList(board.coinSpaces) as { id: string; line: number; space: number; colour: number; reward: unknown }[];
  const spike = asList(board.goldenSpike) as { line: number; space: number }[];
  const lines = boardOf(G).lines;
  const done = coins.filter((c) => p.claimed.includes(c.id)).length;
  const spikes = spike.filter((g) => p.tracks[g.line]?.[0] >= g.space && reach(G, p, g.line) >= g.space).length;
  return (
    <section className="rr-module rr-american" aria-label="American board">
      <h4>America</h4>
      <div className="rr-module-row">
        <span>"Done" markers used: {done} of {coins.length}</span>
        {coins.map((c) => (
          <span key={c.id}>
            {lines[c.line]?.name} {c.space}: {coinSpaceText(c)} {p.claimed.includes(c.id) ? '✓ done' : ''}
          </span>
        ))}
      </div>
      {spike.length > 0 && <div className="rr-module-row"><span>Golden Spike: {spikes} of {spike.length} lines complete (+{10 * spikes} per scoring)</span></div>}
    </section>
  );
}
