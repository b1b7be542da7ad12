// Train & Railway's planner: a scripted player, pure and stateless. Given a position (a seat's
// view is enough) and the enumerator's moves, it returns the move it picks.
//
// How it plays. It plans a production chain: of every way to turn the open contracts (public, and
// its own secret ones) into points — sell what it holds, fetch a raw good a city wants, or fetch
// the inputs of a wanted good, process them and sell the product — it takes the one worth the most
// points per turn, and heads for the chain's next location. Routes are the cheapest in new railway
// segments: the train's own track and everyone else's are free, each new segment costs a third of
// a turn (three are drawn per turn). A route never ends facing a dead end when another way in
// exists. A factory the chain needs and that nobody built is built next to the train with its exit
// toward it (with the shovel or 2 stones). Tech tokens go by a fixed priority (extra turn, the
// end-game columns, city bonuses, the +1 of what it makes, storage).
//
// The planner is deterministic: the same position gives the same move. It is the `planner` bot
// level and the search's rollout policy (bots/train-and-railway.ts).
import type { Ctx } from 'boardgame.io';
import type { MoveChoice } from '../games/kit/types';
import { contract, type CityColour } from '../games/train-and-railway/data/contracts';
import { goodValue, RECIPES, type Good, type RecipeRow } from '../games/train-and-railway/data/goods';
import { buildingAt, onMap, openingHexes, staticBoard } from '../games/train-and-railway/rules/board';
import { hexDistance, neighbour, opposite, segEdges, segKey } from '../games/train-and-railway/rules/hex';
import { connectivityReason, exitReason, factorySiteReason, isBuildingOpening, regionReason } from '../games/train-and-railway/rules/factory';
import { availableLocationActions, locationAccess } from '../games/train-and-railway/rules/location';
import { heldCount, storageLimit } from '../games/train-and-railway/rules/player';
import { cityBonus } from '../games/train-and-railway/rules/scoring';
import { HIDDEN, type PlayerState, type TRState, type TrainState } from '../games/train-and-railway/rules/state';

// ---------------------------------------------------------------------------------------------
// Routes

/** Cost of one new railway segment, against 1 per step along existing railway. */
const SEGMENT = 100;
/** A route that ends facing a dead end costs as much as this many extra segments. */
const DEAD_END_SEGMENTS = 4;

interface RouteNode {
  hex: string;
  facing: number;
  seg: string;
  cost: number;
  /** Segments drawn on the way here (new ones only). */
  newSegs: number;
  prev: RouteNode | null;
  /** Is the segment entered here a new one? */
  isNew: boolean;
  /** When the search first reached this position (ties between arrivals go to the earliest). */
  seq: number;
}

const stateKey = (hex: string, facing: number) => `${hex}|${facing}`;

function hasSegment(G: TRState, hex: string, seg: string): boolean {
  return (G.rails[hex] ?? []).includes(seg);
}

function railable(G: TRState, hex: string): boolean {
  return onMap(G, hex) && !buildingAt(G, hex);
}

/** A map's cells numbered, with each cell's neighbours by number (−1 off the map): the route search's grid. */
interface Grid {
  hexes: string[];
  index: Map<string, number>;
  /** Neighbour of cell i across edge e at i * 6 + e. */
  next: Int32Array;
  /** 1 where no printed building stands (a railway may be drawn unless a factory was built there). */
  free: Uint8Array;
}

const grids = new Map<string, Grid>();

function gridOf(mapId: string): Grid {
  let grid = grids.get(mapId);
  if (grid) return grid;
  const board = staticBoard(mapId);
  const hexes = board.cells;
  const index = new Map(hexes.map((h, i) => [h, i]));
  const next = new Int32Array(hexes.length * 6);
  const free = new Uint8Array(hexes.length);
  hexes.forEach((h, i) => {
    for (let e = 0; e < 6; e++) next[i * 6 + e] = index.get(neighbour(h, e)) ?? -1;
    free[i] = board.buildings[h] ? 0 : 1;
  });
  grid = { hexes, index, next, free };
  grids.set(mapId, grid);
  return grid;
}

/** Bit of segment `a-b` (a < b) in a cell's mask of drawn segments. */
const SEG_BIT = new Map<string, number>();
for (let a = 0; a < 6; a++) for (let b = a + 1; b < 6; b++) SEG_BIT.set(segKey(a, b), 1 << (a * 6 + b - ((a + 1) * (a + 2)) / 2));
/** segKey(entry, exit) and its bit, at entry * 6 + exit. */
const SEG_OF: string[] = [];
const BIT_OF: number[] = [];
for (let a = 0; a < 6; a++) for (let b = 0; b < 6; b++) {
  if (a === b) continue;
  SEG_OF[a * 6 + b] = segKey(a, b);
  BIT_OF[a * 6 + b] = SEG_BIT.get(segKey(a, b))!;
}

/** Cheapest routes from a position, looked up by hex and facing. */
export interface Routes {
  get(hex: string, facing: number): RouteNode | undefined;
  values(): RouteNode[];
  /** With an arrivalCost: the cheapest arrival found. */
  bestArrival: number;
  /** Position `cell * 6 + facing` (gridOf's numbering): reached at all, its cost, its seq, its node. */
  reached(position: number): boolean;
  costAt(position: number): number;
  seqAt(position: number): number;
  nodeAt(position: number): RouteNode;
}

/** Swaps two entries of routesFrom's heap (cost and position arrays side by side). */
function swapHeapEntries(cost: { [i: number]: number }, pos: { [i: number]: number }, a: number, b: number): void {
  const c = cost[a];
  cost[a] = cost[b];
  cost[b] = c;
  const q = pos[a];
  pos[a] = pos[b];
  pos[b] = q;
}

/** Per position in routesFrom's table: the previous position (−1 at the start), seq + 1 (0: not reached), new segments, segment code. */
const PREV = 0;
const SEQ = 1;
const NEW_SEGS = 2;
const SEGMENT_CODE = 3;
const FIELDS = 4;
/** In a segment code: the segment is `SEG_OF[code & SEG_MASK]`, and it was drawn new when NEW_BIT is set. */
const SEG_MASK = 63;
const NEW_BIT = 64;

/**
 * Cheapest routes from a train position to every position: following a railway costs 1 a step,
 * drawing a new segment SEGMENT. A tiny binary heap keeps it fast enough for rollouts; cells and
 * positions are numbered (cell * 6 + facing) and kept in typed arrays, so the search makes no
 * strings and no objects: a RouteNode is made only when asked for. `arrivalCost` is given a
 * position's cell, facing and cost; `track` is trackOf(G), when the caller has it.
 */
