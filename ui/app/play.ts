// Pure helpers of the match screen: who must act, the legal moves of a seat, whether the last
// move can be undone, and the text of the tab title.
import type { Ctx, LogEntry } from 'boardgame.io';
import type { GameModule, MoveChoice } from '../../games/kit/types';

/** The seats that must act now (stage players, or the current player). */
export function actingSeats(ctx: Ctx): string[] {
  if (ctx.gameover) return [];
  if (ctx.activePlayers) return Object.keys(ctx.activePlayers);
  return [ctx.currentPlayer];
}

/** Every legal move of the seat now (empty when it need not act, or for a spectator). */
export function legalMovesFor(game: GameModule, G: unknown, ctx: Ctx, playerID: string | null | undefined): MoveChoice[] {
  if (playerID == null || !actingSeats(ctx).includes(playerID)) return [];
  const enumerate = game.game.ai?.enumerate as ((G: any, ctx: Ctx, playerID: string) => any[]) | undefined;
  if (!enumerate) return [];
  try {
    return (enumerate(G, ctx, playerID) ?? [])
      .filter((row) => row && typeof row.move === 'string')
      .map((row) => ({ move: row.move, args: row.args ?? [] }));
  } catch (e) {
    console.error('The enumerator failed', e);
    return [];
  }
}

function findMove(game: GameModule, ctx: Ctx, name: string, playerID: string): unknown {
  const g = game.game as any;
  const stage = ctx.activePlayers?.[playerID];
  const phase = ctx.phase ? g.phases?.[ctx.phase] : undefined;
  const stages = phase?.turn?.stages ?? g.turn?.stages;
  return (stage && stages?.[stage]?.moves?.[name]) ?? phase?.moves?.[name] ?? g.moves?.[name];
}

export type UndoStatus = { ok: true } | { ok: false; reason: string };

/**
 * Whether the seat may undo now, and if not, why (the Undo control shows the reason). Clients
 * never receive boardgame.io's undo stack, so this replays the current turn's log: moves and
 * events push, undos pop; the seat may undo the top entry when it is its own and the move is
 * undoable (the game's rule: a move that revealed something hidden is not).
 */
export function undoStatus(game: GameModule, G: unknown, ctx: Ctx, log: LogEntry[], playerID: string | null | undefined): UndoStatus {
  if (playerID == null) return { ok: false, reason: 'Only players can undo; you are watching.' };
  if (ctx.gameover) return { ok: false, reason: 'The game is over.' };
  if ((game.game as any).disableUndo) return { ok: false, reason: `${game.name} has no undo: every move is final.` };
  if (!actingSeats(ctx).includes(playerID)) return { ok: false, reason: 'Undo takes back moves of your own turn only, and it is not your turn.' };
  const stack: LogEntry[] = [];
  for (const entry of log) {
    if (entry.turn !== ctx.turn || entry.phase !== ctx.phase) {
      stack.length = 0;
      continue;
    }
    const type = entry.action?.type;
    // An event a move triggers (endStage, endTurn) is logged with that move's _stateID: it is part
    // of the move, not an undo step of its own.
    const partOfMove = type === 'GAME_EVENT' && stack.length > 0 && stack[stack.length - 1]._stateID === entry._stateID;
    if ((type === 'MAKE_MOVE' || type === 'GAME_EVENT') && !partOfMove) stack.push(entry);
    else if (type === 'UNDO') stack.pop();
  }
  const top = stack[stack.length - 1];
  if (!top) return { ok: false, reason: 'Nothing to undo: you have made no move this turn yet.' };
  if (top.action.payload.playerID !== playerID) return { ok: false, reason: 'The last move was not yours.' };
  if (top.action.type !== 'MAKE_MOVE') return { ok: true };
  const move = findMove(game, ctx, top.action.payload.type, playerID) as { undoable?: boolean | ((a: any) => boolean) } | undefined;
  let undoable = true;
  if (move && typeof move === 'object' && move.undoable !== undefined) {
    try {
      undoable = typeof move.undoable === 'function' ? !!move.undoable({ G, ctx }) : move.undoable;
    } catch {
      undoable = false;
    }
  }
  return undoable ? { ok: true } : { ok: false, reason: 'Your last move revealed something hidden (a card drawn or turned over), so it cannot be taken back.' };
}

/** Whether the seat may undo now (see undoStatus for the reason when not). */
export function canUndo(game: GameModule, G: unknown, ctx: Ctx, log: LogEntry[], playerID: string | null | undefined): boolean {
  return undoStatus(game, G, ctx, log, playerID).ok;
}

/** The tab title: it says when it is your turn. */
export function tabTitle(gameName: string, ctx: Ctx, viewer: string | null | undefined, viewerName?: string): string {
  if (ctx.gameover) return `Game over · ${gameName} · Railhouse`;
  if (viewer != null && actingSeats(ctx).includes(viewer)) return `▶ ${viewerName ? viewerName + ', your' : 'Your'} turn · ${gameName} · Railhouse`;
  return `${gameName} · Railhouse`;
}
