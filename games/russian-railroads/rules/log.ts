import { narrationLine } from '../../kit/narration';
import type { RRState } from './state';

/**
 * The narration: words only, never a secret (no End Bonus card or hidden engineer is named).
 * With a player, `text` is what that seat does ("passes."); the line names the seat as {p:ID}.
 */
export function narrate(G: RRState, turn: number, player: string | undefined, text: string): void {
  G.log.push(narrationLine(turn, player, text));
}
