// Each Landmarks ability and each wired ability hook through its move path (design §7.2
// "Abilities", §3.12), on crafted positions through the boardgame.io Client: Circus's double,
// Coupling's config, Manufacturing's launch and discard, Twin Cities' two homes; Agricultural's
// yellow after an upgrade, Tunneling's rebate, Express's extra stop and Suburban's markers.
import { describe, expect, it } from 'vitest';
import { position, moneyTotal } from './helpers/position';
import { hex } from './helpers/map';
import { act, craftedClient, fullState, legal, why } from './helpers/client';
import { emptyDraft } from '../../../games/lost-atlas/route/draft';
import { point } from '../../../games/lost-atlas/rules/flow';
import { pieceHexes } from '../../../games/lost-atlas/rules/mapBuild';
import type { AbilityId } from '../../../games/lost-atlas/data/minors';
import type { CoId, Hex, LAState, TrainHeld } from '../../../games/lost-atlas/rules/state';

function inOR(G: LAState, queue: CoId[], step: NonNullable<LAState['or']>['step'], round: 'OR1' | 'OR2' = 'OR1'): LAState {
  G.round = round;
  G.sr = undefined;
  G.or = { queue, idx: 0, step, lays: { yellow: 0, upgrade: false }, issued: 0, draft: emptyDraft(), revenue: null };
  return G;
}

/** Three yellow cities 20 each on a line, (0,0) the company's home; runs: A = (0,0)→(0,2), B = (0,2)→(0,4). */
const A = '0,0#0>0,2#0@0,0/0.0,1/0';
const B = '0,2#0>0,4#0@0,2/0.0,3/0';
function line(id: CoId, abilities: AbilityId[], trains: TrainHeld[], step: NonNullable<LAState['or']>['step'] = 'run', round: 'OR1' | 'OR2' = 'OR1', homeAt = 0): LAState {
  const home = (r: number) => (r === homeAt ? { hubs: { 0: [id] } } : {});
  const G = position({
    hexes: [
      hex(0, 0, { tile: '57', piece: '06', ...home(0) }), hex(0, 1, { tile: '9', piece: '06' }), hex(0, 2, { tile: '57', piece: '06', ...home(2) }),
      hex(0, 3, { tile: '9', piece: '160' }), hex(0, 4, { tile: '57', piece: '160' }),
    ],
    companies: [{ id, price: 70, president: '0', holders: { 0: 2 }, abilities, trains }],
  });
  return inOR(G, [id], step, round);
}
const T = (card: string, type: TrainHeld['type']): TrainHeld => ({ card, type });

describe('Circus (§3.12.1)', () => {
  it('S000-0006 circusDouble counts a stop twice on a run with a spare stop, once per OR: refused again in the same OR, offered in the next', () => {
    const c = craftedClient(line('CI', ['circus'], [T('T3-1', '3')]));
    expect(act(c, 'startRun', 'T3-1', '0,0#0')).toBe(true);
    expect(act(c, 'extendRun', A)).toBe(true);
    expect(act(c, 'closeRun')).toBe(true);
    expect(legal(c).filter((m) => m.move === 'circusDouble')).toEqual([{ move: 'circusDouble', args: ['T3-1', '0,0#0'] }, { move: 'circusDouble', args: ['T3-1', '0,2#0'] }]);
    expect(act(c, 'circusDouble', 'T3-1', '0,2#0')).toBe(true);
    expect(why(c, 'circusDouble', 'T3-1', '0,0#0')).toMatch(/already been counted twice/);
    expect(act(c, 'confirmRuns')).toBe(true);
    const G = fullState(c);
    expect(G.or!.revenue).toBe(60); // 20 + 20 doubled
    expect(G.companies.CI!.ab.circusUsedIn).toBe('1-OR1');
    // The same company in OR2 of that cycle may double again; in OR1 again (a replayed turn) it may not.
    const used = (round: 'OR1' | 'OR2') => { const P = line('CI', ['circus'], [T('T3-1', '3')], 'run', round); P.companies.CI!.ab.circusUsedIn = '1-OR1'; return craftedClient(P); };
    for (const [round, ok] of [['OR2', true], ['OR1', false]] as const) {
      const c2 = used(round);
      act(c2, 'startRun', 'T3-1', '0,0#0'); act(c2, 'extendRun', A); act(c2, 'closeRun');
      expect(why(c2, 'circusDouble', 'T3-1', '0,2#0') === null).toBe(ok);
    }
  });

  it('S000-0007 the double must fit the limit: a full run cannot double a stop', () => {
    const c = craftedClient(line('CI', ['circus'], [T('T2-1', '2')]));
    act(c, 'startRun', 'T2-1', '0,0#0'); act(c, 'extendRun', A); act(c, 'closeRun');
    expect(why(c, 'circusDouble', 'T2-1', '0,2#0')).not.toBeNull();
    expect(legal(c).some((m) => m.move === 'circusDouble')).toBe(false);
    expect(act(c, 'confirmRuns')).toBe(true);
    expect(fullState(c).or!.revenue).toBe(40);
  });
});

