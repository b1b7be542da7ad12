// Bank Break (design §3.18) and playing on after a bankruptcy (§3.11 item 7), on crafted positions
// through the moves and `settle`, and the options that turn them on.
import { describe, expect, it } from 'vitest';
import { position, moneyTotal } from './helpers/position';
import { seededRandom } from './helpers/direct';
import { applyMove, checkMove } from '../../../games/lost-atlas/moves';
import { enumerate } from '../../../games/lost-atlas/enumerate';
import { actor, point, settle } from '../../../games/lost-atlas/rules/flow';
import { emptyDraft } from '../../../games/lost-atlas/route/draft';
import { parseSetup, type LASetup } from '../../../games/lost-atlas/setup-parse';
import { newGame } from '../../../games/lost-atlas/game';
import { lostAtlas } from '../../../games/lost-atlas';
import { brokenInvariants } from '../../../games/lost-atlas/rules/invariants';
import { bankTotal, certificates, certLimit } from '../../../games/lost-atlas/rules/bank';
import { buyReason } from '../../../games/lost-atlas/rules/shares';
import { startAuctionReason } from '../../../games/lost-atlas/rules/auction';
import { BANK_BREAK } from '../../../games/lost-atlas/data/economy';
import { lostAtlasMeta } from '../../../games/lost-atlas/meta';
import type { CoId, LAState } from '../../../games/lost-atlas/rules/state';

const fc = { turn: 1, random: seededRandom('bank') };
const setupOf = (n: number, raw: Record<string, unknown>): LASetup => {
  const p = parseSetup(n, raw);
  if (!p.ok) throw new Error(p.error);
  return p.setup;
};
function inOR(G: LAState, queue: CoId[], step: NonNullable<LAState['or']>['step'], round: 'OR1' | 'OR2' = 'OR1'): LAState {
  G.round = round;
  G.roundSeq = 1;
  G.sr = undefined;
  G.or = { queue, idx: 0, step, lays: { yellow: 0, upgrade: false }, issued: 0, draft: emptyDraft(), revenue: null, ...(step === 'forced' ? { forced: { soldFrom: [] } } : {}) };
  return G;
}
function move(G: LAState, name: string, ...args: unknown[]): void {
  const seat = String(actor(G));
  expect(checkMove(G, seat, name, args)).toBeNull();
  applyMove({ ...fc, G, seat }, name, args);
}
const texts = (G: LAState) => (G.log ?? []).map((l) => l.text);

