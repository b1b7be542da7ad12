/**
 * Railways of the Lost Atlas + Landmarks (seed 000) — the public face of the game. The design is
 * ../shared/design/lost-atlas.md; RULES.md lists every rule implemented and STATE.md where the
 * build stands.
 *
 * STATE (G: LAState, plain JSON; rules/state.ts): cfg, cycle, round (BUILD, SR, OR1, OR2, MR,
 * CYCLE_END, END) with roundSeq/phaseSeq for the phases, phase and trainPhase, bank, players' cash,
 * holdings, priority, the map (hexes with tiles, hubs, suburbs), mapBuild (drawn piece, builder,
 * done list), secret (the map stack: HIDDEN, stripped by playerView), charters, reservations, DD
 * cards, companies, the stock track (market), trains (stack, pool, gone), the tile supply, the
 * round records sr / or / mr, pendingDiscards, end, history, log.
 *
 * MOVES: building placePiece(at, rot), resolveProject(hex); SR startAuction(bid), bid(amount),
 * passAuction(), launch(minor, major?, identity?), sell(company, count), buyShare(company, from),
 * finishTurn(), pass(); OR buyTrain({source, card?, side?, tradeIn?}), issueShare(), redeemShare(),
 * layTile(hex, tile, rot), placeHub(stop), placeSuburb(hex), discardMTrain(), setRunConfig(config),
 * startRun(run, stop), extendRun(link), closeRun(), circusDouble(run, stop), confirmRuns(),
 * payout(), withhold(), emergencySell(company), declareBankruptcy(), skip(); discardTrain(company,
 * card); Merger Round propose(target), passMerger(), respond(accept), formMajor(major, identity);
 * Headquarters placeHeadquarters(stop, opening) after a Major forms (point `hq`).
 * Events (cycle start, the priority player) eventChooseHex(hex), eventLayTile(hex, tile, rot).
 */
import type { Ctx } from 'boardgame.io';
import type { GameModule, NarrationLine, ScoreSummary } from '../kit/types';
import { game, type LASetup } from './game';
import { lostAtlasMeta } from './meta';
import { checkMove } from './moves';
import { lostAtlasMoveSentence } from './sentence';
import { allBuildItems, planOf } from './rules/flow';
import { balanceComponents, componentsTaken } from './rules/balance';
import { lostAtlasSimulation } from './simulate';
import { brokenInvariants } from './rules/invariants';
import { sampleEventDeck } from './rules/events';
import { scoreRows } from './rules/scoring';
import type { LAState } from './rules/state';
import type { LAView } from './view';

export type { LAState, LASetup };

function summary(G: LAState, _ctx: Ctx): ScoreSummary {
  const rows = scoreRows(G);
  const per = (f: (r: (typeof rows)[number]) => number) => Object.fromEntries(rows.map((r) => [r.seat, f(r)]));
  return {
    scores: per((r) => r.total),
    breakdown: [
      { key: 'cash', label: 'Cash', values: per((r) => r.cash) },
      { key: 'shares', label: 'Shares', values: per((r) => r.shares) },
    ],
    history: G.history ?? [],
  };
}

function shuffle<T>(a: T[], rng: () => number): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * §5.5: the undrawn map items are the stack plan (public) minus what was placed, resolved or removed
 * (the public `done` list) and the item drawn now; which items the plan's draws removed unseen
 * (random Minors, terrain swaps) and the order are sampled. Everything else is public.
 */
function determinize(view: LAState, _ctx: Ctx, _playerID: string, rng: () => number): LAState {
  const { stackCount: _count, eventsLeft, ...rest } = view as unknown as LAView;
  const G = JSON.parse(JSON.stringify({ ...rest, log: [], history: [] })) as LAState;
  const taken = [...(G.mapBuild.done ?? []), ...(G.mapBuild.drawn && G.mapBuild.drawn !== 'TW-2' ? [G.mapBuild.drawn] : [])];
  // The draws' outcome is secret: items already seen were kept; the rest of each draw is sampled.
  const removed: string[] = [];
  for (const d of planOf(G).draws) {
    const unseen = shuffle(d.from.filter((x) => !taken.includes(x)), rng);
    const keepUnseen = d.keep - (d.from.length - unseen.length);
    removed.push(...unseen.slice(Math.max(0, keepUnseen)));
  }
  G.secret = { stack: [], removed };
  const left = allBuildItems(G);
  for (const id of taken) {
    const at = left.indexOf(id);
    if (at >= 0) left.splice(at, 1);
  }
  G.secret.stack = G.round === 'BUILD' ? shuffle(left, rng) : [];
  if (eventsLeft !== undefined) {
    const { deck, box } = sampleEventDeck(G, eventsLeft, (xs) => shuffle(xs, rng));
    G.secret.eventDeck = deck;
    G.secret.eventBox = box;
  }
  return G;
}

/** §7.3: what must hold after every move. */
function invariants(_prev: LAState, G: LAState): string | null {
  const broken = brokenInvariants(G);
  if (G.round === undefined || G.roundSeq === undefined) broken.push('the round is not set');
  return broken.length ? broken.join('; ') : null;
}

export const lostAtlas: GameModule<LAState, LASetup> = {
  ...lostAtlasMeta,
  game,
  explain: (G, _ctx, playerID, move, args) => checkMove(G, playerID, move, args),
  moveSentence: (G, _ctx, _playerID, choice) => lostAtlasMoveSentence(G, choice),
  summary,
  scoreUnit: 'net worth',
  log: (G: LAState): NarrationLine[] => G.log ?? [],
  determinize,
  invariants,
  balance: { components: balanceComponents, taken: componentsTaken },
  simulation: lostAtlasSimulation,
};
