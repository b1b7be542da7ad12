// The replay page of an online match: the server's record of it (only once it is over), replayed
// here. Reached from the match's end screen and from "My matches" in the lobby.
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Game } from 'boardgame.io';
import type { GameModule } from '../../../games/kit/types';
import { SERVER } from '../api';
import { findSeat } from '../credentials';
import { replayMatch, type MatchRecord } from '../../../games/kit/replay';
import { ReplayView } from './ReplayView';

interface OnlineRecord extends MatchRecord {
  players: { id: number; name?: string }[];
}

async function fetchRecord(gameId: string, matchID: string): Promise<OnlineRecord> {
  let res: Response;
  try {
    res = await fetch(`${SERVER}/railhouse/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/record`);
  } catch {
    throw new Error('The server cannot be reached. Check your connection and try again.');
  }
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body?.error ?? `The server answered ${res.status}.`);
  return body as OnlineRecord;
}

export function OnlineReplay({ game, matchID }: { game: GameModule; matchID: string }) {
  const [record, setRecord] = useState<OnlineRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchRecord(game.id, matchID).then(
      (r) => live && setRecord(r),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [game.id, matchID]);
  const replay = useMemo(() => (record ? replayMatch(game.game as Game, record) : null), [game, record]);
  const back = (
    <>
      <Link className="rh-button" to={`/${game.id}/match/${matchID}`}>
        Back to the match
      </Link>
      <Link className="rh-button" to={`/${game.id}`}>
        Lobby
      </Link>
    </>
  );
  if (error) {
    return (
      <section className="rh-panel">
        <h2>No replay of this match</h2>
        <p>{error}</p>
        <p className="rh-inline">{back}</p>
      </section>
    );
  }
  if (!record || !replay) return <p className="rh-muted">Loading the match record…</p>;
  const playerNames = Object.fromEntries(record.players.map((p) => [String(p.id), p.name ?? `Seat ${p.id + 1}`]));
  return <ReplayView game={game} replay={replay} playerNames={playerNames} seat={findSeat(game.id, matchID)?.playerID ?? null} actions={back} />;
}
