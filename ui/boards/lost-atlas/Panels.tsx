// The Lost Atlas board's panels around the map: players (cash, certificates), the charters
// (companies with their shares, treasury, trains and hubs), the stock market, the train rack (what
// is for sale, what rusts when), the tile tray, the last moves in words, and the end screen.
import type { ReactNode } from 'react';
import { STOCK_TRACK, TRAINS } from '../../../games/lost-atlas/data/economy';
import { MINORS } from '../../../games/lost-atlas/data/minors';
import { TRACK_TILES } from '../../../games/lost-atlas/data/trackTiles';
import { certificates, certLimit } from '../../../games/lost-atlas/rules/bank';
import { scoreRows, winners } from '../../../games/lost-atlas/rules/scoring';
import type { CoId, Company } from '../../../games/lost-atlas/rules/state';
import { ColorToken } from '../../kit/PatternDefs';
import { playerColor } from '../../kit/colors';
import { renderNarration } from '../../kit/narration';
import { TileGlyph } from './MapView';
import { companyFill, companyName, HQ_WORDS, price, seatName, trainLabel, type LAView } from './model';

export function CompanyChip({ id, G }: { id: string; G?: LAView }) {
  return (
    <span className="la-chip" style={{ background: companyFill(id) }} title={companyName(id, G)}>
      {id}
    </span>
  );
}

const openCompanies = (G: LAView): Company[] => (Object.values(G.companies) as Company[]).filter((c) => c && !c.closed);

/** A seat's certificate count, against Bank Break's limit when the game has one. */
export function certWords(G: LAView, seat: string): string {
  const n = certificates(G, seat);
  const limit = certLimit(G);
  return `${n} cert${n === 1 ? '' : 's'}${limit === null ? '' : ` of ${limit}`}`;
}