describe('Coupling (§3.12.2)', () => {
  it('S000-0010 setRunConfig couples two 2-trains into one consist that runs 3 stops; the config is refused after the first run', () => {
    const c = craftedClient(line('CO', ['coupling'], [T('T2-1', '2'), T('T2-2', '2')]));
    expect(legal(c).filter((m) => m.move === 'setRunConfig')).toEqual([{ move: 'setRunConfig', args: [{ mode: 'couple', consist: ['T2-1', 'T2-2'] }] }]);
    expect(act(c, 'setRunConfig', { mode: 'couple', consist: ['T2-1', 'T2-2'] })).toBe(true);
    expect(why(c, 'startRun', 'T2-1', '0,0#0')).not.toBeNull(); // the cards run as the consist now
    expect(act(c, 'startRun', 'consist', '0,0#0')).toBe(true);
    expect(why(c, 'setRunConfig', { mode: 'none' })).toMatch(/before the first run/);
    act(c, 'extendRun', A); act(c, 'extendRun', B); act(c, 'closeRun');
    expect(act(c, 'confirmRuns')).toBe(true);
    expect(fullState(c).or!.revenue).toBe(60);
    expect(fullState(c).companies.CO!.trains.length).toBe(2); // S000-0012: both cards still held
  });

  it('S000-0009 a lone 4 uncouples into 2 + 2 that run as two trains from the home in the middle; 1 + 3 is refused', () => {
    const c = craftedClient(line('CO', ['coupling'], [T('T4-1', '4')], 'run', 'OR1', 2));
    expect(why(c, 'setRunConfig', { mode: 'uncouple', card: 'T4-1', split: [1, 3] })).not.toBeNull();
    expect(act(c, 'setRunConfig', { mode: 'uncouple', card: 'T4-1', split: [2, 2] })).toBe(true);
    act(c, 'startRun', 'part0', '0,2#0'); act(c, 'extendRun', '0,2#0>0,0#0@0,1/0.0,0/0'); act(c, 'closeRun');
    act(c, 'startRun', 'part1', '0,2#0'); act(c, 'extendRun', B); act(c, 'closeRun');
    expect(act(c, 'confirmRuns')).toBe(true);
    expect(fullState(c).or!.revenue).toBe(80);
  });

  it('S000-0008 the config is chosen afresh each OR: the next turn\'s draft starts at none', () => {
    const c = craftedClient(line('CO', ['coupling'], [T('T2-1', '2'), T('T2-2', '2')]));
    act(c, 'setRunConfig', { mode: 'couple', consist: ['T2-1', 'T2-2'] });
    act(c, 'startRun', 'consist', '0,0#0'); act(c, 'extendRun', A); act(c, 'closeRun');
    act(c, 'confirmRuns');
    act(c, 'withhold');
    const G = fullState(c);
    // OR1 ended with CO's turn; OR2 begins with CO again at a fresh draft.
    expect(G.round).toBe('OR2');
    expect(G.or!.draft.config).toEqual({ mode: 'none' });
  });
});

describe('Express (§3.1.1 ER, S000-0013)', () => {
  it('S000-0013 with one train Express runs a 2-train over 3 stops; coupled into one consist it still gets +1', () => {
    const c = craftedClient(line('ER', ['express'], [T('T2-1', '2')]));
    act(c, 'startRun', 'T2-1', '0,0#0');
    expect(act(c, 'extendRun', A)).toBe(true);
    expect(act(c, 'extendRun', B)).toBe(true);
    act(c, 'closeRun');
    act(c, 'confirmRuns');
    expect(fullState(c).or!.revenue).toBe(60);
    const plain = craftedClient(line('AG', [], [T('T2-1', '2')]));
    act(plain, 'startRun', 'T2-1', '0,0#0'); act(plain, 'extendRun', A);
    expect(why(plain, 'extendRun', B)).not.toBeNull();
  });
});

describe('Suburban (§3.1.1 SU)', () => {
  it('placeSuburb in the run stage (both in one turn) adds 10 per suburb city to the run through them', () => {
    const c = craftedClient(line('SU', ['suburban'], [T('T3-1', '3')]));
    expect(legal(c).filter((m) => m.move === 'placeSuburb').map((m) => m.args[0])).toEqual(['0,2', '0,4']);
    expect(act(c, 'placeSuburb', '0,2')).toBe(true);
    expect(act(c, 'placeSuburb', '0,4')).toBe(true);
    expect(why(c, 'placeSuburb', '0,4')).toMatch(/Both suburb markers/);
    act(c, 'startRun', 'T3-1', '0,0#0'); act(c, 'extendRun', A); act(c, 'extendRun', B); act(c, 'closeRun');
    act(c, 'confirmRuns');
    expect(fullState(c).or!.revenue).toBe(80);
  });
});

