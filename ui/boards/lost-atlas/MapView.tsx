// The Lost Atlas map as SVG: terrain, laid tiles with their track, cities with slots, hubs and
// reservations, the runs being built, ghosts of a piece or tile about to be placed, and the
// clickable targets the board derives from the legal moves (hexes and stops).
import type { KeyboardEvent, ReactNode } from 'react';
import { hexTrack } from '../../../games/lost-atlas/rules/track';
import { trackTile } from '../../../games/lost-atlas/data/trackTiles';
import type { Network } from '../../../games/lost-atlas/route/network';
import { ddValue } from '../../../games/lost-atlas/route/view';
import type { Hex } from '../../../games/lost-atlas/rules/state';
import { bounds, centerOfKey, edgeMid, hexCenter, hexPoints, parseKey, round, stopPosition, trackPath, type Point } from './hex';
import { companyFill, type LAView } from './model';

/** Hex size in SVG units; at zoom 1 one unit is one CSS pixel, so a hex is 80 px across. */
export const S = 40;
/** Radius of a stop's tap circle: 32 px across at zoom 1. */
const STOP_HIT = 16;

export interface HexTarget {
  key: string;
  label: string;
  onClick: () => void;
  marker: Record<string, string>;
  selected?: boolean;
}

export interface StopTarget {
  stop: string;
  label: string;
  onClick: () => void;
  marker: Record<string, string>;
}

export interface Ghost {
  /** Cells of a map piece about to be placed. */
  cells?: { q: number; r: number; kind: string }[];
  /** A tile about to be laid. */
  tile?: { hex: string; tile: string; rot: number };
}

export interface DrawnRun {
  stops: string[];
  links: string[];
  open?: boolean;
}

interface Props {
  G: LAView;
  net: Network;
  zoom: number;
  hexTargets: HexTarget[];
  stopTargets: StopTarget[];
  ghost: Ghost | null;
  runs: DrawnRun[];
}

const KIND_FILL: Record<string, string> = {
  plain: '#ece6cf', mountain: '#cdb99a', water: '#9ec5e3', city: '#f1e7cf', border: '#7c7f84', dd: '#d9c2e6', locked: '#d6d6d6',
};
const TILE_FILL: Record<string, string> = { yellow: '#f2d85c', green: '#86c27f', purple: '#b79ad8', grey: '#b9b9b9', blue: '#9ec5e3', special: '#f2d85c', printed: '#d6d6d6' };
const CELL_KIND: Record<string, string> = { pass: 'locked', causeway: 'locked' };

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

/** Where each stop of a hex sits, by stop id. */
function stopPlaces(key: string, hex: Hex): Map<string, Point> {
  const c = centerOfKey(key, S);
  const t = hexTrack(hex);
  const out = new Map<string, Point>();
  t.stops.forEach((st, i) => out.set(`${key}#${i}`, stopPosition(c, st.exits, i, t.stops.length, S)));
  return out;
}

function TrackLines({ c, paths, stops, internal }: { c: Point; paths: [number, number][]; stops: { at: Point; exits: number[] }[]; internal: [number, number][] }) {
  const parts: ReactNode[] = [];
  paths.forEach(([a, b], i) => parts.push(<path key={`p${i}`} d={trackPath(c, a, b, S)} />));
  stops.forEach((st, i) =>
    st.exits.forEach((e) => {
      const m = edgeMid(c, e, S);
      parts.push(<path key={`s${i}-${e}`} d={`M${round(st.at.x)} ${round(st.at.y)} L${round(m.x)} ${round(m.y)}`} />);
    }),
  );
  internal.forEach(([a, b], i) => {
    const p = stops[a]?.at;
    const q = stops[b]?.at;
    if (p && q) parts.push(<path key={`i${i}`} d={`M${round(p.x)} ${round(p.y)} L${round(q.x)} ${round(q.y)}`} />);
  });
  return <g className="la-track">{parts}</g>;
}

function CityStop({ at, slots, value, hubs, reserved, showValue }: { at: Point; slots: number; value: number; hubs: string[]; reserved?: string; showValue: boolean }) {
  const n = Math.max(1, slots);
  const r = 0.22 * S;
  const w = 2 * r * n;
  const tokens = [...hubs];
  return (
    <g className="la-city">
      <rect x={round(at.x - w / 2 - 2)} y={round(at.y - r - 2)} width={round(w + 4)} height={round(2 * r + 4)} rx={r + 2} className="la-city-box" />
      {Array.from({ length: n }, (_, i) => {
        const x = at.x - w / 2 + r + 2 * r * i;
        const owner = tokens[i];
        const res = !owner && i === 0 ? reserved : undefined;
        return (
          <g key={i}>
            <circle cx={round(x)} cy={round(at.y)} r={r - 1} className={owner ? 'la-hub' : 'la-slot'} fill={owner ? companyFill(owner) : undefined} strokeDasharray={res ? '3 2' : undefined} />
            {(owner ?? res) && (
              <text x={round(x)} y={round(at.y + 3.5)} className={owner ? 'la-hub-text' : 'la-res-text'}>{owner ?? res}</text>
            )}
          </g>
        );
      })}
      {showValue && value > 0 && (
        <g>
          <circle cx={round(at.x + w / 2 + 4)} cy={round(at.y - r - 2)} r={8} className="la-value" />
          <text x={round(at.x + w / 2 + 4)} y={round(at.y - r + 1.5)} className="la-value-text">{value}</text>
        </g>
      )}
    </g>
  );
}

