// §4.3 Small Yard switching: one switching Move per Stage on a train standing at your Office, with a
// Small Yard or a Classification Yard; a Classification Yard may block the train instead. Nothing
// reorders a consist anywhere else (S003-0041, S003-0044).
import type { Car } from '../data';
import { hasYard, officeOfSeat, type DivisionState, type Seat, type Train } from './state';

/** The consist after moving the run consist[from … from+count−1] before index `to` of what remains. */
export function switched(consist: Car[], from: number, count: number, to: number): Car[] {
  const rest = [...consist];
  const run = rest.splice(from, count);
  rest.splice(to, 0, ...run);
  return rest;
}

/** The later Offices a train reaches after Office o, nearest first. */
export function laterOffices(G: DivisionState, t: Train, o: number): number[] {
  const out: number[] = [];
  if (t.dir === 'E') for (let i = o + 1; i < G.n; i++) out.push(i);
  else for (let i = o - 1; i >= 0; i--) out.push(i);
  return out;
}

/** blockTrain's order (head → rear): everything else, then later Offices farthest first, then your cars. Each group keeps its order. */
export function blocked(G: DivisionState, t: Train, o: number): Car[] {
  const later = laterOffices(G, t, o);
  const own = t.consist.filter((c) => c.colour === o);
  const groups = later.map((l) => t.consist.filter((c) => c.colour === l));
  const rest = t.consist.filter((c) => c.colour !== o && !later.includes(c.colour));
  return [...rest, ...groups.reverse().flat(), ...own];
}

const same = (a: Car[], b: Car[]) => a.length === b.length && a.every((c, i) => c.id === b[i].id);

function standingHere(G: DivisionState, seat: Seat, no: number): Train | string {
  const o = officeOfSeat(G, seat);
  const t = G.trains.find((x) => x.no === no);
  if (!t) return `There is no train No. ${no} on the Division.`;
  if (t.pos.at !== 'office' || t.pos.office !== o) return `No. ${no} is not standing at your Office: switching happens only in your Office Area.`;
  return t;
}

export function switchReason(G: DivisionState, seat: Seat, no: number, from: number, count: number, to: number): string | null {
  const o = officeOfSeat(G, seat);
  if (!hasYard(G.offices[o])) return 'You need a Small Yard or a Classification Yard to switch cars.';
  if (G.turn.switched) return 'You have made your one switching Move this Stage.';
  const t = standingHere(G, seat, no);
  if (typeof t === 'string') return t;
  const L = t.consist.length;
  if (![from, count, to].every(Number.isInteger) || count < 1 || from < 0 || from + count > L || to < 0 || to > L - count) return 'That run of cars or that place does not exist in the consist.';
  if (same(switched(t.consist, from, count, to), t.consist)) return 'That Move leaves the consist as it is.';
  return null;
}

export function blockReason(G: DivisionState, seat: Seat, no: number): string | null {
  const o = officeOfSeat(G, seat);
  if (!G.offices[o].squares.includes('classificationYard')) return 'Only a Classification Yard can block a train.';
  if (G.turn.switched) return 'You have made your one switching Move this Stage.';
  const t = standingHere(G, seat, no);
  if (typeof t === 'string') return t;
  if (same(blocked(G, t, o), t.consist)) return 'The train is blocked already.';
  return null;
}

/** Every distinct switching Move on train t (the enumerator lists them all; distinct results only). */
export function switchMoves(t: Train): [number, number, number][] {
  const out: [number, number, number][] = [];
  const seen = new Set<string>([t.consist.map((c) => c.id).join(',')]);
  const L = t.consist.length;
  for (let from = 0; from < L; from++)
    for (let count = 1; from + count <= L; count++)
      for (let to = 0; to <= L - count; to++) {
        const key = switched(t.consist, from, count, to).map((c) => c.id).join(',');
        if (seen.has(key)) continue;
        seen.add(key);
        out.push([from, count, to]);
      }
  return out;
}
