// Division's setup check, apart from the rules so the app's first pages can use it (meta.ts).
export type DivisionSetup = Record<string, never>;

export function parseSetup(numPlayers: number, raw: unknown): { ok: true; setup: DivisionSetup } | { ok: false; error: string } {
  if (!Number.isInteger(numPlayers) || numPlayers < 1 || numPlayers > 4) return { ok: false, error: `Division is played by 1 to 4 players, not ${numPlayers}.` };
  if (raw === undefined || raw === null) return { ok: true, setup: {} };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, error: 'Division has no setup options: send nothing or {}.' };
  const keys = Object.keys(raw);
  if (keys.length) return { ok: false, error: `Division has no setup options (${keys.join(', ')} refused): the Heavy Grade orientation and the superior direction are rolled from the seed, never chosen.` };
  return { ok: true, setup: {} };
}
