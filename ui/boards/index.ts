// The board registry. Each game's board lives in ui/boards/<game id>/ and is found here by
// file name, so a board author only adds files:
//   index.tsx      default export: the board, a component taking RailhouseBoardProps
//                  (lazy-loaded: every board is its own chunk)
//   rules.md       the rules page for players (loaded only when the page is opened)
//   thumbnail.svg  the picture on the home page
// A game without a board yet is played on ui/boards/generic: its legal moves as buttons.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RailhouseBoardProps } from '../kit/board-types';

type BoardModule = { default: ComponentType<RailhouseBoardProps> };

const boardModules = import.meta.glob<BoardModule>('./*/index.tsx');
const rulesFiles = import.meta.glob<string>('./*/rules.md', { query: '?raw', import: 'default' });
const thumbnails = import.meta.glob<string>('./*/thumbnail.svg', { query: '?url', import: 'default', eager: true });

const GENERIC = 'generic';
const lazyBoards = new Map<string, LazyExoticComponent<ComponentType<RailhouseBoardProps>>>();

/** True when the game has a board of its own (not the generic fallback). */
export function hasOwnBoard(gameId: string): boolean {
  return gameId !== GENERIC && `./${gameId}/index.tsx` in boardModules;
}

/** The game's board as a lazy component (render it inside <Suspense>). */
export function boardFor(gameId: string): LazyExoticComponent<ComponentType<RailhouseBoardProps>> {
  const id = hasOwnBoard(gameId) ? gameId : GENERIC;
  let board = lazyBoards.get(id);
  if (!board) {
    board = lazy(boardModules[`./${id}/index.tsx`]);
    lazyBoards.set(id, board);
  }
  return board;
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
