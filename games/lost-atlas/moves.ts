// Every move (design §5.4): a legality check that returns the reason in words (explain() and the
// enumerator use the same checks) and an effect on a plain copy of the state, which ends with the
// flow's automatic work (rules/flow.ts `settle`). game.ts wires them into boardgame.io.
import { LAUNCH } from './data/economy';
import type { MinorId } from './data/minors';
import type { MajorLetter } from './data/majors';
import { applyPlacement, applyProject, placementReason, capitalTargetReason, landmarkTargetReason, hasPlacement } from './rules/mapBuild';
import { actor, endBuyStage, endCompanyTurn, afterDividend, isProject, narrate, nextBuilder, nextSRTurn, passStep, point, settle, type FlowCtx, type Point } from './rules/flow';
import { applyBid, applyPassAuction, applyStartAuction, bidReason, startAuctionReason } from './rules/auction';
import { applyLaunch, applyLaunchD2M, d2mReason, launchReason } from './rules/launch';
import { applyBuy, applySell, buyReason, sellReason, type ShareSource } from './rules/shares';
import { applyDividend, applyIssue, applyRedeem, dissolve, issueReason, redeemReason } from './rules/operating';
import { applyLay, isUpgrade, layAllowanceReason, layReason } from './rules/lay';
import { applyHub, hubReason } from './rules/hubs';
import { applySuburb, suburbReason } from './rules/abilities/suburban';
import { applyCompanySale, needsConsent, stackPrice, applyBuyFromPool, applyBuyFromStack, applyDiscardMTrain, applyDiscardTrain, buyFromPoolReason, buyFromStackReason, discardTrainReason, faceValue, type StackBuy } from './rules/trains';
import { applyPassBlank, applyPlaceBlank, blankPlaceReason } from './rules/blanks';
import { applyBankruptcyContinues, applyEmergencySell, emergencySales, emergencySellReason, finishForced, forcedNeed } from './rules/forced';
import { callVoteReason, castVote, formMajor, mayCallVote, mergedPresident, openVote, proposalReason, voteWeight, votePasses } from './rules/merger';
import { MAJORS } from './data/majors';
import { freeMajors } from './rules/launch';
import { applyCloseRun, applyExtendRun, applyStartRun, circusDoubleReason, closeRunReason, confirmRuns, extendRunReason, setRunConfigReason, startRunReason, type Draft } from './route/draft';
import type { RunConfig } from './route/configs';
import { legalHubs, operatingCompany, orKey, runCards, runView, stepChoices, trainBuys, trainOfferReason } from './rules/choices';
import { priceOf } from './rules/market';
import { applyPlaceHQ, headquartersDue, placeHQReason, type HQOpening } from './rules/headquarters';
import { applyEventHex, applyEventLay, eventHexReason, eventLayReason, issueLimitReason, poolTrainPrice, yellowLayLimit } from './rules/events';
import type { CoId, LAState, Seat, StopId, TrainOffer } from './rules/state';

export interface ApplyContext extends FlowCtx {
  G: LAState;
  seat: Seat;
}

export interface MoveDef {
  /** The decision points where the move may be made. */
  at: Point[];
  check(G: LAState, seat: Seat, ...args: any[]): string | null;
  apply(c: ApplyContext, ...args: any[]): void;
  /** Reads the secret map stack or draws at random: runs on the server only (stack.md). */
  serverOnly?: boolean;
}

const OR_STEPS: Point[] = ['leadoff', 'issue', 'track', 'hub', 'run', 'dividend', 'buy', 'forced'];
const co = (G: LAState): CoId => operatingCompany(G)!;
const isOperatingPresident = (G: LAState, seat: Seat): string | null => (G.companies[co(G)]?.president === seat ? null : 'Only the operating company\'s president acts for it.');

export interface TrainSource { source: 'stack' | 'pool'; card?: string; side?: '7' | 'inf'; tradeIn?: string }
const stackOpt = (t: TrainSource): StackBuy => ({ ...(t.side ? { side: t.side } : {}), ...(t.tradeIn ? { tradeIn: t.tradeIn } : {}) });

function trainLabel(G: LAState, t: TrainSource): string {
  if (t.source === 'pool') return `${t.card} from the pool`;
  const top = G.trains.stack[0];
  return t.side === 'inf' ? `the ∞ side of ${top}${t.tradeIn ? ` trading in ${t.tradeIn}` : ''}` : `${top}`;
}

