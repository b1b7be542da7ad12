// Whole games through boardgame.io: enumerator exactness, seeded random playouts with invariants,
// what each client sees, setup parsing, summary, log and determinization.
import { describe, it, expect, vi } from 'vitest';
import seedrandom from 'seedrandom';
import { makeClient, playout, module, game, placementState, must, options } from './helpers';
import { enumerate, candidates } from '../../../games/russian-railroads/enumerate';
import { playerView } from '../../../games/russian-railroads/view';
import { evaluateRussianRailroads } from '../../../bots/russian-railroads';

describe('random playouts through the enumerator (invariants after every move)', () => {
  for (const n of [1, 2, 3, 4]) {
    it(`${n} player${n > 1 ? 's' : ''}: 10 seeded games end without an error`, () => {
      for (let i = 0; i < 10; i++) {
        const r = playout(n, `rr-${n}-${i}`);
        expect(r.problems).toEqual([]);
        expect(r.gameover).toBeTruthy();
        expect(r.G.round).toBe(r.G.setup.rounds);
        const best = Math.max(...Object.values(r.gameover.scores as Record<string, number>));
        expect(r.gameover.winners.every((w: string) => r.gameover.scores[w] === best)).toBe(true);
        const sum = module.summary(r.G, r.ctx);
        for (const pid of Object.keys(r.G.players)) {
          expect(sum.breakdown.reduce((s, b) => s + b.values[pid], 0)).toBe(sum.scores[pid]);
        }
        expect(sum.history).toHaveLength(r.G.setup.rounds);
      }
    });
  }
  for (const [label, board, prefix] of [['German board', 'german', 'rr-de'], ['American board', 'american', 'rr-us']] as const) {
    for (const n of [1, 2, 3, 4]) {
      it(`${label}, ${n} player${n > 1 ? 's' : ''}: 10 seeded games end without an error`, () => {
        for (let i = 0; i < 10; i++) {
          const r = playout(n, `${prefix}-${n}-${i}`, 6000, { board, coal: i % 2 === 1 });
          expect(r.problems).toEqual([]);
          expect(r.gameover).toBeTruthy();
        }
      });
    }
  }
  for (const n of [1, 2, 3, 4]) {
    it(`Coal module, ${n} player${n > 1 ? 's' : ''}: 10 seeded games end without an error`, () => {
      for (let i = 0; i < 10; i++) {
        const r = playout(n, `rr-coal-${n}-${i}`, 6000, { board: 'base', coal: true });
        expect(r.problems).toEqual([]);
        expect(r.gameover).toBeTruthy();
        expect(r.G.setup.rounds).toBe(n === 4 ? 6 : 5);
      }
    });
  }
});

describe("a move's new state in production (games/kit/plain-state.ts finishedState)", () => {
  /** A seeded game read from the client's store: the state as the framework keeps it, not a seat's view. */
  function storedGame(seed: string) {
    const client = makeClient(2, seed, { board: 'german', coal: true });
    const rng = seedrandom(`${seed}-policy`);
    let stored = client.store.getState();
    for (let step = 0; step < 3000 && !stored.ctx.gameover; step++) {
      const pid = stored.ctx.currentPlayer;
      client.updatePlayerID(pid);
      const legal = enumerate(stored.G, stored.ctx, pid);
      const pick = legal[Math.floor(rng() * legal.length)];
      (client.moves as any)[pick.move](...(pick.args ?? []));
      stored = client.store.getState();
    }
    client.stop();
    return stored;
  }

  it('a seeded game ends in the same state as in test mode; only the root is frozen, so Immer skips its walk, where test mode freezes the whole tree', () => {
    const tested = storedGame('rr-production-freeze');
    vi.stubEnv('NODE_ENV', 'production');
    let produced: typeof tested;
    try {
      produced = storedGame('rr-production-freeze');
    } finally {
      vi.unstubAllEnvs();
    }
    expect(tested.ctx.gameover).toBeTruthy();
    expect(produced.G).toEqual(tested.G);
    expect(produced.ctx).toEqual(tested.ctx);
    expect(Object.isFrozen(tested.G.players)).toBe(true);
    expect(Object.isFrozen(produced.G)).toBe(true);
    expect(Object.isFrozen(produced.G.players)).toBe(false);
  });
});

