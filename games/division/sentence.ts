// A Division move in the game's words (GameModule.moveSentence): an imperative phrase such as
// "Set the eastbound board to Stop", built from the card and Mainline tables. It reads the state
// the move is made in, a seat's view included (an unseen card is never named by a move).
import type { MoveChoice } from '../kit/types';
import { UNNAMED_MOVE } from '../kit/sentence';
import { HOME_OFFICE, MAINLINE, type HomeCardId } from './data';
import { dirName, officeOfSeat, type Dir, type DivisionState } from './rules/state';

const cardName = (id: unknown): string => HOME_OFFICE.find((h) => h.id === id)?.name ?? 'a Home Office card';

/** Node k of the Division: 0 the West Division Point, 1…n the Offices, n+1 the East Division Point. */
function nodeName(G: DivisionState, k: number): string {
  if (k === 0) return 'the West Division Point';
  return k > G.offices.length ? 'the East Division Point' : `Office ${k}`;
}

/** A Mainline card by its name and place (two Plains are told apart by where they lie). */
function mainlineName(G: DivisionState | undefined, index: unknown): string {
  const type = typeof index === 'number' ? G?.cards?.[index]?.type : undefined;
  const name = MAINLINE.find((m) => m.type === type)?.name;
  if (!G || !name || typeof index !== 'number') return 'a Mainline card';
  return `the ${name} between ${nodeName(G, index)} and ${nodeName(G, index + 1)}`;
}

const cars = (n: number): string => `${n} car${n === 1 ? '' : 's'}`;

function playSentence(G: DivisionState | undefined, seat: string, card: unknown, target: any): string {
  const name = cardName(card);
  if (target && typeof target.card === 'number') {
    const where = mainlineName(G, target.card);
    return card === 'realignment' ? `Play Realignment on ${where}` : `Play ${name} on ${where}`;
  }
  if (target && typeof target.train === 'number') return `Flag No. ${target.train} with a Red Flag`;
  const squares = G?.offices?.[officeOfSeat(G, seat)]?.squares;
  const over = typeof target?.square === 'number' && squares?.[target.square] === 'smallYard' ? ' over the Small Yard' : '';
  return `Build a ${name}${over}`;
}

export function divisionMoveSentence(G: DivisionState | undefined, seat: string, choice: MoveChoice): string {
  const a = choice.args ?? [];
  switch (choice.move) {
    case 'rule': {
      const leader = G?.pending?.find((r) => r.train === a[0] && r.decision === null)?.leader;
      const following = leader === undefined ? '' : ` following No. ${leader}`;
      return a[1] === 'permit' ? `Permit No. ${a[0]}${following}` : `Hold No. ${a[0]}${following}`;
    }
    case 'holdRemaining': return 'Hold every remaining following movement';
    case 'switchCars': return `Switch No. ${a[0]}: move ${cars(Number(a[2]))} from place ${Number(a[1]) + 1} to place ${Number(a[3]) + 1} in the consist`;
    case 'blockTrain': return `Block No. ${a[0]} in the Classification Yard`;
    case 'setBoard': return `Set the ${dirName(a[0] as Dir)} board to ${a[1] === 'stop' ? 'Stop' : 'Clear'}`;
    case 'takeDraw': return 'Take the Draw option (draw 2 Home Office cards)';
    case 'makeExtra': return `Make up a ${dirName(a[1] as Dir)} Extra ${a[0] === 'office' ? 'at the Office' : 'on the Interchange'}`;
    case 'playCard': return playSentence(G, seat, a[0] as HomeCardId, a[1]);
    case 'discard': return `Discard ${cardName(a[0])}`;
    case 'endLocalOps': return 'End the Office turn';
    default: return UNNAMED_MOVE;
  }
}
