// Forming Majors on crafted positions (design §3.13, §3.1.2; S000-0020, S000-0021).
import { describe, expect, it } from 'vitest';
import { position, moneyTotal } from './helpers/position';
import { hex } from './helpers/map';
import { mergeConnected, proposalReason, mergedPresident, formMajor } from '../../../games/lost-atlas/rules/merger';
import { priceOf } from '../../../games/lost-atlas/rules/market';
import type { Hex, HubEntry, LAState } from '../../../games/lost-atlas/rules/state';
import { applyMove, checkMove, MOVES } from '../../../games/lost-atlas/moves';
import { parseSetup, type LASetup } from '../../../games/lost-atlas/setup-parse';
import { lostAtlasMeta } from '../../../games/lost-atlas/meta';
import { newGame } from '../../../games/lost-atlas/game';
import { enumerate } from '../../../games/lost-atlas/enumerate';
import { actor, point } from '../../../games/lost-atlas/rules/flow';
import { seededRandom } from './helpers/direct';

const placed = (space: string, at: string): HubEntry => ({ space, cost: 0, state: 'placed', at });

/**
 * A north–south line of 57 cities two hexes apart, straight track between: (0,0) TW's first home,
 * (0,2) a city, (0,4) AG's home; TW's second home at (3,0), joined to nothing.
 */
function map(over: Record<string, Partial<Hex>> = {}): Hex[] {
  const base = [
    hex(0, 0, { tile: '57', piece: 'TW-1', hubs: { 0: ['TW'] } }), hex(0, 1, { tile: '9', piece: '120' }),
    hex(0, 2, { tile: '57', piece: '120' }), hex(0, 3, { tile: '9', piece: '120' }),
    hex(0, 4, { tile: '57', piece: '03', hubs: { 0: ['AG'] } }),
    hex(3, 0, { tile: '57', piece: 'TW-2', hubs: { 0: ['TW'] } }),
  ];
  return base.map((h) => ({ ...h, ...(over[`${h.q},${h.r}`] ?? {}) }) as Hex);
}
const companies = () => [
  { id: 'TW' as const, price: 80, treasury: 100, abilities: ['twinCities' as const], president: '0', holders: { 0: 2, 1: 1 }, treasuryShares: 2,
    hubs: [placed('H-1', '0,0#0'), placed('H-2', '3,0#0')] },
  { id: 'AG' as const, price: 135, treasury: 50, abilities: ['agricultural' as const], president: '1', holders: { 1: 2, 2: 2 }, poolShares: 1,
    hubs: [placed('H-1', '0,4#0')] },
];

describe('connection (§3.13)', () => {
  it('S000-0020 Twin Cities merges when either home connects to the partner; a city holding either\'s hub never blocks; others do', () => {
    const G = position({ hexes: map(), phase: 'green', trainPhase: 3, companies: companies() as never });
    expect(mergeConnected(G, 'TW', 'AG')).toBe(true);
    expect(proposalReason(G, 'TW', 'AG')).toBeNull();
    // cut the line: the straight at (0,3) turned away
    const cut = position({ hexes: map({ '0,3': { rot: 1 } }), phase: 'green', trainPhase: 3, companies: companies() as never });
    expect(mergeConnected(cut, 'TW', 'AG')).toBe(false);
    expect(proposalReason(cut, 'TW', 'AG')).toMatch(/not connected/);
    // a rival hub fills the middle city: blocked
    const full = position({ hexes: map({ '0,2': { hubs: { 0: ['EM'] } } }), phase: 'green', trainPhase: 3, companies: companies() as never });
    expect(mergeConnected(full, 'TW', 'AG')).toBe(false);
    // only TW's second home reaches AG: move AG next to (3,0)
    const second = position({
      hexes: [...map({ '0,3': { rot: 1 } }), hex(3, 1, { tile: '9', piece: '130' }), hex(3, 2, { tile: '57', piece: '130', hubs: { 0: ['SU'] } })],
      phase: 'green', trainPhase: 3,
      companies: [companies()[0], { ...companies()[1], id: 'SU', abilities: ['suburban'], hubs: [placed('H-1', '3,2#0')] }] as never,
    });
    expect(mergeConnected(second, 'TW', 'SU')).toBe(true);
    expect(mergeConnected(second, 'TW', 'AG')).toBe(false);
  });
});

