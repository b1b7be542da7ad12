// The boardgame.io Game (§13.3): one phase per Stage. Its turns are the Office turns, Superintendent
// first; the ruling is the first stage of the Superintendent's turn; the phase's onEnd runs Movement,
// the end of the Stage and the next Stage's timetable step. No phase has an endIf.
import type { Ctx, Game, Move } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { plainCopy, plainStatePlugin, finishedState } from '../kit/plain-state';
import { enumerate } from './enumerate';
import { MOVES, checkMove, rulingOpen, type StageName } from './moves';
import { endStage } from './rules/endStage';
import { openOfficeTurn, type Shuffler } from './rules/officeTurn';
import { hiddenChanged, hiddenSnapshot } from './rules/secret';
import { newGame } from './rules/setup';
import type { DivisionState } from './rules/state';
import { playerView } from './view';
import { parseSetup, type DivisionSetup } from './setup-parse';
import { NO_CLIENT_EVENTS } from '../kit/events';

export { parseSetup, type DivisionSetup };

type Events = { endTurn?: () => void; setActivePlayers?: (arg: any) => void };
// Under boardgame.io the plain-state plugin hands the frozen state before the move as plainG, and
// the move works on a copy of it. Without the plugin (the bots' simulation, where G is a private
// copy already) the move changes G in place.
const plainOf = (c: any): DivisionState => (c.plainG !== undefined ? plainCopy(c.plainG as DivisionState) : (c.G as DivisionState));

function wrap(name: string): Move<DivisionState> {
  const def = MOVES[name];
  return {
    move: (c: any, ...args: any[]) => {
      const { ctx, playerID, random, events } = c as { ctx: Ctx; playerID: string; random: any; events: Events };
      const G0 = (c.plainG ?? c.G) as DivisionState;
      if (checkMove(G0, ctx, playerID, name, args) !== null) return INVALID_MOVE;
      const G = plainOf(c);
      const hiddenBefore = hiddenSnapshot(G);
      let shuffled = false;
      const shuffler: Shuffler = { Shuffle: (deck) => ((shuffled = true), random.Shuffle(deck)) };
      def.apply({
        G, seat: playerID, turn: ctx.turn, random: shuffler,
        setStage: (stage: StageName) => events.setActivePlayers?.({ currentPlayer: stage }),
        endTurn: () => events.endTurn?.(),
      }, ...args);
      G.revealedByLastMove = shuffled || hiddenChanged(G, hiddenBefore);
      return finishedState(G);
    },
    client: !def.serverOnly,
    // Undo takes back only what showed nothing hidden: undoing a draw, a card played from a secret
    // hand or a reshuffle would let the player peek and choose again.
    undoable: ({ G }: { G: DivisionState }) => !G.revealedByLastMove && !G.gameover,
  };
}

const movesOf = (stage: StageName) => Object.fromEntries(Object.keys(MOVES).filter((n) => MOVES[n].stages.includes(stage)).map((n) => [n, wrap(n)]));

export const game: Game<DivisionState, any, DivisionSetup> = {
  name: 'division',
  minPlayers: 1,
  maxPlayers: 4,
  events: NO_CLIENT_EVENTS,
  plugins: [plainStatePlugin],
  setup: ({ ctx, random }) => newGame(ctx.numPlayers, random),
  validateSetupData: (data, n) => {
    const r = parseSetup(n, data);
    return r.ok ? undefined : r.error;
  },
  phases: {
    stage: {
      start: true,
      turn: {
        order: {
          first: ({ G, ctx }) => Math.max(0, ctx.playOrder.indexOf(G.superintendent)),
          next: ({ G, ctx }) => (G.officeTurns >= ctx.numPlayers ? undefined : (ctx.playOrderPos + 1) % ctx.numPlayers),
        },
        onBegin: (c: any) => {
          const { ctx, random, events } = c;
          const G = plainOf(c);
          if (ctx.currentPlayer === G.superintendent && rulingOpen(G)) events.setActivePlayers({ currentPlayer: 'ruling' });
          else events.setActivePlayers({ currentPlayer: openOfficeTurn(G, ctx.currentPlayer, random, ctx.turn) });
          return finishedState(G);
        },
        stages: {
          ruling: { moves: movesOf('ruling') },
          office: { moves: movesOf('office') },
          drawOption: { moves: movesOf('drawOption') },
          extraOption: { moves: movesOf('extraOption') },
        },
      },
      onEnd: (c: any) => {
        const G = plainOf(c);
        endStage(G, c.ctx.turn);
        return finishedState(G);
      },
      next: 'stage',
    },
  },
  endIf: ({ G }) => G.gameover ?? undefined,
  playerView: ({ G, playerID }) => playerView(G, playerID),
  ai: { enumerate: (G, ctx, playerID) => enumerate(G, ctx, playerID) },
};
