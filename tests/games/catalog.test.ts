// games/catalog.ts (what the app's first pages load) and games/index.ts (what the server, bots and
// tools load) list the same games, with the same metadata, and each loader gives the full game.
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../games/catalog';
import { GAMES } from '../../games/index';

describe('the catalog of games', () => {
  it('lists the registry’s games in its order', () => {
    expect(CATALOG.map((g) => g.id)).toEqual(GAMES.map((g) => g.id));
  });

  it.each(GAMES.map((g) => [g.id, g] as const))('%s: the same metadata, and load() gives the registry’s module', async (id, game) => {
    const entry = CATALOG.find((g) => g.id === id)!;
    const { load, ...meta } = entry;
    for (const [key, value] of Object.entries(meta)) expect(game[key as keyof typeof game], key).toBe(value);
    expect(await load()).toBe(game);
  });
});
