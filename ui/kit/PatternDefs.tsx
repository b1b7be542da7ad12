// Renders the colour patterns of ui/kit/colors.ts once; any SVG in the page may then use
// fill="url(#rh-pattern-red)". Mounted by the app on every match screen.
import { ALL_SWATCHES, patternMarkup, type Swatch } from './colors';

export function PatternDefs({ swatches = ALL_SWATCHES }: { swatches?: Swatch[] }) {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs dangerouslySetInnerHTML={{ __html: patternMarkup(swatches) }} />
    </svg>
  );
}

/** A round token in a player's colour with its letter: for seat lists, logs and legends. */
export function ColorToken({ swatch, size = 18, title }: { swatch: Swatch; size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" role="img" aria-label={title ?? swatch.name} className="rh-token">
      <circle cx="10" cy="10" r="9" fill={swatch.fill} stroke="#00000055" strokeWidth="1" />
      <text x="10" y="14" textAnchor="middle" fontSize="11" fontWeight="700" fill={swatch.ink} fontFamily="system-ui, sans-serif">
        {swatch.letter}
      </text>
    </svg>
  );
}
