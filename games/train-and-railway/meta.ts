// Train & Railway as the home page and the lobby show it: no rules here (games/catalog.ts), so
// the app's first page stays light. index.ts adds the Game and the rest.
import type { GameMeta } from '../kit/types';
import { MAPS } from './data/maps';
import { parseSetup, type TRSetup } from './setup-parse';

export const trainAndRailwayMeta: GameMeta<TRSetup> = {
  id: 'train-and-railway',
  name: 'Train & Railway',
  description: 'Draw railways, haul resources to factories and sell goods to cities on a shared hex map.',
  minPlayers: 1,
  maxPlayers: 4,
  variants: [
    {
      key: 'map',
      label: 'Map',
      type: 'enum',
      choices: [{ value: 'random', label: 'Random' }, ...MAPS.map((m) => ({ value: m.id, label: `${m.name} (${m.id})` }))],
      default: 'random',
      help: 'The map is chosen at random unless you pick one.',
    },
  ],
  hiddenInformation: true,
  parseSetup,
};
