// Every legal move of a seat (design §5.6), nothing summarised: bots, playouts and the board's hints
// share it. Each decision point lists its candidates from the same reason functions the moves check.
import type { MoveChoice } from '../kit/types';
import { LAUNCH } from './data/economy';
import { MAJORS } from './data/majors';
import { availableCharters, startAuctionReason } from './rules/auction';
import { adaptiveHomes, d2mReason, freeMajors, launchReason } from './rules/launch';
import { buyReason, sellReason, held } from './rules/shares';
import { legalPlacements } from './rules/mapBuild';
import { blankPlaces } from './rules/blanks';
import { actor, isProject, point, projectTargets, twinFirstPlacements } from './rules/flow';
import { anytimeChoices, majorChoices, operatingCompany, proposals, stepChoices } from './rules/choices';
import { hqChoices } from './rules/headquarters';
import { eventChoices } from './rules/events';
import type { CoId, LAState, MinorId } from './rules/state';
import type { LAView } from './view';

const bidsFrom = (low: number, cash: number): number[] => {
  const out: number[] = [];
  for (let b = low; b <= cash; b += LAUNCH.bidStep) out.push(b);
  return out;
};

function stockChoices(G: LAState, seat: string): MoveChoice[] {
  const out: MoveChoice[] = [];
  const s = Number(seat);
  const sr = G.sr!;
  if (!sr.soldThisTurn.length && startAuctionReason(G, s, LAUNCH.minBid) === null) {
    for (const bid of bidsFrom(LAUNCH.minBid, G.players[s].cash)) out.push({ move: 'startAuction', args: [bid] });
  }
  for (const co of Object.keys(G.companies) as CoId[]) {
    for (let n = 1; n <= held(G, seat, co); n++) if (sellReason(G, seat, co, n) === null) out.push({ move: 'sell', args: [co, n] });
    for (const from of ['treasury', 'pool'] as const) if (buyReason(G, seat, co, from) === null) out.push({ move: 'buyShare', args: [co, from] });
  }
  out.push(sr.soldThisTurn.length ? { move: 'finishTurn', args: [] } : { move: 'pass', args: [] });
  return out;
}

function launchChoices(G: LAState, seat: string): MoveChoice[] {
  const out: MoveChoice[] = [];
  const s = Number(seat);
  for (const minor of availableCharters(G) as MinorId[]) {
    // Adaptive names its home city (a plain launch: null for the major and identity); the others none.
    const homes: (string | undefined)[] = minor === 'AD' ? adaptiveHomes(G) : [undefined];
    for (const home of homes) {
      if (launchReason(G, s, minor, home) === null) out.push({ move: 'launch', args: home ? [minor, null, null, home] : [minor] });
      if (!G.cfg.directToMajor) continue;
      for (const major of freeMajors(G)) for (const name of MAJORS.find((m) => m.letter === major)!.names) {
        if (d2mReason(G, s, minor, major, name, home) === null) out.push({ move: 'launch', args: home ? [minor, major, name, home] : [minor, major, name] });
      }
    }
  }
  return out;
}

export function enumerate(G: LAState | LAView, ctx: { gameover?: unknown }, seat: string | null | undefined): MoveChoice[] {
  const S = G as LAState;
  if (ctx.gameover || seat == null) return [];
  const p = point(S);
  if (p === 'over' || String(actor(S)) !== seat) return [];
  switch (p) {
    case 'build': {
      const drawn = S.mapBuild.drawn!;
      if (isProject(drawn)) return projectTargets(S, drawn).map((k) => ({ move: 'resolveProject', args: [k] }));
      const list = drawn === 'TWP' ? twinFirstPlacements(S.map) : legalPlacements(S.map, drawn);
      return list.map((x) => ({ move: 'placePiece', args: [x.at, x.rot] }));
    }
    case 'blank': return [...blankPlaces(S.map).map((at) => ({ move: 'placeBlank', args: [at] })), { move: 'passBlank', args: [] }];
    case 'eventChoice': return eventChoices(S);
    case 'stock': return stockChoices(S, seat);
    case 'auction': {
      const a = S.sr!.auction!;
      return [...bidsFrom(a.bid + LAUNCH.bidStep, S.players[Number(seat)].cash).map((b) => ({ move: 'bid', args: [b] })), { move: 'passAuction', args: [] }];
    }
    case 'launch': return launchChoices(S, seat);
    case 'discard': {
      const co = S.pendingDiscards[0];
      return S.companies[co]!.trains.map((t) => ({ move: 'discardTrain', args: [co, t.card] }));
    }
    case 'approve': return [{ move: 'approveOffer', args: [] }, { move: 'declineOffer', args: [] }];
    case 'propose': return [...proposals(S, S.mr!.queue[S.mr!.idx]), { move: 'passMerger', args: [] }];
    case 'respond': return [{ move: 'respond', args: [true] }, { move: 'respond', args: [false] }];
    case 'hostile': return [{ move: 'callVote', args: [] }, { move: 'declineVote', args: [] }];
    case 'vote': return [{ move: 'castVote', args: [true] }, { move: 'castVote', args: [false] }];
    case 'form': return majorChoices(S);
    case 'hq': return hqChoices(S);
    default: {
      const co = operatingCompany(S)!;
      const out = [...stepChoices(S, co), ...anytimeChoices(S, co)];
      if (p === 'leadoff' || p === 'issue' || p === 'track' || p === 'hub' || p === 'buy') out.push({ move: 'skip', args: [] });
      if (p === 'run' || p === 'dividend') return [...stepChoices(S, co), ...anytimeChoices(S, co).filter((m) => m.move === 'placeSuburb')];
      if (p === 'forced') return [...stepChoices(S, co), ...anytimeChoices(S, co).filter((m) => m.move === 'placeSuburb')];
      return out;
    }
  }
}
