// Direct-to-Major launches (design §3.5 D2M; S000-0023, S000-0025…0028).
import { describe, expect, it } from 'vitest';
import { position, moneyTotal } from './helpers/position';
import { hex } from './helpers/map';
import { applyStartAuction, applyPassAuction } from '../../../games/lost-atlas/rules/auction';
import { d2mReason, applyLaunchD2M, freeMajors } from '../../../games/lost-atlas/rules/launch';
import { priceOf } from '../../../games/lost-atlas/rules/market';
import { sellReason } from '../../../games/lost-atlas/rules/shares';
import { leadoffChoices } from '../../../games/lost-atlas/rules/trains';

function won(phase: 'green' | 'purple' | 'grey', bid = 300, d2m = true) {
  const G = position({
    phase, trainPhase: phase === 'green' ? 3 : phase === 'purple' ? 5 : 7, players: [400, 400, 400],
    hexes: [hex(0, 0, { kind: 'city', piece: '03', cell: 'A' }), hex(1, 0, { kind: 'city', piece: '03', cell: 'B' })],
  });
  G.cfg.directToMajor = d2m;
  applyStartAuction(G, 0, bid);
  applyPassAuction(G, 1);
  applyPassAuction(G, 2);
  return G;
}

describe('Direct-to-Major', () => {
  it('S000-0023 refused in green, accepted in purple and grey when the option is on', () => {
    expect(d2mReason(won('green'), 0, 'AG', 'A', 'Authority')).toMatch(/purple and grey/);
    expect(d2mReason(won('purple'), 0, 'AG', 'A', 'Authority')).toBeNull();
    expect(d2mReason(won('grey'), 0, 'AG', 'A', 'Authority')).toBeNull();
    expect(d2mReason(won('grey', 300, false), 0, 'AG', 'A', 'Authority')).toMatch(/not in this game/);
  });

  it('S000-0025 it takes an available charter and a free Major; with no free Major only a normal launch is left', () => {
    const G = won('purple');
    expect(d2mReason(G, 0, 'EA', 'C', 'Conglomerate')).toMatch(/front of a charter column/);
    expect(d2mReason(G, 0, 'AG', 'C', 'Nonsense')).toMatch(/Conglomerate or Consortium/);
    for (const l of freeMajors(G)) G.companies[l] = { id: l } as never; // every charter formed
    expect(freeMajors(G)).toEqual([]);
    expect(d2mReason(G, 0, 'AG', 'C', 'Conglomerate')).toMatch(/not free/);
  });

  it('S000-0026 eight treasury shares, the home hub, two hubs at 60 and no FREE one, and exactly the Minor\'s one ability', () => {
    const G = won('grey', 300);
    const before = moneyTotal(G);
    const c = applyLaunchD2M(G, 0, 'AG', 'L', 'League');
    expect(c).toMatchObject({ kind: 'major', treasury: 300, treasuryShares: 8, poolShares: 0, abilities: ['agricultural'], partners: ['AG', 'blank'] });
    expect(G.holdings['0'].L).toBe(2);
    expect(c.hubs).toEqual([
      { space: 'I-1', cost: 0, state: 'placed', at: '1,0#0' },
      { space: 'P-1', cost: 60, state: 'unplaced' },
      { space: 'P-2', cost: 60, state: 'unplaced' },
    ]);
    expect(c.hubs.some((h) => h.state === 'free')).toBe(false);
    expect(priceOf(G, 'L')).toBe(135); // 150 capped at 135
    expect(G.companies.AG).toBeUndefined(); // the Minor's certificates leave the game
    expect(moneyTotal(G)).toBe(before);
  });

  it('S000-0027 it may buy a leadoff train in its first OR when the treasury covers one, and skips the step otherwise', () => {
    const G = won('grey', 300);
    const c = applyLaunchD2M(G, 0, 'AG', 'L', 'League');
    G.trains.stack = ['T7-5'];
    expect(leadoffChoices(G, 'L')).toEqual([]); // 750 or 1000: not affordable
    G.trains.pool.push({ card: 'T6-1', type: '6' });
    expect(leadoffChoices(G, 'L')).toEqual([]);
    c.treasury = 800;
    expect(leadoffChoices(G, 'L')).toEqual([{ source: 'stack', card: 'T7-5', side: '7' }, { source: 'pool', card: 'T6-1' }]);
  });

  it('S000-0028 its shares cannot be sold until it has operated once', () => {
    const G = won('grey', 300);
    const c = applyLaunchD2M(G, 0, 'AG', 'L', 'League');
    G.holdings['1'] = { L: 2 };
    c.treasuryShares = 6;
    G.sr!.soldThisTurn = [];
    expect(sellReason(G, '1', 'L', 1)).toMatch(/operated once/);
    c.operated = true;
    expect(sellReason(G, '1', 'L', 1)).toBeNull();
  });

  it('S000-0014 with D2M, Manufacturing still pays 50 and takes the M-train, and owes no leadoff (C16)', () => {
    const G = position({ phase: 'purple', trainPhase: 5, columns: [['MA']], players: [400, 400, 400] });
    G.cfg.directToMajor = true;
    applyStartAuction(G, 0, 200);
    applyPassAuction(G, 1);
    applyPassAuction(G, 2);
    const c = applyLaunchD2M(G, 0, 'MA', 'C', 'Conglomerate');
    expect(c.treasury).toBe(150);
    expect(c.trains).toEqual([{ card: 'M2', type: 'M2' }]);
    expect(leadoffChoices(G, 'C')).toEqual([]);
  });
});
