import { describe, expect, it } from 'vitest';
import { ALL_SWATCHES, CITY_COLORS, PLAYER_COLORS, TRACK_COLORS, patternMarkup, playerColor } from '../../ui/kit/colors';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('colour palette', () => {
  it('draws every letter readably on its colour (WCAG 4.5 : 1)', () => {
    for (const s of ALL_SWATCHES) expect(contrast(s.fill, s.ink), s.key).toBeGreaterThanOrEqual(4.5);
  });

  it('tells colours of one kind apart by letter, not only by hue', () => {
    for (const group of [PLAYER_COLORS, Object.values(TRACK_COLORS), Object.values(CITY_COLORS)]) {
      const letters = group.map((s) => s.letter);
      expect(new Set(letters).size).toBe(letters.length);
    }
  });

  it('defines a pattern for every swatch', () => {
    const markup = patternMarkup();
    for (const s of ALL_SWATCHES) expect(markup).toContain(`id="${s.pattern}"`);
    expect(new Set(ALL_SWATCHES.map((s) => s.pattern)).size).toBe(ALL_SWATCHES.length);
  });

  it('gives seats their colours in order', () => {
    expect(playerColor('0').key).toBe('red');
    expect(playerColor(1).key).toBe('blue');
    expect(playerColor('6').key).toBe('orange');
  });

  it('gives each seat of the largest game (Lost Atlas, seven players) a colour and a letter of its own', () => {
    const seats = ['0', '1', '2', '3', '4', '5', '6'].map(playerColor);
    expect(new Set(seats.map((s) => s.fill)).size).toBe(7);
    expect(new Set(seats.map((s) => s.letter)).size).toBe(7);
  });
});
