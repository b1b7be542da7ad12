// What the app hands to every game's board component (ui/boards/<id>/index.tsx, default export).
import type { BoardProps } from 'boardgame.io/react';
import type { MoveChoice } from '../../games/kit/types';

export interface RailhouseBoardProps<G = any> extends BoardProps<G> {
  /** Every legal move of the viewing seat right now, from the game's enumerator (empty when not its turn). */
  legalMoves: MoveChoice[];
  /**
   * Sends a move. The app first asks the game's explain(); a refused move is not sent and its
   * reason is shown to the player. Boards call this instead of props.moves.
   */
  play(move: string, ...args: any[]): void;
  /**
   * Why the viewing seat may not make this move now (the game's explain()), or null when it may.
   * A board greys a target it cannot offer and marks it with whyNotProps(whyNot(...)).
   */
  whyNot?(move: string, ...args: any[]): string | null;
  /** A move in the game's words (its moveSentence in the state shown), for a button or a line of text. */
  sayMove(choice: MoveChoice): string;
  /** The reason the last move was refused, or null. */
  refusal: string | null;
  /** Display names of the seats, by player id. */
  playerNames: Record<string, string>;
  /**
   * The match ended without the rules' end (a resignation): the outcome in words. A board's own
   * prompt says it instead of whose turn it is.
   */
  ended?: string;
}
