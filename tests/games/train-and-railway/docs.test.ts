import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { withTables } from '../../../games/train-and-railway/docs';

describe('Train & Railway RULES.md', () => {
  it('its component tables match data/ (regenerate with npx tsx games/train-and-railway/docs.ts)', () => {
    const md = readFileSync('games/train-and-railway/RULES.md', 'utf8');
    expect(withTables(md)).toBe(md);
  });

  it('lists every project value of the data tables', () => {
    const md = readFileSync('games/train-and-railway/RULES.md', 'utf8');
    for (const name of ['GEARS', 'LAST_TRIGGER_ROUND', 'SOLO_TURNS', 'LOG_LIMIT', 'PLAYER_COLOURS']) expect(md).toContain(name);
  });
});
