// The bots' simulation (games/kit/simulation.ts and each game's simulate.ts) against the
// framework: seeded random games are played move by move both through boardgame.io's Client
// and through the simulation, and every step must give the same G, ctx (turn, current player,
// phase, stages, move counters, gameover) and random-plugin state.
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import seedrandom from 'seedrandom';
import type { Game } from 'boardgame.io';
import type { GameModule, MoveChoice } from '../../games/kit/types';
import { createSimulation, type SimState, type Simulation } from '../../games/kit/simulation';
import { gameWithSetup } from '../kit/client';
import { russianRailroads } from '../../games/russian-railroads';
import { trainAndRailway } from '../../games/train-and-railway';
import { MAPS } from '../../games/train-and-railway/data/maps';
import { lostAtlas } from '../../games/lost-atlas';
import { division } from '../../games/division';
import { playoutPolicy } from '../games/lost-atlas/helpers/policy';
import { choose as trChoose, enrich as trEnrich } from '../games/train-and-railway/helpers';

type Pick = (options: MoveChoice[], G: any, pid: string, rng: () => number) => MoveChoice;
const uniform: Pick = (options, _G, _pid, rng) => options[Math.floor(rng() * options.length)];

interface Outcome {
  steps: number;
  gameover: unknown;
}

/** Plays one seeded game both ways and fails at the first step where they differ. */
function playBothWays(module: GameModule, game: Game, numPlayers: number, seed: string, pick: Pick, maxSteps: number): Outcome {
  const sim = module.simulation as Simulation;
  const client = Client({ game, numPlayers });
  client.start();
  let framework = (client as any).store.getState();
  const state: SimState = sim.start(framework.G, framework.ctx, (framework as any).plugins.random.data);
  const rng = seedrandom(`${seed}/moves`);
  const sampleRng = seedrandom(`${seed}/sample`);
  let steps = 0;
  const where = () => `${seed} step ${steps}`;
  while (framework.ctx.gameover === undefined && steps < maxSteps) {
    const seat = sim.actingSeat(state);
    expect(seat, where()).toBe(framework.ctx.currentPlayer);
    const options = sim.enumerate(state, seat);
    expect(options, where()).toEqual(module.game.ai!.enumerate(framework.G, framework.ctx, seat));
    expect(options.length, where()).toBeGreaterThan(0);
    // A game's own uniform draw of one legal move (when it has one) draws from these moves.
    if (sim.sampleMove) expect(options, `${where()} sampled move`).toContainEqual(sim.sampleMove(state, seat, sampleRng));
    const choice = pick(options, framework.G, seat, rng);
    client.updatePlayerID(seat);
    (client.moves as any)[choice.move](...(choice.args ?? []));
    const next = (client as any).store.getState();
    expect(next._stateID, `${where()}: the framework refused ${choice.move}`).toBe(framework._stateID + 1);
    framework = next;
    expect(sim.apply(state, seat, choice.move, choice.args ?? []), where()).toBe(true);
    steps++;
    if (JSON.stringify(state.G) !== JSON.stringify(framework.G)) expect(state.G, `${where()} G after ${choice.move}`).toEqual(framework.G);
    expect(state.ctx, `${where()} ctx after ${choice.move}`).toEqual(framework.ctx);
    expect(state.random, `${where()} random after ${choice.move}`).toEqual((framework as any).plugins.random.data);
  }
  client.stop();
  expect(sim.gameover(state)).toEqual(framework.ctx.gameover);
  if (framework.ctx.gameover !== undefined) {
    expect(sim.scores(state)).toEqual(module.summary(framework.G, framework.ctx).scores);
  }
  return { steps, gameover: framework.ctx.gameover };
}

describe('Russian Railroads: the simulation plays exactly like the framework', () => {
  for (const numPlayers of [1, 2, 3, 4]) {
    for (const board of ['base', 'german', 'american'] as const) {
      for (const coal of [false, true]) {
        it(`${numPlayers} player${numPlayers > 1 ? 's' : ''}, ${board} board, coal ${coal}: a whole random game, every step equal`, () => {
          const seed = `sim-rr-${numPlayers}-${board}-${coal}`;
          const game = gameWithSetup(russianRailroads.game, { board, coal }, { seed });
          const outcome = playBothWays(russianRailroads, game, numPlayers, seed, uniform, 5000);
          expect(outcome.gameover).toBeTruthy();
        });
      }
    }
  }
});

