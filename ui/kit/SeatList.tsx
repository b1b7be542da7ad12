// The seats of a match: colour token and letter, name, whose turn, connected, bot.
import { playerColor } from './colors';
import { ColorToken } from './PatternDefs';

export interface SeatInfo {
  id: string;
  name: string;
  /** undefined when unknown (local play). */
  connected?: boolean;
  /** Bot difficulty when a bot plays the seat. */
  bot?: string;
  /** The seat must act now. */
  active?: boolean;
  /** The viewer plays this seat. */
  me?: boolean;
  /** The player resigned (a bot plays the seat on). */
  resigned?: boolean;
  /** Seat not taken yet (online). */
  empty?: boolean;
  score?: number;
}

/** `scoreUnit` says what the number beside a seat counts (GameModule.scoreUnit). */
export function SeatList({ seats, scoreUnit }: { seats: SeatInfo[]; scoreUnit?: string }) {
  return (
    <section className="rh-panel rh-seats" aria-label="Seats">
      <h3>Seats</h3>
      <ul>
        {seats.map((s) => (
          <li key={s.id} className={s.active ? 'rh-seat-active' : undefined}>
            <ColorToken swatch={playerColor(s.id)} />
            <span className="rh-seat-name">
              {s.empty ? <em>open seat</em> : s.name}
              {s.me && <span className="rh-badge">you</span>}
              {s.resigned && <span className="rh-badge">resigned</span>}
              {s.bot && <span className="rh-badge rh-badge-bot">bot · {s.bot}</span>}
            </span>
            {s.score !== undefined && (
              <span className="rh-seat-score">
                {s.score < 0 ? `\u2212${-s.score}` : s.score}
                {scoreUnit && <span className="rh-seat-score-unit"> {scoreUnit}</span>}
              </span>
            )}
            {s.active && <span className="rh-seat-turn" title="Must act now">▶ to play</span>}
            {s.connected !== undefined && !s.empty && !s.bot && (
              <span className={s.connected ? 'rh-online' : 'rh-offline'} title={s.connected ? 'connected' : 'not connected'}>
                {s.connected ? '●' : '○'}
                <span className="rh-visually-hidden">{s.connected ? ' connected' : ' not connected'}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
