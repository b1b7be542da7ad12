// The optimal auto-router (design §6.3). It runs only in the UI worker and the bots; the server
// never optimises. Short runs (limit ≤ 8) choose among candidates enumerated once; long runs (∞, or
// a consist of 9+) are grown by a bounded DFS. Every bound ignores a constraint, so the search is
// exact unless the expansion budget runs out (then `optimal: false`). The winning plan is rebuilt
// through validate.ts and must score exactly the search value.
import type { TrainHeld } from '../rules/state';
import { runConfigs, runSlots, SHORT_LIMIT_MAX, type RunConfig, type RunSlot } from './configs';
import { scorePlan, type Plan } from './validate';
import { canTransit, isTerminal, type CompanyView } from './view';
import type { Network } from './network';

export interface RouteOptions {
  /** Expansions (DFS pushes and candidate steps) before the search gives up its proof of optimality. */
  budget?: number;
  /** Candidate lists at least this long are side-indexed (default 2048); tests lower it to reach those paths on small maps. */
  indexMin?: number;
  /** How many candidates a list that only bounds the last short run keeps (default 16384); tests lower it to reach that path on small maps. */
  listKeep?: number;
}
export interface RouteResult {
  plan: Plan;
  revenue: number;
  optimal: boolean;
  expansions: number;
}
export const DEFAULT_BUDGET = 5_000_000;
/** How many of its best candidates a list that only bounds the last short run keeps (`boundOnly` in `autoRoute`). */
const LIST_KEEP = 16384;
/** Candidates a long-run DFS node may step over to sharpen its short-run bound. */
const SCAN_CAP = 4;

/**
 * The paths of listed runs as a tree of steps (a step: its parent, its link or, at a root, its first
 * stop, and whether Overnight passes the stop it reaches): a run keeps its last step, not copies of
 * its stops, as hundreds of thousands of candidates are listed and only the winners are read.
 */
class Paths {
  // most searches list few runs: start small
  private parent = new Int32Array(0);
  private step = new Int32Array(0);
  private pass = new Uint8Array(0);
  private size = 0;
  add(parent: number, step: number, pass: boolean): number {
    if (this.size === this.parent.length) {
      const grow = <T extends Int32Array | Uint8Array>(a: T): T => { const b = new (a.constructor as new (n: number) => T)(Math.max(64, a.length * 2)); b.set(a); return b; };
      this.parent = grow(this.parent);
      this.step = grow(this.step);
      this.pass = grow(this.pass);
    }
    this.parent[this.size] = parent;
    this.step[this.size] = step;
    this.pass[this.size] = pass ? 1 : 0;
    return this.size++;
  }
  /** The run ending at `node`: its stops from the first, its links, and the stops it passes. */
  path(node: number, net: Network): { stops: number[]; links: number[]; transit: number[] } {
    const stops: number[] = [], links: number[] = [], transit: number[] = [];
    for (let at = node; at >= 0; at = this.parent[at]) {
      const step = this.step[at];
      const stop = this.parent[at] < 0 ? ~step : net.links[step].to;
      stops.push(stop);
      if (this.parent[at] >= 0) links.push(step);
      if (this.pass[at]) transit.push(stop);
    }
    return { stops: stops.reverse(), links: links.reverse(), transit: transit.reverse() };
  }
}

interface Run {
  paths: Paths;
  /** The run's last step in `paths`. */
  node: number;
  /** The sides the run takes, with those it was listed on top of (`forEachRun`'s `base`). */
  bits: Uint32Array;
  counted: number;
  /** Value with per-run bonuses, without Circus. */
  value: number;
  /** The largest stop value: what a Circus double adds. */
  maxV: number;
}

class Budget {
  used = 0;
  exhausted = false;
  constructor(readonly limit: number) {}
  step(): boolean {
    if (++this.used > this.limit) this.exhausted = true;
    return !this.exhausted;
  }
}

/** Per network: each link's sides as a W-word mask (link l at l·W), so a clash test is W ANDs. */
const masks = new WeakMap<Network, Uint32Array>();
function linkMasks(net: Network): Uint32Array {
  let m = masks.get(net);
  if (!m) {
    const W = net.words;
    m = new Uint32Array(net.links.length * W);
    net.links.forEach((link, l) => { for (const s of link.sides) m![l * W + (s >>> 5)] |= 1 << (s & 31); });
    masks.set(net, m);
  }
  return m;
}
const clear = (mask: Uint32Array, l: number, W: number, bits: Uint32Array): boolean => {
  for (let w = 0, at = l * W; w < W; w++) if (mask[at + w] & bits[w]) return false;
  return true;
};

const conflicts = (a: Uint32Array, b: Uint32Array): boolean => {
  for (let w = 0; w < a.length; w++) if (a[w] & b[w]) return true;
  return false;
};
const union = (a: Uint32Array, b: Uint32Array): Uint32Array => {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = a[w] | b[w];
  return out;
};

/**
 * Every legal multi-stop run (R1–R9) from the reach set, each undirected run once, with at most
 * `cap` counted stops (null = no cap), avoiding the sides in `base`. `emit` receives each run
 * (only those whose value is `worth` it, when given: the others are not even built);
 * `prune(value, counted, exhibitionEarned, tail, bits, groupSeen, depth, start)`, called at each node before
 * its emit, may cut the node and its subtree.
 */
