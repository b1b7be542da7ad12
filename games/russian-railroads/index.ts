// Russian Railroads: the public face of the game for the registry, server, app and bots.
import type { Ctx } from 'boardgame.io';
import type { GameModule, ScoreSummary, NarrationLine } from '../kit/types';
import { parseSetup } from './setup-parse';
export { parseSetup };
import { RussianRailroadsGame } from './game';
import { explainMove } from './moves';
import { russianRailroadsMoveSentence } from './sentence';
import { END_BONUS_CARDS } from './data/endBonus';
import { ENGINEERS } from './data/engineers';
import { SCORE_CATEGORIES, SCORE_LABELS, type RRState, type RRSetup } from './rules/state';
import { checkInvariants } from './rules/invariants';
import { emilCards } from './rules/emil';
import { FOUNDRIES } from './data/coal';
import { balanceComponents, componentsTaken } from './rules/balance';
import { russianRailroadsMeta } from './meta';
import { russianRailroadsSimulation } from './simulate';

export type { RRState, RRSetup } from './rules/state';

export function summary(G: RRState, _ctx?: Ctx): ScoreSummary {
  const ids = Object.keys(G.players);
  return {
    scores: Object.fromEntries(ids.map((id) => [id, G.players[id].score])),
    breakdown: SCORE_CATEGORIES.map((c) => ({ key: c, label: SCORE_LABELS[c], values: Object.fromEntries(ids.map((id) => [id, G.players[id].pts[c]])) })),
    history: G.history.map((h) => ({ label: h.label, scores: { ...h.scores } })),
  };
}

export function log(G: RRState): NarrationLine[] {
  return G.log.map((l) => ({ ...l }));
}

/** A Fisher–Yates shuffle of a copy, drawing from `rng`. */
export function shuffled<T>(xs: T[], rng: () => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** A full state consistent with the seat's view: unseen End Bonus cards and engineers are dealt at random. */
export function determinize(view: RRState, _ctx: Ctx, playerID: string, rng: () => number): RRState {
  const G: RRState = JSON.parse(JSON.stringify(view));
  const own = G.hands[playerID] ?? { endBonus: [], drawn: [] };
  const seen = new Set([...own.endBonus, ...own.drawn]);
  for (const h of Object.values(G.hands)) if (h) for (const c of h.endBonus) seen.add(c);
  const pool = shuffled(END_BONUS_CARDS.map((c) => c.id).filter((id) => !seen.has(id)), rng);
  for (const pid of Object.keys(G.players)) {
    if (G.hands[pid]) continue;
    G.hands[pid] = { endBonus: pool.splice(0, G.players[pid].endBonusCount), drawn: [] };
  }
  const ebPile = pool.splice(0, G.ebPileCount);
  const visibleEngineers = new Set<number>([4]);
  for (const e of G.engineers) if (e != null) visibleEngineers.add(e);
  for (const p of Object.values(G.players)) for (const e of p.engineers) visibleEngineers.add(e);
  const engineersRemoved = ENGINEERS.map((e) => e.id).filter((id) => !visibleEngineers.has(id));
  // Emil's deck: every card not yet drawn this round, in a random order.
  const emilDeck = G.emil ? shuffled(emilCards(G).filter((c) => !G.emil!.discard.includes(c)), rng).slice(0, G.emil.deckCount) : [];
  // Face-down foundries: any foundry neither face up nor owned (boilermen hide theirs).
  const known = new Set([...G.foundryDisplay, ...Object.values(G.players).flatMap((p) => p.foundries)]);
  const foundryPile = shuffled(FOUNDRIES.map((f) => f.id).filter((id) => !known.has(id)), rng).slice(0, G.foundryPileCount);
  G.secret = { ebPile, ebRemoved: pool, engineersRemoved, emilDeck, foundryPile };
  G.hands[playerID] = own;
  return G;
}

export const russianRailroads: GameModule<RRState, RRSetup> = {
  ...russianRailroadsMeta,
  game: RussianRailroadsGame,
  explain: (G, ctx, playerID, move, args) => explainMove(G, ctx, playerID, move, args),
  moveSentence: (G, _ctx, playerID, choice) => russianRailroadsMoveSentence(G, playerID, choice),
  summary,
  log,
  determinize,
  invariants: (prev, next, ctx) => checkInvariants(prev, next, ctx),
  balance: { components: balanceComponents, taken: componentsTaken },
  simulation: russianRailroadsSimulation,
};