describe('Train & Railway: the simulation plays exactly like the framework', () => {
  for (const numPlayers of [1, 2, 3, 4]) {
    it(`${numPlayers} player${numPlayers > 1 ? 's' : ''}, every map: whole random games, every step equal`, () => {
      MAPS.forEach((map, i) => {
        const seed = `sim-tr-${numPlayers}-${map.id}`;
        // Every other game starts rich (tech tokens and goods in hand), so sales, upgrades and
        // the end of the game are reached often.
        const game = gameWithSetup(trainAndRailway.game, { map: map.id }, { seed, adjust: i % 2 ? trEnrich : undefined });
        const pick: Pick = (options, G, pid, rng) => trChoose(options, rng, G, pid);
        const outcome = playBothWays(trainAndRailway, game, numPlayers, seed, pick, 20000);
        expect(outcome.gameover).toBeTruthy();
      });
    });
  }
});

describe('Lost Atlas: the simulation plays exactly like the framework', () => {
  const configs = [
    { players: 2, setup: { mode: 'short', landmarks: false } },
    { players: 3, setup: { mode: 'short' } },
    { players: 4, setup: { mode: 'long', events: true, headquarters: true, hostileMergers: 'on' } },
    { players: 5, setup: { mode: 'long', crowded: true, specialTiles: true, minors: 'random', bankBreak: true } },
    { players: 7, setup: { differentDestinations: true, blankOverlays: true } },
  ];
  for (const { players, setup } of configs) {
    it(`${players} players, ${JSON.stringify(setup)}: a whole weighted random game, every step equal`, () => {
      const seed = `sim-la-${players}`;
      const game = gameWithSetup(lostAtlas.game as Game, setup, { seed });
      // The playouts' weighted policy: runs and launches happen, so the game reaches its end.
      const policy = playoutPolicy(seed);
      const pick: Pick = (options, G) => policy(options, G);
      const outcome = playBothWays(lostAtlas, game, players, seed, pick, 30000);
      expect(outcome.gameover).toBeTruthy();
    });
  }
});

describe('Division: the simulation plays exactly like the framework', () => {
  // The turn's onBegin opens the seat's stage with setActivePlayers, moves change stages with it
  // and end turns, and the phase ends when the Offices have had their turns: events from hooks.
  for (const numPlayers of [1, 2, 3, 4]) {
    it(`${numPlayers} player${numPlayers > 1 ? 's' : ''}: whole random games, every step equal`, () => {
      for (const run of [0, 1]) {
        const seed = `sim-division-${numPlayers}-${run}`;
        const game = gameWithSetup(division.game as Game, {}, { seed });
        const outcome = playBothWays(division, game, numPlayers, seed, uniform, 20000);
        expect(outcome.gameover).toBeTruthy();
      }
    });
  }
});

