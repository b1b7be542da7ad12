// The summary of the last round's scoring: who scored what, and from what (each railroad, the
// bonuses, the industry track), shown from the round's end until the next scoring replaces it.
// The log says the same in sentences, but one seat after another and soon pushed out of sight.
import type { RRState } from '../../../games/russian-railroads/rules/state';
import { boardOf } from '../../../games/russian-railroads/rules/board';
import { SeatToken } from './pieces';

export function RoundScoring({ G, playerNames }: { G: RRState; playerNames: Record<string, string> }) {
  let index = G.history.length - 1;
  while (index >= 0 && !G.history[index].scored) index--;
  if (index < 0) return null;
  const entry = G.history[index];
  const scored = entry.scored!;
  const lines = boardOf(G).lines;
  const round = index + 1;
  const nameOf = (p: string) => playerNames[p] ?? `Player ${Number(p) + 1}`;
  const roundTotal = (p: string) => scored[p].lines.reduce((a, b) => a + b, 0) + scored[p].bonuses + scored[p].industry;
  const ids = Object.keys(scored).sort((a, b) => roundTotal(b) - roundTotal(a));
  return (
    <section className="rr-round-scoring" aria-label={`Round ${round} scoring`} data-round={round}>
      <h3>Round {round} scoring</h3>
      <table className="rr-end-table">
        <caption className="rr-muted">
          What each seat scored when round {round} ended
          {G.gameover && entry.label.includes('final') ? ' (the final scoring is above)' : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Seat</th>
            {lines.map((l) => (
              <th key={l.id} scope="col">{l.name}</th>
            ))}
            <th scope="col">Bonuses</th>
            <th scope="col">Industry</th>
            <th scope="col">Round</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {ids.map((p) => (
            <tr key={p} data-seat={p}>
              <th scope="row">
                <SeatToken seat={p} size={14} /> {nameOf(p)}
              </th>
              {scored[p].lines.map((v, l) => (
                <td key={l}>{v}</td>
              ))}
              <td>{scored[p].bonuses}</td>
              <td>{scored[p].industry}</td>
              <td className="rr-round-points">+{roundTotal(p)}</td>
              {/* The total also counts points won by passing during the round (and the final scoring). */}
              <td>{entry.scores[p]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
