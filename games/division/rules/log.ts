import { narrationLine } from '../../kit/narration';
import { LOG_LIMIT } from '../data';
import type { DivisionState, Seat } from './state';

/** Appends a narration line (never naming a drawn card). `turn` is ctx.turn when known. */
export function narrate(G: DivisionState, turn: number, player: Seat | undefined, text: string): void {
  G.log.push(narrationLine(turn, player, text));
  if (G.log.length > LOG_LIMIT.value) G.log.splice(0, G.log.length - LOG_LIMIT.value);
}
