// The playout chooser of design §7.4: a seeded weighted policy over the enumerated moves, so Stock
// Rounds end (a seat passes often), auctions stay near the opening bid, companies lay track and run
// their trains (a run is extended, then closed, then confirmed), and everything else is uniform.
import seedrandom from 'seedrandom';
import type { MoveChoice } from '../../../../games/kit/types';
import { autoRunMove } from '../../../../games/lost-atlas/route/steps';
import type { LAState } from '../../../../games/lost-atlas/rules/state';

const named = (options: MoveChoice[], ...names: string[]) => options.filter((o) => names.includes(o.move));

export function playoutPolicy(seed: string): (options: MoveChoice[], G?: LAState) => MoveChoice {
  const rng = seedrandom(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(rng() * list.length)];
  const chance = (p: number) => rng() < p;
  return (options, G) => {
    // The run stage follows the optimal router's plan (so companies earn what they could), when the
    // caller passes the state.
    const auto = G && G.or?.step === 'run' && options.some((o) => o.move === 'confirmRuns') ? autoRunMove(G) : null;
    if (auto && options.some((o) => o.move === auto.move && JSON.stringify(o.args ?? []) === JSON.stringify(auto.args ?? []))) return auto;
    const pass = named(options, 'pass', 'finishTurn', 'passAuction');
    const auction = named(options, 'startAuction');
    if (auction.length && chance(0.3)) return auction[Math.floor(rng() * Math.min(auction.length, 6))];
    const bids = named(options, 'bid');
    if (bids.length && chance(0.35)) return bids[0];
    const trade = named(options, 'buyShare', 'sell');
    if (trade.length && chance(0.25)) return pick(trade);
    if (pass.length) return pass[0];
    const close = named(options, 'closeRun');
    if (close.length && chance(0.7)) return close[0];
    const extend = named(options, 'extendRun');
    if (extend.length) return pick(extend);
    const start = named(options, 'startRun');
    if (start.length && chance(0.8)) return pick(start);
    const confirm = named(options, 'confirmRuns');
    if (confirm.length) return confirm[0];
    const trains = named(options, 'buyTrain');
    if (trains.length && chance(0.9)) return trains[0];
    const lays = named(options, 'layTile', 'placeHub');
    if (lays.length && chance(0.75)) return pick(lays);
    const payout = named(options, 'payout', 'withhold');
    if (payout.length) return payout[chance(0.6) ? 0 : 1];
    return pick(options);
  };
}