describe('forming the Major (§3.13)', () => {
  it('president by combined shares, a tie to the president of the Minor earlier in stock order', () => {
    const G = position({ hexes: map(), phase: 'green', trainPhase: 3, companies: companies() as never });
    // seat 1: 1 TW + 2 AG = 3; seat 0: 2; seat 2: 2
    expect(mergedPresident(G, 'TW', 'AG')).toBe('1');
    G.holdings['1'] = { TW: 0, AG: 2 };
    G.holdings['0'] = { TW: 2 };
    G.holdings['2'] = { AG: 2 };
    // all tie at 2: AG (135) is earlier in stock order than TW (80): its president, seat 1
    expect(mergedPresident(G, 'TW', 'AG')).toBe('1');
  });

  it('shares convert one for one, the price is the track value at or below the mean (80 + 135 → 100), cash and trains combine, both abilities carry', () => {
    const G = position({ hexes: map(), phase: 'green', trainPhase: 3, companies: companies() as never });
    G.companies.TW!.trains = [{ card: 'T3-1', type: '3' }];
    G.companies.AG!.trains = [{ card: 'T2-1', type: '2' }];
    const before = moneyTotal(G);
    const m = formMajor(G, 'TW', 'AG', 'A', 'Authority');
    expect(priceOf(G, 'A')).toBe(100);
    expect(G.holdings).toEqual({ 0: { A: 2 }, 1: { A: 3 }, 2: { A: 2 } });
    expect(m).toMatchObject({ treasury: 150, treasuryShares: 2, poolShares: 1, president: '1', operated: true, leadoffDue: false });
    expect(m.abilities).toEqual(['twinCities', 'agricultural']);
    expect(m.trains.map((t) => t.card)).toEqual(['T3-1', 'T2-1']);
    expect(G.companies.TW).toBeUndefined();
    expect(G.map.hexes['0,0'].hubs[0]).toEqual(['A']);
    expect(moneyTotal(G)).toBe(before);
  });

  it('two inherited hubs on one map piece: one stays and the other becomes FREE', () => {
    const hexes = map();
    hexes.find((h) => h.q === 0 && h.r === 4)!.piece = 'TW-1'; // AG's home on TW-1's piece, for the test
    const G = position({ hexes, phase: 'green', trainPhase: 3, companies: companies() as never });
    const m = formMajor(G, 'TW', 'AG', 'C', 'Conglomerate');
    expect(m.hubs.filter((h) => h.state === 'free')).toHaveLength(1);
    expect(G.map.hexes['0,4'].hubs[0]).toEqual([]);
  });

  it('S000-0021 Twin Cities + Expansive needs eight hubs: 4 inherited + P-1…P-4 at 60; Expansive\'s unplaced 40 stays at 40', () => {
    const G = position({
      hexes: map(), phase: 'green', trainPhase: 3,
      companies: [companies()[0], { ...companies()[1], id: 'EA', abilities: ['expansive'], hubs: [placed('H-1', '0,4#0'), { space: 'H-2', cost: 40, state: 'unplaced' }] }] as never,
    });
    G.map = { ...G.map, hexes: { ...G.map.hexes, '0,4': { ...G.map.hexes['0,4'], hubs: { 0: ['EA'] } } } }; // a new map object: networks are cached per map
    const m = formMajor(G, 'TW', 'EA', 'F', 'Federation');
    expect(m.hubs.length).toBe(8);
    expect(m.hubs.map((h) => [h.space, h.cost, h.state])).toEqual([
      ['I-1', 0, 'placed'], ['I-2', 0, 'placed'], ['partner-1', 0, 'placed'], ['partner-2', 40, 'unplaced'],
      ['P-1', 60, 'unplaced'], ['P-2', 60, 'unplaced'], ['P-3', 60, 'unplaced'], ['P-4', 60, 'unplaced'],
    ]);
    // an ordinary pair: 2 + 60, 60
    const H = position({ hexes: map(), phase: 'green', trainPhase: 3, companies: [{ ...companies()[0], abilities: ['circus'], hubs: [placed('H-1', '0,0#0')] }, companies()[1]] as never });
    expect(formMajor(H, 'TW', 'AG', 'U', 'Union').hubs.map((h) => h.cost)).toEqual([0, 0, 60, 60]);
  });
});

