// A bot seated in an online match: a real socket client (boardgame.io Client + SocketIO, run
// in Node, usually inside a worker thread of the server) that plays one seat until gameover.
// It only ever decides on an AUTHORITATIVE state from the server: the client applies our own
// moves optimistically without turn triggers, so deciding on that state would desync
// (stack.md, Clients). The bot sees what the seat's client receives: the filtered view.
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { Difficulty } from './protocol';
import { loadBotGame } from './index';
import { createSeatBot, SearchMemory, type ChosenMove } from './mcts';

export interface PlaySeatOptions {
  server: string;
  gameId: string;
  matchID: string;
  playerID: string;
  credentials: string;
  difficulty: Difficulty;
  /** Called after each move is sent. */
  onMove?: (move: ChosenMove, stateID: number) => void;
  /** Without an answer from the server this long after a move, ask for a fresh sync (ms). */
  resyncAfterMs?: number;
  /** Give up after this many moves that the server never confirmed. */
  maxUnconfirmed?: number;
}

type TransportData = { type: string; args: unknown[] };

export async function playSeat(opts: PlaySeatOptions): Promise<void> {
  const loaded = await loadBotGame(opts.gameId);
  const resyncAfterMs = opts.resyncAfterMs ?? 10_000;
  const maxUnconfirmed = opts.maxUnconfirmed ?? 3;
  const client = Client({
    game: loaded.module.game,
    multiplayer: SocketIO({ server: opts.server }),
    matchID: opts.matchID,
    playerID: opts.playerID,
    credentials: opts.credentials,
    debug: false,
  });

  return new Promise<void>((resolve, reject) => {
    let thinking = false;
    let recheck = false;
    let finished = false;
    /** The authoritative _stateID our last move was made on; -1 when none is in flight. */
    let movedAt = -1;
    let unconfirmed = 0;
    let resyncTimer: ReturnType<typeof setTimeout> | undefined;
    /** The seat's search trees, reused from move to move. */
    const memory = new SearchMemory();

    const finish = (error?: Error) => {
      if (finished) return;
      finished = true;
      if (resyncTimer) clearTimeout(resyncTimer);
      client.stop();
      if (error) reject(error);
      else resolve();
    };

    const consider = async (): Promise<void> => {
      if (finished) return;
      if (thinking) {
        recheck = true;
        return;
      }
      const state = client.getState();
      if (!state) return;
      if (state.ctx.gameover !== undefined) return finish();
      if (movedAt !== -1 && state._stateID <= movedAt) return; // our move is still on its way
      if (movedAt !== -1) {
        movedAt = -1;
        unconfirmed = 0;
        if (resyncTimer) clearTimeout(resyncTimer);
      }
      if (!state.isActive) return;

      thinking = true;
      try {
        const bot = createSeatBot(opts.difficulty, loaded, {
          seed: `${opts.matchID}/${opts.playerID}/${state._stateID}/${unconfirmed}`,
          memory,
        });
        const { move } = await bot.choose(state.G, state.ctx, opts.playerID);
        if (finished) return;
        const now = client.getState();
        if (!now || now._stateID !== state._stateID) {
          recheck = true; // the world moved on while we thought
          return;
        }
        if (!move) return finish(new Error(`Seat ${opts.playerID} is active but has no legal move.`));
        const dispatch = client.moves[move.move];
        if (!dispatch) return finish(new Error(`The game has no move "${move.move}".`));
        movedAt = state._stateID;
        dispatch(...move.args);
        opts.onMove?.(move, state._stateID);
        resyncTimer = setTimeout(() => {
          // No answer: the server dropped the move (it answers invalid moves with silence)
          // or the connection hiccuped. Ask for the truth and decide again.
          unconfirmed++;
          if (unconfirmed >= maxUnconfirmed) {
            finish(new Error(`The server did not confirm ${unconfirmed} moves of seat ${opts.playerID}.`));
            return;
          }
          movedAt = -1;
          (client as unknown as { transport: { requestSync(): void } }).transport.requestSync();
        }, resyncAfterMs);
      } catch (err) {
        finish(err instanceof Error ? err : new Error(String(err)));
      } finally {
        thinking = false;
        if (recheck && !finished) {
          recheck = false;
          void consider();
        }
      }
    };

    // Decide only when data comes from the server (sync, update, patch), never on the
    // client's optimistic copy of our own move.
    const transport = (client as unknown as { transport: { transportDataCallback: (data: TransportData) => void } })
      .transport;
    const forward = transport.transportDataCallback;
    transport.transportDataCallback = (data: TransportData) => {
      forward(data);
      if (data.type === 'sync' || data.type === 'update' || data.type === 'patch') void consider();
    };
    client.start();
  });
}
