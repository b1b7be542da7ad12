// The Events module (design §3.16, §1.2, §5.3–§5.5, §7.2 "each event card, including no target →
// nothing"): the deck dealt at setup and kept secret, the reveal at the start of every cycle, each of
// the 16 cards observable on a crafted position, the `eventChoice` point with its exact enumeration,
// and determinism.
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import seedrandom from 'seedrandom';
import { position, moneyTotal } from './helpers/position';
import { hex } from './helpers/map';
import { seededRandom, playDirect } from './helpers/direct';
import { playoutPolicy } from './helpers/policy';
import { act, craftedClient, fullState, legal } from './helpers/client';
import { gameWithSetup } from '../../kit/client';
import { lostAtlas } from '../../../games/lost-atlas';
import { lostAtlasMeta } from '../../../games/lost-atlas/meta';
import { lostAtlasPolicy } from '../../../bots/lost-atlas';
import { copyState, newGame } from '../../../games/lost-atlas/game';
import { enumerate } from '../../../games/lost-atlas/enumerate';
import { applyMove, checkMove, MOVES } from '../../../games/lost-atlas/moves';
import { stripSecrets } from '../../../games/lost-atlas/view';
import { parseSetup } from '../../../games/lost-atlas/setup-parse';
import { actor, endCompanyTurn, point, settle } from '../../../games/lost-atlas/rules/flow';
import { EVENTS } from '../../../games/lost-atlas/data/events';
import { eventMods, eventChoices, poolTrainPrice, BOOM, NEWCITY } from '../../../games/lost-atlas/rules/events';
import { applyLay, entryTiles, layAllowanceReason, layReason } from '../../../games/lost-atlas/rules/lay';
import { applyIssue, issueReason, redeemReason } from '../../../games/lost-atlas/rules/operating';
import { applyBuyFromPool, buyFromPoolReason, faceValue } from '../../../games/lost-atlas/rules/trains';
import { endStockRound } from '../../../games/lost-atlas/rules/stockRound';
import { capitalTargetReason } from '../../../games/lost-atlas/rules/mapBuild';
import { priceOf } from '../../../games/lost-atlas/rules/market';
import { runView } from '../../../games/lost-atlas/rules/choices';
import { autoRoute } from '../../../games/lost-atlas/route/router';
import { networkOf } from '../../../games/lost-atlas/route/network';
import { emptyDraft } from '../../../games/lost-atlas/route/draft';
import { neighbourKey } from '../../../games/lost-atlas/rules/geometry';
import type { CoId, Hex, LAState, TrainHeld } from '../../../games/lost-atlas/rules/state';
import type { LAView } from '../../../games/lost-atlas/view';

const T = (card: string, type: TrainHeld['type']): TrainHeld => ({ card, type });
const random = seededRandom('events-test');
const fc = { turn: 1, random };

/** Turns the card on as this cycle's revealed card (its deck left as given). */
function withEvent<S extends LAState>(G: S, active: string | null, deck: string[] = []): S {
  G.events = { active, revealed: active ? [active] : [], pending: null };
  G.secret.eventDeck = deck;
  G.secret.eventBox = [];
  return G;
}

function inOR(G: LAState, queue: CoId[], step: NonNullable<LAState['or']>['step'], revenue: number | null = null): LAState {
  G.round = 'OR1';
  G.sr = undefined;
  G.or = { queue, idx: 0, step, lays: { yellow: 0, upgrade: false }, issued: 0, draft: emptyDraft(), revenue };
  return G;
}

/** AG (hub at 0,0) on a line of cities (0,0)–(0,2)–(0,4), tiles from `tiles`; a 2-train. */
function line(tiles: Record<string, Partial<Hex> & { tile?: string }> = {}, extra: Hex[] = []): LAState {
  const base: Record<string, Parameters<typeof hex>[2]> = {
    '0,0': { tile: '57', hubs: { 0: ['AG'] } }, '0,1': { tile: '9' }, '0,2': { tile: '57' }, '0,3': { tile: '9' }, '0,4': { tile: '57' },
  };
  const hexes = Object.entries(base).map(([k, spec]) => {
    const [q, r] = k.split(',').map(Number);
    return { ...hex(q, r, spec), ...(tiles[k] ?? {}) } as Hex;
  });
  return position({ hexes: [...hexes, ...extra], companies: [{ id: 'AG', price: 60, holders: { 0: 2 }, trains: [T('T2-1', '2')] }] });
}
const revenue = (G: LAState, co: CoId = 'AG'): number => autoRoute(runView(G, co), G.companies[co]!.trains).revenue;

