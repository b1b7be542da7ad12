// Minor abilities with rules of their own beyond the route engine (design §3.1.1): Suburban's
// markers and Resourceful's waiting trains.
import { describe, expect, it } from 'vitest';
import { position } from './helpers/position';
import { hex } from './helpers/map';
import { suburbReason, applySuburb, suburbsLeft } from '../../../games/lost-atlas/rules/abilities/suburban';
import { dropWaitingTrains } from '../../../games/lost-atlas/rules/abilities/resourceful';
import { autoRoute } from '../../../games/lost-atlas/route/router';
import { buildNetwork } from '../../../games/lost-atlas/route/network';
import { companyView } from '../../../games/lost-atlas/route/view';

const suburbLine = () => position({
  hexes: [
    hex(0, 0, { tile: '57', piece: '06', hubs: { 0: ['SU'] } }), hex(0, 1, { tile: '9', piece: '06' }),
    hex(0, 2, { tile: '57', piece: '06' }), hex(0, 3, { tile: '9', piece: '160' }),
    hex(0, 4, { tile: '57', piece: '160' }), hex(0, 5, { tile: '9', piece: '160' }),
    hex(0, 6, { kind: 'city', label: 'C', tile: '293', piece: '170' }),
  ],
  companies: [{ id: 'SU', price: 70, abilities: ['suburban'] }],
});

describe('Suburban (§3.1.1)', () => {
  it('a suburb goes on a reached basic city without its hub, one per map piece, two in all; both in one turn is fine', () => {
    const G = suburbLine();
    expect(suburbReason(G, 'SU', '0,0')).toMatch(/without the company's hub/);
    expect(suburbReason(G, 'SU', '0,6')).toMatch(/not a Capital/);
    expect(suburbReason(G, 'SU', '0,2')).toBeNull();
    applySuburb(G, 'SU', '0,2');
    expect(suburbReason(G, 'SU', '0,2')).toMatch(/already has a suburb/);
    expect(suburbReason(G, 'SU', '0,4')).toBeNull();
    applySuburb(G, 'SU', '0,4');
    expect(suburbsLeft(G, 'SU')).toBe(0);
    expect(suburbReason(G, 'SU', '0,4')).toMatch(/Both suburb markers/);
    // +10 per counted suburb city in a run: 20 + 20 + 20 + 20 (two suburbs)
    const view = companyView(buildNetwork(G.map), { id: 'SU', abilities: ['suburban'], circusAvailable: false }, { phase: 'yellow', dd: {} });
    expect(autoRoute(view, [{ card: 'T3-1', type: '3' }]).revenue).toBe(80);
  });

  it('at most one suburb per map piece', () => {
    const G = suburbLine();
    G.map = { ...G.map, hexes: { ...G.map.hexes, '0,4': { ...G.map.hexes['0,4'], piece: '06' } } }; // a new map object: networks are cached per map
    applySuburb(G, 'SU', '0,2');
    expect(suburbReason(G, 'SU', '0,4')).toMatch(/one suburb per map piece/);
  });
});

describe('Resourceful (§3.1.1)', () => {
  it('waiting trains leave the game after the dividend step, whether they ran or not', () => {
    const G = position({ companies: [{ id: 'RE', price: 70, abilities: ['resourceful'], waiting: [{ card: 'T2-1', type: '2' }], trains: [{ card: 'T3-1', type: '3' }] }] });
    dropWaitingTrains(G, 'RE');
    expect(G.companies.RE!.waiting).toEqual([]);
    expect(G.trains.gone).toEqual(['T2-1']);
    expect(G.companies.RE!.trains.length).toBe(1);
  });
});

describe('Twin Cities (§3.12.4)', () => {
  it('S000-0019 at launch both homes get a hub; track reach and runs may start at either home', async () => {
    const { pieceHexes } = await import('../../../games/lost-atlas/rules/mapBuild');
    const { applyStartAuction, applyPassAuction } = await import('../../../games/lost-atlas/rules/auction');
    const { applyLaunch } = await import('../../../games/lost-atlas/rules/launch');
    const { layReason, applyLay } = await import('../../../games/lost-atlas/rules/lay');
    // TW-1 at (0,0): home (0,0), plain (1,0); TW-2 at (0,4): home (0,4), mountain (1,4); plain filler between and around
    const hexes = [...pieceHexes('TW-1', [0, 0], 0), ...pieceHexes('TW-2', [0, 4], 0)];
    for (let q = -1; q <= 2; q++) for (let r = -1; r <= 5; r++) if (!hexes.some((h) => h.q === q && h.r === r)) hexes.push(hex(q, r, {}));
    const G = position({ hexes, columns: [['TW']] });
    applyStartAuction(G, 0, 140);
    applyPassAuction(G, 1);
    applyPassAuction(G, 2);
    const c = applyLaunch(G, 0, 'TW');
    expect(c.hubs).toEqual([
      { space: 'H-1', cost: 0, state: 'placed', at: '0,0#0' },
      { space: 'H-2', cost: 0, state: 'placed', at: '0,4#0' },
    ]);
    expect(layReason(G, 'TW', '0,0', '57', 0)).toBeNull();
    expect(layReason(G, 'TW', '0,4', '57', 0)).toBeNull();
    applyLay(G, 'TW', '0,4', '57', 0);
    expect(layReason(G, 'TW', '0,3', '9', 0)).toBeNull(); // reached from the second home
    applyLay(G, 'TW', '0,3', '9', 0);
    applyLay(G, 'TW', '0,0', '57', 0);
    applyLay(G, 'TW', '0,1', '9', 0);
    G.map = { ...G.map, hexes: { ...G.map.hexes, '0,2': { ...G.map.hexes['0,2'], kind: 'city', tile: '57', rot: 0 } } }; // a new map object: networks are cached per map
    const view = companyView(buildNetwork(G.map), { id: 'TW', abilities: ['twinCities'], circusAvailable: false }, { phase: 'yellow', dd: {} });
    // a 2-train from each home to the middle city, over different track
    expect(autoRoute(view, [{ card: 'T2-1', type: '2' }, { card: 'T2-2', type: '2' }]).revenue).toBe(80);
  });
});