const KIND_WORD: Record<string, string> = { plain: 'plain', mountain: 'mountain', water: 'water', city: 'city', border: 'map edge', dd: 'Distant Destination', locked: 'pass' };

/** The hex in words (its tooltip): where, what terrain or tile, and each stop's value and hubs. */
/** What a Distant Destination hex pays a run now (its card's value in the current phase); null before its card is drawn. */
function ddWorth(hex: Hex, G: LAView): number | null {
  const card = G.dd[`DD:${hex.piece}`];
  if (!card) return null;
  try {
    return ddValue(card, G.phase, G.cfg.ddCustom);
  } catch {
    return null; // a card whose values the table sets (DD-4 without ddCustom)
  }
}

/** The Majors whose Headquarters (§3.17) are in this hex. */
const hqsIn = (G: LAView, key: string): string[] => Object.values(G.companies).filter((c) => c && !c.closed && c.hq?.hex === key).map((c) => c!.id);

function hexTitle(key: string, hex: Hex, stops: { slots: number; value: number }[], G: LAView): string {
  const parts = [`${key}: ${KIND_WORD[hex.kind] ?? hex.kind}`];
  const worth = hex.kind === 'dd' ? ddWorth(hex, G) : null;
  if (worth !== null) parts.push(`card ${G.dd[`DD:${hex.piece}`]}, worth ${worth} in the ${G.phase} phase`);
  if (hex.tile) parts.push(`tile ${hex.tile}`);
  if (hex.label) parts.push(`label ${hex.label}`);
  stops.forEach((st, i) => {
    const hubs = hex.hubs[i] ?? [];
    const res = G.reservations[`${key}#${i}`];
    parts.push(`stop ${i + 1}: ${st.value}, ${st.slots} slot${st.slots === 1 ? '' : 's'}${hubs.length ? `, hubs ${hubs.join(' ')}` : ''}${res ? `, home of ${res}` : ''}`);
  });
  if (hex.overlays.length) parts.push(hex.overlays.map((o) => (o === 'BOOM' ? 'Boom Town (+10)' : o === 'NEWCITY' ? 'New City' : o)).join(' '));
  if (hex.suburb) parts.push(`suburb of ${hex.suburb}`);
  for (const co of hqsIn(G, key)) parts.push(`HQ of ${co}`);
  return parts.join(' · ');
}

function HexBase({ hexKey, hex, G, net }: { hexKey: string; hex: Hex; G: LAView; net: Network }) {
  const c = centerOfKey(hexKey, S);
  const t = hexTrack(hex);
  const fill = hex.tile || t.color === 'special' ? TILE_FILL[t.color] ?? KIND_FILL.plain : KIND_FILL[hex.kind] ?? KIND_FILL.plain;
  const places = stopPlaces(hexKey, hex);
  const stops = t.stops.map((st, i) => ({ at: places.get(`${hexKey}#${i}`)!, exits: st.exits }));
  const hubsOf = (i: number) => hex.hubs[i] ?? [];
  return (
    <g className={`la-hex la-kind-${hex.kind}`} data-hex={hexKey}>
      <title>{hexTitle(hexKey, hex, t.stops, G)}</title>
      <polygon points={hexPoints(c, S)} fill={fill} className="la-hex-shape" />
      {hex.kind === 'mountain' && !hex.tile && <text x={c.x} y={c.y + 6} className="la-terrain">▲</text>}
      {hex.kind === 'water' && !hex.tile && <text x={c.x} y={c.y + 6} className="la-terrain">≈</text>}
      {hex.kind === 'dd' && (
        <text x={c.x} y={c.y + 5} className="la-dd-text">{ddWorth(hex, G) === null ? 'DD' : `DD ${ddWorth(hex, G)}`}</text>
      )}
      <TrackLines c={c} paths={t.paths} stops={stops} internal={t.internal} />
      {t.stops.map((st, i) => {
        const id = `${hexKey}#${i}`;
        const ns = net.stops[net.stopIndex.get(id) ?? -1];
        return (
          <CityStop
            key={i}
            at={stops[i].at}
            slots={ns?.slots ?? st.slots}
            value={(ns?.value ?? st.value) + (ns?.overlayValue ?? 0)}
            hubs={hubsOf(i)}
            reserved={G.reservations[id]}
            showValue
          />
        );
      })}
      {hex.label && <text x={round(c.x - 0.55 * S)} y={round(c.y + 0.1 * S)} className="la-hex-label">{hex.label}</text>}
      {hex.overlays.length > 0 && <text x={round(c.x + 0.5 * S)} y={round(c.y + 0.55 * S)} className="la-overlay">{hex.overlays.map((o) => (o.startsWith('LMK') ? '★' : o === 'BOOM' ? '+10' : o.slice(0, 3))).join(' ')}</text>}
      {hex.suburb && <text x={round(c.x - 0.45 * S)} y={round(c.y + 0.6 * S)} className="la-overlay">⌂{hex.suburb}</text>}
      {hqsIn(G, hexKey).map((co, i) => <HqBadge key={co} co={co} at={{ x: round(c.x - 0.5 * S), y: round(c.y - 0.42 * S + i * 15) }} />)}
      {hex.tile && <text x={round(c.x + 0.5 * S)} y={round(c.y - 0.55 * S)} className="la-tile-no">{hex.tile}</text>}
      <text x={round(c.x)} y={round(c.y - 0.66 * S)} className="la-coord">{hexKey}</text>
    </g>
  );
}

