// Small printed-style pictures for goods, factories, cities and terrain, drawn in a 24 x 24 box.
// Each good has its own shape (not only its colour), so pieces stay apart without colour vision.
import type { ReactNode } from 'react';

export const GOOD_NAMES: Record<string, string> = {
  wood: 'wood', coal: 'coal', stone: 'stone', iron: 'iron', gold: 'gold',
  paper: 'paper', axe: 'axe', brick: 'brick', steel: 'steel', dynamite: 'dynamite', matches: 'matches',
};

/** Background of a good's chip: soft, printed colours. */
export const GOOD_TINT: Record<string, string> = {
  wood: '#e9d6b9', coal: '#d6d3cf', stone: '#e3e1da', iron: '#d8dde3', gold: '#f4e3a6',
  paper: '#f3efe4', axe: '#e7dccb', brick: '#f0d2c4', steel: '#d9e1ea', dynamite: '#f3cfc9', matches: '#f4e0c4',
};

const STROKE = '#3a2f25';

const GLYPHS: Record<string, ReactNode> = {
  wood: (
    <>
      <rect x="3" y="8" width="16" height="9" rx="2" fill="#a86f3c" stroke={STROKE} strokeWidth="1.2" />
      <ellipse cx="19" cy="12.5" rx="3" ry="4.5" fill="#e2b57a" stroke={STROKE} strokeWidth="1.2" />
      <ellipse cx="19" cy="12.5" rx="1.2" ry="2" fill="none" stroke="#a86f3c" strokeWidth="0.9" />
      <path d="M6 11 H14 M8 14 H16" stroke="#7c4f28" strokeWidth="0.9" />
    </>
  ),
  coal: (
    <>
      <path d="M4 17 L7 9 L12 7 L15 11 L12 17 Z" fill="#2b2b2b" stroke="#111" strokeWidth="1" />
      <path d="M12 17 L15 11 L20 12 L21 17 Z" fill="#454545" stroke="#111" strokeWidth="1" />
      <path d="M8 10 L10 9" stroke="#888" strokeWidth="1" />
    </>
  ),
  stone: (
    <>
      <path d="M3 18 L5 11 L10 9 L13 12 L12 18 Z" fill="#9b9890" stroke={STROKE} strokeWidth="1.1" />
      <path d="M11 18 L13 12 L18 8 L21 12 L21 18 Z" fill="#b9b6ad" stroke={STROKE} strokeWidth="1.1" />
      <path d="M15 11 L17 13" stroke="#6d6a63" strokeWidth="0.9" />
    </>
  ),
  iron: (
    <>
      <path d="M4 17 L7 9 L17 9 L20 17 Z" fill="#6f7a86" stroke="#26303a" strokeWidth="1.2" />
      <path d="M7 9 L9 6 L15 6 L17 9" fill="#8e99a5" stroke="#26303a" strokeWidth="1.1" />
      <circle cx="10" cy="13" r="1.2" fill="#b0553a" />
      <circle cx="14.5" cy="14" r="1" fill="#b0553a" />
    </>
  ),
  gold: (
    <>
      <path d="M3 18 L6 11 L14 11 L17 18 Z" fill="#e5b527" stroke="#7a5a05" strokeWidth="1.1" />
      <path d="M9 11 L11.5 6 L18.5 6 L21 11 L14 11" fill="#f2cf55" stroke="#7a5a05" strokeWidth="1.1" />
      <path d="M7 15 H12" stroke="#fff3b8" strokeWidth="1" />
    </>
  ),
  paper: (
    <>
      <path d="M6 3 H15 L19 7 V21 H6 Z" fill="#fffdf6" stroke={STROKE} strokeWidth="1.2" />
      <path d="M15 3 V7 H19" fill="none" stroke={STROKE} strokeWidth="1" />
      <path d="M9 11 H16 M9 14 H16 M9 17 H14" stroke="#8c8676" strokeWidth="1" />
    </>
  ),
  axe: (
    <>
      <path d="M6 21 L15 8" stroke="#8a5a2b" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M12 5 L18 3 C21 6 21 11 19 13 L14 10 Z" fill="#9aa4ad" stroke="#26303a" strokeWidth="1.1" />
    </>
  ),
  brick: (
    <>
      <rect x="3" y="8" width="18" height="10" rx="1" fill="#c4603f" stroke="#5a2614" strokeWidth="1.2" />
      <path d="M3 13 H21 M9 8 V13 M15 8 V13 M6 13 V18 M12 13 V18 M18 13 V18" stroke="#f3d2c2" strokeWidth="0.9" />
    </>
  ),
  steel: (
    <>
      <path d="M4 6 H20 V8.5 H13.5 V15.5 H20 V18 H4 V15.5 H10.5 V8.5 H4 Z" fill="#8fa3b8" stroke="#243241" strokeWidth="1.1" />
      <path d="M5 7 H19" stroke="#dde7f0" strokeWidth="0.8" />
    </>
  ),
  dynamite: (
    <>
      <rect x="5" y="9" width="4" height="11" rx="1.2" fill="#c9302c" stroke="#5a1311" strokeWidth="1" />
      <rect x="9.5" y="9" width="4" height="11" rx="1.2" fill="#d9443f" stroke="#5a1311" strokeWidth="1" />
      <rect x="14" y="9" width="4" height="11" rx="1.2" fill="#c9302c" stroke="#5a1311" strokeWidth="1" />
      <rect x="4.5" y="13" width="14" height="2.2" fill="#3a2f25" />
      <path d="M11.5 9 C11.5 6 14 6 15 4" fill="none" stroke="#3a2f25" strokeWidth="1" />
      <path d="M15 4 L17 3 M15 4 L16.5 5.5 M15 4 L14.5 2" stroke="#e89a1d" strokeWidth="1.2" />
    </>
  ),
  matches: (
    <>
      <rect x="3" y="12" width="18" height="8" rx="1" fill="#f0b43c" stroke="#5e4208" strokeWidth="1.1" />
      <rect x="5" y="14" width="14" height="4" fill="#b88418" />
      <path d="M8 12 L11 4 M13 12 L15 4" stroke="#e7cf9c" strokeWidth="1.6" />
      <circle cx="11.2" cy="4" r="1.6" fill="#c9302c" />
      <circle cx="15.2" cy="4" r="1.6" fill="#c9302c" />
    </>
  ),
};

