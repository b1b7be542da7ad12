// RULES.md's generated block is the render of content.ts (S003-0002..0004, 0027, 0045).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DO_NOT_EDIT, RULES_TABLES, withTables } from '../../../games/division/docs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const RULES = readFileSync(resolve(ROOT, 'games', 'division', 'RULES.md'), 'utf8');
const block = () => RULES.slice(RULES.indexOf(RULES_TABLES.begin), RULES.indexOf('<!-- /generated -->'));

describe('RULES.md and content.ts', () => {
  it('S003-0002 the card table in RULES.md is generated from src/engine/content.ts and checked: it equals the render', () => {
    expect(withTables(RULES)).toBe(RULES);
    expect(RULES_TABLES.begin).toContain('games/division/docs.ts');
  });
  it('S003-0003 npm run build:cards rebuilds it; the block says not to edit it by hand', () => {
    const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
    expect(pkg.scripts['build:cards']).toBe('tsx games/division/docs.ts');
    expect(block()).toContain(DO_NOT_EDIT);
    expect(DO_NOT_EDIT).toContain('src/engine/content.ts');
  });
  it('S003-0004 the prose explains the use; the tables sit only inside the generated block', () => {
    const outside = RULES.replace(block(), '');
    expect(outside).not.toMatch(/\|\s*Card\s*\|\s*Copies/);
    expect(outside).not.toMatch(/\|\s*Card\s*\|\s*Regions/);
    expect(block()).toMatch(/\|\s*Card\s*\|\s*Copies/);
  });
  it('S003-0027 the regions and entries table is under the heading "The deck"', () => {
    const b = block();
    const deck = b.indexOf('### The deck');
    expect(deck).toBeGreaterThan(0);
    const next = b.indexOf('###', deck + 5);
    expect(b.slice(deck, next)).toContain('| Card | Regions | Default entry | Fast / slow entry | Trains may pass | Extra may start |');
  });
  it('S003-0045 RULES.md has "Rules §4.3 Small Yard switching"', () => {
    expect(RULES).toContain('§4.3 Small Yard switching');
  });
});
