// The player board in use: lines, special spaces and recurring bonuses. Other boards plug in here.
import {
  BASE_LINES, BASE_SPECIALS, BASE_STARS, BASE_DOUBLE_LINE, BASE_MEDAL, DOUBLER_LINE,
  type LineRow, type SpecialRow, type StarRow,
} from '../data/board-base';
import type { Colour } from '../data/types';
import type { RRState } from './state';

export interface BoardDef {
  lines: LineRow[];
  specials: SpecialRow[];
  stars: StarRow[];
  doubleLines: { line: number; space: number; colour: Colour }[];
  medal: { line: number; space: number; colour: Colour; points: number };
  doublerLine: number;
}

const BASE: BoardDef = {
  lines: BASE_LINES,
  specials: BASE_SPECIALS,
  stars: BASE_STARS,
  doubleLines: [BASE_DOUBLE_LINE],
  medal: BASE_MEDAL,
  doublerLine: DOUBLER_LINE,
};

export function boardOf(_G: RRState): BoardDef {
  return BASE;
}

/** The colour unlocked by black on these spaces (TS 2/6/10/15): gives a track to every line allowing it. */
export function unlockSpecials(G: RRState): SpecialRow[] {
  return boardOf(G).specials.filter((s) => s.reward.r === 'unlock');
}
