// Test helpers: build states directly, drive whole games through boardgame.io's Client and the enumerator.
import { Client } from 'boardgame.io/client';
import seedrandom from 'seedrandom';
import type { Ctx } from 'boardgame.io';
import { russianRailroads } from '../../../games/russian-railroads';
import { createState } from '../../../games/russian-railroads/rules/setup';
import type { RRState } from '../../../games/russian-railroads/rules/state';

export const module = russianRailroads;
export const game = russianRailroads.game;

export function makeClient(numPlayers: number, seed: string, setupData: any = { board: 'base', coal: false }) {
  const client = Client<RRState>({ game: { ...game, seed, setupData } as any, numPlayers });
  client.start();
  return client;
}

/** A fresh state without the framework: identity shuffles, so the tests know the deal. */
export function freshState(numPlayers = 4): RRState {
  return createState(numPlayers, { board: 'base', coal: false }, { Shuffle: <T>(d: T[]) => [...d] });
}

export function fakeCtx(G: RRState, phase = 'workerPlacement'): Ctx {
  return { numPlayers: Object.keys(G.players).length, turn: 1, currentPlayer: G.current, playOrder: Object.keys(G.players), playOrderPos: 0, phase, activePlayers: null } as any;
}

export interface PlayoutResult { moves: number; gameover: any; problems: string[]; G: RRState; ctx: Ctx }

/** Plays a whole game with random enumerated moves (biased towards acting); checks invariants after every move. */
export function playout(numPlayers: number, seed: string, maxMoves = 6000): PlayoutResult {
  const client = makeClient(numPlayers, seed);
  const rng = seedrandom(seed + '-policy');
  const problems: string[] = [];
  let moves = 0;
  let state = client.getState()!;
  while (!state.ctx.gameover && moves < maxMoves) {
    const pid = state.ctx.currentPlayer;
    client.updatePlayerID(pid);
    state = client.getState()!;
    const options = game.ai!.enumerate(state.G, state.ctx, pid) as { move: string; args?: any[] }[];
    if (!options.length) { problems.push(`no legal move for ${pid} at move ${moves} (phase ${state.ctx.phase})`); break; }
    const acting = options.filter((o) => o.move !== 'pass' && o.move !== 'skipStep');
    const pool = acting.length && rng() < 0.9 ? acting : options;
    const pick = pool[Math.floor(rng() * pool.length)];
    const before = state;
    (client.moves as any)[pick.move](...(pick.args ?? []));
    state = client.getState()!;
    if (state._stateID === before._stateID) { problems.push(`enumerated move refused: ${pick.move} ${JSON.stringify(pick.args)}: ${module.explain(before.G, before.ctx, pid, pick.move, pick.args ?? [])}`); break; }
    const broken = module.invariants!(before.G, state.G, state.ctx);
    if (broken) { problems.push(`after ${pick.move} ${JSON.stringify(pick.args)}: ${broken}`); break; }
    moves++;
  }
  client.stop();
  return { moves, gameover: state.ctx.gameover, problems, G: state.G, ctx: state.ctx };
}
