// What every game's plugin entry (plugins/<game>.ts, package.json `exports`) hands to another
// boardgame.io project: the Game, a board taking the framework's own BoardProps, and a bot the
// framework's `Step` can drive. Only games/, bots/ and ui/boards + ui/kit are reached from here:
// never the server, the app or their dependencies (tests/server/plugins.test.ts checks the graph).
import type { ComponentType } from 'react';
import type { Ctx, Game } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { loadBotGame } from '../bots/index';
import { createSeatBot, type BotKind } from '../bots/mcts';
import type { GameModule, MoveChoice } from '../games/kit/types';
import { sayMove } from '../games/kit/sentence';
import type { RailhouseBoardProps } from '../ui/kit/board-types';

/**
 * The game's board for boardgame.io's `Client({ board })`: it gets the framework's BoardProps
 * and adds what Railhouse's boards also need (the seat's legal moves from the enumerator, a
 * `play` sending a move, the moves in the game's words, the seats' names from matchData or "Player N").
 */
export function frameworkBoard<G>(RailhouseBoard: ComponentType<RailhouseBoardProps<G>>, module: GameModule<G>): ComponentType<BoardProps<G>> {
  const game = module.game as Game<G>;
  function Board(props: BoardProps<G>) {
    const seat = props.playerID ?? props.ctx.currentPlayer;
    const legalMoves: MoveChoice[] = props.isActive && !props.ctx.gameover ? ((game.ai?.enumerate(props.G, props.ctx, seat) ?? []) as MoveChoice[]) : [];
    const playerNames: Record<string, string> = {};
    for (const id of props.ctx.playOrder) playerNames[id] = `Player ${Number(id) + 1}`;
    for (const p of props.matchData ?? []) if (p.name) playerNames[String(p.id)] = p.name;
    return <RailhouseBoard {...props} legalMoves={legalMoves} play={(move, ...args) => props.moves[move]?.(...args)} sayMove={(choice) => sayMove(module, props.G, props.ctx, seat, choice)} refusal={null} playerNames={playerNames} />;
  }
  Board.displayName = `${game.name}Board`;
  return Board;
}

/** boardgame.io's MAKE_MOVE action, as its (unexported) makeMove action creator builds it. */
export interface MakeMove {
  type: 'MAKE_MOVE';
  payload: { type: string; args: any[]; playerID: string };
}

/** A bot for boardgame.io's `Step(client, bot)`, or anything calling `play(state, playerID)`. */
export interface FrameworkBot {
  play(state: { G: any; ctx: Ctx }, playerID: string): Promise<{ action?: MakeMove }>;
}

/**
 * A Railhouse bot of `level` (random, easy, normal, hard) for `gameId`, deterministic for a seed:
 * each move searches with the seed, the turn and the seat. It sees what `state.G` shows (give it
 * the seat's own view in a game with secrets) and answers a MAKE_MOVE action, or none when the
 * seat has no move.
 */
export function frameworkBot(gameId: string, level: BotKind = 'easy', seed = 'railhouse'): FrameworkBot {
  return {
    async play(state, playerID) {
      const loaded = await loadBotGame(gameId);
      const bot = createSeatBot(level, loaded, { seed: `${seed}/${state.ctx.turn}/${playerID}/${(state as { _stateID?: number })._stateID ?? 0}` });
      const { move } = await bot.choose(state.G, state.ctx, playerID);
      return move ? { action: { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args ?? [], playerID } } } : {};
    },
  };
}
