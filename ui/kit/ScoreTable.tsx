// Scores of every seat with the per-category breakdown (ScoreSummary.breakdown).
import type { ScoreSummary } from '../../games/kit/types';
import { playerColor } from './colors';
import { ColorToken } from './PatternDefs';

export function ScoreTable({
  summary,
  playerNames,
  seats,
  winners,
  caption = 'Scores',
}: {
  summary: ScoreSummary;
  playerNames: Record<string, string>;
  /** Seat order; defaults to the keys of summary.scores. */
  seats?: string[];
  winners?: string[];
  caption?: string;
}) {
  const order = seats ?? Object.keys(summary.scores);
  return (
    <table className="rh-table rh-scores">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Category</th>
          {order.map((p) => (
            <th scope="col" key={p}>
              <ColorToken swatch={playerColor(p)} size={14} /> {playerNames[p] ?? `Player ${Number(p) + 1}`}
              {winners?.includes(p) && (
                <span className="rh-winner" title="Winner">
                  {' '}
                  ★
                </span>
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {summary.breakdown.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {order.map((p) => (
              <td key={p}>{row.values[p] ?? 0}</td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {order.map((p) => (
            <td key={p}>
              <strong>{summary.scores[p] ?? 0}</strong>
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
