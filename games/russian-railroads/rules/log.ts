import type { RRState } from './state';

/** The narration: words only, never a secret (no End Bonus card or hidden engineer is named). */
export function narrate(G: RRState, turn: number, player: string | undefined, text: string): void {
  G.log.push(player === undefined ? { turn, text } : { turn, player, text });
}