describe('the simulation and events called from hooks', () => {
  type HookG = { moves: number; skipped: number };
  // turn.onBegin skips every third turn with endTurn and opens a stage on the others; the stage's
  // move ends the turn. Both ways must agree turn by turn.
  const hookGame: Game<HookG> = {
    name: 'hook-events',
    setup: () => ({ moves: 0, skipped: 0 }),
    turn: {
      onBegin: ({ G, ctx, events }) => {
        if (ctx.turn % 3 === 0) {
          G.skipped++;
          events.endTurn();
        } else events.setActivePlayers({ currentPlayer: 'act' });
      },
      stages: { act: { moves: { act: ({ G, events }) => { G.moves++; events.endTurn(); } } } },
    },
    endIf: ({ G }) => (G.moves >= 6 ? { done: true } : undefined),
  };

  it('queues them behind the move, with the turn they were called in, as the events plugin does', () => {
    const sim = createSimulation(hookGame, { copyG: (G) => ({ ...G }), scores: () => ({}) });
    const client = Client({ game: hookGame, numPlayers: 2 });
    client.start();
    let framework = (client as any).store.getState();
    const state = sim.start(framework.G, framework.ctx, framework.plugins.random.data);
    for (let step = 0; framework.ctx.gameover === undefined; step++) {
      const seat = sim.actingSeat(state);
      expect(seat).toBe(framework.ctx.currentPlayer);
      client.updatePlayerID(seat);
      client.moves.act();
      framework = (client as any).store.getState();
      expect(sim.apply(state, seat, 'act', [])).toBe(true);
      expect(state.G, `step ${step}`).toEqual(framework.G);
      expect(state.ctx, `step ${step}`).toEqual(framework.ctx);
    }
    client.stop();
    expect(state.G.skipped).toBeGreaterThan(0);
    expect(sim.gameover(state)).toEqual({ done: true });
  });

  it('refuses a stage event from turn.onEnd, which boardgame.io rejects', () => {
    const bad: Game<HookG> = { ...hookGame, turn: { ...hookGame.turn, onBegin: undefined, onEnd: ({ events }) => events.setActivePlayers({ all: 'act' }) }, moves: { go: ({ events }) => events.endTurn() } };
    const sim = createSimulation(bad, { copyG: (G) => ({ ...G }), scores: () => ({}) });
    const client = Client({ game: bad, numPlayers: 2 });
    client.start();
    const framework = (client as any).store.getState();
    client.moves.go();
    expect((client as any).store.getState()._stateID).toBe(framework._stateID); // rejected
    client.stop();
    const state = sim.start(framework.G, framework.ctx, framework.plugins.random.data);
    expect(() => sim.apply(state, '0', 'go', [])).toThrow(/stage event in an onEnd hook/);
  });
});

describe('the simulation and frozen states', () => {
  it('a move that returns its state frozen at the root (finishedState in production) still lets the phase hooks change G', () => {
    const frozenGame: Game<{ n: number; ended?: boolean }> = {
      name: 'frozen-moves',
      setup: () => ({ n: 0 }),
      phases: {
        play: { start: true, next: 'after', endIf: ({ G }) => G.n >= 1, onEnd: ({ G }) => { G.ended = true; }, turn: { maxMoves: 1 } },
        after: {},
      },
      moves: { add: ({ G }) => Object.freeze({ ...G, n: G.n + 1 }) },
    };
    const sim = createSimulation(frozenGame, { copyG: (G) => ({ ...G }), scores: () => ({}) });
    const client = Client({ game: frozenGame, numPlayers: 2 });
    client.start();
    const start = (client as any).store.getState();
    const state = sim.start(start.G, start.ctx, start.plugins.random.data);
    expect(sim.apply(state, '0', 'add', [])).toBe(true);
    client.moves.add();
    const framework = (client as any).store.getState();
    expect(state.G).toEqual({ n: 1, ended: true });
    expect(state.G).toEqual(framework.G);
    expect(state.ctx).toEqual(framework.ctx);
    client.stop();
  });
});

describe('Russian Railroads: sampleMove draws every legal move, uniformly', () => {
  it('over 6000 draws at an opening position, each legal move comes up, none far from its share', () => {
    const game = gameWithSetup(russianRailroads.game, { board: 'base', coal: true }, { seed: 'sample-uniform' });
    const client = Client({ game, numPlayers: 2 });
    client.start();
    const framework = (client as any).store.getState();
    client.stop();
    const sim = russianRailroads.simulation!;
    const state = sim.start(framework.G, framework.ctx, framework.plugins.random.data);
    const seat = sim.actingSeat(state);
    const legal = sim.enumerate(state, seat).map((m) => JSON.stringify(m));
    expect(legal.length).toBeGreaterThan(3);
    const rng = seedrandom('draws');
    const counts = new Map<string, number>();
    const draws = 6000;
    for (let i = 0; i < draws; i++) {
      const key = JSON.stringify(sim.sampleMove!(state, seat, rng));
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...legal].sort());
    const share = draws / legal.length;
    for (const n of counts.values()) expect(Math.abs(n - share)).toBeLessThan(5 * Math.sqrt(share));
  });
});
