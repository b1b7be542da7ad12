// The four base Minors the first issue left out (design §3.1.1, §8.2): Overnight, Spacious, Adaptive,
// Bridging, on crafted positions.
import { describe, expect, it } from 'vitest';
import { buildNetwork } from '../../../games/lost-atlas/route/network';
import { companyView } from '../../../games/lost-atlas/route/view';
import { autoRoute } from '../../../games/lost-atlas/route/router';
import { checkRun, scorePlan } from '../../../games/lost-atlas/route/validate';
import { applyExtendRun, applyStartRun, closeRunReason, emptyDraft, extendRunReason, nextLinks } from '../../../games/lost-atlas/route/draft';
import { mergeConnected } from '../../../games/lost-atlas/rules/merger';
import { applyLay, isUpgrade, layReason, reachedTrack } from '../../../games/lost-atlas/rules/lay';
import { legalLays } from '../../../games/lost-atlas/rules/choices';
import { adaptiveHomes, applyLaunch, launchReason } from '../../../games/lost-atlas/rules/launch';
import { openSlots } from '../../../games/lost-atlas/rules/hubs';
import { trainLimit } from '../../../games/lost-atlas/rules/trains';
import { enumerate } from '../../../games/lost-atlas/enumerate';
import { checkMove } from '../../../games/lost-atlas/moves';
import type { AbilityId } from '../../../games/lost-atlas/data/minors';
import type { MapState, TrainHeld } from '../../../games/lost-atlas/rules/state';
import { hex, mapOf } from './helpers/map';
import { position } from './helpers/position';
import { playDirect } from './helpers/direct';
import { playoutPolicy } from './helpers/policy';

const T = (card: string, type: TrainHeld['type']): TrainHeld => ({ card, type });

/** Four cities (tile 57, 20 each) on a north–south line with straight track; X's hub on the first, Y's on the second (full). */
function lineWithFullCity(own = 'X', far?: string): MapState {
  const hexes = [];
  for (let i = 0; i < 4; i++) {
    hexes.push(hex(0, 2 * i, { tile: '57', hubs: i === 0 ? { 0: [own] } : i === 1 ? { 0: ['Y'] } : i === 2 && far ? { 0: [far] } : {} }));
    if (i < 3) hexes.push(hex(0, 2 * i + 1, { tile: '9' }));
  }
  return mapOf(hexes);
}
const link = (i: number) => `0,${2 * i}#0>0,${2 * i + 2}#0@0,${2 * i}/0.0,${2 * i + 1}/0`;
const city = (i: number) => `0,${2 * i}#0`;
const view = (map: MapState, abilities: AbilityId[]) => companyView(buildNetwork(map), { id: 'X', abilities, circusAvailable: true }, { phase: 'yellow', dd: {} });

