// Laying and upgrading track tiles (design §3.8): colour by phase, what each hex takes, the mountain
// cost on a yellow lay (Tunneling's rebate), legal new exits, reach from the company's hubs, and
// upgrades that keep every old connection. The allowance per OR turn is `layAllowanceReason`.
import { COLOR_ORDER, HEX_ENTRY, trackTile, type TrackTileRow } from '../data/trackTiles';
import { MOUNTAIN_COST, SPECIAL_HOMES } from '../data/specialHomes';
import { minorParam, type AbilityId } from '../data/minors';
import { PHASES } from '../data/economy';
import { hexTrack, ddEntrances } from './track';
import { inheritedStop, keepsConnections, neighbourKey, opposite, rotateShape, type TrackShape } from './geometry';
import type { CoId, Hex, LAState } from './state';
import { networkOf } from '../route/network';
import { eventMods, floodReason } from './events';
import { companyView } from '../route/view';
import { grantedTerrainCost, grantedYellow } from './headquarters';

const shapeOfHex = (hex: Hex): TrackShape => {
  const t = hexTrack(hex);
  return { paths: t.paths, stops: t.stops.map((s) => ({ exits: s.exits, role: s.role })), label: hex.label, waterEdges: waterEdgesOf(hex) };
};
function waterEdgesOf(hex: Hex): number[] | undefined {
  const src = hex.tile ? trackTile(hex.tile).waterEdges : hex.special ? SPECIAL_HOMES[hex.special].waterEdges : undefined;
  if (!src) return undefined;
  const rot = hex.tile ? hex.rot ?? 0 : hex.pieceRot;
  return src.map((e) => (e + rot) % 6);
}
const shapeOfTile = (t: TrackTileRow, rot: number): TrackShape =>
  rotateShape({ paths: t.paths, stops: (t.stops ?? []).map((s) => ({ exits: s.exits, role: s.role })), label: t.label, waterEdges: t.waterEdges }, rot);
const edgesOf = (s: TrackShape): Set<number> => new Set([...s.paths.flat(), ...s.stops.flatMap((x) => x.exits)]);

/** The tiles an untiled hex takes (block 4), or null when the hex is tiled (then it upgrades). */
export function entryTiles(hex: Hex): string[] | null {
  if (hex.tile) return null;
  if (hex.special === 'mining') return HEX_ENTRY.mining;
  if (hex.special === 'port') return HEX_ENTRY.port;
  if (hex.special === 'bridging') return HEX_ENTRY.bridgingHome;
  if (hex.special === 'spacious') return HEX_ENTRY.spaciousHome;
  if (hex.kind === 'city') return hex.label === 'C' ? HEX_ENTRY.capital : HEX_ENTRY.city;
  return HEX_ENTRY[hex.kind as 'plain'] ?? [];
}

/** Is a printed special home (Mining, Port) an upgrade target rather than a fresh lay? */
const printedTrack = (hex: Hex): boolean => !hex.tile && (hex.special === 'mining' || hex.special === 'port');
export const isUpgrade = (hex: Hex): boolean => !!hex.tile || printedTrack(hex);

/** §3.8 Cost: a yellow tile on a mountain hex (Tunneling's home included) costs 40; upgrades never pay terrain (U28). */
export function terrainCost(hex: Hex, tile: string, mountain: number = MOUNTAIN_COST.value): number {
  const onMountain = hex.kind === 'mountain' || hex.mountain === true;
  return onMountain && !hex.tile && trackTile(tile).color === 'yellow' ? mountain : 0;
}

/**
 * The track ends (`hexKey/edge`) and cities (`hexKey`) the company reaches (§3.8 Reach): every exit
 * and path end walked from its own hubs and from every reached city that is not full for it
 * (blocking; Overnight walks on through full cities), dead ends included; a DD is never walked through.
 */
let reachCache: { map: LAState['map']; byKey: Map<string, { ends: Set<string>; cities: Set<string> }> } | null = null;

