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
  // Colours black could still unlock on the way (not yet claimed), one bit each; tracks already
  // owned count as they stand. Bits instead of a Set: the bots' search asks this on most checks.
  let unlocked = 0;
  let chosen: { colour: number; lines: number } | null = null;
  if (cols.includes(0)) {
    for (const s of playerSpecials(G, p)) {
      if (s.reward.r !== 'unlock' || s.when.c !== 'black' || p.claimed.includes(s.id)) continue;
      const l = s.when.line;
      if (onlyLines && !onlyLines.includes(l)) continue;
      if (lineLen(G, p, l) < s.when.space) continue;
      if (s.reward.choose) chosen = { colour: s.reward.colour, lines: s.reward.choose };
      else unlocked |= 1 << s.reward.colour;
    }
  }
  const count = board.lines.length;
  let total = 0;
  for (let l = 0; l < count; l++) if (!onlyLines || onlyLines.includes(l)) total += lineCapacity(G, p, l, cols, unlocked);
  if (chosen) {
    const withChosen = unlocked | (1 << chosen.colour);
    const gains: number[] = [];
    for (let l = 0; l < count; l++) {
      if (!onlyLines || onlyLines.includes(l)) gains.push(lineCapacity(G, p, l, cols, withChosen) - lineCapacity(G, p, l, cols, unlocked));
    }
    gains.sort((a, b) => b - a);
    for (let i = 0; i < Math.min(chosen.lines, gains.length); i++) total += gains[i];
  }
  return total;
}

/** The most advancements of the given colours on one line, with the colours whose bits are set in `unlocked` given at its start. */
function lineCapacity(G: RRState, p: PlayerState, l: number, cols: readonly number[], unlocked: number): number {
  const line = boardOf(G).lines[l];
  const len = lineLen(G, p, l);
  const tracks = p.tracks[l];
  let total = 0;
  let ahead = Infinity;
  for (let c = 0; c < 5; c++) {
    let pos = tracks[c];
    if (pos < 0) {
      if (!((unlocked >> c) & 1 && line.colours.includes(c as Colour))) { ahead = 0; continue; } // a missing colour blocks the ones behind it
      pos = 0;
    }
    const limit = c === 0 ? len : Math.min(ahead - 1, len);
    const target = cols.includes(c) ? Math.max(pos, limit) : pos;
    total += target - pos;
    ahead = target;
  }
  return total;
}
