// Track lays and upgrades on crafted positions (design §3.8, §7.2 "OR steps": colours, hex entry,
// mountain 40 on the yellow lay only, Tunneling's rebate, exits, reach, upgrades, supply, Mining hubs).
import { describe, expect, it } from 'vitest';
import { position, moneyTotal } from './helpers/position';
import { hex } from './helpers/map';
import { layReason, applyLay, layAllowanceReason, terrainCost } from '../../../games/lost-atlas/rules/lay';
import type { Hex } from '../../../games/lost-atlas/rules/state';

/** A 5 × 5 parallelogram of plain hexes around (0,0), X's home city at (0,0). */
function board(over: Record<string, Partial<Hex>> = {}, co = { id: 'AG' as const, abilities: [] as string[] }) {
  const hexes: Hex[] = [];
  for (let q = -2; q <= 2; q++) for (let r = -2; r <= 2; r++) {
    const base = hex(q, r, q === 0 && r === 0 ? { kind: 'city', hubs: { 0: [co.id] } } : {});
    hexes.push({ ...base, ...(over[`${q},${r}`] ?? {}) } as Hex);
  }
  return position({ hexes, companies: [{ id: co.id, price: 80, treasury: 100, abilities: co.abilities as never }] });
}

describe('laying track (§3.8)', () => {
  it('a city tile goes in the home first; track must then connect to reached track; the first lay counts for the second', () => {
    const G = board();
    expect(layReason(G, 'AG', '0,1', '9', 0)).toMatch(/connect to track the company reaches/);
    expect(layReason(G, 'AG', '0,0', '9', 0)).toMatch(/takes only tiles 5, 6, 57/);
    expect(layReason(G, 'AG', '0,0', '57', 0)).toBeNull();
    applyLay(G, 'AG', '0,0', '57', 0);
    expect(layReason(G, 'AG', '0,1', '9', 0)).toBeNull(); // joins the city's exit 0
    expect(layReason(G, 'AG', '1,0', '9', 0)).toMatch(/connect/);
    expect(G.tileSupply['57']).toBe(6);
  });

  it('green tiles wait for the green phase; an empty supply refuses the tile', () => {
    const G = board();
    expect(layReason(G, 'AG', '0,0', '15', 0)).toMatch(/not available before the green phase/);
    G.tileSupply['57'] = 0;
    expect(layReason(G, 'AG', '0,0', '57', 0)).toMatch(/No tile 57 is left/);
  });

  it('new exits may not point into water, a border, off the map, or a DD except by an entrance', () => {
    const G = board({ '0,1': { kind: 'water' }, '0,-1': { kind: 'border' } });
    expect(layReason(G, 'AG', '0,0', '57', 0)).toMatch(/water/);
    expect(layReason(G, 'AG', '0,0', '57', 3)).toMatch(/border/); // turned half round: exits 3 and 0 again, the border checked first
    expect(layReason(G, 'AG', '0,0', '57', 1)).toBeNull(); // exits 1 and 4
    const edge = board();
    applyLay(edge, 'AG', '0,0', '57', 0);
    applyLay(edge, 'AG', '0,1', '9', 0);
    expect(layReason(edge, 'AG', '0,2', '9', 0)).toMatch(/off the map/); // (0,3) is not on the map
    expect(layReason(edge, 'AG', '0,2', '8', 3)).toBeNull(); // exits 3 and 5: back to (0,1) and on to (1,2)
    const dd = board({ '0,1': { kind: 'dd', piece: '260', cell: 'C', pieceRot: 5 } }); // entrance 4 → 3
    expect(layReason(dd, 'AG', '0,0', '57', 0)).toBeNull(); // exit 0 meets the DD's entrance 3
    const dd2 = board({ '0,1': { kind: 'dd', piece: '260', cell: 'C', pieceRot: 0 } }); // entrance 4
    expect(layReason(dd2, 'AG', '0,0', '57', 0)).toMatch(/entrances/);
  });

  it('a yellow tile on a mountain costs 40, paid from the treasury; upgrades pay no terrain; Tunneling receives 60 back', () => {
    const G = board({ '0,1': { kind: 'mountain' } });
    applyLay(G, 'AG', '0,0', '57', 0);
    const before = moneyTotal(G);
    expect(layReason(G, 'AG', '0,1', '9', 0)).toBeNull();
    applyLay(G, 'AG', '0,1', '9', 0);
    expect(G.companies.AG!.treasury).toBe(60);
    expect(moneyTotal(G)).toBe(before);
    G.companies.AG!.treasury = 30;
    G.phase = 'green';
    expect(terrainCost(G.map.hexes['0,1'], '23')).toBe(0);
    const T = board({ '0,1': { kind: 'mountain' } }, { id: 'TU' as never, abilities: ['tunneling'] });
    applyLay(T, 'TU' as never, '0,0', '57', 0);
    applyLay(T, 'TU' as never, '0,1', '9', 0);
    expect(T.companies.TU!.treasury).toBe(120);
    T.companies.TU!.treasury = 30;
    expect(layReason(T, 'TU' as never, '0,-1', '9', 0)).toBeNull();
    const M = board({ '0,-1': { kind: 'mountain' } }, { id: 'TU' as never, abilities: ['tunneling'] });
    applyLay(M, 'TU' as never, '0,0', '57', 0);
    M.companies.TU!.treasury = 30;
    expect(layReason(M, 'TU' as never, '0,-1', '9', 0)).toMatch(/costs 40/); // it must pay the 40 first
  });

  it('an upgrade keeps every existing connection in the chosen rotation, follows the upgrade chart and returns the old tile', () => {
    const G = board();
    applyLay(G, 'AG', '0,0', '57', 0);
    G.phase = 'green';
    expect(layReason(G, 'AG', '0,0', '14', 0)).toBeNull(); // 14 has exits 0,1,3,4
    expect(layReason(G, 'AG', '0,0', '14', 1)).toMatch(/keep every existing connection/);
    expect(layReason(G, 'AG', '0,0', '294', 0)).toMatch(/upgrades only to 14, 15, 619/);
    applyLay(G, 'AG', '0,0', '14', 0);
    expect(G.tileSupply['57']).toBe(7);
    expect(G.map.hexes['0,0'].hubs).toEqual({ 0: ['AG'] });
  });

  it('the Mining home upgrades to LA1 (green) keeping its exit; the home hub follows the outer stop (C32)', () => {
    const G = board({ '0,0': { kind: 'city', special: 'mining', label: 'M', piece: '02', cell: 'A', pieceRot: 0, hubs: { 0: ['AG'] } } });
    G.phase = 'green';
    // the printed outer stop's exit 5 points to (1,0)
    expect(layReason(G, 'AG', '0,0', 'LA1', 0)).toMatch(/keep every existing connection/);
    expect(layReason(G, 'AG', '0,0', 'LA1', 5)).toBeNull();
    applyLay(G, 'AG', '0,0', 'LA1', 5);
    expect(G.map.hexes['0,0'].hubs).toEqual({ 1: ['AG'] });
  });

  it('allowance: 2 yellow lays or 1 upgrade; Agricultural may add one yellow after its upgrade', () => {
    expect(layAllowanceReason({ yellow: 1, upgrade: false }, false, [])).toBeNull();
    expect(layAllowanceReason({ yellow: 2, upgrade: false }, false, [])).toMatch(/Two yellow/);
    expect(layAllowanceReason({ yellow: 1, upgrade: false }, true, [])).toMatch(/replaces both/);
    expect(layAllowanceReason({ yellow: 0, upgrade: true }, false, [])).toMatch(/After an upgrade/);
    expect(layAllowanceReason({ yellow: 0, upgrade: true }, false, ['agricultural'])).toBeNull();
    expect(layAllowanceReason({ yellow: 1, upgrade: true }, false, ['agricultural'])).toMatch(/After an upgrade/);
  });
});