describe('enumerator exactness', () => {
  const configs: [number, any][] = [[3, { board: 'base', coal: false }], [1, { board: 'base', coal: true }], [4, { board: 'german', coal: true }], [2, { board: 'american', coal: false }]];
  for (const [n, setup] of configs) {
    it(`every enumerated move is accepted, every other candidate refused with a reason, and the seat's filtered view gives the same list (${n}p ${setup.board}${setup.coal ? ' + coal' : ''})`, () => {
      const client = makeClient(n, `exact-${n}-${setup.board}`, setup);
      const rng = seedrandom('exact-policy');
      let s = client.getState()!;
      let checked = 0;
      for (let step = 0; step < 500 && !s.ctx.gameover; step++) {
        const pid = s.ctx.currentPlayer;
        const legal = enumerate(s.G, s.ctx, pid);
        const all = candidates(s.G, s.ctx, pid);
        for (const c of all) {
          const why = module.explain(s.G, s.ctx, pid, c.move, c.args ?? []);
          const listed = legal.some((l) => l.move === c.move && JSON.stringify(l.args) === JSON.stringify(c.args));
          expect(why === null).toBe(listed);
        }
        expect(enumerate(playerView(s.G, pid), s.ctx, pid)).toEqual(legal);
        for (const other of Object.keys(s.G.players)) if (other !== pid) expect(enumerate(s.G, s.ctx, other)).toEqual([]);
        const acting = legal.filter((o) => o.move !== 'pass');
        const pool = acting.length && rng() < 0.95 ? acting : legal;
        const pick = pool[Math.floor(rng() * pool.length)];
        client.updatePlayerID(pid);
        const before = s._stateID;
        (client.moves as any)[pick.move](...(pick.args ?? []));
        s = client.getState()!;
        expect(s._stateID).toBe(before + 1);
        checked++;
      }
      expect(checked).toBeGreaterThan(n === 1 ? 50 : 100);
    });
  }
  it('nonsense arguments are refused with a reason', () => {
    const G = placementState(4);
    const ctx = { phase: 'workerPlacement' } as any;
    expect(module.explain(G, ctx, '0', 'placeWorkers', ['NOPE', 0])).toMatch(/no such/);
    expect(module.explain(G, ctx, '0', 'placeWorkers', ['T2', 7])).toMatch(/more roubles/);
    expect(module.explain(G, ctx, '0', 'placeWorkers', ['T2', 0.5])).toMatch(/how many roubles/);
    expect(module.explain(G, ctx, '0', 'advanceTrack', [0, 0])).toMatch(/nothing/);
    expect(module.explain(G, ctx, '1', 'pass', [])).toMatch(/not your turn/);
    expect(module.explain(G, ctx, '0', 'fly', [])).toMatch(/no move/);
    expect(module.explain(G, { phase: 'startingBonus' } as any, '0', 'placeWorkers', ['T2', 0])).toMatch(/Starting Bonus/);
  });
  it('the enumerator works on a seat\'s filtered view and gives the same moves', () => {
    const G = placementState(4);
    G.players['0'].industry = [4]; G.players['0'].factories = [6];
    must(G, 'placeWorkers', 'I1', 0);
    must(G, 'advanceIndustry', 0);
    const view = playerView(G, '0');
    const ctx = { phase: 'workerPlacement', currentPlayer: '0' } as any;
    expect(enumerate(view, ctx, '0')).toEqual(enumerate(G, ctx, '0'));
    expect(enumerate(view, ctx, '0').map((m) => m.move)).toEqual(['keepEndBonusCard', 'keepEndBonusCard']);
  });
  it('stages are named after the pending sub-step', () => {
    const client = makeClient(2, 'stages');
    let s = client.getState()!;
    client.updatePlayerID(s.ctx.currentPlayer);
    (client.moves as any).takeStartingBonus('SB-T');
    s = client.getState()!;
    expect(s.ctx.activePlayers).toEqual({ [s.ctx.currentPlayer]: 'advanceTracks' });
  });
});

