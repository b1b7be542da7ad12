// The end of the game: the seed's five final-scoring steps for every player, from G.final.
import { playerColor } from '../../kit/colors';
import { ColorToken } from '../../kit/PatternDefs';
import type { TRState } from '../../../games/train-and-railway';

export const FINAL_STEPS: { key: 'hand' | 'goods' | 'influence' | 'minus' | 'tech'; label: string; help: string }[] = [
  { key: 'hand', label: '1. Contract cards in hand', help: 'Secret contracts sold from your goods, wherever your train is.' },
  { key: 'goods', label: '2. Remaining goods', help: 'Every 3 points of goods left count 1 point.' },
  { key: 'influence', label: '3. City influence', help: 'Most completed cards of a colour: 2 per card; otherwise 1 per card.' },
  { key: 'minus', label: '4. Minus point tokens', help: '−3 for each token.' },
  { key: 'tech', label: '5. Tech tokens (column 4)', help: 'The end-game abilities of your player card.' },
];

/** What decided the end of the game, in words (design note item 35: say when the cap did). */
export function endedByText(G: TRState): string {
  const over = G.gameover;
  if (!over) return '';
  const rounds = `${over.rounds} round${over.rounds === 1 ? '' : 's'}`;
  if (over.endedBy === 'score') return `The game ended after ${rounds}: a player reached 25 points, the round was finished and everyone played 2 more turns.`;
  if (over.endedBy === 'turns') return `The game ended after ${rounds}: the solo game lasts at most 20 turns.`;
  return `Nobody reached 25 points by round 40, so the round cap decided the end (after ${rounds}).`;
}

export function EndScreen({ G, names }: { G: TRState; names: Record<string, string> }) {
  const fin = G.final;
  if (!fin) return null;
  const ids = Object.keys(G.players);
  const name = (id: string) => names[id] ?? `Player ${Number(id) + 1}`;
  const winners = G.gameover?.winners ?? [];
  const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
  const total = (n: number) => (n < 0 ? `−${-n}` : String(n));
  return (
    <section className="tr-end" aria-label="Final scoring">
      <h2>Final scoring</h2>
      <p className="tr-end-winners">
        {winners.length
          ? `${winners.map(name).join(' and ')} ${winners.length > 1 ? 'share the victory' : 'wins'} with ${total(G.players[winners[0]].score)} point${Math.abs(G.players[winners[0]].score) === 1 ? '' : 's'}!`
          : 'Nobody reached 25 points: no winner this time.'}
      </p>
      <p className="tr-end-how" data-ended-by={G.gameover?.endedBy}>{endedByText(G)}</p>
      <div className="tr-end-table-wrap">
        <table className="tr-end-table">
          <thead>
            <tr>
              <th scope="col">Step</th>
              {ids.map((id) => (
                <th key={id} scope="col">
                  <ColorToken swatch={playerColor(id)} size={16} /> {name(id)}
                  {winners.includes(id) ? ' ★ winner' : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Score track</th>
              {ids.map((id) => (
                <td key={id}>{fin[id].track}</td>
              ))}
            </tr>
            {FINAL_STEPS.map((s) => (
              <tr key={s.key} data-step={s.key}>
                <th scope="row" title={s.help}>
                  {s.label}
                  <span className="tr-end-help">{s.help}</span>
                </th>
                {ids.map((id) => (
                  <td key={id}>{sign(fin[id][s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {ids.map((id) => (
                <td key={id}>
                  <strong>{total(G.players[id].score)}</strong>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
