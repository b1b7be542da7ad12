// Whether a move revealed something hidden, so that it cannot be undone (RULES.md, "Undo"). The
// hidden zones are every hand (each is secret from the other seats), the Home Office deck and the
// Car deck; a draw, a card played or discarded from a hand, a reshuffle, or cars dealt all change
// one of them. Each zone is a short list of ids, so a copy of the ids before the move answers the
// question exactly and cheaply (the bots' search runs every move through this).
import type { DivisionState } from './state';

export type HiddenSnapshot = string;

/** The hidden zones' ids now; compare after the move with `hiddenChanged`. */
export function hiddenSnapshot(G: DivisionState): HiddenSnapshot {
  let s = '';
  for (const seat in G.hands) s += `${seat}:${G.hands[seat].join(',')}|`;
  s += `d:${G.homeDeck.join(',')}|${G.homeDeckCount}|c:`;
  for (const c of G.carDeck) s += `${c.id},`;
  return `${s}|${G.carDeckCount}`;
}

export function hiddenChanged(G: DivisionState, before: HiddenSnapshot): boolean {
  return hiddenSnapshot(G) !== before;
}
