// The hex map as SVG: terrain, buildings with their openings, railways, trains, start positions,
// and the clickable highlights the board derives from the legal moves.
import { useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { CITY_COLORS, patternFill, playerColor } from '../../kit/colors';
import type { TRState } from '../../../games/train-and-railway';
import type { staticBoard } from '../../../games/train-and-railway';

type StaticBoard = ReturnType<typeof staticBoard>;
type Building = StaticBoard['buildings'][string];
import { EDGE_WORDS, SEGMENT_HIT_WIDTH, bounds, edgeCorners, edgeMid, hexCenter, hexPoints, hitOrder, round, segmentMiddle, segmentPath, type Point } from './hex';
import { step } from '../../kit/markers';
import { whyNotProps } from '../../kit/why';
import { useMapZoom, type MapZoom } from './useMapZoom';
import type { Box } from './zoom';
import { CityGlyph, FACTORY_NAMES, FactoryGlyph, GOOD_TINT, GoodGlyph, MountainGlyph, TreeGlyph } from './icons';

export const S = 40;

export interface HexTarget {
  hex: string;
  label: string;
  tone: 'draw' | 'factory' | 'location' | 'start' | 'selected';
  /** Omitted for a highlight that is not clickable (`inert`). */
  onClick?: () => void;
  inert?: boolean;
  /** What a click does: mv(...) when it plays a move, step(...) when it only narrows a choice. */
  marker?: Record<string, string>;
}

export interface SegmentTarget {
  hex: string;
  a: number;
  b: number;
  label: string;
  /** Shown with an arrow towards edge b (the way the train or path goes). */
  arrowTo?: number;
  onClick: () => void;
  marker?: Record<string, string>;
}

export interface EdgeTarget {
  hex: string;
  edge: number;
  label: string;
  onClick: () => void;
  chosen?: boolean;
  marker?: Record<string, string>;
}

export interface MapViewProps {
  G: TRState;
  board: StaticBoard;
  playerNames: Record<string, string>;
  hexTargets: HexTarget[];
  segmentTargets: SegmentTarget[];
  edgeTargets: EdgeTarget[];
  /** A factory being planned (type and exit may still be unknown). */
  plannedFactory?: { hex: string; type?: string; exit?: number } | null;
  showStarts: boolean;
  /** The seat whose turn it is: its train gets a halo. */
  current?: string | null;
  /** Show only the neighbourhood of this hex, enlarged (the close-up beside the map). */
  focus?: string | null;
  /** While the viewer chooses a start: why a start cannot be chosen (a taken one says so). */
  whyNotStart?: (id: string) => string | null;
}

function activate(handler: () => void) {
  return {
    role: 'button' as const,
    tabIndex: 0,
    onClick: (e: { stopPropagation(): void }) => {
      e.stopPropagation();
      handler();
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        handler();
      }
    },
  };
}

const DARK: Record<string, string> = { red: '#7e2a1e', blue: '#1f4a7a', yellow: '#7a5d0a', green: '#24552f' };

function buildingFill(b: Building): string {
  if (b.kind === 'city') return patternFill(CITY_COLORS[b.color]);
  if (b.kind === 'resource') return GOOD_TINT[b.resource] ?? '#eee';
  if (b.kind === 'waterway') return '#a9cfe3';
  if (b.kind === 'factory') return '#e4ddd0';
  if (b.terrain === 'mountain') return '#dcd3c2';
  return '#cfdfbf';
}

function buildingEdgeColour(b: Building): string {
  if (b.kind === 'city') return DARK[b.color] ?? '#333';
  if (b.kind === 'waterway') return '#3b7aa0';
  if (b.kind === 'factory') return '#111';
  return '#6b5b45';
}