describe('Bank Break (§3.18)', () => {
  it('the option: a bank of 8,000 at 2–5 players and 11,000 at 6–7, less the starting cash; money is conserved against it', () => {
    for (const [n, bank] of [[2, 8000], [3, 8000], [5, 8000], [6, 11000], [7, 11000]] as const) {
      const G = newGame(n, setupOf(n, { bankBreak: true }), seededRandom(`bb${n}`));
      expect(G.cfg.bankBreak).toBe(true);
      expect(bankTotal(G)).toBe(bank);
      expect(moneyTotal(G)).toBe(bank);
      expect(G.bank).toBe(bank - G.players[0].cash * n);
      expect(brokenInvariants(G)).toEqual([]);
    }
    const plain = newGame(3, setupOf(3, {}), seededRandom('bb-plain'));
    expect(plain.bank).toBe(24500 - 3 * 300);
    expect(certLimit(plain)).toBeNull();
    expect(lostAtlasMeta.variants.find((v) => v.key === 'bankBreak')).toMatchObject({ type: 'boolean', default: false });
  });

  it('certificate limits 16/16/12/10/11/9 for 2–7 players; every certificate counts 1, the president\'s too; a buy or an auction past the limit is refused', () => {
    expect([2, 3, 4, 5, 6, 7].map((n) => BANK_BREAK.certLimit[n])).toEqual([16, 16, 12, 10, 11, 9]);
    const G = position({ players: [900, 900, 900, 900, 900], companies: [
      { id: 'AG', price: 70, president: '0', holders: { 0: 3 }, treasuryShares: 2 },
      { id: 'EA', price: 60, president: '1', holders: { 0: 1, 1: 2 }, treasuryShares: 2 },
      { id: 'NP', price: 60, president: '1', holders: { 0: 1, 1: 2 }, treasuryShares: 2 },
      { id: 'C', kind: 'major', price: 100, president: '0', holders: { 0: 5 }, treasuryShares: 5 },
    ] as never });
    G.cfg.players = 5;
    G.cfg.bankBreak = true;
    // AG: president certificate + 1 single = 2; EA and NP: 1 single each; C: president certificate + 3 singles = 4
    expect(certificates(G, '0')).toBe(8);
    expect(certLimit(G)).toBe(10);
    expect(buyReason(G, '0', 'EA', 'treasury')).toBeNull();
    G.holdings['0'] = { ...G.holdings['0'], EA: 2, NP: 2 };
    expect(certificates(G, '0')).toBe(10);
    expect(buyReason(G, '0', 'C', 'treasury')).toBe('Bank Break: you hold 10 certificates and the limit is 10.');
    expect(startAuctionReason(G, 0, 120)).toBe('Bank Break: you hold 10 certificates and the limit is 10.');
    expect(startAuctionReason(G, 1, 120)).toBeNull();
    G.cfg.bankBreak = false;
    expect(startAuctionReason(G, 0, 120)).toBeNull();
  });

  it('a player at the limit is passed over in an auction like one who cannot afford the next bid', () => {
    const G = position({ players: [900, 900, 900], companies: [
      { id: 'EA', price: 60, president: '1', holders: { 1: 3 }, treasuryShares: 2 },
    ] as never });
    G.cfg.bankBreak = true;
    G.cfg.players = 3; // limit 16
    G.holdings['1'] = { EA: 17 } as never; // 16 certificates: at the limit
    G.round = 'SR';
    G.roundSeq = 1;
    G.sr!.turnSeat = 0;
    move(G, 'startAuction', 120);
    expect(G.sr!.auction!.passed).toContain(1);
    expect(actor(G)).toBe(2);
    expect(enumerate(G, {}, '2')[0]).toEqual({ move: 'bid', args: [125] });
  });

  it('U23: when the bank first cannot pay it keeps paying and is marked broken; the game ends after OR2 of that cycle, with no Merger Round or export', () => {
    const G = inOR(position({ phase: 'green', trainPhase: 3, companies: [{ id: 'AG', price: 70, president: '0', holders: { 0: 2 }, treasuryShares: 3, trains: [{ card: 'T3-1', type: '3' }] }] as never }), ['AG'], 'dividend');
    G.cfg.bankBreak = true;
    G.bank = 30;
    G.or!.revenue = 100;
    const total = moneyTotal(G);
    move(G, 'payout');
    expect(G.bank).toBeLessThan(0);
    expect(G.bankBroken).toEqual({ cycle: 1, round: 'OR1' });
    expect(texts(G).some((t) => /bank cannot cover a payment .* ends after OR2 of this cycle/.test(t))).toBe(true);
    expect(G.end).toBeUndefined();
    expect(moneyTotal(G)).toBe(total);
    // the rest of OR1 and OR2 are played; then the game ends instead of the Merger Round
    G.round = 'OR2';
    G.or = { queue: [], idx: 0, step: 'leadoff', lays: { yellow: 0, upgrade: false }, issued: 0, draft: emptyDraft(), revenue: null };
    const stack = [...G.trains.stack];
    settle(G, fc);
    expect(G.end).toEqual({ reason: 'bankBreak' });
    expect(G.round).toBe('END');
    expect(G.trains.stack).toEqual(stack); // no export
    expect(texts(G)).toContain('The bank broke in cycle 1: the game ends after OR2.');
    expect(G.history!.at(-1)!.label).toBe('Cycle 1');
    expect(lostAtlas.game.endIf!({ G } as never)).toMatchObject({ reason: 'bankBreak' });
  });

  it('without the variant a negative bank has no effect; a bank broken in the Merger Round ends the game at the cycle\'s end, after the export', () => {
    const plain = inOR(position({ phase: 'green', trainPhase: 3 }), [], 'leadoff', 'OR2');
    plain.bank = -50;
    settle(plain, fc);
    expect(plain.bankBroken).toBeUndefined();
    expect(plain.end).toBeUndefined();
    expect(plain.cycle).toBe(2);

    const G = position({ phase: 'green', trainPhase: 3, stack: ['T4-1', 'T4-2'] });
    G.cfg.bankBreak = true;
    G.round = 'MR';
    G.sr = undefined;
    G.mr = { queue: [], idx: 0, barred: [] };
    G.bank = -5;
    settle(G, fc);
    expect(G.bankBroken).toEqual({ cycle: 1, round: 'MR' });
    expect(G.trains.stack).toEqual(['T4-2']); // the cycle's export happened
    expect(G.end).toEqual({ reason: 'bankBreak' });
  });
});

