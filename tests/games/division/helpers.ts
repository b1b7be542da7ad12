// Test helpers: whole games through boardgame.io's Client and the enumerator, and crafted positions
// built directly for the pure rules.
import { Client } from 'boardgame.io/client';
import seedrandom from 'seedrandom';
import { division } from '../../../games/division';
import { CARS, type Car, type Colour, type HomeCardId, type MainlineType } from '../../../games/division/data';
import { freshCard, newOffice, computeTimetable } from '../../../games/division/rules/setup';
import { emptySheet, type Dir, type DivisionState, type Train } from '../../../games/division/rules/state';
import { gameWithSetup, playThroughClient, type PlayoutResult } from '../../kit/client';
import type { MoveChoice } from '../../../games/kit/types';

export const game = division.game;

export function makeClient(numPlayers: number, seed: string) {
  const client = Client<DivisionState>({ game: gameWithSetup(game, {} as any, { seed }), numPlayers });
  client.start();
  return client;
}

/** The playout policy: a move kind first (weighted), then one of its argument lists uniformly. */
const WEIGHTS: Record<string, number> = {
  rule: 4, holdRemaining: 1, setBoard: 1, switchCars: 2, blockTrain: 3, takeDraw: 3, makeExtra: 3, playCard: 4, discard: 0.5, endLocalOps: 2,
};

export function choose(options: MoveChoice[], rng: () => number): MoveChoice {
  const kinds = [...new Set(options.map((o) => o.move))];
  const total = kinds.reduce((s, k) => s + (WEIGHTS[k] ?? 1), 0);
  let x = rng() * total;
  let kind = kinds[kinds.length - 1];
  for (const k of kinds) { x -= WEIGHTS[k] ?? 1; if (x < 0) { kind = k; break; } }
  const of = options.filter((o) => o.move === kind);
  return of[Math.floor(rng() * of.length)];
}

export function playout(numPlayers: number, seed: string, maxMoves = 5000): PlayoutResult<DivisionState> {
  const rng = seedrandom(seed + '-policy');
  return playThroughClient(division, makeClient(numPlayers, seed), (options) => choose(options, rng), maxMoves);
}

// ---- crafted positions ----

export interface CraftOptions {
  cards: MainlineType[];
  stage?: number;
  oddSuperior?: Dir;
  hgUphill?: Dir;
  superintendent?: string;
  hands?: Record<string, HomeCardId[]>;
  deck?: HomeCardId[];
}

/** A position with the given Division, no trains, empty hands unless given; the deck holds the rest of a 20-card deck. */
export function craft(o: CraftOptions): DivisionState {
  const n = o.cards.length - 1;
  const hands: Record<string, HomeCardId[]> = {};
  for (let i = 0; i < n; i++) hands[String(i)] = o.hands?.[String(i)] ?? [];
  const timetable = computeTimetable(o.cards, n);
  return {
    n, stage: o.stage ?? 5, lastStage: Math.max(...timetable.map((r) => r.due)) + 7,
    hgUphill: o.hgUphill ?? 'E', oddSuperior: o.oddSuperior ?? 'W',
    cards: o.cards.map(freshCard), offices: Array.from({ length: n }, (_, i) => newOffice(i)), trains: [], timetable,
    superintendent: o.superintendent ?? '0', pending: [], hands, homeDeck: o.deck ?? [], homeDeckCount: (o.deck ?? []).length,
    homeDiscard: [], outOfGame: [], homeDeckSize: 20, carDeck: [], carDeckCount: 0, carsGone: [],
    turn: { option: null, switched: false, boardsSet: [] }, officeTurns: 0,
    score: Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), emptySheet()])),
    nextExtra: { W: 51, E: 52 }, history: [], gameover: null, log: [],
  };
}

/** A car of a colour and value not used yet by this position. */
export function car(G: DivisionState, colour: Colour, value: 1 | 2 | 3): Car {
  const used = new Set(G.trains.flatMap((t) => t.consist.map((c) => c.id)));
  const c = CARS.find((x) => x.colour === colour && x.value === value && !used.has(x.id));
  if (!c) throw new Error(`no free car ${colour}/${value}`);
  return { ...c };
}

export function addTrain(G: DivisionState, t: Partial<Train> & Pick<Train, 'no' | 'pos'>): Train {
  const dir: Dir = t.no % 2 === 1 ? 'W' : 'E';
  const train: Train = { dir, cls: t.no >= 51 ? 3 : t.no % 4 === 3 || t.no % 4 === 0 ? 2 : 1, speed: t.no >= 51 ? 'fast' : t.no % 4 === 3 || t.no % 4 === 0 ? 'slow' : 'fast', consist: [], crossed: 0, ...t };
  if (train.cls !== 3 && train.due === undefined) train.due = G.timetable.find((r) => r.no === train.no)?.due;
  G.trains.push(train);
  return train;
}

export const onCard = (card: number, region: number, place: 'line' | 'siding' = 'line') => ({ at: 'card' as const, card, region, place });
export const atOffice = (office: number, since = 0) => ({ at: 'office' as const, office, since });
export const inYard = (dp: Dir) => ({ at: 'yard' as const, dp });

/** The fake boardgame.io context for the pure moves. */
export const noShuffle = { Shuffle: <T,>(a: T[]) => [...a] };

/** The invariants of §13.7 on a crafted position: cards and cars the position leaves out count as out of the game. */
export function craftedInvariants(G: DivisionState): string | null {
  const H: DivisionState = JSON.parse(JSON.stringify(G));
  const inPlay = new Set([...H.carDeck.map((c) => c.id), ...H.carsGone, ...H.trains.flatMap((t) => t.consist.map((c) => c.id))]);
  H.carsGone.push(...CARS.filter((c) => !inPlay.has(c.id)).map((c) => c.id));
  const before = division.invariants!(H, H, {} as any);
  if (before && before.includes('Home Office cards instead')) {
    const total = 20;
    const have = Number(before.split(' ')[0]);
    H.outOfGame.push(...Array.from({ length: total - have }, () => 'redFlag' as HomeCardId));
  }
  return division.invariants!(H, H, {} as any);
}
