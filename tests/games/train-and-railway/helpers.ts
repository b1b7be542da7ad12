// Test helpers: drive whole games through boardgame.io's Client and the game's enumerator.
import { Client } from 'boardgame.io/client';
import seedrandom from 'seedrandom';
import { trainAndRailway } from '../../../games/train-and-railway';
import type { TRState } from '../../../games/train-and-railway/rules/state';

export const game = trainAndRailway.game;

export function makeClient(numPlayers: number, seed: string, map = 'random') {
  const client = Client<TRState>({ game: { ...game, seed }, numPlayers, setupData: { map } });
  client.start();
  return client;
}

export interface PlayoutResult {
  moves: number;
  gameover: any;
  problems: string[];
  G: TRState;
}

/** Plays a whole game with uniformly random enumerated moves; checks the invariants after every move. */
export function playout(numPlayers: number, seed: string, maxMoves = 20000, map = 'random'): PlayoutResult {
  const client = makeClient(numPlayers, seed, map);
  const rng = seedrandom(seed + '-policy');
  const problems: string[] = [];
  let moves = 0;
  let state = client.getState()!;
  while (!state.ctx.gameover && moves < maxMoves) {
    const pid = state.ctx.currentPlayer;
    client.updatePlayerID(pid);
    state = client.getState()!;
    const options = trainAndRailway.game.ai!.enumerate(state.G, state.ctx, pid) as { move: string; args?: any[] }[];
    if (!options.length) { problems.push(`no legal move for ${pid} at move ${moves}`); break; }
    // Prefer finishing actions a little so games end in reasonable time.
    const pick = options[Math.floor(rng() * options.length)];
    const before = state;
    (client.moves as any)[pick.move](...(pick.args ?? []));
    state = client.getState()!;
    if (state._stateID === before._stateID) { problems.push(`enumerated move refused: ${pick.move} ${JSON.stringify(pick.args)}`); break; }
    const broken = trainAndRailway.invariants!(before.G, state.G, state.ctx);
    if (broken) { problems.push(`after ${pick.move}: ${broken}`); break; }
    moves++;
  }
  client.stop();
  return { moves, gameover: state.ctx.gameover, problems, G: state.G };
}
