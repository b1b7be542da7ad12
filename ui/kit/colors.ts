// Colours for players, cities and tracks. Every colour also carries a letter and an SVG pattern,
// so a player who cannot tell red from green can still tell the pieces apart: draw the letter on
// tokens, and fill large areas with `url(#<pattern>)` after rendering <PatternDefs /> once per SVG
// (or once per page, see ui/kit/PatternDefs.tsx).

export interface Swatch {
  /** Stable key, also the suffix of the pattern id. */
  key: string;
  /** Name a person would say ("red"). */
  name: string;
  /** Fill colour. */
  fill: string;
  /** Colour of text and the letter drawn on the fill (contrast ≥ 4.5 : 1). */
  ink: string;
  /** One letter that tells the colour without seeing it. */
  letter: string;
  /** Id of the SVG pattern in PATTERN_DEFS: the fill with its own texture. */
  pattern: string;
}

function swatch(key: string, name: string, fill: string, ink: string, letter: string): Swatch {
  return { key, name, fill, ink, letter, pattern: `rh-pattern-${key}` };
}

/** Player colours, in seat order (seat "0" gets the first). Chosen to stay apart for common colour-vision deficiencies. */
export const PLAYER_COLORS: Swatch[] = [
  swatch('red', 'red', '#c8423b', '#ffffff', 'R'),
  swatch('blue', 'blue', '#2f6db5', '#ffffff', 'B'),
  swatch('yellow', 'yellow', '#e8b634', '#1d1d1d', 'Y'),
  swatch('green', 'green', '#357a45', '#ffffff', 'G'),
  swatch('purple', 'purple', '#7b4fa0', '#ffffff', 'P'),
  swatch('black', 'black', '#2b2b2b', '#ffffff', 'K'),
  // The seventh seat (Lost Atlas plays up to seven).
  swatch('orange', 'orange', '#e07a22', '#1d1d1d', 'O'),
];

/** Track and rail colours (e.g. black, grey, brown, natural and white rails). */
export const TRACK_COLORS: Record<string, Swatch> = {
  black: swatch('track-black', 'black', '#2b2b2b', '#ffffff', 'K'),
  grey: swatch('track-grey', 'grey', '#8a8f94', '#1d1d1d', 'G'),
  brown: swatch('track-brown', 'brown', '#8b5a2b', '#ffffff', 'B'),
  natural: swatch('track-natural', 'natural', '#d9c39a', '#1d1d1d', 'N'),
  white: swatch('track-white', 'white', '#f4f2ec', '#1d1d1d', 'W'),
};

/** City colours (e.g. for cities that demand goods of one colour). */
export const CITY_COLORS: Record<string, Swatch> = {
  red: swatch('city-red', 'red', '#c0452f', '#ffffff', 'R'),
  blue: swatch('city-blue', 'blue', '#3571b5', '#ffffff', 'B'),
  yellow: swatch('city-yellow', 'yellow', '#efc94c', '#1d1d1d', 'Y'),
  green: swatch('city-green', 'green', '#3b7f4a', '#ffffff', 'G'),
  purple: swatch('city-purple', 'purple', '#8a5cb0', '#ffffff', 'P'),
  grey: swatch('city-grey', 'grey', '#9aa0a6', '#1d1d1d', 'S'),
};

/** The swatch of a seat ("0", "1", …). */
export function playerColor(playerID: string | number): Swatch {
  const index = Number(playerID);
  return PLAYER_COLORS[(Number.isFinite(index) ? index : 0) % PLAYER_COLORS.length];
}

/** Every swatch, for building pattern definitions. */
export const ALL_SWATCHES: Swatch[] = [
  ...PLAYER_COLORS,
  ...Object.values(TRACK_COLORS),
  ...Object.values(CITY_COLORS),
];

// One texture per letter family; the texture is drawn in the swatch's ink at low opacity.
const TEXTURES: Record<string, (ink: string) => string> = {
  R: (ink) => `<path d="M0 8 L8 0" stroke="${ink}" stroke-width="1.4" stroke-opacity="0.45"/>`,
  B: (ink) => `<circle cx="4" cy="4" r="1.4" fill="${ink}" fill-opacity="0.5"/>`,
  Y: (ink) => `<path d="M0 4 H8" stroke="${ink}" stroke-width="1.2" stroke-opacity="0.4"/>`,
  G: (ink) => `<path d="M4 0 V8" stroke="${ink}" stroke-width="1.2" stroke-opacity="0.45"/>`,
  P: (ink) => `<path d="M0 0 L8 8 M8 0 L0 8" stroke="${ink}" stroke-width="1" stroke-opacity="0.45"/>`,
  K: (ink) => `<rect x="3" y="3" width="2" height="2" fill="${ink}" fill-opacity="0.45"/>`,
  N: (ink) => `<path d="M0 0 L8 8" stroke="${ink}" stroke-width="1.2" stroke-opacity="0.35"/>`,
  W: (ink) => `<circle cx="4" cy="4" r="2" fill="none" stroke="${ink}" stroke-width="0.8" stroke-opacity="0.4"/>`,
  S: (ink) => `<path d="M0 2 H8 M0 6 H8" stroke="${ink}" stroke-width="0.8" stroke-opacity="0.4"/>`,
  O: (ink) => `<path d="M0 4 L4 0 L8 4 L4 8 Z" fill="none" stroke="${ink}" stroke-width="0.8" stroke-opacity="0.45"/>`,
};

/** SVG <pattern> elements (as markup) for every swatch: put inside an SVG's <defs>. */
export function patternMarkup(swatches: Swatch[] = ALL_SWATCHES): string {
  return swatches
    .map((s) => {
      const texture = (TEXTURES[s.letter] ?? TEXTURES.K)(s.ink);
      return `<pattern id="${s.pattern}" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="${s.fill}"/>${texture}</pattern>`;
    })
    .join('');
}

/** The fill to use for a large area of this swatch: its pattern (needs PatternDefs in the page). */
export function patternFill(s: Swatch): string {
  return `url(#${s.pattern})`;
}
