// The setups of issue 20 (design §1.1, §1.2, §3.1.3, §3.2, §3.14, §3.15): the plain base game, the
// base Long Minors, randomized Minors, Crowded, the S-tiles, Landmark projects and six–seven players.
import { describe, expect, it } from 'vitest';
import { parseSetup, type LASetup } from '../../../games/lost-atlas/setup-parse';
import { initialState } from '../../../games/lost-atlas/rules/initial';
import { eventDeck, minorOfHomePiece, stackPlan, trainStackCounts } from '../../../games/lost-atlas/rules/setup';
import { freeMajors } from '../../../games/lost-atlas/rules/launch';
import { pieceOfCopy } from '../../../games/lost-atlas/data/mapPieces';
import { SWAP_ELIGIBLE } from '../../../games/lost-atlas/data/modes';
import { lostAtlasMeta } from '../../../games/lost-atlas/meta';
import { lostAtlas } from '../../../games/lost-atlas';
import { stripSecrets } from '../../../games/lost-atlas/view';
import { moneyTotal } from './helpers/position';
import { newGame } from '../../../games/lost-atlas/game';
import seedrandom from 'seedrandom';
import { playDirect, seededRandom } from './helpers/direct';
import { playoutPolicy } from './helpers/policy';

const parse = (players: number, raw: Record<string, unknown>): LASetup => {
  const p = parseSetup(players, raw);
  if (!p.ok) throw new Error(p.error);
  return p.setup;
};
const start = (players: number, raw: Record<string, unknown>, seed = 'la-setups') => initialState(parse(players, raw), players, seededRandom(seed));
const no = (copy: string) => (copy.startsWith('CAP-') || copy.startsWith('LMK-') || copy === 'TWP' ? copy : pieceOfCopy(copy).no);
const homesOf = (items: string[]) => items.filter((x) => minorOfHomePiece(x) !== null);

