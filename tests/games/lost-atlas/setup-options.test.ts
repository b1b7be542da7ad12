// The last setup options of issue 20 (design §1.2, §3.2 step 6, §3.3, §3.14.3): Different Distant
// Destinations, DD-4's custom values, blank overlays and the API-only lists that replace the
// random draws (minorList, crowdedRemove, crowdedAdd, specialSwap, ddList).
import { describe, expect, it } from 'vitest';
import { parseSetup, type LASetup } from '../../../games/lost-atlas/setup-parse';
import { initialState } from '../../../games/lost-atlas/rules/initial';
import { dealDDCards, ddStops, minorOfHomePiece, stackPlan } from '../../../games/lost-atlas/rules/setup';
import { pieceOfCopy } from '../../../games/lost-atlas/data/mapPieces';
import { DD_CARDS } from '../../../games/lost-atlas/data/ddCards';
import { lostAtlasMeta } from '../../../games/lost-atlas/meta';
import { lostAtlas } from '../../../games/lost-atlas';
import { stripSecrets } from '../../../games/lost-atlas/view';
import seedrandom from 'seedrandom';
import { newGame } from '../../../games/lost-atlas/game';
import { enumerate } from '../../../games/lost-atlas/enumerate';
import { applyMove, checkMove } from '../../../games/lost-atlas/moves';
import { actor, point } from '../../../games/lost-atlas/rules/flow';
import { runView } from '../../../games/lost-atlas/rules/choices';
import { autoRoute } from '../../../games/lost-atlas/route/router';
import { copyState } from '../../../games/lost-atlas/game';
import type { LAState } from '../../../games/lost-atlas/rules/state';
import { hex } from './helpers/map';
import { position } from './helpers/position';
import { seededRandom } from './helpers/direct';
import { applyPlaceBlank, blankPlaceReason, blankPlaces } from '../../../games/lost-atlas/rules/blanks';

const parse = (players: number, raw: Record<string, unknown>): LASetup => {
  const p = parseSetup(players, raw);
  if (!p.ok) throw new Error(p.error);
  return p.setup;
};
const refused = (players: number, raw: Record<string, unknown>) => {
  const p = parseSetup(players, raw);
  return p.ok ? null : p.error;
};
const no = (copy: string) => (copy.startsWith('CAP-') || copy.startsWith('LMK-') || copy === 'TWP' ? copy : pieceOfCopy(copy).no);

/** Plays the first enumerated move (or `pick`'s) until the map is built (the round leaves BUILD) or, without a pick, the blank step opens. */
function buildMap(G: LAState, seed: string, pick?: (G: LAState, seat: string) => { move: string; args?: unknown[] }): LAState {
  const random = seededRandom(`${seed}/build`);
  const choose = pick ?? ((g: LAState, s: string) => enumerate(g, {}, s)[0]);
  for (let n = 0; G.round === 'BUILD' && (pick || point(G) !== 'blank') && n < 500; n++) {
    const seat = String(actor(G));
    const m = choose(G, seat);
    expect(checkMove(G, seat, m.move, m.args ?? [])).toBeNull();
    const next = copyState(G);
    applyMove({ G: next, seat, turn: n + 1, random }, m.move, m.args ?? []);
    G = next;
  }
  return G;
}

