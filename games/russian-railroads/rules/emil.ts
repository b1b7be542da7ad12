// Emil, the solo opponent (S002-0309–0369). He draws a card at the start of each of his turns and
// blocks the space on it; he never performs the action, except that he keeps locomotives (or
// factories) and engineers he takes.
import { EMIL_CARDS, EMIL_CARD_BY_ID, EMIL_WORKER_THRESHOLDS } from '../data/emil';
import { ENGINEER_BY_ID } from '../data/engineers';
import { fullBlock, type Act } from './effects';
import { findSpace, publicEngineerSlots } from './actions';
import { lowestStack } from './locos';
import { narrate } from './log';
import type { RRState } from './state';
import type { Effect } from '../data/types';

export function emilCards(G: RRState): string[] {
  return EMIL_CARDS.filter((c) => !c.coalOnly || G.setup.coal).map((c) => c.id);
}

/** The space a card points at now: the left-most free light-side engineer for the engineer card (design §10). */
export function emilTarget(G: RRState, cardId: string): { space: string; workers: number; coins: number } | null {
  const card = EMIL_CARD_BY_ID[cardId];
  if (card.space !== 'publicEngineer') return { space: card.space, workers: card.workers, coins: card.coins };
  for (const i of publicEngineerSlots(G)) {
    const id = G.engineers[i];
    if (id == null || G.spaces[`E${id}`] !== undefined) continue;
    const e = ENGINEER_BY_ID[id];
    return { space: `E${id}`, workers: e.workers, coins: e.roubles };
  }
  return null;
}

/** Why Emil skips this card now (cases 2, 3 and 4), or null when he blocks its space. */
export function emilSkipReason(G: RRState, cardId: string): string | null {
  const t = emilTarget(G, cardId);
  if (!t) return 'no light-side engineer is free';
  const emil = G.emil!;
  if (emil.workers < t.workers) return 'Emil has too few workers';
  const space = findSpace(G, t.space);
  if (!space) return 'the space is not on the board';
  if (G.spaces[t.space] !== undefined) return 'the space is occupied';
  const player = G.players['0'];
  if (fullBlock(G, player, space.effects) !== null) return 'you cannot use that space';
  return null;
}

/**
 * The tiles Emil keeps from a space he blocks (S002-0359, 0360): one for each locomotive the space
 * gives, on a board space or a light-side engineer alike (Locomotive fitter #1). A tile is a
 * locomotive on one side and a factory on the other, so the locomotive-and-factory space gives two;
 * a space that gives only a factory gives him nothing.
 */
export function locomotivesGiven(effects: Effect[]): number {
  return effects.reduce((n, ef) => n + (ef.e === 'tile' ? (ef.mode === 'both' ? 2 : ef.mode === 'factory' ? 0 : 1) : 0), 0);
}

/** Emil's turn: draw until a card can be executed, or pass when the deck or his workers are exhausted (case 8). */
export function emilTurn(a: Act): void {
  const { G } = a;
  const emil = G.emil;
  if (!emil || emil.passed) return;
  const deck = G.secret!.emilDeck;
  for (;;) {
    if (deck.length === 0 || emil.workers === 0) {
      emil.passed = true;
      narrate(G, a.turn, undefined, 'Emil passes.');
      return;
    }
    const card = deck.shift()!;
    emil.deckCount = deck.length;
    emil.discard.push(card);
    if (emilSkipReason(G, card) !== null) continue;
    const t = emilTarget(G, card)!;
    emil.workers -= t.workers;
    emil.placed += t.workers;
    G.bank -= t.coins;
    G.roublesOnBoard += t.coins;
    G.spaces[t.space] = 'emil';
    const space = findSpace(G, t.space)!;
    for (let i = 0; i < locomotivesGiven(space.effects); i++) {
      const n = lowestStack(G);
      if (n === 0) break;
      G.locoStacks[n]--;
      emil.tiles.push(n);
    }
    if (t.space === 'HIRE') {
      const last = G.engineers.length - 1;
      const id = G.engineers[last];
      if (id != null) { emil.engineers.push(id); G.engineers[last] = null; }
    }
    narrate(G, a.turn, undefined, `Emil blocks "${space.name}".`);
    return;
  }
}

/** Case 9: Emil gains a worker when the player reaches 50 and 150 points; usable at once. */
export function emilThresholds(G: RRState): void {
  const emil = G.emil;
  if (!emil) return;
  const score = G.players['0'].score;
  const due = EMIL_WORKER_THRESHOLDS.filter((t) => score >= t).length;
  const given = EMIL_WORKER_THRESHOLDS.length - emil.waiting;
  for (let k = given; k < due; k++) { emil.waiting--; emil.owned++; emil.workers++; }
}

/** Round start: workers back, the deck reshuffled; Emil begins (S002-0367). */
export function emilNewRound(a: Act, shuffle: <T>(d: T[]) => T[]): void {
  const { G } = a;
  const emil = G.emil;
  if (!emil) return;
  emil.workers += emil.placed;
  emil.placed = 0;
  emil.passed = false;
  emil.discard = [];
  G.secret!.emilDeck = shuffle(emilCards(G));
  emil.deckCount = G.secret!.emilDeck.length;
  emilTurn(a);
}