function forEachRun(
  view: CompanyView, cap: number | null, base: Uint32Array, budget: Budget,
  emit: (run: Run) => void,
  prune?: (value: number, counted: number, exhibitionEarned: boolean, tail: number, bits: Uint32Array, groupSeen: Uint8Array, depth: number, start: number) => boolean,
  worth?: (value: number) => boolean,
): void {
  const net = view.net;
  const bits = new Uint32Array(base);
  const groupSeen = new Uint8Array(net.groups);
  const stops: number[] = [];
  const links: number[] = [];
  const paths = new Paths();
  // the step of each depth of the current path in `paths`, valid below `stepsValid`
  const stepAt = new Int32Array(net.stops.length + 1);
  const passAt = new Uint8Array(net.stops.length + 1);
  let stepsValid = 0;
  const mask = linkMasks(net);
  const W = net.words;
  // `passing`: the tail is a full city Overnight passes through (§6.3 transit branch): never an end, never a terminal.
  const rec = (tail: number, counted: number, value: number, maxV: number, hasOwn: boolean, hasDD: boolean, hasExh: boolean, passing = false) => {
    if (!budget.step()) return;
    const depth = stops.length;
    passAt[depth - 1] = passing ? 1 : 0;
    if (stepsValid >= depth) stepsValid = depth - 1;
    const exh = hasDD && hasExh;
    // before the emit: the bound covers the run ending here too, and the pruner may keep per-depth state for the emit
    if (prune && prune(value + (exh ? view.exhibitionBonus : 0), counted, exh, tail, bits, groupSeen, stops.length, stops[0])) return;
    if (!passing && counted >= 2 && hasOwn && stops[0] < tail && (!worth || worth(value + (exh ? view.exhibitionBonus : 0)))) {
      for (; stepsValid < depth; stepsValid++) {
        const d = stepsValid;
        stepAt[d] = paths.add(d === 0 ? -1 : stepAt[d - 1], d === 0 ? ~stops[0] : links[d - 1], passAt[d] === 1);
      }
      emit({ paths, node: stepAt[depth - 1], bits: new Uint32Array(bits), counted, value: value + (exh ? view.exhibitionBonus : 0), maxV });
    }
    if (stops.length > 1 && !passing && isTerminal(view, tail)) return;
    if (cap !== null && counted >= cap) return;
    for (const l of outOf(view)[tail]) {
      const link = net.links[l];
      const t = link.to;
      const g = net.stops[t].group;
      if (groupSeen[g] || !view.reach[t] || !clear(mask, l, W, bits)) continue;
      for (let w = 0, at = l * W; w < W; w++) bits[w] |= mask[at + w];
      groupSeen[g] = 1;
      stops.push(t);
      links.push(l);
      const st = net.stops[t];
      rec(t, counted + 1, value + view.value[t] + view.bonus[t], Math.max(maxV, view.value[t]), hasOwn || view.own[t] === 1, hasDD || st.dd, hasExh || st.exhibition);
      if (canTransit(view, t) && !budget.exhausted) rec(t, counted, value, maxV, hasOwn, hasDD, hasExh, true);
      stops.pop();
      links.pop();
      groupSeen[g] = 0;
      for (let w = 0, at = l * W; w < W; w++) bits[w] &= ~mask[at + w];
      if (budget.exhausted) return;
    }
  };
  for (const s of startsOf(view)) {
    const st = net.stops[s];
    groupSeen[st.group] = 1;
    stops.push(s);
    rec(s, 1, view.value[s] + view.bonus[s], view.value[s], view.own[s] === 1, st.dd, st.exhibition);
    stops.pop();
    groupSeen[st.group] = 0;
    if (budget.exhausted) return;
  }
}

// The DFS tries richer stops first, so the first complete runs are good ones and the incumbent
// tightens early; ties keep id order, so the search stays deterministic.
const ordered = new WeakMap<CompanyView, { out: number[][]; starts: number[] }>();
function orderOf(view: CompanyView) {
  let o = ordered.get(view);
  if (!o) {
    const gain = (s: number) => view.value[s] + view.bonus[s];
    const net = view.net;
    const out = net.out.map((ls) => [...ls].sort((a, b) => gain(net.links[b].to) - gain(net.links[a].to) || a - b));
    const starts = net.stops.map((_, s) => s).filter((s) => view.reach[s]).sort((a, b) => gain(b) - gain(a) || a - b);
    o = { out, starts };
    ordered.set(view, o);
  }
  return o;
}
const outOf = (view: CompanyView) => orderOf(view).out;
const startsOf = (view: CompanyView) => orderOf(view).starts;

/** Local runs (R9): one own-hub city, no track. */
function localRuns(view: CompanyView, words: number): Run[] {
  const out: Run[] = [];
  const paths = new Paths();
  for (let s = 0; s < view.net.stops.length; s++) {
    if (!view.own[s] || view.net.stops[s].dd) continue;
    out.push({ paths, node: paths.add(-1, ~s, false), bits: new Uint32Array(words), counted: 1, value: view.value[s] + view.bonus[s], maxV: view.value[s] });
  }
  return out;
}

/**
 * What a run whose tail is `tail` can still add with `k` more counted stops (null = no cap), a
 * relaxation of §6.3's tailBound: the stops reachable from the tail over links clear of the run's
 * sides and groups (passing Overnight's full cities), of which at most one terminal (a DD or a full
 * city, R6/R7) may still be counted, as the run's end. It ignores order and side conflicts among
 * the stops it adds, so it never underestimates.
 */
