// §4.5 and §8.1: the pending following movements the Superintendent rules on, the facts the UI
// shows for each (never advice), and the ruling policy of §14.2 that bots and hints use.
import { mainline } from '../data';
import {
  berths, byPriority, isOfficeNode, isWrecked, nodeAhead, nodeBefore, officeOfNode, trainsAtOffice, trainsOnCard,
  type Dir, type DivisionState, type Ruling, type Train,
} from './state';

/** The trains of direction d that could next follow onto card k: standing before it, in its yard, or ending the card behind. */
function candidatesFor(G: DivisionState, k: number, d: Dir): Train[] {
  const node = nodeBefore(k, d);
  const out: Train[] = [];
  for (const t of G.trains) {
    if (t.dir !== d) continue;
    const p = t.pos;
    if (p.at === 'yard' && ((node === 0 && p.dp === 'W') || (node === G.n + 1 && p.dp === 'E'))) out.push(t);
    else if (p.at === 'office' && isOfficeNode(G, node) && p.office === officeOfNode(node)) out.push(t);
    else if (p.at === 'card' && isOfficeNode(G, node) && p.place === 'line') {
      const behind = d === 'E' ? k - 1 : k + 1;
      if (p.card === behind && p.region === mainline(G.cards[behind].type).regions - 1) out.push(t);
    }
  }
  return out;
}

/** The leader a follower onto card k of direction d would run into: the rearmost train of d there. */
export function leaderOn(G: DivisionState, k: number, d: Dir): Train | undefined {
  const own = trainsOnCard(G, k).filter((t) => t.dir === d);
  return own.sort((a, b) => {
    const ra = a.pos.at === 'card' ? (a.pos.place === 'siding' ? -1 : a.pos.region) : 0;
    const rb = b.pos.at === 'card' ? (b.pos.place === 'siding' ? -1 : b.pos.region) : 0;
    return ra - rb;
  })[0];
}

/** §4.5 pendingRulings: at most one item per card and direction, for the most superior candidate. */
export function pendingRulings(G: DivisionState): Ruling[] {
  const out: Ruling[] = [];
  for (let k = 0; k <= G.n; k++) {
    const c = G.cards[k];
    if (c.abs || isWrecked(G, k)) continue;
    for (const d of ['W', 'E'] as Dir[]) {
      const leader = leaderOn(G, k, d);
      if (!leader) continue;
      const cands = candidatesFor(G, k, d).sort(byPriority(G));
      if (!cands.length) continue;
      out.push({ train: cands[0].no, card: k, dir: d, leader: leader.no, decision: null, by: G.superintendent });
    }
  }
  return out;
}

export type RulingFact =
  | { kind: 'safe'; why: 'room' | 'leaderExits' }
  | { kind: 'certain' }
  | { kind: 'depends'; office: number };

/** Room for a follower on card k without touching the leader (a free Double Track place, or a free siding behind the line). */
export function roomFor(G: DivisionState, k: number): boolean {
  const c = G.cards[k];
  const occ = trainsOnCard(G, k);
  if (c.type === 'doubleTrack') return occ.length < 2;
  if (c.type === 'uncontrolledSiding') return !occ.some((t) => t.pos.at === 'card' && t.pos.place === 'siding') && occ.some((t) => t.pos.at === 'card' && t.pos.place === 'line');
  return occ.length === 0;
}

/** §8.1 rulingFacts: "safe", "certain collision" or "depends on Office X". */
export function rulingFacts(G: DivisionState, item: Pick<Ruling, 'card' | 'dir' | 'leader'>): RulingFact {
  if (roomFor(G, item.card)) return { kind: 'safe', why: 'room' };
  const leader = G.trains.find((t) => t.no === item.leader);
  if (!leader || leader.pos.at !== 'card') return { kind: 'safe', why: 'room' };
  const last = leader.pos.place === 'line' && leader.pos.region === mainline(G.cards[leader.pos.card].type).regions - 1;
  const node = nodeAhead(leader.pos.card, leader.dir);
  if (last && !isOfficeNode(G, node)) return { kind: 'safe', why: 'leaderExits' };
  const c = G.cards[item.card];
  if (!last && !c.abs && !c.flags.some((f) => f.train === leader.no)) return { kind: 'certain' };
  return { kind: 'depends', office: isOfficeNode(G, node) ? officeOfNode(node) : -1 };
}

/** The facts in words, for the ruling panel and the log. */
export function rulingFactText(G: DivisionState, item: Ruling): string {
  const f = rulingFacts(G, item);
  if (f.kind === 'safe') return f.why === 'room' ? 'safe: there is room on the card' : 'safe: the leader leaves the Division next';
  if (f.kind === 'certain') return 'certain collision: the leader cannot clear the card this Stage';
  return `depends on Office ${f.office + 1} (its free berths and boards; the Permit may go unused)`;
}

/** §14.2: the ruling policy (rollouts, hints, the first candidate). */
export function policyRuling(G: DivisionState, item: Ruling): 'permit' | 'hold' {
  if (roomFor(G, item.card)) return 'permit';
  const leader = G.trains.find((t) => t.no === item.leader);
  if (!leader || leader.pos.at !== 'card') return 'permit';
  if (leader.pos.place === 'siding') {
    const occ = trainsOnCard(G, item.card);
    const line = occ.filter((t) => t.pos.at === 'card' && t.pos.place === 'line');
    return line.length === 0 || line.some((t) => t.dir !== leader.dir) ? 'permit' : 'hold';
  }
  const last = leader.pos.region === mainline(G.cards[leader.pos.card].type).regions - 1;
  if (!last) return 'hold';
  const node = nodeAhead(leader.pos.card, leader.dir);
  if (!isOfficeNode(G, node)) return 'permit';
  const o = officeOfNode(node);
  const at = trainsAtOffice(G, o);
  // A free berth no more superior arriving train can take first.
  const rivals = G.trains.filter((t) => t !== leader && t.pos.at === 'card' && nodeAhead(t.pos.card, t.dir) === node
    && t.pos.region === mainline(G.cards[t.pos.card].type).regions - 1 && byPriority(G)(t, leader) < 0);
  if (at.length + rivals.length < berths(G.offices[o])) return 'permit';
  // An exchange applies now: a standing train there heads onto this card.
  if (at.some((t) => t.dir !== leader.dir)) return 'permit';
  return 'hold';
}
