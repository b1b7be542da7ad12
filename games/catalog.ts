// The registry as the app's first pages need it: every game of index.ts, in the same order, as
// its metadata (games/<id>/meta.ts) and a loader for the rest (its Game and rules). The app calls
// load() only when a match opens, so the home page and the lobby carry no rules; the server,
// bots and tools keep importing index.ts. tests/games/catalog.test.ts checks the two lists agree.
import type { GameMeta, GameModule } from './kit/types';
import { russianRailroadsMeta } from './russian-railroads/meta';
import { trainAndRailwayMeta } from './train-and-railway/meta';
import { divisionMeta } from './division/meta';
import { lostAtlasMeta } from './lost-atlas/meta';

export interface CatalogEntry extends GameMeta {
  /** The full game (its own chunk in the app's build). */
  load(): Promise<GameModule>;
}

export const CATALOG: CatalogEntry[] = [
  { ...russianRailroadsMeta, load: () => import('./russian-railroads').then((m) => m.russianRailroads) },
  { ...trainAndRailwayMeta, load: () => import('./train-and-railway').then((m) => m.trainAndRailway) },
  { ...divisionMeta, load: () => import('./division').then((m) => m.division) },
  { ...lostAtlasMeta, load: () => import('./lost-atlas').then((m) => m.lostAtlas) },
];
