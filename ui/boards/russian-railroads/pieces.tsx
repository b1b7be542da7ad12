// Small pieces drawn everywhere on the board: workers, roubles, track chips, seat tokens.
import { TRACK_COLORS, playerColor, type Swatch } from '../../kit/colors';
import { COLOUR_KEYS, COLOUR_NAMES } from './model';

export const EMIL_SWATCH: Swatch = { key: 'emil', name: 'Emil', fill: '#6b6f73', ink: '#ffffff', letter: 'E', pattern: 'rh-pattern-track-grey' };

export function seatSwatch(seat: string): Swatch {
  return seat === 'emil' ? EMIL_SWATCH : playerColor(seat);
}

export function trackSwatch(colour: number): Swatch {
  return TRACK_COLORS[COLOUR_KEYS[colour]];
}

/** A worker (meeple) in a seat's colour, or a neutral one for costs. */
export function Worker({ fill = '#3b3a36', ink = '#fff', size = 16, title }: { fill?: string; ink?: string; size?: number; title?: string }) {
  return (
    <svg className="rr-icon" width={size} height={size} viewBox="0 0 20 20" role="img" aria-label={title ?? 'worker'}>
      <path d="M10 1.5a3.2 3.2 0 1 1 0 6.4a3.2 3.2 0 1 1 0-6.4ZM4 18.5l1.4-6.6c.3-1.6 1.7-2.7 3.3-2.7h2.6c1.6 0 3 1.1 3.3 2.7L16 18.5Z" fill={fill} stroke={ink === '#fff' ? '#00000055' : '#00000088'} strokeWidth="0.8" />
    </svg>
  );
}

export function Rouble({ size = 16, title }: { size?: number; title?: string }) {
  return (
    <svg className="rr-icon" width={size} height={size} viewBox="0 0 20 20" role="img" aria-label={title ?? 'rouble'}>
      <circle cx="10" cy="10" r="8.6" fill="#e2b33c" stroke="#8a6515" strokeWidth="1.2" />
      <text x="10" y="14.2" textAnchor="middle" fontSize="11" fontWeight="700" fill="#5a3f05" fontFamily="system-ui, sans-serif">₽</text>
    </svg>
  );
}

export function Coal({ size = 16, title }: { size?: number; title?: string }) {
  return (
    <svg className="rr-icon" width={size} height={size} viewBox="0 0 20 20" role="img" aria-label={title ?? 'coal'}>
      <path d="M3 13l2.5-6 5-3 5 2.5 1.5 6-4 4h-6Z" fill="#222" stroke="#000" strokeWidth="0.8" />
      <path d="M7 8l3-2 3 1.5" fill="none" stroke="#777" strokeWidth="1" />
    </svg>
  );
}

/** The cost of a space: workers (a rouble may stand in for each) and compulsory roubles. */
export function Cost({ workers, roubles, coal = 0 }: { workers: number; roubles: number; coal?: number }) {
  const label = [workers ? `${workers} worker${workers > 1 ? 's' : ''}` : '', roubles ? `${roubles} rouble${roubles > 1 ? 's' : ''}` : '', coal ? `${coal} coal` : ''].filter(Boolean).join(' + ');
  return (
    <span className="rr-cost" aria-label={`cost: ${label || 'free'}`} title={`Cost: ${label || 'free'}`}>
      {Array.from({ length: workers }, (_, i) => <Worker key={`w${i}`} size={15} />)}
      {Array.from({ length: roubles }, (_, i) => <Rouble key={`r${i}`} size={15} />)}
      {Array.from({ length: coal }, (_, i) => <Coal key={`c${i}`} size={15} />)}
    </span>
  );
}

/** A track of one colour, with its letter for colour-blind players. */
export function TrackChip({ colour, size = 20, ghost, title }: { colour: number; size?: number; ghost?: boolean; title?: string }) {
  const s = trackSwatch(colour);
  return (
    <svg className={`rr-chip${ghost ? ' rr-chip-ghost' : ''}`} width={size} height={size} viewBox="0 0 20 20" role="img" aria-label={title ?? `${COLOUR_NAMES[colour]} track`}>
      <rect x="1" y="3" width="18" height="14" rx="3" fill={ghost ? 'none' : `url(#${s.pattern})`} stroke={ghost ? s.fill === '#f4f2ec' ? '#8b8578' : s.fill : '#00000099'} strokeWidth={ghost ? 2 : 1} strokeDasharray={ghost ? '3 2' : undefined} />
      {!ghost && <rect x="1" y="3" width="18" height="14" rx="3" fill={s.fill} opacity="0.55" />}
      <text x="10" y="14" textAnchor="middle" fontSize="10.5" fontWeight="800" fill={ghost ? '#3b3a36' : s.ink} fontFamily="system-ui, sans-serif">{s.letter}</text>
    </svg>
  );
}

/** A seat's token with its letter (Emil is grey "E"). */
export function SeatToken({ seat, size = 18, title }: { seat: string; size?: number; title?: string }) {
  const s = seatSwatch(seat);
  return (
    <svg className="rr-seat-token" width={size} height={size} viewBox="0 0 20 20" role="img" aria-label={title ?? s.name}>
      <circle cx="10" cy="10" r="9" fill={s.fill} stroke="#00000066" strokeWidth="1" />
      <text x="10" y="14" textAnchor="middle" fontSize="11" fontWeight="800" fill={s.ink} fontFamily="system-ui, sans-serif">{s.letter}</text>
    </svg>
  );
}

/** A locomotive tile with its number. */
export function Loco({ n, size = 28, title }: { n: number; size?: number; title?: string }) {
  return (
    <svg className="rr-loco" width={size * 1.4} height={size} viewBox="0 0 28 20" role="img" aria-label={title ?? (n ? `locomotive ${n}` : 'empty locomotive space')}>
      {n ? (
        <>
          <rect x="1" y="1" width="26" height="18" rx="3" fill="#7b2f2a" stroke="#3b1512" />
          <path d="M5 13h11v-5h3l3 3v2h1v2H5Z" fill="#f3e6cc" opacity="0.85" />
          <circle cx="8" cy="16" r="1.6" fill="#f3e6cc" />
          <circle cx="19" cy="16" r="1.6" fill="#f3e6cc" />
          <text x="9.5" y="10" textAnchor="middle" fontSize="9" fontWeight="800" fill="#fff" fontFamily="system-ui, sans-serif">{n}</text>
        </>
      ) : (
        <rect x="1.5" y="1.5" width="25" height="17" rx="3" fill="none" stroke="#9a8f78" strokeDasharray="3 2" />
      )}
    </svg>
  );
}
