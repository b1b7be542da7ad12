// The narrow strips around the board: engineers and rounds left, turn order, the score track,
// the supplies, and Emil in the solo game.
import type { RRState } from '../../../games/russian-railroads/rules/state';
import { publicEngineerSlots } from '../../../games/russian-railroads/rules/actions';
import { PLAYER_COUNTS } from '../../../games/russian-railroads/data/setup';
import { engineerText } from './model';
import { Loco, Rouble, SeatToken, Worker } from './pieces';

export function EngineerStrip({ G }: { G: RRState }) {
  const L = G.engineers.length;
  const pub = publicEngineerSlots(G);
  const roundsLeft = G.setup.rounds - G.round + 1;
  return (
    <section className="rr-strip rr-engineers" aria-label="Engineer strip">
      <h3 className="rr-strip-title">
        Round {G.round} of {G.setup.rounds} <span className="rr-muted">· {roundsLeft === 1 ? 'last round' : `${roundsLeft} rounds left`}</span>
      </h3>
      <ol className="rr-eng-strip">
        {G.engineers.map((id, i) => {
          const isHire = i === L - 1;
          const isPublic = pub.includes(i);
          const label = isHire ? 'hire' : String(L - 1 - i);
          const e = id != null ? engineerText(id) : null;
          return (
            <li
              key={i}
              className={`rr-eng-slot${isHire ? ' rr-hire' : ''}${isPublic ? ' rr-public' : ''}${id == null ? ' rr-empty' : ''}`}
              title={e ? `#${id} ${e.name}: ${e.text}${isHire ? ' (hire it for 1 rouble)' : isPublic ? ' (public action space this round)' : ' (arrives in a later round)'}` : 'empty'}
            >
              <span className="rr-eng-num">{isHire ? <Rouble size={12} /> : label}</span>
              <span className="rr-eng-name">{e ? `#${id}` : '—'}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function TurnOrder({ G, playerNames }: { G: RRState; playerNames: Record<string, string> }) {
  const pts = PLAYER_COUNTS[G.setup.players]?.passPoints ?? [];
  const nameOf = (p: string) => playerNames[p] ?? `Player ${Number(p) + 1}`;
  return (
    <section className="rr-strip rr-order" aria-label="Turn order">
      <h3 className="rr-strip-title">Turn order</h3>
      <ol className="rr-order-list">
        {G.order.map((pid, i) => {
          const p = G.players[pid];
          return (
            <li key={pid} className={`${G.current === pid && !G.gameover ? 'rr-now' : ''}${p.passed ? ' rr-passed' : ''}`}>
              <span className="rr-order-pos">{i + 1}</span>
              <SeatToken seat={pid} size={16} />
              <span className="rr-order-name">{nameOf(pid)}</span>
              {p.passed ? <span className="rr-muted">passed</span> : G.setup.players > 1 && <span className="rr-muted" title="Points for passing from this position">pass +{pts[i] ?? 0}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The looping score track (0–99 with laps of 100), one pawn per seat. */
export function ScoreTrack({ G, playerNames }: { G: RRState; playerNames: Record<string, string> }) {
  const ids = Object.keys(G.players);
  const nameOf = (p: string) => playerNames[p] ?? `Player ${Number(p) + 1}`;
  return (
    <section className="rr-strip rr-score" aria-label="Score track">
      <h3 className="rr-strip-title">Score</h3>
      <div className="rr-score-track">
        {[0, 25, 50, 75].map((t) => <span key={t} className="rr-score-tick" style={{ left: `${t}%` }}>{t}</span>)}
        {ids.map((pid, k) => {
          const s = G.players[pid].score;
          return (
            <span key={pid} className="rr-pawn" style={{ left: `${s % 100}%`, top: `${4 + k * 6}px` }} title={`${nameOf(pid)}: ${s} points`}>
              <SeatToken seat={pid} size={16} />
            </span>
          );
        })}
      </div>
      <ul className="rr-score-list">
        {ids.map((pid) => (
          <li key={pid}><SeatToken seat={pid} size={14} /> {nameOf(pid)} <strong>{G.players[pid].score}</strong></li>
        ))}
      </ul>
    </section>
  );
}

export function Supply({ G }: { G: RRState }) {
  const stacks = G.locoStacks.map((n, i) => ({ i, n })).filter((x) => x.i > 0);
  return (
    <section className="rr-strip rr-supply" aria-label="Supply">
      <h3 className="rr-strip-title">Supply</h3>
      <div className="rr-stacks" title="Locomotives (or factories) left of each number: the lowest is taken first">
        {stacks.map(({ i, n }) => (
          <span key={i} className={`rr-stack${n === 0 ? ' rr-empty' : ''}`}>
            <Loco n={i} size={14} />
            <small>×{n}</small>
          </span>
        ))}
      </div>
      <div className="rr-supply-row">
        <span title="Doublers left">×2 doublers: {G.doublerSupply}</span>
        <span title="Temporary workers on their space"><Worker fill="#2aa198" size={13} /> {G.tempOnBoard}</span>
        <span title="End Bonus cards in the pile">End Bonus pile: {G.ebPileCount}</span>
        {G.bonusCards.length > 0 && <span title="? cards still face up">? cards: {G.bonusCards.length}</span>}
      </div>
    </section>
  );
}

export function EmilPanel({ G }: { G: RRState }) {
  const e = G.emil;
  if (!e) return null;
  return (
    <section className="rr-strip rr-emil" aria-label="Emil">
      <h3 className="rr-strip-title"><SeatToken seat="emil" size={16} /> Emil {e.passed && <span className="rr-muted">· passed</span>}</h3>
      <div className="rr-supply-row">
        <span title="Emil's workers in supply / owned"><Worker fill="#6b6f73" size={13} /> {e.workers}/{e.owned}</span>
        <span title="Cards left in Emil's deck this round">deck {e.deckCount}</span>
        <span title="Engineers Emil collected (they count against your majority)">engineers {e.engineers.length}</span>
        {e.waiting > 0 && <span title="Workers waiting beside the 50 and 150 spaces of the score track">waiting {e.waiting}</span>}
      </div>
    </section>
  );
}
