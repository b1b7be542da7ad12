// The server on an asynchronous store (what a PostgreSQL adapter will be): the conformance
// suite holds for an Async adapter, and the server still answers, serialises joins, and sends
// no client an update before it is committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createRailhouseServer } from '../../server/railhouse';
import { referenceGame } from '../../tools/reference-game';
import { openLaggySQLite, LaggySQLite } from './async-sqlite';
import { runStorageConformance } from './storage-conformance';
import { api, autoPlay, createAndJoin, seatClient, STAND_IN_BOT, tempDir } from './helpers';

const dir = tempDir('async');
let n = 0;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

runStorageConformance('SQLite behind the Async interface, with lag', (file) => openLaggySQLite(file), {
  newLocation: () => path.join(dir, `conf-${++n}.sqlite`),
  opener: { module: fileURLToPath(new URL('./async-sqlite.ts', import.meta.url)), exportName: 'openLaggySQLite' },
});

describe('the server on an asynchronous store', () => {
  it('creates, joins (racing), plays to the end, and broadcasts each update only after its commit', async () => {
    const storage = new LaggySQLite(path.join(dir, 'server.sqlite'), 8);
    const server = await createRailhouseServer({
      games: [referenceGame],
      storage,
      storageKind: 'laggy-sqlite',
      port: 0,
      host: '127.0.0.1',
      botModule: STAND_IN_BOT,
      log: () => {},
    });
    try {
      const health = await api(server.url, 'GET', '/health');
      expect(health.json).toEqual({ ok: true, storage: 'laggy-sqlite', matches: 0 });

      const created = await api(server.url, 'POST', '/games/reference/create', { numPlayers: 2 });
      const racers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => api(server.url, 'POST', `/games/reference/${created.json.matchID}/join`, { playerID: '0', playerName: `r${i}` })),
      );
      expect(racers.filter((r) => r.status === 200)).toHaveLength(1);

      const { matchID, seats } = await createAndJoin(server.url, 2);
      const watcher = seatClient(server.url, referenceGame, matchID, null);
      const early: string[] = [];
      watcher.subscribe((s) => {
        if (!s) return;
        const committed = storage.inner.fetch(matchID, { state: true }).state?._stateID ?? -1;
        if (committed < s._stateID) early.push(`saw ${s._stateID} with ${committed} committed`);
      });
      const clients = seats.map((s) => seatClient(server.url, referenceGame, matchID, s.playerID, s.credentials));
      const finals = await Promise.all(clients.map((c, i) => autoPlay(c, referenceGame, String(i))));
      expect(finals[0].ctx.gameover).toBeDefined();
      expect(early).toEqual([]);
      const log = storage.inner.fetch(matchID, { log: true }).log;
      expect(log.filter((e: any) => e.action.type === 'MAKE_MOVE').length).toBe(finals[0].ctx.turn);
      for (const c of [watcher, ...clients]) c.stop();
    } finally {
      await server.close();
    }
  });
});
