// Test helpers: drive whole games through boardgame.io's Client and the game's enumerator.
import { Client } from 'boardgame.io/client';
import seedrandom from 'seedrandom';
import { trainAndRailway } from '../../../games/train-and-railway';
import type { TRSetup } from '../../../games/train-and-railway/game';
import type { TRState } from '../../../games/train-and-railway/rules/state';
import { gameWithSetup, playThroughClient, type PlayoutResult } from '../../kit/client';

export const game = trainAndRailway.game;

/** The game with its map (and seed) bound into setup; `rich` starts from enrich() (see below). */
export function gameWith(seed: string, setupData: TRSetup, rich = false) {
  return gameWithSetup(game, setupData, { seed, adjust: rich ? enrich : undefined });
}

export function makeClient(numPlayers: number, seed: string, map = 'random', rich = false) {
  const client = Client<TRState>({ game: gameWith(seed, { map }, rich), numPlayers });
  client.start();
  return client;
}

/**
 * The playout policy: random, but a move kind is picked first with these weights (then one of its
 * argument lists uniformly), so that random games also sell, process and upgrade, and some reach 25.
 */
const WEIGHTS: Record<string, number> = {
  sellGood: 60, sell: 40, finishSale: 4, process: 40, obtain: 25, upgrade: 10, discardGood: 5,
  moveForward: 12, moveStep: 12, stopTrain: 4, drawRailway: 6, drawRailSegment: 10, chooseRailHex: 10, spendFuel: 2, spendIron: 1,
  mainLocation: 2, changeDirection: 0.3, buildFactory: 0.5, passLocation: 3, endTurn: 3, chooseStart: 1,
};

export function choose<T extends { move: string; args?: any[] }>(options: T[], rng: () => number, G?: TRState, pid?: string): T {
  const t = G && pid !== undefined ? G.trains[pid] : null;
  if (G && t && pid !== undefined) {
    // Lay track in front of the own train, and stop where a location can be used: random games then
    // move, obtain, process and sell instead of scattering railways.
    const p = G.turn.pending;
    if (p?.k === 'draw' && !p.next && rng() < 0.8) {
      const ahead = neighbour(t.hex, t.facing);
      const entry = (t.facing + 3) % 6;
      const own = options.filter((o) => (o.move === 'chooseRailHex' && o.args![0] === ahead) || (o.move === 'drawRailSegment' && o.args![0] === ahead && o.args![1] === entry));
      if (own.length) return own[Math.floor(rng() * own.length)];
    }
    if (G.turn.pending?.k === 'move' && options.some((o) => o.move === 'stopTrain')) {
      const useful = availableLocationActions(G, pid).some((a) => a.access === 'free');
      if (rng() < (useful ? 0.85 : 0.1)) return options.find((o) => o.move === 'stopTrain')!;
    }
  }
  const kinds = [...new Set(options.map((o) => o.move))];
  const total = kinds.reduce((s, k) => s + (WEIGHTS[k] ?? 1), 0);
  let x = rng() * total;
  let kind = kinds[kinds.length - 1];
  for (const k of kinds) { x -= WEIGHTS[k] ?? 1; if (x < 0) { kind = k; break; } }
  const of = options.filter((o) => o.move === kind);
  return of[Math.floor(rng() * of.length)];
}

/**
 * A richer start for deeper random games: every seat begins with 8 tech tokens and four goods that
 * contracts want, so random play also upgrades, sells and reaches the 25-point end trigger.
 */
export function enrich(G: TRState): TRState {
  for (const id in G.players) {
    G.players[id].tech = 8;
    for (const g of ['paper', 'brick', 'axe', 'gold'] as const) {
      G.players[id].goods[g] = 1;
      G.supply[g] = (G.supply[g] ?? 0) - 1;
    }
  }
  return G;
}

/** Plays a whole game with the weighted random policy of choose(); checks the invariants after every move. */
export function playout(numPlayers: number, seed: string, maxMoves = 20000, map = 'random', rich = false): PlayoutResult<TRState> {
  const rng = seedrandom(seed + '-policy');
  return playThroughClient(trainAndRailway, makeClient(numPlayers, seed, map, rich), (options, G, pid) => choose(options, rng, G, pid), maxMoves);
}

// ---- crafted positions: the rules without the framework ----
import type { Ctx } from 'boardgame.io';
import { MOVES, checkMove } from '../../../games/train-and-railway/moves';
import { neighbour, segKey } from '../../../games/train-and-railway/rules/hex';
import { availableLocationActions } from '../../../games/train-and-railway/rules/location';

export function fakeRandom(seed: string) {
  const rng = seedrandom(seed);
  return {
    Number: () => rng(),
    Die: (n = 6) => 1 + Math.floor(rng() * n),
    Shuffle: <T,>(a: T[]): T[] => {
      const b = [...a];
      for (let i = b.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [b[i], b[j]] = [b[j], b[i]];
      }
      return b;
    },
  };
}

export function fakeCtx(numPlayers: number, currentPlayer = '0', phase = 'play'): Ctx {
  return {
    numPlayers, currentPlayer, phase, turn: 1, playOrder: Array.from({ length: numPlayers }, (_, i) => String(i)),
    playOrderPos: Number(currentPlayer), activePlayers: null,
  } as unknown as Ctx;
}

/** A fresh game state after setup, on a chosen map, with trains placed on the given starts. */
export function newState(numPlayers: number, map = 'TR-P01', starts: string[] = ['S1', 'S2', 'S3', 'S4'], seed = 'fixed'): TRState {
  const G = game.setup!({ ctx: fakeCtx(numPlayers, String(numPlayers - 1), 'chooseStart'), random: fakeRandom(seed) } as any, { map }) as TRState;
  for (let i = 0; i < numPlayers; i++) {
    const ctx = fakeCtx(numPlayers, String(i), 'chooseStart');
    const r = checkMove(G, ctx, String(i), 'chooseStart', [starts[i]]);
    if (r) throw new Error(r);
    MOVES.chooseStart.apply({ G, ctx, pid: String(i), random: fakeRandom(seed), events: {} }, starts[i]);
  }
  return G;
}

/** Tries a move as seat `pid` (its turn); returns the refusal reason or null after applying it. */
export function act(G: TRState, pid: string, move: string, ...args: any[]): string | null {
  const ctx = fakeCtx(G.numPlayers, pid, 'play');
  const reason = checkMove(G, ctx, pid, move, args);
  if (reason) return reason;
  MOVES[move].apply({ G, ctx, pid, random: fakeRandom('act'), events: {} }, ...args);
  return null;
}

export function placeTrain(G: TRState, pid: string, hex: string, a: number, b: number, facing: number): void {
  const seg = segKey(a, b);
  if (!(G.rails[hex] ?? []).includes(seg)) G.rails[hex] = [...(G.rails[hex] ?? []), seg].sort();
  G.trains[pid] = { hex, seg, facing };
}

export function give(G: TRState, pid: string, goods: Partial<Record<string, number>>): void {
  for (const [g, n] of Object.entries(goods)) {
    (G.players[pid].goods as any)[g] = ((G.players[pid].goods as any)[g] ?? 0) + n!;
    (G.supply as any)[g] -= n!;
  }
}

export function rail(G: TRState, hex: string, a: number, b: number): void {
  const seg = segKey(a, b);
  if (!(G.rails[hex] ?? []).includes(seg)) G.rails[hex] = [...(G.rails[hex] ?? []), seg].sort();
}

/** The turn after the main action is done (to test additional and location actions). */
export function afterMain(G: TRState): void {
  G.turn.mainDone = true;
}
