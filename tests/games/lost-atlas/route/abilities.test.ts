// Route rules of the Landmarks abilities and the special stops on crafted maps: Coupling
// (S000-0008…0013), Express, Port halves, the Mining spur, Distant Destinations, Exhibition, Suburban.
import { describe, expect, it } from 'vitest';
import { buildNetwork } from '../../../../games/lost-atlas/route/network';
import { companyView } from '../../../../games/lost-atlas/route/view';
import { autoRoute } from '../../../../games/lost-atlas/route/router';
import { scorePlan, checkRun } from '../../../../games/lost-atlas/route/validate';
import { configProblem, runConfigs, runSlots, trainCount } from '../../../../games/lost-atlas/route/configs';
import type { AbilityId } from '../../../../games/lost-atlas/data/minors';
import type { MapState, TrainHeld } from '../../../../games/lost-atlas/rules/state';
import type { Phase } from '../../../../games/lost-atlas/data/economy';
import { hex, mapOf } from '../helpers/map';
import { bruteForceRevenue } from './bruteforce';

const T = (card: string, type: TrainHeld['type']): TrainHeld => ({ card, type });
const view = (map: MapState, abilities: AbilityId[] = [], phase: Phase = 'yellow', dd: Record<string, string> = {}) =>
  companyView(buildNetwork(map), { id: 'X', abilities, circusAvailable: true }, { phase, dd });

/** n cities (tile 57, 20 each) on a north–south line, two hexes apart, straight track between; X's hub on the first. */
function longLine(n: number): MapState {
  const hexes = [];
  for (let i = 0; i < n; i++) {
    hexes.push(hex(0, 2 * i, { tile: '57', hubs: i === 0 ? { 0: ['X'] } : {} }));
    if (i < n - 1) hexes.push(hex(0, 2 * i + 1, { tile: '9' }));
  }
  return mapOf(hexes);
}
const lineRun = (from: number, to: number) => {
  const stops: string[] = [], links: string[] = [];
  for (let i = from; i <= to; i++) {
    stops.push(`0,${2 * i}#0`);
    if (i < to) links.push(`0,${2 * i}#0>0,${2 * i + 2}#0@0,${2 * i}/0.0,${2 * i + 1}/0`);
  }
  return { stops, links };
};