/** A 5 × 5 parallelogram of plain hexes around (0,0), with overrides. */
function board(over: Record<string, Parameters<typeof hex>[2]> = {}): Hex[] {
  const out: Hex[] = [];
  for (let q = -2; q <= 2; q++) for (let r = -2; r <= 2; r++) out.push(hex(q, r, over[`${q},${r}`] ?? {}));
  return out;
}

describe('the Events module: setup and hidden information (§1.2, §3.2, §5.5)', () => {
  it('S000-0035 the option is accepted and offered in the form; the deck is the mode\'s Chronicle cards over its Herald cards', () => {
    expect(parseSetup(4, { events: true })).toMatchObject({ ok: true, setup: { events: true } });
    const parsed = parseSetup(4, { events: true });
    if (parsed.ok) expect(parseSetup(4, parsed.setup)).toEqual(parsed);
    expect(parseSetup(4, {})).toMatchObject({ ok: true, setup: expect.not.objectContaining({ events: expect.anything() }) });
    expect(lostAtlasMeta.variants!.find((v) => v.key === 'events')).toMatchObject({ type: 'boolean', default: false });
    for (const [n, raw, shape] of [[4, { mode: 'long', events: true }, 'CCCHHH'], [3, { mode: 'short', events: true }, 'CCHH'], [7, { events: true }, 'CCCHH']] as const) {
      const p = parseSetup(n, raw);
      if (!p.ok) throw new Error(p.error);
      const G = newGame(n, p.setup, seededRandom(`deck-${n}`));
      expect(G.secret.eventDeck!.map((c) => c[0]).join('')).toBe(shape);
      expect(G.secret.eventDeck!.length + G.secret.eventBox!.length).toBe(16);
      expect(G.events).toEqual({ active: null, revealed: [], pending: null });
    }
  });

  it('without the module nothing is dealt and the seeded setup draws exactly as before', () => {
    const on = parseSetup(4, { mode: 'long', events: true });
    const off = parseSetup(4, { mode: 'long' });
    if (!on.ok || !off.ok) throw new Error('setup');
    const a = newGame(4, off.setup, seededRandom('same'));
    const b = newGame(4, on.setup, seededRandom('same'));
    expect(a.events).toBeUndefined();
    expect(a.secret.eventDeck).toBeUndefined();
    expect(b.secret.stack).toEqual(a.secret.stack); // the deck is dealt after the map stack's draws
    expect(b.priority).toBe(a.priority);
  });

  it('the unrevealed deck never reaches a client: playerView strips it, shows only eventsLeft, and determinize samples a consistent deck', () => {
    const p = parseSetup(4, { mode: 'long', events: true });
    if (!p.ok) throw new Error(p.error);
    const policy = playoutPolicy('secret-events');
    let G = newGame(4, p.setup, seededRandom('secret-events'));
    const rng = seedrandom('det');
    let views = 0;
    for (let m = 0; m < 3000 && !G.end && G.events!.revealed.length < 3; m++) {
      const hidden = [...G.secret.eventDeck!, ...G.secret.eventBox!];
      for (const seat of ['0', '2', null]) {
        const view = lostAtlas.game.playerView!({ G, ctx: {} as never, playerID: seat }) as unknown as LAView;
        expect(view.secret).toBeUndefined();
        expect(view.eventsLeft).toBe(G.secret.eventDeck!.length);
        const wire = JSON.stringify(view);
        for (const id of hidden) expect(wire.includes(`"${id}"`), `${id} leaked`).toBe(false);
        views++;
      }
      if (m % 50 === 0) {
        const view = lostAtlas.game.playerView!({ G, ctx: {} as never, playerID: '1' });
        const D = lostAtlas.determinize!(view as never, {} as never, '1', rng) as LAState;
        const deck = D.secret.eventDeck!;
        expect(deck.length).toBe(G.secret.eventDeck!.length);
        expect(deck.some((id) => G.events!.revealed.includes(id))).toBe(false);
        expect(deck.map((c) => c[0]).join('')).toBe(G.secret.eventDeck!.map((c) => c[0]).join('')); // Chronicle over Herald, as many of each
        expect(new Set([...deck, ...D.secret.eventBox!, ...G.events!.revealed]).size).toBe(16);
      }
      const seat = String(actor(G));
      const choice = policy(enumerate(G, {}, seat), G);
      const next = copyState(G);
      applyMove({ G: next, seat, turn: m + 1, random }, choice.move, choice.args ?? []);
      G = next;
    }
    expect(G.events!.revealed.length).toBeGreaterThanOrEqual(2);
    expect(views).toBeGreaterThan(100);
  }, 60_000);

  it('a boardgame.io client receives the revealed card and eventsLeft, never the deck', () => {
    const client = Client({ game: gameWithSetup(lostAtlas.game, { mode: 'long', events: true } as never, { seed: 'client-events' }), numPlayers: 4, playerID: '1' });
    client.start();
    const stored = (client as any).store.getState().G as LAState;
    expect(stored.secret.eventDeck!.length).toBe(6);
    const seen = client.getState()!.G as unknown as LAView;
    expect(seen.secret).toBeUndefined();
    expect(seen.eventsLeft).toBe(6);
    expect(JSON.stringify(seen)).not.toContain(stored.secret.eventDeck![0]);
    client.stop();
  });

  it('determinism: the same seed deals the same deck and plays the same game', () => {
    const p = parseSetup(4, { mode: 'long', events: true });
    if (!p.ok) throw new Error(p.error);
    expect(newGame(4, p.setup, seededRandom('d1')).secret.eventDeck).toEqual(newGame(4, p.setup, seededRandom('d1')).secret.eventDeck);
    const a = playDirect(4, { mode: 'long', events: true }, 'la-ev-det', playoutPolicy('la-ev-det'), 400);
    const b = playDirect(4, { mode: 'long', events: true }, 'la-ev-det', playoutPolicy('la-ev-det'), 400);
    expect(a.problems).toEqual([]);
    expect(b.G.log).toEqual(a.G.log);
    expect(b.G.events).toEqual(a.G.events);
  }, 60_000);
});

