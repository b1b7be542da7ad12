import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { openSQLiteStorage } from '../../server/storage/sqlite';
import { runStorageConformance } from './storage-conformance';

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
