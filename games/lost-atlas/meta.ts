// Railways of the Lost Atlas as the home page and the lobby show it: no rules here (games/catalog.ts),
// so the app's first page stays light. index.ts adds the Game and the rest.
import type { GameMeta } from '../kit/types';
import { parseSetup, type LASetup } from './setup-parse';

export const lostAtlasMeta: GameMeta<LASetup> = {
  id: 'lost-atlas',
  name: 'Railways of the Lost Atlas',
  description: 'An 18xx on a map built from tiles: auction Minors, lay track, run trains that rust, and merge Minors into Majors.',
  minPlayers: 2,
  maxPlayers: 5,
  variants: [
    {
      key: 'mode', label: 'Game length', type: 'enum', default: 'auto',
      choices: [{ value: 'auto', label: 'By players (Short at 2, Long at 3–5)' }, { value: 'short', label: 'Short (2–4 players, 4 cycles)' }, { value: 'long', label: 'Long (3–5 players, 6 cycles)' }],
    },
    {
      key: 'minors', label: 'Minor companies', type: 'enum', default: 'landmarks',
      choices: [{ value: 'landmarks', label: 'Landmarks set' }, { value: 'base', label: 'Base set (Short only)' }],
    },
    {
      key: 'directToMajor', label: 'Direct-to-Major launches', type: 'enum', default: 'off',
      choices: [{ value: 'off', label: 'Off' }, { value: 'on', label: 'On' }],
      help: 'In the purple and grey phases an auction winner may launch a Minor as a Major.',
    },
  ],
  hiddenInformation: true,
  parseSetup,
};