describe('parseSetup: the options of issue 20 that were refused until now (§1.2)', () => {
  it('differentDestinations and blankOverlays are accepted, kept only when on, and parse again unchanged', () => {
    const on = parse(4, { differentDestinations: true, blankOverlays: true });
    expect(on).toMatchObject({ differentDestinations: true, blankOverlays: true });
    expect(parse(4, on as unknown as Record<string, unknown>)).toEqual(on);
    const off = parse(4, {});
    expect('differentDestinations' in off || 'blankOverlays' in off).toBe(false);
    expect(refused(4, { differentDestinations: 'yes' })).toMatch(/"differentDestinations": expected true or false/);
  });

  it('the form offers DDD and blank overlays as booleans and the one DD card without DD-4; the lists are never in the form', () => {
    const v = (key: string) => lostAtlasMeta.variants.find((x) => x.key === key);
    expect(v('differentDestinations')).toMatchObject({ type: 'boolean', default: false });
    expect(v('blankOverlays')).toMatchObject({ type: 'boolean', default: false });
    const dd = v('ddCard') as { type: string; choices: { value: string }[] };
    expect(dd.type).toBe('enum');
    expect(dd.choices.map((c) => c.value)).toEqual(['DD-1', 'DD-2', 'DD-3', 'DD-5', 'DD-6', 'DD-7']);
    for (const c of dd.choices) expect(parseSetup(4, { ddCard: c.value }).ok).toBe(true);
    for (const key of ['ddCustom', 'ddList', 'minorList', 'crowdedRemove', 'crowdedAdd', 'specialSwap']) expect(v(key)).toBeUndefined();
  });

  it('DD-4 only with ddCustom: four multiples of 10 from 0 to 200; anything else is refused with a sentence', () => {
    expect(parse(3, { ddCard: 'DD-4', ddCustom: [0, 50, 120, 200] })).toMatchObject({ ddCard: 'DD-4', ddCustom: [0, 50, 120, 200] });
    expect(refused(3, { ddCard: 'DD-4' })).toMatch(/DD-4 is the customizable card: give its values as ddCustom/);
    for (const bad of [[10, 20, 30], [10, 20, 30, 45], [10, 20, 30, 210], [-10, 20, 30, 40], [10, 20, 30, '40'], 'x', [10.5, 20, 30, 40]]) {
      expect(refused(3, { ddCard: 'DD-4', ddCustom: bad }), JSON.stringify(bad)).toMatch(/ddCustom must be four values \[yellow, green, purple, grey\], each a multiple of 10 from 0 to 200/);
    }
    expect(refused(3, { ddCard: 'DD-2', ddCustom: [10, 20, 30, 40] })).toMatch(/use it with ddCard 'DD-4' or with Different Distant Destinations/);
    expect(refused(3, { ddCard: 'DD-9' })).toMatch(/Option "ddCard": expected/);
    const once = parse(3, { ddCard: 'DD-4', ddCustom: [0, 50, 120, 200] });
    expect(parse(3, once as unknown as Record<string, unknown>)).toEqual(once);
  });

  it('S000-0030 ddList: one card per DD tile, known ids, no card twice, DD-5..7 only with Landmarks, DD-4 only with its values, only with DDD', () => {
    expect(parse(4, { differentDestinations: true, ddList: ['DD-5', 'DD-1', 'DD-3'] }).ddList).toEqual(['DD-5', 'DD-1', 'DD-3']);
    expect(parse(2, { differentDestinations: true, ddList: ['DD-7', 'DD-2'] }).ddList).toEqual(['DD-7', 'DD-2']);
    expect(refused(2, { differentDestinations: true, ddList: ['DD-7', 'DD-2', 'DD-1'] })).toMatch(/ddList must name 2 cards, one for each DD tile \(27, 28\); it names 3/);
    expect(refused(4, { differentDestinations: true, ddList: ['DD-1', 'DD-2'] })).toMatch(/ddList must name 3 cards, one for each DD tile \(26, 27, 28\)/);
    expect(refused(4, { differentDestinations: true, ddList: ['DD-1', 'DD-2', 'DD-8'] })).toMatch(/there is no DD card "DD-8"/);
    expect(refused(4, { differentDestinations: true, ddList: ['DD-1', 'DD-2', 'DD-1'] })).toMatch(/a card cannot be named twice/);
    expect(refused(4, { landmarks: false, differentDestinations: true, ddList: ['DD-1', 'DD-2', 'DD-6'] })).toMatch(/DD-5, DD-6 and DD-7 need the Landmarks module/);
    expect(refused(4, { differentDestinations: true, ddList: ['DD-1', 'DD-2', 'DD-4'] })).toMatch(/DD-4 needs its values as ddCustom/);
    expect(parse(4, { differentDestinations: true, ddCustom: [10, 20, 30, 40], ddList: ['DD-1', 'DD-2', 'DD-4'] }).ddList).toContain('DD-4');
    expect(refused(4, { ddList: ['DD-1', 'DD-2', 'DD-3'] })).toMatch(/it needs differentDestinations/);
  });

  it('minorList: the mode\'s count of known, distinct Minors; Landmarks ones only with the module; not with randomized Minors or at 6–7', () => {
    const list = ['AG', 'EA', 'EM', 'ER', 'NP', 'OV', 'SU', 'CI'];
    const s = parse(2, { minorList: list });
    expect(s).toMatchObject({ minors: 'custom', minorList: list });
    expect(parse(2, s as unknown as Record<string, unknown>)).toEqual(s);
    expect(refused(2, { minorList: list.slice(1) })).toMatch(/minorList must name 8 Minors for the Short game; it names 7/);
    expect(refused(4, { minorList: list })).toMatch(/minorList must name 12 Minors for the Long game; it names 8/);
    expect(refused(2, { minorList: [...list.slice(1), 'XX'] })).toMatch(/there is no Minor "XX"/);
    expect(refused(2, { minorList: [...list.slice(1), 'EA'] })).toMatch(/names a Minor twice/);
    expect(refused(2, { landmarks: false, minorList: list })).toMatch(/minorList: Circus needs the Landmarks module/);
    expect(refused(2, { minors: 'random', minorList: list })).toMatch(/cannot be combined with minors 'random'/);
    expect(refused(6, { minorList: list })).toMatch(/all 16 Minors play: minorList is not used/);
    expect(refused(2, { minors: 'custom' })).toMatch(/Custom Minors need the list: give minorList/);
    expect(refused(3, { minorLst: list })).toMatch(/Unknown option: minorLst/);
  });

  it('crowdedAdd and crowdedRemove only with Crowded; four home pieces not in play, four eligible terrain tiles within the mode\'s copies', () => {
    expect(parse(3, { mode: 'short', crowded: true, crowdedAdd: ['9', '10', '11', 21], crowdedRemove: [12, 15, 15, 25] })).toMatchObject({ crowdedAdd: ['9', '10', '11', '21'], crowdedRemove: ['12', '15', '15', '25'] });
    expect(refused(3, { mode: 'short', crowdedAdd: ['9', '10', '11', '21'] })).toMatch(/crowdedAdd .* it needs crowded/);
    expect(refused(3, { mode: 'short', crowdedRemove: ['12', '13', '14', '15'] })).toMatch(/crowdedRemove .* it needs crowded/);
    // lmkShort holds TW: its piece is already in play
    expect(refused(3, { mode: 'short', crowded: true, crowdedAdd: ['9', '10', '11', 'TWP'] })).toMatch(/crowdedAdd: TWP brings Twin Cities, which is already in play/);
    expect(refused(3, { mode: 'short', crowded: true, crowdedAdd: ['9', '10', '11', '12'] })).toMatch(/crowdedAdd: 12 is not a home piece/);
    expect(refused(3, { mode: 'short', crowded: true, crowdedAdd: ['9', '10', '11'] })).toMatch(/crowdedAdd must name four home pieces/);
    expect(refused(3, { mode: 'short', crowded: true, crowdedAdd: ['9', '10', '11', '9'] })).toMatch(/names a home piece twice/);
    expect(refused(3, { mode: 'short', crowded: true, minors: 'random', crowdedAdd: ['9', '10', '11', '21'] })).toMatch(/skips the add step/);
    expect(refused(3, { mode: 'short', crowded: true, crowdedRemove: ['12', '12', '15', '16'] })).toMatch(/Tile 12 is taken out 2 times but the Short game has one copy/);
    expect(refused(3, { crowded: true, crowdedRemove: ['12', '26', '15', '16'] })).toMatch(/Tile 26 cannot be taken out/);
    expect(refused(3, { crowded: true, crowdedRemove: ['12', '15', '16'] })).toMatch(/crowdedRemove must name four terrain tiles/);
    // with a minorList the adds are checked against it
    const list = ['AG', 'EA', 'EM', 'ER', 'NP', 'RE', 'SU', 'TU'];
    expect(parse(3, { mode: 'short', crowded: true, minorList: list, crowdedAdd: ['29', '30', '31', 'TWP'] }).crowdedAdd).toEqual(['29', '30', '31', 'TWP']);
    expect(refused(3, { mode: 'short', crowded: true, minorList: list, crowdedAdd: ['29', '30', '31', '1'] })).toMatch(/1 brings Expansive, which is already in play/);
  });

  it('specialSwap only with the S-tiles at 1–5 players: two eligible terrain tiles, counted with crowdedRemove against the copies', () => {
    expect(parse(4, { specialTiles: true, specialSwap: ['22', 17] }).specialSwap).toEqual(['22', '17']);
    expect(refused(4, { specialSwap: ['22', '17'] })).toMatch(/specialSwap .* it needs specialTiles/);
    expect(refused(6, { specialSwap: ['22', '17'] })).toMatch(/S-1 and S-2 are added, not swapped/);
    expect(refused(4, { specialTiles: true, specialSwap: ['22'] })).toMatch(/specialSwap must name two terrain tiles/);
    expect(refused(4, { specialTiles: true, specialSwap: ['22', '27'] })).toMatch(/Tile 27 cannot be taken out/);
    expect(refused(4, { crowded: true, specialTiles: true, crowdedRemove: ['12', '12', '13', '14'], specialSwap: ['12', '17'] })).toMatch(/Tile 12 is taken out 3 times but the Long game has 2 copies/);
  });
});

