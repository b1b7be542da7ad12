// The route engine (design §6): the network, the run rules R1–R12 on crafted maps, and the router
// against hand-computed optima and the brute-force reference.
import { describe, expect, it } from 'vitest';
import { buildNetwork } from '../../../../games/lost-atlas/route/network';
import { companyView, type RouteCompany } from '../../../../games/lost-atlas/route/view';
import { autoRoute } from '../../../../games/lost-atlas/route/router';
import { scorePlan, checkRun } from '../../../../games/lost-atlas/route/validate';
import type { AbilityId } from '../../../../games/lost-atlas/data/minors';
import type { TrainHeld, MapState } from '../../../../games/lost-atlas/rules/state';
import { hex, mapOf } from '../helpers/map';
import { bruteForceRevenue } from './bruteforce';

const co = (abilities: AbilityId[] = [], circusAvailable = true): RouteCompany => ({ id: 'X', abilities, circusAvailable });
const ctx = { phase: 'yellow' as const, dd: {} as Record<string, string> };
const view = (map: MapState, abilities: AbilityId[] = [], extra: Partial<typeof ctx> = {}) => companyView(buildNetwork(map), co(abilities), { ...ctx, ...extra });
const T = (card: string, type: TrainHeld['type']): TrainHeld => ({ card, type });

// A straight line along edges 0/3 (south/north): (0,0) city — (0,1) track — (0,2) city — (0,3) track — (0,4) city.
// Tile 57 is a city with exits 0 and 3; tile 9 a straight 0–3.
const line = (hubs: Record<string, Record<number, string[]>> = {}) => mapOf([
  hex(0, 0, { tile: '57', hubs: hubs['0,0'] ?? { 0: ['X'] } }),
  hex(0, 1, { tile: '9' }),
  hex(0, 2, { tile: '57', hubs: hubs['0,2'] }),
  hex(0, 3, { tile: '9' }),
  hex(0, 4, { tile: '57', hubs: hubs['0,4'] }),
]);

describe('network (§6.1)', () => {
  it('links join consecutive stops across stop-less track, in both directions, and never pass a stop', () => {
    const net = buildNetwork(line());
    const keys = net.links.map((l) => l.key).sort();
    expect(keys).toEqual([
      '0,0#0>0,2#0@0,0/0.0,1/0',
      '0,2#0>0,0#0@0,1/0.0,0/0',
      '0,2#0>0,4#0@0,2/0.0,3/0',
      '0,4#0>0,2#0@0,3/0.0,2/0',
    ]);
  });

  it('track crosses a side only when both hexes have track on it', () => {
    // (0,1) turned so its straight runs 1–4: no track on edge 0/3, so the cities are not joined.
    const map = line();
    map.hexes['0,1'] = hex(0, 1, { tile: '9', rot: 1 });
    const net = buildNetwork(map);
    expect(net.links.filter((l) => net.stops[l.from].id === '0,0#0').length).toBe(0);
  });

  it('a two-hex DD is one stop reached through any of its entrances', () => {
    // Tile 27's DD cells B and C share one stop DD:270.
    const map = mapOf([
      hex(0, 0, { tile: '57', rot: 0, hubs: { 0: ['X'] } }),
      hex(0, 1, { kind: 'dd', piece: '270', cell: 'C', pieceRot: 4 }), // C entrances [5,1] turned by 4 → [3,5]: meets the city's edge 0
      hex(0, -1, { kind: 'dd', piece: '270', cell: 'B', pieceRot: 4 }), // B entrance [4] → [2]: not joined to the city's edge 3
    ]);
    const net = buildNetwork(map);
    expect(net.stops.filter((s) => s.dd).map((s) => s.id)).toEqual(['DD:270']);
    expect(net.links.some((l) => net.stops[l.from].id === '0,0#0' && net.stops[l.to].id === 'DD:270')).toBe(true);
  });
});

