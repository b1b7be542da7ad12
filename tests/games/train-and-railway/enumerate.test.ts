import { beforeAll, describe, expect, it, vi } from 'vitest';

// boardgame.io prints every refused move; the refusals here are deliberate.
beforeAll(() => { vi.spyOn(console, 'error').mockImplementation(() => {}); });
import { InitializeGame, CreateGameReducer, ProcessGameConfig } from 'boardgame.io/internal';
import seedrandom from 'seedrandom';
import { gameWith, choose } from './helpers';
import { enumerate } from '../../../games/train-and-railway/enumerate';
import { playerView } from '../../../games/train-and-railway/view';
import { MOVE_NAMES } from '../../../games/train-and-railway/moves';
import { staticBoard } from '../../../games/train-and-railway/rules/board';
import { CONTRACTS } from '../../../games/train-and-railway/data/contracts';
import { GOOD_IDS, RECIPES, FACTORY_TYPES } from '../../../games/train-and-railway/data/goods';
import { UPGRADES } from '../../../games/train-and-railway/data/upgrades';
import { ALL_SEGMENTS } from '../../../games/train-and-railway/rules/hex';
import type { TRState } from '../../../games/train-and-railway/rules/state';

const makeMove = (type: string, args: any[], playerID: string) => ({ type: 'MAKE_MOVE', payload: { type, args, playerID } }) as any;

function randomCandidate(rng: () => number, G: TRState): { move: string; args: any[] } {
  const pick = <T,>(a: T[]): T => a[Math.floor(rng() * a.length)];
  const board = staticBoard(G.mapId);
  const trainHexes = Object.values(G.trains).filter((t) => t).map((t) => t!.hex);
  const hex = () => (rng() < 0.5 ? pick(board.cells) : rng() < 0.8 ? pick(trainHexes.length ? trainHexes : board.cells) : '99,99');
  const edge = () => Math.floor(rng() * 7);
  const good = () => pick(GOOD_IDS as string[]);
  const move = pick(MOVE_NAMES);
  const args: Record<string, () => any[]> = {
    chooseStart: () => [pick(['S1', 'S2', 'S5', 'S9'])],
    drawRailSegment: () => [hex(), edge(), edge()],
    chooseRailHex: () => [hex()],
    spendFuel: () => [good()],
    moveStep: () => [pick(ALL_SEGMENTS)],
    changeDirection: () => [pick(ALL_SEGMENTS), edge()],
    obtain: () => [hex(), Math.floor(rng() * 6)],
    process: () => [hex(), pick(RECIPES).id],
    sell: () => [hex()],
    sellGood: () => [pick(CONTRACTS).id, good()],
    discardGood: () => [good()],
    buildFactory: () => [hex(), pick([...FACTORY_TYPES, 'steel']), edge(), pick(['stones', 'shovel', 'minus', 'gold'])],
    upgrade: () => [pick(UPGRADES).id],
  };
  return { move, args: args[move] ? args[move]() : [] };
}

describe('Train & Railway enumerator', () => {
  for (const [numPlayers, rich] of [[2, false], [4, false], [3, true]] as const) {
    it(`lists exactly the legal moves, on the seat's filtered view (${numPlayers} players${rich ? ', rich start' : ''})`, () => {
      const game = ProcessGameConfig(gameWith(`enum-${numPlayers}`, { map: numPlayers === 2 ? 'TR-P02' : numPlayers === 3 ? 'TR-P03' : 'TR-X06' }, rich) as any);
      const reducer = CreateGameReducer({ game });
      let state: any = InitializeGame({ game, numPlayers });
      const rng = seedrandom(`enum-${numPlayers}`);
      let checkedAccepted = 0;
      let checkedRefused = 0;
      for (let step = 0; step < 400 && !state.ctx.gameover; step++) {
        const pid = state.ctx.currentPlayer;
        const view = playerView(state.G, pid);
        const options = enumerate(view, state.ctx, pid);
        expect(options.length).toBeGreaterThan(0);
        const keys = new Set(options.map((o) => JSON.stringify([o.move, o.args ?? []])));
        if (step % 7 === 0) {
          const sample = options.length > 40 ? options.filter(() => rng() < 40 / options.length) : options;
          for (const o of sample) {
            const next = reducer(state, makeMove(o.move, o.args ?? [], pid));
            expect(next._stateID, `${o.move} ${JSON.stringify(o.args)}`).toBe(state._stateID + 1);
            checkedAccepted++;
          }
          for (let i = 0; i < 60; i++) {
            const c = randomCandidate(rng, state.G);
            if (keys.has(JSON.stringify([c.move, c.args]))) continue;
            const next = reducer(state, makeMove(c.move, c.args, pid));
            expect(next._stateID, `${c.move} ${JSON.stringify(c.args)} should be refused`).toBe(state._stateID);
            checkedRefused++;
          }
          // Other seats have nothing to do.
          for (let s = 0; s < numPlayers; s++) if (String(s) !== pid) expect(enumerate(playerView(state.G, String(s)), state.ctx, String(s))).toEqual([]);
        }
        // Prefer progress so the walk reaches varied positions.
        const choice = choose(options, rng, state.G, pid);
        state = reducer(state, makeMove(choice.move, choice.args ?? [], pid));
      }
      expect(checkedAccepted).toBeGreaterThan(100);
      expect(checkedRefused).toBeGreaterThan(100);
    });
  }
});

