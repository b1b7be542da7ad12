import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatePlaythrough, PLAYTHROUGHS, playthroughPath } from '../../tools/playthroughs';

describe('golden playthroughs', () => {
  const existing = PLAYTHROUGHS.filter((c) => existsSync(playthroughPath(c)));

  it('the reference game has a golden playthrough', () => {
    expect(existing.map((c) => `${c.game}/${c.name}`)).toContain('reference/3p');
  });

  it.each(existing.map((c) => [`${c.game}/${c.name}`, c] as const))(
    '%s replays exactly as its file (npm run playthroughs rewrites it when a change is intended)',
    async (_name, config) => {
      const result = await generatePlaythrough(config);
      expect(result.ok, result.ok ? '' : result.skipped).toBe(true);
      if (result.ok) expect(result.text).toBe(readFileSync(playthroughPath(config), 'utf8'));
    },
  );

  it('skips a configuration the game cannot play, saying why', async () => {
    const result = await generatePlaythrough({ game: 'reference', name: 'x', players: 9, setup: {}, seed: 's' });
    expect(result).toEqual({ ok: false, skipped: 'Reference does not support 9 players.' });
    const unknown = await generatePlaythrough({ game: 'chess', name: 'x', players: 2, setup: {}, seed: 's' });
    expect(unknown.ok).toBe(false);
  });
});
