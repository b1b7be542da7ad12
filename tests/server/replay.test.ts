// The record a replay is built from, over REST: refused while the match is played (it would give
// away every secret and every draw to come), served once it is over without any credentials, and
// replayed in the browser's code (games/kit/replay.ts) it passes through exactly the states
// the match had: the stored final state, and at every step what a spectator was shown live.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RailhouseServer } from '../../server/railhouse';
import { referenceGame } from '../../tools/reference-game';
import { replayMatch, viewFor } from '../../games/kit/replay';
import { api, autoPlay, createAndJoin, seatClient, startServer, tempDir, type BgClient } from './helpers';

let dir: string;
let server: RailhouseServer;
const clients: BgClient[] = [];

beforeAll(async () => {
  dir = tempDir('replay');
  server = await startServer({ dbPath: path.join(dir, 'replay.sqlite') });
});

afterAll(async () => {
  for (const c of clients) c.stop();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the match record for replays', () => {
  it('is refused while the match is played, served when it is over, and replays to every state the match had', async () => {
    const { matchID, seats } = await createAndJoin(server.url, 2);
    const record = () => api(server.url, 'GET', `/railhouse/games/reference/${matchID}/record`);
    const early = await record();
    expect(early.status).toBe(403);
    expect(early.json.error).toBe('This match is still being played: its replay opens when it ends.');
    expect(early.text).not.toContain('secrets');

    // A spectator keeps every state it is shown, by stateID.
    const spectator = seatClient(server.url, referenceGame, matchID, null);
    clients.push(spectator);
    const seen = new Map<number, { G: unknown; ctx: unknown }>();
    spectator.subscribe((s) => s && seen.set(s._stateID, JSON.parse(JSON.stringify({ G: s.G, ctx: s.ctx }))));
    const players = seats.map((s) => seatClient(server.url, referenceGame, matchID, s.playerID, s.credentials));
    clients.push(...players);
    await Promise.all(players.map((c, i) => autoPlay(c, referenceGame, String(i))));

    const done = await record();
    expect(done.status).toBe(200);
    for (const s of seats) expect(done.text).not.toContain(s.credentials);
    expect(done.json.players.map((p: any) => p.name)).toEqual(['P0', 'P1']);

    const replay = replayMatch(referenceGame.game, done.json);
    expect(replay.error).toBeUndefined();
    const { state } = await server.storage.fetch(matchID, { state: true });
    const last = replay.states.at(-1)!;
    expect(last._stateID).toBe(state._stateID);
    expect(last.G).toEqual(state.G);
    expect(last.ctx).toEqual(state.ctx);
    expect(last.ctx.gameover).toBeDefined();
    // One step per move the seats made (the reference game moves once per turn).
    expect(replay.steps.length).toBe(state.ctx.turn);

    await new Promise<void>((resolve) => {
      const check = () => (seen.has(state._stateID) ? resolve() : setTimeout(check, 10));
      check();
    });
    expect(seen.size).toBeGreaterThan(5);
    for (const [stateID, live] of seen) {
      const replayed = replay.states.find((s) => s._stateID === stateID);
      expect(replayed, `state ${stateID}`).toBeDefined();
      expect({ G: viewFor(referenceGame.game, replayed!, null), ctx: replayed!.ctx }).toEqual(live);
    }
  });

  it('answers 404 for a match that does not exist or belongs to another game', async () => {
    expect((await api(server.url, 'GET', '/railhouse/games/reference/NoSuchMatch1/record')).status).toBe(404);
    expect((await api(server.url, 'GET', '/railhouse/games/nope/NoSuchMatch1/record')).status).toBe(404);
    expect((await api(server.url, 'GET', '/railhouse/games/reference/..%2F..%2Fx/record')).status).toBe(404);
  });
});
