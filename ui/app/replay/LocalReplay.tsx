// The replay of a finished pass-and-play or bot match, from this page's own clients: the initial
// state comes again from the match's seed and setup, the log from the seats' copies.
import { useMemo } from 'react';
import type { Game, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import type { GameModule } from '../../../games/kit/types';
import type { BgioClient } from '../MatchScreen';
import { mergeSeatLogs, replayMatch } from '../../../games/kit/replay';
import { ReplayView } from './ReplayView';

export function LocalReplay({
  game,
  seededGame,
  numPlayers,
  clients,
  playerNames,
  seat,
  endedAs,
  onBack,
}: {
  game: GameModule;
  /** The Game the match ran on: its setup data and seed baked in (LocalMatch's localGame). */
  seededGame: Game;
  numPlayers: number;
  clients: Record<string, BgioClient>;
  playerNames: Record<string, string>;
  seat: string | null;
  /** How the match ended when a person resigned (ReplayView's endedAs). */
  endedAs?: string;
  onBack: () => void;
}) {
  const replay = useMemo(() => {
    const initialState = InitializeGame({ game: seededGame, numPlayers }) as State;
    const log = mergeSeatLogs(Object.fromEntries(Object.entries(clients).map(([p, c]) => [p, c.log ?? []])));
    return replayMatch(seededGame, { initialState, log });
  }, [seededGame, numPlayers, clients]);
  return (
    <ReplayView
      game={game}
      replay={replay}
      playerNames={playerNames}
      seat={seat}
      endedAs={endedAs}
      actions={
        <button type="button" className="rh-button" onClick={onBack}>
          Back to the end of the match
        </button>
      }
    />
  );
}
