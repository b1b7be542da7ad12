// The one line at the top of the board that says what to do now and what ends it, at every
// decision point of a Stage (issue 50 §2): a newcomer should never have to guess why a panel is
// empty or why a button is missing. Read from G and the viewer's legal moves only.
import { HAND_LIMIT, DRAW } from '../../../games/division/data';
import { mainline, type DivisionState } from '../../../games/division';
import type { MoveChoice } from '../../../games/kit/types';

export interface PromptLine {
  text: string;
  /** The viewer has a decision to make now (the line is styled as a call to act). */
  mine: boolean;
}

/** Ending this Office turn is the Stage's last: Movement follows at once. */
const lastOfficeTurn = (G: DivisionState) => G.officeTurns >= G.n - 1;

export function promptLine(
  G: DivisionState,
  current: string,
  viewer: string | null,
  legalMoves: MoveChoice[],
  name: (seat: string) => string,
  ended?: string,
): PromptLine {
  if (ended) return { text: ended, mine: false };
  if (G.gameover) return { text: 'The game is over: the scores are below.', mine: false };
  const open = G.pending.filter((r) => r.decision === null);
  const moves = lastOfficeTurn(G) ? ' When it ends, every train moves (Movement) and the next Stage begins.' : '';
  if (viewer !== current || legalMoves.length === 0) {
    const watching = viewer == null ? 'You are watching. ' : '';
    if (open.length) return { text: `${watching}${name(G.superintendent)}, the Superintendent, is ruling on trains that want to follow another onto a card.`, mine: false };
    return { text: `${watching}${name(current)} is taking an Office turn.${moves}`, mine: false };
  }

  if (open.length) {
    const r = open[0];
    const more = open.length > 1 ? ` ${open.length - 1} more ruling${open.length > 2 ? 's' : ''} after this one.` : '';
    return {
      text: `Rule on No. ${r.train} following No. ${r.leader} onto ${mainline(G.cards[r.card].type).name}: Permit or Hold.${more} Your Office turn starts once every ruling is made.`,
      mine: true,
    };
  }

  const end = lastOfficeTurn(G) ? 'press End Office turn: every train then moves' : 'press End Office turn: the next Office takes its turn';
  const hand = G.hands[viewer]?.length ?? 0;
  if (G.turn.option === null) {
    return {
      text: `Your Office turn: choose the Draw option (draw ${DRAW.value} cards and play them) or make up an Extra. Boards and switching can come before or after; once you have chosen, ${end}.`,
      mine: true,
    };
  }
  if (G.turn.option === 'extra') {
    return { text: `You made up an Extra, so you play no cards this turn. Set your boards or switch if you like, then ${end}.`, mine: true };
  }
  const n = G.turn.drew ?? DRAW.value;
  const cards = n === 0 ? 'no card: the deck and the discard pile are empty' : `${n} card${n === 1 ? '' : 's'}`;
  const drew = G.turn.autoDraw
    ? `No Extra was possible, so you took the Draw option and drew ${cards}.`
    : `You took the Draw option and drew ${cards}.`;
  if (hand > HAND_LIMIT.value) {
    const over = hand - HAND_LIMIT.value;
    return { text: `${drew} You hold ${hand} cards: play or discard ${over} to get down to ${HAND_LIMIT.value}, then ${end}.`, mine: true };
  }
  return { text: `${drew} Play cards if you like, set your boards or switch, then ${end}.`, mine: true };
}

/**
 * The longest lines the prompt says, stacked invisibly under the real one: the box is always as
 * tall as the longest of them at this width, so a change of line never moves the Division below.
 */
function reserveLines(G: DivisionState): string[] {
  const long = 'Uncontrolled Siding';
  const many: DivisionState = { ...G, gameover: null, pending: [], turn: { option: 'draw', switched: false, boardsSet: [], autoDraw: true }, officeTurns: 0, n: 2, hands: { x: Array(HAND_LIMIT.value + DRAW.value + 3).fill('?') } };
  const fake: MoveChoice[] = [{ move: 'endLocalOps', args: [] }];
  return [
    `Rule on No. 88 following No. 88 onto ${long}: Permit or Hold. 8 more rulings after this one. Your Office turn starts once every ruling is made.`,
    promptLine(many, 'x', 'x', fake, () => '').text,
    promptLine({ ...many, turn: { ...many.turn, option: null } }, 'x', 'x', fake, () => '').text,
  ];
}

export function Prompt({ line, G }: { line: PromptLine; G: DivisionState }) {
  return (
    <section className={`dv-prompt${line.mine ? ' dv-prompt-mine' : ''}`} aria-label={line.mine ? 'Your move' : 'What happens now'}>
      <p aria-live="polite">{line.text}</p>
      {reserveLines(G).map((text, i) => <p key={i} className="dv-prompt-reserve" aria-hidden="true">{text}</p>)}
    </section>
  );
}
