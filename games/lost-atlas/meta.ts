// Railways of the Lost Atlas as the home page and the lobby show it: no rules here (games/catalog.ts),
// so the app's first page stays light. index.ts adds the Game and the rest. The form offers enum and
// boolean options only (design §1.2); options of the Landmarks module carry the seed's tag.
import type { GameMeta } from '../kit/types';
import { parseSetup, type LASetup } from './setup-parse';

export const lostAtlasMeta: GameMeta<LASetup> = {
  id: 'lost-atlas',
  name: 'Railways of the Lost Atlas',
  description: 'An 18xx on a map built from tiles: auction Minors, lay track, run trains that rust, and merge Minors into Majors.',
  minPlayers: 2,
  maxPlayers: 7,
  variants: [
    {
      key: 'mode', label: 'Game length', type: 'enum', default: 'auto',
      choices: [
        { value: 'auto', label: 'By players (Short at 2, Long at 3–5, six–seven at 6–7)' },
        { value: 'short', label: 'Short (2–4 players, 4 cycles)' },
        { value: 'long', label: 'Long (3–5 players, 6 cycles)' },
      ],
      help: 'Six and seven players always play their own setup: 5 cycles, all 16 Minors, S-1 and S-2 added.',
    },
    {
      key: 'landmarks', label: '[Landmarks] module', type: 'boolean', default: true,
      help: 'Off: the base game (no Landmarks Minors or Majors, no Direct-to-Major, Crowded, S-tiles or Landmark projects; 2–5 players).',
    },
    {
      key: 'minors', label: 'Minor companies', type: 'enum', default: 'auto',
      choices: [
        { value: 'auto', label: 'Landmarks set (base set without the module)' },
        { value: 'landmarks', label: '[Landmarks] Landmarks set' },
        { value: 'base', label: 'Base set' },
        { value: 'random', label: '[Landmarks] Randomized (drawn from all 16 home tiles)' },
      ],
      help: 'Ignored at 6–7 players: all 16 Minors play.',
    },
    {
      key: 'crowded', label: '[Landmarks] Crowded map', type: 'boolean', default: false,
      help: 'Short or Long only: four terrain tiles make way for four more Minor home tiles.',
    },
    {
      key: 'specialTiles', label: '[Landmarks] Special tiles S-1 and S-2', type: 'boolean', default: false,
      help: 'They replace two terrain tiles (always added at 6–7 players).',
    },
    {
      key: 'landmarkProjects', label: '[Landmarks] Landmark projects', type: 'enum', default: 'auto',
      recommendedAt: [6, 7],
      choices: [{ value: 'auto', label: 'Recommended (on at 6–7 players)' }, { value: 'on', label: 'On' }, { value: 'off', label: 'Off' }],
    },
    {
      key: 'directToMajor', label: '[Landmarks] Direct-to-Major launches', type: 'enum', default: 'auto',
      recommendedAt: [6, 7],
      choices: [{ value: 'auto', label: 'Recommended (on at 6–7 players)' }, { value: 'off', label: 'Off' }, { value: 'on', label: 'On' }],
      help: 'In the purple and grey phases an auction winner may launch a Minor as a Major. Recommended at 6–7 players.',
    },
    {
      key: 'hostileMergers', label: 'Hostile Mergers', type: 'enum', default: 'auto',
      recommendedAt: [6, 7],
      choices: [{ value: 'auto', label: 'Recommended (on at 6–7 players)' }, { value: 'off', label: 'Off' }, { value: 'on', label: 'On' }],
      help: 'After a refused merger the proposer may call a vote of the shareholders of both Minors (once per player per Merger Round). Recommended at 6–7 players.',
    },
    {
      key: 'ddCard', label: 'Distant Destination card', type: 'enum', default: 'DD-1',
      choices: [
        { value: 'DD-1', label: 'DD-1 Recommended (30/40/70/100)' },
        { value: 'DD-2', label: 'DD-2 (20/30/50/80)' },
        { value: 'DD-3', label: 'DD-3 (30/60/90/30)' },
        { value: 'DD-5', label: '[Landmarks] DD-5 Gold Rush (50/70/60/40)' },
        { value: 'DD-6', label: '[Landmarks] DD-6 Frontier (20/30/80/130)' },
        { value: 'DD-7', label: '[Landmarks] DD-7 Trade Fair (40/50/60/70)' },
      ],
      help: 'What every Distant Destination pays in the yellow, green, purple and grey phases.',
    },
    {
      key: 'differentDestinations', label: 'Different Distant Destinations', type: 'boolean', default: false,
      help: 'Each Distant Destination gets its own card, dealt at random (the one card above is then not used).',
    },
    {
      key: 'blankOverlays', label: 'Blank overlays', type: 'boolean', default: false,
      help: 'After the map is built, each player in turn may add a plain hex next to a Minor\'s home (up to 12), or pass.',
    },
    {
      key: 'headquarters', label: 'Headquarters', type: 'boolean', default: false,
      help: 'A new Major puts its HQ on one of its hubs and takes Tax Break (+60), Land Grant (an extra yellow lay free of terrain cost) or Commercial Zoning (+10 to its own trains there); each OR turn the bank pays it half the HQ city\'s value.',
    },
    {
      key: 'events', label: 'Events module', type: 'boolean', default: false,
      help: 'An event card is revealed at the start of every cycle: a modifier for the cycle, a one-off effect, or a lasting change to the map.',
    },
    {
      key: 'bankBreak', label: 'Bank Break', type: 'boolean', default: false,
      help: 'A bank of 8,000 (11,000 at 6–7 players) and a certificate limit per player; once the bank cannot pay, the game ends after that cycle\'s second Operating Round.',
    },
    {
      key: 'bankruptcyContinues', label: 'Play on after a bankruptcy', type: 'boolean', default: false,
      help: 'A bankrupt player leaves the game (ranked last) and the others play on; without it a bankruptcy ends the game.',
    },
  ],
  hiddenInformation: true,
  parseSetup,
};