export function routesFrom(
  G: TRState,
  start: TrainState,
  arrivalCost?: (cell: number, facing: number, cost: number) => number,
  track: Track = trackOf(G),
): Routes {
  const grid = gridOf(G.mapId);
  const n = grid.hexes.length;
  const { canDraw, drawn } = track;
  const cost = new Float64Array(n * 6);
  const table = new Int32Array(n * 6 * FIELDS);
  let reached = 1;
  const startCell = grid.index.get(start.hex);
  // Heap entries: a cost and a position. An entry whose cost is no longer its position's was
  // overtaken by a cheaper route pushed later (only a strictly cheaper route replaces one).
  const heap = routeHeap;
  heap.size = 0;
  if (startCell !== undefined) {
    const pos = startCell * 6 + start.facing;
    table[pos * FIELDS + PREV] = -1;
    table[pos * FIELDS + SEQ] = 1;
    heapPush(heap, 0, pos);
  }
  // With arrivalCost, stop once no route still to settle can arrive cheaper than one found.
  let bestArrival = Infinity;
  while (heap.size) {
    const heapCost = heap.cost;
    const heapPos = heap.position;
    const nodeCost = heapCost[0];
    const pos = heapPos[0];
    const size = --heap.size;
    if (size) {
      heapCost[0] = heapCost[size];
      heapPos[0] = heapPos[size];
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < size && heapCost[l] < heapCost[m]) m = l;
        if (r < size && heapCost[r] < heapCost[m]) m = r;
        if (m === i) break;
        swapHeapEntries(heapCost, heapPos, m, i);
        i = m;
      }
    }
    if (cost[pos] !== nodeCost) continue;
    const cell = (pos / 6) | 0;
    const facing = pos - cell * 6;
    if (arrivalCost) {
      if (nodeCost >= bestArrival) break;
      bestArrival = Math.min(bestArrival, arrivalCost(cell, facing, nodeCost));
    }
    const nextCell = grid.next[pos];
    if (nextCell < 0) continue;
    const entry = (facing + 3) % 6;
    const free = canDraw[nextCell] === 1;
    const segs = drawn[nextCell];
    const newSegs = table[pos * FIELDS + NEW_SEGS];
    for (let d = 2; d <= 4; d++) {
      const exit = (entry + d) % 6;
      const exists = (segs & BIT_OF[entry * 6 + exit]) !== 0;
      if (!exists && !free) continue;
      const c = nodeCost + (exists ? 1 : SEGMENT);
      const k = nextCell * 6 + exit;
      const oldSeq = table[k * FIELDS + SEQ];
      if (oldSeq !== 0 && cost[k] <= c) continue;
      cost[k] = c;
      table[k * FIELDS + PREV] = pos;
      table[k * FIELDS + SEQ] = oldSeq !== 0 ? oldSeq : ++reached;
      table[k * FIELDS + NEW_SEGS] = newSegs + (exists ? 0 : 1);
      table[k * FIELDS + SEGMENT_CODE] = entry * 6 + exit + (exists ? 0 : NEW_BIT);
      heapPush(heap, c, k);
    }
  }
  return new RouteTable(grid, start.seg, cost, table, bestArrival);
}

/** Where a railway can be drawn (1 per cell) and the segments drawn (a mask per cell): what routesFrom reads of a position. */
interface Track {
  canDraw: Uint8Array;
  drawn: Uint16Array;
}

function trackOf(G: TRState): Track {
  const grid = gridOf(G.mapId);
  const canDraw = grid.free.slice();
  for (const hex in G.factories) {
    const i = grid.index.get(hex);
    if (i !== undefined) canDraw[i] = 0;
  }
  const drawn = new Uint16Array(grid.hexes.length);
  for (const hex in G.rails) {
    const i = grid.index.get(hex);
    if (i === undefined) continue;
    for (const seg of G.rails[hex]) drawn[i] |= SEG_BIT.get(seg) ?? 0;
  }
  return { canDraw, drawn };
}

/** routesFrom's binary heap of (cost, position) entries, one for every call (a call never runs inside another). */
interface RouteHeap {
  cost: Float64Array;
  position: Int32Array;
  size: number;
}

const routeHeap: RouteHeap = { cost: new Float64Array(1024), position: new Int32Array(1024), size: 0 };

function heapPush(heap: RouteHeap, cost: number, position: number): void {
  if (heap.size === heap.cost.length) {
    const costs = new Float64Array(heap.size * 2);
    costs.set(heap.cost);
    const positions = new Int32Array(heap.size * 2);
    positions.set(heap.position);
    heap.cost = costs;
    heap.position = positions;
  }
  const heapCost = heap.cost;
  const heapPos = heap.position;
  heapCost[heap.size] = cost;
  heapPos[heap.size] = position;
  for (let i = heap.size++; i > 0;) {
    const p = (i - 1) >> 1;
    if (heapCost[p] <= heapCost[i]) break;
    swapHeapEntries(heapCost, heapPos, p, i);
    i = p;
  }
}

/** routesFrom's answer: its tables, and RouteNodes made the first time one is asked for. */
class RouteTable implements Routes {
  private readonly nodes = new Map<number, RouteNode>();

  constructor(
    private readonly grid: Grid,
    private readonly startSeg: string,
    private readonly cost: Float64Array,
    private readonly table: Int32Array,
    readonly bestArrival: number,
  ) {}

  reached(position: number): boolean {
    return this.table[position * FIELDS + SEQ] !== 0;
  }

  costAt(position: number): number {
    return this.cost[position];
  }

  seqAt(position: number): number {
    return this.table[position * FIELDS + SEQ] - 1;
  }

  nodeAt(position: number): RouteNode {
    let node = this.nodes.get(position);
    if (node) return node;
    const prev = this.table[position * FIELDS + PREV];
    const code = this.table[position * FIELDS + SEGMENT_CODE];
    const cell = (position / 6) | 0;
    node = {
      hex: this.grid.hexes[cell],
      facing: position - cell * 6,
      seg: prev < 0 ? this.startSeg : SEG_OF[code & SEG_MASK],
      cost: this.cost[position],
      newSegs: this.table[position * FIELDS + NEW_SEGS],
      prev: prev < 0 ? null : this.nodeAt(prev),
      isNew: (code & NEW_BIT) !== 0,
      seq: this.table[position * FIELDS + SEQ] - 1,
    };
    this.nodes.set(position, node);
    return node;
  }

  get(hex: string, facing: number): RouteNode | undefined {
    const i = this.grid.index.get(hex);
    if (i === undefined) return undefined;
    const position = i * 6 + facing;
    return this.reached(position) ? this.nodeAt(position) : undefined;
  }

  values(): RouteNode[] {
    const out: RouteNode[] = [];
    for (let position = 0; position < this.cost.length; position++) if (this.reached(position)) out.push(this.nodeAt(position));
    return out.sort((a, b) => a.seq - b.seq);
  }
}

/** Hexes a train must be able to get to from a position for it not to be a trap. */
const OPEN_HEXES = 12;

/**
 * Does a train standing here face a way on: can it reach OPEN_HEXES hexes by following railways
 * and drawing new ones, without turning round? (A corner of the map or a pocket between buildings
 * is a trap even when the hex ahead is free.) The answer depends on the map and the factories
 * alone: a hex with no building takes new segments whatever is drawn in it, and a building's hex
 * never holds a railway (factories go only where none is drawn). So answers are kept per map and
 * set of factories, across positions, playouts and games.
 */
function facesAWayOn(G: TRState, hex: string, facing: number, answers = wayOnAnswers(G)): boolean {
  const cell = gridOf(G.mapId).index.get(hex);
  return cell === undefined ? searchWayOn(G, hex, facing) : wayOnAt(G, cell * 6 + facing, answers);
}

