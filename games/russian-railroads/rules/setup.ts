// Game setup (S002-0001–0044 and the 2- and 3-player changes S002-0213–0229).
import { END_BONUS_CARDS, END_BONUS_REMOVED } from '../data/endBonus';
import { ENGINEERS } from '../data/engineers';
import { BONUS_CARDS, STARTING_BONUS_CARDS } from '../data/tokens';
import { PLAYER_COUNTS, ROUBLES_IN_BOX, TEMP_WORKERS, LOCO_NUMBERS } from '../data/setup';
import { DOUBLER_SUPPLY, LOCO_SLOTS } from '../data/board-base';
import { boardOf } from './board';
import { emilCards, emilTurn } from './emil';
import { EMIL_START_WORKERS, EMIL_WORKER_THRESHOLDS } from '../data/emil';
import { FOUNDRIES, FOUNDRY_DISPLAY, COAL_START, COAL_EXTRA_ROUBLES } from '../data/coal';
import { GERMAN_AREAS, EXTENSIONS, INCOME_MARKERS } from '../data/board-german';
import { SCORE_CATEGORIES, type RRState, type RRSetup, type PlayerState, type ScoreCategory } from './state';

export interface SetupRandom { Shuffle<T>(deck: T[]): T[] }

/** The engineer strip: B engineers on the left spaces, A engineers on the two public spaces and the hiring space. */
export function dealEngineers(rounds: number, nB: number, nA: number, a: number[], b: number[]): (number | null)[] {
  const strip: (number | null)[] = new Array(rounds).fill(null);
  const start = rounds - nA - nB;
  for (let i = 0; i < nB; i++) strip[start + i] = b[i];
  for (let i = 0; i < nA; i++) strip[start + nB + i] = a[i];
  return strip;
}

export function createState(numPlayers: number, setup: RRSetup, random: SetupRandom): RRState {
  const pc = PLAYER_COUNTS[numPlayers];
  // Coal: one round fewer (a blockade on the left-most engineer space) and one A engineer fewer (S002-0271/0272).
  const rounds = pc.rounds - (setup.coal ? 1 : 0);
  const nA = pc.engineersA - (setup.coal ? 1 : 0);
  const ids = Array.from({ length: numPlayers }, (_, i) => String(i));
  const order = random.Shuffle(ids);
  const eb = random.Shuffle(END_BONUS_CARDS.map((c) => c.id));
  const a = random.Shuffle(ENGINEERS.filter((e) => e.pile === 'A').map((e) => e.id));
  const b = random.Shuffle(ENGINEERS.filter((e) => e.pile === 'B').map((e) => e.id));
  const engineers = dealEngineers(rounds, pc.engineersB, nA, a, b);
  const engineersRemoved = [...a.slice(nA), ...b.slice(pc.engineersB)];
  const foundries = setup.coal ? random.Shuffle(FOUNDRIES.map((f) => f.id)) : [];
  const startRoubles = pc.startRoubles + (setup.coal ? COAL_EXTRA_ROUBLES : 0);
  // German board: for each area size, players + 1 extension tiles at random (2p and solo: 3).
  const german = setup.board === 'german';
  const extensionPool = german
    ? GERMAN_AREAS.flatMap((area) => random.Shuffle(EXTENSIONS.filter((x) => x.area === area.id).map((x) => x.id)).slice(0, Math.max(3, numPlayers + 1)))
    : [];
  const locoStacks = [0, ...new Array(LOCO_NUMBERS).fill(pc.locosPerNumber)];
  locoStacks[1] -= numPlayers; // each player starts with a #1 locomotive (S002-0029)
  const lines = boardOf({ setup: { ...setup } } as RRState).lines;
  const players: Record<string, PlayerState> = {};
  let bank = ROUBLES_IN_BOX;
  for (const id of ids) {
    bank -= startRoubles;
    players[id] = {
      workers: pc.startWorkers, placed: 0, owned: pc.startWorkers, reserve: pc.ownWorkers - pc.startWorkers, gained: 0,
      temp: 0, tempPlaced: 0, roubles: startRoubles,
      tracks: lines.map(() => [1, -1, -1, -1, -1]),
      locos: [1, ...new Array(LOCO_SLOTS - 1).fill(0)],
      locoBoiler: new Array(LOCO_SLOTS).fill(false), factoryBoiler: [],
      coal: setup.coal ? COAL_START : 0, foundries: [], foundriesUsed: [],
      route: '', extensions: {}, income: [], incomeUsed: [],
      factories: [], industry: [0], doublers: 0, tokens: [], claimed: [], engineers: [], engineersUsed: [], bonusCards: [],
      revalued: false, medal: false, passed: false, endBonusCount: 0,
      pts: Object.fromEntries(SCORE_CATEGORIES.map((c) => [c, 0])) as Record<ScoreCategory, number>,
      score: 0,
    };
  }
  const queue = order.slice(1).reverse(); // 4th, 3rd, 2nd pick a Starting Bonus card; 1st gets none
  const solo = numPlayers === 1;
  const emilDeck = solo ? random.Shuffle(emilCards({ setup } as RRState)) : [];
  const G: RRState = {
    setup: { ...setup, players: numPlayers, rounds },
    round: 1,
    order,
    current: queue[0] ?? order[0],
    spaces: {},
    roublesOnBoard: 0,
    bank,
    tempOnBoard: TEMP_WORKERS,
    engineers,
    locoStacks,
    doublerSupply: DOUBLER_SUPPLY,
    bonusCards: BONUS_CARDS.map((c) => c.id),
    startingBonus: STARTING_BONUS_CARDS.filter((c) => !c.coalOnly || setup.coal).map((c) => c.id),
    startingBonusQueue: queue,
    relocation: [],
    relocatingDone: false,
    pending: [],
    ebPileCount: eb.length - END_BONUS_REMOVED,
    players,
    foundryDisplay: foundries.slice(0, FOUNDRY_DISPLAY),
    foundryPileCount: Math.max(0, foundries.length - FOUNDRY_DISPLAY),
    coalFactory: setup.coal,
    roundWorkers: 0,
    extensionPool,
    incomePool: german ? Object.fromEntries(INCOME_MARKERS.map((m) => [m.id, m.copies])) : {},
    freeAction: false,
    emil: solo ? { workers: EMIL_START_WORKERS, placed: 0, owned: EMIL_START_WORKERS, waiting: EMIL_WORKER_THRESHOLDS.length, passed: false, deckCount: emilDeck.length, discard: [], engineers: [], tiles: [] } : null,
    hands: Object.fromEntries(ids.map((id) => [id, { endBonus: [], drawn: [] }])),
    secret: { ebPile: eb.slice(END_BONUS_REMOVED), ebRemoved: eb.slice(0, END_BONUS_REMOVED), engineersRemoved, emilDeck, foundryPile: foundries.slice(FOUNDRY_DISPLAY) },
    history: [],
    log: [],
    gameover: null,
    finalScores: null,
  };
  // Solo: no Starting Bonus cards, and Emil begins (S002-0316, 0317).
  if (solo) { G.startingBonus = []; emilTurn({ G, pid: '0', turn: 0 }); }
  return G;
}