describe('the lists replace the random draws (§3.1.3, §3.14.1)', () => {
  it('minorList is the Minors in play, dealt before building like a fixed set; its home pieces make the stack', () => {
    const list = ['AD', 'AG', 'BR', 'CI', 'CO', 'EA', 'OV', 'SP'] as const;
    const s = parse(2, { minorList: [...list] });
    const G = initialState(s, 2, seededRandom('la-minorlist'));
    expect(G.cfg.minors).toEqual([...list]);
    expect(G.charters.dealt).toBe(true);
    expect(G.charters.columns.flat().sort()).toEqual([...list].sort());
    const plan = stackPlan(s);
    expect(plan.draws).toEqual([]);
    const homes = [...G.secret.stack, ...G.secret.removed].map((x) => minorOfHomePiece(x)).filter(Boolean);
    expect(homes.sort()).toEqual([...list].sort());
    expect(G.secret.removed).toEqual([]);
  });

  it('crowdedRemove and crowdedAdd: the stack is the fixed set + the four agreed home pieces, less the four agreed terrain copies, with nothing drawn', () => {
    const s = parse(3, { mode: 'short', crowded: true, crowdedAdd: ['9', '10', '21', '11'], crowdedRemove: ['12', '15', '15', '25'] });
    const plan = stackPlan(s);
    expect(plan.draws).toEqual([]);
    const G = initialState(s, 3, seededRandom('la-crowded-lists'));
    expect(G.cfg.minors).toEqual(['AG', 'EA', 'ER', 'SU', 'CI', 'CO', 'MA', 'TW', 'BR', 'OV', 'AD', 'SP']);
    const tiles = G.secret.stack.map(no);
    expect(tiles).not.toContain('12');
    expect(tiles).not.toContain('15');
    expect(tiles).not.toContain('25');
    for (const t of ['9', '10', '11', '21', 'TWP']) expect(tiles).toContain(t);
    expect(G.secret.stack.length).toBe(25 + 2); // §1.1 Short Crowded 12 + 13, plus two Capitals
    // without the lists the same setup draws its terrain (random)
    expect(stackPlan(parse(3, { mode: 'short', crowded: true })).draws.length).toBe(1);
  });

  it('one agreed list and one drawn: crowdedRemove fixed, the S-tile swap still drawn from the rest', () => {
    const s = parse(4, { crowded: true, specialTiles: true, crowdedRemove: ['12', '12', '13', '13'] });
    const plan = stackPlan(s);
    expect(plan.draws.length).toBe(1);
    expect(plan.draws[0].from.map(no)).not.toContain('12');
    expect(plan.draws[0].from.length - plan.draws[0].keep).toBe(2);
    const G = initialState(s, 4, seededRandom('la-half-lists'));
    expect(G.secret.stack.map(no).filter((t) => t === '12' || t === '13')).toEqual([]);
    expect(G.secret.stack.length).toBe(33 + 3); // the S-tiles replace two terrain tiles; three Capitals
  });

  it('specialSwap takes the two agreed tiles out for S-1 and S-2', () => {
    const s = parse(3, { specialTiles: true, specialSwap: ['22', '17'] });
    expect(stackPlan(s).draws).toEqual([]);
    const tiles = initialState(s, 3, seededRandom('la-swap')).secret.stack.map(no);
    expect(tiles).not.toContain('22');
    expect(tiles).not.toContain('17');
    expect(tiles).toContain('S-1');
    expect(tiles).toContain('S-2');
    expect(tiles.length).toBe(33 + 3);
  });
});

