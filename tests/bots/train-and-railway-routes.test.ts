// routesFrom keeps its routes in typed arrays and makes RouteNodes only when asked for; this test
// keeps the object-per-position search it replaced and checks, on positions of seeded games on
// every map, that both find the same routes: same costs, new segments, segments, seq (the order
// the positions were first reached, which settles ties between arrivals) and paths, and the same
// early-stopped cheapest arrival.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { loadBotGame } from '../../bots/index';
import { plannerPick, routesFrom, type Routes } from '../../bots/train-and-railway-planner';
import { MAPS } from '../../games/train-and-railway/data/maps';
import { staticBoard } from '../../games/train-and-railway/rules/board';
import { neighbour, segKey } from '../../games/train-and-railway/rules/hex';
import type { TRState, TrainState } from '../../games/train-and-railway/rules/state';
import { applyMove, currentSeat, legalMoves, startMatch } from '../../tools/lib/match';

const loaded = await loadBotGame('train-and-railway');

interface ReferenceNode {
  hex: string;
  facing: number;
  seg: string;
  cost: number;
  newSegs: number;
  prev: ReferenceNode | null;
  isNew: boolean;
  seq: number;
}

/** The route search as it was written before the typed arrays (one object per position, a heap of them). */
function referenceRoutes(G: TRState, start: TrainState, arrivalCost?: (node: ReferenceNode) => number) {
  const board = staticBoard(G.mapId);
  const hexes = board.cells;
  const index = new Map(hexes.map((h, i) => [h, i]));
  const n = hexes.length;
  const segBit = (seg: string) => {
    const a = Number(seg[0]);
    const b = Number(seg[2]);
    return 1 << (a * 6 + b - ((a + 1) * (a + 2)) / 2);
  };
  const canDraw = hexes.map((h) => !board.buildings[h] && !G.factories[h]);
  const drawn = hexes.map((h) => (G.rails[h] ?? []).reduce((mask, seg) => mask | segBit(seg), 0));
  const best: (ReferenceNode | undefined)[] = new Array(n * 6);
  const first: ReferenceNode = { hex: start.hex, facing: start.facing, seg: start.seg, cost: 0, newSegs: 0, prev: null, isNew: false, seq: 0 };
  let reached = 1;
  const startCell = index.get(start.hex);
  if (startCell !== undefined) best[startCell * 6 + start.facing] = first;
  const heap: ReferenceNode[] = [first];
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j], heap[i]]);
  let bestArrival = Infinity;
  while (heap.length) {
    const node = heap[0];
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l].cost < heap[m].cost) m = l;
        if (r < heap.length && heap[r].cost < heap[m].cost) m = r;
        if (m === i) break;
        swap(m, i);
        i = m;
      }
    }
    const cell = index.get(node.hex);
    if (cell === undefined || best[cell * 6 + node.facing] !== node) continue;
    if (arrivalCost) {
      if (node.cost >= bestArrival) break;
      bestArrival = Math.min(bestArrival, arrivalCost(node));
    }
    const nextHex = neighbour(node.hex, node.facing);
    const nextCell = index.get(nextHex);
    if (nextCell === undefined) continue;
    const entry = (node.facing + 3) % 6;
    for (let d = 2; d <= 4; d++) {
      const exit = (entry + d) % 6;
      const exists = (drawn[nextCell] & segBit(segKey(entry, exit))) !== 0;
      if (!exists && !canDraw[nextCell]) continue;
      const cost = node.cost + (exists ? 1 : 100);
      const k = nextCell * 6 + exit;
      const old = best[k];
      if (old && old.cost <= cost) continue;
      const fresh: ReferenceNode = { hex: nextHex, facing: exit, seg: segKey(entry, exit), cost, newSegs: node.newSegs + (exists ? 0 : 1), prev: node, isNew: !exists, seq: old ? old.seq : reached++ };
      best[k] = fresh;
      heap.push(fresh);
      for (let i = heap.length - 1; i > 0;) {
        const p = (i - 1) >> 1;
        if (heap[p].cost <= heap[i].cost) break;
        swap(p, i);
        i = p;
      }
    }
  }
  return { nodes: best.filter((x): x is ReferenceNode => x !== undefined).sort((a, b) => a.seq - b.seq), bestArrival };
}