/** Why the operating company may not buy this train now (leadoff, buy or forced purchase). */
function buyTrainReason(G: LAState, t: TrainSource): string | null {
  if (!t || (t.source !== 'stack' && t.source !== 'pool')) return 'Choose the stack or a pool train.';
  const c = co(G);
  const step = G.or!.step;
  if (step === 'leadoff' && t.tradeIn) return 'A leadoff train is bought at face value.';
  if (step === 'leadoff' && !G.companies[c]!.leadoffDue) return `${c} owes no leadoff train${G.companies[c]!.abilities.includes('manufacturing') ? ' (Manufacturing starts with its own)' : ''}.`;
  if (step === 'forced') {
    const need = forcedNeed(G, c);
    if (need.kind === 'none') return `${c} does not have to buy a train.`;
    const match = need.choices.some((o) => o.source === t.source && (o.source === 'pool' ? o.card === t.card : (o.side ?? undefined) === t.side && !t.tradeIn));
    if (!match) return need.kind === 'treasury' ? 'Buy one of the trains the treasury can pay for.' : 'Buy the cheapest train on offer.';
    if (need.kind === 'president' && need.shortfall > 0) return `The president is ${need.shortfall} short: sell shares first.`;
    return null;
  }
  return t.source === 'stack' ? buyFromStackReason(G, c, stackOpt(t)) : buyFromPoolReason(G, c, String(t.card));
}

function applyBuyTrain(c: ApplyContext, t: TrainSource): void {
  const { G } = c;
  const id = co(G);
  const step = G.or!.step;
  const label = trainLabel(G, t);
  if (step === 'forced' && forcedNeed(G, id).kind === 'president') {
    // U14: the treasury pays what it has, the president the rest.
    const company = G.companies[id]!;
    const price = t.source === 'stack' ? stackPrice(G, stackOpt(t))! : poolTrainPrice(G, faceValue(G.trains.pool.find((x) => x.card === t.card)!.type));
    const fromPresident = price - company.treasury;
    G.players[Number(company.president)].cash -= fromPresident;
    company.treasury += fromPresident;
    narrate(G, c.turn, c.seat, `pays ${fromPresident} toward ${id}'s train.`);
  }
  if (t.source === 'stack') applyBuyFromStack(G, id, stackOpt(t));
  else applyBuyFromPool(G, id, String(t.card)); // a pool train is never newer than the phase: no phase change
  narrate(G, c.turn, c.seat, `buys ${label} for ${id}.`);
  if (step === 'leadoff') { G.or!.step = 'issue'; return; }
  if (step === 'forced') {
    for (const gone of finishForced(G, G.or!.forced?.soldFrom ?? [])) {
      if (!G.companies[gone]!.closed) dissolve(G, gone);
      narrate(G, c.turn, undefined, `${gone} reaches 0 and dissolves.`);
    }
    endCompanyTurn(G);
  }
}

/** The operating company takes the train of another company (§3.7 step 7); in a forced purchase its turn ends. */
function completeTrainSale(c: ApplyContext, offer: TrainOffer): void {
  const { G } = c;
  const id = co(G);
  applyCompanySale(G, id, offer.from, offer.card, offer.price);
  narrate(G, c.turn, undefined, `${id} buys ${offer.card} from ${offer.from} for ${offer.price}.`);
  if (G.or!.step === 'forced') {
    for (const gone of finishForced(G, G.or!.forced?.soldFrom ?? [])) if (!G.companies[gone]!.closed) dissolve(G, gone);
    endCompanyTurn(G);
  }
}

function draftOf(G: LAState): Draft {
  return G.or!.draft as Draft;
}