describe('the Events module: reveal timing (§3.16, §3.4)', () => {
  it('the first card is revealed when the map is built, before the first Stock Round turn', () => {
    const p = parseSetup(3, { mode: 'short', events: true });
    if (!p.ok) throw new Error(p.error);
    let G = newGame(3, p.setup, seededRandom('timing'));
    const top = G.secret.eventDeck![0];
    const policy = playoutPolicy('timing');
    for (let m = 0; G.round === 'BUILD'; m++) {
      expect(G.events!.revealed).toEqual([]);
      const seat = String(actor(G));
      const choice = policy(enumerate(G, {}, seat), G);
      const next = copyState(G);
      applyMove({ G: next, seat, turn: m + 1, random }, choice.move, choice.args ?? []);
      G = next;
    }
    expect(G.round).toBe('SR');
    expect(G.events!.revealed).toEqual([top]);
    expect(G.events!.active).toBe(top);
    expect(G.secret.eventDeck!.length).toBe(3);
    const texts = G.log!.map((l) => l.text);
    const built = texts.findIndex((t) => t.startsWith('The map is built'));
    const reveal = texts.findIndex((t) => t.startsWith(`Event ${top}`));
    expect(reveal).toBeGreaterThan(built);
    expect(G.sr!.passesInRow).toBe(0); // nobody has acted in the SR yet
  });

  it('at the start of the next cycle the next card replaces the active one: a "cycle" modifier lasts until then', () => {
    const G = withEvent(position({ companies: [] }), 'CHR-8', ['CHR-3', 'HER-6']);
    G.round = 'CYCLE_END';
    G.cycle = 2;
    expect(eventMods(G).issueDropsPrice).toBe(false);
    settle(G, fc);
    expect(G.cycle).toBe(3);
    expect(G.round).toBe('SR');
    expect(G.events).toMatchObject({ active: 'CHR-3', revealed: ['CHR-8', 'CHR-3'], pending: null });
    expect(G.secret.eventDeck).toEqual(['HER-6']);
    expect(eventMods(G)).toEqual({ yellowLays: 3 });
    expect(G.log!.some((l) => l.text.startsWith('Event CHR-3, Track Gangs'))).toBe(true);
  });
});

describe('the Events module: the first-SR redeal', () => {
  it('a Stock Round played again (nobody launched in cycle 1) reveals no new card', () => {
    const G = withEvent(position({ companies: [] }), 'CHR-3', ['HER-6']);
    G.round = 'SR';
    G.sr!.passesInRow = 3;
    settle(G, fc);
    expect(G.round).toBe('SR');
    expect(G.log!.some((l) => /played again/.test(l.text))).toBe(true);
    expect(G.events).toMatchObject({ active: 'CHR-3', revealed: ['CHR-3'] });
    expect(G.secret.eventDeck).toEqual(['HER-6']);
  });
});

