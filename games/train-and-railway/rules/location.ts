// Location actions (S004-0063..0076): obtain, process, sell; where a train may use a location.
import type { PlayerID } from '../../kit/types';
import { RECIPES, type Good, type RecipeRow } from '../data/goods';
import { contract } from '../data/contracts';
import { buildingAt, openingHexes, staticBoard, type Building } from './board';
import { areAdjacent, neighbour } from './hex';
import { hasEffect, held, heldCount, storageLimit } from './player';
import { HIDDEN, type TRState } from './state';

export type Access = 'free' | 'minus';

/** Waterway hexes connected to `start` (a chain counts as one waterway, design note item 39). */
function waterwayChain(G: TRState, start: string): string[] {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const k = queue.pop()!;
    for (let e = 0; e < 6; e++) {
      const n = neighbour(k, e);
      if (!seen.has(n) && buildingAt(G, n)?.kind === 'waterway') { seen.add(n); queue.push(n); }
    }
  }
  return [...seen];
}

/** Locations a train standing at `at` may use through a waterway (S004-0139). */
function viaWaterway(G: TRState, at: string): Set<string> {
  const out = new Set<string>();
  for (const k of staticBoard(G.mapId).cells) {
    const b = buildingAt(G, k);
    if (b?.kind !== 'waterway' || !openingHexes(k, b).includes(at)) continue;
    for (const w of waterwayChain(G, k)) for (let e = 0; e < 6; e++) out.add(neighbour(w, e));
  }
  return out;
}

/**
 * How the player's train may use the location at `hex`: free from one of its openings (or across
 * a waterway with the Waterway ability), for a minus token from any other adjacent hex (the black
 * lines, S004-0062/0067), or not at all.
 */
export function locationAccess(G: TRState, pid: PlayerID, hex: string): Access | null {
  const t = G.trains[pid];
  const b = buildingAt(G, hex);
  if (!t || !b || b.kind === 'waterway' || b.kind === 'blocked') return null;
  if (openingHexes(hex, b).includes(t.hex)) return 'free';
  if (hasEffect(G.players[pid], (e) => e.kind === 'waterwayExit') && viaWaterway(G, t.hex).has(hex)) return 'free';
  if (areAdjacent(t.hex, hex)) return 'minus';
  return null;
}

export function obtainMax(G: TRState, pid: PlayerID, hex: string): number {
  const b = buildingAt(G, hex);
  if (b?.kind !== 'resource') return 0;
  const P = G.players[pid];
  const room = storageLimit(P) - heldCount(P);
  const stock = G.supply[b.resource] ?? 0;
  const unlimited = hasEffect(P, (e) => e.kind === 'unlimitedObtain' && e.resource === b.resource);
  return Math.max(0, Math.min(room, stock, unlimited ? 99 : 1));
}

export function obtainReason(G: TRState, pid: PlayerID, hex: string, count: number): string | null {
  const b = buildingAt(G, hex);
  if (b?.kind !== 'resource') return 'Resources are obtained at a resource location.';
  if (!locationAccess(G, pid, hex)) return "Your train must stand next to the location's opening.";
  const max = obtainMax(G, pid, hex);
  if (max === 0) return (G.supply[b.resource] ?? 0) === 0 ? `No ${b.resource} is left in the supply.` : 'Your storage is full.';
  if (!Number.isInteger(count) || count < 1 || count > max) return max === 1 ? 'You obtain 1 token.' : `You may obtain 1 to ${max} tokens.`;
  return null;
}

export function recipeById(id: string): RecipeRow | undefined {
  return RECIPES.find((r) => r.id === id);
}

export function processReason(G: TRState, pid: PlayerID, hex: string, recipeId: string): string | null {
  const b = buildingAt(G, hex);
  if (b?.kind !== 'factory') return 'Processing happens at a factory.';
  const r = recipeById(recipeId);
  if (!r || r.factory !== b.factory) return `A ${b.factory} factory does not make that.`;
  if (!locationAccess(G, pid, hex)) return "Your train must stand next to the factory's exit.";
  const P = G.players[pid];
  const need: Partial<Record<Good, number>> = {};
  for (const g of r.inputs) need[g] = (need[g] ?? 0) + 1;
  for (const g in need) if (held(P, g as Good) < need[g as Good]!) return `You need ${r.inputs.join(' + ')}.`;
  if ((G.supply[r.output] ?? 0) < 1) return `No ${r.output} is left in the supply.`;
  return null;
}

