// Shared fixtures for the bot tests: reference-game positions and the seat's view of them.
import type { Ctx } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { referenceGame, type RefState } from '../../tools/reference-game';

export function referenceStart(numPlayers: number, seed: string): { G: RefState; ctx: Ctx } {
  const state = InitializeGame({ game: { ...referenceGame.game, seed }, numPlayers });
  return { G: state.G as RefState, ctx: state.ctx };
}

export function viewFor(G: RefState, ctx: Ctx, playerID: string): RefState {
  return referenceGame.game.playerView!({ G, ctx, playerID } as never) as RefState;
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value as object)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
