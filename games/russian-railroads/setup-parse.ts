// Validating setupData (the variants) for a seat count, with sentences a person can read.
import type { SetupParse } from '../kit/types';
import type { RRSetup } from './rules/state';

const BOARDS = ['base', 'german', 'american'] as const;
/** Modules not built yet are refused so that nothing half-done can be started. */
const READY = { boards: ['base', 'german', 'american'] as string[], coal: true, solo: true };

export function parseSetup(numPlayers: number, raw: unknown): SetupParse<RRSetup> {
  if (!Number.isInteger(numPlayers) || numPlayers < 1 || numPlayers > 4) return { ok: false, error: 'Russian Railroads is for 1 to 4 players.' };
  const obj = raw == null ? {} : raw;
  if (typeof obj !== 'object' || Array.isArray(obj)) return { ok: false, error: 'The game options must be an object such as {"board":"base","coal":false}.' };
  const rec = obj as Record<string, unknown>;
  for (const k of Object.keys(rec)) if (k !== 'board' && k !== 'coal') return { ok: false, error: `Unknown option "${k}": the options are board and coal.` };
  const board = rec.board ?? 'base';
  const coal = rec.coal ?? false;
  if (typeof board !== 'string' || !(BOARDS as readonly string[]).includes(board)) return { ok: false, error: 'The board must be "base", "german" or "american".' };
  if (typeof coal !== 'boolean') return { ok: false, error: 'The Coal option must be true or false.' };
  if (numPlayers === 1 && !READY.solo) return { ok: false, error: 'The solo game against Emil is not available yet.' };
  if (!READY.boards.includes(board)) return { ok: false, error: `The ${board === 'german' ? 'German' : 'American'} board is not available yet.` };
  if (coal && !READY.coal) return { ok: false, error: 'The Coal module is not available yet.' };
  return { ok: true, setup: { board: board as RRSetup['board'], coal } };
}

