// The state before map building (design §3.2): the map stack with its projects (secret), the
// charters (dealt now for a fixed set), the train stack (lowest type on top), starting cash, the bank
// (24,500 less the cash, §3.18 default), the tile supply, and one random seat that builds first and
// holds the first priority (U25). Randomness comes in as `shuffle` and `die` (boardgame.io's random).
import { MODES } from '../data/modes';
import { STARTING_CASH, BANK, BANK_BREAK, CYCLES } from '../data/economy';
import { TRACK_TILES } from '../data/trackTiles';
import { dealDDCards, drawPlan, fixedMinors, modeKey, stackPlan, trainStack } from './setup';
import type { LAState } from './state';
import { minorSetOf, type LASetup } from '../setup-parse';

export interface SetupRandom {
  shuffle<T>(items: T[]): T[];
  /** A whole number in 1..n. */
  die(n: number): number;
}

export function initialState(setup: LASetup, numPlayers: number, random: SetupRandom): LAState {
  const key = modeKey(setup);
  const plan = stackPlan(setup);
  const { items, removed } = drawPlan(plan, (xs) => random.shuffle(xs));
  const stack = random.shuffle(items);
  const minors = setup.minors === 'random' ? [] : fixedMinors(setup);
  // C22: a fixed set without Crowded is dealt before building; Crowded, random and six–seven after it (S000-0032, S000-0033).
  const dealNow = (minorSetOf(setup) !== null || !!setup.minorList) && !setup.crowded;
  const columns = MODES[key].columns;
  const dealt = dealNow ? random.shuffle([...minors]) : [];
  const cash = STARTING_CASH.byPlayers[numPlayers];
  const first = random.die(numPlayers) - 1;
  const G: LAState = {
    cfg: {
      mode: setup.mode, players: numPlayers, cycles: CYCLES[setup.mode], landmarks: setup.landmarks, minors,
      directToMajor: setup.directToMajor === 'on', hostileMergers: setup.hostileMergers === 'on', bankBreak: setup.bankBreak, bankruptcyContinues: setup.bankruptcyContinues, ddCard: setup.ddCard, columns, setup,
    },
    cycle: 1, phase: 'yellow', trainPhase: 2, pendingDiscards: [],
    bank: (setup.bankBreak ? BANK_BREAK.bank[numPlayers] : BANK.value) - cash * numPlayers,
    players: Array.from({ length: numPlayers }, () => ({ cash, out: false })),
    holdings: Object.fromEntries(Array.from({ length: numPlayers }, (_, i) => [String(i), {}])),
    priority: first,
    map: { version: 0, hexes: {} },
    mapBuild: { firstBuilder: first, drawn: null, rebuilds: 0 },
    secret: { stack, removed },
    charters: { columns: dealNow ? dealColumns(dealt, columns) : [], dealt: dealNow },
    reservations: {}, dd: {}, companies: {}, market: [],
    trains: { stack: trainStack(setup.mode, numPlayers), pool: [], gone: [] },
    tileSupply: Object.fromEntries(TRACK_TILES.map((t) => [t.id, t.count])),
  };
  // §3.2 step 6, after the other draws (a seed without DDD deals as before): DDD's cards are public from the start.
  if (setup.differentDestinations) G.dd = dealDDCards(setup, (xs) => random.shuffle(xs));
  if (setup.ddCustom) G.cfg.ddCustom = setup.ddCustom;
  return G;
}

/** Charters in columns of 4 (§3.2 step 3). */
export function dealColumns<T>(shuffled: T[], columns: number): T[][] {
  return Array.from({ length: columns }, (_, i) => shuffled.slice(i * 4, i * 4 + 4));
}

/** The number of charter columns (§1.1); a state from before `cfg.columns` existed takes its mode's. */
export const charterColumns = (G: LAState): number => G.cfg.columns ?? MODES[G.cfg.mode].columns;
