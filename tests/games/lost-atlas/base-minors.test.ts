// The four base Minors the first issue left out (design §3.1.1, §8.2): Overnight, Spacious, Adaptive,
// Bridging, on crafted positions.
import { describe, expect, it } from 'vitest';
import { buildNetwork } from '../../../games/lost-atlas/route/network';
import { companyView } from '../../../games/lost-atlas/route/view';
import { autoRoute } from '../../../games/lost-atlas/route/router';
import { checkRun, scorePlan } from '../../../games/lost-atlas/route/validate';
import { applyExtendRun, applyStartRun, closeRunReason, emptyDraft, extendRunReason, nextLinks } from '../../../games/lost-atlas/route/draft';
import { mergeConnected } from '../../../games/lost-atlas/rules/merger';
import { reachedTrack } from '../../../games/lost-atlas/rules/lay';
import type { AbilityId } from '../../../games/lost-atlas/data/minors';
import type { MapState, TrainHeld } from '../../../games/lost-atlas/rules/state';
import { hex, mapOf } from './helpers/map';
import { position } from './helpers/position';

const T = (card: string, type: TrainHeld['type']): TrainHeld => ({ card, type });

/** Four cities (tile 57, 20 each) on a north–south line with straight track; X's hub on the first, Y's on the second (full). */
function lineWithFullCity(): MapState {
  const hexes = [];
  for (let i = 0; i < 4; i++) {
    hexes.push(hex(0, 2 * i, { tile: '57', hubs: i === 0 ? { 0: ['X'] } : i === 1 ? { 0: ['Y'] } : {} }));
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
    const G = position({ hexes: [...Object.values(lineWithFullCity().hexes)] });
    // X is the company on the first city; Z holds the third city (0,4)
    const hexes = { ...G.map.hexes, '0,4': { ...G.map.hexes['0,4'], hubs: { 0: ['Z' as never] } } };
    G.map = { version: 2, hexes };
    G.companies.X = { id: 'X' as never, kind: 'minor', abilities: [], president: '0', treasury: 0, treasuryShares: 3, poolShares: 0, priceIdx: 8, operated: true, leadoffDue: false, trains: [], waiting: [], hubs: [], ab: {} };
    G.companies.Z = { ...G.companies.X!, id: 'Z' as never };
    expect(mergeConnected(G, 'X' as never, 'Z' as never)).toBe(false);
    expect(reachedTrack(G, 'X' as never, []).ends.has('0,5/0')).toBe(false);
    G.companies.X!.abilities = ['overnight'];
    expect(mergeConnected(G, 'X' as never, 'Z' as never)).toBe(true);
    expect(reachedTrack(G, 'X' as never, ['overnight']).ends.has('0,5/0')).toBe(true);
  });
});