/** A good drawn inside an SVG at (x, y) (its centre), `size` across. */
export function GoodGlyph({ good, x, y, size }: { good: string; x: number; y: number; size: number }) {
  const k = size / 24;
  return (
    <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${k})`} aria-hidden="true">
      {GLYPHS[good] ?? <circle cx="12" cy="12" r="8" fill="#ccc" />}
    </g>
  );
}

/** A good as an inline picture in HTML. */
export function GoodIcon({ good, size = 22, title }: { good: string; size?: number; title?: string }) {
  return (
    <svg className="tr-good-icon" width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={title ?? GOOD_NAMES[good] ?? good}>
      <title>{title ?? GOOD_NAMES[good] ?? good}</title>
      {GLYPHS[good]}
    </svg>
  );
}

/** What each factory makes: the picture drawn on its roof. */
export const FACTORY_PRODUCT: Record<string, string> = {
  iron: 'steel', brick: 'brick', paper: 'paper', axe: 'axe', chemical: 'dynamite',
};

export const FACTORY_NAMES: Record<string, string> = {
  iron: 'Iron works', brick: 'Brick works', paper: 'Paper mill', axe: 'Axe works', chemical: 'Chemical works',
};

/** A factory building (saw-tooth roof and chimney) centred at (x, y), `size` across. */
export function FactoryGlyph({ x, y, size, type }: { x: number; y: number; size: number; type: string }) {
  const k = size / 24;
  return (
    <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${k})`} aria-hidden="true">
      <path d="M2 22 V12 L7 8 V12 L12 8 V12 L17 8 V3 H20 V22 Z" fill="#5b5148" stroke="#2a241f" strokeWidth="1" />
      <rect x="4" y="15" width="3" height="3" fill="#f2d98c" />
      <rect x="9" y="15" width="3" height="3" fill="#f2d98c" />
      <rect x="14" y="15" width="3" height="3" fill="#f2d98c" />
      <g transform="translate(11 -1) scale(0.42)">{GLYPHS[FACTORY_PRODUCT[type]]}</g>
    </g>
  );
}