/** A 5 × 5 board of plain hexes, the company's home city at (0,0) with tile 57 (exits 0 and 3). */
function board(id: CoId, abilities: AbilityId[], over: Record<string, Partial<Hex>> = {}, treasury = 100): LAState {
  const hexes: Hex[] = [];
  for (let q = -2; q <= 2; q++) for (let r = -2; r <= 2; r++) {
    const base = hex(q, r, q === 0 && r === 0 ? { kind: 'city', tile: '57', hubs: { 0: [id] } } : {});
    hexes.push({ ...base, ...(over[`${q},${r}`] ?? {}) } as Hex);
  }
  // A second city at (0,2) so a train has a run and the turn stops at the run stage.
  hexes.splice(hexes.findIndex((h) => h.q === 0 && h.r === 2), 1, hex(0, 2, { tile: '57' }));
  const G = position({ phase: 'green', trainPhase: 3, hexes, companies: [{ id, price: 70, president: '0', holders: { 0: 2 }, treasury, abilities, trains: [T('T2-1', '2')] }] });
  return inOR(G, [id], 'track');
}

describe('Agricultural (§3.1.1 AG)', () => {
  it('after its upgrade Agricultural lays one yellow tile more; a company without the ability may not', () => {
    const c = craftedClient(board('AG', ['agricultural']));
    expect(act(c, 'layTile', '0,0', '14', 0)).toBe(true);
    expect(point(fullState(c))).toBe('track');
    expect(legal(c).some((m) => m.move === 'layTile' && m.args[0] === '0,1')).toBe(true);
    expect(act(c, 'layTile', '0,1', '9', 0)).toBe(true);
    expect(fullState(c).map.hexes['0,1'].tile).toBe('9');
    expect(point(fullState(c))).toBe('run'); // the allowance is spent: the track step ended

    const other = craftedClient(board('EA', []));
    expect(act(other, 'layTile', '0,0', '14', 0)).toBe(true);
    expect(point(fullState(other))).not.toBe('track');
    const yellowFirst = craftedClient(board('AG', ['agricultural']));
    expect(act(yellowFirst, 'layTile', '0,1', '9', 0)).toBe(true);
    expect(why(yellowFirst, 'layTile', '0,0', '14', 0)).toBe('An upgrade replaces both yellow lays.');
  });
});

describe('Tunneling (§3.1.1 TU)', () => {
  it('a yellow tile on a mountain: Tunneling pays 40 and receives 60; without 40 in the treasury the lay is refused', () => {
    const G0 = board('TU', ['tunneling'], { '0,1': { kind: 'mountain' } });
    const total = moneyTotal(G0);
    const bank = G0.bank;
    const c = craftedClient(G0);
    expect(act(c, 'layTile', '0,1', '9', 0)).toBe(true);
    expect(fullState(c).companies.TU!.treasury).toBe(120);
    expect(fullState(c).bank).toBe(bank - 20);
    expect(moneyTotal(fullState(c))).toBe(total);
    const poor = craftedClient(board('TU', ['tunneling'], { '0,1': { kind: 'mountain' } }, 30));
    expect(why(poor, 'layTile', '0,1', '9', 0)).toBe('Laying on a mountain costs 40; the treasury holds 30.');
    expect(act(poor, 'layTile', '0,1', '9', 0)).toBe(false);
  });
});

/** A Stock Round where seat 0 opens an auction for the only charter at `bid`, the others pass, and seat 0 launches it. */
function launchThroughMoves(G: LAState, minor: CoId, bid: number) {
  G.round = 'SR';
  const c = craftedClient(G);
  expect(c.getState()!.ctx.phase).toBe('stock');
  expect(act(c, 'startAuction', bid)).toBe(true);
  expect(act(c, 'passAuction')).toBe(true);
  expect(act(c, 'passAuction')).toBe(true);
  expect(point(fullState(c))).toBe('launch');
  expect(legal(c)).toEqual([{ move: 'launch', args: [minor] }]);
  expect(act(c, 'launch', minor)).toBe(true);
  return c;
}