describe('the Merger Round through the moves (§3.13)', () => {
  /** TW (seat 0) and AG (seat 1) connected, the Merger Round at TW's turn. */
  function inMR(): LAState {
    const G = position({ hexes: map(), phase: 'green', trainPhase: 3, companies: companies() as never });
    G.round = 'MR';
    G.roundSeq = 1;
    G.sr = undefined;
    G.mr = { queue: ['TW', 'AG'], idx: 0, barred: [] };
    return G;
  }
  const fc = { turn: 1, random: seededRandom('mr') };
  function move(G: LAState, name: string, ...args: unknown[]): void {
    const seat = String(actor(G));
    expect(checkMove(G, seat, name, args)).toBeNull();
    applyMove({ ...fc, G, seat }, name, args);
  }

  it('a refusal bars the pair for the round; a Minor with no proposal left passes by itself, and the round ends', () => {
    const G = inMR();
    expect(enumerate(G, {}, '0')).toEqual([{ move: 'propose', args: ['AG'] }, { move: 'passMerger', args: [] }]);
    move(G, 'propose', 'AG');
    expect(point(G)).toBe('respond');
    expect(actor(G)).toBe(1); // AG's president answers
    move(G, 'respond', false);
    // TW's only partner is now barred, and so is AG's: both turns pass by themselves, the round
    // ends, the cycle's export follows and the next cycle's Stock Round begins.
    expect(G.log!.map((l) => l.text)).toContain('{p:1} refuses the merger of TW with AG.');
    expect(G.round).toBe('SR');
    expect(G.cycle).toBe(2);
    expect(G.companies.TW && G.companies.AG).toBeTruthy();
  });

  it('an accepted proposal lets the new president (most combined shares, the earlier Minor\'s president on a tie) choose a free charter; the Major replaces both', () => {
    const G = inMR();
    const total = moneyTotal(G);
    move(G, 'propose', 'AG');
    move(G, 'respond', true);
    expect(point(G)).toBe('form');
    // seat 1 holds 1 + 2 = 3 shares of the two, seat 0 holds 2, seat 2 holds 2
    expect(actor(G)).toBe(1);
    expect(enumerate(G, {}, '1')).toContainEqual({ move: 'formMajor', args: ['C', 'Conglomerate'] });
    expect(checkMove(G, '1', 'formMajor', ['C', 'Union'])).toBe('C is Conglomerate or Consortium.');
    move(G, 'formMajor', 'C', 'Conglomerate');
    expect(G.companies.TW).toBeUndefined();
    expect(G.companies.AG).toBeUndefined();
    expect(G.companies.C).toMatchObject({ kind: 'major', president: '1', treasury: 150, partners: ['TW', 'AG'] });
    expect(moneyTotal(G)).toBe(total);
  });

  it('§3.10: a Major formed over its train limit gives up the surplus to the pool, by its president\'s choice, before the round goes on', () => {
    const G = inMR();
    G.trainPhase = 4; // after the first 4: a Major holds 3
    G.companies.TW!.trains = [{ card: 'T3-1', type: '3' }, { card: 'T3-2', type: '3' }];
    G.companies.AG!.trains = [{ card: 'T3-3', type: '3' }, { card: 'T4-1', type: '4' }];
    move(G, 'propose', 'AG');
    move(G, 'respond', true);
    move(G, 'formMajor', 'C', 'Conglomerate');
    expect(G.companies.C!.trains).toHaveLength(4);
    expect(point(G)).toBe('discard');
    expect(actor(G)).toBe(1);
    expect(enumerate(G, {}, '1').map((m) => m.args![1])).toEqual(['T3-1', 'T3-2', 'T3-3', 'T4-1']);
    expect(checkMove(G, '0', 'discardTrain', ['C', 'T3-1'])).toBe('It is not your turn.');
    move(G, 'discardTrain', 'C', 'T3-2');
    expect(G.companies.C!.trains.map((t) => t.card)).toEqual(['T3-1', 'T3-3', 'T4-1']);
    expect(G.trains.pool.map((t) => t.card)).toEqual(['T3-2']);
    expect(point(G)).not.toBe('discard');
  });
});

