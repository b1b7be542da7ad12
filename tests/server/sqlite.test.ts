import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSQLiteStorage } from '../../server/storage/sqlite';
import { runStorageConformance } from './storage-conformance';
import { referenceGame } from '../../tools/reference-game';
import { autoPlay, createAndJoin, seatClient, startServer, waitFor } from './helpers';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railhouse-sqlite-'));
let n = 0;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

runStorageConformance('SQLite', (file) => openSQLiteStorage(file), {
  newLocation: () => path.join(dir, `db-${++n}.sqlite`),
  opener: {
    module: fileURLToPath(new URL('../../server/storage/sqlite.ts', import.meta.url)),
    exportName: 'openSQLiteStorage',
  },
});

describe('SQLite migrations', () => {
  it('a file from before schema version 2 is migrated at open: a missing updatedAt and a null gameover read as boardgame.io reads them', () => {
    const file = path.join(dir, 'v1.sqlite');
    const old = new Database(file);
    // The version-1 schema: updated_at NOT NULL (0 written for a missing updatedAt), a null gameover counted as not over.
    old.exec(`CREATE TABLE matches (id TEXT PRIMARY KEY, game_name TEXT NOT NULL, is_gameover INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, metadata TEXT NOT NULL, meta_version INTEGER NOT NULL DEFAULT 0,
      state TEXT, state_id INTEGER, initial_state TEXT)`);
    const insert = old.prepare(`INSERT INTO matches VALUES (?, 'reference', 0, 1, ?, ?, 1, '{"_stateID":0}', 0, '{"_stateID":0}')`);
    insert.run('timeless', 0, JSON.stringify({ gameName: 'reference', players: {} }));
    insert.run('nullOver', 5000, JSON.stringify({ gameName: 'reference', players: {}, gameover: null, updatedAt: 5000 }));
    insert.run('open', 3000, JSON.stringify({ gameName: 'reference', players: {}, updatedAt: 3000 }));
    old.close();

    const db = openSQLiteStorage(file);
    try {
      expect(db.db.pragma('user_version', { simple: true })).toBe(2);
      expect(db.listMatches()).toEqual(['timeless', 'nullOver', 'open']);
      expect(db.listMatches({ where: { isGameover: true } })).toEqual(['nullOver']);
      expect(db.listMatches({ where: { updatedAfter: 4000 } })).toEqual(['timeless', 'nullOver']);
      expect(db.listMatches({ where: { updatedBefore: 4000 } })).toEqual(['timeless', 'open']);
      expect(db.fetch('open', { metadata: true }).metadata).toEqual({ gameName: 'reference', players: {}, updatedAt: 3000 });
    } finally {
      db.close();
    }
    // Opening again does nothing more.
    const again = openSQLiteStorage(file);
    expect(again.listMatches()).toEqual(['timeless', 'nullOver', 'open']);
    again.close();
  });
});

describe('one write per move', () => {
  it("a whole match through boardgame.io's master: one transaction per move; the durability setting is WAL with synchronous=NORMAL", async () => {
    const server = await startServer({ dbPath: path.join(dir, 'one-write.sqlite') });
    const clients: ReturnType<typeof seatClient>[] = [];
    try {
      const db = server.storage.db;
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
      // A move's writes are the store's write transactions (state, metadata): count every call.
      let writes = 0;
      const txn = (server.storage as any).txn as Record<'writeState' | 'writeMetadata', (...args: any[]) => any>;
      for (const name of ['writeState', 'writeMetadata'] as const) {
        const write = txn[name];
        txn[name] = (...args: any[]) => {
          writes++;
          return write(...args);
        };
      }
      const { matchID, seats } = await createAndJoin(server.url, 2);
      for (const seat of seats) clients.push(seatClient(server.url, referenceGame, matchID, seat.playerID, seat.credentials));
      await Promise.all(clients.map((c) => waitFor(c, (s) => s.ctx)));
      await new Promise((r) => setTimeout(r, 200)); // the connection flags written
      writes = 0;
      const [final] = await Promise.all(clients.map((c, i) => autoPlay(c, referenceGame, String(i))));
      expect(final.ctx.gameover).toBeDefined();
      expect(writes).toBe(final._stateID);
      const stored = server.storage.fetch(matchID, { metadata: true }).metadata!;
      expect(stored.gameover).toEqual(final.ctx.gameover);
    } finally {
      for (const c of clients) c.stop();
      await server.close();
    }
  });
});
