// What each seat may see (§13.5): its own hand only (other hands become HIDDEN placeholders, so the
// counts show); the Home Office deck and Car deck orders reach no client. Spectators see no hand.
import type { PlayerID } from '../kit/types';
import { HIDDEN, type DivisionState } from './rules/state';

export function playerView(G: DivisionState, playerID: PlayerID | null | undefined): DivisionState {
  const hands: DivisionState['hands'] = {};
  for (const id in G.hands) hands[id] = id === playerID ? G.hands[id] : G.hands[id].map(() => HIDDEN);
  return { ...G, hands, homeDeck: [], carDeck: [] };
}