describe('Overnight (§3.1.1 OV, §6.2 R7, §6.3 transit)', () => {
  const map = lineWithFullCity();
  const three = [T('T3-1', '3')];

  it('passes through a full city without counting it: reach, the router and the validator agree', () => {
    const plain = view(map, []);
    const ov = view(map, ['overnight']);
    const s2 = plain.net.stopIndex.get(city(2))!;
    expect(plain.reach[s2]).toBe(0);
    expect(ov.reach[s2]).toBe(1);
    expect(autoRoute(plain, three).revenue).toBe(40); // 0 → 1 (a full city ends the run)
    const best = autoRoute(ov, three);
    expect(best.revenue).toBe(60); // 0 → (1) → 2 → 3, three counted stops
    expect(best.plan.runs[0].transit).toEqual([city(1)]);
    expect(scorePlan(ov, three, best.plan)).toEqual({ revenue: 60, perRun: { 'T3-1': 60 } });
  });

  it('refuses a transit for another company, at a run end, or at a city that is not full', () => {
    const ov = view(map, ['overnight']);
    const run = { stops: [city(0), city(1), city(2)], links: [link(0), link(1)], transit: [city(1)] };
    expect(checkRun(ov, run, 2, new Set())).toMatchObject({ counted: 2, value: 40 });
    expect(checkRun(view(map, []), run, 2, new Set())).toMatch(/Only Overnight/);
    expect(checkRun(ov, { stops: [city(0), city(1)], links: [link(0)], transit: [city(1)] }, 3, new Set())).toMatch(/passed through/);
    expect(checkRun(ov, { stops: [city(0), city(1), city(2), city(3)], links: [link(0), link(1), link(2)], transit: [city(1), city(2)] }, 3, new Set())).toMatch(/not a full city/);
  });

  it('the run stage offers the transit step and counts only the stops the train counts', () => {
    const ov = view(map, ['overnight']);
    const cards = [T('T2-1', '2')];
    const d = emptyDraft();
    applyStartRun(d, 'T2-1', city(0));
    expect(nextLinks(ov, cards, d)).toEqual([[link(0)], [link(0), true]]);
    expect(extendRunReason(view(map, []), cards, d, link(0), true)).toMatch(/Only Overnight/);
    applyExtendRun(ov, d, link(0), true);
    expect(extendRunReason(ov, cards, d, link(1))).toBeNull(); // a 2-train: 0 and 2 counted, 1 passed
    applyExtendRun(ov, d, link(1));
    expect(closeRunReason(ov, cards, d)).toBeNull();
    expect(extendRunReason(ov, cards, d, link(2))).toMatch(/at most 2/);
  });

  it('track reach and the merger connection pass full cities for Overnight only', () => {
    // OV (or another Minor, AG) on the first city, EA on the third; Y fills the second
    const build = (id: 'OV' | 'AG') => position({
      hexes: Object.values(lineWithFullCity(id, 'EA').hexes),
      companies: [{ id, price: 80, abilities: id === 'OV' ? ['overnight'] : ['agricultural'] }, { id: 'EA', price: 80 }],
    });
    const plain = build('AG');
    expect(mergeConnected(plain, 'AG', 'EA')).toBe(false);
    expect(reachedTrack(plain, 'AG', ['agricultural']).ends.has('0,5/0')).toBe(false);
    const ov = build('OV');
    expect(mergeConnected(ov, 'OV', 'EA')).toBe(true);
    expect(reachedTrack(ov, 'OV', ['overnight']).ends.has('0,5/0')).toBe(true);
  });
});

describe('Adaptive (§3.1.1 AD)', () => {
  const G0 = () => {
    const G = position({
      columns: [['AD', 'AG'], ['EA']],
      hexes: [
        hex(0, 0, { kind: 'city' }), // empty basic city, no track
        hex(1, 0, { tile: '57', hubs: { 0: ['EA'] } }), // holds a hub
        hex(2, 0, { kind: 'city' }), // reserved below
        hex(3, 0, { kind: 'city', label: 'C' }), // a Capital
        hex(4, 0, { special: 'mining', piece: '02' }),
        hex(5, 0, { tile: '57', overlays: ['LMK-1'] }), // a Landmark city with track
      ],
    });
    G.reservations['2,0#0'] = 'AG';
    G.sr!.launching = { seat: 0, bid: 160 };
    return G;
  };

  it('chooses any empty basic city at launch, reached or not; hubs, reservations, Capitals and special homes are refused', () => {
    const G = G0();
    expect(adaptiveHomes(G)).toEqual(['0,0#0', '5,0#0']);
    expect(launchReason(G, 0, 'AD', '1,0#0')).toMatch(/already holds a hub/);
    expect(launchReason(G, 0, 'AD', '2,0#0')).toMatch(/reserved for AG/);
    expect(launchReason(G, 0, 'AD', '3,0#0')).toMatch(/basic city/);
    expect(launchReason(G, 0, 'AD', '4,0#0')).toMatch(/basic city/);
    expect(launchReason(G, 0, 'AD')).toMatch(/chooses its home/);
    expect(launchReason(G, 0, 'EA', '0,0#0')).toMatch(/Only Adaptive/);
    applyLaunch(G, 0, 'AD', '5,0#0');
    expect(G.companies.AD!.hubs).toEqual([{ space: 'H-1', cost: 0, state: 'placed', at: '5,0#0' }]);
    expect(G.companies.AD!.ab.home).toBe('5,0#0');
    expect(G.map.hexes['5,0'].hubs[0]).toEqual(['AD']);
  });

  it('the enumerator offers one launch per legal home, and the move accepts exactly those', () => {
    const G = G0();
    G.round = 'SR';
    const launches = enumerate(G, {}, '0').filter((m) => m.move === 'launch');
    expect(launches).toEqual([{ move: 'launch', args: ['AD', null, null, '0,0#0'] }, { move: 'launch', args: ['AD', null, null, '5,0#0'] }, { move: 'launch', args: ['EA'] }]);
    expect(checkMove(G, '0', 'launch', ['AD', null, null, '1,0#0'])).toMatch(/already holds a hub/);
    expect(checkMove(G, '0', 'launch', ['AD', null, null, '0,0#0'])).toBeNull();
  });
});

