// Setup numbers derived from the data (design §1.1, §3.2): the map stack's pieces and the train stack.
import { MAP_PIECES, mapPiece } from '../data/mapPieces';
import { minor, type MinorId } from '../data/minors';
import { TRAINS, EXTRA_6P, SHORT_REMOVES_ONE_OF, type TrainType } from '../data/economy';

export type BaseMode = 'short' | 'long' | 'sixSeven';

/** Copy ids of the terrain tiles (12–20, 22–28) in the mode: Short drops 26 and one copy each of 12, 13, 14. */
export function terrainCopies(mode: BaseMode): string[] {
  const out: string[] = [];
  for (const p of MAP_PIECES) {
    const n = Number(p.no);
    if (p.module || !Number.isInteger(n) || n < 12 || n > 28 || n === 21) continue;
    if (mode === 'short' && p.short === 'out') continue;
    if (mode === 'short' && p.short === 'oneCopy') out.push(p.copies[0]);
    else out.push(...p.copies);
  }
  return out;
}

/** The copy id standing for a Minor's home piece in the stack ('TWP' for Twin Cities). */
export function homePieceCopy(id: MinorId): string {
  const hp = minor(id).homePiece;
  return hp === 'TWP' ? 'TWP' : mapPiece(hp).copies[0];
}

/** The map stack's pieces before projects (§1.1): the Minors' home pieces plus the mode's terrain. */
export function mapStackPieces(mode: BaseMode, minors: MinorId[]): string[] {
  return [...minors.map(homePieceCopy), ...terrainCopies(mode)];
}

/** Train counts [2, 3, 4, 5, 6, 7|∞] for a mode and player count (§1.1 train stack arithmetic, S000-0036). */
export function trainStackCounts(mode: BaseMode, players: number): number[] {
  return TRAINS.map((t) => {
    let n = t.base;
    if (players >= 4) n += t.extra4p ?? 0;
    if (players >= 6) n += EXTRA_6P.counts[t.type] ?? 0;
    if (mode === 'short' && SHORT_REMOVES_ONE_OF.types.includes(t.type)) n -= 1;
    return n;
  });
}

/** Card ids of the train stack, lowest type on top: 'T2-1' … 'T7-7'. */
export function trainStack(mode: BaseMode, players: number): string[] {
  const counts = trainStackCounts(mode, players);
  return TRAINS.flatMap((t, i) => Array.from({ length: counts[i] }, (_, k) => `T${t.type}-${k + 1}`));
}

export const trainTypeOfCard = (card: string): TrainType | 'M2' => (card === 'M2' ? 'M2' : (card.slice(1, card.indexOf('-')) as TrainType));