/** A Major's Headquarters on the map: "HQ <id>" in white on the company's colour, readable at a glance. */
export function HqBadge({ co, at }: { co: string; at: Point }) {
  const w = 8 + 7 * (3 + co.length);
  return (
    <g className="la-hq" data-hq={co}>
      <rect x={round(at.x - w / 2)} y={at.y - 7} width={w} height={14} rx={4} fill={companyFill(co)} />
      <text x={at.x} y={at.y + 4}>HQ {co}</text>
    </g>
  );
}

/** The colour of a map piece's cell (homes and cities alike are cities). */
export function cellFill(kind: string): string {
  const k = CELL_KIND[kind] ?? (kind.startsWith('home:') ? 'city' : kind);
  return KIND_FILL[k] ?? KIND_FILL.plain;
}

/** A map piece in one orientation, small (the orientation buttons). */
export function PieceGlyph({ cells, s = 11 }: { cells: { q: number; r: number; kind: string }[]; s?: number }) {
  const centres = cells.map((c) => hexCenter(c.q, c.r, s));
  const box = bounds(centres, s, 1);
  return (
    <svg viewBox={`${round(box.x)} ${round(box.y)} ${round(box.w)} ${round(box.h)}`} width={round(box.w)} height={round(box.h)} aria-hidden="true">
      {cells.map((c, i) => (
        <g key={i}>
          <polygon points={hexPoints(centres[i], s)} fill={cellFill(c.kind)} className="la-hex-shape" />
          {(c.kind.startsWith('home:') || c.kind === 'city') && <circle cx={round(centres[i].x)} cy={round(centres[i].y)} r={s * 0.35} className="la-slot" />}
          {i === 0 && <circle cx={round(centres[i].x)} cy={round(centres[i].y)} r={2} fill="#2f6db5" />}
        </g>
      ))}
    </svg>
  );
}

/** A lone tile drawn at `c` (the tray and the orientation choices use it too). */
export function TileGlyph({ tile, rot, c, s = S }: { tile: string; rot: number; c: Point; s?: number }) {
  const row = trackTile(tile);
  const turn = (e: number) => (e + rot) % 6;
  const stops = (row.stops ?? []).map((st, i, all) => ({ at: stopPosition(c, st.exits.map(turn), i, all.length, s), exits: st.exits.map(turn), slots: st.slots, value: st.value }));
  const scale = s / S;
  return (
    <g>
      <polygon points={hexPoints(c, s)} fill={TILE_FILL[row.color] ?? '#eee'} className="la-hex-shape" />
      <g className="la-track" style={{ strokeWidth: 6 * scale }}>
        {row.paths.map(([a, b], i) => <path key={i} d={trackPath(c, turn(a), turn(b), s)} />)}
        {stops.map((st, i) => st.exits.map((e) => {
          const m = edgeMid(c, e, s);
          return <path key={`${i}-${e}`} d={`M${round(st.at.x)} ${round(st.at.y)} L${round(m.x)} ${round(m.y)}`} />;
        }))}
      </g>
      {stops.map((st, i) => <circle key={i} cx={round(st.at.x)} cy={round(st.at.y)} r={round(0.22 * s * Math.max(1, st.slots) ** 0.5)} className="la-slot" />)}
      {row.label && <text x={round(c.x - 0.55 * s)} y={round(c.y + 0.1 * s)} className="la-hex-label" style={{ fontSize: 14 * scale }}>{row.label}</text>}
    </g>
  );
}