describe('Spacious (§3.1.1 SP)', () => {
  it('its home has 2 slots (its reservation takes 1) and it owns one more train slot, before and after merging', () => {
    const G = position({ hexes: [hex(0, 0, { special: 'spacious', piece: '11', cell: 'C' })], companies: [{ id: 'SP', price: 80, abilities: ['spacious'] }, { id: 'AG', price: 80 }] });
    G.reservations['0,0#0'] = 'SP';
    const launched = G.companies.SP;
    delete G.companies.SP; // before SP launches, its reservation holds one of the two slots
    expect(openSlots(G, '0,0#0', 'AG')).toBe(1);
    G.companies.SP = launched;
    expect(trainLimit(G, G.companies.SP!)).toBe(trainLimit(G, G.companies.AG!) + 1);
    G.phase = 'green';
    G.trainPhase = 3;
    G.companies.SP!.kind = 'major';
    G.companies.AG!.kind = 'major';
    expect(trainLimit(G, G.companies.SP!)).toBe(trainLimit(G, G.companies.AG!) + 1);
  });
});

describe('Bridging (§3.1.1 BR)', () => {
  // BR's hub on a city (0,0) whose track runs north–south; water south (0,1) and north of (0,-1).
  const G0 = (id: 'BR' | 'AG') => position({
    hexes: [
      hex(0, 0, { tile: '57', hubs: { 0: [id] } }),
      hex(0, 1, { kind: 'water' }),
      hex(0, 2, { tile: '57' }),
      hex(0, -1),
      hex(0, -2, { kind: 'water' }),
    ],
    companies: [{ id, price: 80, abilities: [id === 'BR' ? 'bridging' : 'agricultural'], treasury: 100 }],
  });

  it('lays a bridge on reached water as a yellow lay; nobody else may', () => {
    expect(layReason(G0('AG'), 'AG', '0,1', '721', 0)).toMatch(/Only the Bridging/);
    const G = G0('BR');
    expect(layReason(G, 'BR', '0,1', '721', 0)).toBeNull();
    expect(layReason(G, 'BR', '0,1', '9', 0)).toMatch(/takes only tiles 721, 722, 723/);
    expect(isUpgrade(G.map.hexes['0,1'])).toBe(false); // so it uses a yellow lay of the allowance
    expect(legalLays(G, 'BR').filter((m) => m.args?.[0] === '0,1').map((m) => m.args?.[1])).toContain('721');
  });

  it('its track may point into water (never off the map); others\' may not; anyone runs over a bridge', () => {
    expect(layReason(G0('AG'), 'AG', '0,-1', '9', 0)).toMatch(/into water/);
    const G = G0('BR');
    expect(layReason(G, 'BR', '0,-1', '9', 0)).toBeNull();
    applyLay(G, 'BR', '0,1', '721', 0);
    expect(G.tileSupply['721']).toBe(1);
    const net = buildNetwork(G.map);
    expect(net.links.some((l) => net.stops[l.from].id === '0,0#0' && net.stops[l.to].id === '0,2#0')).toBe(true);
    const ag = companyView(net, { id: 'AG', abilities: ['agricultural'], circusAvailable: false }, { phase: 'yellow', dd: {} });
    expect(ag.net.out[ag.net.stopIndex.get('0,2#0')!].length).toBe(1); // the bridge carries anyone's runs
    expect(layReason(G, 'BR', '0,1', '9', 0)).toMatch(/upgrades only to nothing|No tile|upgrade/);
  });
});

describe('Adaptive and Bridging in seeded playouts (§7.4)', () => {
  it('Long games with the base Minors launch Adaptive on a chosen city and lay Bridging\'s bridges, every invariant kept', () => {
    let adaptive = 0, bridges = 0;
    for (const n of [1, 2, 3, 4]) {
      const seed = `la-base-minors-${n}`;
      const r = playDirect(4, { mode: 'long', minors: 'base' }, seed, playoutPolicy(seed));
      expect(r.problems).toEqual([]);
      if (r.G.log!.some((l) => /launches AD( as the Major .*)? with its home at /.test(l.text))) adaptive++;
      bridges += 5 - ['721', '722', '723'].reduce((s, t) => s + r.G.tileSupply[t], 0);
    }
    expect(adaptive).toBeGreaterThan(0);
    expect(bridges).toBeGreaterThan(0);
  }, 60_000);
});
