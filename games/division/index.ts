/**
 * Division (seed 003) — the public face of the game. The design is ../shared/design/division.md;
 * RULES.md says where this code departs from it.
 *
 * STATE (G: DivisionState, plain JSON; rules/state.ts): the Division (cards[k] between node k and
 * k+1; node 0 West DP, 1..N Offices, N+1 East DP), offices (boards, squares), live trains with
 * their positions and consists, the timetable with due Stages, this Stage's rulings (pending),
 * hands (HIDDEN for other seats), the Home Office deck (order hidden), discard pile (public),
 * the Car deck (order hidden), scores, history, log.
 *
 * MOVES: ruling stage rule(train, 'permit'|'hold'), holdRemaining(); Office turn setBoard(dir,
 * 'stop'|'clear'), switchCars(train, from, count, to), blockTrain(train), takeDraw(),
 * makeExtra('office'|'interchange', dir), playCard(card, target), discard(card), endLocalOps().
 */
import { divisionSimulation } from './simulate';
import type { Ctx } from 'boardgame.io';
import type { GameModule, NarrationLine, ScoreSummary } from '../kit/types';
import { CARS, HOME_OFFICE, mainline, type HomeCardId } from './data';
import { game, type DivisionSetup } from './game';
import { divisionMeta } from './meta';
import { checkMove } from './moves';
import { divisionMoveSentence } from './sentence';
import { berths, HIDDEN, trainsAtOffice, trainsOnCard, type DivisionState } from './rules/state';

export type { DivisionState, DivisionSetup };
export { HIDDEN } from './rules/state';
export { MAINLINE, HOME_OFFICE, TIMETABLE, COLOURS, mainline, homeCard } from './data';
export { cardMarks, cardHistory } from './rules/appearance';
export { rulingFacts, rulingFactText, policyRuling } from './rules/rulings';
export { superiorDir, berths, trainsAtOffice, trainsOnCard, officeOfSeat } from './rules/state';
export { soloRating } from './rules/endStage';
export { expectedStage } from './moves';
export { noTargetReason } from './rules/canPlay';
export { REASON_TEXT as UNUSED_PERMIT_TEXT } from './rules/movement';

function summary(G: DivisionState, _ctx: Ctx): ScoreSummary {
  const ids = Object.keys(G.score);
  const per = (f: (id: string) => number) => Object.fromEntries(ids.map((id) => [id, f(id)]));
  return {
    scores: per((id) => G.score[id].total),
    breakdown: [
      { key: 'setOuts', label: 'Cars set out', values: per((id) => G.score[id].setOuts) },
      { key: 'extras', label: 'Extras', values: per((id) => G.score[id].extras) },
      { key: 'onTime', label: 'On time', values: per((id) => G.score[id].onTime) },
      { key: 'collisions', label: 'Collisions', values: per((id) => G.score[id].collisions) },
    ],
    history: G.history,
  };
}

/** Every Home Office card that lies on the table: squares, ABS, grade cards, Red Flags. */
function homeCardsOnBoard(G: DivisionState): HomeCardId[] {
  const out: HomeCardId[] = [];
  for (const o of G.offices) for (const s of o.squares) if (s && s !== 'smallYard') out.push(s);
  for (const c of G.cards) {
    if (c.abs) out.push('abs');
    if (c.brakeman) out.push('brakeman');
    if (c.airbrakes) out.push('airbrakes');
    if (c.helpers) out.push('helpers');
    for (let i = 0; i < c.flags.length; i++) out.push('redFlag');
  }
  return out;
}

function shuffle<T>(a: T[], rng: () => number): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** §13.5: the unseen Home Office cards refill other hands and the deck; the unseen cars make the Car deck. */
function determinize(view: DivisionState, _ctx: Ctx, playerID: string, rng: () => number): DivisionState {
  const G: DivisionState = JSON.parse(JSON.stringify({ ...view, log: [], history: [] }));
  // The narration and the score history play no part in the rules: a search world goes without
  // them, since the state is copied on every move of a search.
  const pool = new Map<HomeCardId, number>(HOME_OFFICE.map((h) => [h.id, h.copies]));
  const seen = [...G.outOfGame, ...G.homeDiscard, ...homeCardsOnBoard(G), ...((G.hands[playerID] ?? []).filter((c) => c !== HIDDEN) as HomeCardId[])];
  for (const c of seen) pool.set(c, (pool.get(c) ?? 0) - 1);
  const unseen = shuffle([...pool].flatMap(([id, n]) => Array.from({ length: Math.max(0, n) }, () => id)), rng);
  for (const id in G.hands) if (id !== playerID) G.hands[id] = G.hands[id].map((c) => (c === HIDDEN ? unseen.pop() ?? 'redFlag' : c));
  G.homeDeck = unseen.slice(0, G.homeDeckCount);
  const inPlay = new Set<number>([...G.carsGone, ...G.trains.flatMap((t) => t.consist.map((c) => c.id))]);
  G.carDeck = shuffle(CARS.filter((c) => !inPlay.has(c.id)).map((c) => ({ ...c })), rng).slice(0, G.carDeckCount);
  return G;
}

