// Issue 48 §1: the Game said maxPlayers 5 while the Landmarks module (and Railhouse's own lobby)
// plays two to seven. A plain boardgame.io Server and its Lobby API take their seat count from the
// Game, so they refused six and seven players. Now they create and seat them, and still refuse eight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Server } from 'boardgame.io/server';
import { lostAtlas } from '../../../games/lost-atlas';
import { lostAtlasMeta } from '../../../games/lost-atlas/meta';

describe('Lost Atlas on a plain boardgame.io server', () => {
  const server = Server({ games: [lostAtlas.game] });
  let running: Awaited<ReturnType<typeof server.run>>;
  let base = '';
  beforeAll(async () => {
    running = await server.run({ port: 0 });
    base = `http://127.0.0.1:${(running.appServer.address() as { port: number }).port}`;
  });
  afterAll(() => server.kill(running));

  const post = async (route: string, body: unknown) => {
    const res = await fetch(base + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json().catch(() => undefined)) as any };
  };

  it('the Game, the module and its metadata agree: two to seven players', () => {
    expect([lostAtlas.game.minPlayers, lostAtlas.game.maxPlayers]).toEqual([2, 7]);
    expect([lostAtlas.minPlayers, lostAtlas.maxPlayers]).toEqual([2, 7]);
    expect([lostAtlasMeta.minPlayers, lostAtlasMeta.maxPlayers]).toEqual([2, 7]);
  });

  for (const numPlayers of [6, 7]) {
    it(`the framework's Lobby creates a ${numPlayers}-player match and seats its last player`, async () => {
      const created = await post('/games/lost-atlas/create', { numPlayers });
      expect(created.status).toBe(200);
      const last = String(numPlayers - 1);
      const joined = await post(`/games/lost-atlas/${created.json.matchID}/join`, { playerID: last, playerName: `P${last}` });
      expect(joined.status).toBe(200);
      expect(typeof joined.json.playerCredentials).toBe('string');
      const match = await (await fetch(`${base}/games/lost-atlas/${created.json.matchID}`)).json();
      expect(match.players).toHaveLength(numPlayers);
    }, 60_000);
  }

  it('and refuses eight', async () => {
    const created = await post('/games/lost-atlas/create', { numPlayers: 8 });
    expect(created.status).toBeGreaterThanOrEqual(400);
    expect(created.status).toBeLessThan(500);
  });
});