describe('hidden information', () => {
  function lateState() {
    const G = placementState(4);
    const pile = G.secret!.ebPile;
    G.hands['1']!.endBonus = pile.splice(pile.indexOf('EB03'), 1);
    G.players['1'].endBonusCount = 1;
    G.hands['2']!.drawn = [...pile.splice(pile.indexOf('EB04'), 1), ...pile.splice(pile.indexOf('EB05'), 1)];
    G.ebPileCount = pile.length;
    return G;
  }
  it('End Bonus cards only reach their owner; the pile, removed cards and removed engineers reach nobody', () => {
    const G = lateState();
    for (const viewer of ['0', '1', '2', '3', null]) {
      const v = playerView(G, viewer);
      expect(v.secret).toBeNull();
      const text = JSON.stringify(v);
      for (const id of G.secret!.ebPile) expect(text).not.toContain(`"${id}"`);
      for (const id of G.secret!.ebRemoved) expect(text).not.toContain(`"${id}"`);
      expect(v.ebPileCount).toBe(G.ebPileCount);
      for (const pid of ['1', '2']) {
        if (viewer === pid) expect(v.hands[pid]).toEqual(G.hands[pid]);
        else expect(v.hands[pid]).toBeNull();
      }
    }
    expect(JSON.stringify(playerView(G, '0'))).not.toContain('EB03');
    expect(JSON.stringify(playerView(G, null))).not.toContain('EB04');
    expect(JSON.stringify(playerView(G, '1'))).toContain('EB03');
  });
  it('what a client really receives through boardgame.io is the filtered view', () => {
    const client = makeClient(3, 'secret');
    client.updatePlayerID('1');
    const seen = client.getState()!.G;
    expect(seen.secret).toBeNull();
    expect(seen.hands['0']).toBeNull();
    expect(seen.hands['1']).not.toBeNull();
    client.updatePlayerID(null as any);
    expect(client.getState()!.G.hands['1']).toBeNull();
  });
  it('at the end the End Bonus cards are revealed, the removed ones stay hidden', () => {
    const G = lateState();
    G.gameover = { winners: ['0'], scores: {} };
    const v = playerView(G, null);
    expect(v.hands['1']!.endBonus).toEqual(['EB03']);
    expect(v.secret).toBeNull();
  });
  it('the log never names a card someone keeps', () => {
    const G = placementState(4);
    G.players['0'].industry = [4]; G.players['0'].factories = [6];
    must(G, 'placeWorkers', 'I1', 0);
    must(G, 'advanceIndustry', 0);
    const drawn = [...G.hands['0']!.drawn];
    must(G, 'keepEndBonusCard', 0);
    const text = JSON.stringify(module.log(G));
    for (const id of drawn) expect(text).not.toContain(id);
  });
  it('determinize fills what the seat cannot see from the unseen components only', () => {
    const G = lateState();
    const view = playerView(G, '1');
    const d = module.determinize(view, {} as any, '1', seedrandom('d'));
    expect(d.hands['1']).toEqual(G.hands['1']);
    expect(d.secret!.ebPile).toHaveLength(G.ebPileCount);
    expect(d.hands['0']!.endBonus).toHaveLength(0);
    const all = [...d.secret!.ebPile, ...d.secret!.ebRemoved, ...Object.values(d.hands).flatMap((h) => [...h!.endBonus, ...h!.drawn])];
    expect(new Set(all).size).toBe(all.length);
    expect(d.secret!.ebPile).toHaveLength(5);
    expect(all.sort()).toEqual(['EB01', 'EB02', 'EB03', 'EB04', 'EB05', 'EB06', 'EB07', 'EB08', 'EB09', 'EB10']);
    expect(d.secret!.engineersRemoved.every((e) => !G.engineers.includes(e))).toBe(true);
    // the determinized state plays on
    expect(enumerate(d, { phase: 'workerPlacement' } as any, d.current).length).toBeGreaterThan(0);
  });
});

