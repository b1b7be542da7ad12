import type { Ctx } from 'boardgame.io';
import { LOG_LIMIT } from '../data/goods';
import type { TRState } from './state';

/** Append a line of narration (never naming a secret card that has not been revealed). */
export function narrate(G: TRState, ctx: Ctx, player: string | undefined, text: string): void {
  G.log.push(player === undefined ? { turn: ctx.turn, text } : { turn: ctx.turn, player, text });
  if (G.log.length > LOG_LIMIT.value) G.log.splice(0, G.log.length - LOG_LIMIT.value);
}