describe('Different Distant Destinations and DD-4 (§3.2 step 6, §3.14.3)', () => {
  it('S000-0030 DDD deals each DD tile its own card at setup, public; ddList fixes them in tile-number order', () => {
    expect(ddStops('short')).toEqual(['DD:270', 'DD:280']);
    expect(ddStops('long')).toEqual(['DD:260', 'DD:270', 'DD:280']);
    const listed = initialState(parse(4, { differentDestinations: true, ddList: ['DD-6', 'DD-2', 'DD-5'] }), 4, seededRandom('la-ddd'));
    expect(listed.dd).toEqual({ 'DD:260': 'DD-6', 'DD:270': 'DD-2', 'DD:280': 'DD-5' });
    // random deals: distinct cards, DD-5..7 only with the module, DD-4 only with its values
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const dd = initialState(parse(4, { differentDestinations: true }), 4, seededRandom(`la-ddd-${i}`)).dd;
      const cards = Object.values(dd);
      expect(Object.keys(dd)).toEqual(['DD:260', 'DD:270', 'DD:280']);
      expect(new Set(cards).size).toBe(3);
      cards.forEach((c) => seen.add(c));
      const base = initialState(parse(4, { differentDestinations: true, landmarks: false }), 4, seededRandom(`la-ddd-${i}`)).dd;
      expect(Object.values(base).sort()).toEqual(['DD-1', 'DD-2', 'DD-3']);
    }
    expect([...seen].sort()).toEqual(['DD-1', 'DD-2', 'DD-3', 'DD-5', 'DD-6', 'DD-7']);
    const withFour = new Set<string>();
    for (let i = 0; i < 40; i++) Object.values(dealDDCards(parse(4, { differentDestinations: true, ddCustom: [10, 10, 10, 10] }), seededRandom(`la-dd4-${i}`).shuffle)).forEach((c) => withFour.add(c));
    expect(withFour.has('DD-4')).toBe(true);
    // without DDD nothing is dealt at setup: every DD takes ddCard when the map is built
    expect(initialState(parse(4, { ddCard: 'DD-6' }), 4, seededRandom('la-ddd')).dd).toEqual({});
  });

  it('S000-0030 after building, DDD\'s cards stay on their DDs (ddCard does not overwrite them); without DDD every DD gets ddCard', () => {
    const ddd = buildMap(newGame(2, parse(2, { differentDestinations: true, ddList: ['DD-3', 'DD-7'], ddCard: 'DD-2' }), seededRandom('la-ddd-build')), 'la-ddd-build');
    expect(ddd.round).toBe('SR');
    expect(ddd.dd).toEqual({ 'DD:270': 'DD-3', 'DD:280': 'DD-7' });
    const one = buildMap(newGame(2, parse(2, { ddCard: 'DD-2' }), seededRandom('la-ddd-build')), 'la-ddd-build');
    expect(one.dd).toEqual({ 'DD:270': 'DD-2', 'DD:280': 'DD-2' });
  });

  // A Minor with a hub on a 20 city joined to DD tile 27 (cells B and C are one stop), one 2-train.
  const ddPosition = (dd: Record<string, string>, phase: LAState['phase'], custom?: [number, number, number, number]) => {
    const G = position({
      phase,
      hexes: [
        hex(0, 0, { tile: '57', hubs: { 0: ['AG'] } }),
        hex(0, 1, { kind: 'dd', piece: '270', cell: 'C', pieceRot: 4 }),
        hex(0, -1, { kind: 'dd', piece: '270', cell: 'B', pieceRot: 4 }),
      ],
      companies: [{ id: 'AG', price: 60, holders: { 0: 2 }, trains: [{ card: 'T2-1', type: '2' }] }],
    });
    G.dd = dd;
    if (custom) G.cfg.ddCustom = custom;
    return G;
  };
  const routed = (G: LAState) => autoRoute(runView(G, 'AG'), G.companies.AG!.trains).revenue;

  it('S000-0030 the DD\'s card and the phase set what the router earns for a run to it', () => {
    for (const card of DD_CARDS) {
      if (!card.values) continue;
      card.values.forEach((v, i) => {
        const phase = (['yellow', 'green', 'purple', 'grey'] as const)[i];
        expect(routed(ddPosition({ 'DD:270': card.id }, phase)), `${card.id} ${phase}`).toBe(20 + v);
      });
    }
    // DDD: the same run pays by the card its DD was dealt
    const dealt = (list: string[]) => dealDDCards(parse(2, { differentDestinations: true, ddList: list }), (x) => x);
    expect(routed(ddPosition(dealt(['DD-3', 'DD-5']), 'yellow'))).toBe(20 + 30);
    expect(routed(ddPosition(dealt(['DD-5', 'DD-3']), 'yellow'))).toBe(20 + 50);
    expect(routed(ddPosition(dealt(['DD-6', 'DD-3']), 'grey'))).toBe(20 + 130);
  });

  it('DD-4\'s custom values reach the router in every phase, and the game keeps them in cfg', () => {
    const custom: [number, number, number, number] = [0, 50, 120, 200];
    (['yellow', 'green', 'purple', 'grey'] as const).forEach((phase, i) => {
      expect(routed(ddPosition({ 'DD:270': 'DD-4' }, phase, custom))).toBe(20 + custom[i]);
    });
    const G = buildMap(newGame(2, parse(2, { ddCard: 'DD-4', ddCustom: custom }), seededRandom('la-dd4')), 'la-dd4');
    expect(G.cfg.ddCustom).toEqual(custom);
    expect(G.dd).toEqual({ 'DD:270': 'DD-4', 'DD:280': 'DD-4' });
  });
});