export function reachedTrack(G: LAState, co: CoId, abilities: readonly AbilityId[]): { ends: Set<string>; cities: Set<string> } {
  // The enumerator asks this for every candidate lay of one position: cache it on the map object
  // (a move always replaces G.map when it changes the map, so a new map is a new key).
  if (!reachCache || reachCache.map !== G.map) reachCache = { map: G.map, byKey: new Map() };
  const key = `${co}|${G.phase}|${abilities.join(',')}`;
  const hit = reachCache.byKey.get(key);
  if (hit) return hit;
  const result = computeReach(G, co, abilities);
  reachCache.byKey.set(key, result);
  return result;
}

function computeReach(G: LAState, co: CoId, abilities: readonly AbilityId[]): { ends: Set<string>; cities: Set<string> } {
  const net = networkOf(G.map);
  const view = companyView(net, { id: co, abilities, circusAvailable: false }, { phase: G.phase, dd: G.dd, ddCustom: G.cfg.ddCustom });
  const ends = new Set<string>();
  const cities = new Set<string>();
  const visited = new Set<string>();
  const walk = (key: string, edge: number) => {
    const id = `${key}/${edge}`;
    if (visited.has(id)) return;
    visited.add(id);
    ends.add(id);
    const n = neighbourKey(key, edge);
    const nh = G.map.hexes[n];
    if (!nh || nh.kind === 'dd') return;
    const ne = opposite(edge);
    const t = hexTrack(nh);
    const arrives = t.paths.some(([a, b]) => a === ne || b === ne) || t.stops.some((s) => s.exits.includes(ne));
    if (!arrives) return;
    ends.add(`${n}/${ne}`);
    for (const [a, b] of t.paths) if (a === ne || b === ne) walk(n, a === ne ? b : a);
    // a stop reached here is in the view's reach set and walked from there
  };
  for (let s = 0; s < net.stops.length; s++) {
    const st = net.stops[s];
    if (st.dd || !view.reach[s]) continue;
    cities.add(st.hex);
    if (view.full[s] && !view.own[s] && !view.overnight) continue; // Overnight's reach passes full cities (§3.1.1 OV)
    const t = hexTrack(G.map.hexes[st.hex]);
    for (const e of t.stops[st.index].exits) walk(st.hex, e);
  }
  return { ends, cities };
}

/** Why a new exit at `edge` of hex `key` is illegal (§3.8 Exits), or null. Bridging's own lays may point into water (§3.1.1 BR). */
function exitReason(G: LAState, key: string, edge: number, bridging = false): string | null {
  const n = G.map.hexes[neighbourKey(key, edge)];
  if (!n) return 'Track may not point off the map.';
  if (n.kind === 'water' && !n.tile && !bridging) return 'Track may not point into water.';
  if (n.kind === 'border') return 'Track may not point into a border hex.';
  if (n.kind === 'dd' && !ddEntrances(n).includes(opposite(edge))) return 'Track may enter a Distant Destination only by one of its entrances.';
  return null;
}

