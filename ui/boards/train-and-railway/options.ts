// What the player may do now, read only from the enumerator's rows (props.legalMoves), so the
// board never offers a move the rules would refuse.
import type { MoveChoice } from '../../../games/kit/types';

export interface SegmentOption {
  hex: string;
  /** "a-b", a < b */
  seg: string;
  /** The directed moves drawing this segment: [from, to] pairs (the path continues across `to`). */
  directions: [number, number][];
}

const argsOf = (m: MoveChoice): any[] => m.args ?? [];

export function movesNamed(moves: MoveChoice[], name: string): MoveChoice[] {
  return moves.filter((m) => m.move === name);
}

export function has(moves: MoveChoice[], name: string): boolean {
  return moves.some((m) => m.move === name);
}

/** The legal railway segments, grouped by hex and shape. */
export function segmentOptions(moves: MoveChoice[]): SegmentOption[] {
  const byKey = new Map<string, SegmentOption>();
  for (const m of movesNamed(moves, 'drawRailSegment')) {
    const [hex, from, to] = argsOf(m) as [string, number, number];
    const seg = from < to ? `${from}-${to}` : `${to}-${from}`;
    const key = `${hex}|${seg}`;
    let o = byKey.get(key);
    if (!o) {
      o = { hex, seg, directions: [] };
      byKey.set(key, o);
    }
    o.directions.push([from, to]);
  }
  return [...byKey.values()];
}

/** Hexes in which some railway may be drawn now. */
export function drawableHexes(moves: MoveChoice[]): string[] {
  return [...new Set(movesNamed(moves, 'drawRailSegment').map((m) => argsOf(m)[0] as string))];
}

export function startOptions(moves: MoveChoice[]): string[] {
  return movesNamed(moves, 'chooseStart').map((m) => argsOf(m)[0] as string);
}

export function stepOptions(moves: MoveChoice[]): string[] {
  return movesNamed(moves, 'moveStep').map((m) => argsOf(m)[0] as string);
}

export interface FactoryOption {
  hex: string;
  type: string;
  exit: number;
  pay: string;
}

export function factoryOptions(moves: MoveChoice[]): FactoryOption[] {
  return movesNamed(moves, 'buildFactory').map((m) => {
    const [hex, type, exit, pay] = argsOf(m);
    return { hex, type, exit, pay };
  });
}

export type LocationOption =
  | { move: 'obtain'; hex: string; count: number }
  | { move: 'process'; hex: string; recipe: string }
  | { move: 'sell'; hex: string };

export function locationOptions(moves: MoveChoice[]): LocationOption[] {
  const out: LocationOption[] = [];
  for (const m of moves) {
    const a = argsOf(m);
    if (m.move === 'obtain') out.push({ move: 'obtain', hex: a[0], count: a[1] });
    else if (m.move === 'process') out.push({ move: 'process', hex: a[0], recipe: a[1] });
    else if (m.move === 'sell') out.push({ move: 'sell', hex: a[0] });
  }
  return out;
}

export function locationArgs(o: LocationOption): any[] {
  return o.move === 'obtain' ? [o.hex, o.count] : o.move === 'process' ? [o.hex, o.recipe] : [o.hex];
}

/** Goods that may be sold to a contract now: contract id -> goods. */
export function saleOptions(moves: MoveChoice[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of movesNamed(moves, 'sellGood')) {
    const [id, good] = argsOf(m);
    (out[id] ??= []).push(good);
  }
  return out;
}

export function upgradeOptions(moves: MoveChoice[]): Set<string> {
  return new Set(movesNamed(moves, 'upgrade').map((m) => argsOf(m)[0] as string));
}

export function directionOptions(moves: MoveChoice[]): { seg: string; facing: number }[] {
  return movesNamed(moves, 'changeDirection').map((m) => ({ seg: argsOf(m)[0], facing: argsOf(m)[1] }));
}