/** facesAWayOn for a position numbered as in routesFrom (answers: 1 yes, 2 no, 0 not asked yet). */
function wayOnAt(G: TRState, position: number, answers: Int8Array): boolean {
  const hit = answers[position];
  if (hit !== 0) return hit === 1;
  const cell = (position / 6) | 0;
  const open = searchWayOn(G, gridOf(G.mapId).hexes[cell], position - cell * 6);
  answers[position] = open ? 1 : 2;
  return open;
}

function searchWayOn(G: TRState, hex: string, facing: number): boolean {
  const key = `${hex}|${facing}`;
  const seen = new Set<string>([key]);
  const hexes = new Set<string>();
  const queue: [string, number][] = [[hex, facing]];
  let open = false;
  for (let i = 0; i < queue.length && !open; i++) {
    const [h, f] = queue[i];
    const next = neighbour(h, f);
    if (!onMap(G, next)) continue;
    const entry = opposite(f);
    const canDraw = railable(G, next);
    for (const d of [2, 3, 4]) {
      const exit = (entry + d) % 6;
      if (!canDraw && !hasSegment(G, next, segKey(entry, exit))) continue;
      const k = `${next}|${exit}`;
      if (seen.has(k)) continue;
      seen.add(k);
      hexes.add(next);
      queue.push([next, exit]);
    }
    open = hexes.size >= OPEN_HEXES;
  }
  return open;
}

/** The map and its drawn factories, as a key for what depends on nothing else. */
function buildingsKey(G: TRState): string {
  let key = G.mapId;
  for (const hex in G.factories) key += `/${hex}:${G.factories[hex].factory}:${G.factories[hex].exit}`;
  return key;
}

/** Answers of facesAWayOn per buildingsKey (bounded: a long search meets many factory sets), by position. */
const wayOnMemo = new Map<string, Int8Array>();

function wayOnAnswers(G: TRState, key = buildingsKey(G)): Int8Array {
  let answers = wayOnMemo.get(key);
  if (!answers) {
    if (wayOnMemo.size >= 256) wayOnMemo.clear();
    wayOnMemo.set(key, (answers = new Int8Array(gridOf(G.mapId).hexes.length * 6)));
  }
  return answers;
}

/** Hexes where the other seats' trains stand. */
function otherTrainHexes(G: TRState, pid: string): Set<string> {
  const out = new Set<string>();
  for (const id in G.trains) {
    const hex = G.trains[id]?.hex;
    if (id !== pid && hex !== undefined) out.add(hex);
  }
  return out;
}

/** The best arrival among `hexes` (free ones), counting a dead end as extra segments. */
function bestArrival(c: Context, hexes: Set<string>): RouteNode | null {
  const grid = gridOf(c.G.mapId);
  const routes = c.routes;
  let best = -1;
  let bestCost = Infinity;
  let bestSeq = 0;
  for (const hex of hexes) {
    if (c.otherTrains.has(hex)) continue;
    const cell = grid.index.get(hex);
    if (cell === undefined) continue;
    for (let facing = 0; facing < 6; facing++) {
      const position = cell * 6 + facing;
      if (!routes.reached(position)) continue;
      const cost = routes.costAt(position) + (wayOnAt(c.G, position, c.wayOn) ? 0 : DEAD_END_SEGMENTS * SEGMENT);
      const seq = routes.seqAt(position);
      if (cost < bestCost || (cost === bestCost && best >= 0 && seq < bestSeq)) {
        bestCost = cost;
        best = position;
        bestSeq = seq;
      }
    }
  }
  return best >= 0 ? routes.nodeAt(best) : null;
}

/** Turns a route takes: a turn of drawing per three new segments, then a turn to drive there and act. */
function routeTurns(node: RouteNode | null, here: boolean): number {
  if (!node) return Infinity;
  if (here) return 0.5;
  return Math.ceil(node.newSegs / 3) + 1;
}


// ---------------------------------------------------------------------------------------------
// Locations and wants

/** `city:red`, `res:wood`, `fac:paper` → the hexes a train may use it from for free. */
function locationOpenings(G: TRState, key = buildingsKey(G)): Map<string, Set<string>> {
  const hit = openingsMemo.get(key);
  if (hit) return hit;
  const out = new Map<string, Set<string>>();
  const add = (key: string, hexes: string[]) => {
    let set = out.get(key);
    if (!set) out.set(key, (set = new Set()));
    hexes.forEach((h) => set!.add(h));
  };
  const board = staticBoard(G.mapId);
  for (const k in board.buildings) {
    const b = board.buildings[k];
    if (b.kind === 'city') add(`city:${b.color}`, openingHexes(k, b));
    else if (b.kind === 'resource') add(`res:${b.resource}`, openingHexes(k, b));
    else if (b.kind === 'factory') add(`fac:${b.factory}`, openingHexes(k, b));
  }
  for (const k in G.factories) add(`fac:${G.factories[k].factory}`, [neighbour(k, G.factories[k].exit)]);
  if (openingsMemo.size >= 256) openingsMemo.clear();
  openingsMemo.set(key, out);
  legsMemo.set(out, new Map());
  return out;
}

const legsMemo = new WeakMap<Map<string, Set<string>>, Legs>();

/** legTurns answers by the two location kinds. */
type Legs = Map<string, Map<string, number>>;

/**
 * The seat's routes, kept per state object while its train, railway and factories are unchanged:
 * the planner is asked again and again about one position, and a search's playout changes one
 * state object in place, where segments and factories are only ever added (so their counts tell
 * a changed railway).
 */
function seatRoutes(G: TRState, pid: string, train: TrainState): Routes {
  let segments = 0;
  for (const hex in G.rails) segments += G.rails[hex].length;
  const key = `${train.hex}|${train.facing}|${train.seg}|${segments}|${Object.keys(G.factories).length}`;
  let memo = routesMemo.get(G);
  if (!memo) routesMemo.set(G, (memo = new Map()));
  const hit = memo.get(pid);
  if (hit && hit.key === key) return hit.routes;
  const routes = routesFrom(G, train);
  memo.set(pid, { key, routes });
  return routes;
}

const routesMemo = new WeakMap<TRState, Map<string, { key: string; routes: Routes }>>();

/** locationOpenings per buildingsKey (callers only read the answer). */
const openingsMemo = new Map<string, Map<string, Set<string>>>();

interface Want {
  good: Good;
  colour: CityColour;
  /** Points the sale gives (value + city bonus) plus a share of finishing the card. */
  worth: number;
}

function wants(G: TRState, P: PlayerState): Want[] {
  const out: Want[] = [];
  for (const c of G.publicContracts) for (const g of c.left) out.push(want(P, g, contract(c.id).colour, c.left.length));
  for (const id of P.secret) if (id !== HIDDEN) for (const g of contract(id).goods) out.push(want(P, g, contract(id).colour, contract(id).goods.length));
  return out;
}

function want(P: PlayerState, good: Good, colour: CityColour, cardLeft: number): Want {
  return { good, colour, worth: goodValue(good) + cityBonus(P, colour) + 1.5 / cardLeft };
}

// ---------------------------------------------------------------------------------------------
// The plan