export class TailBound {
  private readonly seen: Uint8Array;
  private readonly queue: Int32Array;
  private readonly vals: Int32Array;
  private readonly outStart: Int32Array;
  private readonly outLinks: Int32Array;
  /** The stops a dequeued stop may lead on to, kept until its exits are counted. */
  private readonly next: Int32Array;
  private readonly mask: Uint32Array;
  private readonly to: Int32Array;
  private readonly first: Int32Array;
  private readonly group: Int32Array;
  private readonly through: Uint8Array;
  private readonly terminal: Uint8Array;
  /** The highest stop index the last `of` reached (the tail included). */
  private lastReached = 0;
  constructor(private readonly view: CompanyView) {
    const net = view.net;
    const n = net.stops.length;
    this.seen = new Uint8Array(n);
    this.queue = new Int32Array(n);
    this.vals = new Int32Array(n);
    this.next = new Int32Array(Math.max(1, ...net.out.map((ls) => ls.length)));
    this.outStart = new Int32Array(n + 1);
    for (let s = 0; s < n; s++) this.outStart[s + 1] = this.outStart[s] + net.out[s].length;
    this.outLinks = Int32Array.from(net.out.flat());
    this.mask = linkMasks(net);
    this.to = Int32Array.from(net.links, (l) => l.to);
    this.first = Int32Array.from(net.links, (l) => l.sides[0]);
    this.group = Int32Array.from(net.stops, (st) => st.group);
    this.terminal = Uint8Array.from(net.stops, (_, s) => (isTerminal(view, s) ? 1 : 0));
    // a terminal stop goes on only as an Overnight transit
    this.through = Uint8Array.from(net.stops, (_, s) => (!isTerminal(view, s) || canTransit(view, s) ? 1 : 0));
  }
  /**
   * `start` is the run's first stop: `forEachRun` lists a run from its lower-index end, so a stop that
   * could only end the run (a terminal, or a stop with one usable exit) counts only above it.
   */
  of(tail: number, bits: Uint32Array, groupSeen: Uint8Array, k: number | null, start = -1): number {
    const { view, seen, queue, vals, next, mask, to, first, group, through, terminal, outStart, outLinks } = this;
    const W = view.net.words;
    const reach = view.reach;
    const value = view.value, bonus = view.bonus;
    seen.fill(0);
    let head = 0, size = 0, nv = 0, maxTerm = 0, reached = tail;
    queue[size++] = tail;
    seen[tail] = 1;
    while (head < size) {
      const s = queue[head++];
      // a stop with fewer than two usable exits can only end the run: count it like a terminal, do not pass it
      let f0 = -1, twoExits = false, nn = 0;
      for (let i = outStart[s], end = outStart[s + 1]; i < end; i++) {
        const l = outLinks[i];
        const t = to[l];
        if (!reach[t]) continue;
        // nothing more to learn from this link: skip its side test
        const seenGroup = groupSeen[group[t]];
        if (seenGroup ? t !== tail : twoExits && seen[t]) continue;
        let clash = false;
        for (let w = 0, at = l * W; w < W; w++) if (mask[at + w] & bits[w]) { clash = true; break; }
        if (clash) continue;
        // the tail counts: a stop next to it may be entered from it
        if (!twoExits && (t === tail || !seenGroup)) {
          const f = first[l];
          if (f0 < 0) f0 = f;
          else if (f !== f0) twoExits = true;
        }
        if (!seenGroup && !seen[t]) next[nn++] = t;
      }
      if (s !== tail) {
        const v = value[s] + bonus[s];
        const goesOn = twoExits && through[s] === 1;
        if (terminal[s] || !goesOn) {
          if (v > maxTerm && s > start) maxTerm = v;
        } else if (v > 0) vals[nv++] = v;
        if (!goesOn) continue;
      }
      for (let i = 0; i < nn; i++) {
        const t = next[i];
        if (seen[t]) continue;
        seen[t] = 1;
        queue[size++] = t;
        if (t > reached) reached = t;
      }
    }
    this.lastReached = reached;
    if (k !== null && k <= 0) return 0;
    let sum = 0;
    if (k === null || nv < k) {
      for (let i = 0; i < nv; i++) sum += vals[i];
      return sum + maxTerm;
    }
    // k stops: the best k non-terminals, or the best k − 1 and the terminal end
    const sorted = vals.subarray(0, nv).sort();
    for (let i = nv - k; i < nv; i++) sum += sorted[i];
    return Math.max(sum, sum - sorted[nv - k] + maxTerm);
  }

  /**
   * Whether a node can be cut: what its run can still add does not lift it above `room`, or no stop
   * above the run's start is left to end at (`forEachRun` lists a run from its lower-index end, so
   * nothing below the node would ever be listed).
   */
  cuts(tail: number, bits: Uint32Array, groupSeen: Uint8Array, k: number | null, start: number, room: number): boolean {
    this.lastBound = this.of(tail, bits, groupSeen, k, start);
    return this.lastBound <= room || this.lastReached <= start;
  }
  /** What the last `cuts` found the run can still add. */
  lastBound = 0;
}

/**
 * What one more run can count on the sides already taken, per part of the network: stops joined by
 * links clear of those sides through stops a run may pass. A run lies in one part (its terminals
 * only at its ends, so a terminal it cannot pass is an end of any part it touches), and it needs an
 * own hub (R3), so a part without one holds none. One pass over the links for all starts at once,
 * where `TailBound` costs a BFS per start; it ignores order, groups and side conflicts within the
 * run, so it never underestimates.
 */
