// Every legal move for a seat. Candidates are generated generously and kept only when the same
// legality function the moves use accepts them, so the list is exact by construction.
import type { Ctx } from 'boardgame.io';
import type { MoveChoice, PlayerID } from '../kit/types';
import { FACTORY_TYPES, type Good } from './data/goods';
import { UPGRADES } from './data/upgrades';
import { contract } from './data/contracts';
import { staticBoard } from './rules/board';
import { FACTORY_PAYMENTS, factorySiteReason } from './rules/factory';
import { ALL_SEGMENTS, neighbour, segEdges } from './rules/hex';
import { availableLocationActions } from './rules/location';
import { legalSteps } from './rules/movement';
import type { TRState } from './rules/state';
import { checkMove } from './moves';

function candidates(G: TRState, ctx: Ctx, pid: PlayerID): MoveChoice[] {
  const out: MoveChoice[] = [];
  if (ctx.phase === 'chooseStart') {
    for (const s of staticBoard(G.mapId).map.starts) out.push({ move: 'chooseStart', args: [s.id] });
    return out;
  }
  const P = G.players[pid];
  const p = G.turn.pending;
  if (p?.k === 'draw') {
    if (p.next) {
      const [hex, e] = p.next.split('|');
      const entry = Number(e);
      for (const d of [2, 3, 4]) out.push({ move: 'drawRailSegment', args: [hex, entry, (entry + d) % 6] });
    } else {
      for (const hex of staticBoard(G.mapId).cells) {
        for (const seg of ALL_SEGMENTS) {
          const [a, b] = segEdges(seg);
          out.push({ move: 'drawRailSegment', args: [hex, a, b] });
          if (p.left > 1) out.push({ move: 'drawRailSegment', args: [hex, b, a] });
        }
      }
    }
    return out;
  }
  if (p?.k === 'move') {
    const left = p.budget < 0 ? -1 : p.budget - p.taken;
    for (const s of legalSteps(G, pid, left)) out.push({ move: 'moveStep', args: [s.seg] });
    out.push({ move: 'stopTrain', args: [] });
    return out;
  }
  if (p?.k === 'sale') {
    for (const c of G.publicContracts) for (const g of new Set(c.left)) out.push({ move: 'sellGood', args: [c.id, g] });
    for (const id of P.secret) for (const g of new Set(contract(id).goods)) out.push({ move: 'sellGood', args: [id, g] });
    out.push({ move: 'finishSale', args: [] });
    return out;
  }
  if (p?.k === 'discard') {
    for (const g in P.goods) out.push({ move: 'discardGood', args: [g as Good] });
    return out;
  }
  const locationActions = availableLocationActions(G, pid).map(({ move, args }) => ({ move, args }));
  if (G.turn.location) {
    out.push(...locationActions, { move: 'passLocation', args: [] });
    return out;
  }
  out.push({ move: 'drawRailway', args: [] }, { move: 'moveForward', args: [] }, { move: 'mainLocation', args: [] });
  const t = G.trains[pid];
  if (t) {
    for (const seg of G.rails[t.hex] ?? []) for (const f of segEdges(seg)) out.push({ move: 'changeDirection', args: [seg, f] });
    for (let e = 0; e < 6; e++) {
      const hex = neighbour(t.hex, e);
      if (factorySiteReason(G, pid, hex)) continue;
      for (const type of FACTORY_TYPES) for (let exit = 0; exit < 6; exit++) for (const pay of FACTORY_PAYMENTS) {
        out.push({ move: 'buildFactory', args: [hex, type, exit, pay] });
      }
    }
  }
  out.push({ move: 'spendFuel', args: ['wood'] }, { move: 'spendFuel', args: ['coal'] }, { move: 'spendIron', args: [] });
  for (const u of UPGRADES) out.push({ move: 'upgrade', args: [u.id] });
  out.push(...locationActions);
  out.push({ move: 'endTurn', args: [] });
  return out;
}

export function enumerate(G: TRState, ctx: Ctx, playerID: PlayerID): MoveChoice[] {
  if (G.gameover || ctx.gameover || ctx.currentPlayer !== playerID) return [];
  return candidates(G, ctx, playerID).filter((m) => checkMove(G, ctx, playerID, m.move, m.args ?? []) === null);
}
