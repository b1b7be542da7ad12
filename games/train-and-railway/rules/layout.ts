// Map layout rules (design note item 43), checked by a test for every map.
import type { MapDef } from '../data/maps';
import { BASIC_RESOURCES } from '../data/goods';
import { CITY_COLOURS } from '../data/contracts';
import { hexKey, inGrid, neighbour, isLegalSegmentShape } from './hex';

export function layoutProblems(map: MapDef): string[] {
  const problems: string[] = [];
  const { cols, rows } = map.layout;
  const inside = (k: string) => inGrid(k, cols, rows);
  const buildings = new Map<string, MapDef['hexes'][number]>();
  for (const h of map.hexes) {
    const k = hexKey(h.hex[0], h.hex[1]);
    if (!inside(k)) problems.push(`${k} lies outside the grid`);
    if (buildings.has(k)) problems.push(`${k} is listed twice`);
    buildings.set(k, h);
  }
  const startHexes = new Set(map.starts.map((s) => hexKey(s.hex[0], s.hex[1])));
  if (map.starts.length !== 8) problems.push('a map has 8 starts');
  for (const s of map.starts) {
    const k = hexKey(s.hex[0], s.hex[1]);
    if (!inside(k)) problems.push(`start ${s.id} lies outside the grid`);
    if (buildings.has(k)) problems.push(`start ${s.id} is on a building`);
    if (inside(neighbour(k, s.rail[0]))) problems.push(`start ${s.id}'s rail does not lead off the map`);
    if (s.facing !== s.rail[1] || !isLegalSegmentShape(s.rail[0], s.rail[1])) problems.push(`start ${s.id}'s rail or facing is malformed`);
    const ahead = neighbour(k, s.facing);
    if (!inside(ahead) || buildings.has(ahead)) problems.push(`start ${s.id} does not face a free hex`);
  }
  for (const [k, h] of buildings) {
    const edges = h.kind === 'factory' ? [h.exit] : h.kind === 'blocked' ? [] : h.openings;
    for (const e of edges) {
      const n = neighbour(k, e);
      if (!inside(n) || buildings.has(n) || startHexes.has(n)) problems.push(`${h.kind} at ${k}: opening ${e} does not lead to a free hex`);
    }
    if ((h.kind === 'city' || h.kind === 'resource') && edges.length === 0) problems.push(`${h.kind} at ${k} has no opening`);
  }
  const free: string[] = [];
  for (let col = 0; col < cols; col++) for (let row = 0; row < rows; row++) {
    const k = hexKey(col, row - Math.floor(col / 2));
    if (!buildings.has(k)) free.push(k);
  }
  const seen = new Set([free[0]]);
  const queue = [free[0]];
  while (queue.length) {
    const k = queue.pop()!;
    for (let e = 0; e < 6; e++) {
      const n = neighbour(k, e);
      if (inside(n) && !buildings.has(n) && !seen.has(n)) { seen.add(n); queue.push(n); }
    }
  }
  if (seen.size !== free.length) problems.push('the free hexes do not form one connected region');
  for (const c of CITY_COLOURS) if (!map.hexes.some((h) => h.kind === 'city' && h.color === c)) problems.push(`no ${c} city`);
  for (const r of BASIC_RESOURCES) if (!map.hexes.some((h) => h.kind === 'resource' && h.resource === r)) problems.push(`no ${r}`);
  return problems;
}