describe('Coupling (§3.12.2)', () => {
  const cards = [T('T2-1', '2'), T('T2-2', '2'), T('T3-1', '3')];

  it('S000-0008 the config is chosen afresh: none, each consist as a multiset of types, and no uncouple with several numbered cards', () => {
    const configs = runConfigs(cards, ['coupling']);
    expect(configs).toContainEqual({ mode: 'none' });
    const consists = configs.filter((c) => c.mode === 'couple').map((c) => [...(c as { consist: string[] }).consist].sort().join('+'));
    expect(consists.sort()).toEqual(['T2-1+T2-2', 'T2-1+T2-2+T3-1', 'T2-1+T3-1']); // identical 2s give one config each
    expect(configs.some((c) => c.mode === 'uncouple')).toBe(false);
    expect(runConfigs(cards, [])).toEqual([{ mode: 'none' }]);
  });

  it('S000-0009 a 7 uncouples as 2+5 or 3+4; 1+6, a split 3 and two numbered cards are refused; ∞ is never split', () => {
    const seven = [T('T7-1', '7')];
    expect(configProblem(seven, { mode: 'uncouple', card: 'T7-1', split: [2, 5] }, ['coupling'])).toBeNull();
    expect(configProblem(seven, { mode: 'uncouple', card: 'T7-1', split: [3, 4] }, ['coupling'])).toBeNull();
    expect(configProblem(seven, { mode: 'uncouple', card: 'T7-1', split: [1, 6] }, ['coupling'])).toMatch(/2 or more/);
    expect(configProblem([T('T3-1', '3')], { mode: 'uncouple', card: 'T3-1', split: [1, 2] }, ['coupling'])).toMatch(/2 or more/);
    expect(configProblem(cards, { mode: 'uncouple', card: 'T3-1', split: [1, 2] }, ['coupling'])).toMatch(/exactly one numbered/);
    expect(configProblem([T('T7-1', 'inf')], { mode: 'uncouple', card: 'T7-1', split: [2, 5] }, ['coupling'])).toMatch(/exactly one numbered/);
    expect(runConfigs(seven, ['coupling']).filter((c) => c.mode === 'uncouple').map((c) => (c as { split: number[] }).split)).toEqual([[2, 5], [3, 4]]);
    // an ∞ beside the single numbered card runs normally
    expect(configProblem([T('T7-1', 'inf'), T('T4-1', '4')], { mode: 'uncouple', card: 'T4-1', split: [2, 2] }, ['coupling'])).toBeNull();
  });

  it('S000-0010 a consist of 3 cards uses 2 coupling markers; more than 4 markers are refused; ∞ never joins', () => {
    expect(configProblem(cards, { mode: 'couple', consist: ['T2-1', 'T2-2', 'T3-1'] }, ['coupling'])).toBeNull();
    expect(trainCount(cards, { mode: 'couple', consist: ['T2-1', 'T2-2', 'T3-1'] })).toBe(1);
    const six = Array.from({ length: 6 }, (_, i) => T(`T2-${i + 1}`, '2'));
    expect(configProblem(six, { mode: 'couple', consist: six.map((c) => c.card) }, ['coupling'])).toMatch(/box has 4/);
    expect(configProblem([T('T2-1', '2'), T('T7-1', 'inf')], { mode: 'couple', consist: ['T2-1', 'T7-1'] }, ['coupling'])).toMatch(/∞/);
  });

  it('S000-0011 two 2-trains and a 3-train run as a 5 plus a 2; the revenue is the sum of the two runs', () => {
    const v = view(longLine(6), ['coupling']);
    const plan = {
      config: { mode: 'couple' as const, consist: ['T2-1', 'T3-1'] },
      runs: [{ run: 'consist', ...lineRun(0, 4) }, { run: 'T2-2', stops: ['0,0#0'], links: [] }],
    };
    expect(runSlots(cards, plan.config, ['coupling'])).toEqual([{ id: 'consist', limit: 5 }, { id: 'T2-2', limit: 2 }]);
    expect(scorePlan(v, cards, plan)).toEqual({ revenue: 120, perRun: { consist: 100, 'T2-2': 20 } });
    // uncoupled, the same cards reach only 3 cities on the single track out of the home
    expect(autoRoute(view(longLine(6), []), cards).revenue).toBe(60 + 20 + 20);
    const routed = autoRoute(v, cards);
    expect(routed.revenue).toBe(120);
    expect(routed.plan.config.mode).toBe('couple');
    expect(bruteForceRevenue(v, cards)).toBe(120);
  });

  it('S000-0013 Express + one consist (train count 1) gets +1 stop; Express + uncouple (count 2) does not', () => {
    const two = [T('T2-1', '2'), T('T3-1', '3')];
    expect(runSlots(two, { mode: 'couple', consist: ['T2-1', 'T3-1'] }, ['coupling', 'express'])).toEqual([{ id: 'consist', limit: 6 }]);
    expect(runSlots([T('T5-1', '5')], { mode: 'uncouple', card: 'T5-1', split: [2, 3] }, ['coupling', 'express'])).toEqual([
      { id: 'part0', limit: 2 }, { id: 'part1', limit: 3 },
    ]);
    expect(runSlots([T('T3-1', '3')], { mode: 'none' }, ['express'])).toEqual([{ id: 'T3-1', limit: 4 }]);
    expect(runSlots(two, { mode: 'none' }, ['express'])).toEqual([{ id: 'T2-1', limit: 2 }, { id: 'T3-1', limit: 3 }]);
    expect(autoRoute(view(longLine(6), ['express']), [T('T3-1', '3')]).revenue).toBe(80);
  });
});