describe('parseSetup for the issue-20 setups (§1.2)', () => {
  it('S000-0001 the Landmarks module brings its Minors, Majors, D2M, S-tiles, Crowded and 6–7 players; without it each is refused with a reason', () => {
    expect(parseSetup(6, { landmarks: false })).toEqual({ ok: false, error: 'Six and seven players need the Landmarks module.' });
    expect(parseSetup(3, { landmarks: false, crowded: true })).toEqual({ ok: false, error: 'The Crowded map needs the Landmarks module.' });
    expect(parseSetup(3, { landmarks: false, specialTiles: true })).toMatchObject({ ok: false, error: expect.stringMatching(/S-1 and S-2 need the Landmarks module/) });
    expect(parseSetup(3, { landmarks: false, directToMajor: 'on' })).toMatchObject({ ok: false, error: expect.stringMatching(/Direct-to-Major .* need the Landmarks module/) });
    expect(parseSetup(3, { landmarks: false, minors: 'landmarks' })).toMatchObject({ ok: false, error: expect.stringMatching(/Circus, Coupling, Manufacturing, Twin Cities/) });
    expect(parseSetup(3, { landmarks: false, minors: 'random' })).toMatchObject({ ok: false, error: expect.stringMatching(/Randomized Minors/) });
    expect(parseSetup(3, { landmarks: false, ddCard: 'DD-6' })).toMatchObject({ ok: false, error: expect.stringMatching(/DD-5, DD-6 and DD-7/) });
    expect(parseSetup(3, { landmarks: false, landmarkProjects: 'on' })).toMatchObject({ ok: false, error: expect.stringMatching(/Landmark projects/) });
    // off: the base Minors (auto), no Authority or League
    const base = start(4, { landmarks: false });
    expect(base.cfg.minors).toEqual(['AD', 'AG', 'BR', 'EM', 'EA', 'ER', 'NP', 'OV', 'RE', 'SP', 'SU', 'TU']);
    expect(freeMajors(base)).toEqual(['C', 'U', 'S', 'I', 'F', 'E']);
    expect(base.cfg.directToMajor).toBe(false);
    // on: the Landmarks four and the two new Majors, D2M, S-tiles, Crowded and six players are accepted
    const lmk = start(4, { crowded: true, specialTiles: true, directToMajor: 'on' });
    expect(lmk.cfg.minors).toEqual(expect.arrayContaining(['CI', 'CO', 'MA', 'TW']));
    expect(freeMajors(lmk)).toEqual(['C', 'U', 'S', 'I', 'F', 'E', 'A', 'L']);
    expect(lmk.cfg.directToMajor).toBe(true);
    expect(parseSetup(6, {})).toMatchObject({ ok: true, setup: { mode: 'sixSeven' } });
  });

  it('Crowded is a Short or Long variant; six and seven players play their own setup', () => {
    expect(parseSetup(6, { crowded: true })).toMatchObject({ ok: false, error: expect.stringMatching(/Crowded map is a Short or Long variant/) });
    expect(parseSetup(7, { mode: 'long' })).toMatchObject({ ok: false, error: expect.stringMatching(/their own setup/) });
    expect(parseSetup(5, { mode: 'sixSeven' })).toMatchObject({ ok: false, error: expect.stringMatching(/six or seven players/) });
    expect(parseSetup(4, { minors: 'all' })).toMatchObject({ ok: false, error: expect.stringMatching(/only with six or seven/) });
    expect(parseSetup(8, {})).toMatchObject({ ok: false });
    expect(parseSetup(3, { events: true })).toMatchObject({ ok: true, setup: { events: true } }); // issue 20: the Events module is built
    for (const [n, raw] of [[6, {}], [7, { minors: 'random' }], [3, { minors: 'random', crowded: true }], [2, { landmarks: false }]] as const) {
      const once = parseSetup(n, raw);
      expect(once.ok).toBe(true);
      if (once.ok) expect(parseSetup(n, once.setup)).toEqual(once); // the parsed form parses to itself
    }
  });

  it('S000-0004 a fixed set or randomized Minors is accepted for Short and Long', () => {
    for (const [n, mode] of [[3, 'short'], [4, 'long']] as const) {
      for (const minors of ['landmarks', 'base', 'random'] as const) expect(parseSetup(n, { mode, minors })).toMatchObject({ ok: true, setup: { mode, minors } });
    }
    expect(parseSetup(6, { minors: 'base' })).toMatchObject({ ok: true, setup: { minors: 'all' } }); // ignored at 6–7
  });

  it('S000-0041 D2M and Landmark projects are on by default at 6–7 and off below; the form marks them recommended', () => {
    expect(parse(6, {})).toMatchObject({ directToMajor: 'on', landmarkProjects: 'on', specialTiles: true });
    expect(parse(7, { directToMajor: 'off' })).toMatchObject({ directToMajor: 'off' });
    expect(parse(5, {})).toMatchObject({ directToMajor: 'off', landmarkProjects: 'off' });
    const d2m = lostAtlasMeta.variants.find((v) => v.key === 'directToMajor')!;
    expect(d2m.default).toBe('auto');
    expect(d2m.choices!.find((c) => c.value === 'auto')!.label).toMatch(/Recommended \(on at 6–7 players\)/);
    // The form marks each of them "Recommended at 6 (7) players" while 6 or 7 seats are chosen.
    const recommended = lostAtlasMeta.variants.filter((v) => v.recommendedAt?.join() === '6,7').map((v) => v.key);
    expect(recommended).toEqual(['landmarkProjects', 'directToMajor', 'hostileMergers']);
    expect(lostAtlasMeta.maxPlayers).toBe(7);
  });
});

