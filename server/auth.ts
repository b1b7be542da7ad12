// Seat credentials: a seat authenticates only with the credentials the lobby gave it.
import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison; a seat without credentials never authenticates. */
export function credentialsMatch(given: unknown, stored: unknown): boolean {
  if (typeof given !== 'string' || typeof stored !== 'string' || given === '' || stored === '') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
