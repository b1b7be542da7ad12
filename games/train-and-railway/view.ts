// What each seat may see: its own secret contracts; never another seat's, never the deck order.
import type { PlayerID } from '../kit/types';
import { HIDDEN, type TRState } from './rules/state';

export function playerView(G: TRState, playerID: PlayerID | null | undefined): TRState {
  const players: TRState['players'] = {};
  // A secret contract being sold to right now has been revealed (S004-0087).
  const revealed = G.turn.pending?.k === 'sale' ? Object.keys(G.turn.pending.secretSold) : [];
  for (const id in G.players) {
    const P = G.players[id];
    players[id] = id === playerID ? P : { ...P, secret: P.secret.map((c) => (revealed.includes(c) ? c : HIDDEN)) };
  }
  return { ...G, players, deck: [] };
}
