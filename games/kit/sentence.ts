// What every game's moveSentence shares.

/** What a game's moveSentence says of a move it does not know (a move it never offers). */
export const UNNAMED_MOVE = 'Make a move this game has no words for';