type Action = { kind: 'sell'; colour: CityColour } | { kind: 'obtain'; good: Good } | { kind: 'process'; recipe: RecipeRow };

interface Plan {
  /** Location key of the next stop, and what to do there. */
  key: string;
  action: Action;
  /** Points per turn of the chain. */
  rate: number;
  /** Recipe the chain makes (for the +1 upgrade and factory building). */
  recipe?: RecipeRow;
  /** The chain builds its factory, but none fits next to the train here: drive on and build there. */
  buildElsewhere?: boolean;
}

interface Context {
  G: TRState;
  pid: string;
  P: PlayerState;
  train: TrainState;
  routes: Routes;
  openings: Map<string, Set<string>>;
  wants: Want[];
  arrivals: Map<string, RouteNode | null>;
  /** legTurns answers, kept with the openings they were measured on. */
  legs: Legs;
  /** facesAWayOn answers for the map and factories (wayOnAnswers). */
  wayOn: Int8Array;
  /** Hexes where the other seats' trains stand (no route ends there). */
  otherTrains: Set<string>;
  /** The position's railway for routesFrom (made the first time a route from elsewhere is costed). */
  track?: Track;
  /** saleAt answers by colour. */
  sales: Map<CityColour, { points: number; goods: number }>;
  /** Can the seat build a factory now without a minus token? */
  canBuild: boolean;
  /** The chain followed now (set once the chains are known). */
  plan: Plan | null;
  /** Inputs of every chain's recipe (such goods are never spent as fuel). */
  inputs: Set<Good>;
}

function makeContext(G: TRState, pid: string, train: TrainState): Context {
  const P = G.players[pid];
  const buildings = buildingsKey(G);
  const openings = locationOpenings(G, buildings);
  return {
    G, pid, P, train,
    routes: seatRoutes(G, pid, train),
    openings,
    legs: legsMemo.get(openings)!,
    wayOn: wayOnAnswers(G, buildings),
    otherTrains: otherTrainHexes(G, pid),
    sales: new Map(),
    wants: wants(G, P),
    arrivals: new Map(),
    canBuild: P.shovels > 0 || (P.goods.stone ?? 0) >= 2,
    plan: null,
    inputs: new Set(),
  };
}

/** The stop of a chain that builds its factory where none fits now: anywhere one fits next to the train. */
const BUILD_SITE = 'build';

/**
 * Hexes where a train could stand and build a factory next to it with the exit toward it (the way
 * the planner builds), by the placement rules that do not depend on where the trains stand.
 */
function buildSites(G: TRState): Set<string> {
  let segments = 0;
  for (const hex in G.rails) segments += G.rails[hex].length;
  const key = `${buildingsKey(G)}|${segments}`;
  const hit = buildSitesMemo.get(G);
  if (hit && hit.key === key) return hit.sites;
  const sites = new Set<string>();
  for (const hex of staticBoard(G.mapId).cells) {
    if (!railable(G, hex)) continue;
    for (let e = 0; e < 6; e++) {
      const site = neighbour(hex, e);
      if (!onMap(G, site) || (G.rails[site] ?? []).length || buildingAt(G, site) || isBuildingOpening(G, site)) continue;
      if (exitReason(G, site, opposite(e)) || regionReason(G, site)) continue;
      sites.add(hex);
      break;
    }
  }
  buildSitesMemo.set(G, { key, sites });
  return sites;
}

const buildSitesMemo = new WeakMap<TRState, { key: string; sites: Set<string> }>();

/** Opening hexes of a stop: a location kind's openings, or the build sites. */
function stopHexes(c: Context, key: string): Set<string> | undefined {
  return key === BUILD_SITE ? buildSites(c.G) : c.openings.get(key);
}

function arrival(c: Context, key: string): RouteNode | null {
  if (c.arrivals.has(key)) return c.arrivals.get(key)!;
  const hexes = stopHexes(c, key);
  const node = hexes ? bestArrival(c, hexes) : null;
  c.arrivals.set(key, node);
  return node;
}

/** Turns from where the train stands to acting at a location of this kind. */
function turnsTo(c: Context, key: string): number {
  const hexes = stopHexes(c, key);
  if (!hexes) return Infinity;
  if (hexes.has(c.train.hex)) return 0.5;
  return routeTurns(arrival(c, key), false);
}

/** Turns between two location kinds, from the map alone (the railway between is not known yet). */
function legTurns(c: Context, from: string, to: string): number {
  let row = c.legs.get(from);
  if (!row) c.legs.set(from, (row = new Map()));
  const hit = row.get(to);
  if (hit !== undefined) return hit;
  const a = c.openings.get(from);
  const b = c.openings.get(to);
  let turns = Infinity;
  if (a && b) {
    let d = Infinity;
    for (const x of a) for (const y of b) d = Math.min(d, hexDistance(x, y));
    turns = d === 0 ? 0.5 : 1 + Math.ceil(d / 3);
  }
  row.set(to, turns);
  return turns;
}

function held(P: PlayerState, g: Good): number {
  return P.goods[g] ?? 0;
}

/** The goods held that the contracts of a colour take now, with the points they give. */
function saleAt(c: Context, colour: CityColour): { points: number; goods: number } {
  const hit = c.sales.get(colour);
  if (hit) return hit;
  const left: Partial<Record<Good, number>> = { ...c.P.goods };
  let points = 0;
  let goods = 0;
  for (const pc of c.G.publicContracts) {
    if (contract(pc.id).colour !== colour) continue;
    for (const g of pc.left) if (takeOne(left, g)) { points += goodValue(g) + cityBonus(c.P, colour); goods++; }
  }
  for (const id of c.P.secret) {
    if (id === HIDDEN || contract(id).colour !== colour) continue;
    const need = contract(id).goods;
    const counts: Partial<Record<Good, number>> = {};
    need.forEach((g) => (counts[g] = (counts[g] ?? 0) + 1));
    if (!Object.entries(counts).every(([g, n]) => (left[g as Good] ?? 0) >= n!)) continue;
    for (const g of need) { takeOne(left, g); points += goodValue(g) + cityBonus(c.P, colour) + 1; goods++; }
  }
  const sale = { points, goods };
  c.sales.set(colour, sale);
  return sale;
}

/** Takes one of the good from `left` when there is one. */
function takeOne(left: Partial<Record<Good, number>>, good: Good): boolean {
  if ((left[good] ?? 0) <= 0) return false;
  left[good] = (left[good] ?? 0) - 1;
  return true;
}

// Location keys made once: a key built afresh is hashed afresh at every lookup.
const cityKeys: Partial<Record<string, string>> = {};
const resourceKeys: Partial<Record<string, string>> = {};
const factoryKeys: Partial<Record<string, string>> = {};
const cityKey = (colour: string): string => (cityKeys[colour] ??= `city:${colour}`);
const resourceKey = (good: string): string => (resourceKeys[good] ??= `res:${good}`);
const factoryKey = (factory: string): string => (factoryKeys[factory] ??= `fac:${factory}`);

/** For each input of a recipe, how many of that good the inputs up to it take (its second wood: 2). */
const INPUT_NTH = new Map(RECIPES.map((r) => [r, r.inputs.map((g, i) => r.inputs.slice(0, i + 1).filter((x) => x === g).length)]));

