// The registry: every game Railhouse serves.
import type { GameModule } from './kit/types';
import { trainAndRailway } from './train-and-railway';
import { russianRailroads } from './russian-railroads';
import { division } from './division';
import { lostAtlas } from './lost-atlas';

export const GAMES: GameModule[] = [russianRailroads, trainAndRailway, division, lostAtlas];

export function findGame(id: string): GameModule | undefined {
  return GAMES.find((g) => g.id === id);
}

export type { GameModule } from './kit/types';
