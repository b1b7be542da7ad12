// Headquarters (variant, design §3.17) on crafted positions and through the moves: the HQ point after
// a merger and after a Direct-to-Major launch (the enumerator's list exact), the three openings,
// the income at each OR turn start, Commercial Zoning in the route engine for that Major only,
// the HQ lost on dissolution, and the option in parseSetup and the form.
import { describe, expect, it } from 'vitest';
import { position, moneyTotal } from './helpers/position';
import { hex } from './helpers/map';
import { seededRandom } from './helpers/direct';
import { act, craftedClient, fullState, legal, why } from './helpers/client';
import { applyMove, checkMove } from '../../../games/lost-atlas/moves';
import { enumerate } from '../../../games/lost-atlas/enumerate';
import { actor, point, settle } from '../../../games/lost-atlas/rules/flow';
import { applyStartAuction, applyPassAuction } from '../../../games/lost-atlas/rules/auction';
import { applyLay, layAllowanceReason, layReason } from '../../../games/lost-atlas/rules/lay';
import { dissolve } from '../../../games/lost-atlas/rules/operating';
import { priceOf } from '../../../games/lost-atlas/rules/market';
import { runCards, runView } from '../../../games/lost-atlas/rules/choices';
import { autoRoute } from '../../../games/lost-atlas/route/router';
import { emptyDraft } from '../../../games/lost-atlas/route/draft';
import { headquartersTurnStart, hqCityValue, hqIncome, hqOn } from '../../../games/lost-atlas/rules/headquarters';
import { parseSetup } from '../../../games/lost-atlas/setup-parse';
import { lostAtlasMeta } from '../../../games/lost-atlas/meta';
import { newGame } from '../../../games/lost-atlas/game';
import type { Company, Hex, HubEntry, LAState } from '../../../games/lost-atlas/rules/state';

const fc = { turn: 1, random: seededRandom('hq') };
const placed = (space: string, at: string): HubEntry => ({ space, cost: 0, state: 'placed', at });
const OPENINGS = ['taxBreak', 'landGrant', 'commercialZoning'];
const hqMoves = (stops: string[]) => stops.flatMap((s) => OPENINGS.map((o) => ({ move: 'placeHeadquarters', args: [s, o] })));

function move(G: LAState, name: string, ...args: unknown[]): void {
  const seat = String(actor(G));
  expect(checkMove(G, seat, name, args)).toBeNull();
  applyMove({ ...fc, G, seat }, name, args);
}

