// The Merger Round's pure rules (design §3.13, §3.1.2; Twin Cities S000-0020, S000-0021): the
// connection test, and forming the Major (president, shares, price, hub ledger, assets, abilities).
import { HUB_EXTENSION, HUB_SPACES, type MajorLetter } from '../data/majors';
import { networkOf } from '../route/network';
import { indexAtOrBelow, placeMarker, priceAt, operatingOrder } from './market';
import { held } from './shares';
import { freeMajors } from './launch';
import { overLimit } from './trains';
import type { CoId, Company, HubEntry, LAState, MergerVote, MinorId } from './state';

/**
 * Connected: track of any length joins a hub of each (S000-0020: either of Twin Cities' homes).
 * Cities holding either company's hub never block; other full cities do, unless either is (or
 * holds the ability of) Overnight (§3.1.1 OV); a DD is never passed.
 */
export function mergeConnected(G: LAState, a: CoId, b: CoId): boolean {
  const net = networkOf(G.map);
  const overnight = [a, b].some((id) => G.companies[id]?.abilities.includes('overnight'));
  const mine = (s: number) => net.stops[s].hubs.includes(a) || net.stops[s].hubs.includes(b);
  const full = (s: number) => !overnight && !net.stops[s].dd && !mine(s) && net.stops[s].hubs.length >= net.stops[s].slots;
  const seen = new Uint8Array(net.stops.length);
  const queue: number[] = [];
  for (let s = 0; s < net.stops.length; s++) if (net.stops[s].hubs.includes(a)) { seen[s] = 1; queue.push(s); }
  while (queue.length) {
    const s = queue.shift()!;
    if (net.stops[s].hubs.includes(b)) return true;
    if (net.stops[s].dd || (full(s) && !net.stops[s].hubs.includes(a))) continue;
    for (const l of net.out[s]) {
      const t = net.links[l].to;
      if (!seen[t]) { seen[t] = 1; queue.push(t); }
    }
  }
  return false;
}

/** Why `a` may not propose to `b` now, or null (barred pairs are the Merger Round's record). */
export function proposalReason(G: LAState, a: MinorId, b: MinorId, barred: [CoId, CoId][] = []): string | null {
  const ca = G.companies[a], cb = G.companies[b];
  if (!ca || !cb || ca.closed || cb.closed || ca.kind !== 'minor' || cb.kind !== 'minor' || a === b) return 'A merger joins two Minors in play.';
  if (freeMajors(G).length === 0) return 'No Major charter is free.';
  if (barred.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) return 'That pair was refused or voted down this round.';
  if (!mergeConnected(G, a, b)) return `${a} and ${b} are not connected.`;
  return null;
}

/** The new president: most combined shares; on a tie, the president of the Minor earlier in stock order (then the later one's, then clockwise). */
export function mergedPresident(G: LAState, a: CoId, b: CoId): string {
  const order = operatingOrder(G);
  const [first, second] = order.indexOf(a) <= order.indexOf(b) ? [a, b] : [b, a];
  const total = (seat: string) => held(G, seat, a) + held(G, seat, b);
  const seats = G.players.map((_, i) => String(i));
  const most = Math.max(...seats.map(total));
  const tied = seats.filter((s) => total(s) === most);
  for (const p of [G.companies[first]!.president, G.companies[second]!.president]) if (tied.includes(p)) return p;
  const start = Number(G.companies[first]!.president);
  for (let k = 1; k <= seats.length; k++) {
    const s = String((start + k) % seats.length);
    if (tied.includes(s)) return s;
  }
  return tied[0];
}

/**
 * The Major's hub ledger (§3.1.2): the inherited hubs (each Minor's home first, then Expansive's 40 and
 * Twin Cities' second home on their partner charters); two inherited hubs on one map piece keep one
 * and the other becomes FREE (removed from the map); then P-1, P-2 at 60, and P-3, P-4 when 4 were
 * inherited (C14, S000-0021). Returns the ledger and the stops whose hub token leaves the map.
 */
export function mergedHubs(G: LAState, a: Company, b: Company): { hubs: HubEntry[]; lifted: string[] } {
  const inherited = [...a.hubs, ...b.hubs];
  const ordered = [a.hubs[0], b.hubs[0], ...a.hubs.slice(1), ...b.hubs.slice(1)];
  const pieces = new Set<string>();
  const lifted: string[] = [];
  const hubs: HubEntry[] = ordered.map((h, i) => {
    // the Minors' first hubs on I-1 and I-2; a third or fourth sits on its own partner charter
    const space = i < 2 ? `I-${i + 1}` : `partner-${i - 1}`;
    if (h.state === 'placed' && h.at) {
      const piece = G.map.hexes[h.at.split('#')[0]].piece;
      if (pieces.has(piece)) {
        lifted.push(h.at);
        return { space, cost: 0, state: 'free' };
      }
      pieces.add(piece);
      return { space, cost: 0, state: 'placed', at: h.at };
    }
    return { space, cost: h.cost, state: h.state === 'free' ? 'free' : 'unplaced' };
  });
  for (const s of HUB_SPACES.filter((x) => !x.inherited)) hubs.push({ space: s.id, cost: s.cost, state: 'unplaced' });
  if (inherited.length >= HUB_EXTENSION.inheritedHubsAtLeast) for (const s of HUB_EXTENSION.spaces) hubs.push({ space: s.id, cost: s.cost, state: 'unplaced' });
  return { hubs, lifted };
}

