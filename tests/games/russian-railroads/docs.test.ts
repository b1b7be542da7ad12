import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { withTables } from '../../../games/russian-railroads/docs';

describe('Russian Railroads RULES.md', () => {
  it('its component tables match data/ (regenerate with npx tsx games/russian-railroads/docs.ts)', () => {
    const md = readFileSync('games/russian-railroads/RULES.md', 'utf8');
    expect(md).toContain('<!-- generated:components');
    expect(withTables(md)).toBe(md);
  });
  it('lists every project-designed data table', () => {
    const md = readFileSync('games/russian-railroads/RULES.md', 'utf8');
    for (const f of ['data/engineers.ts', 'data/factories.ts', 'data/endBonus.ts', 'data/tokens.ts', 'data/board-base.ts', 'data/spaces.ts', 'data/setup.ts', 'data/coal.ts', 'data/board-german.ts', 'data/board-american.ts']) expect(md).toContain(f);
  });
});