describe('the Events module: the choice cards at eventChoice (§3.16, §5.4)', () => {
  /** A cycle start revealing `card` on a crafted map; returns the state at the first decision. */
  function revealOn(card: string, hexes: Hex[], extra: (G: LAState) => void = () => {}): LAState {
    const G = withEvent(position({ hexes, companies: [] }), 'HER-6', [card]);
    G.priority = 1;
    G.round = 'CYCLE_END';
    extra(G);
    settle(G, fc);
    return G;
  }

  it('CHR-5 Town Charter: the priority player lays a free 5/6/57, legal exits only, on an untiled basic city that is no home, Capital, special home or Landmark; the enumerator lists exactly the legal lays', () => {
    const G = revealOn('CHR-5', board({
      '0,0': { kind: 'city' }, '0,1': { kind: 'water' }, // (0,0) may not point south into water
      '2,-2': { kind: 'city' }, // a corner: exits off the map are refused
      '1,0': { tile: '57' }, // tiled
      '-1,0': { kind: 'city', label: 'C' }, // a Capital
      '-2,2': { kind: 'city', piece: '03', cell: 'B' }, // AG's printed home
      '0,-2': { kind: 'city' }, // reserved below
      '1,1': { special: 'mining' },
      '-2,0': { kind: 'city', overlays: ['LMK-1'] },
      '-1,2': { kind: 'city', hubs: { 0: ['AD'] } }, // Adaptive's chosen home
    }), (S) => { S.reservations = { '0,-2#0': 'ER' }; });
    expect(point(G)).toBe('eventChoice');
    expect(actor(G)).toBe(1);
    const listed = enumerate(G, {}, '1');
    expect(enumerate(G, {}, '0')).toEqual([]);
    expect(new Set(listed.map((m) => m.args![0]))).toEqual(new Set(['0,0', '2,-2']));
    // exactness: every candidate the move accepts is listed, and nothing else
    const accepted: string[] = [];
    for (const key of [...Object.keys(G.map.hexes), '9,9']) for (const tile of ['5', '6', '57', '9', '14']) for (let rot = 0; rot <= 6; rot++) {
      if (checkMove(G, '1', 'eventLayTile', [key, tile, rot]) === null) accepted.push(JSON.stringify([key, tile, rot]));
    }
    expect(accepted.sort()).toEqual(listed.map((m) => JSON.stringify(m.args!)).sort());
    expect(checkMove(G, '1', 'eventLayTile', ['0,0', '57', 0])).toMatch(/water/);
    expect(checkMove(G, '1', 'eventLayTile', ['0,0', '57', 1])).toBeNull();
    expect(checkMove(G, '1', 'eventLayTile', ['-2,2', '57', 1])).toMatch(/home/);
    expect(checkMove(G, '1', 'eventChooseHex', ['0,0'])).toMatch(/eventLayTile/);
    expect(checkMove(G, '0', 'eventLayTile', ['0,0', '57', 1])).toMatch(/not your turn/);
    const before = { supply: G.tileSupply['57'], money: moneyTotal(G) };
    applyMove({ G, seat: '1', ...fc }, 'eventLayTile', ['0,0', '57', 1]);
    expect(G.map.hexes['0,0']).toMatchObject({ tile: '57', rot: 1, hubs: {} }); // ownerless
    expect(G.tileSupply['57']).toBe(before.supply - 1);
    expect(moneyTotal(G)).toBe(before.money); // free
    expect(G.events!.pending).toBeNull();
    expect(point(G)).toBe('stock');
  });

  it('the bots keep a spread of six Town Charter lays (all legal), and every Boom Town or New City target', () => {
    const hexes = board(Object.fromEntries(['0,0', '2,-2', '-2,2', '1,-1', '-1,1'].map((k) => [k, { kind: 'city' as const }])));
    const G = revealOn('CHR-5', hexes);
    const moves = enumerate(G, {}, '1');
    expect(moves.length).toBeGreaterThan(6);
    const kept = lostAtlasPolicy.candidates!(G, {} as never, '1', moves);
    expect(kept).toHaveLength(6);
    for (const k of kept) expect(moves).toContainEqual(k);
    const boom = revealOn('CHR-7', hexes);
    const targets = enumerate(boom, {}, '1');
    expect(lostAtlasPolicy.candidates!(boom, {} as never, '1', targets)).toEqual(targets);
  });

  it('CHR-7 Boom Town: a basic city (not Capital/Mining/Port/Landmark) is marked; +10 to its stop value for the rest of the game', () => {
    const G = line();
    withEvent(G, 'HER-6', ['CHR-7']);
    G.round = 'CYCLE_END';
    G.map.hexes['0,4'] = { ...G.map.hexes['0,4'], label: 'C' };
    settle(G, fc);
    expect(point(G)).toBe('eventChoice');
    const listed = eventChoices(G).map((m) => m.args![0]);
    expect(listed.sort()).toEqual(['0,0', '0,2']);
    for (const key of [...Object.keys(G.map.hexes), 'x']) expect(checkMove(G, String(actor(G)), 'eventChooseHex', [key]) === null).toBe(listed.includes(key));
    expect(revenue(G)).toBe(40);
    applyMove({ G, seat: String(actor(G)), ...fc }, 'eventChooseHex', ['0,2']);
    expect(G.map.hexes['0,2'].overlays).toContain(BOOM);
    expect(revenue(G)).toBe(50);
    withEvent(G, 'HER-6'); // a later cycle: the mark stays
    expect(revenue(G)).toBe(50);
    expect(G.log!.some((l) => /Boom Town/.test(l.text))).toBe(true);
  });

  it('HER-1/HER-2 New City Founded: a plain untracked hex touching no city, home, DD or border becomes a basic city (1 slot, 0) that takes city tiles and never a Capital', () => {
    const G = revealOn('HER-1', board({ '0,0': { kind: 'city' }, '2,1': { kind: 'border' }, '-2,2': { tile: '9' }, '2,-2': { kind: 'mountain' } }));
    expect(point(G)).toBe('eventChoice');
    const listed = enumerate(G, {}, '1').map((m) => m.args![0] as string);
    for (const key of Object.keys(G.map.hexes)) {
      const ok = checkMove(G, '1', 'eventChooseHex', [key]) === null;
      expect(ok, key).toBe(listed.includes(key));
    }
    expect(listed).not.toContain('0,1'); // touches the city
    expect(listed).not.toContain('1,1'); // touches the border
    expect(listed).not.toContain('-2,2'); // tracked
    expect(listed).not.toContain('2,-2'); // a mountain
    expect(listed).toContain('-2,-1');
    applyMove({ G, seat: '1', ...fc }, 'eventChooseHex', ['-2,-1']);
    const h = G.map.hexes['-2,-1'];
    expect(h.kind).toBe('city');
    expect(h.overlays).toContain(NEWCITY);
    expect(entryTiles(h)).toEqual(['5', '6', '57']);
    expect(networkOf(G.map).stops.find((s) => s.hex === '-2,-1')).toMatchObject({ slots: 1, value: 0 });
    expect(capitalTargetReason(G.map, '-2,-1')).toMatch(/New City/);
    // HER-2 later: the new city's neighbours are no longer candidates
    G.events!.pending = 'HER-2';
    const second = eventChoices(G).map((m) => m.args![0]);
    expect(second).not.toContain(neighbourKey('-2,-1', 0));
    expect(second.length).toBeLessThan(listed.length);
  });

  it('§7.2 no legal target → nothing happens: the choice cards resolve to nothing and the Stock Round starts', () => {
    for (const card of ['CHR-5', 'CHR-7', 'HER-1', 'HER-2']) {
      // plain hexes all touching the border column; no basic city anywhere
      const hexes = [hex(0, 0, { kind: 'border' }), hex(0, 1), hex(1, 0), hex(0, -1, { kind: 'mountain' })];
      const G = revealOn(card, hexes);
      expect(G.events).toMatchObject({ active: card, pending: null });
      expect(point(G)).toBe('stock');
      expect(G.log!.some((l) => l.text.endsWith('has no legal target: nothing happens.'))).toBe(true);
      expect(G.map.hexes['0,1'].kind).toBe('plain');
    }
  });

  it('through the boardgame.io Client: the priority seat is the current player at eventChoice; its choice hands over to the Stock Round', () => {
    const G = line();
    withEvent(G, 'CHR-7');
    G.events!.pending = 'CHR-7';
    G.round = 'SR';
    G.priority = 2;
    G.sr!.turnSeat = 2;
    const c = craftedClient(G);
    expect(c.getState()!.ctx.currentPlayer).toBe('2');
    expect(legal(c).map((m) => m.args![0]).sort()).toEqual(['0,0', '0,2', '0,4']);
    expect(act(c, 'startAuction', 120)).toBe(false);
    expect(act(c, 'eventChooseHex', '0,4')).toBe(true);
    const after = fullState(c);
    expect(after.map.hexes['0,4'].overlays).toContain(BOOM);
    expect(point(after)).toBe('stock');
    expect(c.getState()!.ctx.currentPlayer).toBe('2');
    expect(c.getState()!.ctx.phase).toBe('stock');
  });
});