describe('Hostile Mergers (variant, §3.13)', () => {
  /** TW (seat 0: 2 TW) proposes to AG (seat 1: 1 TW + 2 AG); seat 2 holds 2 AG. Hostile Mergers on. */
  function hostileMR(): LAState {
    const G = position({ hexes: map(), phase: 'green', trainPhase: 3, companies: companies() as never });
    G.cfg.hostileMergers = true;
    G.round = 'MR';
    G.roundSeq = 1;
    G.sr = undefined;
    G.mr = { queue: ['TW', 'AG'], idx: 0, barred: [] };
    return G;
  }
  const fc = { turn: 1, random: seededRandom('hostile') };
  function move(G: LAState, name: string, ...args: unknown[]): void {
    const seat = String(actor(G));
    expect(checkMove(G, seat, name, args)).toBeNull();
    applyMove({ ...fc, G, seat }, name, args);
  }
  /** Every move the acting seat may make here is enumerated, and every enumerated one is accepted (the house consistency check). */
  function enumeratedExactly(G: LAState): void {
    const seat = String(actor(G));
    const listed = enumerate(G, {}, seat);
    for (const m of listed) expect(checkMove(G, seat, m.move, m.args ?? [])).toBeNull();
    const samples: unknown[][] = [[], [true], [false], ['AG'], ['TW'], ['C', 'Conglomerate'], ['yes'], [1]];
    for (const name of Object.keys(MOVES)) for (const args of samples) {
      // a move ignores arguments beyond its own (as every move of the game does): compare the ones it takes
      if (checkMove(G, seat, name, args) === null) expect(listed.some((m) => m.move === name && JSON.stringify(m.args) === JSON.stringify(args.slice(0, m.args!.length))), `${name} ${JSON.stringify(args)}`).toBe(true);
    }
    for (const other of ['0', '1', '2'].filter((s) => s !== seat)) for (const m of listed) expect(checkMove(G, other, m.move, m.args ?? [])).toBe('It is not your turn.');
  }

  it('S000-0041 Hostile Mergers: auto is on at 6–7 players (recommended, with D2M) and off below; on and off are accepted at any count', () => {
    expect(parseSetup(6, {})).toMatchObject({ ok: true, setup: { hostileMergers: 'on', directToMajor: 'on' } });
    expect(parseSetup(7, { hostileMergers: 'off' })).toMatchObject({ ok: true, setup: { hostileMergers: 'off' } });
    expect(parseSetup(4, {})).toMatchObject({ ok: true, setup: { hostileMergers: 'off' } });
    expect(parseSetup(3, { hostileMergers: 'on', landmarks: false })).toMatchObject({ ok: true, setup: { hostileMergers: 'on' } });
    expect(parseSetup(3, { hostileMergers: 'yes' })).toMatchObject({ ok: false, error: expect.stringMatching(/Option "hostileMergers": expected 'auto' \| 'on' \| 'off'/) });
    const once = parseSetup(7, {});
    if (once.ok) expect(parseSetup(7, once.setup)).toEqual(once);
    expect(newGame(6, (parseSetup(6, {}) as { ok: true; setup: LASetup }).setup, seededRandom('h6')).cfg.hostileMergers).toBe(true);
    expect(newGame(5, (parseSetup(5, {}) as { ok: true; setup: LASetup }).setup, seededRandom('h5')).cfg.hostileMergers).toBe(false);
    const v = lostAtlasMeta.variants.find((x) => x.key === 'hostileMergers')!;
    expect(v.default).toBe('auto');
    expect(v.choices!.find((c) => c.value === 'auto')!.label).toMatch(/Recommended \(on at 6–7 players\)/);
  });

  it('after a refusal the proposer may call a vote; votes are one per share (president 2) from the holders of either Minor; yes > no forms the Major', () => {
    const G = hostileMR();
    move(G, 'propose', 'AG');
    move(G, 'respond', false);
    expect(point(G)).toBe('hostile');
    expect(actor(G)).toBe(0); // the proposer's president
    expect(enumerate(G, {}, '0')).toEqual([{ move: 'callVote', args: [] }, { move: 'declineVote', args: [] }]);
    enumeratedExactly(G);
    move(G, 'callVote');
    // seat 0 yes with 2 (TW president), seat 1 (the refuser) no with 1 TW + 2 AG; seat 2 still to vote
    expect(G.mr!.vote).toMatchObject({ from: 'TW', to: 'AG', voters: ['2'], yes: 2, no: 3 });
    expect(point(G)).toBe('vote');
    expect(actor(G)).toBe(2);
    expect(enumerate(G, {}, '2')).toEqual([{ move: 'castVote', args: [true] }, { move: 'castVote', args: [false] }]);
    enumeratedExactly(G);
    expect(checkMove(G, '2', 'castVote', ['yes'])).toBe('Vote yes or no.');
    move(G, 'castVote', true);
    expect(G.log!.map((l) => l.text)).toContain('The vote on TW with AG passes, 4 to 3.');
    expect(point(G)).toBe('form');
    expect(actor(G)).toBe(1); // the new president: most combined shares (3)
    move(G, 'formMajor', 'C', 'Conglomerate');
    expect(G.companies.C).toMatchObject({ kind: 'major', president: '1', partners: ['TW', 'AG'] });
  });

  it('a vote that does not win more yes than no fails (a tie fails), and the pair stays barred', () => {
    for (const [voterShares, text] of [[2, 'fails, 2 to 5'], [1, 'fails, 3 to 3']] as const) {
      const G = hostileMR();
      if (voterShares === 1) { G.holdings['1'] = { AG: 2, TW: 1 }; G.holdings['2'] = { AG: 1 }; G.holdings['0'] = { TW: 2 }; }
      move(G, 'propose', 'AG');
      move(G, 'respond', false);
      move(G, 'callVote');
      move(G, 'castVote', voterShares === 1);
      expect(G.log!.map((l) => l.text)).toContain(`The vote on TW with AG ${text}.`);
      // no other partner: both Minors' turns pass by themselves, the cycle ends
      expect(G.companies.TW && G.companies.AG).toBeTruthy();
      expect(G.round).toBe('SR');
      expect(G.cycle).toBe(2);
    }
  });

  it('treasury and pool shares do not vote; with no other holder the vote closes at once', () => {
    const G = hostileMR();
    G.holdings['2'] = {};
    G.companies.AG!.poolShares = 3;
    move(G, 'propose', 'AG');
    move(G, 'respond', false);
    move(G, 'callVote');
    expect(G.log!.map((l) => l.text)).toContain('The vote on TW with AG fails, 2 to 3.');
    expect(G.mr?.vote).toBeUndefined();
  });

  it('each player calls at most one vote per Merger Round; declining ends the matter; without the variant a refusal is final', () => {
    const declined = hostileMR();
    move(declined, 'propose', 'AG');
    move(declined, 'respond', false);
    move(declined, 'declineVote');
    expect(declined.round).toBe('SR');
    expect(declined.mr).toBeUndefined();

    const spent = hostileMR();
    spent.mr!.votesCalled = ['0'];
    move(spent, 'propose', 'AG');
    move(spent, 'respond', false);
    expect(spent.round).toBe('SR'); // no vote offered: the refusal bars the pair and the round ends
    const manual = hostileMR();
    manual.mr!.refused = { from: 'TW', to: 'AG' };
    manual.mr!.votesCalled = ['0'];
    expect(checkMove(manual, '0', 'callVote', [])).toBe('You have already called your vote this Merger Round.');

    const plain = hostileMR();
    plain.cfg.hostileMergers = false;
    move(plain, 'propose', 'AG');
    move(plain, 'respond', false);
    expect(plain.round).toBe('SR');
    expect(checkMove(plain, '0', 'callVote', [])).toMatch(/not possible now/);
  });
});
