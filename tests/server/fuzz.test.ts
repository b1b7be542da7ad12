// 10,000 malformed inputs on every CI run (fast-check, seeded): 8,000 socket packets through the
// server's packet guard and boardgame.io's Master on a real store, for every game, and 2,000 REST
// requests against a running server. No crash, no 5xx, no polluted prototype, and nothing stored
// changes unless the input was a legal move of the seat to play. `npm run fuzz` runs more.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { russianRailroads } from '../../games/russian-railroads';
import { trainAndRailway } from '../../games/train-and-railway';
import { division } from '../../games/division';
import type { RailhouseServer } from '../../server/railhouse';
import { fuzzRest, fuzzSocketPackets } from '../../tools/lib/fuzz';
import { startServer, tempDir } from './helpers';

const SEED = 20261130;

describe('malformed input, generated', () => {
  it('8,000 socket packets: no crash, and only legal moves (or undo) change what is stored', async () => {
    const counts = await fuzzSocketPackets([russianRailroads, trainAndRailway, division], 8000, SEED);
    expect(counts.failures).toEqual([]);
    expect(counts.runs).toBe(8000);
    expect(counts.crashes).toBe(0);
    expect(counts.storedChangesFromRefusedInput).toBe(0);
    // The generator reaches every part: the guard refuses most, the master sees some, games move on.
    expect(counts.refusedByGuard).toBeGreaterThan(2000);
    expect(counts.reachedMaster).toBeGreaterThan(2000);
    expect(counts.legalMovesPlayed).toBeGreaterThan(1000);
  }, 600_000);

  describe('REST', () => {
    let dir: string;
    let server: RailhouseServer;
    beforeAll(async () => {
      dir = tempDir('fuzz');
      server = await startServer({ dbPath: path.join(dir, 'fuzz.sqlite'), games: [trainAndRailway, russianRailroads], limits: { BOT_SEATS_MAX: 0 } });
    });
    afterAll(async () => {
      await server?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('2,000 requests: no 5xx but the bot-capacity 503, no polluted prototype, a joined match untouched', async () => {
      const counts = await fuzzRest(server.url, ['train-and-railway', 'russian-railroads'], 2000, SEED);
      expect(counts.failures).toEqual([]);
      expect(counts.serverErrors).toBe(0);
      expect(counts.pollutedPrototype).toBe(0);
      expect(counts.victimChanged).toBe(0);
      expect(Object.keys(counts.byStatus).length).toBeGreaterThan(3);
    }, 600_000);
  });
});
