// 10,000 malformed inputs on every CI run, seeded: 7,000 socket packets through the server's packet
// guard and boardgame.io's Master on a real store, for every game (fast-check); 2,000 REST requests
// and 1,000 raw engine.io / socket.io frames (mutated at random, every namespace, both transports)
// against a running server. No crash, no 5xx, no polluted prototype, nothing stored changes unless
// the input was a legal move of the seat to play, and afterwards a new match of every game still
// plays. `npm run fuzz -- --cases 100000` runs more.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games/index';
import type { RailhouseServer } from '../../server/railhouse';
import { fuzzRest, fuzzSocketPackets, matchPlaysOn } from '../../tools/lib/fuzz';
import { fuzzWireFrames } from '../../tools/lib/wire-frames';
import { startServer, tempDir } from './helpers';

const SEED = 20261130;
const IDS = GAMES.map((g) => g.id);

describe('malformed input, generated', () => {
  it('covers all four games', () => {
    expect(IDS.sort()).toEqual(['division', 'lost-atlas', 'russian-railroads', 'train-and-railway']);
  });

  it('7,000 socket packets: no crash, and only legal moves (or undo) change what is stored', async () => {
    const counts = await fuzzSocketPackets(GAMES, 7000, SEED);
    expect(counts.failures).toEqual([]);
    expect(counts.runs).toBe(7000);
    expect(counts.crashes).toBe(0);
    expect(counts.storedChangesFromRefusedInput).toBe(0);
    // The generator reaches every part: the guard refuses most, the master sees some, games move on.
    expect(counts.refusedByGuard).toBeGreaterThan(2000);
    expect(counts.reachedMaster).toBeGreaterThan(2000);
    expect(counts.legalMovesPlayed).toBeGreaterThan(1000);
    expect(counts.matchesPlayed).toBeGreaterThanOrEqual(GAMES.length);
  }, 600_000);

  describe('against a running server', () => {
    let dir: string;
    let server: RailhouseServer;
    beforeAll(async () => {
      dir = tempDir('fuzz');
      server = await startServer({ dbPath: path.join(dir, 'fuzz.sqlite'), games: GAMES, limits: { BOT_SEATS_MAX: 0 } });
    });
    afterAll(async () => {
      await server?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('2,000 REST requests: no 5xx but the bot-capacity 503, no polluted prototype, a joined match untouched', async () => {
      const counts = await fuzzRest(server.url, IDS, 2000, SEED);
      expect(counts.failures).toEqual([]);
      expect(counts.serverErrors).toBe(0);
      expect(counts.pollutedPrototype).toBe(0);
      expect(counts.victimChanged).toBe(0);
      expect(Object.keys(counts.byStatus).length).toBeGreaterThan(3);
    }, 600_000);

    it('1,000 raw frames to every namespace over both transports: every one delivered, the server alive', async () => {
      const counts = await fuzzWireFrames(server.url, ['/', ...IDS.map((id) => `/${id}`), '/nope'], 1000, SEED);
      expect(counts.failures).toEqual([]);
      expect(counts.runs).toBe(1000);
      expect(counts.undelivered).toBe(0);
      // Many cases are refusals the server closes; not all (an unknown event is just dropped).
      expect(counts.closedByServer).toBeGreaterThan(200);
      expect(counts.closedByServer).toBeLessThan(1000);
    }, 600_000);

    it('afterwards a new match of every game plays a legal move over sockets', async () => {
      for (const game of GAMES) expect(await matchPlaysOn(server.url, game), game.id).toBeNull();
    }, 120_000);
  });
});
