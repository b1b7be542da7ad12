// The route graph of design §6.1, built from the map alone (no company): stops, sides, Mining
// segments and links. A side is the boundary between two on-map hexes that both have track on it;
// a link is a walk from a stop out through one exit, across sides and stop-less hexes (branching at
// junctions, never reusing a side) to the first stop it reaches. Cached per map version.
import { hexTrack, ddEntrances } from '../rules/track';
import { neighbourKey, opposite } from '../rules/geometry';
import { BOOM_VALUE } from '../rules/events';
import type { Hex, HexKey, MapState, StopId } from '../rules/state';

export interface NetStop {
  id: StopId;
  /** The hex of a city stop; a DD's first hex. */
  hex: HexKey;
  /** The stop's index in its hex (−1 for a DD). */
  index: number;
  dd: boolean;
  /** Stops that a run may count only once together share a group (Port halves). */
  group: number;
  slots: number;
  /** Printed/tile value of a city (a DD's value comes from its card). */
  value: number;
  /** Cathedral and other permanent overlays' value (§3.14.2; CHR-7's Boom Town, §3.16). */
  overlayValue: number;
  /** The hex's colour (hexTrack; an untiled Spacious home counts grey): event stop modifiers read it. */
  color: string;
  /** Exhibition Grounds (LMK-3) is on this city. */
  exhibition: boolean;
  hubs: string[];
  /** The Suburban company whose suburb marker is on this city. */
  suburb: string | null;
}

export interface NetLink {
  from: number;
  to: number;
  /** Side and segment ids in walk order. */
  sides: number[];
  key: string;
}

export interface Network {
  version: number;
  stops: NetStop[];
  stopIndex: Map<StopId, number>;
  /** Names of sides (`q,r/e` from the hex whose key sorts first) then segments (`q,r#i-j`). */
  sideNames: string[];
  /** Uint32 words per side bitset. */
  words: number;
  groups: number;
  links: NetLink[];
  /** Stop index → the indices of the links leaving it. */
  out: number[][];
  linkByKey: Map<string, number>;
}

export const ddStopId = (piece: string): StopId => `DD:${piece}`;
export const cityStopId = (hex: HexKey, i: number): StopId => `${hex}#${i}`;