describe('blank overlays (§3.3 last bullet, §5.3 blanks)', () => {
  /** A built Long 4p map with the blank step open (first legal moves while building). */
  const atBlanks = (seed: string, extra: Record<string, unknown> = {}) => buildMap(newGame(4, parse(4, { blankOverlays: true, ...extra }), seededRandom(seed)), seed);

  it('after building, the step waits on the first builder; the enumerator lists exactly the legal places and the pass', () => {
    const G = atBlanks('la-blank-1');
    expect(G.round).toBe('BUILD');
    expect(G.secret.stack).toEqual([]);
    expect(G.mapBuild.blanks).toEqual({ placed: 0, passesInRow: 0 });
    expect(actor(G)).toBe(G.mapBuild.firstBuilder);
    // homes are reserved and charters dealt only after the step (§3.2 step 7)
    expect(G.reservations).toEqual({});
    const seat = String(actor(G));
    const moves = enumerate(G, {}, seat);
    expect(moves[moves.length - 1]).toEqual({ move: 'passBlank', args: [] });
    const places = new Set(moves.filter((m) => m.move === 'placeBlank').map((m) => String(m.args![0])));
    expect(places.size).toBeGreaterThan(0);
    // exact: every hex within two steps of the map is legal iff it is listed
    const around = new Set<string>();
    for (const h of Object.values(G.map.hexes)) for (let dq = -2; dq <= 2; dq++) for (let dr = -2; dr <= 2; dr++) around.add(`${h.q + dq},${h.r + dr}`);
    let legal = 0;
    for (const k of around) {
      const at = k.split(',').map(Number);
      const ok = checkMove(G, seat, 'placeBlank', [at]) === null;
      expect(ok, k).toBe(places.has(k));
      if (ok) legal++;
    }
    expect(legal).toBe(places.size);
    // other seats and other moves are refused
    expect(enumerate(G, {}, String((Number(seat) + 1) % 4))).toEqual([]);
    expect(checkMove(G, String((Number(seat) + 1) % 4), 'passBlank', [])).toBe('It is not your turn.');
    expect(checkMove(G, seat, 'placePiece', [[0, 0], 0])).toMatch(/the game waits for: blank/);
  });

  it('legal and illegal places: next to a printed home, never on the map, never touching a border hex', () => {
    // AG's home is tile 3 cell B; (2,0) is plain, (0,2) a border hex of tile 23.
    const G = position({
      hexes: [
        hex(0, 0, { kind: 'city', piece: '03', cell: 'B' }),
        hex(1, 0, { kind: 'plain', piece: '03', cell: 'C' }),
        hex(0, 2, { kind: 'border', piece: '230', cell: 'A' }),
        hex(5, 5, { kind: 'city', piece: '160', cell: 'A' }),
      ],
    });
    G.mapBuild.blanks = { placed: 0, passesInRow: 0 };
    expect(blankPlaceReason(G, [0, -1])).toBeNull();
    expect(blankPlaceReason(G, [1, 0])).toBe('(1,0) is already on the map.');
    expect(blankPlaceReason(G, [0, 1])).toBe('A blank may not touch a border hex.'); // next to the home and to the border
    expect(blankPlaceReason(G, [5, 4])).toBe('A blank must touch the printed home of a Minor.'); // next to a plain city only
    expect(blankPlaceReason(G, [3, 0])).toBe('A blank must touch the printed home of a Minor.'); // no 3-edge rule, but a home
    expect(blankPlaceReason(G, [0.5, 1])).toBe('Place the blank at [q, r].');
    expect(blankPlaces(G.map)).toEqual([[-1, 0], [-1, 1], [0, -1], [1, -1]]);
    // the step also ends when a blank takes the last place left
    for (const [i, p] of blankPlaces(G.map).entries()) {
      expect(G.mapBuild.blanks.done, `before blank ${i + 1}`).toBeUndefined();
      expect(applyPlaceBlank(G, p)).toBe(`BL${i + 1}`);
    }
    expect(G.mapBuild.blanks).toEqual({ placed: 4, passesInRow: 0, done: true });
    G.mapBuild.blanks.placed = 12;
    expect(blankPlaceReason(G, [0, -1])).toBe('All 12 blanks are placed.');
  });

  it('a blank is a plain hex of its own piece; a place resets the passes; every player passing in a row ends the step and the game goes on', () => {
    let G = atBlanks('la-blank-2');
    const first = G.mapBuild.firstBuilder;
    const at = enumerate(G, {}, String(first)).find((m) => m.move === 'placeBlank')!.args![0] as [number, number];
    const step = (g: LAState, move: string, args: unknown[] = []) => {
      const seat = String(actor(g));
      expect(checkMove(g, seat, move, args)).toBeNull();
      const next = copyState(g);
      applyMove({ G: next, seat, turn: 1, random: seededRandom('la-blank-2/moves') }, move, args);
      return next;
    };
    G = step(G, 'passBlank');
    expect(G.mapBuild.blanks).toEqual({ placed: 0, passesInRow: 1 });
    G = step(G, 'placeBlank', [at]);
    const h = G.map.hexes[`${at[0]},${at[1]}`];
    expect(h).toMatchObject({ kind: 'plain', piece: 'BL1', cell: 'A' });
    expect(h.tile).toBeUndefined();
    expect(G.mapBuild.blanks).toEqual({ placed: 1, passesInRow: 0 });
    expect(actor(G)).toBe((first + 2) % 4);
    expect(checkMove(G, String(actor(G)), 'placeBlank', [at])).toMatch(/already on the map/);
    for (let i = 0; i < 3; i++) G = step(G, 'passBlank');
    expect(G.round).toBe('BUILD');
    G = step(G, 'passBlank');
    expect(G.mapBuild.blanks).toMatchObject({ placed: 1, done: true });
    expect(G.round).toBe('SR');
    expect(Object.keys(G.reservations).length).toBeGreaterThan(0);
    expect(Object.keys(G.dd).length).toBe(3);
    expect(G.log!.some((l) => l.text.includes('places blank BL1'))).toBe(true);
  });

  it('the step ends with the twelfth blank', () => {
    const G = buildMap(atBlanks('la-blank-3'), 'la-blank-3', (g, s) => enumerate(g, {}, s).find((m) => m.move === 'placeBlank') ?? enumerate(g, {}, s)[0]);
    expect(G.round).toBe('SR');
    const blanks = Object.values(G.map.hexes).filter((h) => h.piece.startsWith('BL'));
    expect(G.mapBuild.blanks).toMatchObject({ placed: blanks.length, done: true });
    expect(blanks.map((h) => h.piece).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `BL${i + 1}`).sort());
    expect(blankPlaces(G.map).length).toBeGreaterThan(0); // places were left: the twelfth ended it
    expect(blanks.every((h) => h.kind === 'plain')).toBe(true);
  });

  it('without the variant there is no blank step', () => {
    const G = buildMap(newGame(4, parse(4, {}), seededRandom('la-blank-1')), 'la-blank-1');
    expect(G.round).toBe('SR');
    expect(G.mapBuild.blanks).toBeUndefined();
  });
});

