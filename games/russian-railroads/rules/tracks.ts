// Track movement (S002-0065–0076, 0150–0155): one advancement moves one track one space onto an
// empty space, never past the track ahead of it, never beyond the line's last space.
import type { Colour } from '../data/types';
import { boardOf, lineLen, playerSpecials } from './board';
import type { RRState, PlayerState } from './state';

export function lineLength(G: RRState, p: PlayerState, line: number): number {
  return lineLen(G, p, line);
}

/** null when this track can advance one space now, else why not. */
export function advanceBlock(G: RRState, p: PlayerState, line: number, colour: Colour): string | null {
  const lines = boardOf(G).lines;
  if (!lines[line]) return 'There is no such railroad.';
  const pos = p.tracks[line][colour];
  if (pos === undefined || pos < 0) return `You have no ${colourName(colour)} track on the ${lines[line].name}.`;
  const next = pos + 1;
  if (next > lineLen(G, p, line)) return `The ${lines[line].name} may not be extended beyond its last space.`;
  if (colour > 0 && next >= p.tracks[line][colour - 1]) return `The ${colourName(colour)} track may not pass or join the ${colourName((colour - 1) as Colour)} track ahead of it.`;
  return null;
}

/** The player as they would stand after one advancement of this track (for looking ahead, not for play). */
export function withAdvance(p: PlayerState, line: number, colour: number): PlayerState {
  return { ...p, tracks: p.tracks.map((t, l) => (l === line ? t.map((pos, c) => (c === colour ? pos + 1 : pos)) : t)) };
}

export function colourName(c: Colour): string {
  return ['black', 'gray', 'brown', 'natural', 'white'][c];
}

/**
 * The most advancements of the given colours the player could still make on the given lines,
 * counting tracks that black would unlock on the way (so a contested space is only chosen when it
 * can be carried out in full, design §1b). A colour placed on only some lines (the German board's 2
 * natural tracks, S002-0265) counts on the lines where it would give the most room.
 */
export function trackCapacity(G: RRState, p: PlayerState, cols: readonly number[], onlyLines?: readonly number[]): number {
  const board = boardOf(G);
  // Colours black could still unlock on the way (not yet claimed); tracks already owned count as they stand.
  const unlocked = new Set<number>();
  let chosen: { colour: number; lines: number } | null = null;
  if (cols.includes(0)) {
    for (const s of playerSpecials(G, p)) {
      if (s.reward.r !== 'unlock' || s.when.c !== 'black' || p.claimed.includes(s.id)) continue;
      const l = s.when.line;
      if (onlyLines && !onlyLines.includes(l)) continue;
      if (lineLen(G, p, l) < s.when.space) continue;
      if (s.reward.choose) chosen = { colour: s.reward.colour, lines: s.reward.choose };
      else unlocked.add(s.reward.colour);
    }
  }
  const lines = board.lines.map((_, l) => l).filter((l) => !onlyLines || onlyLines.includes(l));
  const base = lines.map((l) => lineCapacity(G, p, l, cols, unlocked));
  let total = base.reduce((a, b) => a + b, 0);
  if (chosen) {
    const withChosen = new Set([...unlocked, chosen.colour]);
    const gains = lines.map((l, i) => lineCapacity(G, p, l, cols, withChosen) - base[i]).sort((a, b) => b - a);
    total += gains.slice(0, chosen.lines).reduce((a, b) => a + b, 0);
  }
  return total;
}

/** The most advancements of the given colours on one line, with the colours in `unlocked` given at its start. */
function lineCapacity(G: RRState, p: PlayerState, l: number, cols: readonly number[], unlocked: ReadonlySet<number>): number {
  const line = boardOf(G).lines[l];
  const len = lineLen(G, p, l);
  let total = 0;
  let ahead = Infinity;
  for (let c = 0; c < 5; c++) {
    let pos = p.tracks[l][c];
    if (pos < 0) {
      if (!(unlocked.has(c) && line.colours.includes(c as Colour))) { ahead = 0; continue; } // a missing colour blocks the ones behind it
      pos = 0;
    }
    const limit = c === 0 ? len : Math.min(ahead - 1, len);
    const target = cols.includes(c) ? Math.max(pos, limit) : pos;
    total += target - pos;
    ahead = target;
  }
  return total;
}
