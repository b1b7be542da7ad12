// The replay page of a local match kept on this device (localRecords.ts).
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import type { GameModule } from '../../../games/kit/types';
import { localGame } from '../LocalMatch';
import { localRecord } from './localRecords';
import { replayMatch } from '../../../games/kit/replay';
import { ReplayView } from './ReplayView';

export function LocalRecordReplay({ game, recordID }: { game: GameModule; recordID: string }) {
  const record = useMemo(() => localRecord(game.id, recordID), [game.id, recordID]);
  const replay = useMemo(() => {
    if (!record) return null;
    const seeded = localGame(game.game, record.setupData, record.seed);
    const initialState = InitializeGame({ game: seeded, numPlayers: record.numPlayers }) as State;
    return replayMatch(seeded, { initialState, log: record.log });
  }, [game, record]);
  const back = (
    <Link className="rh-button" to={`/${game.id}`}>
      Lobby
    </Link>
  );
  if (!record || !replay) {
    return (
      <section className="rh-panel">
        <h2>No replay of this match</h2>
        <p>This device no longer keeps it: only the last few finished matches are kept.</p>
        <p className="rh-inline">{back}</p>
      </section>
    );
  }
  return <ReplayView game={game} replay={replay} playerNames={record.playerNames} seat={record.seat} actions={back} endedAs={record.resigned ? record.outcome : undefined} />;
}
