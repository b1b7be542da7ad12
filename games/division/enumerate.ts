// Every legal move of a seat, nothing summarised (bots, playouts and the board's hints share it).
import type { Ctx } from 'boardgame.io';
import type { MoveChoice } from '../kit/types';
import type { HomeCardId } from './data';
import { checkMove, expectedStage } from './moves';
import { playTargets } from './rules/canPlay';
import { legalExtras } from './rules/extras';
import { blockReason, switchMoves, switchReason } from './rules/switching';
import { HIDDEN, officeOfSeat, trainsAtOffice, type Dir, type DivisionState } from './rules/state';

export function enumerate(G: DivisionState, ctx: Pick<Ctx, 'currentPlayer' | 'gameover'>, seat: string | null | undefined): MoveChoice[] {
  if (G.gameover || ctx.gameover || seat !== ctx.currentPlayer || seat == null) return [];
  const stage = expectedStage(G);
  const out: MoveChoice[] = [];
  if (stage === 'ruling') {
    if (G.superintendent !== seat) return [];
    const item = G.pending.find((r) => r.decision === null)!;
    out.push({ move: 'rule', args: [item.train, 'permit'] }, { move: 'rule', args: [item.train, 'hold'] });
    out.push({ move: 'holdRemaining', args: [] });
    return out;
  }
  const o = officeOfSeat(G, seat);
  for (const dir of ['W', 'E'] as Dir[]) {
    const value = G.offices[o].board[dir] === 'stop' ? 'clear' : 'stop';
    if (checkMove(G, ctx, seat, 'setBoard', [dir, value]) === null) out.push({ move: 'setBoard', args: [dir, value] });
  }
  for (const t of trainsAtOffice(G, o)) {
    if (blockReason(G, seat, t.no) === null) out.push({ move: 'blockTrain', args: [t.no] });
    if (switchReason(G, seat, t.no, 0, 1, 0) === 'You need a Small Yard or a Classification Yard to switch cars.' || G.turn.switched) continue;
    for (const [from, count, to] of switchMoves(t)) out.push({ move: 'switchCars', args: [t.no, from, count, to] });
  }
  if (stage === 'office') {
    out.push({ move: 'takeDraw', args: [] });
    for (const x of legalExtras(G, seat)) out.push({ move: 'makeExtra', args: [x.yard, x.dir] });
  }
  if (stage === 'drawOption') {
    const hand = [...new Set(G.hands[seat])].filter((c): c is HomeCardId => c !== HIDDEN);
    for (const card of hand) for (const target of playTargets(G, seat, card)) out.push({ move: 'playCard', args: [card, target] });
    for (const card of hand) out.push({ move: 'discard', args: [card] });
  }
  if (stage !== 'office' && checkMove(G, ctx, seat, 'endLocalOps', []) === null) out.push({ move: 'endLocalOps', args: [] });
  return out;
}
