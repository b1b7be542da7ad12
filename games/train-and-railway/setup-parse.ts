// Validating setupData (the map) for a seat count, with sentences a person can read. Apart from
// the Game so that the lobby can check a new match without loading the rules (meta.ts).
import { MAPS } from './data/maps';

export interface TRSetup {
  /** A map id (TR-P01 ...) or 'random'. */
  map: string;
}

export function parseSetup(numPlayers: number, raw: unknown): { ok: true; setup: TRSetup } | { ok: false; error: string } {
  if (!Number.isInteger(numPlayers) || numPlayers < 1 || numPlayers > 4) return { ok: false, error: `Train & Railway is played by 1 to 4 players, not ${numPlayers}.` };
  if (raw === undefined || raw === null) return { ok: true, setup: { map: 'random' } };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, error: 'The setup must be an object such as { "map": "random" }.' };
  const unknown = Object.keys(raw).filter((k) => k !== 'map');
  if (unknown.length) return { ok: false, error: `Unknown setup option${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. The only option is "map".` };
  const map = (raw as { map?: unknown }).map ?? 'random';
  if (typeof map !== 'string') return { ok: false, error: 'The map must be a map id such as TR-P01, or "random".' };
  if (map !== 'random' && !MAPS.some((m) => m.id === map)) return { ok: false, error: `Unknown map "${map}". Choose one of ${MAPS.map((m) => m.id).join(', ')}, or "random".` };
  return { ok: true, setup: { map } };
}
