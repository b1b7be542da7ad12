// Helpers shared by the games' tests: a game whose setup receives setupData under the plain
// Client, and a whole game played through that Client by the game's enumerator.
import type { Ctx, Game } from 'boardgame.io';
import type { Client } from 'boardgame.io/client';
import type { GameModule, MoveChoice, PlayerID } from '../../games/kit/types';
import { circleWatcher } from '../../tools/lib/circles';

/** A started boardgame.io Client of a game whose state is G. */
export type GameClient<G> = ReturnType<typeof Client<G>>;

export interface SetupOptions<G> {
  /** The match seed (boardgame.io's random plugin). */
  seed?: string;
  /** Changes the state right after setup (a richer start for deeper random games). */
  adjust?: (G: G) => G;
}

/**
 * The game with `setupData` bound into its setup. boardgame.io 0.50.2's plain Client never passes
 * setupData to setup (only the server does), so tests that play through a Client need this.
 */
export function gameWithSetup<G, S>(game: Game<G, any, S>, setupData: S, options: SetupOptions<G> = {}): Game<G, any, S> {
  const setup = game.setup!;
  const adjust = options.adjust ?? ((G: G) => G);
  return {
    ...game,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    setup: (context) => adjust(setup(context, setupData)),
  };
}

export interface PlayoutResult<G> {
  moves: number;
  gameover: any;
  /** What went wrong, in words; empty when the game ran cleanly. */
  problems: string[];
  G: G;
  ctx: Ctx;
}

/** Picks one of the enumerated moves of seat `pid` (a test's playout policy). */
export type PlayoutPolicy<G> = (options: MoveChoice[], G: G, pid: PlayerID) => MoveChoice;

/**
 * Plays a started Client until the game ends or `maxMoves` moves: the current seat makes the move
 * `pick` chooses among the enumerated ones. Stops at the first enumerated move the game refuses
 * and at the first broken invariant, and says so in `problems`. Stops the client.
 */
export function playThroughClient<G>(module: GameModule<G>, client: GameClient<G>, pick: PlayoutPolicy<G>, maxMoves: number): PlayoutResult<G> {
  const problems: string[] = [];
  let moves = 0;
  let state = client.getState()!;
  const circled = circleWatcher();
  circled(state.G, state.ctx);
  while (!state.ctx.gameover && moves < maxMoves) {
    const pid = state.ctx.currentPlayer;
    client.updatePlayerID(pid);
    state = client.getState()!;
    const options = module.game.ai!.enumerate(state.G, state.ctx, pid) as MoveChoice[];
    if (!options.length) { problems.push(`no legal move for ${pid} at move ${moves} (phase ${state.ctx.phase})`); break; }
    const choice = pick(options, state.G, pid);
    const args = choice.args ?? [];
    const before = state;
    (client.moves as any)[choice.move](...args);
    state = client.getState()!;
    if (state._stateID === before._stateID) { problems.push(`enumerated move refused: ${choice.move} ${JSON.stringify(args)}: ${module.explain(before.G, before.ctx, pid, choice.move, args)}`); break; }
    const broken = module.invariants?.(before.G, state.G, state.ctx);
    if (broken) { problems.push(`after ${choice.move} ${JSON.stringify(args)}: ${broken}`); break; }
    if (circled(state.G, state.ctx)) { problems.push(`after ${choice.move} ${JSON.stringify(args)}: back at a position already seen this turn`); break; }
    moves++;
  }
  client.stop();
  return { moves, gameover: state.ctx.gameover, problems, G: state.G, ctx: state.ctx };
}
