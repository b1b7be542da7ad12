// Drives the pure rules the way game.ts does, without boardgame.io: open a turn, make moves (each
// checked by the same checkMove), end the Stage.
import { expect } from 'vitest';
import { MOVES, checkMove, rulingOpen } from '../../../games/division/moves';
import { endStage } from '../../../games/division/rules/endStage';
import { openOfficeTurn } from '../../../games/division/rules/officeTurn';
import type { DivisionState } from '../../../games/division/rules/state';
import { noShuffle } from './helpers';

export function openTurn(G: DivisionState, seat: string): string {
  if (seat === G.superintendent && rulingOpen(G)) return 'ruling';
  return openOfficeTurn(G, seat, noShuffle);
}

export function act(G: DivisionState, seat: string, name: string, ...args: any[]): void {
  const why = checkMove(G, { currentPlayer: seat, gameover: undefined } as any, seat, name, args);
  expect(why, `${name} ${JSON.stringify(args)}`).toBeNull();
  MOVES[name].apply({ G, seat, turn: 0, random: noShuffle, setStage: () => {}, endTurn: () => {} }, ...args);
}

export function refused(G: DivisionState, seat: string, name: string, ...args: any[]): string | null {
  return checkMove(G, { currentPlayer: seat, gameover: undefined } as any, seat, name, args);
}

export const finishStage = (G: DivisionState) => endStage(G, 0);