/** Builds the network of a map. Pure; see `networkOf` for the cached form. */
export function buildNetwork(map: MapState): Network {
  const keys = Object.keys(map.hexes).sort();
  const tracks = new Map(keys.map((k) => [k, hexTrack(map.hexes[k])]));
  const stops: NetStop[] = [];
  const stopIndex = new Map<StopId, number>();
  // endpoint (hex, edge) → what meets that edge inside the hex
  const stopAt = new Map<string, number[]>();
  const pathsAt = new Map<string, number[]>();
  const at = (k: HexKey, e: number) => `${k}/${e}`;
  const push = (m: Map<string, number[]>, key: string, v: number) => {
    const list = m.get(key);
    if (list) list.push(v);
    else m.set(key, [v]);
  };
  let groups = 0;
  for (const k of keys) {
    const hex = map.hexes[k];
    const t = tracks.get(k)!;
    if (hex.kind === 'dd') {
      const id = ddStopId(hex.piece);
      let s = stopIndex.get(id);
      if (s === undefined) {
        s = stops.length;
        stopIndex.set(id, s);
        stops.push({ id, hex: k, index: -1, dd: true, group: groups++, slots: 0, value: 0, overlayValue: 0, color: 'none', exhibition: false, hubs: [], suburb: null });
      }
      for (const e of ddEntrances(hex)) push(stopAt, at(k, e), s);
      continue;
    }
    const group = t.oneCity ? groups++ : -1;
    t.stops.forEach((st, i) => {
      const s = stops.length;
      const id = cityStopId(k, i);
      stopIndex.set(id, s);
      stops.push({
        id, hex: k, index: i, dd: false, group: group >= 0 ? group : groups++,
        slots: st.slots + (hex.overlays.includes('LMK-2') ? 1 : 0),
        value: st.value,
        overlayValue: (hex.overlays.includes('LMK-1') ? 10 : 0) + (hex.overlays.includes('BOOM') ? BOOM_VALUE : 0),
        color: hex.special === 'spacious' && !hex.tile ? 'grey' : t.color,
        exhibition: hex.overlays.includes('LMK-3'),
        hubs: hex.hubs[i] ?? [],
        suburb: hex.suburb ?? null,
      });
      for (const e of st.exits) push(stopAt, at(k, e), s);
    });
    t.paths.forEach(([a, b], p) => {
      push(pathsAt, at(k, a), p);
      push(pathsAt, at(k, b), p);
    });
  }
  const hasEnd = (k: HexKey, e: number) => stopAt.has(at(k, e)) || pathsAt.has(at(k, e));

  // Sides: both hexes must have track on the shared edge.
  const sideOf = new Map<string, number>();
  const sideNames: string[] = [];
  for (const k of keys) {
    for (let e = 0; e < 6; e++) {
      if (!hasEnd(k, e)) continue;
      const n = neighbourKey(k, e);
      if (!map.hexes[n] || !hasEnd(n, opposite(e))) continue;
      if (sideOf.has(at(k, e))) continue;
      const id = sideNames.length;
      sideNames.push(k < n ? `${k}/${e}` : `${n}/${opposite(e)}`);
      sideOf.set(at(k, e), id);
      sideOf.set(at(n, opposite(e)), id);
    }
  }
  // Segments: Mining's stop-to-stop track, numbered after the sides.
  const segments: { from: number; to: number; id: number }[] = [];
  for (const k of keys) {
    const t = tracks.get(k)!;
    for (const [i, j] of t.internal) {
      const a = stopIndex.get(cityStopId(k, i)), b = stopIndex.get(cityStopId(k, j));
      if (a === undefined || b === undefined) continue;
      segments.push({ from: a, to: b, id: sideNames.length });
      sideNames.push(`${k}#${i}-${j}`);
    }
  }

  const links: NetLink[] = [];
  const out: number[][] = stops.map(() => []);
  const linkByKey = new Map<string, number>();
  const addLink = (from: number, to: number, sides: number[]) => {
    if (stops[from].group === stops[to].group) return; // a loop back into its own stop group is never usable (R5)
    const key = `${stops[from].id}>${stops[to].id}@${sides.map((s) => sideNames[s]).join('.')}`;
    if (linkByKey.has(key)) return;
    linkByKey.set(key, links.length);
    out[from].push(links.length);
    links.push({ from, to, sides: [...sides], key });
  };

  for (let s = 0; s < stops.length; s++) {
    // every (hex, edge) exit of the stop
    const exits: [HexKey, number][] = [];
    for (const [key, list] of stopAt) if (list.includes(s)) {
      const slash = key.lastIndexOf('/');
      exits.push([key.slice(0, slash), Number(key.slice(slash + 1))]);
    }
    exits.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    const used = new Set<number>();
    const trail: number[] = [];
    const walk = (k: HexKey, e: number) => {
      const side = sideOf.get(at(k, e));
      if (side === undefined || used.has(side)) return;
      used.add(side);
      trail.push(side);
      const n = neighbourKey(k, e);
      const ne = opposite(e);
      for (const t of stopAt.get(at(n, ne)) ?? []) addLink(s, t, trail);
      const nt = tracks.get(n)!;
      for (const p of pathsAt.get(at(n, ne)) ?? []) {
        const [a, b] = nt.paths[p];
        walk(n, a === ne ? b : a);
      }
      trail.pop();
      used.delete(side);
    };
    for (const [k, e] of exits) walk(k, e);
    for (const seg of segments) {
      if (seg.from === s) addLink(s, seg.to, [seg.id]);
      if (seg.to === s) addLink(s, seg.from, [seg.id]);
    }
  }
  return { version: map.version, stops, stopIndex, sideNames, words: Math.max(1, Math.ceil(sideNames.length / 32)), groups, links, out, linkByKey };
}

let cache: { map: MapState; net: Network } | null = null;
/** The network of a map, cached on the last map object seen (states are immutable between moves). */
export function networkOf(map: MapState): Network {
  if (cache && cache.map === map) return cache.net;
  const net = buildNetwork(map);
  cache = { map, net };
  return net;
}

export type { Hex };
