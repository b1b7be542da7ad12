import { describe, expect, it } from 'vitest';
import { MAPS } from '../../../games/train-and-railway/data/maps';
import { layoutProblems } from '../../../games/train-and-railway/rules/layout';
import { hexKey } from '../../../games/train-and-railway/rules/hex';

describe('Train & Railway maps (design note item 43)', () => {
  it('has at least 6 maps with distinct ids and distinct layouts', () => {
    expect(MAPS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(MAPS.map((m) => m.id)).size).toBe(MAPS.length);
    const layouts = MAPS.map((m) => JSON.stringify(m.hexes.map((h) => [h.hex, h.kind]).sort()));
    expect(new Set(layouts).size).toBe(MAPS.length);
    for (const m of MAPS) expect(m.description.length).toBeGreaterThan(10);
  });

  for (const map of MAPS) {
    it(`${map.id} ${map.name} keeps every layout rule`, () => {
      expect(layoutProblems(map)).toEqual([]);
    });
  }

  it('the layout check catches broken maps', () => {
    const broken = JSON.parse(JSON.stringify(MAPS[0]));
    broken.hexes.push({ hex: [2, 0], kind: 'blocked', terrain: 'forest' }); // in front of S2
    broken.hexes = broken.hexes.filter((h: any) => !(h.kind === 'city' && h.color === 'green'));
    const problems = layoutProblems(broken);
    expect(problems).toContain('start S2 does not face a free hex');
    expect(problems).toContain('no green city');
    const walled = JSON.parse(JSON.stringify(MAPS[0]));
    for (const k of [[5, -2]]) walled.hexes.push({ hex: k, kind: 'blocked', terrain: 'mountain' });
    expect(layoutProblems(walled)).toContain('the free hexes do not form one connected region');
    expect(hexKey(1, 2)).toBe('1,2');
  });
});
