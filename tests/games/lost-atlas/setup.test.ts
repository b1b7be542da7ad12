// setupData and the state before map building (design §1.2, §3.2; S000-0002).
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { minorSetOf, parseSetup } from '../../../games/lost-atlas/setup-parse';
import { initialState, type SetupRandom } from '../../../games/lost-atlas/rules/initial';
import { moneyTotal } from './helpers/position';

const rng = (seed: string): SetupRandom => {
  const r = seedrandom(seed);
  return {
    shuffle: <T>(xs: T[]) => { const a = [...xs]; for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; },
    die: (n: number) => 1 + Math.floor(r() * n),
  };
};

describe('parseSetup (§1.2)', () => {
  it('auto is Short at 2 players and Long at 3–5, with the Landmarks Minors; Long at 2 and Short at 5 are refused', () => {
    const short = parseSetup(2, undefined);
    expect(short).toEqual({ ok: true, setup: { mode: 'short', landmarks: true, minors: 'landmarks', crowded: false, specialTiles: false, landmarkProjects: 'off', ddCard: 'DD-1', directToMajor: 'off', hostileMergers: 'off', bankBreak: false, bankruptcyContinues: false } });
    if (short.ok) expect(minorSetOf(short.setup)).toBe('lmkShort');
    const long = parseSetup(4, {});
    expect(long).toMatchObject({ ok: true, setup: { mode: 'long', minors: 'landmarks' } });
    if (long.ok) {
      expect(minorSetOf(long.setup)).toBe('lmkLong');
      expect(parseSetup(4, long.setup)).toEqual(long); // the parsed form parses to itself (the Game's setup parses it again)
    }
    expect(parseSetup(2, { mode: 'long' })).toEqual({ ok: false, error: 'The Long game is for 3 to 5 players.' });
    expect(parseSetup(5, { mode: 'short' })).toEqual({ ok: false, error: 'The Short game is for 2 to 4 players.' });
    expect(parseSetup(3, { mode: 'short', minors: 'base' })).toMatchObject({ ok: true, setup: { minors: 'base', mode: 'short' } });
    expect(parseSetup(3, { directToMajor: 'on', ddCard: 'DD-6' })).toMatchObject({ ok: true, setup: { directToMajor: 'on', ddCard: 'DD-6' } });
  });

  it('unknown keys, bad values and the options of later issues are refused with a sentence', () => {
    expect(parseSetup(3, { colour: 'red' })).toEqual({ ok: false, error: 'Unknown option: colour.' });
    expect(parseSetup(3, { mode: 'medium' })).toMatchObject({ ok: false, error: expect.stringMatching(/^Option "mode"/) });
    expect(parseSetup(3, { ddCard: 'DD-4' })).toMatchObject({ ok: false });
    expect(parseSetup(3, { events: true })).toMatchObject({ ok: true, setup: { events: true } }); // issue 20: the Events module is built
    expect(parseSetup(4, { minors: 'base' })).toMatchObject({ ok: true, setup: { mode: 'long', minors: 'base' } }); // baseLong, with AD, BR, OV and SP
    expect(parseSetup(1, {})).toMatchObject({ ok: false });
  });
});

describe('the state before building (§3.2)', () => {
  it('S000-0002 the four new Minors\' home pieces (29, 30, 31 and Twin Cities\' project) are in the Long stack with 3 Capitals: 36 pieces', () => {
    const parsed = parseSetup(4, {});
    if (!parsed.ok) throw new Error(parsed.error);
    const G = initialState(parsed.setup, 4, rng('la-setup'));
    expect(G.secret.stack.length).toBe(33 + 3);
    for (const p of ['290', '300', '310', 'TWP', 'CAP-1', 'CAP-2', 'CAP-3']) expect(G.secret.stack).toContain(p);
    expect(G.charters.columns.map((c) => c.length)).toEqual([4, 4, 4]);
    expect(G.charters.columns.flat().sort()).toEqual(['AG', 'CI', 'CO', 'EA', 'EM', 'ER', 'MA', 'NP', 'RE', 'SU', 'TU', 'TW']);
    expect(G.trains.stack.slice(0, 2)).toEqual(['T2-1', 'T2-2']);
    expect(G.trains.stack.length).toBe(7 + 6 + 4 + 3 + 3 + 7);
    expect(G.players.map((p) => p.cash)).toEqual([275, 275, 275, 275]);
    expect(moneyTotal(G)).toBe(24500);
    expect(G.priority).toBe(G.mapBuild.firstBuilder);
  });

  it('Short: 25 pieces + 2 Capitals, 2 columns of 4, the Short train stack', () => {
    const parsed = parseSetup(3, { mode: 'short' });
    if (!parsed.ok) throw new Error(parsed.error);
    const G = initialState(parsed.setup, 3, rng('la-short'));
    expect(G.secret.stack.length).toBe(27);
    expect(G.charters.columns.length).toBe(2);
    expect(G.trains.stack.length).toBe(6 + 4 + 3 + 2 + 1 + 7);
    expect(G.cfg.cycles).toBe(4);
  });
});

describe('secrecy (§5.5)', () => {
  it('the view keeps no trace of the map stack but its size', async () => {
    const { stripSecrets } = await import('../../../games/lost-atlas/view');
    const parsed = parseSetup(3, {});
    if (!parsed.ok) throw new Error(parsed.error);
    const G = initialState(parsed.setup, 3, rng('la-view'));
    const v = stripSecrets(G);
    expect(v.stackCount).toBe(36);
    expect('secret' in v).toBe(false);
    const text = JSON.stringify(v);
    // The stack's order is secret; its make-up follows from the public setup, which the view keeps in cfg.
    expect(text).not.toContain(JSON.stringify(G.secret.stack));
    expect(text).not.toContain(`"${G.secret.stack[0]}","${G.secret.stack[1]}"`);
  });
});

describe('invariants (§7.3)', () => {
  it('hold on the state before building, and each break is named', async () => {
    const { brokenInvariants } = await import('../../../games/lost-atlas/rules/invariants');
    const parsed = parseSetup(4, {});
    if (!parsed.ok) throw new Error(parsed.error);
    const G = initialState(parsed.setup, 4, rng('la-inv'));
    expect(brokenInvariants(G)).toEqual([]);
    // an auction and a launch keep them
    const { applyStartAuction, applyPassAuction, availableCharters } = await import('../../../games/lost-atlas/rules/auction');
    const { applyLaunch } = await import('../../../games/lost-atlas/rules/launch');
    G.sr = { passesInRow: 0, lastActor: null, soldThisSR: {}, soldThisTurn: [], boughtThisTurn: false, launchedAny: false, redeal: false };
    applyStartAuction(G, 0, 150);
    for (const s of [1, 2, 3]) applyPassAuction(G, s);
    applyLaunch(G, 0, availableCharters(G)[0]);
    expect(brokenInvariants(G)).toEqual([]);
    G.bank -= 10;
    G.trains.stack.pop();
    G.tileSupply['9'] += 1;
    expect(brokenInvariants(G)).toEqual(['money: 24490 ≠ 24500', 'trains: cards lost or duplicated', 'tile 9: supply + map ≠ 13']);
  });
});
