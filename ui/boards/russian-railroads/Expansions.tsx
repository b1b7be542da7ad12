// The modules' boards: the Coal board's display (face-up foundries, the face-down pile, the coal
// factory card, everyone's coal), and the German and American boards' extras. Each is drawn only
// when its module is in play.
import type { RRState } from '../../../games/russian-railroads/rules/state';
import { SeatToken, Coal } from './pieces';
import { COLOUR_NAMES, foundryText, extensionSpaces, incomeText, coinSpaceText } from './model';
import { boardOf } from '../../../games/russian-railroads/rules/board';
import { goldenSpikeComplete } from '../../../games/russian-railroads/rules/scoring';
import { EXTENSION_BY_ID, GERMAN_LINES } from '../../../games/russian-railroads/data/board-german';
import { COIN_SPACE_COST, GOLDEN_SPIKE } from '../../../games/russian-railroads/data/board-american';

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

/**
 * German board extras: the München route, the railroad extensions (by station: the tiles this player
 * placed, and the tiles still in the shared pool, each with what its spaces give) and the income
 * markers left.
 */
export function GermanBoard({ G, pid }: { G: RRState; pid: string }) {
  if (G.setup.board !== 'german') return null;
  const p = G.players[pid];
  const areas = boardOf(G).areas;
  const pool = G.extensionPool ?? [];
  const income = Object.entries(G.incomePool ?? {});
  return (
    <section className="rr-module rr-german" aria-label="German board">
      <h4>Germany</h4>
      <div className="rr-module-row">
        <span>München: {p.route === 'H' ? 'towards Hamburg' : p.route === 'B' ? 'towards Berlin' : 'route not chosen yet (Hamburg or Berlin after space 8)'}</span>
      </div>
      <div className="rr-areas">
        {areas.map((area) => {
          const placed = p.extensions[area.id];
          const open = pool.filter((id) => EXTENSION_BY_ID[id]?.area === area.id);
          return (
            <div key={area.id} className="rr-area" aria-label={`${area.name} extensions`}>
              <div className="rr-area-head">
                <strong>{area.name}</strong>
                <span className="rr-muted">station: black track on {GERMAN_LINES[area.line]?.name} {area.station}</span>
              </div>
              {placed ? (
                <ExtensionTile id={placed} placed />
              ) : open.length ? (
                // Folded: with four players a station has five tiles to choose from.
                <details className="rr-ext-pool">
                  <summary>not placed yet: {open.length} tile{open.length === 1 ? '' : 's'} to choose from</summary>
                  {open.map((id) => <ExtensionTile key={id} id={id} />)}
                </details>
              ) : (
                <span className="rr-muted">not placed; none left</span>
              )}
            </div>
          );
        })}
      </div>
      {income.length > 0 && (
        <div className="rr-module-row">
          <span>Income markers left: {income.map(([id, n]) => `${incomeText(id)} ×${n}`).join(', ')}</span>
        </div>
      )}
    </section>
  );
}

function ExtensionTile({ id, placed = false }: { id: string; placed?: boolean }) {
  return (
    <div className={`rr-ext-tile${placed ? ' rr-ext-placed' : ''}`} data-extension={id}>
      <strong>{id}{placed ? ' (placed)' : ''}</strong>
      <ul>
        {extensionSpaces(id).map((text) => <li key={text}>{text}</li>)}
      </ul>
    </div>
  );
}

/**
 * American board extras: each coin space (the track colour it asks for, what its rouble buys, and
 * whether this seat's Done marker is on it) and the Golden Spike, line by line.
 */
export function AmericanBoard({ G, pid }: { G: RRState; pid: string }) {
  if (G.setup.board !== 'american') return null;
  const board = boardOf(G);
  const p = G.players[pid];
  const lines = board.lines;
  const spikeDone = (g: { line: number; space: number }) => goldenSpikeComplete(G, p, g);
  const spikes = board.goldenSpike.filter(spikeDone).length;
  return (
    <section className="rr-module rr-american" aria-label="American board">
      <h4>America</h4>
      <div className="rr-areas">
        <div className="rr-area" aria-label="Coin spaces">
          <div className="rr-area-head">
            <strong>Coin spaces</strong>
            <span className="rr-muted">{COIN_SPACE_COST} rouble each, now or later</span>
          </div>
          {board.coinSpaces.map((c) => {
            const done = p.claimed.includes(c.id);
            return (
              <div key={c.id} className={`rr-ext-tile${done ? ' rr-ext-placed' : ''}`} data-coin-space={c.id}>
                <strong>{lines[c.line]?.name} {c.space}{done ? ' ✓ Done' : ''}</strong>
                <ul><li>{COLOUR_NAMES[c.colour]} track here, then {COIN_SPACE_COST} rouble: {coinSpaceText(c)}</li></ul>
              </div>
            );
          })}
        </div>
        <div className="rr-area" aria-label="Golden Spike">
          <div className="rr-area-head">
            <strong>Golden Spike</strong>
            <span className="rr-muted">+{GOLDEN_SPIKE.points} every railroad scoring per line complete: now +{GOLDEN_SPIKE.points * spikes}</span>
          </div>
          {board.goldenSpike.map((g) => (
            <div key={g.line} className={`rr-ext-tile${spikeDone(g) ? ' rr-ext-placed' : ''}`} data-golden-spike={g.line}>
              <strong>{lines[g.line]?.name}{spikeDone(g) ? ' ✓ complete' : ''}</strong>
              <ul><li>black track and a locomotive on space {g.space}</li></ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