/** Why `co` may not lay `tile` at rotation `rot` on hex `key` now (allowance aside), or null. */
export function layReason(G: LAState, co: CoId, key: string, tileId: string, rot: number): string | null {
  const c = G.companies[co];
  if (!c) return 'There is no such company.';
  const hex = G.map.hexes[key];
  if (!hex) return 'That hex is not on the map.';
  if (!Number.isInteger(rot) || rot < 0 || rot > 5) return 'A rotation is 0 to 5.';
  let tile: TrackTileRow;
  try { tile = trackTile(tileId); } catch { return `There is no tile ${tileId}.`; }
  const bridging = c.abilities.includes('bridging');
  if (tile.bridge && !bridging) return 'Only the Bridging Company lays bridges.';
  if ((G.tileSupply[tileId] ?? 0) < 1) return `No tile ${tileId} is left.`;
  const phaseIdx = PHASES.indexOf(G.phase);
  const flood = floodReason(G, key, tileId, isUpgrade(hex)); // CHR-6
  if (flood) return flood;
  if (COLOR_ORDER.indexOf(tile.color) > phaseIdx) return `${tile.color} tiles are not available before the ${tile.color} phase.`;
  const next = shapeOfTile(tile, rot);
  const entry = entryTiles(hex);
  let old: TrackShape;
  if (entry && !printedTrack(hex)) {
    if (!entry.includes(tileId)) return entry.length ? `This hex takes only tiles ${entry.join(', ')}.` : 'No tile may be laid on this hex.';
    old = { paths: [], stops: hexTrack(hex).stops.map((s) => ({ exits: s.exits })), label: hex.label };
    if (old.stops.length !== next.stops.length) return 'A tile may not create or remove a city.';
  } else {
    const allowed = hex.tile ? trackTile(hex.tile).up : entry!;
    if (!allowed.includes(tileId)) return `${hex.tile ?? 'This home'} upgrades only to ${allowed.join(', ') || 'nothing'}.`;
    old = shapeOfHex(hex);
    if (!keepsConnections(old, next)) return 'An upgrade must keep every existing connection (track, city exits, label) in that rotation.';
  }
  const oldEdges = edgesOf(old);
  for (const e of edgesOf(next)) {
    if (oldEdges.has(e)) continue;
    const why = exitReason(G, key, e, bridging);
    if (why) return why;
  }
  const cost = grantedTerrainCost(G, co, terrainCost(hex, tileId, eventMods(G).mountainCost));
  if (c.treasury < cost) return `Laying on a mountain costs ${cost}; the treasury holds ${c.treasury}.`;
  // Reach: a city tile goes in a reached city (own hub cities count); other tiles must touch reached track.
  const reach = reachedTrack(G, co, c.abilities);
  if (next.stops.length > 0) {
    const facing = [0, 1, 2, 3, 4, 5].some((e) => reach.ends.has(`${neighbourKey(key, e)}/${opposite(e)}`));
    if (!reach.cities.has(key) && !facing) return 'The company does not reach this city.';
  } else {
    const touches = [...edgesOf(next)].some((e) => reach.ends.has(`${key}/${e}`) || reach.ends.has(`${neighbourKey(key, e)}/${opposite(e)}`));
    if (!touches) return 'The new track must connect to track the company reaches.';
  }
  return null;
}

/** Lays the tile: pays the terrain cost (Tunneling then receives its rebate), returns the old tile, keeps hubs (Mining's by role). */
export function applyLay(G: LAState, co: CoId, key: string, tileId: string, rot: number): void {
  const c = G.companies[co]!;
  const hex = G.map.hexes[key];
  const cost = grantedTerrainCost(G, co, terrainCost(hex, tileId, eventMods(G).mountainCost), true);
  if (cost > 0) {
    c.treasury -= cost;
    G.bank += cost;
    if (c.abilities.includes('tunneling')) {
      const rebate = eventMods(G).tunnelingRebate ?? minorParam('TU', 'rebate');
      c.treasury += rebate;
      G.bank -= rebate;
    }
  }
  const oldShape = shapeOfHex(hex);
  const next = { ...hex, tile: tileId, rot };
  const newShape = shapeOfTile(trackTile(tileId), rot);
  if (oldShape.stops.length && Object.keys(hex.hubs).length) {
    const hubs: Hex['hubs'] = {};
    for (const [i, list] of Object.entries(hex.hubs)) hubs[inheritedStop(oldShape, newShape, Number(i))] = list;
    next.hubs = hubs;
  }
  if (hex.tile) G.tileSupply[hex.tile] += 1;
  G.tileSupply[tileId] -= 1;
  G.map = { version: G.map.version + 1, hexes: { ...G.map.hexes, [key]: next } };
}

/**
 * §3.7 step 3: 2 yellow lays (3 under Track Gangs, CHR-3: `maxYellow`) or 1 upgrade; Agricultural
 * may add one yellow after its upgrade; Land Grant (HQ) one more yellow, before or after.
 */
export function layAllowanceReason(
  lays: { yellow: number; upgrade: boolean; landGrant?: { free: boolean } },
  upgrade: boolean,
  abilities: readonly AbilityId[],
  maxYellow = 2,
): string | null {
  const grant = grantedYellow(lays);
  if (upgrade) {
    if (lays.upgrade) return 'Only one upgrade per turn.';
    if (lays.yellow > grant) return 'An upgrade replaces both yellow lays.';
    return null;
  }
  if (lays.upgrade) return lays.yellow < grant + (abilities.includes('agricultural') ? 1 : 0) ? null : 'After an upgrade no yellow tile may be laid.';
  const max = maxYellow + grant;
  return lays.yellow < max ? null : `${max === 2 ? 'Two' : max === 3 ? 'Three' : max} yellow tiles per turn at most.`;
}