export class PartBound {
  private readonly parent: Int32Array;
  private readonly partOf: Int32Array;
  private readonly liveParts: Uint8Array;
  /** Per part (at its root): the most a run in it could be worth. */
  private readonly partValue: Int32Array;
  private readonly mask: Uint32Array;
  private readonly W: number;
  /** Links between stops a run may pass, one per stop pair and side set, grouped by pair: pair p's links are `joinLinks[joinStart[p] .. joinStart[p + 1])`. */
  private readonly joinA: Int32Array;
  private readonly joinB: Int32Array;
  private readonly joinStart: Int32Array;
  private readonly joinLinks: Int32Array;
  /** Links from a terminal a run cannot pass (`endStop`) into a stop it may (`endInto`). */
  private readonly endLinks: Int32Array;
  private readonly endStop: Int32Array;
  private readonly endInto: Int32Array;
  /** Terminals a run may pass (Overnight's full cities): they count only as its ends. */
  private readonly passEnds: Int32Array;
  private readonly through: Uint8Array;
  private readonly own: Uint8Array;
  private readonly gain: Int32Array;
  /** The stops a run may pass and count anywhere, richest first. */
  private readonly byGain: Int32Array;
  /** Per part: own hubs, its passable terminals as ends (best two), and the best `limit` other gains (their count, sum, and the last two added). */
  private readonly hubs: Int32Array;
  private readonly end1: Int32Array;
  private readonly end2: Int32Array;
  private readonly count: Int32Array;
  private readonly sum: Int32Array;
  private readonly last: Int32Array;
  private readonly prev: Int32Array;
  constructor(view: CompanyView) {
    const net = view.net;
    const n = net.stops.length;
    this.W = net.words;
    this.mask = linkMasks(net);
    const terminal = (s: number) => isTerminal(view, s);
    this.through = Uint8Array.from(net.stops, (_, s) => (view.reach[s] && (!terminal(s) || canTransit(view, s)) ? 1 : 0));
    this.own = Uint8Array.from(view.own);
    this.gain = Int32Array.from(net.stops, (_, s) => Math.max(0, view.value[s] + view.bonus[s]));
    const byPair = new Map<number, Map<string, number>>();
    const ends: number[] = [];
    net.links.forEach((link, l) => {
      const { from: a, to: b } = link;
      if (this.through[a] && this.through[b]) {
        const pair = Math.min(a, b) * n + Math.max(a, b);
        const sides = [...link.sides].sort((x, y) => x - y).join(',');
        let m = byPair.get(pair);
        if (!m) byPair.set(pair, (m = new Map()));
        if (!m.has(sides)) m.set(sides, l);
      } else if (view.reach[a] && !this.through[a] && this.through[b]) ends.push(l);
    });
    const pairs = [...byPair.keys()].sort((x, y) => x - y);
    this.joinA = Int32Array.from(pairs, (p) => Math.floor(p / n));
    this.joinB = Int32Array.from(pairs, (p) => p % n);
    this.joinStart = new Int32Array(pairs.length + 1);
    pairs.forEach((p, i) => { this.joinStart[i + 1] = this.joinStart[i] + byPair.get(p)!.size; });
    this.joinLinks = Int32Array.from(pairs.flatMap((p) => [...byPair.get(p)!.values()]));
    this.endLinks = Int32Array.from(ends);
    this.endStop = Int32Array.from(ends, (l) => net.links[l].from);
    this.endInto = Int32Array.from(ends, (l) => net.links[l].to);
    this.byGain = Int32Array.from(net.stops.map((_, s) => s).filter((s) => this.through[s] && !terminal(s) && this.gain[s] > 0).sort((x, y) => this.gain[y] - this.gain[x] || x - y));
    this.passEnds = Int32Array.from(net.stops.map((_, s) => s).filter((s) => this.through[s] && terminal(s)));
    this.parent = new Int32Array(n);
    this.partOf = new Int32Array(n);
    this.liveParts = new Uint8Array(n);
    this.partValue = new Int32Array(n);
    this.hubs = new Int32Array(n);
    this.end1 = new Int32Array(n);
    this.end2 = new Int32Array(n);
    this.count = new Int32Array(n);
    this.sum = new Int32Array(n);
    this.last = new Int32Array(n);
    this.prev = new Int32Array(n);
  }
  private root(s: number): number {
    const parent = this.parent;
    while (parent[s] !== s) s = parent[s] = parent[parent[s]];
    return s;
  }
  private addEnd(part: number, v: number): void {
    if (v > this.end1[part]) { this.end2[part] = this.end1[part]; this.end1[part] = v; }
    else if (v > this.end2[part]) this.end2[part] = v;
  }
  /**
   * Whether some part could hold a run counting at most `limit` stops (null: no cap) worth more than
   * `room`; `alive(s)` then tells whether a run from `s` may.
   */
  mark(bits: Uint32Array, limit: number | null, room: number): boolean {
    this.evaluate(bits, limit);
    const { partOf, partValue, liveParts } = this;
    let any = false;
    for (let p = 0; p < partOf.length; p++) {
      liveParts[p] = partOf[p] === p && partValue[p] > room ? 1 : 0;
      if (liveParts[p]) any = true;
    }
    return any;
  }
  /** The most one more run counting at most `limit` stops could be worth on these sides (no `alive` after it). */
  most(bits: Uint32Array, limit: number | null): number {
    this.evaluate(bits, limit);
    let most = 0;
    for (let p = 0; p < this.partOf.length; p++) if (this.partOf[p] === p && this.partValue[p] > most) most = this.partValue[p];
    return most;
  }
  private evaluate(bits: Uint32Array, limit: number | null): void {
    const { parent, partOf, partValue, joinA, joinB, joinStart, joinLinks, own, gain, hubs, end1, end2, count, sum, last, prev } = this;
    const n = parent.length;
    for (let s = 0; s < n; s++) parent[s] = s;
    for (let p = 0; p < joinA.length; p++) {
      const ra = this.root(joinA[p]), rb = this.root(joinB[p]);
      if (ra === rb) continue;
      for (let i = joinStart[p]; i < joinStart[p + 1]; i++) {
        if (clear(this.mask, joinLinks[i], this.W, bits)) { parent[ra] = rb; break; }
      }
    }
    for (let s = 0; s < n; s++) {
      partOf[s] = this.root(s);
      hubs[s] = 0; end1[s] = 0; end2[s] = 0; count[s] = 0; sum[s] = 0; last[s] = 0; prev[s] = 0;
    }
    for (let s = 0; s < n; s++) if (own[s] && this.through[s]) hubs[partOf[s]]++;
    for (let i = 0; i < this.passEnds.length; i++) { const s = this.passEnds[i]; this.addEnd(partOf[s], gain[s]); }
    // a terminal a run cannot pass ends runs of every part it touches
    for (let i = 0; i < this.endLinks.length; i++) if (clear(this.mask, this.endLinks[i], this.W, bits)) this.addEnd(partOf[this.endInto[i]], gain[this.endStop[i]]);
    const cap = limit === null ? n : limit;
    for (let i = 0; i < this.byGain.length; i++) {
      const s = this.byGain[i];
      const p = partOf[s];
      if (count[p] >= cap) continue;
      count[p]++;
      sum[p] += gain[s];
      prev[p] = last[p];
      last[p] = gain[s];
    }
    for (let p = 0; p < n; p++) {
      partValue[p] = 0;
      if (partOf[p] !== p || !hubs[p]) continue;
      // no ends, one end and the best cap − 1 others, or two ends and the best cap − 2
      let best = sum[p];
      if (cap >= 1) best = Math.max(best, end1[p] + sum[p] - (count[p] === cap ? last[p] : 0));
      if (cap >= 2) best = Math.max(best, end1[p] + end2[p] + sum[p] - (count[p] === cap ? last[p] + prev[p] : count[p] === cap - 1 ? last[p] : 0));
      partValue[p] = best;
    }
  }
  /** After `mark`: whether a run from `s` may be worth more than its room (a terminal start may lead into any part). */
  alive(s: number): boolean {
    return this.through[s] ? this.liveParts[this.partOf[s]] === 1 : true;
  }
}