/** The points a link passes: its stops' positions and the middle of every side it crosses. */
function linkPoints(net: Network, link: string, places: (stop: string) => Point | null): Point[] {
  const idx = net.linkByKey.get(link);
  if (idx === undefined) return [];
  const l = net.links[idx];
  const pts: Point[] = [];
  const from = places(net.stops[l.from].id);
  if (from) pts.push(from);
  for (const side of l.sides) {
    const name = net.sideNames[side];
    const slash = name?.indexOf('/') ?? -1;
    if (!name || slash < 0) continue;
    const hex = name.slice(0, slash);
    pts.push(edgeMid(centerOfKey(hex, S), Number(name.slice(slash + 1)), S));
  }
  const to = places(net.stops[l.to].id);
  if (to) pts.push(to);
  return pts;
}

export function MapView({ G, net, zoom, hexTargets, stopTargets, ghost, runs }: Props) {
  const keys = Object.keys(G.map.hexes);
  const placeOf = new Map<string, Point>();
  for (const k of keys) for (const [id, p] of stopPlaces(k, G.map.hexes[k])) placeOf.set(id, p);
  for (const st of net.stops) if (st.dd && !placeOf.has(st.id)) placeOf.set(st.id, centerOfKey(st.hex, S));
  const place = (stop: string) => placeOf.get(stop) ?? null;
  const extra: Point[] = [
    ...hexTargets.map((t) => centerOfKey(t.key, S)),
    ...(ghost?.cells ?? []).map((c) => hexCenter(c.q, c.r, S)),
  ];
  const box = bounds([...keys.map((k) => centerOfKey(k, S)), ...extra], S, 8);
  return (
    <svg
      className="la-map-svg"
      viewBox={`${round(box.x)} ${round(box.y)} ${round(box.w)} ${round(box.h)}`}
      width={round(box.w * zoom)}
      height={round(box.h * zoom)}
      role="img"
      aria-label="The map"
    >
      {keys.map((k) => <HexBase key={k} hexKey={k} hex={G.map.hexes[k]} G={G} net={net} />)}
      {runs.map((run, i) => {
        const pts = run.links.flatMap((l) => linkPoints(net, l, place));
        const start = run.stops[0] ? place(run.stops[0]) : null;
        return (
          <g key={i} className={`la-run${run.open ? ' la-run-open' : ''}`}>
            {pts.length > 1 && <polyline points={pts.map((p) => `${round(p.x)},${round(p.y)}`).join(' ')} />}
            {start && <circle cx={round(start.x)} cy={round(start.y)} r={7} />}
          </g>
        );
      })}
      {ghost?.cells?.map((cell, i) => {
        const c = hexCenter(cell.q, cell.r, S);
        const kind = CELL_KIND[cell.kind] ?? (cell.kind.startsWith('home:') ? 'city' : cell.kind);
        return (
          <g key={`g${i}`} className="la-ghost">
            <polygon points={hexPoints(c, S)} fill={KIND_FILL[kind] ?? KIND_FILL.plain} />
            {kind === 'city' && <circle cx={round(c.x)} cy={round(c.y)} r={0.3 * S} className="la-slot" />}
            <text x={c.x} y={c.y + 5} className="la-ghost-text">{cell.kind.startsWith('home:') ? cell.kind.slice(5, 7) : kind === 'mountain' ? '▲' : kind === 'water' ? '≈' : kind === 'dd' ? 'DD' : ''}</text>
            {i === 0 && <circle cx={round(c.x)} cy={round(c.y + 0.55 * S)} r={4} fill="#2f6db5" />}
          </g>
        );
      })}
      {ghost?.tile && (
        <g className="la-ghost la-ghost-tile">
          <TileGlyph tile={ghost.tile.tile} rot={ghost.tile.rot} c={centerOfKey(ghost.tile.hex, S)} />
        </g>
      )}
      {hexTargets.map((t) => {
        const c = centerOfKey(t.key, S);
        return (
          <polygon
            key={`t${t.key}`}
            points={hexPoints(c, S * 0.92)}
            className={`la-target${t.selected ? ' la-target-selected' : ''}`}
            aria-label={t.label}
            {...(t.selected ? { 'aria-pressed': true } : {})}
            {...t.marker}
            {...activate(t.onClick)}
          />
        );
      })}
      {stopTargets.map((t) => {
        const p = place(t.stop);
        if (!p) return null;
        return (
          <circle key={`s${t.stop}`} cx={round(p.x)} cy={round(p.y)} r={STOP_HIT} className="la-stop-target" aria-label={t.label} {...t.marker} {...activate(t.onClick)} />
        );
      })}
    </svg>
  );
}

export { parseKey };
