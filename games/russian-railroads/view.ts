// What each seat (and a spectator) may see. Hidden: other seats' End Bonus cards (and cards they are
// drawing), the End Bonus pile, the cards and engineers removed unseen. Counts stay visible.
import type { RRState } from './rules/state';

export function playerView(G: RRState, playerID: string | null | undefined): RRState {
  const over = G.gameover !== null;
  const hands: RRState['hands'] = {};
  for (const pid of Object.keys(G.hands)) {
    const own = playerID != null && pid === String(playerID);
    const h = G.hands[pid];
    if (own && h) hands[pid] = { endBonus: [...h.endBonus], drawn: [...h.drawn] };
    else if (over && h) hands[pid] = { endBonus: [...h.endBonus], drawn: [] };
    else hands[pid] = null;
  }
  return { ...G, hands, secret: null };
}