/** An opening: a notch in the building's outline with a chevron pointing out of the building. */
function Opening({ c, e, colour }: { c: Point; e: number; colour: string }) {
  const [p1, p2] = edgeCorners(c, e, S * 0.97);
  const lerp = (t: number) => ({ x: p1.x + (p2.x - p1.x) * t, y: p1.y + (p2.y - p1.y) * t });
  const b1 = lerp(0.27);
  const b2 = lerp(0.73);
  const tip = edgeMid(c, e, S, 1.3);
  return (
    <g className="tr-opening">
      <polygon
        points={`${round(b1.x)},${round(b1.y)} ${round(tip.x)},${round(tip.y)} ${round(b2.x)},${round(b2.y)}`}
        fill={colour}
        stroke="#fffaf0"
        strokeWidth={1.3}
        strokeLinejoin="round"
      />
    </g>
  );
}

function BuildingHex({ hex, b }: { hex: string; b: Building }) {
  const c = hexCenter(hex, S);
  const edge = buildingEdgeColour(b);
  const openings = b.kind === 'factory' ? [b.exit] : b.kind === 'blocked' ? [] : b.openings;
  const body: ReactNode[] = [];
  let title = '';
  if (b.kind === 'city') {
    const sw = CITY_COLORS[b.color];
    title = `${sw.name} city`;
    body.push(<CityGlyph key="g" x={c.x} y={c.y + 5} size={S * 0.95} />);
    body.push(
      <g key="l">
        <circle cx={c.x} cy={c.y - S * 0.5} r={8.5} fill={sw.fill} stroke={DARK[b.color]} strokeWidth={1.5} />
        <text x={c.x} y={c.y - S * 0.5 + 4} textAnchor="middle" className="tr-map-letter" fill={sw.ink}>
          {sw.letter}
        </text>
      </g>,
    );
  } else if (b.kind === 'resource') {
    title = `${b.resource} (resource)`;
    body.push(<GoodGlyph key="g" good={b.resource} x={c.x} y={c.y - 5} size={S * 0.95} />);
    body.push(
      <text key="t" x={c.x} y={c.y + S * 0.6} textAnchor="middle" className="tr-map-label">
        {b.resource.toUpperCase()}
      </text>,
    );
  } else if (b.kind === 'factory') {
    title = `${FACTORY_NAMES[b.factory]}${b.printed ? ' (printed)' : ''}`;
    body.push(<FactoryGlyph key="g" type={b.factory} x={c.x} y={c.y - 4} size={S * 0.95} />);
    body.push(
      <text key="t" x={c.x} y={c.y + S * 0.62} textAnchor="middle" className="tr-map-label">
        {b.factory.toUpperCase()}
      </text>,
    );
  } else if (b.kind === 'waterway') {
    title = 'waterway';
    for (const dy of [-12, 0, 12]) {
      body.push(
        <path
          key={dy}
          d={`M${c.x - 22} ${c.y + dy} q5.5 -6 11 0 t11 0 t11 0 t11 0`}
          fill="none"
          stroke="#4f8db3"
          strokeWidth={2}
          strokeLinecap="round"
        />,
      );
    }
  } else if (b.terrain === 'mountain') {
    title = 'mountain (blocked)';
    body.push(<MountainGlyph key="m1" x={c.x - 8} y={c.y + 3} size={S * 0.8} />);
    body.push(<MountainGlyph key="m2" x={c.x + 11} y={c.y - 6} size={S * 0.6} />);
  } else {
    title = `${b.terrain} (blocked)`;
    body.push(<TreeGlyph key="t1" x={c.x - 11} y={c.y - 6} size={S * 0.6} />);
    body.push(<TreeGlyph key="t2" x={c.x + 10} y={c.y - 9} size={S * 0.55} />);
    body.push(<TreeGlyph key="t3" x={c.x} y={c.y + 10} size={S * 0.65} />);
  }
  const edges: ReactNode[] = [];
  if (b.kind !== 'blocked') {
    for (let e = 0; e < 6; e++) {
      if (openings.includes(e)) continue;
      const [p1, p2] = edgeCorners(c, e, S * 0.97);
      edges.push(
        <line
          key={e}
          x1={round(p1.x)}
          y1={round(p1.y)}
          x2={round(p2.x)}
          y2={round(p2.y)}
          stroke={edge}
          strokeWidth={b.kind === 'factory' ? 3.4 : 2}
          strokeLinecap="round"
        />,
      );
    }
  }
  return (
    <g className={`tr-building tr-${b.kind}`} data-hex={hex}>
      <title>{title}</title>
      <polygon points={hexPoints(c, S * 0.97)} fill={buildingFill(b)} />
      {body}
      {edges}
      {openings.map((e) => (
        <Opening key={`o${e}`} c={c} e={e} colour={edge} />
      ))}
    </g>
  );
}