/** The recipe's inputs the player lacks (an input needed twice and held once: its second one). */
function missingInputs(P: PlayerState, r: RecipeRow): Good[] {
  const nth = INPUT_NTH.get(r)!;
  const out: Good[] = [];
  for (let i = 0; i < r.inputs.length; i++) if (held(P, r.inputs[i]) < nth[i]) out.push(r.inputs[i]);
  return out;
}

const RESOURCES = new Set<Good>(['wood', 'coal', 'stone', 'iron', 'gold']);

/**
 * Turns to process at a factory of the recipe's type, coming from location `from` (null: from the
 * train), and the location the train is at afterwards. A missing or far factory is built where
 * the train stands, with the shovel or 2 stones, else for a minus token (the chain loses 3 points).
 */
function factoryLeg(c: Context, r: RecipeRow, from: string | null): { turns: number; at: string | null; minus: boolean } {
  const key = factoryKey(r.factory);
  const existing = from ? legTurns(c, from, key) : turnsTo(c, key);
  const build = 1;
  if (existing <= build) return { turns: existing, at: key, minus: false };
  return { turns: build, at: from, minus: !c.canBuild };
}

/** Turns from a location (null: the train) to acting at another. */
function legFrom(c: Context, from: string | null, to: string): number {
  return from ? legTurns(c, from, to) : turnsTo(c, to);
}

/** Every chain the seat could follow now, best points per turn first. */
function chains(c: Context): Plan[] {
  const out: Plan[] = [];
  // Fuel and iron nobody wants can be spent to make room (spendFuel, spendIron).
  const room = storageLimit(c.P) - heldCount(c.P) + disposable(c);
  const colours = new Set<CityColour>();
  for (const w of c.wants) colours.add(w.colour);
  // Sell what is held.
  for (const colour of colours) {
    const { points } = saleAt(c, colour);
    if (points <= 0) continue;
    const city = cityKey(colour);
    out.push({ key: city, action: { kind: 'sell', colour }, rate: points / turnsTo(c, city) });
  }
  for (const w of c.wants) {
    const city = cityKey(w.colour);
    if (RESOURCES.has(w.good)) {
      // Fetch a raw good a city wants.
      if (room <= 0 || held(c.P, w.good) > 0) continue;
      const res = resourceKey(w.good);
      const turns = turnsTo(c, res) + legTurns(c, res, city);
      out.push({ key: res, action: { kind: 'obtain', good: w.good }, rate: w.worth / turns });
      continue;
    }
    for (const r of RECIPES) {
      if (r.output !== w.good) continue;
      if (held(c.P, w.good) > 0) continue;
      const fac = factoryKey(r.factory);
      const missing = missingInputs(c.P, r);
      if (missing.length > room) continue;
      if (missing.length === 0) {
        const leg = factoryLeg(c, r, null);
        const turns = leg.turns + legFrom(c, leg.at, city);
        out.push({ key: fac, action: { kind: 'process', recipe: r }, rate: (w.worth - (leg.minus ? 3 : 0)) / turns, recipe: r });
        continue;
      }
      // Fetch the missing inputs, nearest first, then process and sell.
      for (const first of new Set(missing)) {
        const res = resourceKey(first);
        let turns = turnsTo(c, res);
        let at = res;
        for (const g of missing.filter((x, i) => !(x === first && missing.indexOf(x) === i))) {
          turns += legTurns(c, at, resourceKey(g));
          at = resourceKey(g);
        }
        const leg = factoryLeg(c, r, at);
        turns += leg.turns + legFrom(c, leg.at, city);
        out.push({ key: res, action: { kind: 'obtain', good: first }, rate: (w.worth - (leg.minus ? 3 : 0)) / turns, recipe: r });
      }
    }
  }
  out.sort((a, b) => b.rate - a.rate);
  return out.filter((p) => Number.isFinite(p.rate) && p.rate > 0);
}

/** Goods that no open contract wants, neither as they are nor as an input of a wanted good. */
function unwantedGoods(c: Context): Good[] {
  const out: Good[] = [];
  for (const g in c.P.goods) {
    const good = g as Good;
    if (held(c.P, good) <= 0 || c.wants.some((w) => w.good === good)) continue;
    if (RECIPES.some((r) => r.inputs.includes(good) && c.wants.some((w) => w.good === r.output))) continue;
    out.push(good);
  }
  return out;
}

/** Unwanted goods the seat can get rid of: wood and coal as fuel, iron to draw a railway. */
function disposable(c: Context): number {
  let n = 0;
  for (const g of unwantedGoods(c)) if (g === 'wood' || g === 'coal' || g === 'iron') n += held(c.P, g);
  return n;
}

/**
 * Does the train stand where the compulsory location action can only fetch what nobody wants? A
 * turn spent here drawing railway or waiting fills the store with it (a store of 4 gold nobody
 * asks for ends a seat's game).
 */
function forcedJunkHere(c: Context): boolean {
  const free = availableLocationActions(c.G, c.pid).filter((a) => a.access === 'free');
  return free.length > 0 && free.every((a) => a.move === 'obtain' && locationValue(c, c.plan, { move: a.move, args: a.args }) < 1);
}

/** A full store of goods no contract wants: nothing to sell, no room to fetch (the stall the planner used to sit in). */
function storeBlocked(c: Context): boolean {
  return heldCount(c.P) >= storageLimit(c.P) && unwantedGoods(c).length > 0;
}

/** How many more of a raw good the plan needs (its recipe's missing inputs, or the good it fetches). */
function neededCount(c: Context, good: Good, plan: Plan | null = c.plan): number {
  if (!plan) return 0;
  let n = 0;
  if (plan.recipe) n = plan.recipe.inputs.filter((x) => x === good).length;
  else if (plan.action.kind === 'obtain' && plan.action.good === good) n = 1;
  return Math.max(0, n - held(c.P, good));
}

/** Raw goods held that the plan does not need and no contract wants: fuel, or iron to draw with. */
function spare(c: Context, good: Good): boolean {
  if (held(c.P, good) <= 0) return false;
  if (c.inputs.has(good) && !(c.plan?.recipe?.inputs.includes(good))) return false;
  if (c.plan?.recipe?.inputs.includes(good)) return held(c.P, good) > c.plan.recipe.inputs.filter((x) => x === good).length;
  return !c.wants.some((w) => w.good === good);
}

// ---------------------------------------------------------------------------------------------
// Choosing among the enumerated moves

const argsOf = (m: MoveChoice) => m.args ?? [];

function find(moves: MoveChoice[], pred: (m: MoveChoice) => boolean): number {
  return moves.findIndex(pred);
}

/** The moves of the route to the plan's next stop: the arrival node's chain back to the train. */
function routeTo(c: Context, plan: Plan | null): RouteNode[] {
  if (!plan) return [];
  const node = arrival(c, plan.key);
  const path: RouteNode[] = [];
  for (let n = node; n && n.prev; n = n.prev) path.push(n);
  return path.reverse();
}