describe('special stops', () => {
  // Port (tile LA2) at (0,0): half 0 exits 0/1, half 1 exits 4/5. City A (tile 5 turned to exits 3/4) at (0,1)
  // joins half 0 directly and half 1 through a sharp curve at (1,0).
  const port = () => mapOf([
    hex(0, 0, { tile: 'LA2', rot: 0 }),
    hex(0, 1, { tile: '5', rot: 3, hubs: { 0: ['X'] } }),
    hex(1, 0, { tile: '7', rot: 1 }),
  ]);

  it('a run counts at most one Port half; two runs may each count a half and the same city over different track (R5, R10)', () => {
    const v = view(port());
    const net = v.net;
    const toHalf = (h: number) => net.links.find((l) => net.stops[l.from].id === '0,1#0' && net.stops[l.to].id === `0,0#${h}`)!;
    const back = net.links.find((l) => net.stops[l.from].id === '0,0#0' && net.stops[l.to].id === '0,1#0')!;
    expect(checkRun(v, { stops: ['0,0#0', '0,1#0', '0,0#1'], links: [back.key, toHalf(1).key] }, 3, new Set())).toMatch(/counted twice/);
    expect(autoRoute(v, [T('T3-1', '3')]).revenue).toBe(80);
    expect(autoRoute(v, [T('T2-1', '2'), T('T2-2', '2')]).revenue).toBe(160);
    expect(bruteForceRevenue(v, [T('T2-1', '2'), T('T2-2', '2')])).toBe(160);
  });

  it('the Mining spur is track between its two stops: a 3-train runs city, outer, inner', () => {
    const map = mapOf([hex(0, 0, { tile: 'LA1', rot: 0 }), hex(0, 1, { tile: '57', hubs: { 0: ['X'] } })]);
    const v = view(map);
    expect(v.net.sideNames).toContain('0,0#0-1');
    expect(autoRoute(v, [T('T3-1', '3')]).revenue).toBe(20 + 30 + 50);
    expect(autoRoute(v, [T('T2-1', '2')]).revenue).toBe(50);
  });

  // X's city (0,0) exits 0/3; a DD hex (tile 28's B cell turned to entrances 1/3) at (0,1); city Y (57 turned to 1/4) at (−1,2).
  const ddMap = (overlays: string[] = []) => mapOf([
    hex(0, 0, { tile: '57', hubs: { 0: ['X'] }, overlays }),
    hex(0, 1, { kind: 'dd', piece: '280', cell: 'B', pieceRot: 3 }),
    hex(-1, 2, { tile: '57', rot: 1 }),
  ]);

  it('R6 a Distant Destination is only a first or last stop; its value follows the phase', () => {
    const v = view(ddMap(), [], 'green', { 'DD:280': 'DD-1' });
    const net = v.net;
    const a = net.links.find((l) => net.stops[l.from].id === '0,0#0' && net.stops[l.to].dd)!;
    const b = net.links.find((l) => net.stops[l.from].dd && net.stops[l.to].id === '-1,2#0')!;
    expect(checkRun(v, { stops: ['0,0#0', 'DD:280', '-1,2#0'], links: [a.key, b.key] }, 3, new Set())).toMatch(/first or last/);
    expect(autoRoute(v, [T('T3-1', '3')]).revenue).toBe(20 + 40);
    expect(autoRoute(view(ddMap(), [], 'grey', { 'DD:280': 'DD-1' }), [T('T3-1', '3')]).revenue).toBe(20 + 100);
  });

  it('Exhibition Grounds: a run counting the LMK-3 city and a DD earns +20; Cathedral adds 10 to its city', () => {
    expect(autoRoute(view(ddMap(['LMK-3']), [], 'yellow', { 'DD:280': 'DD-1' }), [T('T2-1', '2')]).revenue).toBe(20 + 30 + 20);
    expect(autoRoute(view(ddMap(['LMK-1']), [], 'yellow', { 'DD:280': 'DD-1' }), [T('T2-1', '2')]).revenue).toBe(30 + 30);
  });

  it('Suburban: +10 per counted suburb city in each run, never doubled by Circus', () => {
    const map = longLine(3);
    map.hexes['0,2'] = { ...map.hexes['0,2'], suburb: 'SU' as never };
    const su = companyView(buildNetwork(map), { id: 'SU', abilities: ['suburban', 'circus'], circusAvailable: true }, { phase: 'yellow', dd: {} });
    // SU has no hub here: give it X's
    const withHub = mapOf(Object.values(map.hexes).map((h) => (h.q === 0 && h.r === 0 ? { ...h, hubs: { 0: ['SU' as never] } } : h)));
    const v = companyView(buildNetwork(withHub), { id: 'SU', abilities: ['suburban', 'circus'], circusAvailable: true }, { phase: 'yellow', dd: {} });
    expect(su.reach.some((x) => x === 1)).toBe(false);
    expect(autoRoute(v, [T('T4-1', '4')]).revenue).toBe(60 + 10 + 20);
  });
});