describe('the map stack and the charters (§1.1, §3.1.3, §3.2)', () => {
  it('S000-0005 Minors in play: 8 Short, 12 Long, 12 Short Crowded, 16 Long Crowded, 16 at six–seven', () => {
    const count = (n: number, raw: Record<string, unknown>) => homesOf([...stackPlan(parse(n, raw)).fixed, ...stackPlan(parse(n, raw)).draws.flatMap((d) => homesOf(d.from).slice(0, d.keep))]).length;
    expect(count(3, { mode: 'short' })).toBe(8);
    expect(count(4, { mode: 'long' })).toBe(12);
    expect(count(3, { mode: 'short', crowded: true })).toBe(12);
    expect(count(4, { mode: 'long', crowded: true })).toBe(16);
    expect(count(6, {})).toBe(16);
    for (const [n, raw, minors] of [[3, { mode: 'short', minors: 'random' }, 8], [4, { mode: 'long', minors: 'random' }, 12], [2, { minors: 'random', crowded: true }, 12]] as const) {
      const G = start(n, raw);
      expect(homesOf([...G.secret.stack]).length).toBe(minors);
    }
  });

  it('S000-0031 Crowded: four eligible terrain tiles leave unseen and the homes of the first four Minors not in play join (AD, BR, OV, SP with the Landmarks sets)', () => {
    const G = start(4, { mode: 'long', crowded: true });
    expect(G.secret.stack.length).toBe(33 + 3);
    expect(G.secret.removed.length).toBe(4);
    for (const r of G.secret.removed) expect(SWAP_ELIGIBLE).toContain(no(r));
    expect(G.cfg.minors.slice(-4)).toEqual(['AD', 'BR', 'OV', 'SP']);
    for (const home of ['210', '09', '10', '11']) expect(G.secret.stack).toContain(home);
    expect(start(3, { mode: 'short', minors: 'base', crowded: true }).cfg.minors.slice(-4)).toEqual(['CI', 'CO', 'MA', 'TW']);
  });

  it('S000-0032 Crowded deals 12 (Short) or 16 (Long) charters after building, in 3 or 4 columns of 4', () => {
    for (const [n, mode, columns] of [[3, 'short', 3], [4, 'long', 4]] as const) {
      const G = start(n, { mode, crowded: true });
      expect(G.charters).toEqual({ columns: [], dealt: false });
      const r = playDirect(n, { mode, crowded: true }, `la-crowded-${mode}`, playoutPolicy(`la-crowded-${mode}`), 400);
      expect(r.problems).toEqual([]);
      expect(r.G.round).not.toBe('BUILD');
      expect(r.G.charters.dealt).toBe(true);
      expect(r.G.cfg.columns).toBe(columns);
      expect(r.G.log!.some((l) => l.text === `The ${columns * 4} Minor charters are dealt in ${columns} columns of 4.`)).toBe(true);
    }
  });

  it('S000-0033 randomized Long: the 16 home pieces shuffled, four removed unseen; the Minors in play are the homes on the map (21 is Adaptive, the project TWP Twin Cities)', () => {
    expect(minorOfHomePiece('210')).toBe('AD');
    expect(minorOfHomePiece('TWP')).toBe('TW');
    const G = start(4, { mode: 'long', minors: 'random' }, 'la-random');
    expect(homesOf(G.secret.removed).length).toBe(4);
    expect(G.cfg.minors).toEqual([]); // not known before the map is built
    const seen = JSON.stringify(stripSecrets(G));
    expect(seen).not.toContain('removed');
    for (const id of G.secret.removed) expect(seen).not.toContain(`"${id}"`); // §7.5: removed homes never reach a client
    const r = playDirect(4, { mode: 'long', minors: 'random' }, 'la-random', playoutPolicy('la-random'), 400);
    expect(r.problems).toEqual([]);
    const placed = new Set(Object.values(r.G.map.hexes).map((h) => (h.piece.startsWith('TW-') ? 'TWP' : h.piece)));
    const onMap = [...placed].map(minorOfHomePiece).filter((m) => m !== null).sort();
    expect(onMap.length).toBe(12);
    expect([...r.G.cfg.minors].sort()).toEqual(onMap);
    expect(r.G.charters.columns.flat().length + Object.keys(r.G.companies).length).toBeGreaterThanOrEqual(12);
  });

  it('S000-0029 the S-tiles swap out two eligible terrain tiles (1–5 players), so the stack keeps its size', () => {
    const G = start(3, { mode: 'short', specialTiles: true });
    expect(G.secret.stack).toEqual(expect.arrayContaining(['S1', 'S2']));
    expect(G.secret.stack.length).toBe(25 + 2);
    expect(G.secret.removed.length).toBe(2);
    for (const r of G.secret.removed) expect(SWAP_ELIGIBLE).toContain(no(r));
  });

  it('S000-0030 the three more revenue cards DD-5…7 are played as the card of every DD', () => {
    const r = playDirect(3, { ddCard: 'DD-6' }, 'la-dd6', playoutPolicy('la-dd6'), 400);
    expect(r.problems).toEqual([]);
    const cards = Object.values(r.G.dd);
    expect(cards.length).toBe(3);
    expect(new Set(cards)).toEqual(new Set(['DD-6']));
  });
});

