import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { Server } from 'boardgame.io/server';
import { playSeat } from '../../bots/seat';
import { referenceGame } from '../../tools/reference-game';

// A real boardgame.io server on a free port, the lobby API, and two bots seated over sockets.
let server: ReturnType<typeof Server>;
let running: Awaited<ReturnType<ReturnType<typeof Server>['run']>>;
let base = '';

beforeAll(async () => {
  server = Server({ games: [referenceGame.game], origins: ['http://localhost'] });
  running = await server.run({ port: 0 });
  base = `http://localhost:${(running.appServer.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.kill(running);
});

async function post(path: string, body: unknown): Promise<any> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
  return res.json();
}

describe('playSeat: a bot seated in an online match', () => {
  it('two seated bots play a match to its end over sockets, each moving only on authoritative states', async () => {
    const { matchID } = await post('/games/reference/create', { numPlayers: 2 });
    const credentials: string[] = [];
    for (const playerID of ['0', '1']) {
      const { playerCredentials } = await post(`/games/reference/${matchID}/join`, { playerID, playerName: `bot ${playerID}` });
      credentials.push(playerCredentials);
    }
    const movedOn: Record<string, number[]> = { '0': [], '1': [] };
    await Promise.all(
      ['0', '1'].map((playerID) =>
        playSeat({
          server: base,
          gameId: 'reference',
          matchID,
          playerID,
          credentials: credentials[Number(playerID)],
          difficulty: 'easy',
          onMove: (_move, stateID) => movedOn[playerID].push(stateID),
        }),
      ),
    );
    const res = await fetch(`${base}/games/reference/${matchID}`);
    const match = await res.json();
    expect(match.gameover).toBeDefined();
    expect(match.gameover.winners.length).toBeGreaterThan(0);
    // Every move was made on a new server state, and the seats alternated.
    const all = [...movedOn['0'], ...movedOn['1']].sort((a, b) => a - b);
    expect(new Set(all).size).toBe(all.length);
    expect(movedOn['0'].length + movedOn['1'].length).toBeGreaterThanOrEqual(6);
    expect(Math.abs(movedOn['0'].length - movedOn['1'].length)).toBeLessThanOrEqual(1);
  });

  it('rejects with a readable reason for a game it does not know', async () => {
    await expect(
      playSeat({ server: base, gameId: 'nope', matchID: 'x', playerID: '0', credentials: '', difficulty: 'easy' }),
    ).rejects.toThrow(/Unknown game "nope"/);
  });
});