/** A small town: three houses and a tower, for city hexes. */
export function CityGlyph({ x, y, size }: { x: number; y: number; size: number }) {
  const k = size / 24;
  return (
    <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${k})`} aria-hidden="true">
      <path d="M1 22 V13 L5 9 L9 13 V22 Z" fill="#fffaf0" stroke="#2a241f" strokeWidth="1" />
      <path d="M9 22 V7 L12 3 L15 7 V22 Z" fill="#fffaf0" stroke="#2a241f" strokeWidth="1" />
      <path d="M15 22 V12 L19 8 L23 12 V22 Z" fill="#fffaf0" stroke="#2a241f" strokeWidth="1" />
      <rect x="4" y="16" width="2" height="3" fill="#2a241f" />
      <rect x="11" y="10" width="2" height="3" fill="#2a241f" />
      <rect x="18" y="15" width="2" height="3" fill="#2a241f" />
    </g>
  );
}

export function TreeGlyph({ x, y, size }: { x: number; y: number; size: number }) {
  const k = size / 24;
  return (
    <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${k})`} aria-hidden="true">
      <rect x="11" y="17" width="2" height="5" fill="#6a4a2a" />
      <path d="M12 2 L19 12 H15.5 L20 18 H4 L8.5 12 H5 Z" fill="#3f7a45" stroke="#244a29" strokeWidth="1" />
    </g>
  );
}

export function MountainGlyph({ x, y, size }: { x: number; y: number; size: number }) {
  const k = size / 24;
  return (
    <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${k})`} aria-hidden="true">
      <path d="M1 21 L9 6 L13 13 L16 9 L23 21 Z" fill="#8d8579" stroke="#3c362e" strokeWidth="1.1" />
      <path d="M9 6 L11.5 10.5 L9.5 10 L7.5 11.5 Z" fill="#fbf8f2" />
      <path d="M16 9 L18 12.5 L16.3 12 L14.6 13 Z" fill="#fbf8f2" />
    </g>
  );
}

/** A gear, for the score track and tech tokens. */
export function GearGlyph({ x, y, size, fill = '#8a6d3b' }: { x: number; y: number; size: number; fill?: string }) {
  const r1 = size / 2;
  const r0 = r1 * 0.72;
  const teeth = 8;
  const pts: string[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a = (Math.PI * 2 * i) / (teeth * 2);
    const r = i % 2 === 0 ? r1 : r0;
    const a1 = a - Math.PI / (teeth * 4);
    const a2 = a + Math.PI / (teeth * 4);
    pts.push(`${(x + r * Math.cos(a1)).toFixed(2)},${(y + r * Math.sin(a1)).toFixed(2)}`);
    pts.push(`${(x + r * Math.cos(a2)).toFixed(2)},${(y + r * Math.sin(a2)).toFixed(2)}`);
  }
  return (
    <g aria-hidden="true">
      <polygon points={pts.join(' ')} fill={fill} />
      <circle cx={x} cy={y} r={r0 * 0.45} fill="#fffdf8" />
    </g>
  );
}

export function ShovelIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label="shovel" className="tr-good-icon">
      <title>shovel</title>
      <path d="M5 19 L15 9" stroke="#8a5a2b" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M3 3 H8 M5.5 3 V6" stroke="#8a5a2b" strokeWidth="2" strokeLinecap="round" transform="rotate(-45 12 12) translate(0 -1)" />
      <path d="M14 8 L19 3 C22 5 22 9 20 11 L16 12 Z" fill="#9aa4ad" stroke="#26303a" strokeWidth="1.1" />
    </svg>
  );
}

export function MinusIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label="minus token (−3)" className="tr-good-icon">
      <title>minus token (−3)</title>
      <polygon points="6,2.5 18,2.5 23,12 18,21.5 6,21.5 1,12" fill="#2b2b2b" />
      <text x="12" y="16" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
        −3
      </text>
    </svg>
  );
}

export function TechIcon({ size = 18, placed = false }: { size?: number; placed?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label="tech token" className="tr-good-icon">
      <title>tech token</title>
      <circle cx="12" cy="12" r="11" fill={placed ? '#8a6d3b' : '#fffdf8'} stroke="#8a6d3b" strokeWidth="1.4" />
      <GearGlyph x={12} y={12} size={15} fill={placed ? '#fffdf8' : '#8a6d3b'} />
    </svg>
  );
}
