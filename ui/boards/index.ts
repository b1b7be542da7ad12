// The board registry. Each game's board lives in ui/boards/<game id>/ and is found here by
// file name, so a board author only adds files:
//   index.tsx      default export: the board, a component taking RailhouseBoardProps
//                  (lazy-loaded: every board is its own chunk); optional named exports:
//                    showsOwnFinalScores = true   the board draws its own end screen with the
//                                                 final scores, so the app shows only its chart
//                                                 (its breakdown table stays folded away)
//   rules.md       the rules page for players (loaded only when the page is opened)
//   thumbnail.svg  the picture on the home page
// A game without a board yet is played on ui/boards/generic: its legal moves as buttons.
import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RailhouseBoardProps } from '../kit/board-types';

type BoardModule = { default: ComponentType<RailhouseBoardProps>; showsOwnFinalScores?: boolean };

const boardModules = import.meta.glob<BoardModule>('./*/index.tsx');
const rulesFiles = import.meta.glob<string>('./*/rules.md', { query: '?raw', import: 'default' });
const thumbnails = import.meta.glob<string>('./*/thumbnail.svg', { query: '?url', import: 'default', eager: true });

const GENERIC = 'generic';
const lazyBoards = new Map<string, LazyExoticComponent<ComponentType<RailhouseBoardProps>>>();
/** What each loaded board module declares besides its component, by board id. */
const ownFinalScores = new Map<string, boolean>();

function boardId(gameId: string): string {
  return hasOwnBoard(gameId) ? gameId : GENERIC;
}

/** Loads the board's chunk (once; the bundler caches it) and notes its declarations. */
function loadBoard(id: string): Promise<BoardModule> {
  return boardModules[`./${id}/index.tsx`]().then((m) => {
    ownFinalScores.set(id, m.showsOwnFinalScores === true);
    return m;
  });
}

/** True when the game has a board of its own (not the generic fallback). */
export function hasOwnBoard(gameId: string): boolean {
  return gameId !== GENERIC && `./${gameId}/index.tsx` in boardModules;
}

/** The game's board as a lazy component (render it inside <Suspense>). */
export function boardFor(gameId: string): LazyExoticComponent<ComponentType<RailhouseBoardProps>> {
  const id = boardId(gameId);
  let board = lazyBoards.get(id);
  if (!board) {
    board = lazy(() => loadBoard(id));
    lazyBoards.set(id, board);
  }
  return board;
}

/** True when the game's board draws the final scores itself (its `showsOwnFinalScores` export). */
export async function boardShowsOwnFinalScores(gameId: string): Promise<boolean> {
  const id = boardId(gameId);
  if (!ownFinalScores.has(id)) await loadBoard(id);
  return ownFinalScores.get(id) === true;
}

/** boardShowsOwnFinalScores for a component: false until the board's chunk has loaded. */
export function useBoardShowsOwnFinalScores(gameId: string): boolean {
  const id = boardId(gameId);
  const [value, setValue] = useState(() => ownFinalScores.get(id) === true);
  useEffect(() => {
    let live = true;
    boardShowsOwnFinalScores(gameId).then((v) => live && setValue(v), () => {});
    return () => {
      live = false;
    };
  }, [gameId]);
  return value;
}

/** The rules page text (markdown), or null when the game has none yet. */
export async function loadRules(gameId: string): Promise<string | null> {
  const load = rulesFiles[`./${gameId}/rules.md`];
  return load ? load() : null;
}

/** URL of the board picture for the home page, or null (show a placeholder). */
export function thumbnailFor(gameId: string): string | null {
  return thumbnails[`./${gameId}/thumbnail.svg`] ?? null;
}