export const MOVES: Record<string, MoveDef> = {
  // ---- Map building (§3.3) ----
  placePiece: {
    at: ['build'],
    serverOnly: true,
    check(G, _seat, at: [number, number], rot: number) {
      const drawn = G.mapBuild.drawn;
      if (!drawn || isProject(drawn)) return 'The drawn item is a project: resolve it on a city.';
      if (!Array.isArray(at) || at.length !== 2) return 'Place the piece at [q, r].';
      const copy = drawn === 'TWP' ? 'TW-1' : drawn;
      const why = placementReason(G.map, copy, at, rot);
      if (why) return why;
      if (drawn === 'TWP') {
        const trial = { map: G.map };
        applyPlacement(trial, 'TW-1', at, rot);
        if (!hasPlacement(trial.map, 'TW-2')) return 'TW-2 would then have no legal place.';
      }
      return null;
    },
    apply(c, at: [number, number], rot: number) {
      const { G } = c;
      const drawn = G.mapBuild.drawn!;
      const copy = drawn === 'TWP' ? 'TW-1' : drawn;
      applyPlacement(G, copy, at, rot);
      narrate(G, c.turn, c.seat, `places ${copy} at (${at[0]},${at[1]}) turned ${rot}.`);
      if (drawn === 'TWP') {
        G.mapBuild.done = [...(G.mapBuild.done ?? []), 'TWP'];
        G.mapBuild.drawn = 'TW-2'; // the same builder places the second piece (S000-0017)
        return;
      }
      if (drawn !== 'TW-2') G.mapBuild.done = [...(G.mapBuild.done ?? []), drawn];
      nextBuilder(G);
    },
  },
  resolveProject: {
    at: ['build'],
    serverOnly: true,
    check(G, _seat, key: string) {
      const drawn = G.mapBuild.drawn;
      if (!drawn || !isProject(drawn)) return 'The drawn item is a map piece: place it.';
      return (drawn.startsWith('CAP-') ? capitalTargetReason : landmarkTargetReason)(G.map, String(key));
    },
    apply(c, key: string) {
      const { G } = c;
      const drawn = G.mapBuild.drawn!;
      applyProject(G, drawn, key);
      narrate(G, c.turn, c.seat, `makes the city at ${key} ${drawn.startsWith('CAP-') ? 'a Capital' : `the Landmark ${drawn}`}.`);
      G.mapBuild.done = [...(G.mapBuild.done ?? []), drawn];
      nextBuilder(G);
    },
  },

  // ---- Blank overlays (§3.3, rules/blanks.ts) ----
  placeBlank: {
    at: ['blank'],
    serverOnly: true, // the step's end deals pending charters at random
    check: (G, _seat, at: [number, number]) => blankPlaceReason(G, at),
    apply(c, at: [number, number]) {
      const copy = applyPlaceBlank(c.G, at);
      narrate(c.G, c.turn, c.seat, `places blank ${copy} at (${at[0]},${at[1]}).`);
    },
  },
  passBlank: {
    at: ['blank'],
    serverOnly: true,
    check: () => null,
    apply(c) {
      applyPassBlank(c.G);
      narrate(c.G, c.turn, c.seat, 'places no blank.');
    },
  },
  // ---- Events (§3.16): the priority player's choice at the start of a cycle (rules/events.ts) ----
  eventChooseHex: {
    at: ['eventChoice'],
    check: (G, _seat, key: string) => eventHexReason(G, key),
    apply: (c, key: string) => applyEventHex(c.G, c.seat, key),
  },
  eventLayTile: {
    at: ['eventChoice'],
    check: (G, _seat, key: string, tile: string, rot: number) => eventLayReason(G, key, tile, rot),
    apply: (c, key: string, tile: string, rot: number) => applyEventLay(c.G, c.seat, key, tile, rot),
  },

  // ---- Stock Round (§3.5) ----
  startAuction: {
    at: ['stock'],
    check(G, seat, bid: number) {
      if (G.sr!.soldThisTurn.length) return 'A turn with sales cannot open an auction.';
      return startAuctionReason(G, Number(seat), bid);
    },
    apply(c, bid: number) {
      const { G } = c;
      G.sr!.passesInRow = 0;
      narrate(G, c.turn, c.seat, `opens an auction at ${bid}.`);
      applyStartAuction(G, Number(c.seat), bid);
    },
  },
  bid: {
    at: ['auction'],
    check: (G, seat, amount: number) => bidReason(G, Number(seat), amount),
    apply(c, amount: number) {
      narrate(c.G, c.turn, c.seat, `bids ${amount}.`);
      applyBid(c.G, Number(c.seat), amount);
    },
  },
  passAuction: {
    at: ['auction'],
    check: (G, seat) => (G.sr!.auction!.turn === Number(seat) ? null : 'It is not your turn to bid.'),
    apply(c) {
      narrate(c.G, c.turn, c.seat, 'leaves the auction.');
      applyPassAuction(c.G, Number(c.seat));
    },
  },
  // launch(minor, major?, identity?, home?): `home` is Adaptive's chosen city (a plain launch passes null for major and identity).
  launch: {
    at: ['launch'],
    check(G, seat, minor: MinorId, major?: MajorLetter | null, identity?: string | null, home?: StopId) {
      if (major == null) return identity != null ? 'A plain launch names no identity.' : launchReason(G, Number(seat), minor, home);
      return d2mReason(G, Number(seat), minor, major, String(identity), home);
    },
    apply(c, minor: MinorId, major?: MajorLetter | null, identity?: string | null, home?: StopId) {
      const { G } = c;
      const bid = G.sr!.launching!.bid;
      if (major == null) applyLaunch(G, Number(c.seat), minor, home);
      else applyLaunchD2M(G, Number(c.seat), minor, major, String(identity), home);
      const id = major ?? minor;
      const at = home ? ` with its home at ${home}` : '';
      narrate(G, c.turn, c.seat, major ? `launches ${minor} as the Major ${identity} (${major})${at} for ${bid}, at ${priceOf(G, id)}.` : `launches ${minor}${at} for ${bid}, at ${priceOf(G, id)}.`);
      if (major) headquartersDue(G, major, c);
      // §3.5: the next SR turn goes to the player after the opener (lastActor is the opener).
      nextSRTurn(G, G.sr!.lastActor ?? Number(c.seat));
      G.sr!.passesInRow = 0;
    },
  },
  sell: {
    at: ['stock'],
    check: (G, seat, company: CoId, count: number) => sellReason(G, seat, company, count),
    apply(c, company: CoId, count: number) {
      const { G } = c;
      const price = priceOf(G, company);
      const zero = applySell(G, c.seat, company, count);
      G.sr!.passesInRow = 0;
      G.sr!.lastActor = Number(c.seat);
      narrate(G, c.turn, c.seat, `sells ${count} share${count === 1 ? '' : 's'} of ${company} at ${price}.`);
      if (zero) { dissolve(G, company); narrate(G, c.turn, undefined, `${company} reaches 0 and dissolves.`); }
    },
  },
  buyShare: {
    at: ['stock'],
    check: (G, seat, company: CoId, from: ShareSource) => (from !== 'treasury' && from !== 'pool' ? 'Buy from the treasury or the pool.' : buyReason(G, seat, company, from)),
    apply(c, company: CoId, from: ShareSource) {
      const { G } = c;
      narrate(G, c.turn, c.seat, `buys a share of ${company} from the ${from} at ${priceOf(G, company)}.`);
      applyBuy(G, c.seat, company, from);
      G.sr!.passesInRow = 0;
      G.sr!.lastActor = Number(c.seat);
      nextSRTurn(G, Number(c.seat));
    },
  },
  finishTurn: {
    at: ['stock'],
    check: (G) => (G.sr!.soldThisTurn.length ? null : 'Finishing a turn follows sales; otherwise pass.'),
    apply(c) {
      narrate(c.G, c.turn, c.seat, 'ends the turn without buying.');
      nextSRTurn(c.G, Number(c.seat));
    },
  },
  pass: {
    at: ['stock'],
    serverOnly: true, // it may end the first SR, whose redeal shuffles
    check: (G) => (G.sr!.soldThisTurn.length ? 'After selling, buy a share or finish the turn.' : null),
    apply(c) {
      narrate(c.G, c.turn, c.seat, 'passes.');
      c.G.sr!.passesInRow += 1;
      nextSRTurn(c.G, Number(c.seat));
    },
  },

  // ---- Operating Round (§3.7) ----
  buyTrain: {
    at: ['leadoff', 'buy', 'forced'],
    check: (G, _seat, t: TrainSource) => buyTrainReason(G, t),
    apply: (c, t: TrainSource) => applyBuyTrain(c, t),
  },
  offerTrain: {
    at: ['buy', 'forced'],
    check(G, _seat, offer: TrainOffer) {
      if (!offer || typeof offer !== 'object') return 'Name the company, the train and the price.';
      return trainOfferReason(G, co(G), offer.from, String(offer.card), offer.price);
    },
    apply(c, offer: TrainOffer) {
      const { G } = c;
      const o: TrainOffer = { from: offer.from, card: String(offer.card), price: offer.price };
      if (!needsConsent(G, co(G), o.from)) { completeTrainSale(c, o); return; }
      G.or!.offer = o;
      narrate(G, c.turn, c.seat, `offers ${o.price} for ${o.card} of ${o.from}.`);
    },
  },
  approveOffer: {
    at: ['approve'],
    check: (G) => (G.or?.offer ? null : 'There is no offer to answer.'),
    apply(c) {
      const offer = c.G.or!.offer!;
      delete c.G.or!.offer;
      narrate(c.G, c.turn, c.seat, `accepts the offer for ${offer.card}.`);
      completeTrainSale(c, offer);
    },
  },
  declineOffer: {
    at: ['approve'],
    check: (G) => (G.or?.offer ? null : 'There is no offer to answer.'),
    apply(c) {
      const or = c.G.or!;
      const offer = or.offer!;
      delete or.offer;
      or.declined = { ...(or.declined ?? {}), [offer.card]: offer.price };
      narrate(c.G, c.turn, c.seat, `declines ${offer.price} for ${offer.card}.`);
    },
  },
  issueShare: {
    at: ['issue'],
    check: (G) => issueReason(G, co(G), G.or!.issued),
    apply(c) {
      const id = co(c.G);
      narrate(c.G, c.turn, c.seat, `issues a share of ${id} at ${priceOf(c.G, id)}.`);
      applyIssue(c.G, id);
      c.G.or!.issued += 1;
      if (issueLimitReason(c.G, id, c.G.or!.issued, 'issue')) c.G.or!.step = 'track'; // HER-5 may allow a second
    },
  },
  redeemShare: {
    at: ['issue'],
    check: (G) => redeemReason(G, co(G), G.or!.issued),
    apply(c) {
      const id = co(c.G);
      narrate(c.G, c.turn, c.seat, `redeems a share of ${id} at ${priceOf(c.G, id)}.`);
      applyRedeem(c.G, id);
      c.G.or!.issued += 1;
      if (issueLimitReason(c.G, id, c.G.or!.issued, 'redeem')) c.G.or!.step = 'track'; // HER-5 may allow a second
    },
  },
  layTile: {
    at: ['track'],
    check(G, _seat, key: string, tile: string, rot: number) {
      const id = co(G);
      const hex = G.map.hexes[key];
      if (!hex) return 'That hex is not on the map.';
      return layAllowanceReason(G.or!.lays, isUpgrade(hex), G.companies[id]!.abilities, yellowLayLimit(G)) ?? layReason(G, id, key, tile, rot);
    },
    apply(c, key: string, tile: string, rot: number) {
      const { G } = c;
      const id = co(G);
      const upgrade = isUpgrade(G.map.hexes[key]);
      applyLay(G, id, key, tile, rot);
      if (upgrade) G.or!.lays.upgrade = true;
      else G.or!.lays.yellow += 1;
      narrate(G, c.turn, c.seat, `${upgrade ? 'upgrades' : 'lays'} tile ${tile} at ${key} for ${id}.`);
    },
  },
  placeHub: {
    at: ['hub'],
    check(G, _seat, stop: string) {
      const id = co(G);
      const c = G.companies[id]!;
      if (c.kind === 'minor' && !c.abilities.includes('expansive')) return 'Only Majors and the Expansive Company place hubs.';
      return hubReason(G, id, stop);
    },
    apply(c, stop: string) {
      const id = co(c.G);
      applyHub(c.G, id, stop);
      narrate(c.G, c.turn, c.seat, `places a hub of ${id} at ${stop}.`);
      c.G.or!.step = 'run';
    },
  },
  placeSuburb: {
    at: OR_STEPS,
    check: (G, _seat, key: string) => suburbReason(G, co(G), key),
    apply(c, key: string) {
      applySuburb(c.G, co(c.G), key);
      narrate(c.G, c.turn, c.seat, `places a suburb of ${co(c.G)} at ${key}.`);
    },
  },
  discardMTrain: {
    at: ['leadoff', 'issue', 'track', 'hub', 'buy'],
    check: (G) => (G.companies[co(G)]!.trains.some((t) => t.type === 'M2') ? null : 'The company holds no Manufacturing train.'),
    apply(c) {
      applyDiscardMTrain(c.G, co(c.G));
      narrate(c.G, c.turn, c.seat, `discards ${co(c.G)}'s Manufacturing train; it leaves the game.`);
    },
  },
  setRunConfig: {
    at: ['run'],
    check(G, _seat, config: RunConfig) {
      const id = co(G);
      if (!config || typeof config !== 'object') return 'Choose none, couple or uncouple.';
      return setRunConfigReason(runView(G, id), runCards(G.companies[id]!), draftOf(G), config);
    },
    apply(c, config: RunConfig) {
      draftOf(c.G).config = config;
      narrate(c.G, c.turn, c.seat, config.mode === 'none' ? 'runs the trains as they are.' : config.mode === 'couple' ? `couples ${config.consist.join(' + ')}.` : `uncouples ${config.card} into ${config.split.join(' + ')}.`);
    },
  },
  startRun: {
    at: ['run'],
    check: (G, _seat, run: string, stop: string) => startRunReason(runView(G, co(G)), runCards(G.companies[co(G)]!), draftOf(G), run, stop),
    apply: (c, run: string, stop: string) => applyStartRun(draftOf(c.G), run, stop),
  },
  extendRun: {
    at: ['run'],
    check: (G, _seat, link: string, transit?: boolean) => (transit !== undefined && transit !== true ? 'Pass through a full city with true, or leave it out.' : extendRunReason(runView(G, co(G)), runCards(G.companies[co(G)]!), draftOf(G), link, transit === true)),
    apply: (c, link: string, transit?: boolean) => applyExtendRun(runView(c.G, co(c.G)), draftOf(c.G), link, transit === true),
  },
  closeRun: {
    at: ['run'],
    check: (G) => closeRunReason(runView(G, co(G)), runCards(G.companies[co(G)]!), draftOf(G)),
    apply: (c) => applyCloseRun(draftOf(c.G)),
  },
  circusDouble: {
    at: ['run'],
    check: (G, _seat, run: string, stop: string) => circusDoubleReason(runView(G, co(G)), runCards(G.companies[co(G)]!), draftOf(G), run, stop),
    apply(c, run: string, stop: string) {
      draftOf(c.G).circus = { run, stop };
    },
  },
  confirmRuns: {
    at: ['run'],
    check: () => null,
    apply(c) {
      const { G } = c;
      const id = co(G);
      const d = draftOf(G);
      d.open = null; // an unclosed run is dropped
      const { revenue } = confirmRuns(runView(G, id), runCards(G.companies[id]!), d);
      if (d.circus) G.companies[id]!.ab.circusUsedIn = orKey(G);
      G.or!.revenue = revenue;
      G.or!.step = 'dividend';
      narrate(G, c.turn, c.seat, `runs ${id}'s trains for ${revenue}.`);
    },
  },
  payout: {
    at: ['dividend'],
    check: (G) => ((G.or!.revenue ?? 0) > 0 ? null : 'There is no revenue to pay out.'),
    apply(c) {
      const { G } = c;
      const id = co(G);
      const revenue = G.or!.revenue!;
      const dissolved = applyDividend(G, id, revenue, true);
      narrate(G, c.turn, c.seat, `pays out ${revenue} for ${id}.`);
      afterDividend(G, id, dissolved);
    },
  },
  withhold: {
    at: ['dividend'],
    check: (G) => ((G.or!.revenue ?? 0) > 0 ? null : 'There is no revenue to withhold.'),
    apply(c) {
      const { G } = c;
      const id = co(G);
      const revenue = G.or!.revenue!;
      const dissolved = applyDividend(G, id, revenue, false);
      narrate(G, c.turn, c.seat, `withholds ${revenue} in ${id}'s treasury.${dissolved ? ` ${id} reaches 0 and dissolves.` : ''}`);
      afterDividend(G, id, dissolved);
    },
  },
  emergencySell: {
    at: ['forced'],
    check(G, seat, company: CoId) {
      const need = forcedNeed(G, co(G));
      if (need.kind !== 'president' || need.shortfall === 0) return 'No sale is needed: buy the train.';
      return emergencySellReason(G, seat, co(G), company);
    },
    apply(c, company: CoId) {
      const { G } = c;
      narrate(G, c.turn, c.seat, `sells a share of ${company} at ${priceOf(G, company)} to raise cash.`);
      applyEmergencySell(G, c.seat, company, G.or!.forced!.soldFrom);
    },
  },
  declareBankruptcy: {
    at: ['forced'],
    check(G, seat) {
      const need = forcedNeed(G, co(G));
      if (need.kind !== 'president' || need.shortfall === 0) return 'No bankruptcy: the train can be paid for.';
      return emergencySales(G, seat, co(G)).length ? 'Sell shares first: bankruptcy needs every legal sale made.' : null;
    },
    apply(c) {
      const { G } = c;
      for (const gone of finishForced(G, G.or!.forced?.soldFrom ?? [])) if (!G.companies[gone]!.closed) dissolve(G, gone);
      if (!G.cfg.bankruptcyContinues) {
        narrate(G, c.turn, c.seat, 'is bankrupt: the game ends.');
        G.end = { reason: 'bankruptcy' };
        return;
      }
      const id = co(G);
      const gone = applyBankruptcyContinues(G, c.seat, id);
      narrate(G, c.turn, c.seat, `is bankrupt and out of the game: ${gone.join(', ')} dissolve${gone.length === 1 ? 's' : ''}; the other certificates go to the pool.`);
      if (G.players.filter((p) => !p.out).length < 2) { G.end = { reason: 'bankruptcy' }; return; }
      endCompanyTurn(G);
    },
  },
  discardTrain: {
    at: ['discard'],
    check: (G, _seat, company: CoId, card: string) => discardTrainReason(G, company, card),
    apply(c, company: CoId, card: string) {
      applyDiscardTrain(c.G, company, card);
      narrate(c.G, c.turn, c.seat, `gives up ${card} of ${company} to the pool.`);
    },
  },
  skip: {
    at: ['leadoff', 'issue', 'track', 'hub', 'buy'],
    check: () => null,
    apply(c) {
      const id = co(c.G);
      if (c.G.or!.step === 'buy') { endBuyStage(c.G, id); return; }
      passStep(c.G, id, c);
    },
  },

  // ---- Merger Round (§3.13) ----
  propose: {
    at: ['propose'],
    check: (G, _seat, target: MinorId) => proposalReason(G, G.mr!.queue[G.mr!.idx], target, G.mr!.barred),
    apply(c, target: MinorId) {
      const { G } = c;
      const mr = G.mr!;
      const from = mr.queue[mr.idx];
      narrate(G, c.turn, c.seat, `proposes to merge ${from} with ${target}.`);
      if (G.companies[from]!.president === G.companies[target]!.president) mr.forming = { a: from, b: target, president: mergedPresident(G, from, target) };
      else mr.proposal = { from, to: target };
    },
  },
  passMerger: {
    at: ['propose'],
    check: () => null,
    apply(c) {
      narrate(c.G, c.turn, c.seat, `passes for ${c.G.mr!.queue[c.G.mr!.idx]}.`);
      c.G.mr!.idx += 1;
    },
  },
  respond: {
    at: ['respond'],
    check: (_G, _seat, accept: boolean) => (typeof accept === 'boolean' ? null : 'Accept or refuse.'),
    apply(c, accept: boolean) {
      const { G } = c;
      const mr = G.mr!;
      const { from, to } = mr.proposal!;
      mr.proposal = undefined;
      narrate(G, c.turn, c.seat, `${accept ? 'accepts' : 'refuses'} the merger of ${from} with ${to}.`);
      if (accept) { mr.forming = { a: from, b: to, president: mergedPresident(G, from, to) }; return; }
      mr.barred.push([from, to]);
      if (mayCallVote(G, from)) mr.refused = { from, to };
    },
  },
  // ---- Hostile Mergers (variant, §3.13) ----
  callVote: {
    at: ['hostile'],
    check: (G, seat) => callVoteReason(G, seat),
    apply(c) {
      const { G } = c;
      const mr = G.mr!;
      const { from, to } = mr.refused!;
      mr.refused = undefined;
      mr.votesCalled = [...(mr.votesCalled ?? []), c.seat];
      mr.vote = openVote(G, from, to);
      narrate(G, c.turn, c.seat, `calls a vote on merging ${from} with ${to}: ${mr.vote.yes} yes (the proposer), ${mr.vote.no} no (the refuser)${mr.vote.voters.length ? '' : '; nobody else votes'}.`);
      closeVoteIfDone(c);
    },
  },
  declineVote: {
    at: ['hostile'],
    check: () => null,
    apply(c) {
      const { from, to } = c.G.mr!.refused!;
      c.G.mr!.refused = undefined;
      narrate(c.G, c.turn, c.seat, `accepts the refusal of ${from} with ${to} without a vote.`);
    },
  },
  castVote: {
    at: ['vote'],
    check: (_G, _seat, yes: boolean) => (typeof yes === 'boolean' ? null : 'Vote yes or no.'),
    apply(c, yes: boolean) {
      const { G } = c;
      const vote = G.mr!.vote!;
      const weight = voteWeight(G, c.seat, vote.from, vote.to);
      castVote(G, vote, yes);
      narrate(G, c.turn, c.seat, `votes ${yes ? 'yes' : 'no'} with ${weight} share${weight === 1 ? '' : 's'}.`);
      closeVoteIfDone(c);
    },
  },
  formMajor: {
    at: ['form'],
    check(G, _seat, major: MajorLetter, identity: string) {
      if (!freeMajors(G).includes(major)) return `The ${major} charter is not free.`;
      const row = MAJORS.find((m) => m.letter === major)!;
      return row.names.includes(identity) ? null : `${major} is ${row.names.join(' or ')}.`;
    },
    apply(c, major: MajorLetter, identity: string) {
      const { G } = c;
      const mr = G.mr!;
      const { a, b } = mr.forming!;
      formMajor(G, a, b, major, identity);
      mr.forming = undefined;
      mr.idx += 1; // the proposer's turn ends with its merger
      narrate(G, c.turn, c.seat, `forms ${identity} (${major}) from ${a} and ${b}, at ${priceOf(G, major)}.`);
      headquartersDue(G, major, c);
    },
  },
  // ---- Headquarters (variant, §3.17) ----
  placeHeadquarters: {
    at: ['hq'],
    check: (G, _seat, stop: StopId, opening: HQOpening) => placeHQReason(G, stop, opening),
    apply: (c, stop: StopId, opening: HQOpening) => applyPlaceHQ(c.G, stop, opening, c, c.seat),
  },
};

