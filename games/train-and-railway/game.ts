// The boardgame.io Game: setup, phases, turn orders and move wiring only.
import type { Game, Move } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { CONTRACTS, contract } from './data/contracts';
import { GOODS, PLAYER_COLOURS, SOLO_TURNS } from './data/goods';
import { MAPS } from './data/maps';
import { staticBoard } from './rules/board';
import type { TRState } from './rules/state';
import { MOVES, checkMove, freshTurn } from './moves';
import { enumerate } from './enumerate';
import { playerView } from './view';
import { narrate } from './rules/log';
import { NO_CLIENT_EVENTS } from '../kit/events';
import { parseSetup, type TRSetup } from './setup-parse';

export { parseSetup, type TRSetup };

function wrap(name: string): Move<TRState> {
  const def = MOVES[name];
  return {
    move: ({ G, ctx, playerID, random, events }, ...args: any[]) => {
      if (checkMove(G, ctx, playerID, name, args) !== null) return INVALID_MOVE;
      def.apply({ G, ctx, pid: playerID, random, events }, ...args);
    },
    client: !def.serverOnly,
    // Undo stays possible within a turn, except after a move that drew a hidden card.
    undoable: !def.serverOnly,
  };
}

const movesOf = (phase: string) =>
  Object.fromEntries(Object.keys(MOVES).filter((n) => MOVES[n].phase === phase).map((n) => [n, wrap(n)]));

export const game: Game<TRState, any, TRSetup> = {
  name: 'train-and-railway',
  minPlayers: 1,
  maxPlayers: 4,
  events: NO_CLIENT_EVENTS,
  setup: ({ ctx, random }, setupData) => {
    const parsed = parseSetup(ctx.numPlayers, setupData);
    if (!parsed.ok) throw new Error(parsed.error);
    const mapId = parsed.setup.map === 'random' ? MAPS[random.Die(MAPS.length) - 1].id : parsed.setup.map;
    const deck = random.Shuffle(CONTRACTS.map((c) => c.id));
    const players: TRState['players'] = {};
    const trains: TRState['trains'] = {};
    for (let i = 0; i < ctx.numPlayers; i++) {
      const id = String(i);
      players[id] = {
        colour: PLAYER_COLOURS[i].id, score: 0, goods: {}, tech: 0, upgrades: {}, minus: 0, shovels: 1,
        secret: [deck.pop()!], completed: [], extraTurns: 0,
      };
      trains[id] = null;
    }
    const publicContracts = [];
    for (let i = 0; i < ctx.numPlayers + 1; i++) {
      const id = deck.pop()!;
      publicContracts.push({ id, left: [...contract(id).goods] });
    }
    const board = staticBoard(mapId);
    const G: TRState = {
      mapId,
      numPlayers: ctx.numPlayers,
      rails: JSON.parse(JSON.stringify(board.startRails)),
      factories: {},
      trains,
      players,
      supply: Object.fromEntries(GOODS.map((g) => [g.id, g.supply])),
      publicContracts,
      deck,
      deckCount: deck.length,
      discard: [],
      turn: freshTurn(),
      round: 1,
      finalRound: ctx.numPlayers === 1 ? SOLO_TURNS.value : null,
      endTrigger: ctx.numPlayers === 1 ? 'turns' : null,
      repeatTurn: false,
      history: [],
      final: null,
      gameover: null,
      log: [],
    };
    narrate(G, ctx, undefined, `Map ${board.map.name} (${mapId}). Starting positions are chosen from the last player backwards.`);
    return G;
  },
  phases: {
    chooseStart: {
      start: true,
      moves: movesOf('chooseStart'),
      turn: {
        order: {
          // S004-0018: from the last player, counterclockwise (backwards around the table).
          first: ({ ctx }) => ctx.numPlayers - 1,
          next: ({ ctx }) => (ctx.playOrderPos - 1 + ctx.numPlayers) % ctx.numPlayers,
        },
      },
      endIf: ({ G }) => Object.values(G.trains).every((t) => t !== null),
      next: 'play',
    },
    play: {
      moves: movesOf('play'),
      turn: {
        onBegin: ({ G }) => {
          G.turn = freshTurn();
        },
        order: {
          first: () => 0,
          // Clockwise; a player with the extra-turn ability goes again (design note item 34).
          next: ({ G, ctx }) => (G.repeatTurn ? ctx.playOrderPos : (ctx.playOrderPos + 1) % ctx.numPlayers),
        },
      },
    },
  },
  endIf: ({ G }) => G.gameover ?? undefined,
  playerView: ({ G, playerID }) => playerView(G, playerID),
  ai: {
    enumerate: (G, ctx, playerID) => enumerate(G, ctx, playerID),
  },
};