describe('module surface', () => {
  it('parseSetup validates 1 to 4 players and refuses the modules not built yet with readable errors', () => {
    expect(module.parseSetup(4, undefined)).toEqual({ ok: true, setup: { board: 'base', coal: false } });
    expect(module.parseSetup(2, { board: 'base' })).toEqual({ ok: true, setup: { board: 'base', coal: false } });
    expect(module.parseSetup(5, {})).toMatchObject({ ok: false, error: expect.stringMatching(/1 to 4/) });
    expect(module.parseSetup(3, { board: 'mars' })).toMatchObject({ ok: false, error: expect.stringMatching(/base/) });
    expect(module.parseSetup(3, { colour: 1 })).toMatchObject({ ok: false, error: expect.stringMatching(/Unknown option/) });
    expect(module.parseSetup(3, { coal: 'yes' })).toMatchObject({ ok: false, error: expect.stringMatching(/true or false/) });
    expect(module.parseSetup(3, { board: 'german', coal: true })).toEqual({ ok: true, setup: { board: 'german', coal: true } });
    expect(module.parseSetup(2, { board: 'american' })).toEqual({ ok: true, setup: { board: 'american', coal: false } });
    expect(module.parseSetup(3, { coal: true })).toEqual({ ok: true, setup: { board: 'base', coal: true } });
    expect(module.parseSetup(1, {})).toEqual({ ok: true, setup: { board: 'base', coal: false } });
    expect(module.parseSetup(0, {})).toMatchObject({ ok: false, error: expect.stringMatching(/1 to 4/) });
    expect(game.name).toBe(module.id);
  });
  it('summary and the bot evaluation read a running game', () => {
    const r = playout(2, 'summary', 300);
    const sum = module.summary(r.G, r.ctx);
    expect(sum.breakdown.map((b) => b.key)).toEqual(['tracks', 'industry', 'bonuses', 'immediate', 'passing', 'endBonus', 'majority']);
    const ev = evaluateRussianRailroads(r.G, r.ctx);
    for (const pid of Object.keys(r.G.players)) expect(ev[pid]).toBeGreaterThanOrEqual(r.G.players[pid].score);
    expect(module.log(r.G).length).toBeGreaterThan(10);
  });
  it('the evaluation equals the final score once the game is over', () => {
    const r = playout(2, 'eval-end');
    expect(evaluateRussianRailroads(r.G, r.ctx)).toEqual(r.gameover.scores);
  });
  it('a replay from the same seed and moves gives the same game', () => {
    const a = playout(3, 'replay');
    const b = playout(3, 'replay');
    expect(b.gameover).toEqual(a.gameover);
    expect(b.moves).toBe(a.moves);
  });
  it('invariants catch a broken step', () => {
    const G = placementState(4);
    const H = JSON.parse(JSON.stringify(G));
    H.players['0'].tracks[0] = [1, 1, -1, -1, -1];
    expect(module.invariants!(G, H, {} as any)).toMatch(/passed/);
    const K = JSON.parse(JSON.stringify(G));
    K.players['0'].roubles += 1;
    expect(module.invariants!(G, K, {} as any)).toMatch(/roubles/);
    const L = JSON.parse(JSON.stringify(G));
    L.players['0'].pts.tracks += 3; L.players['0'].score += 3;
    expect(module.invariants!(G, L, {} as any)).toMatch(/outside a scoring/);
    expect(options(G).length).toBeGreaterThan(10);
  });
});
