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

/**
 * Whether the seat may undo now. Clients never receive boardgame.io's undo stack, so this
 * replays the current turn's log: moves and events push, undos pop; the seat may undo the top
 * entry when it is its own and the move is undoable.
 */
export function canUndo(game: GameModule, G: unknown, ctx: Ctx, log: LogEntry[], playerID: string | null | undefined): boolean {
  if (playerID == null || ctx.gameover || (game.game as any).disableUndo) return false;
  const stack: LogEntry[] = [];
  for (const entry of log) {
    if (entry.turn !== ctx.turn || entry.phase !== ctx.phase) {
      stack.length = 0;
      continue;
    }
    const type = entry.action?.type;
    if (type === 'MAKE_MOVE' || type === 'GAME_EVENT') stack.push(entry);
    else if (type === 'UNDO') stack.pop();
  }
  const top = stack[stack.length - 1];
  if (!top || top.action.payload.playerID !== playerID) return false;
  if (top.action.type !== 'MAKE_MOVE') return true;
  const move = findMove(game, ctx, top.action.payload.type, playerID) as { undoable?: boolean | ((a: any) => boolean) } | undefined;
  if (!move || typeof move !== 'object' || move.undoable === undefined) return true;
  if (typeof move.undoable === 'function') {
    try {
      return !!move.undoable({ G, ctx });
    } catch {
      return false;
    }
  }
  return move.undoable;
}

/** The tab title: it says when it is your turn. */
export function tabTitle(gameName: string, ctx: Ctx, viewer: string | null | undefined, viewerName?: string): string {
  if (ctx.gameover) return `Game over · ${gameName} · Railhouse`;
  if (viewer != null && actingSeats(ctx).includes(viewer)) return `▶ ${viewerName ? viewerName + ', your' : 'Your'} turn · ${gameName} · Railhouse`;
  return `${gameName} · Railhouse`;
}
