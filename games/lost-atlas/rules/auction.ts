// The Minor auction of the Stock Round (design §3.5 Auction, U32, U36): opening bid ≥ 120 in steps of
// 5, raises clockwise from the opener's left round and round until all but one have passed; a bidder
// who cannot afford the current bid + 5 is passed automatically; cash is paid only by the winner.
import { LAUNCH } from '../data/economy';
import type { MinorId } from '../data/minors';
import type { Auction, LAState } from './state';
import { certLimitReason } from './bank';

/** The charters at the front of their columns. */
export function availableCharters(G: LAState): MinorId[] {
  return G.charters.columns.filter((c) => c.length > 0).map((c) => c[0]);
}

const bidShape = (amount: number): string | null =>
  Number.isInteger(amount) && amount % LAUNCH.bidStep === 0 ? null : `Bids are multiples of ${LAUNCH.bidStep}.`;

export function startAuctionReason(G: LAState, seat: number, bid: number): string | null {
  if (G.sr?.auction || G.sr?.launching) return 'An auction is already under way.';
  if (availableCharters(G).length === 0) return 'No charter is available.';
  const cash = G.players[seat].cash;
  if (cash < LAUNCH.minBid) return `Opening an auction needs ${LAUNCH.minBid} in cash.`;
  if (!(bid >= LAUNCH.minBid)) return `The opening bid is at least ${LAUNCH.minBid}.`;
  const shape = bidShape(bid);
  if (shape) return shape;
  if (bid > cash) return `You have only ${cash}.`;
  return certLimitReason(G, String(seat));
}

export function bidReason(G: LAState, seat: number, amount: number): string | null {
  const a = G.sr?.auction;
  if (!a) return 'No auction is under way.';
  if (a.turn !== seat) return 'It is not your turn to bid.';
  if (!(amount > a.bid)) return `Bid more than ${a.bid}.`;
  const shape = bidShape(amount);
  if (shape) return shape;
  if (amount > G.players[seat].cash) return `You have only ${G.players[seat].cash}.`;
  return certLimitReason(G, String(seat));
}

/**
 * The next seat to bid after `from`, clockwise, passing automatically everyone who cannot afford the
 * bid + 5 or (Bank Break) is at the certificate limit; the leader when every other seat has passed
 * (the auction is then won).
 */
function nextBidder(G: LAState, a: Auction, from: number): number {
  const n = G.players.length;
  for (let k = 1; k <= n; k++) {
    const s = (from + k) % n;
    if (s === a.leader) return s;
    if (a.passed.includes(s) || G.players[s].out) continue;
    if (G.players[s].cash < a.bid + LAUNCH.bidStep || certLimitReason(G, String(s)) !== null) {
      a.passed.push(s);
      continue;
    }
    return s;
  }
  return a.leader;
}

/** Opens an auction; returns the winner's seat when nobody else can or may bid, else null. */
export function applyStartAuction(G: LAState, seat: number, bid: number): number | null {
  const a: Auction = { opener: seat, bid, leader: seat, passed: [], turn: seat };
  a.turn = nextBidder(G, a, seat);
  G.sr!.auction = a;
  G.sr!.lastActor = seat;
  return settle(G);
}

export function applyBid(G: LAState, seat: number, amount: number): number | null {
  const a = G.sr!.auction!;
  a.bid = amount;
  a.leader = seat;
  a.turn = nextBidder(G, a, seat);
  return settle(G);
}

export function applyPassAuction(G: LAState, seat: number): number | null {
  const a = G.sr!.auction!;
  a.passed.push(seat);
  a.turn = nextBidder(G, a, seat);
  return settle(G);
}

/** When only the leader is left, the auction ends: the winner goes on to choose a charter. */
function settle(G: LAState): number | null {
  const a = G.sr!.auction!;
  if (a.turn !== a.leader) return null;
  G.sr!.launching = { seat: a.leader, bid: a.bid };
  G.sr!.auction = undefined;
  return a.leader;
}