/** When every voter has voted: more yes than no forms the Major (its president chooses the charter); otherwise the pair stays barred. */
function closeVoteIfDone(c: ApplyContext): void {
  const mr = c.G.mr!;
  const vote = mr.vote!;
  if (vote.voters.length) return;
  mr.vote = undefined;
  const passed = votePasses(vote);
  narrate(c.G, c.turn, undefined, `The vote on ${vote.from} with ${vote.to} ${passed ? 'passes' : 'fails'}, ${vote.yes} to ${vote.no}.`);
  if (passed) mr.forming = { a: vote.from, b: vote.to, president: mergedPresident(c.G, vote.from, vote.to) };
}

/** null when `seat` may make the move now; otherwise why not, in words (explain() and the moves share it). */
export function checkMove(G: LAState, seat: string, name: string, args: any[]): string | null {
  const def = MOVES[name];
  if (!def) return `There is no move "${name}".`;
  const p = point(G);
  if (p === 'over') return 'The game is over.';
  if (String(actor(G)) !== seat) return 'It is not your turn.';
  if (!def.at.includes(p)) return `That move is not possible now (${p === 'discard' ? 'a company must give up trains' : `the game waits for: ${p}`}).`;
  if (OR_STEPS.includes(p) && p !== 'discard') {
    const why = isOperatingPresident(G, seat);
    if (why) return why;
  }
  // A call with more arguments than the move reads is not this move (check(G, seat, …), apply(c, …)).
  if (args.length > Math.max(def.check.length - 2, def.apply.length - 1, 0)) return `That move takes at most ${Math.max(def.check.length - 2, def.apply.length - 1, 0)} arguments.`;
  try {
    return def.check(G, seat, ...args);
  } catch {
    return 'Those arguments do not fit the move.';
  }
}

/** Applies a checked move to a plain copy of the state and runs the flow to the next decision. */
export function applyMove(c: ApplyContext, name: string, args: any[]): void {
  MOVES[name].apply(c, ...args);
  settle(c.G, c);
}

export { stepChoices, trainBuys, legalHubs, LAUNCH };