describe('six and seven players (§3.15)', () => {
  it('S000-0034 one stack: every terrain tile, S-1 and S-2, all 16 home pieces with TWP, 3 Capitals (and 3 Landmark projects)', () => {
    const G = start(6, { landmarkProjects: 'off' });
    expect(G.secret.stack.length).toBe(39 + 3);
    expect(G.secret.removed).toEqual([]);
    expect(homesOf(G.secret.stack).length).toBe(16);
    expect(G.secret.stack).toEqual(expect.arrayContaining(['S1', 'S2', 'TWP', '210', 'CAP-1', 'CAP-2', 'CAP-3']));
    expect(G.cfg.minors.length).toBe(16);
    expect(G.charters.dealt).toBe(false); // dealt after building, 4 × 4
    expect(G.cfg.columns).toBe(4);
  });

  it('S000-0035 Landmarks adds 3 Landmark projects at 6–7; with Events the deck is 3 Town Chronicle cards over 2 New City Herald cards', () => {
    const G = start(7, {});
    expect(G.secret.stack.filter((x) => x.startsWith('LMK-')).sort()).toEqual(['LMK-1', 'LMK-2', 'LMK-3']);
    expect(G.secret.stack.length).toBe(39 + 3 + 3);
    const { deck, box } = eventDeck('sixSeven', seededRandom('la-events').shuffle);
    expect(deck.map((c) => c.slice(0, 3))).toEqual(['CHR', 'CHR', 'CHR', 'HER', 'HER']);
    expect(box.length).toBe(16 - 5);
    // Short keeps two of the three Landmark projects, unseen
    const short = start(3, { mode: 'short', landmarkProjects: 'on' });
    expect(short.secret.stack.filter((x) => x.startsWith('LMK-')).length).toBe(2);
    expect(short.secret.removed.filter((x) => x.startsWith('LMK-')).length).toBe(1);
  });

  it('S000-0036 the 6–7 train stack is 9/6/5/3/3/7 (the 4+ and 6+ trains in)', () => {
    expect(trainStackCounts('sixSeven', 6)).toEqual([9, 6, 5, 3, 3, 7]);
    expect(trainStackCounts('sixSeven', 7)).toEqual([9, 6, 5, 3, 3, 7]);
    expect(start(7, {}).trains.stack.length).toBe(33);
  });

  it('S000-0038 starting capital: 265 each with six players, 225 each with seven; the bank pays it', () => {
    const six = start(6, {});
    expect(six.players.map((p) => p.cash)).toEqual(Array(6).fill(265));
    expect(start(7, {}).players.map((p) => p.cash)).toEqual(Array(7).fill(225));
    expect(moneyTotal(six)).toBe(24500);
  });

  it('S000-0039 a six–seven game plays five cycles', () => {
    expect(start(6, {}).cfg.cycles).toBe(5);
    for (const seed of ['la-six-1', 'la-six-2', 'la-six-3', 'la-six-4']) {
      const r = playDirect(6, {}, seed, playoutPolicy(seed));
      expect(r.problems).toEqual([]);
      if (r.G.end?.reason === 'cycles') {
        expect(r.G.cycle).toBe(5);
        expect(r.G.history!.map((h) => h.label)).toEqual(['Cycle 1', 'Cycle 2', 'Cycle 3', 'Cycle 4', 'Cycle 5']);
        return;
      }
    }
    throw new Error('no seeded six-player game reached the end of the cycles');
  }, 60_000);

  it('S000-0042 1–5 players take the mode tables, 6–7 the six–seven list (cash, trains, cycles differ from 5p Long)', () => {
    const five = start(5, {});
    const six = start(6, {});
    expect(five.cfg).toMatchObject({ mode: 'long', cycles: 6, columns: 3 });
    expect(six.cfg).toMatchObject({ mode: 'sixSeven', cycles: 5, columns: 4 });
    expect(five.players[0].cash).toBe(220);
    expect(six.players[0].cash).toBe(265);
    expect(five.trains.stack.length).toBe(7 + 6 + 4 + 3 + 3 + 7);
    expect(six.trains.stack.length).toBe(9 + 6 + 5 + 3 + 3 + 7);
    expect(five.secret.stack).not.toContain('S1');
    expect(six.secret.stack).toContain('S1');
  });
});

describe('determinize with unseen draws (§5.5)', () => {
  it('samples which pieces the draws removed, keeping every piece already seen and the stack size', () => {
    const G = newGame(4, parse(4, { mode: 'long', minors: 'random', crowded: true, specialTiles: true }), seededRandom('la-det'));
    expect(G.round).toBe('BUILD');
    const rng = seedrandom('det');
    const d = lostAtlas.determinize(stripSecrets(G) as never, {} as never, '0', () => rng());
    expect(d.secret.stack.length).toBe(G.secret.stack.length);
    expect(d.secret.removed.length).toBe(G.secret.removed.length);
    expect(homesOf(d.secret.stack).length + (G.mapBuild.drawn && minorOfHomePiece(G.mapBuild.drawn) ? 1 : 0)).toBe(16);
    expect([...d.secret.stack, G.mapBuild.drawn]).toEqual(expect.arrayContaining(['S1', 'S2']));
  });
});