/** Lists at least this long get a side index (below it a plain scan is as fast). */
const INDEX_MIN = 2048;

/**
 * A candidate list (sorted by value) indexed by side: for each side, a bitset over the list of the
 * candidates using it. The first candidate from k compatible with a run set's sides is then found
 * 32 candidates a step, by OR-ing the set sides' words, instead of one W-word test per candidate.
 */
class SideIndex {
  readonly blocks: number;
  private readonly bySide: Uint32Array;
  constructor(list: Run[], sides: number) {
    this.blocks = (list.length + 31) >>> 5;
    this.bySide = new Uint32Array(sides * this.blocks);
    for (let k = 0; k < list.length; k++) {
      const bits = list[k].bits;
      for (let w = 0; w < bits.length; w++) {
        let x = bits[w];
        while (x) {
          const low = x & -x;
          const side = (w << 5) + 31 - Math.clz32(low);
          this.bySide[side * this.blocks + (k >>> 5)] |= 1 << (k & 31);
          x ^= low;
        }
      }
    }
  }
  /**
   * The first index ≥ k whose candidate uses none of `used` (side ids, `nUsed` of them), or ≥ `len`;
   * after at most `maxBlocks` blocks it stops at the next unchecked index (all before it conflict).
   */
  next(used: Int32Array, nUsed: number, k: number, len: number, budget: Budget, maxBlocks = Infinity): number {
    const { blocks, bySide } = this;
    let b = k >>> 5;
    let mask = (k & 31) === 0 ? 0 : (0xffffffff >>> (32 - (k & 31)));
    for (let seen = 0; b < blocks; b++, mask = 0) {
      if (seen++ >= maxBlocks || !budget.step()) return b << 5 > k ? b << 5 : k;
      for (let i = 0; i < nUsed; i++) mask |= bySide[used[i] * blocks + b];
      const free = ~mask;
      if (free !== 0) {
        const at = (b << 5) + 31 - Math.clz32(free & -free);
        return at < len ? at : len;
      }
    }
    return len;
  }
}

/** The side ids set in `bits`, into `out`; returns how many. */
function setSides(bits: Uint32Array, out: Int32Array): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w];
    while (x) {
      const low = x & -x;
      out[n++] = (w << 5) + 31 - Math.clz32(low);
      x ^= low;
    }
  }
  return n;
}

const byValueDesc = (a: Run, b: Run) => b.value - a.value;
const isLong = (slot: RunSlot) => slot.limit === null || slot.limit > SHORT_LIMIT_MAX;