export function PlayersPanel({ G, names, acting }: { G: LAView; names: Record<string, string>; acting: string | null }) {
  return (
    <section className="la-panel" aria-label="Players">
      <h3>Players</h3>
      <ul className="la-players">
        {G.players.map((p, i) => {
          const seat = String(i);
          const held = Object.entries(G.holdings[seat] ?? {}).filter(([, n]) => n);
          return (
            <li key={seat} className={`la-player${acting === seat ? ' la-acting' : ''}${p.out ? ' la-out' : ''}`}>
              <span className="la-player-name">
                <ColorToken swatch={playerColor(seat)} size={16} /> {seatName(names, seat)}
                {G.priority === i && <span className="la-badge" title="Priority deal: first in the next Stock Round">priority</span>}
                {p.out && <span className="la-badge">bankrupt</span>}
              </span>
              <span className="la-player-sums">
                <span className="la-cash">{p.cash}</span>
                <span className="la-cert-count">{certWords(G, seat)}</span>
              </span>
              <span className="la-certs">
                {held.length ? held.map(([co, n]) => <span key={co} className="la-cert"><CompanyChip id={co} G={G} /> {n}</span>) : <span className="la-muted">no shares</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function shareHolders(G: LAView, co: CoId): [string, number][] {
  return Object.entries(G.holdings).map(([seat, h]) => [seat, h?.[co] ?? 0] as [string, number]).filter(([, n]) => n > 0);
}

/** The company cards; `actions(co)` adds the buttons of the Stock Round (buy, sell) to a card. */
export function ChartersPanel({ G, names, actions, operating }: { G: LAView; names: Record<string, string>; actions: (co: CoId) => ReactNode; operating: string | null }) {
  const available = G.charters.columns.map((col) => col[0]).filter(Boolean);
  const companies = openCompanies(G);
  return (
    <section className="la-panel" aria-label="Charters">
      <h3>Charters</h3>
      {available.length > 0 && (
        <p className="la-muted">
          Up for auction: {available.map((id) => <span key={id} className="la-cert"><CompanyChip id={id} /> {companyName(id)}</span>)}
        </p>
      )}
      {companies.length === 0 && <p className="la-muted">No company is running yet.</p>}
      <div className="la-charters">
        {companies.map((c) => {
          const row = MINORS.find((m) => m.id === c.id);
          return (
            <article key={c.id} className={`la-charter${operating === c.id ? ' la-acting' : ''}`} aria-label={`${c.id} ${companyName(c.id, G)}`}>
              <header style={{ background: companyFill(c.id) }}>
                <strong>{c.id}</strong> {companyName(c.id, G)} <span className="la-kind">{c.kind}</span>
              </header>
              <dl>
                <dt>President</dt><dd>{seatName(names, c.president)}</dd>
                <dt>Price</dt><dd>{price(c)}</dd>
                <dt>Treasury</dt><dd>{c.treasury}</dd>
                <dt>Shares</dt>
                <dd>
                  {shareHolders(G, c.id).map(([seat, n]) => <span key={seat} className="la-cert"><ColorToken swatch={playerColor(seat)} size={12} /> {n}</span>)}
                  {c.treasuryShares > 0 && <span className="la-cert">treasury {c.treasuryShares}</span>}
                  {c.poolShares > 0 && <span className="la-cert">pool {c.poolShares}</span>}
                </dd>
                <dt>Trains</dt>
                <dd>{c.trains.length ? c.trains.map((t) => <span key={t.card} className="la-train" title={t.card}>{trainLabel(t.type)}</span>) : <span className="la-muted">none</span>}{c.waiting.map((t) => <span key={t.card} className="la-train la-waiting" title={`${t.card} (waiting)`}>{trainLabel(t.type)}</span>)}</dd>
                <dt>Hubs</dt><dd>{c.hubs.filter((h) => h.state === 'placed').length} placed, {c.hubs.filter((h) => h.state !== 'placed').length} left</dd>
                {row && <><dt>Ability</dt><dd>{row.name}</dd></>}
                {c.hq && <><dt>HQ</dt><dd>city {c.hq.hex}, {HQ_WORDS[c.hq.opening] ?? c.hq.opening}</dd></>}
              </dl>
              {actions(c.id)}
            </article>
          );
        })}
      </div>
    </section>
  );
}

export function MarketPanel({ G }: { G: LAView }) {
  return (
    <section className="la-panel" aria-label="Stock market">
      <h3>Stock market</h3>
      <div className="la-market" role="list">
        {STOCK_TRACK.values.map((v, i) => (
          <div key={i} className={`la-market-cell${G.market[i]?.length ? ' la-occupied' : ''}`} role="listitem" aria-label={`${v}${G.market[i]?.length ? `: ${G.market[i].join(', ')}` : ''}`}>
            <span className="la-market-price">{v}</span>
            {(G.market[i] ?? []).map((co) => <CompanyChip key={co} id={co} G={G} />)}
          </div>
        ))}
      </div>
    </section>
  );
}

export function TrainRack({ G, buy }: { G: LAView; buy: ReactNode }) {
  const left: Record<string, number> = {};
  for (const card of G.trains.stack) {
    const type = card.replace(/^T(\d+)-.*/, '$1');
    left[type] = (left[type] ?? 0) + 1;
  }
  const top = G.trains.stack[0];
  return (
    <section className="la-panel" aria-label="Trains">
      <h3>Trains <span className="la-muted">· phase {G.phase}</span></h3>
      <table className="la-trains">
        <thead><tr><th>Train</th><th>Cost</th><th>Left</th><th>Rusts when</th></tr></thead>
        <tbody>
          {TRAINS.map((t) => (
            <tr key={t.type} className={top && top.startsWith(`T${t.type}-`) ? 'la-next' : undefined}>
              <td>{t.type === '7' ? '7 / ∞' : t.type}</td>
              <td>{Array.isArray(t.cost) ? t.cost.join(' / ') : t.cost}</td>
              <td>{left[t.type] ?? 0}</td>
              <td>{t.rustedBy ? `the first ${t.rustedBy} is bought` : 'never'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        For sale from the bank: {top ? <strong>{top}</strong> : 'nothing'}
        {G.trains.pool.length > 0 && <> · in the pool: {G.trains.pool.map((t) => <span key={t.card} className="la-train" title={t.card}>{trainLabel(t.type)}</span>)}</>}
      </p>
      {buy}
    </section>
  );
}

export function TileTray({ G, layable }: { G: LAView; layable: Set<string> }) {
  const tiles = TRACK_TILES.filter((t) => (G.tileSupply[t.id] ?? 0) > 0);
  return (
    <section className="la-panel" aria-label="Tile tray">
      <h3>Tile tray</h3>
      <div className="la-tray">
        {tiles.map((t) => (
          <figure key={t.id} className={`la-tray-tile${layable.has(t.id) ? ' la-layable' : ''}`} title={`Tile ${t.id}: ${G.tileSupply[t.id]} left${layable.has(t.id) ? ' (can be laid now)' : ''}`}>
            <svg viewBox="-22 -20 44 40" width={44} height={40} aria-hidden="true">
              <TileGlyph tile={t.id} rot={0} c={{ x: 0, y: 0 }} s={20} />
            </svg>
            <figcaption>{t.id} ×{G.tileSupply[t.id]}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

export function RecentLog({ G, names }: { G: LAView; names: Record<string, string> }) {
  const lines = (G.log ?? []).slice(-6);
  if (!lines.length) return null;
  return (
    <section className="la-panel la-recent" aria-label="Last moves">
      <h3>Last moves</h3>
      <ol>
        {lines.map((l, i) => <li key={i}>{renderNarration(l.text, names)}</li>)}
      </ol>
    </section>
  );
}

/** The final scores; `declared` are the winners the game declared (ctx.gameover), else the rule's. */
export function EndScreen({ G, names, winners: declared }: { G: LAView; names: Record<string, string>; winners?: string[] }) {
  const rows = scoreRows(G).sort((a, b) => b.total - a.total);
  const won = declared ?? winners(G);
  const reason =
    G.end?.reason === 'bankruptcy'
      ? 'A company could not buy a train and its president went bankrupt.'
      : G.end?.reason === 'bankBreak'
        ? 'The bank broke: the game ended after the second Operating Round of that cycle.'
        : 'The last cycle ended.';
  return (
    <section className="la-panel la-end" aria-label="Game over">
      <h2>Game over</h2>
      <p>{reason} {won.map((s) => seatName(names, s)).join(' and ')} {won.length > 1 ? 'share the win' : 'wins'}.</p>
      <table className="la-scores">
        <thead><tr><th>Player</th><th>Cash</th><th>Shares</th><th>Total</th></tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.seat} className={won.includes(r.seat) ? 'la-winner' : undefined}>
              <td><ColorToken swatch={playerColor(r.seat)} size={14} /> {seatName(names, r.seat)}{won.includes(r.seat) ? ' ★' : ''}</td>
              <td>{r.cash}</td>
              <td>{r.shares}</td>
              <td><strong>{r.total}</strong></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