/** Score of a location action move for the plan (higher is better; ≤ 0 means useless). */
function locationValue(c: Context, plan: Plan | null, m: MoveChoice): number {
  const args = argsOf(m);
  const paid = locationAccess(c.G, c.pid, args[0]) === 'minus';
  if (paid) return -1;
  const b = buildingAt(c.G, args[0]);
  if (m.move === 'sell' && b?.kind === 'city') return saleAt(c, b.color).points > 0 ? 20 + saleAt(c, b.color).points : 0.1;
  if (m.move === 'process') {
    const r = RECIPES.find((x) => x.id === args[1])!;
    const wanted = c.wants.some((w) => w.good === r.output) && held(c.P, r.output) < c.wants.filter((w) => w.good === r.output).length;
    if (plan?.action.kind === 'process' && plan.action.recipe.id === r.id) return 18;
    return wanted ? 12 + goodValue(r.output) : 0.2;
  }
  if (m.move === 'obtain' && b?.kind === 'resource') {
    const want = neededCount(c, b.resource);
    // A compulsory fetch of what nobody wants: as little as possible, fuel rather than anything else.
    if (want <= 0) return 0.05 - 0.01 * (args[1] as number) + (b.resource === 'wood' || b.resource === 'coal' ? 0.005 : 0);
    const count = args[1] as number;
    if (count > want) return 0.5;
    return 10 + count + (plan?.action.kind === 'obtain' && plan.action.good === b.resource ? 5 : 0);
  }
  return 0;
}

const UPGRADE_ORDER = [
  'extra-turn', 'same-colour-pairs', 'per-two-contracts',
  'red-plus', 'yellow-plus', 'green-plus', 'blue-plus', 'two-actions',
  'paper-plus', 'brick-plus', 'axe-plus', 'steel-plus', 'chemical-plus', 'draw-contract',
  'storage', 'shovel', 'stone-unlimited', 'wood-unlimited', 'coal-unlimited', 'iron-unlimited', 'gold-unlimited', 'waterway-exit',
];

function upgradeRank(c: Context, plan: Plan | null, id: string): number {
  let rank = UPGRADE_ORDER.indexOf(id);
  if (rank < 0) return 1000;
  // City bonuses for the colours wanted most first; the +1 of what the chain makes first.
  const colour = id.replace('-plus', '');
  if (['red', 'yellow', 'green', 'blue'].includes(colour)) rank -= c.wants.filter((w) => w.colour === colour).length * 0.1;
  if (plan?.recipe && id === `${plan.recipe.factory === 'chemical' ? 'chemical' : plan.recipe.output}-plus`) rank = 7.5;
  if (id === 'shovel' && c.P.shovels > 0) return 1000;
  // No chain to follow (often a store full of goods no contract wants): a new contract first.
  if ((!plan || storeBlocked(c)) && id === 'draw-contract') return -1;
  return rank;
}

function pickUpgrade(c: Context, plan: Plan | null, moves: MoveChoice[]): number {
  let best = -1;
  let bestRank = Infinity;
  moves.forEach((m, i) => {
    if (m.move !== 'upgrade') return;
    const rank = upgradeRank(c, plan, argsOf(m)[0]);
    if (rank < bestRank) { bestRank = rank; best = i; }
  });
  return bestRank < 1000 ? best : -1;
}

/** Cost (route cost) from a virtual train position to the plan's stop. */
function costFrom(c: Context, plan: Plan | null, t: TrainState): number {
  if (!plan) return 0;
  const hexes = stopHexes(c, plan.key);
  if (!hexes) return Infinity;
  // The same cost as bestArrival over every route from t, without settling the routes beyond it.
  const cells = gridOf(c.G.mapId).hexes;
  c.track ??= trackOf(c.G);
  return routesFrom(c.G, t, (cell, facing, cost) => !hexes.has(cells[cell]) || c.otherTrains.has(cells[cell]) ? Infinity
    : cost + (wayOnAt(c.G, cell * 6 + facing, c.wayOn) ? 0 : DEAD_END_SEGMENTS * SEGMENT), c.track).bestArrival;
}

function pickDraw(c: Context, plan: Plan | null, moves: MoveChoice[]): number {
  const p = c.G.turn.pending;
  if (p?.k !== 'draw') return -1;
  const path = routeTo(c, plan).filter((n) => n.isNew);
  const first = path[0];
  if (!p.next && !p.at) {
    if (first) {
      const i = find(moves, (m) => m.move === 'chooseRailHex' && argsOf(m)[0] === first.hex);
      if (i >= 0) return i;
    }
    // No plan: extend the railway ahead of the train.
    const ahead = neighbour(c.train.hex, c.train.facing);
    const i = find(moves, (m) => m.move === 'chooseRailHex' && argsOf(m)[0] === ahead);
    return i >= 0 ? i : 0;
  }
  // A segment of the route, if one is offered; else the one that leaves the best way on.
  for (const n of path) {
    const [a, b] = segEdges(n.seg);
    const from = n.facing === a ? b : a;
    const i = find(moves, (m) => m.move === 'drawRailSegment' && argsOf(m)[0] === n.hex && argsOf(m)[1] === from && argsOf(m)[2] === n.facing);
    if (i >= 0) return i;
    const j = find(moves, (m) => m.move === 'drawRailSegment' && argsOf(m)[0] === n.hex && argsOf(m)[1] === n.facing && argsOf(m)[2] === from && p.left === 1 && !p.main);
    if (j >= 0) return j;
  }
  let best = -1;
  let bestCost = Infinity;
  moves.forEach((m, i) => {
    if (m.move !== 'drawRailSegment') return;
    const [hex, from, to] = argsOf(m);
    const cost = plan ? costFrom(c, plan, { hex, seg: segKey(from, to), facing: to }) : 0;
    if (cost < bestCost) { bestCost = cost; best = i; }
  });
  return best >= 0 ? best : 0;
}

function pickStep(c: Context, plan: Plan | null, moves: MoveChoice[]): number {
  const p = c.G.turn.pending;
  if (p?.k !== 'move') return -1;
  const hexes = plan ? stopHexes(c, plan.key) : undefined;
  const stop = find(moves, (m) => m.move === 'stopTrain');
  if (stop >= 0 && hexes?.has(c.train.hex)) return stop;
  // A plan that builds its factory here stops here; and no movement goes round in circles.
  if (stop >= 0 && (p.taken >= 40 || (plan?.action.kind === 'process' && turnsTo(c, plan.key) > 1.5 && !plan.buildElsewhere))) return stop;
  let best = -1;
  let bestCost = costFrom(c, plan, c.train);
  moves.forEach((m, i) => {
    if (m.move !== 'moveStep') return;
    const seg = argsOf(m)[0] as string;
    const next = neighbour(c.train.hex, c.train.facing);
    const [a, b] = segEdges(seg);
    const entry = opposite(c.train.facing);
    const t: TrainState = { hex: next, seg, facing: a === entry ? b : a };
    const cost = costFrom(c, plan, t) + 1;
    if (cost <= bestCost) { bestCost = cost; best = i; }
  });
  if (best >= 0) return best;
  return stop >= 0 ? stop : find(moves, (m) => m.move === 'moveStep');
}

