// The player board in use: lines, special spaces and recurring bonuses (base, German), and what a
// player's own choices add to it (the München route, the extension tiles).
import {
  BASE_LINES, BASE_SPECIALS, BASE_STARS, BASE_DOUBLE_LINE, BASE_MEDAL, DOUBLER_LINE, TRACK_VALUES,
  type LineRow, type SpecialRow, type StarRow,
} from '../data/board-base';
import { GERMAN_LINES, GERMAN_SPECIALS, GERMAN_STARS, GERMAN_MEDAL, GERMAN_REVALUED, GERMAN_AREAS, EXTENSION_BY_ID, type AreaRow } from '../data/board-german';
import type { Colour } from '../data/types';
import { AMERICAN_LINES, AMERICAN_SPECIALS, AMERICAN_STARS, AMERICAN_MEDAL, COIN_SPACES, GOLDEN_SPIKE, type CoinSpaceRow } from '../data/board-american';
import type { RRState, PlayerState } from './state';

export interface BoardDef {
  lines: LineRow[];
  specials: SpecialRow[];
  stars: StarRow[];
  doubleLines: { line: number; space: number; colour: Colour }[];
  medal: { line: number; space: number; colour: Colour; points: number };
  doublerLine: number;
  revalued: number[];
  areas: AreaRow[];
  coinSpaces: CoinSpaceRow[];
  goldenSpike: { line: number; space: number }[];
}

const BASE: BoardDef = {
  lines: BASE_LINES,
  specials: BASE_SPECIALS,
  stars: BASE_STARS,
  doubleLines: [BASE_DOUBLE_LINE],
  medal: BASE_MEDAL,
  doublerLine: DOUBLER_LINE,
  revalued: TRACK_VALUES.revalued,
  areas: [],
  coinSpaces: [],
  goldenSpike: [],
};

const GERMAN: BoardDef = {
  lines: GERMAN_LINES,
  specials: GERMAN_SPECIALS,
  stars: GERMAN_STARS,
  doubleLines: [],
  medal: GERMAN_MEDAL,
  doublerLine: 0,
  revalued: GERMAN_REVALUED,
  areas: GERMAN_AREAS,
  coinSpaces: [],
  goldenSpike: [],
};

const AMERICAN: BoardDef = {
  lines: AMERICAN_LINES,
  specials: AMERICAN_SPECIALS,
  stars: AMERICAN_STARS,
  doubleLines: [],
  medal: AMERICAN_MEDAL,
  doublerLine: 0,
  revalued: TRACK_VALUES.revalued,
  areas: [],
  coinSpaces: COIN_SPACES,
  goldenSpike: GOLDEN_SPIKE.lines,
};

export function boardOf(G: RRState): BoardDef {
  const b = G.setup?.board;
  return b === 'german' ? GERMAN : b === 'american' ? AMERICAN : BASE;
}

/** A line's length for this player: München depends on the chosen route (the longest while open). */
export function lineLen(G: RRState, p: PlayerState, line: number): number {
  const l = boardOf(G).lines[line];
  if (!l.routes) return l.length;
  return p.route === 'B' ? l.routes.B : l.routes.H;
}

/** One-time special spaces of this player's board: printed ones on the chosen route, plus placed extensions. */
export function playerSpecials(G: RRState, p: PlayerState): readonly SpecialRow[] {
  const printed = printedSpecials(boardOf(G), p.route);
  if (!hasExtensions(p)) return printed;
  const tiles = Object.values(p.extensions).flatMap((id) => EXTENSION_BY_ID[id].specials);
  return tiles.length ? [...printed, ...tiles] : printed;
}

// The printed spaces on a route depend on the board and the route alone: every legality check of a
// track action reads them, so each list is made once (frozen: callers share it).
const PRINTED_SPECIALS = new Map<BoardDef, Map<string, readonly SpecialRow[]>>();
function printedSpecials(board: BoardDef, route: string): readonly SpecialRow[] {
  let byRoute = PRINTED_SPECIALS.get(board);
  if (!byRoute) PRINTED_SPECIALS.set(board, (byRoute = new Map()));
  let list = byRoute.get(route);
  if (!list) byRoute.set(route, (list = Object.freeze(board.specials.filter((s) => !s.route || s.route === route))));
  return list;
}

function hasExtensions(p: PlayerState): boolean {
  for (const _ in p.extensions) return true;
  return false;
}

export function playerStars(G: RRState, p: PlayerState): StarRow[] {
  const tiles = Object.values(p.extensions ?? {}).flatMap((id) => EXTENSION_BY_ID[id].stars);
  return tiles.length ? [...boardOf(G).stars, ...tiles] : boardOf(G).stars;
}

export function playerDoubleLines(G: RRState, p: PlayerState): { line: number; space: number; colour: Colour }[] {
  const tiles = Object.values(p.extensions ?? {}).flatMap((id) => (EXTENSION_BY_ID[id].doubles ? [EXTENSION_BY_ID[id].doubles!] : []));
  return tiles.length ? [...boardOf(G).doubleLines, ...tiles] : boardOf(G).doubleLines;
}