/** The best plan for the company's cards (design §6.3). */
export function autoRoute(view: CompanyView, cards: TrainHeld[], options: RouteOptions = {}): RouteResult {
  const budget = new Budget(options.budget ?? DEFAULT_BUDGET);
  const W = view.net.words;
  const locals = localRuns(view, W);
  const abilities = view.company.abilities;
  const configs = runConfigs(cards, abilities).map((config) => {
    const slots = runSlots(cards, config, abilities);
    // long slots first, then short ones by limit (identical slots adjacent)
    slots.sort((a, b) => Number(isLong(b)) - Number(isLong(a)) || (b.limit ?? Infinity) - (a.limit ?? Infinity));
    return { config, slots };
  });
  const shortLimits = configs.flatMap((c) => c.slots.filter((s) => !isLong(s)).map((s) => s.limit!));
  const anyLong = configs.some((c) => c.slots.some(isLong));
  const candCap = Math.max(0, ...shortLimits, anyLong ? 2 : 0);

  // bounds
  const gains: number[] = [];
  const termGains: number[] = [];
  let circusBound = 0;
  let exhibitionPossible = false, ddReachable = false;
  for (let s = 0; s < view.net.stops.length; s++) {
    if (!view.reach[s]) continue;
    (isTerminal(view, s) ? termGains : gains).push(view.value[s] + view.bonus[s]);
    if (view.circus) circusBound = Math.max(circusBound, view.value[s]);
    if (view.net.stops[s].exhibition) exhibitionPossible = true;
    if (view.net.stops[s].dd) ddReachable = true;
  }
  const exhBound = exhibitionPossible && ddReachable ? view.exhibitionBonus : 0;
  gains.sort((a, b) => b - a);
  termGains.sort((a, b) => b - a);
  const prefix = [0];
  for (const g of gains) prefix.push(prefix[prefix.length - 1] + Math.max(0, g));
  const termPrefix = [0];
  for (const g of termGains.slice(0, 2)) termPrefix.push(termPrefix[termPrefix.length - 1] + Math.max(0, g));
  const nonTermSum = (k: number) => prefix[Math.max(0, Math.min(k, prefix.length - 1))];
  // A run counts terminals (DDs, full cities) only at its two ends (§6.2 R6, R7).
  const topSum = (k: number | null, terminals = 2) => {
    let best = 0;
    for (let t = 0; t < Math.min(terminals + 1, termPrefix.length); t++) {
      best = Math.max(best, termPrefix[t] + (k === null ? prefix[prefix.length - 1] : nonTermSum(k - t)));
      if (k !== null && t >= k) break;
    }
    return best;
  };
  const longBound = (limit: number | null) => topSum(limit) + exhBound;
  // 1. candidates
  const cands: Run[] = localRuns(view, W);
  // When the list only ever bounds the last short run after long runs (every config: long runs and
  // one short run, all of the same limit; that run is grown by `lastByDfs`), it keeps its best runs
  // only: every run left out is worth at most `listTail`, which bounds the slot once its kept
  // candidates all clash. Its hundreds of thousands of runs then cost neither memory nor a sort.
  const boundOnly = configs.length > 0 && configs.every(({ slots }) => {
    const short = slots.filter((slot) => !isLong(slot));
    return short.length === 1 && short[0].limit === candCap && short.length < slots.length;
  });
  let listTail = 0;
  if (candCap >= 2 && !boundOnly) forEachRun(view, candCap, new Uint32Array(W), budget, (r) => cands.push(r));
  else if (candCap >= 2) {
    const keep = Math.max(1, options.listKeep ?? LIST_KEEP);
    let compactAt = 2 * keep;
    forEachRun(view, candCap, new Uint32Array(W), budget, (r) => {
      cands.push(r);
      if (cands.length < compactAt) return;
      const values = Int32Array.from(cands, (c) => c.value).sort().reverse();
      // keep the best `keep` or, where a tie straddles that place and would leave too few, the tie too
      const cut = values[keep];
      listTail = Math.max(listTail, values.findIndex((v) => v <= cut) >= keep / 2 ? cut : cut - 1);
      let kept = 0;
      for (const c of cands) if (c.value > listTail) cands[kept++] = c;
      cands.length = kept;
      compactAt = Math.max(2 * keep, 2 * kept);
    }, (value, counted, exhEarned) => value + (exhEarned ? 0 : exhBound) + topSum(candCap - counted, 1) <= listTail, (value) => value > listTail);
  }
  cands.sort(byValueDesc);
  const candsUpTo = new Map<number, Run[]>();
  const indexes = new Map<Run[], SideIndex>();
  const nSides = W * 32;
  const indexOf = (list: Run[]): SideIndex | undefined => {
    if (list.length < (options.indexMin ?? INDEX_MIN) || list.length === 0) return undefined;
    let idx = indexes.get(list);
    if (!idx) {
      idx = new SideIndex(list, nSides);
      indexes.set(list, idx);
    }
    return idx;
  };
  const listFor = (limit: number | null): Run[] => {
    const key = limit ?? Infinity;
    let list = candsUpTo.get(key);
    if (!list) {
      list = cands.filter((r) => limit === null || r.counted <= limit);
      candsUpTo.set(key, list);
    }
    return list;
  };

  const tailBound = new TailBound(view);
  // built on first use: only a search with long runs and a last short run asks for it
  let partBoundOnce: PartBound | undefined;
  const partBound = () => (partBoundOnce ??= new PartBound(view));

  let best = 0;
  let bestPlan: Plan = { config: { mode: 'none' }, runs: [] };
  const record = (config: RunConfig, slots: RunSlot[], chosen: (Run | null)[], circusSlot: number, value: number) => {
    if (value <= best) return;
    best = value;
    const stopIds = (list: number[]) => list.map((s) => view.net.stops[s].id);
    const plan: Plan = { config, runs: [] };
    slots.forEach((slot, i) => {
      const r = chosen[i];
      if (!r) return;
      const { stops, links, transit } = r.paths.path(r.node, view.net);
      plan.runs.push({ run: slot.id, stops: stopIds(stops), links: links.map((l) => view.net.links[l].key), ...(transit.length ? { transit: stopIds(transit) } : {}) });
    });
    if (circusSlot >= 0) {
      const r = chosen[circusSlot]!;
      const { stops, transit } = r.paths.path(r.node, view.net);
      const stop = stops.find((s) => view.value[s] === r.maxV && !transit.includes(s))!;
      plan.circus = { run: slots[circusSlot].id, stop: view.net.stops[stop].id };
    }
    bestPlan = plan;
  };
  const canDouble = (slot: RunSlot, r: Run) => view.circus && r.maxV > 0 && (slot.limit === null || r.counted < slot.limit);

  // 2. greedy incumbent
  for (const { config, slots } of configs) {
    let bits: Uint32Array = new Uint32Array(W);
    let value = 0;
    const chosen: (Run | null)[] = slots.map(() => null);
    slots.forEach((slot, i) => {
      const r = listFor(slot.limit).find((c) => !conflicts(bits, c.bits));
      if (!r) return;
      chosen[i] = r;
      bits = union(bits, r.bits);
      value += r.value;
    });
    let circusSlot = -1, gain = 0;
    chosen.forEach((r, i) => {
      if (r && canDouble(slots[i], r) && r.maxV > gain) { gain = r.maxV; circusSlot = i; }
    });
    record(config, slots, chosen, circusSlot, value + gain);
  }

  // 3. exact search per config, best optimistic bound first
  const ranked = configs.map((c) => {
    const ub = c.slots.reduce((s, slot) => s + (isLong(slot) ? longBound(slot.limit) : Math.max(listTail, listFor(slot.limit)[0]?.value ?? 0)), 0) + circusBound;
    return { ...c, ub };
  }).sort((a, b) => b.ub - a.ub);

  for (const { config, slots, ub } of ranked) {
    if (budget.exhausted) break;
    if (ub <= best) continue;
    const n = slots.length;
    const nLong = slots.filter(isLong).length;
    const lists = slots.map((s) => listFor(s.limit));
    const listIdx = lists.map((l, i) => (i < nLong ? undefined : indexOf(l)));
    // per short-slot level: the set sides of the bits it starts from (indexed lists only)
    const usedAt = Array.from({ length: n + 1 }, () => new Int32Array(nSides));
    const longUsed = new Int32Array(nSides);
    const chosen: (Run | null)[] = slots.map(() => null);
    const chosenIdx = new Array<number>(n).fill(0);
    let circusSlot = -1;
    const identicalToPrevious = (i: number) => i > nLong && slots[i].limit === slots[i - 1].limit;
    const nShort = n - nLong;
    const longRest = new Array<number>(nLong + 1).fill(0);
    for (let i = nLong - 1; i >= 0; i--) longRest[i] = longRest[i + 1] + longBound(slots[i].limit);
    // Per short slot, the first candidate not conflicting with the long runs' sides so far. Sides only
    // grow down a branch, so the index only moves forward: a row per DFS depth, each from its parent's.
    const depthRows = view.net.stops.length + 2;
    const compat = Array.from({ length: nLong + 1 }, () => new Int32Array(depthRows * nShort));
    const shortUB = (row: Int32Array, at: number): number => {
      let ub = 0;
      for (let j = 0; j < nShort; j++) {
        const list = lists[nLong + j];
        const k = row[at + j];
        ub += k < list.length ? list[k].value : listTail;
      }
      return ub;
    };
    let shortStart = compat[nLong];
    let shortAt = 0;
    const sfx = new Array<number>(n + 1).fill(0);

    const shortBB = (i: number, bits: Uint32Array, acc: number, circusUsed: boolean): void => {
      if (budget.exhausted) return;
      if (i === n) {
        record(config, slots, chosen, circusSlot, acc);
        return;
      }
      const slot = slots[i];
      const list = lists[i];
      const cb = circusUsed ? 0 : circusBound;
      // candidates before the first compatible with the long runs conflict with every extension too
      const start = Math.max(identicalToPrevious(i) ? chosenIdx[i - 1] : 0, shortStart[shortAt + i - nLong]);
      if (i === n - 1 && nLong > 0 && (listIdx[i] || boundOnly)) {
        // list[start] bounds every run clear of the long runs: below the incumbent, only running nothing is left
        if (acc + (start < list.length ? list[start].value : listTail) + cb <= best) record(config, slots, chosen, circusSlot, acc);
        else lastByDfs(slot, bits, acc, circusUsed);
        return;
      }
      const idx = listIdx[i];
      const used = usedAt[i];
      const nUsed = idx ? setSides(bits, used) : 0;
      for (let k = start; k < list.length; k++) {
        if (idx) {
          k = idx.next(used, nUsed, k, list.length, budget);
          if (budget.exhausted) return;
          if (k >= list.length) break;
        }
        if (!budget.step()) return;
        const r = list[k];
        if (acc + r.value + sfx[i + 1] + cb <= best) break;
        if (!idx && conflicts(bits, r.bits)) continue;
        chosen[i] = r;
        chosenIdx[i] = k;
        const next = union(bits, r.bits);
        shortBB(i + 1, next, acc + r.value, circusUsed);
        if (!circusUsed && canDouble(slot, r)) {
          circusSlot = i;
          shortBB(i + 1, next, acc + r.value + r.maxV, true);
          circusSlot = -1;
        }
      }
      chosen[i] = null;
      chosenIdx[i] = list.length;
      if (acc + sfx[i + 1] + cb > best) shortBB(i + 1, bits, acc, circusUsed);
    };

    /**
     * The last short run after long runs, grown by a pruned DFS on the sides they left rather than
     * scanned from its (huge) candidate list, most of which conflicts with them: same runs, same
     * Circus branches, same result.
     */
    const takeLast = (slot: RunSlot, r: Run, acc: number, circusUsed: boolean): void => {
      const i = n - 1;
      chosen[i] = r;
      record(config, slots, chosen, circusSlot, acc + r.value);
      if (!circusUsed && canDouble(slot, r)) {
        circusSlot = i;
        record(config, slots, chosen, circusSlot, acc + r.value + r.maxV);
        circusSlot = -1;
      }
      chosen[i] = null;
    };
    const lastByDfs = (slot: RunSlot, bits: Uint32Array, acc: number, circusUsed: boolean): void => {
      const cb = circusUsed ? 0 : circusBound;
      record(config, slots, chosen, circusSlot, acc);
      for (const r of locals) takeLast(slot, r, acc, circusUsed);
      // one pass over the links settles, for every start at once, most of the sides long runs leave
      // (before any closure is made: this runs once per complete long run)
      if (!budget.step() || !partBound().mark(bits, slot.limit, best - (acc + cb + exhBound))) return;
      forEachRun(view, slot.limit, bits, budget, (r) => takeLast(slot, r, acc, circusUsed), (value, counted, exhEarned, tail, runBits, groupSeen, depth, start) => {
        if (depth === 1 && !partBound().alive(start)) return true;
        const k = slot.limit === null ? null : slot.limit - counted;
        const base = acc + value + cb + (exhEarned ? 0 : exhBound);
        if (base + (k === null ? topSum(null, 1) : topSum(k, 1)) <= best) return true;
        // from the first stop on: one BFS per start often shows the start cannot reach enough (or any
        // stop above it to end at) on the sides the long runs left, before its every first link is tried
        return tailBound.cuts(tail, runBits, groupSeen, k, start, best - base);
      }, (value) => acc + value + cb > best);
    };

    const longRec = (li: number, bits: Uint32Array, acc: number, circusUsed: boolean, from: Int32Array, fromAt: number): void => {
      if (budget.exhausted) return;
      const rows = compat[li];
      for (let j = 0; j < nShort; j++) rows[j] = from[fromAt + j];
      if (li === nLong) {
        shortStart = rows;
        shortAt = 0;
        sfx[n] = 0;
        for (let i = n - 1; i >= nLong; i--) {
          const k = rows[i - nLong];
          sfx[i] = sfx[i + 1] + (k < lists[i].length ? lists[i][k].value : listTail);
        }
        shortBB(nLong, bits, acc, circusUsed);
        return;
      }
      const slot = slots[li];
      const cb = circusUsed ? 0 : circusBound;
      let emitAt = 0;
      const take = (r: Run | null, next: Uint32Array, at: number) => {
        chosen[li] = r;
        const v = r ? r.value : 0;
        longRec(li + 1, next, acc + v, circusUsed, rows, at);
        if (r && !circusUsed && canDouble(slot, r)) {
          circusSlot = li;
          longRec(li + 1, next, acc + v + r.maxV, true, rows, at);
          circusSlot = -1;
        }
        chosen[li] = null;
      };
      take(null, bits, 0);
      for (const r of locals) take(r, bits, 0);
      forEachRun(view, slot.limit, bits, budget,
        (r) => take(r, r.bits, emitAt),
        (value, counted, exhEarned, tail, runBits, groupSeen, depth, start) => {
          const at = depth * nShort, parent = at - nShort;
          let nUsed = -1;
          for (let j = 0; j < nShort; j++) {
            const list = lists[nLong + j];
            const idx = listIdx[nLong + j];
            let k = rows[parent + j];
            // a capped scan: list[k] still bounds the slot (all before it conflict), children go on from k
            if (idx) {
              if (nUsed < 0) nUsed = setSides(runBits, longUsed);
              k = idx.next(longUsed, nUsed, k, list.length, budget, SCAN_CAP);
            } else {
              for (let lim = k + SCAN_CAP; k < list.length && k < lim && conflicts(runBits, list[k].bits);) k++;
            }
            rows[at + j] = k;
          }
          emitAt = at;
          const k = slot.limit === null ? null : slot.limit - counted;
          const exh = exhEarned ? 0 : exhBound;
          const listBound = shortUB(rows, at);
          const base = acc + value + longRest[li + 1] + listBound + cb + exh;
          if (base + (k === null ? topSum(null, 1) : topSum(k, 1)) <= best) return true;
          // the reachable-set bound costs a BFS: worth it below the first levels only (§6.3 3b)
          if (depth < 3) return false;
          if (tailBound.cuts(tail, runBits, groupSeen, k, start, best - base)) return true;
          // one short run left: the parts the sides leave may hold less than its list's first candidate
          if (nShort !== 1) return false;
          // even an empty last run would not cut it
          if (tailBound.lastBound > best - base + listBound) return false;
          const part = partBound().most(runBits, slots[n - 1].limit) + exhBound;
          return part < listBound && tailBound.lastBound <= best - base + listBound - part;
        });
    };

    longRec(0, new Uint32Array(W), 0, false, new Int32Array(nShort), 0);
  }

  // 4. the plan must score exactly what the search found
  const check = scorePlan(view, cards, bestPlan);
  if (typeof check === 'string' || check.revenue !== best) {
    throw new Error(`router plan does not validate: ${typeof check === 'string' ? check : `${check.revenue} ≠ ${best}`}`);
  }
  return { plan: bestPlan, revenue: best, optimal: !budget.exhausted, expansions: budget.used };
}
