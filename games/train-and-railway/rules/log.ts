import type { Ctx } from 'boardgame.io';
import { narrationLine } from '../../kit/narration';
import { LOG_LIMIT } from '../data/goods';
import type { TRState } from './state';

/**
 * Append a line of narration (never naming a secret card that has not been revealed). With a
 * player, `text` is what that seat does ("draws 2 railways."); the line names the seat as {p:ID}.
 */
export function narrate(G: TRState, ctx: Ctx, player: string | undefined, text: string): void {
  G.log.push(narrationLine(ctx.turn, player, text));
  if (G.log.length > LOG_LIMIT.value) G.log.splice(0, G.log.length - LOG_LIMIT.value);
}
