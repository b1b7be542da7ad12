// Test helpers: build states directly, drive whole games through boardgame.io's Client and the enumerator.
import { Client } from 'boardgame.io/client';
import seedrandom from 'seedrandom';
import type { Ctx } from 'boardgame.io';
import { russianRailroads } from '../../../games/russian-railroads';
import { createState } from '../../../games/russian-railroads/rules/setup';
import type { RRState } from '../../../games/russian-railroads/rules/state';
import { gameWithSetup, playThroughClient, type PlayoutResult } from '../../kit/client';

export const module = russianRailroads;
export const game = russianRailroads.game;

export function makeClient(numPlayers: number, seed: string, setupData: any = { board: 'base', coal: false }) {
  const client = Client<RRState>({ game: gameWithSetup(game, setupData, { seed }), numPlayers });
  client.start();
  return client;
}

/** A fresh state without the framework: identity shuffles, so the tests know the deal. */
export function freshState(numPlayers = 4, setup: any = { board: 'base', coal: false }): RRState {
  return createState(numPlayers, setup, { Shuffle: <T>(d: T[]) => [...d] });
}

export function fakeCtx(G: RRState, phase = 'workerPlacement'): Ctx {
  return { numPlayers: Object.keys(G.players).length, turn: 1, currentPlayer: G.current, playOrder: Object.keys(G.players), playOrderPos: 0, phase, activePlayers: null } as any;
}

/** Plays a whole game with random enumerated moves (biased towards acting); checks invariants after every move. */
export function playout(numPlayers: number, seed: string, maxMoves = 6000, setupData: any = { board: 'base', coal: false }): PlayoutResult<RRState> {
  const rng = seedrandom(seed + '-policy');
  return playThroughClient(module, makeClient(numPlayers, seed, setupData), (options) => {
    const acting = options.filter((o) => o.move !== 'pass' && o.move !== 'skipStep');
    const pool = acting.length && rng() < 0.9 ? acting : options;
    return pool[Math.floor(rng() * pool.length)];
  }, maxMoves);
}

import { moves } from '../../../games/russian-railroads/moves';
import { enumerate } from '../../../games/russian-railroads/enumerate';

/**
 * Applies a move to a plain (unfrozen) state the way the framework would, for the seat G.current.
 * Returns null when accepted, else the refusal reason (from explain()).
 */
export function play(G: RRState, move: string, ...args: any[]): string | null {
  const phase = G.startingBonusQueue.length ? 'startingBonus' : 'workerPlacement';
  const ctx = fakeCtx(G, phase);
  const pid = G.current;
  const why = module.explain(G, ctx, pid, move, args);
  if (why) return why;
  const r = (moves as any)[move].move({ G, ctx, playerID: pid, events: { endTurn: () => {}, setStage: () => {} } }, ...args);
  if (r === 'INVALID_MOVE') return 'INVALID_MOVE';
  return null;
}

/** Like play() but fails the test on refusal. */
export function must(G: RRState, move: string, ...args: any[]): void {
  const why = play(G, move, ...args);
  if (why) throw new Error(`${move}(${JSON.stringify(args)}) refused: ${why}`);
}

export function options(G: RRState) {
  const phase = G.startingBonusQueue.length ? 'startingBonus' : 'workerPlacement';
  return enumerate(G, fakeCtx(G, phase), G.current);
}

/** A state in the worker placement of round 1, Starting Bonus cards skipped; seat order 0,1,2,3. */
export function placementState(numPlayers = 4, setup?: any): RRState {
  const G = freshState(numPlayers, setup);
  G.startingBonusQueue = [];
  G.startingBonus = [];
  G.order = Object.keys(G.players);
  G.current = G.order[0];
  return G;
}

/** Lets every seat pass in turn order (the current seat first). */
export function everyonePasses(G: RRState): void {
  const round = G.round;
  let guard = 0;
  while (!G.gameover && G.round === round && Object.values(G.players).some((p) => !p.passed) && guard++ < 10) must(G, 'pass');
}

export function cur(G: RRState) {
  return G.players[G.current];
}