function Rail({ hex, seg }: { hex: string; seg: string }) {
  const c = hexCenter(hex, S);
  const d = segmentPath(c, Number(seg[0]), Number(seg[2]), S);
  return (
    <g className="tr-rail">
      <path d={d} className="tr-rail-ties" />
      <path d={d} className="tr-rail-line" />
    </g>
  );
}

function Train({ id, G, name, active }: { id: string; G: TRState; name: string; active: boolean }) {
  const t = G.trains[id];
  if (!t) return null;
  const sw = playerColor(id);
  const c = hexCenter(t.hex, S);
  const [a, b] = [Number(t.seg[0]), Number(t.seg[2])];
  const { at } = segmentMiddle(c, a, b, S);
  const toward = edgeMid(c, t.facing, S);
  const ang = Math.atan2(toward.y - at.y, toward.x - at.x);
  const tip = { x: at.x + Math.cos(ang) * 26, y: at.y + Math.sin(ang) * 26 };
  const perp = ang + Math.PI / 2;
  const base = { x: at.x + Math.cos(ang) * 11, y: at.y + Math.sin(ang) * 11 };
  const w = 7.5;
  const arrow = `${round(tip.x)},${round(tip.y)} ${round(base.x + Math.cos(perp) * w)},${round(base.y + Math.sin(perp) * w)} ${round(base.x - Math.cos(perp) * w)},${round(base.y - Math.sin(perp) * w)}`;
  return (
    <g className="tr-train" data-train={id}>
      <title>{`${name}'s train, facing ${EDGE_WORDS[t.facing]}`}</title>
      {active && <circle cx={round(at.x)} cy={round(at.y)} r={19} className="tr-train-halo" stroke={sw.fill} />}
      <polygon points={arrow} fill={sw.fill} stroke="#1b1b1b" strokeWidth={1.4} strokeLinejoin="round" />
      <circle cx={round(at.x)} cy={round(at.y)} r={12} fill={sw.fill} stroke="#1b1b1b" strokeWidth={1.6} />
      <text x={round(at.x)} y={round(at.y) + 4.5} textAnchor="middle" className="tr-train-letter" fill={sw.ink}>
        {sw.letter}
      </text>
    </g>
  );
}

/** The main map zooms and pans (useMapZoom); the close-up beside it shows one neighbourhood as is. */
export function MapView(props: MapViewProps) {
  return props.focus ? <MapSvg {...props} /> : <ZoomableMap {...props} />;
}

/** The zoom buttons only change what the map shows (marked as a step: they send no move). */
function ZoomableMap(props: MapViewProps) {
  const whole = useMemo(() => bounds(props.board.cells, S, 10), [props.board]);
  const zoom = useMapZoom(whole);
  return (
    <div className="tr-map-frame">
      <MapSvg {...props} shown={zoom.box} svgProps={zoom.bind} />
      <p className={`tr-wheel-hint${zoom.wheelHint ? ' tr-wheel-hint-shown' : ''}`} role="status">
        {zoom.wheelHint ? 'Hold Ctrl (⌘ on a Mac) and turn the wheel to zoom the map' : ''}
      </p>
      <div className="tr-zoom" role="group" aria-label="Map zoom">
        <button type="button" className="tr-zoom-button" aria-label="Zoom in" title="Zoom in (also: pinch, or Ctrl + the mouse wheel)" disabled={!zoom.canZoomIn} onClick={zoom.zoomIn} {...step('map-zoom', 'in')}>
          <ZoomIcon plus />
        </button>
        <button type="button" className="tr-zoom-button" aria-label="Zoom out" title="Zoom out" disabled={!zoom.canZoomOut} onClick={zoom.zoomOut} {...step('map-zoom', 'out')}>
          <ZoomIcon />
        </button>
        <button type="button" className="tr-zoom-button" aria-label="Show the whole map" title="Show the whole map" disabled={!zoom.canZoomOut} onClick={zoom.fit} {...step('map-zoom', 'fit')}>
          <FitIcon />
        </button>
      </div>
    </div>
  );
}

