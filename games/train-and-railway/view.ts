// What each seat may see: its own secret contracts; never another seat's, never the deck order.
import type { PlayerID } from '../kit/types';
import { HIDDEN, type TRState } from './rules/state';

export function playerView(G: TRState, playerID: PlayerID | null | undefined): TRState {
  const players: TRState['players'] = {};
  for (const id in G.players) {
    const P = G.players[id];
    players[id] = id === playerID ? P : { ...P, secret: P.secret.map(() => HIDDEN) };
  }
  return { ...G, players, deck: [] };
}
