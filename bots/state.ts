// The framework state a search starts from, built from what a seat may know: its filtered G
// (or a determinization of it), the public ctx, and a random plugin with a FRESH seed, so no
// search ever reads the match's real PRNG state.
import type { Ctx, Game, State } from 'boardgame.io';

export function searchState(game: Game, G: unknown, ctx: Ctx, randomSeed: string): State {
  const plugins: State['plugins'] = {
    random: { data: { seed: randomSeed } },
    log: { data: {} },
  };
  for (const plugin of game.plugins ?? []) {
    if (plugin.setup && !(plugin.name in plugins)) {
      plugins[plugin.name] = { data: plugin.setup({ G, ctx, game }) };
    }
  }
  return { G, ctx, plugins, _undo: [], _redo: [], _stateID: 0 };
}

/** The game as the bots' reducers run it: undo history is dead weight in a search. */
export function searchGame(game: Game): Game {
  return { ...game, disableUndo: true };
}

/** Who acts now: the current player, or the first seat holding an active stage. */
export function actingSeat(ctx: Ctx): string {
  if (ctx.activePlayers) {
    const first = Object.keys(ctx.activePlayers)[0];
    if (first !== undefined) return first;
  }
  return ctx.currentPlayer;
}

/** A deep copy of plain JSON state, so nothing a bot does can touch the caller's objects. */
export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
