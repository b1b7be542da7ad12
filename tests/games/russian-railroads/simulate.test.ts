// The bots' simulation of Russian Railroads (games/russian-railroads/simulate.ts): its copy of a
// state is independent of the original, and its uniform draw only ever offers legal moves.
// (tests/bots/simulation.test.ts compares the simulation with the framework step by step.)
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import seedrandom from 'seedrandom';
import { gameWithSetup } from '../../kit/client';
import { russianRailroads } from '../../../games/russian-railroads';
import { copyState } from '../../../games/russian-railroads/simulate';
import type { SimState } from '../../../games/kit/simulation';
import type { RRState } from '../../../games/russian-railroads/rules/state';

/** Paths of the objects and arrays two trees share (the log's and history's entries may be shared: they never change). */
function shared(a: unknown, b: unknown, path: string, out: string[]): void {
  if (a === null || typeof a !== 'object' || b === null || typeof b !== 'object') return;
  if (a === b) { out.push(path); return; }
  const grows = path === 'G.log' || path === 'G.history';
  for (const key of Object.keys(a)) if (!grows) shared((a as any)[key], (b as any)[key], `${path}.${key}`, out);
}

function startState(numPlayers: number, board: 'base' | 'german' | 'american', coal: boolean, seed: string): SimState<RRState> {
  const game = gameWithSetup(russianRailroads.game, { board, coal }, { seed });
  const client = Client({ game, numPlayers });
  client.start();
  const framework = (client as any).store.getState();
  client.stop();
  return russianRailroads.simulation!.start(framework.G, framework.ctx, framework.plugins.random.data) as SimState<RRState>;
}

describe('Russian Railroads simulation: copies', () => {
  for (const [numPlayers, board, coal] of [[1, 'base', true], [2, 'german', true], [3, 'american', false], [4, 'german', false], [4, 'american', true]] as const) {
    it(`${numPlayers}p ${board} coal ${coal}: every copy along a random game equals its original and shares no mutable part`, () => {
      const sim = russianRailroads.simulation!;
      const state = startState(numPlayers, board, coal, `copy-${numPlayers}-${board}`);
      const rng = seedrandom(`copy-${numPlayers}-${board}`);
      let steps = 0;
      for (; steps < 5000 && sim.gameover(state) === undefined; steps++) {
        const copy = copyState(state.G);
        const problems: string[] = [];
        shared(state.G, copy, 'G', problems);
        expect(problems, `step ${steps}`).toEqual([]);
        expect(JSON.stringify(copy), `step ${steps}`).toBe(JSON.stringify(state.G));
        const seat = sim.actingSeat(state);
        const m = sim.sampleMove!(state, seat, rng);
        expect(m, `step ${steps}`).not.toBeNull();
        // Every drawn move is one the enumerator lists, and the framework's rules accept.
        expect(sim.enumerate(state, seat)).toContainEqual(m);
        const before = JSON.stringify(copy);
        expect(sim.apply(state, seat, m!.move, m!.args ?? [])).toBe(true);
        // Playing on the original leaves the copy as it was.
        expect(JSON.stringify(copy)).toBe(before);
      }
      expect(sim.gameover(state)).toBeTruthy();
      expect(steps).toBeGreaterThan(50);
    });
  }
});