function ZoomIcon({ plus }: { plus?: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      <path d={plus ? 'M3 9 H15 M9 3 V15' : 'M3 9 H15'} stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

function FitIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 7 V2 H7 M11 2 H16 V7 M16 11 V16 H11 M7 16 H2 V11" />
    </svg>
  );
}

function MapSvg(props: MapViewProps & { shown?: Box; svgProps?: MapZoom['bind'] }) {
  const { G, board, hexTargets, segmentTargets, edgeTargets, plannedFactory, showStarts, playerNames, focus, current, shown, svgProps } = props;
  const fc = focus ? hexCenter(focus, S) : null;
  const paper = fc ? { x: fc.x - 1.75 * S, y: fc.y - 1.45 * S, w: 3.5 * S, h: 2.9 * S } : bounds(board.cells, S, 10);
  const box = shown ?? paper;
  const building = (k: string): Building | undefined => {
    const f = G.factories[k];
    return f ? { kind: 'factory', factory: f.factory, exit: f.exit } : board.buildings[k];
  };
  const takenStarts = new Set(Object.values(G.trains).filter(Boolean).map((t) => t!.hex));
  return (
    <svg
      className={focus ? 'tr-map tr-map-zoom' : 'tr-map tr-map-main'}
      viewBox={`${round(box.x)} ${round(box.y)} ${round(box.w)} ${round(box.h)}`}
      role="group"
      aria-label={focus ? `Close-up of hex ${focus}` : `Map ${board.map.name}`}
      {...svgProps}
    >
      <rect x={paper.x} y={paper.y} width={paper.w} height={paper.h} rx={12} className="tr-map-paper" />
      <g className="tr-cells">
        {board.cells.map((k) => (
          <polygon key={k} points={hexPoints(hexCenter(k, S), S)} className="tr-cell" data-cell={k} />
        ))}
      </g>
      <g className="tr-buildings">
        {board.cells.map((k) => {
          const b = building(k);
          return b ? <BuildingHex key={k} hex={k} b={b} /> : null;
        })}
      </g>
      <g className="tr-rails">
        {Object.entries(G.rails).flatMap(([hex, segs]) => segs.map((seg) => <Rail key={`${hex}:${seg}`} hex={hex} seg={seg} />))}
      </g>
      {showStarts && (
        <g className="tr-starts">
          {board.map.starts.map((st) => {
            const key = `${st.hex[0]},${st.hex[1]}`;
            const c = hexCenter(key, S);
            const p = edgeMid(c, st.rail[0], S, 0.55);
            const taken = takenStarts.has(key);
            const why = taken ? props.whyNotStart?.(st.id) : null;
            return (
              <g key={st.id} className={`tr-start${taken ? ' tr-start-taken' : ''}`} {...(why ? { tabIndex: 0, 'aria-label': `Start ${st.id}`, ...whyNotProps(why) } : {})}>
                {why && <polygon points={hexPoints(c, S * 0.9)} className="tr-start-why" />}
                <rect x={p.x - 12} y={p.y - 8} width={24} height={16} rx={8} />
                <text x={p.x} y={p.y + 4} textAnchor="middle">
                  {st.id}
                </text>
              </g>
            );
          })}
        </g>
      )}
      {plannedFactory && (
        <g className="tr-planned-factory" pointerEvents="none">
          <polygon points={hexPoints(hexCenter(plannedFactory.hex, S), S * 0.92)} />
          {plannedFactory.type && (
            <FactoryGlyph type={plannedFactory.type} x={hexCenter(plannedFactory.hex, S).x} y={hexCenter(plannedFactory.hex, S).y - 3} size={S * 0.85} />
          )}
          {plannedFactory.exit != null && <Opening c={hexCenter(plannedFactory.hex, S)} e={plannedFactory.exit} colour="#111" />}
        </g>
      )}
      <g className="tr-trains">
        {Object.keys(G.trains).map((id) => (
          <Train key={id} id={id} G={G} name={playerNames[id] ?? `Player ${Number(id) + 1}`} active={id === current} />
        ))}
      </g>
      <g className="tr-hex-targets">
        {hexTargets.map((t) => (
          <g
            key={`${t.hex}:${t.tone}`}
            className={`tr-hex-target tr-tone-${t.tone}${t.inert ? ' tr-inert' : ''}`}
            data-target-hex={t.inert ? undefined : t.hex}
            aria-label={t.label}
            {...(t.inert || !t.onClick ? {} : { ...t.marker, ...activate(t.onClick) })}
          >
            <title>{t.label}</title>
            <polygon className="tr-hl-under" points={hexPoints(hexCenter(t.hex, S), S * 0.9)} />
            <polygon className="tr-hl" points={hexPoints(hexCenter(t.hex, S), S * 0.9)} />
          </g>
        ))}
      </g>
      <g className="tr-seg-targets">
        {/* Straights last: where railways cross, the straight one takes the click. */}
        {hitOrder(segmentTargets).map((t) => {
          const c = hexCenter(t.hex, S);
          const d = segmentPath(c, t.a, t.b, S);
          let arrow: ReactNode = null;
          if (t.arrowTo != null) {
            const m = edgeMid(c, t.arrowTo, S, 0.78);
            const ang = ((-90 + 60 * t.arrowTo) * Math.PI) / 180;
            const tip = { x: m.x + Math.cos(ang) * 7, y: m.y + Math.sin(ang) * 7 };
            const perp = ang + Math.PI / 2;
            arrow = (
              <polygon
                className="tr-seg-arrow"
                points={`${round(tip.x)},${round(tip.y)} ${round(m.x + Math.cos(perp) * 6)},${round(m.y + Math.sin(perp) * 6)} ${round(m.x - Math.cos(perp) * 6)},${round(m.y - Math.sin(perp) * 6)}`}
              />
            );
          }
          return (
            <g
              key={`${t.hex}:${t.a}-${t.b}`}
              className="tr-seg-target"
              data-seg={`${t.hex}:${Math.min(t.a, t.b)}-${Math.max(t.a, t.b)}`}
              aria-label={t.label}
              {...t.marker}
              {...activate(t.onClick)}
            >
              <title>{t.label}</title>
              <path d={d} className="tr-seg-hit" strokeWidth={SEGMENT_HIT_WIDTH} />
              <path d={d} className="tr-seg-ghost" />
              {arrow}
            </g>
          );
        })}
      </g>
      <g className="tr-edge-targets">
        {edgeTargets.map((t) => {
          const p = edgeMid(hexCenter(t.hex, S), t.edge, S);
          return (
            <g key={`${t.hex}:${t.edge}`} className={`tr-edge-target${t.chosen ? ' tr-edge-chosen' : ''}`} data-edge={`${t.hex}:${t.edge}`} aria-label={t.label} {...t.marker} {...activate(t.onClick)}>
              <title>{t.label}</title>
              <circle cx={round(p.x)} cy={round(p.y)} r={13} className="tr-edge-hit" />
              <circle cx={round(p.x)} cy={round(p.y)} r={7.5} className="tr-edge-dot" />
            </g>
          );
        })}
      </g>
    </svg>
  );
}
