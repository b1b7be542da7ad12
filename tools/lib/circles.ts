// A legal move must move the game on. A move that leads back to a position already seen in the
// same turn lets a player, or a bot, go round in circles for ever (an easy bot once repeated a
// reordering of its pending steps without end). The random playouts watch for it.
import type { Ctx } from 'boardgame.io';

/** A watcher to call with every position of a game, in order: true when the position repeats one seen earlier in the same turn. */
export function circleWatcher(): (G: unknown, ctx: Ctx) => boolean {
  let turn: number | undefined;
  let seen = new Set<string>();
  return (G, ctx) => {
    if (ctx.turn !== turn) {
      turn = ctx.turn;
      seen = new Set();
    }
    const key = JSON.stringify([ctx.phase, ctx.currentPlayer, ctx.activePlayers ?? null, G]);
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  };
}