describe('run rules (§6.2)', () => {
  it('R1 a link key naming unknown track is refused; R2 reused track is refused; R3 a run needs an own hub', () => {
    const v = view(line());
    const ok = checkRun(v, { stops: ['0,0#0', '0,2#0'], links: ['0,0#0>0,2#0@0,0/0.0,1/0'] }, 2, new Set());
    expect(ok).toEqual({ counted: 2, value: 40, maxStopValue: 20 });
    expect(checkRun(v, { stops: ['0,0#0', '0,2#0'], links: ['0,0#0>0,2#0@0,0/0.9,9/0'] }, 2, new Set())).toMatch(/no track/);
    const used = new Set<number>();
    checkRun(v, { stops: ['0,0#0', '0,2#0'], links: ['0,0#0>0,2#0@0,0/0.0,1/0'] }, 2, used);
    expect(checkRun(v, { stops: ['0,2#0', '0,0#0'], links: ['0,2#0>0,0#0@0,1/0.0,0/0'] }, 2, used)).toMatch(/reuses track/);
    expect(checkRun(v, { stops: ['0,2#0', '0,4#0'], links: ['0,2#0>0,4#0@0,2/0.0,3/0'] }, 2, new Set())).toMatch(/hubs/);
  });

  it('R4 the limit; R7 a full city only at an end; R9 a local run needs an own hub', () => {
    const full = view(line({ '0,2': { 0: ['Y'] } }));
    const through = { stops: ['0,0#0', '0,2#0', '0,4#0'], links: ['0,0#0>0,2#0@0,0/0.0,1/0', '0,2#0>0,4#0@0,2/0.0,3/0'] };
    expect(checkRun(full, through, 3, new Set())).toMatch(/full/);
    expect(checkRun(full, { stops: through.stops.slice(0, 2), links: through.links.slice(0, 1) }, 2, new Set())).toMatchObject({ counted: 2 });
    const open = view(line());
    expect(checkRun(open, through, 2, new Set())).toMatch(/at most 2/);
    expect(checkRun(open, through, 3, new Set())).toMatchObject({ counted: 3, value: 60 });
    expect(checkRun(open, { stops: ['0,0#0'], links: [] }, 2, new Set())).toMatchObject({ counted: 1, value: 20 });
    expect(checkRun(open, { stops: ['0,2#0'], links: [] }, 2, new Set())).toMatch(/local run/);
  });
});

describe('router', () => {
  it('runs the 3-train over the whole line and the 2-train locally when track would be reused', () => {
    const v = view(line());
    const r = autoRoute(v, [T('T3-1', '3'), T('T2-1', '2')]);
    expect(r.optimal).toBe(true);
    expect(r.revenue).toBe(60 + 20);
    expect(bruteForceRevenue(v, [T('T3-1', '3'), T('T2-1', '2')])).toBe(80);
  });

  it('S000-0006 Circus counts one stop twice using two of the train\'s stops, once per OR', () => {
    const cards = [T('T3-1', '3')];
    expect(autoRoute(view(line(), ['circus']), cards).revenue).toBe(60); // 3 stops used: no room to double
    const two = view(line(), ['circus']);
    const r = autoRoute(two, [T('T4-1', '4')]);
    expect(r.revenue).toBe(80);
    expect(r.plan.circus).toBeDefined();
    const used = companyView(buildNetwork(line()), co(['circus'], false), ctx);
    expect(autoRoute(used, [T('T4-1', '4')]).revenue).toBe(60);
  });

  it('S000-0007 a Circus double must still fit the limit: a plan doubling on a full train is refused', () => {
    const v = view(line(), ['circus']);
    const plan = {
      config: { mode: 'none' as const },
      runs: [{ run: 'T3-1', stops: ['0,0#0', '0,2#0', '0,4#0'], links: ['0,0#0>0,2#0@0,0/0.0,1/0', '0,2#0>0,4#0@0,2/0.0,3/0'] }],
      circus: { run: 'T3-1', stop: '0,0#0' },
    };
    expect(scorePlan(v, [T('T3-1', '3')], plan)).toMatch(/at most 2/);
    expect(scorePlan(v, [T('T3-1', '4')], plan)).toEqual({ revenue: 80, perRun: { 'T3-1': 80 } });
  });
});
