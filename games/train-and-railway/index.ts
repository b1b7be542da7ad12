/**
 * Train & Railway (seed 004) — the public face of the game.
 *
 * STATE SHAPE (G: TRState, plain JSON; see rules/state.ts for the types)
 *   mapId            map id (data/maps.ts: MAPS); static hexes via staticBoard(mapId) in rules/board.ts
 *   rails            { "q,r": ["a-b", ...] } drawn railway segments per hex (edges 0 N,1 NE,2 SE,3 S,4 SW,5 NW;
 *                    flat-top axial hexes). Start rails are included.
 *   factories        { "q,r": { factory: 'iron'|'brick'|'paper'|'axe'|'chemical', exit: edge } } built in play
 *   trains           { [seat]: { hex: "q,r", seg: "a-b", facing: edge } | null }  (null until chosen)
 *   players[seat]    { colour, score, goods: {good: n}, tech (tokens received), upgrades: {abilityId: n},
 *                      minus (−3 tokens), shovels, secret: contract ids ('?' for other seats),
 *                      completed: contract ids (influence), extraTurns }
 *   supply           { good: tokens left } ; publicContracts [{ id, left: goods still needed }]
 *   deck             [] on every client (order hidden); deckCount; discard (face-up ids)
 *   turn             { mainDone, locationDone, pending, location }
 *                      pending: {k:'draw', left, next:"q,r|entryEdge"|null, at: chosen start hex|null, main} | {k:'move', budget(-1=∞), taken, main}
 *                             | {k:'sale', hex, colour, sold, secretSold} | {k:'discard'} | null
 *                      location: { main, left, kinds } while a location step is open
 *   round, finalRound (null until the end is triggered), endTrigger ('score' | 'cap' | 'turns'), repeatTurn
 *   history [{label, scores}], final (per-seat breakdown at the end),
 *   gameover {winners, scores, endedBy, rounds}, log (narration)
 *
 * MOVES (phase chooseStart): chooseStart(startId 'S1'..'S8')
 * MOVES (phase play):
 *   main actions   drawRailway() then chooseRailHex(hex), drawRailSegment(hex, fromEdge, toEdge), and twice more
 *                  drawRailSegment(nextHex, entryEdge, toEdge) (the path continues from toEdge; turn.pending.next)
 *                  moveForward() then moveStep(seg) ... stopTrain()   (seg: the segment taken in the hex ahead)
 *                  changeDirection(seg, facingEdge)      mainLocation() then a location action or passLocation()
 *   additional     spendFuel('wood'|'coal') then moveStep/stopTrain (≤5 steps)
 *                  spendIron() then chooseRailHex(hex), drawRailSegment(hex, a, b) with a < b
 *                  buildFactory(hex, type, exitEdge, 'stones'|'shovel'|'minus')
 *   upgrades       upgrade(abilityId)   (data/upgrades.ts)
 *   location       obtain(hex, count) | process(hex, recipeId) | sell(hex) then sellGood(contractId, good)... finishSale()
 *                  passLocation() ; discardGood(good) when storage overflows
 *   endTurn()
 * Every move is checked by checkMove (moves.ts); explain() returns the same reason string.
 * The board should read static map data, contracts, goods and upgrades through the selectors exported
 * below, and take move hints from game.ai.enumerate (it works on the seat's filtered view).
 */
import { trainAndRailwayMoveSentence } from './sentence';
import type { Ctx } from 'boardgame.io';
import type { GameModule, NarrationLine, ScoreSummary } from '../kit/types';
import { CONTRACTS } from './data/contracts';
import { GOODS, MAX_TECH_TOKENS, type Good } from './data/goods';
import { MAPS } from './data/maps';
import { game, type TRSetup } from './game';
import { trainAndRailwayMeta } from './meta';
import { checkMove } from './moves';
import { heldCount, storageLimit } from './rules/player';
import { HIDDEN, type TRState } from './rules/state';
import { trainAndRailwaySimulation } from './simulate';

export type { TRState, TRSetup };
// Pure selectors and tables for the board (the UI imports these, never the internals).
export { MAPS };
export { CONTRACTS, contract, contractPoints } from './data/contracts';
export { GOODS, RECIPES, FACTORY_TYPES } from './data/goods';
export { UPGRADES } from './data/upgrades';
export { staticBoard, buildingAt } from './rules/board';
export { EDGE_NAMES, neighbour, parseHex, hexKey, offsetOf, segEdges } from './rules/hex';
export { storageLimit, heldCount } from './rules/player';
export { unplacedTech } from './rules/tech';
export { HIDDEN } from './rules/state';