/** §13.7: what must hold after every move. */
function invariants(_prev: DivisionState, G: DivisionState): string | null {
  for (let o = 0; o < G.n; o++) {
    const here = trainsAtOffice(G, o).length;
    if (here > berths(G.offices[o])) return `Office ${o + 1} holds ${here} trains with ${berths(G.offices[o])} berths.`;
  }
  for (let k = 0; k <= G.n; k++) {
    const on = trainsOnCard(G, k);
    const line = on.filter((t) => t.pos.at === 'card' && t.pos.place === 'line');
    const siding = on.filter((t) => t.pos.at === 'card' && t.pos.place === 'siding');
    const name = mainline(G.cards[k].type).name;
    if (G.cards[k].type === 'doubleTrack' ? line.length > 2 : line.length > 1) return `${name} (card ${k}) holds ${line.length} trains on its line.`;
    if (siding.length > (G.cards[k].type === 'uncontrolledSiding' ? 1 : 0)) return `${name} (card ${k}) holds ${siding.length} trains in a siding.`;
    // Opposing trains share a single-track card only as a meet beside the siding (§10.1).
    if (G.cards[k].type !== 'doubleTrack' && new Set(line.map((t) => t.dir)).size > 1) return `opposing trains on the line of ${name} (card ${k}).`;
    if (G.cards[k].type !== 'uncontrolledSiding' && G.cards[k].type !== 'doubleTrack' && on.length > 1) return `${name} (card ${k}) holds ${on.length} trains.`;
    for (const t of on) if (t.pos.at === 'card' && (t.pos.region < 0 || t.pos.region >= mainline(G.cards[k].type).regions)) return `No. ${t.no} stands in region ${t.pos.region} of ${name}.`;
  }
  const nos = G.trains.map((t) => t.no);
  if (new Set(nos).size !== nos.length) return 'two trains share a number.';
  if (G.homeDeck.length === G.homeDeckCount) {
    const total = HOME_OFFICE.reduce((s, h) => s + h.copies, 0);
    const here = G.homeDeck.length + G.homeDiscard.length + G.outOfGame.length + homeCardsOnBoard(G).length + Object.values(G.hands).reduce((s, h) => s + h.length, 0);
    if (here !== total) return `${here} Home Office cards instead of ${total}.`;
  } else if (G.homeDeck.length !== 0) return 'homeDeckCount does not match the deck.';
  if (G.carDeck.length === G.carDeckCount) {
    const ids = [...G.carDeck.map((c) => c.id), ...G.carsGone, ...G.trains.flatMap((t) => t.consist.map((c) => c.id))];
    if (ids.length !== CARS.length || new Set(ids).size !== CARS.length) return `${ids.length} cars (${new Set(ids).size} distinct) instead of ${CARS.length}.`;
  }
  for (const id in G.score) {
    const s = G.score[id];
    if (s.setOuts + s.extras + s.onTime + s.collisions !== s.total) return `seat ${id}'s total is not its breakdown.`;
  }
  if (G.stage > G.lastStage) return `Stage ${G.stage} is past lastStage ${G.lastStage}.`;
  return null;
}

export const division: GameModule<DivisionState, DivisionSetup> = {
  ...divisionMeta,
  game,
  explain: (G, ctx, playerID, move, args) => checkMove(G, ctx, playerID, move, args),
  moveSentence: (G, _ctx, playerID, choice) => divisionMoveSentence(G, playerID, choice),
  summary,
  log: (G: DivisionState): NarrationLine[] => G.log,
  determinize,
  invariants,
  simulation: divisionSimulation,
};
