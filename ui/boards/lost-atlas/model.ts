// What the Lost Atlas board reads from the state and the legal moves: company names and colours,
// the words for each move, and which moves have a widget of their own (the rest go to the
// fallback list, so a move the board does not know yet is still playable).
import type { MoveChoice } from '../../../games/kit/types';
import { MAJORS } from '../../../games/lost-atlas/data/majors';
import { STOCK_TRACK } from '../../../games/lost-atlas/data/economy';
import type { Company, LAState } from '../../../games/lost-atlas/rules/state';
import { lostAtlasMoveSentence } from '../../../games/lost-atlas/sentence';

export { companyName, HQ_WORDS, stopWords, trainLabel } from '../../../games/lost-atlas/sentence';

export type LAView = LAState & { stackCount?: number; eventsLeft?: number };

export const argsKey = (m: MoveChoice): string => JSON.stringify([m.move, m.args ?? []]);

/** Minor colours: each Minor its own, dark enough for white letters. */
const MINOR_FILL: Record<string, string> = {
  AD: '#6b6b6b', AG: '#5a8a2e', BR: '#2f6d8f', EM: '#7a4a2a', EA: '#b5462f', ER: '#c0392b', NP: '#1f5f9e', OV: '#34345e',
  RE: '#8a6d1f', SP: '#6d3b8e', SU: '#2e7d6b', TU: '#5b4636', CI: '#b83280', CO: '#2b6cb0', MA: '#805b10', TW: '#4a5568',
};
const MAJOR_FILL: Record<string, string> = {
  red: '#b83232', orange: '#c05621', yellow: '#b7791f', lightblue: '#2c7fb8', green: '#2f855a', purple: '#6b46c1', navy: '#1a365d', brown: '#744210',
};

export function companyFill(id: string): string {
  if (MINOR_FILL[id]) return MINOR_FILL[id];
  const major = MAJORS.find((m) => m.letter === id);
  return (major && MAJOR_FILL[major.color]) ?? '#444';
}

export const price = (c: Company): number => STOCK_TRACK.values[c.priceIdx] ?? 0;

export const seatName = (names: Record<string, string>, seat: string | number): string => names[String(seat)] ?? `Player ${Number(seat) + 1}`;

/** A move in words, for buttons: the game's own sentence, which the replay and the review use too. */
export const moveWords = (m: MoveChoice, G: LAView): string => lostAtlasMoveSentence(G, m);

/** Moves drawn by a widget of their own; anything else is a button in the action list. */
export const WIDGET_MOVES = new Set(['placePiece', 'layTile', 'eventLayTile', 'eventChooseHex', 'resolveProject', 'placeHub', 'placeSuburb', 'startRun', 'extendRun', 'closeRun', 'confirmRuns', 'circusDouble', 'setRunConfig', 'startAuction', 'sell', 'buyShare', 'offerTrain', 'approveOffer', 'declineOffer']);
