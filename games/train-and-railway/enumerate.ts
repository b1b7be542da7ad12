// Every legal move for a seat. Candidates are generated generously and kept only when the same
// legality function the moves use accepts them, so the list is exact by construction.
import type { Ctx } from 'boardgame.io';
import type { MoveChoice, PlayerID } from '../kit/types';
import { FACTORY_TYPES, type Good } from './data/goods';
import { UPGRADES } from './data/upgrades';
import { contract } from './data/contracts';
import { staticBoard } from './rules/board';
import { hexAcceptsRail } from './rules/railway';
import { FACTORY_PAYMENTS, factorySites, paymentReason } from './rules/factory';
import { ALL_SEGMENTS, neighbour, segEdges } from './rules/hex';
import { availableLocationActions } from './rules/location';
import { legalSteps } from './rules/movement';
import type { TRState } from './rules/state';
import { checkMove } from './moves';

/**
 * Legal factory placements, computed per site and exit rather than through checkMove for each of
 * the 540 combinations (the connectivity search runs once per site). The enumerator test checks
 * these against the real reducer.
 */
function factoryOptions(G: TRState, pid: PlayerID): MoveChoice[] {
  const out: MoveChoice[] = [];
  if (G.turn.pending || G.turn.location) return out;
  const pays = FACTORY_PAYMENTS.filter((pay) => paymentReason(G, pid, pay) === null);
  for (const { hex, exits } of factorySites(G, pid)) {
    for (const exit of exits) for (const type of FACTORY_TYPES) for (const pay of pays) out.push({ move: 'buildFactory', args: [hex, type, exit, pay] });
  }
  return out;
}

function candidates(G: TRState, ctx: Ctx, pid: PlayerID): { checked: MoveChoice[]; direct: MoveChoice[] } {
  const out: MoveChoice[] = [];
  const none: MoveChoice[] = [];
  if (ctx.phase === 'chooseStart') {
    for (const s of staticBoard(G.mapId).map.starts) out.push({ move: 'chooseStart', args: [s.id] });
    return { checked: out, direct: none };
  }
  const P = G.players[pid];
  const p = G.turn.pending;
  if (p?.k === 'draw') {
    if (p.next) {
      const [hex, e] = p.next.split('|');
      const entry = Number(e);
      for (const d of [2, 3, 4]) out.push({ move: 'drawRailSegment', args: [hex, entry, (entry + d) % 6] });
      return { checked: out, direct: none };
    }
    if (p.at) {
      for (const seg of ALL_SEGMENTS) {
        const [a, b] = segEdges(seg);
        out.push({ move: 'drawRailSegment', args: [p.at, a, b] }, { move: 'drawRailSegment', args: [p.at, b, a] });
      }
      return { checked: out, direct: none };
    }
    // A path starts anywhere: first the hex (listed directly, there are dozens), then the segment.
    const direct = staticBoard(G.mapId).cells.filter((hex) => hexAcceptsRail(G, hex)).map((hex) => ({ move: 'chooseRailHex', args: [hex] }));
    return { checked: [], direct };
  }
  if (p?.k === 'move') {
    const left = p.budget < 0 ? -1 : p.budget - p.taken;
    for (const s of legalSteps(G, pid, left)) out.push({ move: 'moveStep', args: [s.seg] });
    out.push({ move: 'stopTrain', args: [] });
    return { checked: out, direct: none };
  }
  if (p?.k === 'sale') {
    for (const c of G.publicContracts) for (const g of new Set(c.left)) out.push({ move: 'sellGood', args: [c.id, g] });
    for (const id of P.secret) for (const g of new Set(contract(id).goods)) out.push({ move: 'sellGood', args: [id, g] });
    out.push({ move: 'finishSale', args: [] });
    return { checked: out, direct: none };
  }
  if (p?.k === 'discard') {
    for (const g in P.goods) out.push({ move: 'discardGood', args: [g as Good] });
    return { checked: out, direct: none };
  }
  const locationActions = availableLocationActions(G, pid).map(({ move, args }) => ({ move, args }));
  if (G.turn.location) {
    out.push(...locationActions, { move: 'passLocation', args: [] });
    return { checked: out, direct: none };
  }
  out.push({ move: 'drawRailway', args: [] }, { move: 'moveForward', args: [] }, { move: 'mainLocation', args: [] });
  const t = G.trains[pid];
  const factories: MoveChoice[] = [];
  if (t) {
    for (const seg of G.rails[t.hex] ?? []) for (const f of segEdges(seg)) out.push({ move: 'changeDirection', args: [seg, f] });
    factories.push(...factoryOptions(G, pid));
  }
  out.push({ move: 'spendFuel', args: ['wood'] }, { move: 'spendFuel', args: ['coal'] }, { move: 'spendIron', args: [] });
  for (const u of UPGRADES) out.push({ move: 'upgrade', args: [u.id] });
  out.push(...locationActions);
  out.push({ move: 'endTurn', args: [] });
  return { checked: out, direct: factories };
}

export function enumerate(G: TRState, ctx: Ctx, playerID: PlayerID): MoveChoice[] {
  if (G.gameover || ctx.gameover || ctx.currentPlayer !== playerID) return [];
  // `checked` candidates go through checkMove; `direct` ones are built from the same rule functions
  // (factory placements, the start hex of a railway) because there are many; the enumerator tests
  // compare both kinds with the real reducer.
  const { checked, direct } = candidates(G, ctx, playerID);
  const legal = checked.filter((m) => checkMove(G, ctx, playerID, m.move, m.args ?? []) === null);
  return [...legal, ...direct];
}
