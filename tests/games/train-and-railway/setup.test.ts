import { describe, expect, it } from 'vitest';
import { trainAndRailway } from '../../../games/train-and-railway';
import { MAPS } from '../../../games/train-and-railway/data/maps';
import { fakeCtx, fakeRandom, game, makeClient, newState } from './helpers';
import type { TRState } from '../../../games/train-and-railway/rules/state';

const setupState = (n: number, map: string, seed: string) =>
  game.setup!({ ctx: fakeCtx(n, String(n - 1), 'chooseStart'), random: fakeRandom(seed) } as any, { map }) as TRState;

describe('Train & Railway setup', () => {
  it('S004-0013 randomly chooses one map unless setupData names one', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) seen.add(setupState(2, 'random', `s${i}`).mapId);
    expect(seen.size).toBeGreaterThanOrEqual(4);
    for (const m of MAPS) expect(setupState(2, m.id, 'x').mapId).toBe(m.id);
  });

  it('parseSetup validates the map and the seat count with readable errors', () => {
    expect(trainAndRailway.parseSetup(2, undefined)).toEqual({ ok: true, setup: { map: 'random' } });
    expect(trainAndRailway.parseSetup(4, { map: 'TR-P02' })).toEqual({ ok: true, setup: { map: 'TR-P02' } });
    const bad = trainAndRailway.parseSetup(2, { map: 'nowhere' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/Unknown map "nowhere"/);
    const extra = trainAndRailway.parseSetup(2, { map: 'random', speed: 3 });
    expect(!extra.ok && extra.error).toMatch(/Unknown setup option: speed/);
    const five = trainAndRailway.parseSetup(5, {});
    expect(!five.ok && five.error).toMatch(/1 to 4 players/);
    expect(trainAndRailway.parseSetup(0, {}).ok).toBe(false);
  });

  it('S004-0014 each player has a colour, a train, a shovel and a star at 0', () => {
    const G = setupState(4, 'TR-P01', 'c');
    const colours = Object.values(G.players).map((p) => p.colour);
    expect(new Set(colours).size).toBe(4);
    for (const P of Object.values(G.players)) {
      expect(P.score).toBe(0);
      expect(P.shovels).toBe(1);
    }
    expect(Object.keys(G.trains)).toEqual(['0', '1', '2', '3']);
  });

  it('S004-0015 every player starts with an empty player card (no upgrades, no tech tokens)', () => {
    const G = setupState(3, 'TR-P01', 'c');
    for (const P of Object.values(G.players)) {
      expect(P.upgrades).toEqual({});
      expect(P.tech).toBe(0);
      expect(P.minus).toBe(0);
    }
  });

  it('S004-0016 each player draws one secret contract; N+1 contracts are public', () => {
    for (const n of [1, 2, 3, 4]) {
      const G = setupState(n, 'TR-P01', `d${n}`);
      for (const P of Object.values(G.players)) expect(P.secret).toHaveLength(1);
      expect(G.publicContracts).toHaveLength(n + 1);
      expect(G.deckCount).toBe(36 - n - (n + 1));
      const all = [...G.deck, ...G.publicContracts.map((c) => c.id), ...Object.values(G.players).flatMap((p) => p.secret)];
      expect(new Set(all).size).toBe(36);
    }
  });

  it('S004-0017 S004-0018 S004-0019 starts are chosen from the last player backwards, one train per position; then the start player begins', () => {
    const client = makeClient(3, 'order', 'TR-P01');
    let s = client.getState()!;
    expect(s.ctx.phase).toBe('chooseStart');
    expect(s.ctx.currentPlayer).toBe('2');
    client.updatePlayerID('2');
    client.moves.chooseStart('S1');
    s = client.getState()!;
    expect(s.ctx.currentPlayer).toBe('1');
    client.updatePlayerID('1');
    const before = s._stateID;
    client.moves.chooseStart('S1'); // taken
    expect(client.getState()!._stateID).toBe(before);
    expect(trainAndRailway.explain(s.G, s.ctx, '1', 'chooseStart', ['S1'])).toMatch(/only 1 train/);
    client.moves.chooseStart('S5');
    s = client.getState()!;
    expect(s.ctx.currentPlayer).toBe('0');
    client.updatePlayerID('0');
    client.moves.chooseStart('S3');
    s = client.getState()!;
    expect(s.ctx.phase).toBe('play');
    expect(s.ctx.currentPlayer).toBe('0');
    expect(s.G.trains['2']).toEqual({ hex: '6,-3', seg: '0-3', facing: 3 });
    expect(s.G.trains['1']!.hex).toBe('2,5');
    expect(s.G.trains['0']!.hex).toBe('0,1');
    client.stop();
  });

  it('the start rails are printed on the map and trains face inward', () => {
    const G = newState(2, 'TR-P02', ['S7', 'S8']);
    expect(G.rails['8,1']).toEqual(['2-5']);
    expect(G.trains['0']).toEqual({ hex: '8,1', seg: '2-5', facing: 5 });
  });
});
