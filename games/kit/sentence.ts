// What every game's moveSentence shares, and the one way the app and the tools ask for it.
import type { Ctx } from 'boardgame.io';
import type { GameModule, MoveChoice, PlayerID } from './types';

/** What a game's moveSentence says of a move it does not know (a move it never offers). */
export const UNNAMED_MOVE = 'Make a move this game has no words for';

/**
 * The game's sentence for a move; a sentence that fails (a state the game did not expect) is
 * logged and read as UNNAMED_MOVE, so a screen that tells moves never breaks over one.
 */
export function sayMove(module: Pick<GameModule, 'moveSentence'>, G: unknown, ctx: Ctx, playerID: PlayerID, choice: MoveChoice): string {
  try {
    return module.moveSentence(G, ctx, playerID, choice) || UNNAMED_MOVE;
  } catch (e) {
    console.error('moveSentence() failed', e);
    return UNNAMED_MOVE;
  }
}
