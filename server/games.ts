// The boardgame.io Game objects the server runs: private copies of the registry's games, each
// with a seed drawn from crypto randomness for every new match (boardgame.io's default seed is
// the creation time in base 36, which the lobby publishes as createdAt).
import { randomBytes } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import type { GameModule } from '../games/kit/types';

export function newMatchSeed(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * A processed copy of `module.game` whose `seed` is fresh on every read. boardgame.io reads
 * `game.seed` exactly once per match, in the random plugin's setup, on this very object (it
 * does not re-process an already processed game), so every match gets its own seed.
 */
export function serverGame(module: GameModule): Game {
  const game = ProcessGameConfig({ ...module.game, name: module.id });
  Object.defineProperty(game, 'seed', { get: newMatchSeed, enumerable: false, configurable: true });
  return game;
}

export interface ServedGame {
  module: GameModule;
  game: Game;
}

export function serveGames(modules: GameModule[]): ServedGame[] {
  const ids = new Set<string>();
  return modules.map((module) => {
    if (ids.has(module.id)) throw new Error(`Game ${module.id} is listed twice.`);
    ids.add(module.id);
    return { module, game: serverGame(module) };
  });
}
