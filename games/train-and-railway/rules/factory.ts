// Build a Factory (S004-0048..0062): payment, placement rules and the connectivity rule.
import type { PlayerID } from '../../kit/types';
import { FACTORY_TYPES, type FactoryType } from '../data/goods';
import { buildingAt, isLocation, onMap, openingHexes, staticBoard } from './board';
import { areAdjacent, neighbour } from './hex';
import { held } from './player';
import type { TRState } from './state';

export type FactoryPayment = 'stones' | 'shovel' | 'minus';
export const FACTORY_PAYMENTS: FactoryPayment[] = ['stones', 'shovel', 'minus'];

export function paymentReason(G: TRState, pid: PlayerID, pay: FactoryPayment): string | null {
  const P = G.players[pid];
  if (pay === 'stones') return held(P, 'stone') >= 2 ? null : 'Paying with stones needs 2 stones.';
  if (pay === 'shovel') return P.shovels > 0 ? null : 'You have no shovel.';
  if (pay === 'minus') return null;
  return 'Pay with 2 stones, a shovel or a minus token.';
}

/**
 * Design note items 21 and 38: with `extra` (a hex about to hold a factory whose exit is `exit`)
 * counted as a building, do all free hexes still form one region, does every location keep a usable
 * opening, and does the new exit face a free hex?
 */
export function connectivityReason(G: TRState, extra: string, exit: number): string | null {
  return exitReason(G, extra, exit) ?? regionReason(G, extra);
}

export function exitReason(G: TRState, extra: string, exit: number): string | null {
  const exitHex = neighbour(extra, exit);
  if (exitHex === extra || !onMap(G, exitHex) || buildingAt(G, exitHex)) return "The factory's exit must face a free hex on the map.";
  return null;
}

/**
 * Answers of regionReason per map and set of drawn factories: the answer depends on nothing else
 * (railways and trains do not matter), and searches ask the same few questions thousands of times.
 */
const regionCache = new Map<string, string | null>();

function factoriesKey(G: TRState): string {
  let key = G.mapId;
  for (const k of Object.keys(G.factories).sort()) key += `;${k}>${G.factories[k].exit}`;
  return key;
}

/** The part of the connectivity rule that does not depend on the exit. */
export function regionReason(G: TRState, extra: string): string | null {
  const key = `${factoriesKey(G)}|${extra}`;
  const hit = regionCache.get(key);
  if (hit !== undefined) return hit;
  const reason = computeRegionReason(G, extra);
  if (regionCache.size >= 20000) regionCache.clear();
  regionCache.set(key, reason);
  return reason;
}

function computeRegionReason(G: TRState, extra: string): string | null {
  const board = staticBoard(G.mapId);
  const isFree = (k: string) => k !== extra && board.cellSet.has(k) && !buildingAt(G, k);
  const free = board.cells.filter(isFree);
  const seen = new Set<string>([free[0]]);
  const queue = [free[0]];
  while (queue.length) {
    const k = queue.pop()!;
    for (let e = 0; e < 6; e++) {
      const n = neighbour(k, e);
      if (!seen.has(n) && isFree(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  if (seen.size !== free.length) return 'A factory there would cut the map into two disconnected areas.';
  for (const k of board.cells) {
    const b = buildingAt(G, k);
    if (!isLocation(b) || k === extra) continue;
    if (!openingHexes(k, b!).some(isFree)) return 'A factory there would leave a location with no reachable opening.';
  }
  return null;
}

/** Is `hex` the opening position of some building (waterways excepted, S004-0057)? */
export function isBuildingOpening(G: TRState, hex: string): boolean {
  if (staticBoard(G.mapId).printedOpenings.has(hex)) return true;
  for (const k in G.factories) if (neighbour(k, G.factories[k].exit) === hex) return true;
  return false;
}

/** Why a factory cannot stand on `hex` (ignoring the exit and payment). */
export function factorySiteReason(G: TRState, pid: PlayerID, hex: string): string | null {
  const t = G.trains[pid];
  if (!t) return 'Your train is not on the map.';
  if (typeof hex !== 'string' || !onMap(G, hex)) return 'That hex is not on the map.';
  if (!areAdjacent(t.hex, hex)) return 'Factories can only be built within one hex of your train.';
  if ((G.rails[hex] ?? []).length) return 'Factories cannot be built where there are railways.';
  if (buildingAt(G, hex)) return 'Factories cannot be built on buildings.';
  if (isBuildingOpening(G, hex)) return "Factories cannot be built on a building's opening.";
  for (const id in G.trains) {
    const o = G.trains[id];
    if (id !== pid && o && neighbour(o.hex, o.facing) === hex) return 'Factories cannot block the position directly in front of another train.';
  }
  return null;
}

export function factoryReason(G: TRState, pid: PlayerID, hex: string, type: FactoryType, exit: number, pay: FactoryPayment): string | null {
  if (!FACTORY_TYPES.includes(type)) return 'Choose an iron, brick, paper, axe or chemical factory.';
  if (!Number.isInteger(exit) || exit < 0 || exit > 5) return 'Choose one of the six edges as the exit.';
  const payR = paymentReason(G, pid, pay);
  if (payR) return payR;
  return factorySiteReason(G, pid, hex) ?? connectivityReason(G, hex, exit);
}

/**
 * The hexes next to the train where a factory could stand, each with the exits it could face
 * there, or why none can (the site's first reason, or no free exit). The enumerator lists its
 * placements from these; the board greys "Build a factory…" when none has an exit.
 */
export function factorySites(G: TRState, pid: PlayerID): { hex: string; exits: number[]; reason: string | null }[] {
  const t = G.trains[pid];
  if (!t) return [];
  const sites = [];
  for (let e = 0; e < 6; e++) {
    const hex = neighbour(t.hex, e);
    const reason = factorySiteReason(G, pid, hex) ?? regionReason(G, hex);
    const exits = reason ? [] : [0, 1, 2, 3, 4, 5].filter((exit) => !exitReason(G, hex, exit));
    sites.push({ hex, exits, reason: reason ?? (exits.length ? null : "The factory's exit must face a free hex on the map.") });
  }
  return sites;
}

/** Why no factory can be built next to the train at all (null: some hex and exit can take one), each reason said once. */
export function noFactorySiteReason(G: TRState, pid: PlayerID): string | null {
  if (!G.trains[pid]) return 'Your train is not on the map.';
  const sites = factorySites(G, pid);
  if (sites.some((s) => s.exits.length > 0)) return null;
  return `No hex next to your train can take a factory. ${[...new Set(sites.map((s) => s.reason))].join(' ')}`;
}