/** Can the player sell at least one good to the colour of the city at `hex`? */
export function sellableGoods(G: TRState, pid: PlayerID, colour: string): Good[] {
  const P = G.players[pid];
  const wanted = new Set<Good>();
  for (const c of G.publicContracts) if (contract(c.id).colour === colour) c.left.forEach((g) => wanted.add(g));
  for (const id of P.secret) if (id !== HIDDEN && contract(id).colour === colour) contract(id).goods.forEach((g) => wanted.add(g));
  return [...wanted].filter((g) => held(P, g) > 0);
}

export function sellReason(G: TRState, pid: PlayerID, hex: string): string | null {
  const b = buildingAt(G, hex);
  if (b?.kind !== 'city') return 'Goods are sold at a city.';
  if (!locationAccess(G, pid, hex)) return "Your train must stand next to the city's opening.";
  if (sellableGoods(G, pid, b.color).length === 0) return `You hold no good that a ${b.color} contract wants.`;
  return null;
}

export function locationKind(b: Building | undefined): 'obtain' | 'process' | 'sell' | null {
  if (b?.kind === 'resource') return 'obtain';
  if (b?.kind === 'factory') return 'process';
  if (b?.kind === 'city') return 'sell';
  return null;
}

/** Every location action the player could take now (ignoring whose turn it is), with its access. */
export function availableLocationActions(G: TRState, pid: PlayerID): { move: string; args: any[]; access: Access }[] {
  const out: { move: string; args: any[]; access: Access }[] = [];
  const t = G.trains[pid];
  if (!t) return out;
  // Only hexes next to the train, or reached through a waterway, can be used at all.
  const near = new Set<string>();
  for (let e = 0; e < 6; e++) near.add(neighbour(t.hex, e));
  if (hasEffect(G.players[pid], (e) => e.kind === 'waterwayExit')) viaWaterway(G, t.hex).forEach((k) => near.add(k));
  for (const k of [...near].sort()) {
    const b = buildingAt(G, k);
    const kind = locationKind(b);
    if (!kind) continue;
    const access = locationAccess(G, pid, k);
    if (!access) continue;
    if (kind === 'obtain') {
      const max = obtainMax(G, pid, k);
      for (let n = 1; n <= max; n++) if (!obtainReason(G, pid, k, n)) out.push({ move: 'obtain', args: [k, n], access });
    } else if (kind === 'process') {
      for (const r of RECIPES) if (!processReason(G, pid, k, r.id)) out.push({ move: 'process', args: [k, r.id], access });
    } else if (!sellReason(G, pid, k)) out.push({ move: 'sell', args: [k], access });
  }
  return out;
}

/**
 * Why no location action can be taken now, or null when one can. The Location main action stays
 * legal with nothing to do (it then only allows passing), so the board greys it with this instead
 * of letting the player spend the main action to find out.
 */
export function noLocationActionReason(G: TRState, pid: PlayerID): string | null {
  if (availableLocationActions(G, pid).length) return null;
  const t = G.trains[pid];
  if (!t) return 'Your train is not on the map yet.';
  const why: string[] = [];
  const near = new Set<string>();
  for (let e = 0; e < 6; e++) near.add(neighbour(t.hex, e));
  if (hasEffect(G.players[pid], (e) => e.kind === 'waterwayExit')) viaWaterway(G, t.hex).forEach((k) => near.add(k));
  for (const k of [...near].sort()) {
    const b = buildingAt(G, k);
    if (!locationKind(b) || !locationAccess(G, pid, k)) continue;
    if (b!.kind === 'resource') why.push(`${b!.resource}: ${obtainReason(G, pid, k, 1)}`);
    else if (b!.kind === 'factory') {
      const factory = b!.factory;
      const reasons = new Set(RECIPES.filter((r) => r.factory === factory).map((r) => processReason(G, pid, k, r.id)));
      why.push(`${factory} factory: ${[...reasons].join(' ')}`);
    } else if (b!.kind === 'city') why.push(`${b!.color} city: ${sellReason(G, pid, k)}`);
  }
  if (!why.length) return 'No resource, factory or city stands next to your train.';
  return `Nothing can be done at the locations next to your train. ${why.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ')}`;
}
