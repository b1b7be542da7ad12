// Each seat's score over the rounds (ScoreSummary.history) as a small SVG line chart. Lines
// differ by colour, dash pattern and the seat's letter at every point, so they can be told
// apart without colour.
import type { ScoreSummary } from '../../games/kit/types';
import { playerColor } from './colors';

const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2', '10 4'];

export interface ChartGeometry {
  width: number;
  height: number;
  pad: { left: number; right: number; top: number; bottom: number };
}

const GEOMETRY: ChartGeometry = { width: 520, height: 240, pad: { left: 40, right: 16, top: 14, bottom: 34 } };

/** A "nice" upper bound for the axis: 1, 2 or 5 times a power of ten, at least max. */
export function niceCeiling(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

export interface ChartRange {
  min: number;
  max: number;
  /** Axis labels from min to max, one nice step apart (0 is always one of them). */
  ticks: number[];
}

/**
 * The value axis for these scores: always includes 0, reaches below it when a score is
 * negative, and runs in about four nice steps (1, 2 or 5 times a power of ten).
 */
export function chartRange(values: number[]): ChartRange {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  if (lo === 0 && hi === 0) return { min: 0, max: 1, ticks: [0, 1] };
  const step = niceCeiling((hi - lo) / 4);
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let t = min; t <= max + step / 2; t += step) ticks.push(Math.round(t * 1e6) / 1e6 || 0);
  return { min, max, ticks };
}

/** Vertical position of a value on the chart. */
export function valueY(value: number, range: { min: number; max: number }, g: ChartGeometry = GEOMETRY): number {
  const innerH = g.height - g.pad.top - g.pad.bottom;
  const y = g.pad.top + innerH - ((value - range.min) / (range.max - range.min)) * innerH;
  return Math.round(y * 10) / 10;
}

/** Points of one seat's line in chart coordinates (a bare number is the top of a 0-based axis). */
export function linePoints(
  history: ScoreSummary['history'],
  playerID: string,
  range: number | { min: number; max: number },
  g: ChartGeometry = GEOMETRY,
): { x: number; y: number; value: number }[] {
  const r = typeof range === 'number' ? { min: 0, max: range } : range;
  const innerW = g.width - g.pad.left - g.pad.right;
  const n = history.length;
  return history.map((h, i) => {
    const value = h.scores[playerID] ?? 0;
    const x = g.pad.left + (n === 1 ? innerW / 2 : (i * innerW) / (n - 1));
    return { x: Math.round(x * 10) / 10, y: valueY(value, r, g), value };
  });
}

/** Every how many points an x-axis label is drawn (about eight labels at most). */
export function labelEvery(points: number): number {
  return Math.max(1, Math.ceil(points / 8));
}

const AXIS_FONT = 11;

/**
 * Rough width of a label in chart units. SVG text cannot be measured before it is painted (nor at
 * all in jsdom), and a generous estimate only moves a label inward, never out of the chart.
 */
export function labelWidth(text: string, fontSize = AXIS_FONT): number {
  return text.length * fontSize * 0.62;
}

/**
 * The x-axis labels to draw, centred under their points but moved inward so none sticks out of the
 * chart (the last one, "Stage 15", used to be cut to "Stage 1"). The last point is always
 * labelled; a thinned-out label that would touch it is left out.
 */
export function xAxisLabels(history: ScoreSummary['history'], g: ChartGeometry = GEOMETRY): { index: number; x: number; text: string }[] {
  const pts = linePoints(history, '', 1, g);
  const every = labelEvery(history.length);
  const out = pts
    .map((pt, index) => ({ index, text: history[index].label, x: pt.x }))
    .filter(({ index }) => index % every === 0 || index === history.length - 1)
    .map((l) => {
      const half = labelWidth(l.text) / 2;
      return { ...l, x: Math.min(Math.max(l.x, half + 1), g.width - half - 1) };
    });
  const gap = 3;
  while (out.length > 1) {
    const last = out[out.length - 1];
    const before = out[out.length - 2];
    if (before.x + labelWidth(before.text) / 2 + gap <= last.x - labelWidth(last.text) / 2) break;
    out.splice(out.length - 2, 1);
  }
  return out;
}

export function ScoreChart({
  history,
  playerNames,
  seats,
  title = 'Score over the rounds',
}: {
  history: ScoreSummary['history'];
  playerNames: Record<string, string>;
  seats?: string[];
  title?: string;
}) {
  if (history.length === 0) return <p className="rh-muted">No score history to chart.</p>;
  const order = seats ?? Object.keys(history[history.length - 1].scores);
  const range = chartRange(history.flatMap((h) => order.map((p) => h.scores[p] ?? 0)));
  const g = GEOMETRY;
  const name = (p: string) => playerNames[p] ?? `Player ${Number(p) + 1}`;
  return (
    <figure className="rh-chart">
      <svg viewBox={`0 0 ${g.width} ${g.height}`} role="img" aria-label={title} width="100%">
        <title>{title}</title>
        {range.ticks.map((t) => {
          const y = valueY(t, range);
          return (
            <g key={t}>
              <line x1={g.pad.left} x2={g.width - g.pad.right} y1={y} y2={y} stroke="#d8d3c8" />
              <text x={g.pad.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="#555">
                {t < 0 ? `−${-t}` : t}
              </text>
            </g>
          );
        })}
        {
          // The zero line is drawn darker so scores below it read as negative at a glance.
          <line
            className="rh-chart-zero"
            x1={g.pad.left}
            x2={g.width - g.pad.right}
            y1={valueY(0, range)}
            y2={valueY(0, range)}
            stroke="#555"
            strokeWidth="1.5"
          />
        }
        {xAxisLabels(history).map((l) => (
          <text key={l.index} className="rh-chart-x-label" x={l.x} y={g.height - 12} textAnchor="middle" fontSize={AXIS_FONT} fill="#555">
            {l.text}
          </text>
        ))}
        {order.map((p, k) => {
          const sw = playerColor(p);
          const pts = linePoints(history, p, range);
          return (
            <g key={p} data-player={p}>
              <polyline
                points={pts.map((pt) => `${pt.x},${pt.y}`).join(' ')}
                fill="none"
                stroke={sw.fill}
                strokeWidth="2.5"
                strokeDasharray={DASHES[k % DASHES.length]}
              >
                <title>{name(p)}</title>
              </polyline>
              {pts.map((pt, i) => (
                <g key={i}>
                  <circle cx={pt.x} cy={pt.y} r="7" fill={sw.fill} stroke="#fff" strokeWidth="1" />
                  <text x={pt.x} y={pt.y + 3.5} textAnchor="middle" fontSize="9" fontWeight="700" fill={sw.ink}>
                    {sw.letter}
                  </text>
                  <title>{`${name(p)}, ${history[i].label}: ${pt.value < 0 ? `\u2212${-pt.value}` : pt.value}`}</title>
                </g>
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className="rh-legend">
        {order.map((p, k) => {
          const sw = playerColor(p);
          return (
            <span key={p}>
              <svg width="30" height="12" aria-hidden="true">
                <line x1="0" x2="30" y1="6" y2="6" stroke={sw.fill} strokeWidth="2.5" strokeDasharray={DASHES[k % DASHES.length]} />
              </svg>{' '}
              {sw.letter} · {name(p)}
            </span>
          );
        })}
      </figcaption>
    </figure>
  );
}
