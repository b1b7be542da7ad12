// What stands on the map: printed buildings from the map table plus factories drawn during play.
import { mapById, type MapDef } from '../data/maps';
import type { FactoryType, BasicResource } from '../data/goods';
import type { CityColour } from '../data/contracts';
import { hexKey, inGrid, neighbour, segKey } from './hex';
import type { TRState } from './state';

export type Building =
  | { kind: 'city'; color: CityColour; openings: number[] }
  | { kind: 'resource'; resource: BasicResource; openings: number[] }
  | { kind: 'waterway'; openings: number[] }
  | { kind: 'blocked'; terrain: string }
  | { kind: 'factory'; factory: FactoryType; exit: number; printed?: boolean };

export interface StaticBoard {
  map: MapDef;
  cells: string[];
  cellSet: Set<string>;
  buildings: Record<string, Building>;
  /** Rails printed at the start positions. */
  startRails: Record<string, string[]>;
  /** Hexes that are an opening of a printed city, resource or factory. */
  printedOpenings: Set<string>;
}

const cache: Record<string, StaticBoard> = {};

export function staticBoard(mapId: string): StaticBoard {
  const hit = cache[mapId];
  if (hit) return hit;
  const map = mapById(mapId);
  if (!map) throw new Error(`unknown map ${mapId}`);
  const cells: string[] = [];
  for (let col = 0; col < map.layout.cols; col++) {
    for (let row = 0; row < map.layout.rows; row++) cells.push(hexKey(col, row - Math.floor(col / 2)));
  }
  const buildings: Record<string, Building> = {};
  for (const h of map.hexes) {
    const { hex, ...rest } = h;
    buildings[hexKey(hex[0], hex[1])] = rest as Building;
  }
  const startRails: Record<string, string[]> = {};
  for (const s of map.starts) startRails[hexKey(s.hex[0], s.hex[1])] = [segKey(s.rail[0], s.rail[1])];
  const printedOpenings = new Set<string>();
  for (const k in buildings) if (isLocation(buildings[k])) openingHexes(k, buildings[k]).forEach((h) => printedOpenings.add(h));
  const board = { map, cells, cellSet: new Set(cells), buildings, startRails, printedOpenings };
  cache[mapId] = board;
  return board;
}

export function onMap(G: TRState, key: string): boolean {
  return staticBoard(G.mapId).cellSet.has(key);
}

export function buildingAt(G: TRState, key: string): Building | undefined {
  const drawn = G.factories[key];
  if (drawn) return { kind: 'factory', factory: drawn.factory, exit: drawn.exit };
  return staticBoard(G.mapId).buildings[key];
}

/** Edges across which a building may be used for free: openings, or a factory's single exit. */
export function openingsOf(b: Building): number[] {
  if (b.kind === 'factory') return [b.exit];
  if (b.kind === 'blocked') return [];
  return b.openings;
}

export const isLocation = (b: Building | undefined): boolean =>
  !!b && (b.kind === 'city' || b.kind === 'resource' || b.kind === 'factory');

export function inMapGrid(map: MapDef, key: string): boolean {
  return inGrid(key, map.layout.cols, map.layout.rows);
}

export function openingHexes(key: string, b: Building): string[] {
  return openingsOf(b).map((e) => neighbour(key, e));
}
