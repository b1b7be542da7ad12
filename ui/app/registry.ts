// The games the app offers: games/index.ts, plus the tiny reference game when the app is built
// or served with VITE_RAILHOUSE_REFERENCE=1 (development and tests only). The registry is loaded
// on demand so that the games' rules and data stay out of the first page's script.
import { useEffect, useState } from 'react';
import type { GameModule } from '../../games/kit/types';

let loading: Promise<GameModule[]> | null = null;

export function loadGames(): Promise<GameModule[]> {
  loading ??= (async () => {
    const { GAMES } = await import('../../games/index');
    const games = [...GAMES];
    if (import.meta.env.VITE_RAILHOUSE_REFERENCE === '1') {
      const { referenceGame } = await import('../../tools/reference-game');
      games.push(referenceGame);
    }
    return games;
  })();
  return loading;
}

export type GamesState = { status: 'loading' } | { status: 'ready'; games: GameModule[] } | { status: 'error'; message: string };

export function useGames(): GamesState {
  const [state, setState] = useState<GamesState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadGames().then(
      (games) => live && setState({ status: 'ready', games }),
      (e) => live && setState({ status: 'error', message: String(e?.message ?? e) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export type GameState = { status: 'loading' } | { status: 'ready'; game: GameModule } | { status: 'missing' } | { status: 'error'; message: string };

export function useGame(id: string | undefined): GameState {
  const games = useGames();
  if (games.status !== 'ready') return games;
  const game = games.games.find((g) => g.id === id);
  return game ? { status: 'ready', game } : { status: 'missing' };
}
