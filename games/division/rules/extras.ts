// §7 Extra Trains: one of yours at a time, none in Stage 1; made up at your Office (Yard Office and a
// free berth) or on the Interchange (any player, unoccupied), the one Mainline card with a yard.
import { FIRST_EXTRA_STAGE, mainline } from '../data';
import { startRegion } from './startRegion';
import { berths, isWrecked, officeOfSeat, trainsAtOffice, trainsOnCard, type Dir, type DivisionState, type Seat, type Train } from './state';

export type ExtraYard = 'office' | 'interchange';

export function extraReason(G: DivisionState, seat: Seat, yard: ExtraYard, dir: Dir): string | null {
  if (dir !== 'W' && dir !== 'E') return 'Choose a direction, W or E.';
  if (G.stage < FIRST_EXTRA_STAGE.value) return 'No Extra is made up in Stage 1.';
  if (G.trains.some((t) => t.cls === 3 && t.owner === seat)) return 'You have an Extra on the Division already: one at a time.';
  if (yard === 'office') {
    const o = officeOfSeat(G, seat);
    if (!G.offices[o].squares.includes('yardOffice')) return 'Making up an Extra at your Office needs a Yard Office.';
    if (trainsAtOffice(G, o).length >= berths(G.offices[o])) return 'Your Office has no free berth for an Extra.';
    return null;
  }
  if (yard === 'interchange') {
    const k = G.cards.findIndex((c) => mainline(c.type).sortsCars);
    if (k < 0) return 'There is no Interchange on this Division.';
    if (isWrecked(G, k) || trainsOnCard(G, k).length) return 'The Interchange is occupied.';
    return null;
  }
  return 'An Extra is made up at your Office or on the Interchange.';
}

export function legalExtras(G: DivisionState, seat: Seat): { yard: ExtraYard; dir: Dir }[] {
  const out: { yard: ExtraYard; dir: Dir }[] = [];
  for (const yard of ['office', 'interchange'] as ExtraYard[]) for (const dir of ['W', 'E'] as Dir[]) if (extraReason(G, seat, yard, dir) === null) out.push({ yard, dir });
  return out;
}

/** Makes up the Extra (legality already checked). Odd numbers run west, even east. */
export function makeExtraTrain(G: DivisionState, seat: Seat, yard: ExtraYard, dir: Dir): Train {
  const no = G.nextExtra[dir];
  G.nextExtra[dir] = no + 2;
  const t: Train = { no, dir, cls: 3, speed: 'fast', consist: [], owner: seat, crossed: 0, pos: { at: 'yard', dp: 'W' } };
  if (yard === 'office') t.pos = { at: 'office', office: officeOfSeat(G, seat), since: G.stage };
  else {
    const k = G.cards.findIndex((c) => mainline(c.type).sortsCars);
    t.pos = { at: 'card', card: k, region: startRegion(G.cards[k], t, G.hgUphill, { interchangeExtra: true }), place: 'line' };
  }
  G.trains.push(t);
  return t;
}