describe('Manufacturing (§3.12.3)', () => {
  it('S000-0014 launched through the moves: the treasury pays 50 to the bank and holds the M-train; no leadoff is owed', () => {
    const G = position({ columns: [['MA']] });
    const total = moneyTotal(G);
    const bank = G.bank;
    const c = launchThroughMoves(G, 'MA', 160);
    const after = fullState(c);
    expect(after.companies.MA!.treasury).toBe(110);
    expect(after.bank).toBe(bank + 50);
    expect(after.companies.MA!.trains).toEqual([{ card: 'M2', type: 'M2' }]);
    expect(after.companies.MA!.leadoffDue).toBe(false);
    expect(moneyTotal(after)).toBe(total);
  });

  it('S000-0016 discardMTrain in its own OR turn removes the M-train from the game; in another company\'s turn it is refused', () => {
    const G = position({
      stack: ['T2-1'],
      companies: [
        { id: 'AG', price: 80, president: '0', holders: { 0: 2 }, treasury: 0, trains: [T('T2-9', '2')] },
        { id: 'MA', price: 70, president: '0', holders: { 0: 2 }, treasury: 0, abilities: ['manufacturing'], trains: [T('M2', 'M2')] },
      ],
    });
    const c = craftedClient(inOR(G, ['AG', 'MA'], 'buy'));
    expect(why(c, 'discardMTrain')).toBe('The company holds no Manufacturing train.');
    expect(act(c, 'discardMTrain')).toBe(false);
    const own = craftedClient(inOR(position({
      stack: ['T2-1'],
      companies: [{ id: 'MA', price: 70, president: '0', holders: { 0: 2 }, treasury: 200, abilities: ['manufacturing'], trains: [T('M2', 'M2')] }],
    }), ['MA'], 'buy'));
    expect(legal(own)).toContainEqual({ move: 'discardMTrain', args: [] });
    expect(act(own, 'discardMTrain')).toBe(true);
    const after = fullState(own);
    expect(after.companies.MA!.trains).toEqual([]);
    expect(after.trains.gone).toEqual(['M2']);
    expect(after.trains.pool).toEqual([]);
  });

  it('S000-0015 the M-train is never offered for, and the leadoff step refuses a train to Manufacturing', () => {
    const G = position({
      stack: ['T2-1'],
      companies: [
        { id: 'MA', price: 70, president: '0', holders: { 0: 2 }, treasury: 200, abilities: ['manufacturing'], trains: [T('M2', 'M2')], operated: false },
        { id: 'AG', price: 60, president: '1', holders: { 1: 2 }, treasury: 200 },
      ],
    });
    const c = craftedClient(inOR(G, ['MA', 'AG'], 'leadoff'));
    expect(legal(c).some((m) => m.move === 'buyTrain')).toBe(false);
    expect(why(c, 'buyTrain', { source: 'stack' })).toBe('MA owes no leadoff train (Manufacturing starts with its own).');
    const buyer = craftedClient(inOR(position({
      stack: ['T2-1'],
      companies: [
        { id: 'AG', price: 80, president: '1', holders: { 1: 2 }, treasury: 200 },
        { id: 'MA', price: 70, president: '0', holders: { 0: 2 }, abilities: ['manufacturing'], trains: [T('M2', 'M2')] },
      ],
    }), ['AG', 'MA'], 'buy'));
    expect(legal(buyer).some((m) => m.move === 'offerTrain')).toBe(false);
    expect(why(buyer, 'offerTrain', { from: 'MA', card: 'M2', price: 10 })).toBe('The Manufacturing train cannot be bought, sold or traded in.');
  });
});

describe('Twin Cities (§3.12.4)', () => {
  it('S000-0019 launched through the moves, both homes get a hub and track may be laid from either home', () => {
    const hexes = [...pieceHexes('TW-1', [0, 0], 0), ...pieceHexes('TW-2', [0, 4], 0)];
    for (let q = -1; q <= 2; q++) for (let r = -1; r <= 5; r++) if (!hexes.some((h) => h.q === q && h.r === r)) hexes.push(hex(q, r, {}));
    const c = launchThroughMoves(position({ hexes, columns: [['TW']] }), 'TW', 140);
    const G = fullState(c);
    expect(G.companies.TW!.hubs.filter((h) => h.state === 'placed').map((h) => h.at)).toEqual(['0,0#0', '0,4#0']);
    expect(G.map.hexes['0,0'].hubs[0]).toEqual(['TW']);
    expect(G.map.hexes['0,4'].hubs[0]).toEqual(['TW']);
    // Into its first OR at the track step: either home takes a city tile.
    const P = inOR(structuredClone(G), ['TW'], 'track');
    P.companies.TW!.leadoffDue = false;
    const or = craftedClient(P);
    const lays = legal(or).filter((m) => m.move === 'layTile').map((m) => m.args[0]);
    expect(lays).toContain('0,0');
    expect(lays).toContain('0,4');
    expect(act(or, 'layTile', '0,4', '57', 0)).toBe(true);
    expect(why(or, 'layTile', '0,3', '9', 0)).toBeNull(); // reached from the second home
  });
});
