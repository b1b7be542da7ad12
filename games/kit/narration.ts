// Narration texts name a seat by a token, never by a number in words: the UI shows the seat's
// name (and colour) in its place, and tools print the token as it is.
import type { NarrationLine, PlayerID } from './types';

/** The token for a seat in narration text: "{p:1} wins." */
export function playerRef(id: PlayerID): string {
  return `{p:${id}}`;
}

/**
 * A narration line. With an acting seat, `text` is what the seat does ("passes.") and the seat's
 * token becomes its subject ("{p:0} passes."); without one, `text` is the whole sentence.
 */
export function narrationLine(turn: number, player: PlayerID | undefined, text: string): NarrationLine {
  return player === undefined ? { turn, text } : { turn, player, text: `${playerRef(player)} ${text}` };
}