/** Forms Major `letter` from Minors `a` and `b` (§3.13 Forming the Major). */
export function formMajor(G: LAState, a: MinorId, b: MinorId, letter: MajorLetter, identity: string): Company {
  const ca = G.companies[a]!, cb = G.companies[b]!;
  const president = mergedPresident(G, a, b);
  const { hubs, lifted } = mergedHubs(G, ca, cb);
  const major: Company = {
    id: letter, kind: 'major', abilities: [...ca.abilities, ...cb.abilities], partners: [a, b], identity, president,
    treasury: ca.treasury + cb.treasury, treasuryShares: ca.treasuryShares + cb.treasuryShares, poolShares: ca.poolShares + cb.poolShares,
    priceIdx: 0, operated: true, leadoffDue: false,
    trains: [...ca.trains, ...cb.trains], waiting: [...ca.waiting, ...cb.waiting], hubs, ab: { ...ca.ab, ...cb.ab },
  };
  for (const h of Object.values(G.holdings)) {
    const n = (h[a] ?? 0) + (h[b] ?? 0);
    delete h[a];
    delete h[b];
    if (n) h[letter] = n;
  }
  const price = indexAtOrBelow((priceAt(ca.priceIdx) + priceAt(cb.priceIdx)) / 2);
  for (const c of [ca, cb]) G.market[c.priceIdx] = G.market[c.priceIdx].filter((x) => x !== c.id);
  delete G.companies[a];
  delete G.companies[b];
  G.companies[letter] = major;
  placeMarker(G, letter, price);
  const hexes = { ...G.map.hexes };
  for (const [key, hex] of Object.entries(hexes)) {
    let changed = false;
    const hubsOnHex: typeof hex.hubs = {};
    for (const [i, list] of Object.entries(hex.hubs)) {
      const stop = `${key}#${i}`;
      let next = list.map((x) => (x === a || x === b ? (changed = true, letter) : x));
      if (lifted.includes(stop)) {
        const at = next.indexOf(letter);
        next = next.filter((_, j) => j !== at);
        changed = true;
      }
      hubsOnHex[Number(i)] = next;
    }
    const suburb = hex.suburb === a || hex.suburb === b ? letter : hex.suburb;
    if (changed || suburb !== hex.suburb) hexes[key] = { ...hex, hubs: hubsOnHex, ...(suburb ? { suburb } : {}) };
  }
  G.map = { version: G.map.version + 1, hexes };
  if (overLimit(G, major)) G.pendingDiscards = [...G.pendingDiscards, letter];
  return major;
}

// ---- Hostile Mergers (variant, §3.13) ------------------------------------------------------------

/** A seat's votes on merging `a` and `b`: one per share of either Minor it holds (a president certificate counts 2). */
export const voteWeight = (G: LAState, seat: string, a: CoId, b: CoId): number => held(G, seat, a) + held(G, seat, b);

/** Why the proposer's president may not call a vote on the refused proposal now, or null. */
export function callVoteReason(G: LAState, seat: string): string | null {
  const mr = G.mr;
  if (!G.cfg.hostileMergers) return 'Hostile Mergers are not in play.';
  if (!mr?.refused) return 'There is no refused proposal to put to a vote.';
  if (mr.votesCalled?.includes(seat)) return 'You have already called your vote this Merger Round.';
  return null;
}

/** Whether the proposer of a refused `from`→`to` may still call a vote (the variant is on and its president has not called one this round). */
export function mayCallVote(G: LAState, from: MinorId): boolean {
  const seat = G.companies[from]!.president;
  return !!G.cfg.hostileMergers && !(G.mr?.votesCalled ?? []).includes(seat);
}

/**
 * Opens the vote on `from` merging with `to`: the proposer's president votes yes and the refuser
 * (the target's president) no with all their shares, without a move; every other player holding
 * shares of either Minor votes in turn, clockwise from the proposer's left. Treasury and pool
 * shares do not vote.
 */
export function openVote(G: LAState, from: MinorId, to: MinorId): MergerVote {
  const proposer = G.companies[from]!.president, refuser = G.companies[to]!.president;
  const n = G.players.length;
  const voters: string[] = [];
  for (let k = 1; k < n; k++) {
    const seat = String((Number(proposer) + k) % n);
    if (seat !== refuser && voteWeight(G, seat, from, to) > 0) voters.push(seat);
  }
  return { from, to, voters, yes: voteWeight(G, proposer, from, to), no: voteWeight(G, refuser, from, to) };
}

/** Records the next voter's vote. */
export function castVote(G: LAState, vote: MergerVote, yes: boolean): void {
  const seat = vote.voters.shift()!;
  const w = voteWeight(G, seat, vote.from, vote.to);
  if (yes) vote.yes += w;
  else vote.no += w;
}

/** A vote passes on more yes than no; a tie fails. */
export const votePasses = (vote: MergerVote): boolean => vote.yes > vote.no;