const path = (node: { hex: string; facing: number; prev: unknown } | null | undefined): string[] => {
  const out: string[] = [];
  for (let x = node as { hex: string; facing: number; prev: unknown } | null | undefined; x; x = x.prev as typeof x) out.push(`${x.hex}|${x.facing}`);
  return out;
};

const summary = (node: { hex: string; facing: number; seg: string; cost: number; newSegs: number; isNew: boolean; seq: number; prev: unknown }) => ({
  hex: node.hex, facing: node.facing, seg: node.seg, cost: node.cost, newSegs: node.newSegs, isNew: node.isNew, seq: node.seq, path: path(node),
});

function compare(G: TRState, start: TrainState, target: Set<string>) {
  const routes: Routes = routesFrom(G, start);
  const reference = referenceRoutes(G, start);
  expect(routes.values().map(summary)).toEqual(reference.nodes.map(summary));
  for (const node of reference.nodes) expect(summary(routes.get(node.hex, node.facing)!)).toEqual(summary(node));
  // The early stop: the cheapest arrival at the target hexes, a dead end counted by facing.
  const penalty = (facing: number) => (facing % 2 === 0 ? 0 : 7);
  const cells = staticBoard(G.mapId).cells;
  const fast = routesFrom(G, start, (cell, facing, cost) => (target.has(cells[cell]) ? cost + penalty(facing) : Infinity)).bestArrival;
  const slow = referenceRoutes(G, start, (node) => (target.has(node.hex) ? node.cost + penalty(node.facing) : Infinity)).bestArrival;
  expect(fast).toBe(slow);
  return reference.nodes.length;
}

describe('Train & Railway planner routes', () => {
  it('routesFrom finds the routes the object-per-position search found, on positions of seeded games on every map', () => {
    let positions = 0;
    let reachedSum = 0;
    for (const map of MAPS) {
      const rng = seedrandom(`routes/${map.id}`);
      const match = startMatch(loaded.module, 3, { map: map.id }, `routes/${map.id}`);
      const cells = staticBoard(map.id).cells;
      for (let m = 0; m < 400 && match.state.ctx.gameover === undefined; m++) {
        const seat = currentSeat(match.state.ctx);
        const moves = legalMoves(match, seat);
        if (moves.length === 0) break;
        const G = match.state.G as TRState;
        if (m % 20 === 0) {
          for (const pid of Object.keys(G.trains)) {
            const train = G.trains[pid];
            if (!train) continue;
            const target = new Set(Array.from({ length: 4 }, () => cells[Math.floor(rng() * cells.length)]));
            reachedSum += compare(G, train, target);
            positions++;
          }
        }
        const pick = plannerPick(G, match.state.ctx, seat, moves);
        const choice = rng() < 0.75 && pick >= 0 ? moves[pick] : moves[Math.floor(rng() * moves.length)];
        expect(applyMove(match, seat, choice)).toBeNull();
      }
    }
    expect(positions).toBeGreaterThan(50);
    // Routes that go somewhere: on average many positions reached, over drawn railway and new.
    expect(reachedSum / positions).toBeGreaterThan(50);
  });

  it('a start off the map reaches nothing', () => {
    const match = startMatch(loaded.module, 2, { map: 'TR-P01' }, 'routes/off');
    const G = match.state.G as TRState;
    const routes = routesFrom(G, { hex: '99,99', facing: 0, seg: '0-3' }, () => 0);
    expect(routes.values()).toEqual([]);
    expect(routes.bestArrival).toBe(Infinity);
  });
});
