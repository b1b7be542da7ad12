// A boardgame.io Client started on a crafted position (design §7.2): the game's setup returns the
// given state, and the flow's round decides the phase (game.ts: a phase ends when `roundSeq` moves
// on, so the start phase hands over to the position's round at once). Moves go through the
// framework reducer and the moves' checks, as a player's would.
import { Client } from 'boardgame.io/client';
import { lostAtlas } from '../../../../games/lost-atlas';
import type { LAState } from '../../../../games/lost-atlas/rules/state';

export function craftedClient(G: LAState, seed = 'crafted') {
  G.roundSeq = (G.roundSeq ?? 0) + 1;
  G.phaseSeq = -1;
  G.log ??= [];
  const client = Client({ game: { ...lostAtlas.game, seed, setup: () => structuredClone(G) }, numPlayers: G.players.length });
  client.start();
  return client;
}
export type CraftedClient = ReturnType<typeof craftedClient>;

/** The full state on the client's store (getState() is the seat's view). */
export const fullState = (c: CraftedClient): LAState => (c as any).store.getState().G as LAState;

/** Plays `move` as the seat whose turn it is; returns whether the framework accepted it (the state moved on). */
export function act(c: CraftedClient, move: string, ...args: unknown[]): boolean {
  const before = c.getState()!._stateID;
  c.updatePlayerID(c.getState()!.ctx.currentPlayer);
  (c.moves as any)[move](...args);
  return c.getState()!._stateID !== before;
}

/** The legal moves of the seat whose turn it is. */
export function legal(c: CraftedClient): { move: string; args: unknown[] }[] {
  const s = c.getState()!;
  return lostAtlas.game.ai!.enumerate(s.G, s.ctx, s.ctx.currentPlayer) as { move: string; args: unknown[] }[];
}

/** Why the seat whose turn it is may not make the move now (null when it may). */
export function why(c: CraftedClient, move: string, ...args: unknown[]): string | null {
  const s = c.getState()!;
  return lostAtlas.explain!(fullState(c), s.ctx, s.ctx.currentPlayer, move, args) as string | null;
}
