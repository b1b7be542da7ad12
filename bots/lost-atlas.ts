// Railways of the Lost Atlas's bot knowledge (design §5.6): every seat's estimated final score, and
// a search policy. Cash and shares at today's prices are the score (treasuries count nothing at the
// end, §3.19); a playout stops long before the end, so the estimate adds what a position promises:
//  - a company's treasury and trains are worth half their money to its president, by the president's
//    share of the company: they run for revenue, and dividends and price rises are what the president
//    lives on; other holders get half of the treasury only (they do not choose what it buys);
//  - a share of a company someone else presides is worth a quarter less than its price: its
//    president may withhold, or run the company down to dump it (at 6–7 players, against random
//    seats, this is what lost most games: the bot bought into companies that then fell);
//  - the president of a company with no train owes what the forced purchase (§3.11) will take from
//    their own cash: the cheapest train on offer less the treasury.
// Reads only public state (the seat's view or a determinized world of it).
import type { Ctx } from 'boardgame.io';
import { scoreRows } from '../games/lost-atlas/rules/scoring';
import { totalShares } from '../games/lost-atlas/rules/shares';
import { priceOf } from '../games/lost-atlas/rules/market';
import { faceValue, ownsTrain } from '../games/lost-atlas/rules/trains';
import { trainsOnOffer } from '../games/lost-atlas/rules/forced';
import type { CoId, LAState } from '../games/lost-atlas/rules/state';
import { autoRunMove } from '../games/lost-atlas/route/steps';
import { pieceHexes, sharedEdges } from '../games/lost-atlas/rules/mapBuild';
import type { MoveChoice } from '../games/kit/types';
import type { SearchPolicy } from './mcts';

const PROMISE_SHARE = 0.5;
const MINORITY_DISCOUNT = 0.25;

export function evaluateLostAtlas(G: LAState, _ctx: Ctx): Record<string, number> {
  const out: Record<string, number> = {};
  let cheapestTrain: number | null | undefined;
  const cheapest = () => {
    if (cheapestTrain === undefined) {
      const offer = trainsOnOffer(G);
      cheapestTrain = offer.length ? Math.min(...offer.map((o) => o.price)) : null;
    }
    return cheapestTrain;
  };
  for (const row of scoreRows(G)) {
    let extra = 0;
    for (const [co, n] of Object.entries(G.holdings[row.seat] ?? {}) as [CoId, number][]) {
      const c = G.companies[co];
      if (!c || c.closed || !n) continue;
      const part = n / totalShares(G, co);
      if (c.president === row.seat) {
        const trains = c.trains.reduce((sum, t) => sum + faceValue(t.type), 0);
        extra += PROMISE_SHARE * (c.treasury + trains) * part;
        const price = ownsTrain(c) ? null : cheapest();
        if (price !== null) extra -= Math.max(0, price - c.treasury);
      } else {
        extra += PROMISE_SHARE * c.treasury * part - MINORITY_DISCOUNT * n * priceOf(G, co);
      }
    }
    out[row.seat] = row.total + extra;
  }
  return out;
}

// ---- The search policy (design §5.6, a first cut) ----------------------------------------------

/** Up to `n` moves spread evenly over `list` (the first and last included). */
function spread(list: MoveChoice[], n: number): MoveChoice[] {
  if (list.length <= n) return list;
  return Array.from({ length: n }, (_, i) => list[Math.round((i * (list.length - 1)) / (n - 1))]);
}
const sameMove = (a: MoveChoice, b: MoveChoice) => a.move === b.move && JSON.stringify(a.args ?? []) === JSON.stringify(b.args ?? []);

/**
 * Train offers between the seat's own companies only (design §5.6), at three prices per train (the
 * lowest, a middle one and the whole treasury): an offer to a rival's company is left to people.
 */
function ownOffers(G: LAState, seat: string, offers: MoveChoice[]): MoveChoice[] {
  const byCard = new Map<string, MoveChoice[]>();
  for (const m of offers) {
    const { from, card } = m.args![0] as { from: CoId; card: string };
    if (G.companies[from]?.president !== seat) continue;
    byCard.set(card, [...(byCard.get(card) ?? []), m]);
  }
  return [...byCard.values()].flatMap((list) => spread(list, 3));
}

/**
 * The map placement that touches the placed map most (design §5.6: placements scored by edges;
 * a compact map joins more cities). The evaluation counts only money and share prices, which no
 * placement changes within a playout's reach, so a search over placements only measured noise
 * (about 1.3 s a move, the slowest decision of the game): the bot plays this one without search.
 * Twin Cities' first piece has no copy of its own to measure: the first legal placement.
 */
function bestPlacement(G: LAState, placements: MoveChoice[]): MoveChoice {
  const drawn = G.mapBuild.drawn;
  if (!drawn || drawn === 'TWP') return placements[0];
  let best = placements[0];
  let bestEdges = -1;
  for (const m of placements) {
    const [at, rot] = m.args as [[number, number], number];
    const edges = sharedEdges(G.map, pieceHexes(drawn, at, rot));
    if (edges > bestEdges) {
      best = m;
      bestEdges = edges;
    }
  }
  return best;
}

/**
 * Narrows the search: the run stage plays only the next step of the optimal router's plan (the
 * design's `decide`: one candidate at the root is the move played); a map placement is the most
 * compact one (one candidate, no search); auctions open and raise at the lowest bids; tile lays
 * keep a spread of six; everything else is kept.
 */
export const lostAtlasPolicy: SearchPolicy = {
  candidates(G: LAState, _ctx, playerID, moves) {
    const auto = G.or?.step === 'run' ? autoRunMove(G) : null;
    if (auto) {
      const hit = moves.find((m) => sameMove(m, auto));
      if (hit) return [hit];
    }
    const byMove = (name: string) => moves.filter((m) => m.move === name);
    const placements = byMove('placePiece');
    if (placements.length > 0) return [bestPlacement(G, placements)];
    const others = moves.filter((m) => !['startAuction', 'bid', 'placePiece', 'layTile', 'offerTrain', 'eventLayTile'].includes(m.move));
    // Town Charter (§3.16) may offer hundreds of free lays: a spread of six, as for tile lays.
    return [...byMove('startAuction').slice(0, 2), ...byMove('bid').slice(0, 2), ...spread(byMove('layTile'), 6), ...spread(byMove('eventLayTile'), 6), ...ownOffers(G, playerID, byMove('offerTrain')), ...others];
  },
  rollout(_G, _ctx, _playerID, moves, rng) {
    // Playouts look like play: the first candidate (the plan's step, the lowest bid) more often.
    return rng() < 0.6 ? 0 : Math.floor(rng() * moves.length);
  },
};

// The bots find the policy on the evaluation (see SearchPolicy in mcts.ts).
(evaluateLostAtlas as typeof evaluateLostAtlas & { policy?: SearchPolicy }).policy = lostAtlasPolicy;