describe('playing on after a bankruptcy (§3.11 item 7, bankruptcyContinues)', () => {
  /** Seat 0 presides trainless AG and EA (seat 2 holds 2 EA); seat 1 presides NP, where seat 0 holds a single. */
  function bankrupt(players = [0, 300, 300]): LAState {
    const G = inOR(position({ trainPhase: 3, phase: 'green', stack: ['T4-1'], players, companies: [
      { id: 'AG', price: 70, treasury: 0, president: '0', holders: { 0: 2 }, treasuryShares: 3 },
      { id: 'EA', price: 60, president: '0', holders: { 0: 3, 2: 2 }, operated: false, trains: [{ card: 'T3-1', type: '3' }] },
      { id: 'NP', price: 50, president: '1', holders: { 0: 1, 1: 2 }, treasuryShares: 2, operated: false, trains: [{ card: 'T3-2', type: '3' }] },
    ] as never }), ['AG', 'NP'], 'forced');
    G.cfg.bankruptcyContinues = true;
    return G;
  }

  it('the bankrupt player is out and ranks last; the trainless company dissolves; the other certificates go to the pool (cap waived, no price move); the presidency passes to the most shares', () => {
    const G = bankrupt();
    const total = moneyTotal(G);
    expect(enumerate(G, {}, '0')).toEqual([{ move: 'declareBankruptcy', args: [] }]);
    move(G, 'declareBankruptcy');
    expect(G.end).toBeUndefined();
    expect(G.players[0]).toEqual({ cash: 0, out: true });
    expect(G.companies.AG!.closed).toBe(true);
    // EA: seat 0's 3 shares to the pool (3 > the cap of 2), seat 2 presides with 2; the price stays
    expect(G.companies.EA).toMatchObject({ president: '2', poolShares: 3 });
    expect(G.companies.NP).toMatchObject({ president: '1', poolShares: 1 });
    expect(G.holdings['0']).toEqual({});
    expect(G.companies.EA!.priceIdx).toBe(6);
    // (a crafted position holds arbitrary train cards, so only the train-card count is off)
    expect(brokenInvariants(G).filter((x) => !x.startsWith('trains'))).toEqual([]);
    expect(moneyTotal(G)).toBe(total);
    expect(G.or!.queue[G.or!.idx]).toBe('NP'); // the game goes on with the next company
    expect(texts(G).some((t) => /is bankrupt and out of the game: AG dissolves/.test(t))).toBe(true);
    // seat 0 never acts again: the next Stock Round skips it
    G.end = { reason: 'cycles' };
    expect(lostAtlas.game.endIf!({ G } as never)!.winners).not.toContain('0');
  });

  it('a company nobody can preside (no one else holds 2 shares) dissolves; with one player left the game ends', () => {
    const G = bankrupt();
    G.holdings['2'] = { EA: 1 };
    G.companies.EA!.poolShares = 1;
    move(G, 'declareBankruptcy');
    expect(G.companies.EA!.closed).toBe(true);
    expect(G.end).toBeUndefined();

    const two = bankrupt([0, 300]);
    two.holdings = { 0: { AG: 2, EA: 3, NP: 1 }, 1: { NP: 2, EA: 2 } };
    two.players = [{ cash: 0, out: false }, { cash: 300, out: false }];
    two.cfg.players = 2;
    move(two, 'declareBankruptcy');
    expect(two.end).toEqual({ reason: 'bankruptcy' });
    expect(lostAtlas.game.endIf!({ G: two } as never)!.winners).toEqual(['1']);
  });

  it('the options parse to themselves and default off; without bankruptcyContinues a bankruptcy still ends the game', () => {
    const once = parseSetup(4, { bankBreak: true, bankruptcyContinues: true });
    expect(once).toMatchObject({ ok: true, setup: { bankBreak: true, bankruptcyContinues: true } });
    if (once.ok) expect(parseSetup(4, once.setup)).toEqual(once);
    expect(parseSetup(4, {})).toMatchObject({ ok: true, setup: { bankBreak: false, bankruptcyContinues: false } });
    const G = bankrupt();
    G.cfg.bankruptcyContinues = false;
    move(G, 'declareBankruptcy');
    expect(G.end).toEqual({ reason: 'bankruptcy' });
  });
});