describe('placing the HQ when a Major forms (§3.17)', () => {
  /** TW (seat 0, homes on TW-1 and TW-2) and AG (seat 1, home on piece 03) joined by track, the Merger Round at TW's turn. */
  function inMR(hq = true, agPiece = '03'): LAState {
    const hexes: Hex[] = [
      hex(0, 0, { tile: '57', piece: 'TW-1', hubs: { 0: ['TW'] } }), hex(0, 1, { tile: '9', piece: '120' }),
      hex(0, 2, { tile: '57', piece: '120' }), hex(0, 3, { tile: '9', piece: '120' }),
      hex(0, 4, { tile: '57', piece: agPiece, hubs: { 0: ['AG'] } }),
      hex(3, 0, { tile: '57', piece: 'TW-2', hubs: { 0: ['TW'] } }),
    ];
    const G = position({
      hexes, phase: 'green', trainPhase: 3, companies: [
        { id: 'TW', price: 80, treasury: 100, abilities: ['twinCities'], president: '0', holders: { 0: 2, 1: 1 }, treasuryShares: 2, hubs: [placed('H-1', '0,0#0'), placed('H-2', '3,0#0')] },
        { id: 'AG', price: 135, treasury: 50, abilities: ['agricultural'], president: '1', holders: { 1: 2, 2: 2 }, poolShares: 1, hubs: [placed('H-1', '0,4#0')] },
      ],
    });
    G.cfg.headquarters = hq;
    G.round = 'MR';
    G.roundSeq = 1;
    G.sr = undefined;
    G.mr = { queue: ['TW', 'AG'], idx: 0, barred: [] };
    return G;
  }

  it('after a merger the new president places the HQ: the enumerator lists exactly each placed hub (Twin Cities\' two homes and the partner\'s) × the three openings', () => {
    const G = inMR();
    move(G, 'propose', 'AG');
    move(G, 'respond', true);
    move(G, 'formMajor', 'C', 'Conglomerate');
    expect(point(G)).toBe('hq');
    expect(G.hqDue).toBe('C');
    expect(actor(G)).toBe(1); // the new president (3 shares of the two)
    expect(enumerate(G, {}, '1')).toEqual(hqMoves(['0,0#0', '0,4#0', '3,0#0']));
    expect(enumerate(G, {}, '0')).toEqual([]);
    expect(checkMove(G, '0', 'placeHeadquarters', ['0,0#0', 'taxBreak'])).toBe('It is not your turn.');
    expect(checkMove(G, '1', 'placeHeadquarters', ['0,2#0', 'taxBreak'])).toMatch(/one of C's hubs/);
    expect(checkMove(G, '1', 'placeHeadquarters', ['0,0#0', 'freeLunch'])).toMatch(/Choose the opening/);
    expect(checkMove(G, '1', 'passMerger', [])).toMatch(/waits for: hq/);
  });

  it('a hub the merger lifts (two on one map piece → FREE) is not offered', () => {
    const G = inMR(true, 'TW-1'); // AG's home on TW's first piece
    move(G, 'propose', 'AG');
    move(G, 'respond', true);
    move(G, 'formMajor', 'C', 'Conglomerate');
    expect(G.companies.C!.hubs.filter((h) => h.state === 'free')).toHaveLength(1);
    expect(enumerate(G, {}, '1')).toEqual(hqMoves(['0,0#0', '3,0#0']));
  });

  it('Tax Break: the bank pays 60 to the Major at once (money conserved); the log narrates the placement; the round goes on', () => {
    const G = inMR();
    const total = moneyTotal(G);
    move(G, 'propose', 'AG');
    move(G, 'respond', true);
    move(G, 'formMajor', 'C', 'Conglomerate');
    const bank = G.bank;
    move(G, 'placeHeadquarters', '3,0#0', 'taxBreak');
    expect(G.companies.C!.hq).toMatchObject({ hex: '3,0', opening: 'taxBreak' });
    expect(G.companies.C!.treasury).toBe(150 + 60);
    expect(G.bank).toBe(bank - 60);
    expect(moneyTotal(G)).toBe(total);
    expect(G.hqDue).toBeUndefined();
    expect(G.log!.map((l) => l.text)).toContain('{p:1} places C\'s HQ in city 3,0 and takes Tax Break: the bank pays C 60.');
    expect(point(G)).not.toBe('hq');
  });

  it('through the boardgame.io Client: the new president\'s turn at the point hq, refused for another seat, then the Merger Round goes on', () => {
    const client = craftedClient(inMR());
    expect(act(client, 'propose', 'AG')).toBe(true);
    expect(act(client, 'respond', true)).toBe(true);
    expect(act(client, 'formMajor', 'C', 'Conglomerate')).toBe(true);
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
    expect(legal(client)).toEqual(hqMoves(['0,0#0', '0,4#0', '3,0#0']));
    expect(why(client, 'placeHeadquarters', '0,2#0', 'landGrant')).toMatch(/one of C's hubs/);
    expect(act(client, 'placeHeadquarters', '0,4#0', 'landGrant')).toBe(true);
    const G = fullState(client);
    expect(G.companies.C!.hq).toEqual({ hex: '0,4', opening: 'landGrant', landGrant: 'due' });
    expect(G.hqDue).toBeUndefined();
    expect(point(G)).not.toBe('hq');
    client.stop();
  });

  it('without the option no HQ point follows a merger', () => {
    const G = inMR(false);
    move(G, 'propose', 'AG');
    move(G, 'respond', true);
    move(G, 'formMajor', 'C', 'Conglomerate');
    expect(G.hqDue).toBeUndefined();
    expect(point(G)).not.toBe('hq');
    expect(G.companies.C!.hq).toBeUndefined();
  });

  it('the HQ comes with the charter, before a surplus train is given up (§3.13 order)', () => {
    const G = inMR();
    G.trainPhase = 4;
    G.companies.TW!.trains = [{ card: 'T3-1', type: '3' }, { card: 'T3-2', type: '3' }];
    G.companies.AG!.trains = [{ card: 'T3-3', type: '3' }, { card: 'T4-1', type: '4' }];
    move(G, 'propose', 'AG');
    move(G, 'respond', true);
    move(G, 'formMajor', 'C', 'Conglomerate');
    expect(point(G)).toBe('hq');
    move(G, 'placeHeadquarters', '0,4#0', 'commercialZoning');
    expect(point(G)).toBe('discard');
  });

  /** A won auction in the purple phase with D2M on: seat 0 launches. */
  function won(columns: LAState['charters']['columns'], hexes: Hex[], hq = true): LAState {
    const G = position({ phase: 'purple', trainPhase: 5, players: [400, 400, 400], columns, hexes });
    G.cfg.directToMajor = true;
    G.cfg.headquarters = hq;
    G.round = 'SR';
    G.roundSeq = 1;
    applyStartAuction(G, 0, 300);
    applyPassAuction(G, 1);
    applyPassAuction(G, 2);
    return G;
  }

  it('§3.5 D2M: the president places the HQ on the home right after the launch; a plain launch has none', () => {
    const hexes = [hex(0, 0, { kind: 'city', piece: '03', cell: 'A' }), hex(1, 0, { kind: 'city', piece: '03', cell: 'B' })];
    const G = won([['AG'], ['EA']], hexes);
    move(G, 'launch', 'AG', 'L', 'League');
    expect(point(G)).toBe('hq');
    expect(actor(G)).toBe(0);
    expect(enumerate(G, {}, '0')).toEqual(hqMoves(['1,0#0']));
    move(G, 'placeHeadquarters', '1,0#0', 'landGrant');
    expect(G.companies.L!.hq).toEqual({ hex: '1,0', opening: 'landGrant', landGrant: 'due' });
    expect(G.companies.L!.treasury).toBe(300);
    expect(point(G)).toBe('stock');
    const plain = won([['AG'], ['EA']], hexes);
    move(plain, 'launch', 'AG');
    expect(point(plain)).toBe('stock');
    expect(plain.hqDue).toBeUndefined();
  });

  it('§3.5 D2M of Twin Cities: either home may take the HQ', () => {
    const hexes = [hex(0, 0, { kind: 'city', piece: 'TW-1', cell: 'A' }), hex(4, 0, { kind: 'city', piece: 'TW-2', cell: 'A' })];
    const G = won([['TW'], ['EA']], hexes);
    move(G, 'launch', 'TW', 'C', 'Conglomerate');
    expect(point(G)).toBe('hq');
    expect(enumerate(G, {}, '0')).toEqual(hqMoves(['0,0#0', '4,0#0']));
    move(G, 'placeHeadquarters', '4,0#0', 'taxBreak');
    expect(G.companies.C!.treasury).toBe(360);
  });
});

// ---- Operating: income, openings, zoning, dissolution --------------------------------------------

/**
 * A 5 × 5 board of plain hexes around Major C's HQ city (0,0) (tile 57, value 20, exits 0 and 3);
 * `over` changes hexes. AG (seat 1) has its home at (2,-2), away from C's track.
 */
function board(hq: Company['hq'] | undefined, over: Record<string, Partial<Hex>> = {}, extra: Partial<Company> = {}): LAState {
  const hexes: Hex[] = [];
  for (let q = -2; q <= 2; q++) for (let r = -2; r <= 2; r++) {
    let h = hex(q, r);
    if (q === 0 && r === 0) h = hex(0, 0, { tile: '57', hubs: { 0: ['C'] } });
    if (q === 2 && r === -2) h = hex(2, -2, { tile: '57', piece: '03', hubs: { 0: ['AG'] } });
    hexes.push({ ...h, ...(over[`${q},${r}`] ?? {}) } as Hex);
  }
  const G = position({
    hexes, phase: 'yellow', trainPhase: 2, companies: [
      { id: 'C', kind: 'major', price: 100, treasury: 100, president: '0', holders: { 0: 2 }, hubs: [placed('I-1', '0,0#0')], trains: [{ card: 'T2-1', type: '2' }], ...(hq ? { hq } : {}), ...extra },
      { id: 'AG', price: 80, treasury: 50, abilities: ['agricultural'], president: '1', holders: { 1: 2 }, treasuryShares: 3, hubs: [placed('H-1', '2,-2#0')] },
    ],
  });
  G.cfg.headquarters = true;
  G.round = 'OR1';
  G.roundSeq = 1;
  G.sr = undefined;
  G.or = { queue: ['C', 'AG'], idx: 0, step: 'leadoff', lays: { yellow: 0, upgrade: false }, issued: 0, draft: emptyDraft(), revenue: null };
  return G;
}

describe('HQ income (§3.17, §3.7 step 0)', () => {
  it('at the start of the Major\'s OR turn the bank pays half the HQ city\'s value (event-free 20 → 10), once per turn; not revenue, no price move', () => {
    const G = board({ hex: '0,0', opening: 'taxBreak' });
    const total = moneyTotal(G);
    const price = priceOf(G, 'C');
    expect(hqCityValue(G, 'C')).toBe(20);
    expect(hqIncome(G, 'C')).toBe(10);
    headquartersTurnStart(G, 'C', fc);
    headquartersTurnStart(G, 'C', fc); // the flow asks at every step: it pays once
    expect(G.companies.C!.treasury).toBe(110);
    expect(moneyTotal(G)).toBe(total);
    expect(priceOf(G, 'C')).toBe(price);
    expect(G.or!.revenue).toBeNull();
    expect(G.log!.map((l) => l.text)).toEqual(['C\'s HQ in city 0,0 (worth 20 to its trains) earns 10 from the bank.']);
    G.round = 'OR2'; // its next OR turn pays again
    headquartersTurnStart(G, 'C', fc);
    expect(G.companies.C!.treasury).toBe(120);
  });

  it('the value is the HQ city as C\'s own trains count it: a green 30-city pays 15; the Cathedral overlay (+10) counts; Commercial Zoning adds 10', () => {
    const green = board({ hex: '0,0', opening: 'taxBreak' }, { '0,0': { tile: '14', rot: 0, hubs: { 0: ['C'] } } });
    green.phase = 'green';
    expect(hqCityValue(green, 'C')).toBe(30);
    expect(hqIncome(green, 'C')).toBe(15);
    const cathedral = board({ hex: '0,0', opening: 'taxBreak' }, { '0,0': { overlays: ['LMK-1'] } });
    expect(hqIncome(cathedral, 'C')).toBe(15);
    const zoned = board({ hex: '0,0', opening: 'commercialZoning' });
    expect(hqCityValue(zoned, 'C')).toBe(30);
    expect(hqIncome(zoned, 'C')).toBe(15);
  });

  it('through the flow: the income is paid before the leadoff, at the turn start settle reaches', () => {
    const G = board({ hex: '0,0', opening: 'taxBreak' });
    settle(G, fc);
    expect(point(G)).toBe('track');
    expect(G.companies.C!.treasury).toBe(110);
    expect(G.log!.some((l) => l.text.includes('earns 10 from the bank'))).toBe(true);
  });

  it('the HQ is lost when the Major dissolves: no income after that', () => {
    const G = board({ hex: '0,0', opening: 'taxBreak' });
    dissolve(G, 'C');
    expect(G.companies.C!.hq).toBeUndefined();
    const bank = G.bank;
    headquartersTurnStart(G, 'C', fc);
    expect(G.bank).toBe(bank);
  });
});

describe('Land Grant (§3.17)', () => {
  it('the allowance: one more yellow lay (3, or an upgrade with one yellow before or after it; Agricultural keeps its own extra)', () => {
    const grant = { landGrant: { free: true } };
    expect(layAllowanceReason({ yellow: 2, upgrade: false }, false, [])).toMatch(/Two yellow/);
    expect(layAllowanceReason({ yellow: 2, upgrade: false, ...grant }, false, [])).toBeNull();
    expect(layAllowanceReason({ yellow: 3, upgrade: false, ...grant }, false, [])).toMatch(/Three yellow/);
    expect(layAllowanceReason({ yellow: 1, upgrade: false }, true, [])).toMatch(/replaces both/);
    expect(layAllowanceReason({ yellow: 1, upgrade: false, ...grant }, true, [])).toBeNull();
    expect(layAllowanceReason({ yellow: 2, upgrade: false, ...grant }, true, [])).toMatch(/replaces both/);
    expect(layAllowanceReason({ yellow: 0, upgrade: true }, false, [])).toMatch(/After an upgrade/);
    expect(layAllowanceReason({ yellow: 0, upgrade: true, ...grant }, false, [])).toBeNull();
    expect(layAllowanceReason({ yellow: 1, upgrade: true, ...grant }, false, [])).toMatch(/After an upgrade/);
    expect(layAllowanceReason({ yellow: 1, upgrade: true, ...grant }, false, ['agricultural'])).toBeNull();
  });

  it('one yellow lay of that turn pays no terrain cost (even with too little in the treasury); the next mountain pays 40', () => {
    const G = board({ hex: '0,0', opening: 'landGrant', landGrant: 'due' }, { '0,1': { kind: 'mountain' }, '0,-1': { kind: 'mountain' } });
    G.companies.C!.treasury = 30;
    expect(layReason(G, 'C', '0,1', '9', 0)).toMatch(/costs 40/);
    headquartersTurnStart(G, 'C', fc); // income 10 → 40 in the treasury
    expect(G.or!.lays.landGrant).toEqual({ free: true });
    G.companies.C!.treasury = 30;
    expect(layReason(G, 'C', '0,1', '9', 0)).toBeNull();
    G.or!.idx = 1; // not C's turn: no grant
    expect(layReason(G, 'C', '0,1', '9', 0)).toMatch(/costs 40/);
    G.or!.idx = 0;
    const bank = G.bank;
    applyLay(G, 'C', '0,1', '9', 0);
    expect(G.companies.C!.treasury).toBe(30);
    expect(G.bank).toBe(bank);
    expect(G.or!.lays.landGrant).toEqual({ free: false });
    expect(layReason(G, 'C', '0,-1', '9', 0)).toMatch(/costs 40/);
    G.companies.C!.treasury = 100;
    applyLay(G, 'C', '0,-1', '9', 0);
    expect(G.companies.C!.treasury).toBe(60);
    expect(G.bank).toBe(bank + 40);
  });

  it('through the moves: the grant opens in the next OR turn only — three yellow lays then, two in the turn after', () => {
    const G = board({ hex: '0,0', opening: 'landGrant', landGrant: 'due' });
    settle(G, fc);
    expect(point(G)).toBe('track');
    expect(G.log!.some((l) => l.text === 'C\'s Land Grant: one more yellow lay this turn, and one yellow lay pays no terrain cost.')).toBe(true);
    move(G, 'layTile', '0,1', '9', 0);
    move(G, 'layTile', '0,2', '8', 3);
    expect(point(G)).toBe('track'); // a third yellow is still allowed
    move(G, 'layTile', '0,-1', '9', 0);
    expect(G.or!.lays.yellow).toBe(3);
    expect(point(G)).not.toBe('track');
    expect(G.companies.C!.hq!.landGrant).toBe('used');
    // C's next turn (OR2): the ordinary two lays
    G.round = 'OR2';
    G.or = { queue: ['C'], idx: 0, step: 'leadoff', lays: { yellow: 0, upgrade: false }, issued: 0, draft: emptyDraft(), revenue: null };
    headquartersTurnStart(G, 'C', fc);
    expect(G.or.lays.landGrant).toBeUndefined();
  });
});

describe('Commercial Zoning (§3.17)', () => {
  it('the HQ city is worth +10 to C\'s trains in the route engine (its router revenue too), and to no other company', () => {
    // C's HQ city (0,0), track north to a 57 at (0,2): a 2-train runs 20 + 20, +10 zoned.
    const over: Record<string, Partial<Hex>> = { '0,1': { tile: '9' }, '0,2': { tile: '57', hubs: { 0: ['AG'] } } };
    const zoned = board({ hex: '0,0', opening: 'commercialZoning' }, over);
    const plain = board({ hex: '0,0', opening: 'taxBreak' }, over);
    const c = zoned.companies.C!;
    const at = (G: LAState, co: 'C' | 'AG') => runView(G, co).value[runView(G, co).net.stopIndex.get('0,0#0')!];
    expect(at(zoned, 'C')).toBe(30);
    expect(at(plain, 'C')).toBe(20);
    expect(at(zoned, 'AG')).toBe(20);
    expect(autoRoute(runView(zoned, 'C'), runCards(c)).revenue).toBe(50);
    expect(autoRoute(runView(plain, 'C'), runCards(plain.companies.C!)).revenue).toBe(40);
    zoned.companies.AG!.trains = [{ card: 'T2-2', type: '2' }];
    expect(autoRoute(runView(zoned, 'AG'), runCards(zoned.companies.AG!)).revenue).toBe(40); // AG's run ends in C's (full) HQ city: 20 + 20, no zoning
  });
});

describe('the option (§1.2)', () => {
  it('parseSetup accepts headquarters (kept only when on, and it parses again), refuses a non-boolean; the form offers it', () => {
    const on = parseSetup(4, { mode: 'long', headquarters: true });
    expect(on).toMatchObject({ ok: true, setup: { headquarters: true } });
    expect(on.ok && parseSetup(4, on.setup)).toEqual(on);
    const off = parseSetup(4, { mode: 'long' });
    expect(off.ok && 'headquarters' in off.setup).toBe(false);
    expect(parseSetup(4, { headquarters: 'yes' })).toEqual({ ok: false, error: 'Option "headquarters": expected true or false, received "yes".' });
    expect(parseSetup(3, { headquarters: true, landmarks: false })).toMatchObject({ ok: true });
    expect(lostAtlasMeta.variants.find((v) => v.key === 'headquarters')).toMatchObject({ type: 'boolean', default: false });
    if (!on.ok || !off.ok) throw new Error('parsed above');
    expect(hqOn(newGame(4, on.setup, seededRandom('hq-setup')))).toBe(true);
    expect(hqOn(newGame(4, off.setup, seededRandom('hq-setup')))).toBe(false);
  });
});