function pickSale(c: Context, moves: MoveChoice[]): number {
  const p = c.G.turn.pending;
  if (p?.k !== 'sale') return -1;
  let best = -1;
  let bestScore = 0;
  moves.forEach((m, i) => {
    if (m.move !== 'sellGood') return;
    const [card, good] = argsOf(m) as [string, Good];
    const pub = c.G.publicContracts.find((x) => x.id === card);
    let score: number;
    if (pub) score = 10 + goodValue(good) + (pub.left.length === 1 ? 3 : 0);
    else {
      // A secret card sold in part is discarded: only sell to it what completes it.
      const need: Partial<Record<Good, number>> = {};
      for (const g of contract(card).goods) need[g] = (need[g] ?? 0) + 1;
      for (const g of p.secretSold[card] ?? []) need[g] = (need[g] ?? 0) - 1;
      const full = Object.entries(need).every(([g, n]) => held(c.P, g as Good) >= (n ?? 0));
      score = full ? 12 + goodValue(good) : -1;
    }
    if (score > bestScore) { bestScore = score; best = i; }
  });
  if (best >= 0) return best;
  const fin = find(moves, (m) => m.move === 'finishSale');
  return fin >= 0 ? fin : 0;
}

function pickDiscard(c: Context, moves: MoveChoice[]): number {
  let best = 0;
  let bestScore = Infinity;
  moves.forEach((m, i) => {
    const g = argsOf(m)[0] as Good;
    const score = goodValue(g) + (c.wants.some((w) => w.good === g) ? 20 : 0) + neededCount(c, g) * 5;
    if (score < bestScore) { bestScore = score; best = i; }
  });
  return best;
}

/** A factory the plan needs, next to the train with its exit toward it. */
function pickFactory(c: Context, plan: Plan | null, moves: MoveChoice[]): number {
  const r = plan?.recipe;
  if (!r || plan!.action.kind === 'sell') return -1;
  // Build once every input is held (or about to be), and only when no factory of the type is near.
  const missing = r.inputs.filter((g) => held(c.P, g) < r.inputs.filter((x) => x === g).length);
  if (missing.length > 1) return -1;
  if (missing.length === 1 && !(plan!.action.kind === 'obtain' && stopHexes(c, plan!.key)?.has(c.train.hex))) return -1;
  if (turnsTo(c, factoryKey(r.factory)) <= 1.5) return -1;
  let best = -1;
  let bestScore = -Infinity;
  moves.forEach((m, i) => {
    if (m.move !== 'buildFactory') return;
    const [hex, type, exit, pay] = argsOf(m);
    if (type !== r.factory || neighbour(hex, exit) !== c.train.hex) return;
    // Pay with the shovel first, then stones not needed, a minus token last.
    const score = (pay === 'shovel' ? 3 : pay === 'stones' ? (neededCount(c, 'stone') > 0 ? 0 : 2) : -5)
      // Keep the track's way on free.
      - (neighbour(c.train.hex, c.train.facing) === hex ? 4 : 0);
    if (score > bestScore) { bestScore = score; best = i; }
  });
  return best;
}

/** The start whose best chain pays most per turn. */
function pickStart(G: TRState, pid: string, moves: MoveChoice[]): number {
  const board = staticBoard(G.mapId);
  let best = 0;
  let bestRate = -Infinity;
  moves.forEach((m, i) => {
    const s = board.map.starts.find((x) => x.id === argsOf(m)[0]);
    if (!s) return;
    const train: TrainState = { hex: `${s.hex[0]},${s.hex[1]}`, seg: segKey(s.rail[0], s.rail[1]), facing: s.facing };
    const H: TRState = { ...G, trains: { ...G.trains, [pid]: train } };
    const top = chains(makeContext(H, pid, train)).slice(0, 3);
    const rate = top.reduce((sum, p, k) => sum + p.rate / (k + 1), 0);
    if (rate > bestRate) { bestRate = rate; best = i; }
  });
  return best;
}

/** Changing direction is the whole main action and costs 3 points: only when the way on is blocked or far worse. */
function pickDirection(c: Context, plan: Plan | null, moves: MoveChoice[], stuck: boolean): number {
  let best = -1;
  let bestCost = stuck ? Infinity : costFrom(c, plan, c.train) - 9 * SEGMENT;
  moves.forEach((m, i) => {
    if (m.move !== 'changeDirection') return;
    const [seg, facing] = argsOf(m);
    const cost = plan ? costFrom(c, plan, { hex: c.train.hex, seg, facing }) : (facesAWayOn(c.G, c.train.hex, facing) ? 0 : Infinity);
    if (cost < bestCost) { bestCost = cost; best = i; }
  });
  return best;
}

/**
 * The planner's pick: an index into `moves` (−1 only when `moves` is empty). With a planRank k > 0,
 * the move it would make following its k-th best chain (of a stop of its own) instead of its best,
 * or −1 when it sees no such chain: the search's alternatives (bots/train-and-railway.ts). With a
 * `commit` (a stop from `plannerStops`), the move that follows the best chain of that stop, or its
 * best chain once that stop has none.
 */
