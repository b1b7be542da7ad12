// The bank (design §3.18): its size, and the Bank Break variant — a smaller bank whose first shortfall
// ends the game soon after, and a certificate limit per player.
import { BANK, BANK_BREAK } from '../data/economy';
import type { LAState, Seat } from './state';

/** All the money of the game: the default bank (24,500) or Bank Break's (8,000 at 2–5, 11,000 at 6–7). */
export const bankTotal = (G: LAState): number => (G.cfg.bankBreak ? BANK_BREAK.bank[G.cfg.players] : BANK.value);

/** A player's certificates: every certificate counts 1, a president certificate (2 shares) too. */
export function certificates(G: LAState, seat: Seat): number {
  let n = 0;
  for (const [co, count] of Object.entries(G.holdings[seat] ?? {})) {
    if (!count) continue;
    const c = G.companies[co as keyof LAState['companies']];
    n += c && c.president === seat ? count - 1 : count;
  }
  return n;
}

/** Bank Break's certificate limit for the game's player count, or null without the variant. */
export const certLimit = (G: LAState): number | null => (G.cfg.bankBreak ? BANK_BREAK.certLimit[G.cfg.players] : null);

/** Why `seat` may not take one more certificate (a share bought, an auction opened or bid on), or null. */
export function certLimitReason(G: LAState, seat: Seat): string | null {
  const limit = certLimit(G);
  if (limit === null) return null;
  const n = certificates(G, seat);
  return n + 1 > limit ? `Bank Break: you hold ${n} certificate${n === 1 ? '' : 's'} and the limit is ${limit}.` : null;
}

/**
 * Records the first time the bank could not cover a payment (its balance below 0; it keeps paying).
 * Returns true when the bank broke just now.
 */
export function noteBankBreak(G: LAState): boolean {
  if (!G.cfg.bankBreak || G.bankBroken || G.bank >= 0) return false;
  G.bankBroken = { cycle: G.cycle, round: G.round ?? 'SR' };
  return true;
}