describe('Train & Railway enumerator: factory placements', () => {
  it('lists exactly the placements checkMove accepts (all 540 combinations compared)', async () => {
    const { newState, fakeCtx, give, placeTrain } = await import('./helpers');
    const { checkMove } = await import('../../../games/train-and-railway/moves');
    const { neighbour } = await import('../../../games/train-and-railway/rules/hex');
    const positions: [string, number, number, number][] = [['6,-3', 0, 3, 3], ['5,-1', 0, 3, 3], ['4,2', 0, 3, 0], ['2,0', 0, 3, 3]];
    let total = 0;
    for (const [hex, a, b, f] of positions) {
      const G = newState(2, 'TR-P01', ['S1', 'S2']);
      placeTrain(G, '0', hex, a, b, f);
      give(G, '0', { stone: 2 });
      G.factories['6,-1'] = { factory: 'iron', exit: 3 };
      const ctx = fakeCtx(2, '0');
      const listed = new Set(enumerate(G, ctx, '0').filter((m) => m.move === 'buildFactory').map((m) => JSON.stringify(m.args)));
      const accepted = new Set<string>();
      for (let e = 0; e < 6; e++) for (const type of FACTORY_TYPES) for (let exit = 0; exit < 6; exit++) for (const pay of ['stones', 'shovel', 'minus']) {
        const args = [neighbour(hex, e), type, exit, pay];
        if (checkMove(G, ctx, '0', 'buildFactory', args) === null) accepted.add(JSON.stringify(args));
      }
      expect([...listed].sort()).toEqual([...accepted].sort());
      total += listed.size;
    }
    expect(total).toBeGreaterThan(100);
  });
});

describe('Train & Railway enumerator: starting a railway path', () => {
  it('lists exactly the start hexes and first segments checkMove accepts, for a path and for iron', async () => {
    const { newState, fakeCtx, rail } = await import('./helpers');
    const { checkMove } = await import('../../../games/train-and-railway/moves');
    for (const left of [3, 1]) {
      const G = newState(2, 'TR-P02', ['S1', 'S2']);
      rail(G, '3,3', 0, 3);
      rail(G, '3,3', 1, 4);
      for (const seg of ALL_SEGMENTS) rail(G, '2,3', Number(seg[0]), Number(seg[2])); // a full hex
      G.factories['2,2'] = { factory: 'axe', exit: 0 };
      G.turn.pending = { k: 'draw', left, next: null, at: null, main: left === 3 };
      const ctx = fakeCtx(2, '0');
      const cells = [...staticBoard(G.mapId).cells, '20,20'];
      const listed = new Set(enumerate(G, ctx, '0').map((m) => JSON.stringify([m.move, ...(m.args ?? [])])));
      const accepted = new Set(cells.filter((h) => checkMove(G, ctx, '0', 'chooseRailHex', [h]) === null).map((h) => JSON.stringify(['chooseRailHex', h])));
      expect(listed.size).toBeGreaterThan(30);
      expect(listed.has(JSON.stringify(['chooseRailHex', '2,3']))).toBe(false);
      expect([...listed].sort()).toEqual([...accepted].sort());
      G.turn.pending = { k: 'draw', left, next: null, at: '3,3', main: left === 3 };
      const segs = new Set(enumerate(G, ctx, '0').map((m) => JSON.stringify([m.move, ...(m.args ?? [])])));
      const ok = new Set<string>();
      for (const hex of cells) for (let a = 0; a < 6; a++) for (let b = 0; b < 6; b++) {
        if (checkMove(G, ctx, '0', 'drawRailSegment', [hex, a, b]) === null) ok.add(JSON.stringify(['drawRailSegment', hex, a, b]));
      }
      expect(segs.size).toBe(left === 3 ? 14 : 7);
      expect([...segs].sort()).toEqual([...ok].sort());
    }
  });
});
