// The end of the game: the winner(s) and each player's final score, category by category, with
// the End Bonus cards revealed and what each scored.
import type { RRState } from '../../../games/russian-railroads/rules/state';
import { SCORE_CATEGORIES, SCORE_LABELS } from '../../../games/russian-railroads/rules/state';
import { endBonusText } from './model';
import { SeatToken } from './pieces';

export function EndScreen({ G, playerNames }: { G: RRState; playerNames: Record<string, string> }) {
  if (!G.gameover) return null;
  const nameOf = (p: string) => playerNames[p] ?? `Player ${Number(p) + 1}`;
  const ids = Object.keys(G.players).sort((a, b) => G.players[b].score - G.players[a].score);
  const winners = G.gameover.winners;
  const title = winners.length > 1 ? `${winners.map(nameOf).join(' and ')} share the victory` : `${nameOf(winners[0])} wins`;
  return (
    <section className="rr-end" aria-label="Final scoring">
      <h2><span className="rr-trophy" aria-hidden="true">★</span> {title}</h2>
      <div className="rr-end-cards">
        {ids.map((pid, rank) => {
          const p = G.players[pid];
          const finals = G.finalScores?.[pid] ?? {};
          const cards = Object.keys(finals).filter((k) => k !== 'majority');
          return (
            <div key={pid} className={`rr-end-card${winners.includes(pid) ? ' rr-winner-card' : ''}`} data-seat={pid}>
              <h3><span className="rr-rank">{rank + 1}.</span> <SeatToken seat={pid} size={20} /> {nameOf(pid)} <span className="rr-end-total">{p.score}</span></h3>
              <table className="rr-end-table">
                <tbody>
                  {SCORE_CATEGORIES.map((c) => (
                    <tr key={c} className={c === 'endBonus' && cards.length ? 'rr-eb-row' : ''}>
                      <th scope="row">{SCORE_LABELS[c]}</th>
                      <td>{p.pts[c]}</td>
                    </tr>
                  ))}
                  {cards.map((id) => (
                    <tr key={id} className="rr-eb-detail" data-endbonus={id}>
                      <th scope="row">↳ {endBonusText(id).name} <small>({endBonusText(id).text})</small></th>
                      <td>{finals[id]}</td>
                    </tr>
                  ))}
                  {cards.length === 0 && (
                    <tr className="rr-eb-detail"><th scope="row">↳ no End Bonus card</th><td>0</td></tr>
                  )}
                </tbody>
                <tfoot>
                  <tr><th scope="row">Total</th><td>{p.score}</td></tr>
                </tfoot>
              </table>
            </div>
          );
        })}
      </div>
      {G.emil && <p className="rr-muted">Emil collected {G.emil.engineers.length} engineer{G.emil.engineers.length === 1 ? '' : 's'}.</p>}
    </section>
  );
}