describe('determinize with agreed lists (§5.5)', () => {
  it('the agreed copies never come back; only the unagreed swap is sampled; DDD\'s cards and the blank step are kept', () => {
    const G = newGame(4, parse(4, { crowded: true, specialTiles: true, crowdedRemove: ['12', '12', '13', '13'], differentDestinations: true, blankOverlays: true }), seededRandom('la-det-lists'));
    const rng = seedrandom('det-lists');
    const d = lostAtlas.determinize(stripSecrets(G) as never, {} as never, '0', () => rng());
    expect(d.secret.stack.length).toBe(G.secret.stack.length);
    expect(d.secret.removed.length).toBe(2);
    const tiles = [...d.secret.stack, G.mapBuild.drawn!].map(no);
    expect(tiles.filter((t) => t === '12' || t === '13')).toEqual([]);
    expect(d.dd).toEqual(G.dd);
    const built = atBlanksOf(G);
    const db = lostAtlas.determinize(stripSecrets(built) as never, {} as never, '0', () => rng());
    expect(db.secret.stack).toEqual([]);
    expect(db.mapBuild.blanks).toEqual(built.mapBuild.blanks);
    expect(enumerate(db, {}, String(actor(db)))).toEqual(enumerate(built, {}, String(actor(built))));
  });
});

function atBlanksOf(G: LAState): LAState {
  const built = buildMap(G, 'la-det-lists');
  expect(point(built)).toBe('blank');
  return built;
}
