// The contract deck, the public row and drawing (S004-0016, S004-0093).
/** The part of boardgame.io's random plugin the rules use. */
export interface Shuffler {
  Shuffle<T>(deck: T[]): T[];
}
import { contract } from '../data/contracts';
import type { TRState } from './state';

export function drawContract(G: TRState, random: Shuffler): string | null {
  if (G.deck.length === 0 && G.discard.length > 0) {
    G.deck = random.Shuffle(G.discard);
    G.discard = [];
  }
  const id = G.deck.pop() ?? null;
  G.deckCount = G.deck.length;
  return id;
}

/** Refill the public row to (number of players + 1) cards. */
export function refillPublic(G: TRState, random: Shuffler): void {
  while (G.publicContracts.length < G.numPlayers + 1) {
    const id = drawContract(G, random);
    if (!id) return;
    G.publicContracts.push({ id, left: [...contract(id).goods] });
  }
}