function summary(G: TRState, _ctx: Ctx): ScoreSummary {
  const ids = Object.keys(G.players);
  const per = (f: (id: string) => number) => Object.fromEntries(ids.map((id) => [id, f(id)]));
  const fin = G.final;
  const breakdown = [
    { key: 'track', label: 'Score track', values: per((id) => (fin ? fin[id].track : G.players[id].score)) },
    { key: 'hand', label: '1. Contract cards in hand', values: per((id) => (fin ? fin[id].hand : 0)) },
    { key: 'goods', label: '2. Remaining goods', values: per((id) => (fin ? fin[id].goods : 0)) },
    { key: 'influence', label: '3. City influence', values: per((id) => (fin ? fin[id].influence : 0)) },
    { key: 'minus', label: '4. Minus point tokens', values: per((id) => (fin ? fin[id].minus : 0)) },
    { key: 'tech', label: '5. Tech tokens (column 4)', values: per((id) => (fin ? fin[id].tech : 0)) },
  ];
  return { scores: per((id) => G.players[id].score), breakdown, history: G.history };
}

function log(G: TRState): NarrationLine[] {
  return G.log;
}

/** Samples the cards `playerID` cannot see (other seats' secrets, the deck order) from the unseen ones. */
function determinize(view: TRState, _ctx: Ctx, playerID: string, rng: () => number): TRState {
  const G: TRState = JSON.parse(JSON.stringify(view));
  const seen = new Set<string>([...G.publicContracts.map((c) => c.id), ...G.discard]);
  for (const id in G.players) {
    G.players[id].completed.forEach((c) => seen.add(c));
    G.players[id].secret.forEach((c) => c !== HIDDEN && seen.add(c));
  }
  const unseen = CONTRACTS.map((c) => c.id).filter((c) => !seen.has(c));
  for (let i = unseen.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [unseen[i], unseen[j]] = [unseen[j], unseen[i]];
  }
  for (const id in G.players) {
    if (id === playerID) continue;
    G.players[id].secret = G.players[id].secret.map((c) => (c === HIDDEN ? unseen.pop()! : c));
  }
  G.deck = unseen.slice(0, G.deckCount);
  return G;
}

function invariants(_prev: TRState, next: TRState): string | null {
  for (const g of GOODS) {
    let total = next.supply[g.id] ?? 0;
    for (const id in next.players) total += next.players[id].goods[g.id as Good] ?? 0;
    if (total !== g.supply) return `${g.id} is not conserved: ${total} tokens instead of ${g.supply}.`;
    if ((next.supply[g.id] ?? 0) < 0) return `the ${g.id} supply is negative.`;
  }
  for (const id in next.players) {
    const P = next.players[id];
    if (next.turn.pending?.k !== 'discard' && heldCount(P) > storageLimit(P)) return `player ${id} holds ${heldCount(P)} goods, over the limit ${storageLimit(P)}.`;
    if (P.tech > MAX_TECH_TOKENS.value) return `player ${id} has ${P.tech} tech tokens.`;
    for (const g in P.goods) if ((P.goods[g as Good] ?? 0) <= 0) return `player ${id} holds a non-positive amount of ${g}.`;
  }
  if (!next.turn.pending || next.turn.pending.k !== 'move') {
    const hexes = Object.values(next.trains).filter((t) => t).map((t) => t!.hex);
    if (new Set(hexes).size !== hexes.length) return 'two trains stand on the same position.';
  }
  const cardsHere = next.deck.length + next.publicContracts.length + next.discard.length
    + Object.values(next.players).reduce((n, P) => n + P.completed.length + P.secret.length, 0);
  if (next.deck.length === next.deckCount && cardsHere !== CONTRACTS.length) return `${cardsHere} contract cards instead of ${CONTRACTS.length}.`;
  if (next.deck.length !== 0 && next.deck.length !== next.deckCount) return 'deckCount does not match the deck.';
  const cards = [...next.publicContracts.map((c) => c.id), ...next.discard, ...Object.values(next.players).flatMap((P) => [...P.completed, ...P.secret.filter((c) => c !== HIDDEN)])];
  if (new Set(cards).size !== cards.length) return 'a contract card is in two places.';
  return null;
}

export const trainAndRailway: GameModule<TRState, TRSetup> = {
  ...trainAndRailwayMeta,
  game,
  explain: (G, ctx, playerID, move, args) => checkMove(G, ctx, playerID, move, args),
  moveSentence: (G, _ctx, playerID, choice) => trainAndRailwayMoveSentence(G, playerID, choice),
  summary,
  log,
  determinize,
  invariants,
  simulation: trainAndRailwaySimulation,
};
