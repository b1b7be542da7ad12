// The games the app offers: games/catalog.ts, plus the tiny reference game when the app is built
// or served with VITE_RAILHOUSE_REFERENCE=1 (development and tests only). The home page and the
// lobby read only each game's metadata; a game's rules (its Game, in a chunk of its own) are
// loaded when one of its matches opens, so the first page carries none of them.
import { useEffect, useState } from 'react';
import { CATALOG, type CatalogEntry } from '../../games/catalog';
import type { GameModule } from '../../games/kit/types';

export type { CatalogEntry } from '../../games/catalog';

let listing: Promise<CatalogEntry[]> | null = null;

export function loadGames(): Promise<CatalogEntry[]> {
  listing ??= (async () => {
    if (import.meta.env.VITE_RAILHOUSE_REFERENCE !== '1') return CATALOG;
    const { referenceGame } = await import('../../tools/reference-game');
    return [...CATALOG, { ...referenceGame, load: async () => referenceGame }];
  })();
  return listing;
}

export type GamesState = { status: 'loading' } | { status: 'ready'; games: CatalogEntry[] } | { status: 'error'; message: string };

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

export type GameState = { status: 'loading' } | { status: 'ready'; game: CatalogEntry } | { status: 'missing' } | { status: 'error'; message: string };

export function useGame(id: string | undefined): GameState {
  const games = useGames();
  if (games.status !== 'ready') return games;
  const game = games.games.find((g) => g.id === id);
  return game ? { status: 'ready', game } : { status: 'missing' };
}

/** Games whose rules have loaded, by id: a second match of the same game opens without a wait. */
const loaded = new Map<string, GameModule>();

export type GameModuleState = { status: 'loading' } | { status: 'ready'; module: GameModule } | { status: 'error'; message: string };

/** The full game (rules and Game) of a catalog entry, loaded on first use. */
export function useGameModule(game: CatalogEntry): GameModuleState {
  const [state, setState] = useState<GameModuleState>(() => {
    const module = loaded.get(game.id);
    return module ? { status: 'ready', module } : { status: 'loading' };
  });
  useEffect(() => {
    let live = true;
    const ready = loaded.get(game.id);
    if (ready) {
      setState((s) => (s.status === 'ready' && s.module === ready ? s : { status: 'ready', module: ready }));
      return;
    }
    setState({ status: 'loading' });
    game.load().then(
      (module) => {
        loaded.set(game.id, module);
        if (live) setState({ status: 'ready', module });
      },
      (e) => live && setState({ status: 'error', message: String(e?.message ?? e) }),
    );
    return () => {
      live = false;
    };
  }, [game]);
  return state;
}
