// Russian Railroads as the home page and the lobby show it: no rules here (games/catalog.ts), so
// the app's first page stays light. index.ts adds the Game and the rest.
import type { GameMeta } from '../kit/types';
import type { RRSetup } from './rules/state';
import { parseSetup } from './setup-parse';

export const russianRailroadsMeta: GameMeta<RRSetup> = {
  id: 'russian-railroads',
  name: 'Russian Railroads',
  description: 'Build the Trans-Siberian, St. Petersburg and Kiev railroads, industrialise, and hire engineers.',
  minPlayers: 1,
  maxPlayers: 4,
  variants: [
    { key: 'board', label: 'Player board', type: 'enum', choices: [{ value: 'base', label: 'Russia (base game)' }, { value: 'german', label: 'Germany (German Railroads)' }, { value: 'american', label: 'America (American Railroads)' }], default: 'base' },
    { key: 'coal', label: 'Coal module', type: 'boolean', default: false, help: 'Coal, foundries and boilermen; one round fewer.' },
  ],
  hiddenInformation: true,
  parseSetup,
};
