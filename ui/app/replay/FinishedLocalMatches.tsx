// The lobby's list of local matches finished on this device, each with its replay.
import { useState } from 'react';
import { Link } from 'react-router';
import { whenText } from '../lobbyList';
import { forgetLocalRecord, localRecords } from './localRecords';

export function FinishedLocalMatches({ gameId }: { gameId: string }) {
  const [records, setRecords] = useState(() => localRecords(gameId));
  if (records.length === 0) return null;
  return (
    <section className="rh-panel" aria-label="Finished on this device">
      <h2>Finished on this device</h2>
      <ul className="rh-match-list">
        {records.map((r) => (
          <li key={r.id} data-record={r.id}>
            <span>
              {r.mode === 'bots' ? 'Against bots' : 'Pass-and-play'}: {Object.values(r.playerNames).join(', ')} · {r.outcome}
              <span className="rh-meta"> · {whenText(r.finishedAt)}</span>
            </span>
            <span className="rh-inline">
              <Link className="rh-button rh-primary" to={`/${gameId}/replay/${encodeURIComponent(r.id)}`}>
                Replay
              </Link>
              <button
                type="button"
                className="rh-button"
                title="Remove from this list"
                onClick={() => {
                  forgetLocalRecord(gameId, r.id);
                  setRecords(localRecords(gameId));
                }}
              >
                Forget
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
