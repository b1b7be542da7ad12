// Stand-in for bots/seat.ts (reference game only): a socket client that always plays the first
// enumerated move, acting once per turn and only on the server's authoritative state.
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { referenceGame } from '../../tools/reference-game';

export async function playSeat(opts: {
  server: string;
  gameId: string;
  matchID: string;
  playerID: string;
  credentials: string;
  difficulty: 'easy' | 'normal' | 'hard';
}): Promise<void> {
  if (opts.gameId !== referenceGame.id) throw new Error(`stand-in bot plays only ${referenceGame.id}`);
  const client = Client({
    game: referenceGame.game,
    multiplayer: SocketIO({ server: opts.server }),
    matchID: opts.matchID,
    playerID: opts.playerID,
    credentials: opts.credentials,
    debug: false,
  });
  await new Promise<void>((resolve) => {
    let lastTurn = -1;
    let done = false;
    client.subscribe((state) => {
      if (!state || done) return;
      if (state.ctx.gameover) {
        done = true;
        setTimeout(() => {
          client.stop();
          resolve();
        });
        return;
      }
      if (state.ctx.currentPlayer !== opts.playerID || state.ctx.turn === lastTurn) return;
      lastTurn = state.ctx.turn;
      const [choice] = referenceGame.game.ai!.enumerate(state.G, state.ctx, opts.playerID) as { move: string; args: any[] }[];
      setTimeout(() => client.moves[choice.move](...(choice.args ?? [])), 5);
    });
    client.start();
  });
}
