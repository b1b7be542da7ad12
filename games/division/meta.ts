// Division as the home page and the lobby show it: no rules here (games/catalog.ts), so the app's
// first page stays light. index.ts adds the Game and the rest.
import type { GameMeta } from '../kit/types';
import { parseSetup, type DivisionSetup } from './setup-parse';

export const divisionMeta: GameMeta<DivisionSetup> = {
  id: 'division',
  name: 'Division',
  description: 'Run an Office on a shared railroad Division: work the freights, run Extras and rule on following trains.',
  minPlayers: 1,
  maxPlayers: 4,
  variants: [],
  hiddenInformation: true,
  parseSetup,
};