export function plannerPick(G: TRState, ctx: Ctx, pid: string, moves: MoveChoice[], planRank = 0, commit?: string): number {
  if (moves.length <= 1) return moves.length - 1;
  if (ctx.phase === 'chooseStart' || moves[0].move === 'chooseStart') return planRank > 0 ? -1 : pickStart(G, pid, moves);
  const train = G.trains[pid];
  if (!train) return planRank > 0 ? -1 : 0;
  const c = makeContext(G, pid, train);
  const plan = choosePlan(c, planRank, commit);
  if (planRank > 0 && !plan) return -1;
  c.plan = plan;
  const p = G.turn.pending;
  if (p?.k === 'draw') return pickDraw(c, plan, moves);
  if (p?.k === 'move') return pickStep(c, plan, moves);
  if (p?.k === 'sale') return pickSale(c, moves);
  if (p?.k === 'discard') return pickDiscard(c, moves);

  // A location step: the most useful action, else pass (a free action that is possible is compulsory).
  if (G.turn.location) {
    const i = bestLocationMove(c, plan, moves, 1);
    if (i >= 0) return i;
    const pass = find(moves, (m) => m.move === 'passLocation');
    if (pass >= 0) return pass;
    const j = bestLocationMove(c, plan, moves, -Infinity);
    return j >= 0 ? j : 0;
  }

  const up = pickUpgrade(c, plan, moves);
  if (up >= 0) return up;
  const build = pickFactory(c, plan, moves);
  if (build >= 0) return build;

  const route = routeTo(c, plan);
  const newSegs = route.filter((n) => n.isNew).length;
  const atStop = plan ? (stopHexes(c, plan.key)?.has(train.hex) ?? false) : false;
  // A full store keeps the plan from fetching: spend the fuel (driving on toward the stop) or the
  // iron that nobody wants, before or after the main action.
  const fetchBlocked = plan?.action.kind === 'obtain' && heldCount(c.P) >= storageLimit(c.P);
  if (fetchBlocked) {
    for (const fuel of atStop ? [] : (['wood', 'coal'] as Good[])) {
      if (!spare(c, fuel)) continue;
      const i = find(moves, (m) => m.move === 'spendFuel' && argsOf(m)[0] === fuel);
      if (i >= 0) return i;
    }
    if (spare(c, 'iron')) {
      const i = find(moves, (m) => m.move === 'spendIron');
      if (i >= 0) return i;
    }
  }
  if (!G.turn.mainDone) {
    const here = bestLocationMove(c, plan, moves, 1);
    const main = find(moves, (m) => m.move === 'mainLocation');
    if (here >= 0 && main >= 0 && (atStop || locationValue(c, plan, moves[here]) >= 10)) return main;
    // Rather drive on along the track than draw or wait where a useless fetch is compulsory.
    const leave = plan && !atStop && newSegs > 0 && route.length > 0 && !route[0].isNew && heldCount(c.P) + 1 >= storageLimit(c.P) && forcedJunkHere(c);
    if (leave) {
      const move = find(moves, (m) => m.move === 'moveForward');
      if (move >= 0) return move;
    }
    if (plan && !atStop) {
      const arrived = arrival(c, plan.key);
      if (arrived && newSegs === 0) {
        const move = find(moves, (m) => m.move === 'moveForward');
        if (move >= 0) return move;
      }
      const turn = pickDirection(c, plan, moves, !arrived);
      if (turn >= 0) return turn;
      const draw = find(moves, (m) => m.move === 'drawRailway');
      if (draw >= 0 && newSegs > 0) return draw;
    }
    if (!plan) {
      // Nothing to aim for: keep a way on open, else let the turn pass.
      if (!facesAWayOn(G, train.hex, train.facing)) {
        const turn = pickDirection(c, null, moves, true);
        if (turn >= 0) return turn;
      }
    }
    if (main >= 0) return main;
    const draw = find(moves, (m) => m.move === 'drawRailway');
    if (draw >= 0) return draw;
    const move = find(moves, (m) => m.move === 'moveForward');
    return move >= 0 ? move : 0;
  }

  // After the main action: act here if it helps, drive on with spare fuel, draw with spare iron.
  if (!G.turn.locationDone) {
    const i = bestLocationMove(c, plan, moves, 1);
    if (i >= 0) return i;
  }
  // Spare wood or coal drives on to the stop (or, with a full store, anywhere: it frees room).
  const full = heldCount(c.P) >= storageLimit(c.P);
  if ((plan && !atStop && newSegs === 0 && !G.turn.locationDone && route.length <= 5) || (full && !plan)) {
    for (const fuel of ['wood', 'coal'] as Good[]) {
      if (!spare(c, fuel)) continue;
      const i = find(moves, (m) => m.move === 'spendFuel' && argsOf(m)[0] === fuel);
      if (i >= 0) return i;
    }
  }
  if (((plan && newSegs > 0) || (full && !plan)) && spare(c, 'iron')) {
    const i = find(moves, (m) => m.move === 'spendIron');
    if (i >= 0) return i;
  }
  const end = find(moves, (m) => m.move === 'endTurn');
  if (end >= 0) return end;
  const i = bestLocationMove(c, plan, moves, -Infinity);
  return i >= 0 ? i : 0;
}

/** The most useful location action among the moves, valued above `min` (−1 when none is). */
function bestLocationMove(c: Context, plan: Plan | null, moves: MoveChoice[], min: number): number {
  let best = -1;
  let bestValue = min;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    if (m.move !== 'obtain' && m.move !== 'process' && m.move !== 'sell') continue;
    const v = locationValue(c, plan, m);
    if (v > bestValue) { bestValue = v; best = i; }
  }
  return best;
}

/** The planner's move for a seat, from the enumerator's moves. */
export function plannerMove(G: TRState, ctx: Ctx, pid: string, moves: MoveChoice[]): MoveChoice | null {
  const i = plannerPick(G, ctx, pid, moves);
  return i >= 0 ? moves[i] : null;
}

/** Can a factory go next to the train with its exit toward it (the way the planner builds)? */
function canBuildHere(c: Context): boolean {
  for (let e = 0; e < 6; e++) {
    const hex = neighbour(c.train.hex, e);
    if (factorySiteReason(c.G, c.pid, hex)) continue;
    if (!connectivityReason(c.G, hex, opposite(e))) return true;
  }
  return false;
}

/**
 * The best chain the seat can start on now: a chain that builds its factory where the train stands
 * is skipped while no factory fits there (the next chain moves the train on).
 */
function choosePlan(c: Context, rank = 0, commit?: string): Plan | null {
  // With a rank: the rank-th best chain of its own stop (the search weighs other chains so).
  // With a commit (a stop key): the best chain of that stop while there is one, else the best.
  const plans = stopPlans(c);
  if (commit !== undefined) return plans.find((p) => p.key === commit) ?? plans[0] ?? null;
  return plans[rank] ?? null;
}

/** The best chain of each stop, best first; a chain that builds its factory elsewhere last. */
function stopPlans(c: Context): Plan[] {
  let buildable: boolean | null = null;
  let blocked: Plan | null = null;
  const all = chains(c);
  c.inputs = new Set(all.flatMap((p) => p.recipe?.inputs ?? []));
  const stops = new Set<string>();
  const out: Plan[] = [];
  for (const p of all) {
    if (p.action.kind === 'process' && turnsTo(c, p.key) > 1.5) {
      buildable ??= canBuildHere(c);
      if (!buildable) {
        blocked ??= { ...p, key: BUILD_SITE, buildElsewhere: true };
        continue;
      }
    }
    if (stops.has(p.key)) continue;
    stops.add(p.key);
    out.push(p);
  }
  if (blocked) out.push(blocked);
  return out;
}

/**
 * The stops of the seat's best chains (one chain a stop, best first, at most `count`): what the
 * search weighs as whole plans (bots/train-and-railway.ts), each followed by `plannerPick`'s
 * `commit`.
 */
export function plannerStops(G: TRState, pid: string, count: number): string[] {
  const train = G.trains?.[pid];
  if (!train || !G.players?.[pid]) return [];
  return stopPlans(makeContext(G, pid, train)).slice(0, count).map((p) => p.key);
}

/** Does the seat's train stand at an opening of the stop (a location key or the build sites)? */
export function atStop(G: TRState, pid: string, key: string): boolean {
  const train = G.trains?.[pid];
  if (!train) return false;
  const hexes = key === BUILD_SITE ? buildSites(G) : locationOpenings(G).get(key);
  return hexes?.has(train.hex) ?? false;
}

/** For tests and debugging: every chain the planner sees now, best first, with the turns to its stop. */
export function plannerChains(G: TRState, pid: string): { key: string; action: string; rate: number; turns: number }[] {
  const train = G.trains[pid];
  if (!train) return [];
  const c = makeContext(G, pid, train);
  return chains(c).map((p) => ({ key: p.key, action: p.action.kind, rate: Math.round(p.rate * 100) / 100, turns: turnsTo(c, p.key) }));
}

/** For tests and debugging: the chain the planner follows now. */
export function plannerPlan(G: TRState, pid: string): { key: string; action: string; rate: number } | null {
  const train = G.trains[pid];
  if (!train) return null;
  const plan = choosePlan(makeContext(G, pid, train));
  return plan ? { key: plan.key, action: plan.action.kind, rate: plan.rate } : null;
}
