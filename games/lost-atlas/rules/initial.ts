// The state before map building (design §3.2): the map stack with its projects (secret), the
// charters (dealt now for a fixed set), the train stack (lowest type on top), starting cash, the bank
// (24,500 less the cash, §3.18 default), the tile supply, and one random seat that builds first and
// holds the first priority (U25). Randomness comes in as `shuffle` and `die` (boardgame.io's random).
import { MINOR_SETS, MODES } from '../data/modes';
import { PROJECTS } from '../data/projects';
import { STARTING_CASH, BANK, CYCLES } from '../data/economy';
import { TRACK_TILES } from '../data/trackTiles';
import { mapStackPieces, trainStack } from './setup';
import type { LAState } from './state';
import { minorSetOf, type LASetup } from '../setup-parse';

export interface SetupRandom {
  shuffle<T>(items: T[]): T[];
  /** A whole number in 1..n. */
  die(n: number): number;
}

export function initialState(setup: LASetup, numPlayers: number, random: SetupRandom): LAState {
  const mode = MODES[setup.mode];
  const minors = [...MINOR_SETS[minorSetOf(setup)]];
  const capitals = PROJECTS.filter((p) => p.kind === 'capital').slice(0, mode.capitals).map((p) => p.id);
  const stack = random.shuffle([...mapStackPieces(setup.mode, minors), ...capitals]);
  const dealt = random.shuffle([...minors]);
  const columns = Array.from({ length: mode.columns }, (_, i) => dealt.slice(i * 4, i * 4 + 4));
  const cash = STARTING_CASH.byPlayers[numPlayers];
  const first = random.die(numPlayers) - 1;
  return {
    cfg: { mode: setup.mode, players: numPlayers, cycles: setup.mode === 'short' ? CYCLES.short : CYCLES.long, landmarks: setup.landmarks, minors, directToMajor: setup.directToMajor === 'on', ddCard: setup.ddCard },
    cycle: 1, phase: 'yellow', trainPhase: 2, pendingDiscards: [],
    bank: BANK.value - cash * numPlayers,
    players: Array.from({ length: numPlayers }, () => ({ cash, out: false })),
    holdings: Object.fromEntries(Array.from({ length: numPlayers }, (_, i) => [String(i), {}])),
    priority: first,
    map: { version: 0, hexes: {} },
    mapBuild: { firstBuilder: first, drawn: null, rebuilds: 0 },
    secret: { stack, removed: [] },
    charters: { columns, dealt: true },
    reservations: {}, dd: {}, companies: {}, market: [],
    trains: { stack: trainStack(setup.mode, numPlayers), pool: [], gone: [] },
    tileSupply: Object.fromEntries(TRACK_TILES.map((t) => [t.id, t.count])),
  };
}