describe('the Events module: every modifier where its rule lives (§3.16)', () => {
  it('CHR-1 Surveyors\' Almanac: a yellow tile on a mountain costs 20 and Tunneling receives 40 (40 and 60 otherwise)', () => {
    const cost = (active: string | null, abilities: string[]) => {
      const G = withEvent(position({ hexes: [hex(0, 0, { tile: '57', hubs: { 0: ['AG'] } }), hex(0, 1, { kind: 'mountain' }), hex(0, 2)], companies: [{ id: 'AG', price: 80, treasury: 100, abilities: abilities as never }] }), active);
      const total = moneyTotal(G);
      expect(layReason(G, 'AG', '0,1', '9', 0)).toBeNull();
      applyLay(G, 'AG', '0,1', '9', 0);
      expect(moneyTotal(G)).toBe(total);
      return G.companies.AG!.treasury;
    };
    expect(cost(null, [])).toBe(60);
    expect(cost('CHR-1', [])).toBe(80);
    expect(cost(null, ['tunneling'])).toBe(120);
    expect(cost('CHR-1', ['tunneling'])).toBe(120); // pays 20, receives 40
    expect(cost('CHR-2', [])).toBe(60);
  });

  it('CHR-2 Harvest Fair: +10 per stop on a yellow hex (printed yellow Mining/Port too), in the router', () => {
    const G = line();
    expect(revenue(G)).toBe(40);
    withEvent(G, 'CHR-2');
    expect(revenue(G)).toBe(60);
    const mining = networkOf({ version: 1, hexes: { '0,0': hex(0, 0, { special: 'mining' }) } }).stops;
    expect(mining.map((s) => s.color)).toEqual(['yellow', 'yellow']);
    withEvent(G, 'CHR-3');
    expect(revenue(G)).toBe(40);
  });

  it('§3.16 stop modifiers count in stop values, so Circus doubles them', () => {
    const two = (abilities: string[]) => position({
      hexes: [hex(0, 0, { tile: '57', hubs: { 0: ['AG'] } }), hex(0, 1, { tile: '9' }), hex(0, 2, { tile: '57' })],
      companies: [{ id: 'AG', price: 60, holders: { 0: 2 }, abilities: abilities as never, trains: [T('T3-1', '3')] }],
    });
    expect(revenue(two([]))).toBe(40);
    expect(revenue(withEvent(two([]), 'CHR-2'))).toBe(60);
    expect(revenue(two(['circus']))).toBe(60); // one city counted twice
    expect(revenue(withEvent(two(['circus']), 'CHR-2'))).toBe(90); // 30 + 30, doubled once: 30 more
  });

  it('CHR-3 Track Gangs: a 3rd yellow lay is legal through the move, not without the card; never a 4th', () => {
    const G = inOR(withEvent(position({ hexes: [hex(0, 0, { tile: '57', hubs: { 0: ['AG'] } }), hex(0, 1), hex(0, 2)], companies: [{ id: 'AG', price: 80, treasury: 100, holders: { 0: 2 } }] }), null), ['AG'], 'track');
    G.or!.lays.yellow = 2;
    expect(checkMove(G, '0', 'layTile', ['0,1', '9', 0])).toMatch(/Two yellow/);
    withEvent(G, 'CHR-3');
    expect(checkMove(G, '0', 'layTile', ['0,1', '9', 0])).toBeNull();
    expect(enumerate(G, {}, '0')).toContainEqual({ move: 'layTile', args: ['0,1', '9', 0] });
    G.or!.lays.yellow = 3;
    expect(checkMove(G, '0', 'layTile', ['0,1', '9', 0])).toMatch(/Three yellow/);
    expect(layAllowanceReason({ yellow: 2, upgrade: false }, true, [], 3)).toMatch(/replaces both/);
  });

  it('CHR-4 Postal Contract: a Minor with revenue > 0 receives 20 from the bank at the end of its OR turn; not a Major, not with 0', () => {
    const G = inOR(withEvent(position({ companies: [
      { id: 'AG', price: 60, holders: { 0: 2 } }, { id: 'C', kind: 'major', price: 100, holders: { 1: 2 } }, { id: 'EA', price: 50, holders: { 2: 2 } },
    ] }), 'CHR-4'), ['AG', 'C', 'EA'], 'buy', 40);
    const total = moneyTotal(G);
    endCompanyTurn(G);
    expect(G.companies.AG!.treasury).toBe(20);
    G.or!.revenue = 50;
    endCompanyTurn(G);
    expect(G.companies.C!.treasury).toBe(0);
    G.or!.revenue = 0;
    endCompanyTurn(G);
    expect(G.companies.EA!.treasury).toBe(0);
    expect(moneyTotal(G)).toBe(total);
    const without = inOR(withEvent(position({ companies: [{ id: 'AG', price: 60, holders: { 0: 2 } }] }), 'CHR-3'), ['AG'], 'buy', 40);
    endCompanyTurn(without);
    expect(without.companies.AG!.treasury).toBe(0);
  });

  it('CHR-6 Spring Floods: no fresh yellow tile on a hex touching water; elsewhere, upgrades and bridges are allowed', () => {
    const hexes = [hex(0, 0, { tile: '57', hubs: { 0: ['AG'] } }), hex(0, 1), hex(0, 2), hex(-1, 2, { kind: 'water' }), hex(0, -1), hex(0, -2)];
    const G = withEvent(position({ hexes, companies: [{ id: 'AG', price: 80, treasury: 100 }] }), 'CHR-6');
    expect(neighbourKey('0,1', 1)).toBe('-1,2');
    expect(layReason(G, 'AG', '0,1', '9', 0)).toMatch(/Spring Floods/);
    expect(layReason(G, 'AG', '0,-1', '9', 0)).toBeNull();
    withEvent(G, null);
    expect(layReason(G, 'AG', '0,1', '9', 0)).toBeNull();
    // an upgrade next to water stays legal
    const up = withEvent(position({ phase: 'green', hexes: [hex(0, 0, { tile: '57', hubs: { 0: ['AG'] } }), hex(0, 1, { tile: '9' }), hex(0, 2), hex(-1, 2, { kind: 'water' }), hex(0, -1), hex(1, 0)], companies: [{ id: 'AG', price: 80, treasury: 100 }] }), 'CHR-6');
    expect(neighbourKey('0,1', 4)).toBe('1,0');
    expect(layReason(up, 'AG', '0,1', '23', 0)).toBeNull();
  });

  it('CHR-8 Easy Credit: issuing does not lower the price (and a company at 10 may issue)', () => {
    const make = (active: string | null, price: number) => withEvent(position({ companies: [{ id: 'AG', price, holders: { 0: 2 }, treasuryShares: 3 }] }), active);
    const a = make(null, 60);
    applyIssue(a, 'AG');
    expect(priceOf(a, 'AG')).toBe(50);
    const b = make('CHR-8', 60);
    applyIssue(b, 'AG');
    expect(priceOf(b, 'AG')).toBe(60);
    expect(b.companies.AG!.treasury).toBe(60);
    expect(issueReason(make(null, 10), 'AG', 0)).toMatch(/priced at 10/);
    expect(issueReason(make('CHR-8', 10), 'AG', 0)).toBeNull();
  });

  it('HER-3 Excursion Season: every DD +20, in the router', () => {
    const G = position({
      hexes: [
        hex(0, 0, { tile: '57', hubs: { 0: ['AG'] } }),
        hex(0, 1, { kind: 'dd', piece: '270', cell: 'C', pieceRot: 4 }),
        hex(0, -1, { kind: 'dd', piece: '270', cell: 'B', pieceRot: 4 }),
      ],
      companies: [{ id: 'AG', price: 60, holders: { 0: 2 }, trains: [T('T2-1', '2')] }],
    });
    G.dd = { 'DD:270': 'DD-1' };
    expect(revenue(G)).toBe(50); // 20 + DD-1 yellow 30
    withEvent(G, 'HER-3');
    expect(revenue(G)).toBe(70);
  });

  it('HER-4 Metropolitan Growth: every city on a purple or grey tile +10 (Spacious\'s home included), not on yellow', () => {
    const G = line({ '0,0': { tile: '125' } });
    G.phase = 'purple';
    expect(revenue(G)).toBe(60); // 40 + 20
    withEvent(G, 'HER-4');
    expect(revenue(G)).toBe(70);
    const sp = line({ '0,0': { tile: undefined, special: 'spacious', kind: 'city' } });
    delete sp.map.hexes['0,0'].tile;
    expect(revenue(sp)).toBe(40);
    withEvent(sp, 'HER-4');
    expect(revenue(sp)).toBe(50);
  });

  it('HER-5 Bond Market: a Major may issue (or redeem) twice in its turn, never one of each; a Minor once', () => {
    const G = inOR(withEvent(position({ companies: [
      { id: 'C', kind: 'major', price: 100, holders: { 0: 6 }, treasuryShares: 4, treasury: 500 },
      { id: 'AG', price: 60, holders: { 1: 2 }, treasuryShares: 3 },
    ] }), 'HER-5'), ['C', 'AG'], 'issue');
    expect(checkMove(G, '0', 'issueShare', [])).toBeNull();
    applyMove({ G, seat: '0', ...fc }, 'issueShare', []);
    expect(G.or!.step).toBe('issue');
    expect(G.companies.C!.poolShares).toBe(1);
    expect(checkMove(G, '0', 'redeemShare', [])).toMatch(/not both/);
    expect(checkMove(G, '0', 'issueShare', [])).toBeNull();
    expect(enumerate(G, {}, '0').map((m) => m.move)).toEqual(['issueShare', 'skip']);
    applyIssue(G, 'C');
    expect(issueReason(G, 'C', 2)).toMatch(/at most 2/);
    expect(issueReason(G, 'AG', 1)).toMatch(/One issue/);
    withEvent(G, null);
    expect(issueReason(G, 'C', 1)).toMatch(/One issue/);
    expect(redeemReason(G, 'C', 1)).toMatch(/One issue/);
  });

  it('HER-6 Bank Panic: at SR end, after the sold-out rise, every company with a pool share drops 1 (one at 10 dissolves)', () => {
    const G = withEvent(position({ companies: [
      { id: 'AG', price: 60, holders: { 0: 2 }, poolShares: 1, treasuryShares: 2 },
      { id: 'EA', price: 60, holders: { 1: 2 }, treasuryShares: 0, poolShares: 0 },
      { id: 'ER', price: 10, holders: { 2: 2 }, poolShares: 1, treasuryShares: 2 },
    ] }), 'HER-6');
    endStockRound(G, random);
    expect(priceOf(G, 'AG')).toBe(50);
    expect(priceOf(G, 'EA')).toBe(70);
    expect(G.companies.ER!.closed).toBe(true);
    const calm = withEvent(position({ companies: [{ id: 'AG', price: 60, holders: { 0: 2 }, poolShares: 1, treasuryShares: 2 }] }), 'HER-7');
    endStockRound(calm, random);
    expect(priceOf(calm, 'AG')).toBe(60);
  });

  it('HER-7 Locomotive Auction: pool trains cost half, rounded down to 10', () => {
    const face = faceValue('3');
    const half = Math.floor(face / 20) * 10;
    const G = withEvent(position({ companies: [{ id: 'AG', price: 60, holders: { 0: 2 }, treasury: half }] }), null);
    G.trains.pool = [T('T3-1', '3')];
    expect(buyFromPoolReason(G, 'AG', 'T3-1')).toMatch(/costs/);
    withEvent(G, 'HER-7');
    expect(poolTrainPrice(G, 250)).toBe(120);
    expect(buyFromPoolReason(G, 'AG', 'T3-1')).toBeNull();
    const total = moneyTotal(G);
    applyBuyFromPool(G, 'AG', 'T3-1');
    expect(G.companies.AG!.treasury).toBe(0);
    expect(moneyTotal(G)).toBe(total);
  });

  it('HER-8 Civic Subsidy: at the reveal the bank pays each Major 10 per placed hub; Minors get nothing', () => {
    const G = withEvent(position({ companies: [
      { id: 'C', kind: 'major', price: 100, holders: { 0: 2 }, hubs: [{ space: 'home', cost: 0, state: 'placed', at: '0,0#0' }, { space: 'a', cost: 40, state: 'placed', at: '0,2#0' }, { space: 'b', cost: 60, state: 'unplaced' }] },
      { id: 'AG', price: 60, holders: { 1: 2 }, hubs: [{ space: 'home', cost: 0, state: 'placed', at: '0,4#0' }] },
    ] }), 'HER-6', ['HER-8']);
    G.round = 'CYCLE_END';
    const total = moneyTotal(G);
    settle(G, fc);
    expect(G.events!.active).toBe('HER-8');
    expect(G.companies.C!.treasury).toBe(20);
    expect(G.companies.AG!.treasury).toBe(0);
    expect(moneyTotal(G)).toBe(total);
    expect(eventMods(G)).toEqual({}); // a "once" card leaves no modifier
  });

  it('a move the client plays ahead on its secret-free view (not serverOnly) never reads the event deck: a cycle start there reveals nothing, the server\'s state brings the card', () => {
    // The bug: a bot's or a person's last buy of OR2 (next cycle: reveal) threw "reading 'eventDeck'" in the browser.
    for (const [players, raw] of [[3, { mode: 'short', events: true }], [6, { events: true, headquarters: true }]] as const) {
      const rng = seedrandom(`client-view-${players}`);
      const policy = playoutPolicy(`client-view-${players}`);
      let cycleStarts = 0;
      const problems: string[] = [];
      const { over } = playDirect(players, raw, `client-view-${players}`, (options, G) => {
        const choice = rng() < 0.5 ? policy(options, G) : options[Math.floor(rng() * options.length)];
        if (!MOVES[choice.move].serverOnly) {
          const view = JSON.parse(JSON.stringify(stripSecrets(G))) as LAState;
          try {
            applyMove({ G: view, seat: String(actor(G)), turn: 1, random: seededRandom('client') }, choice.move, choice.args ?? []);
            if (view.cycle > G.cycle) {
              cycleStarts++;
              expect(view.events!.revealed).toEqual(G.events!.revealed);
            }
          } catch (e) {
            problems.push(`${G.round} ${point(G)} ${choice.move}: ${(e as Error).message}`);
          }
        }
        return choice;
      });
      expect(problems, `${players} players`).toEqual([]);
      expect(over).toBe(true);
      expect(cycleStarts).toBeGreaterThan(0);
    }
  });

  it('every card of data/events.ts is covered by a rule (its text, its name, its effect)', () => {
    expect(EVENTS.map((e) => e.id).sort()).toEqual(['CHR-1', 'CHR-2', 'CHR-3', 'CHR-4', 'CHR-5', 'CHR-6', 'CHR-7', 'CHR-8', 'HER-1', 'HER-2', 'HER-3', 'HER-4', 'HER-5', 'HER-6', 'HER-7', 'HER-8']);
  });
});
