// The end of a Stock Round (design §3.5 SR end): the sold-out rise, the next priority (the player
// after the last one who did something other than pass; an auction counts for its opener), and in
// the first SR only, when no Minor launched, the charters are reshuffled into columns and the SR is
// played again.
import { soldOutRise } from './shares';
import { srEndEventDrop } from './events';
import { dissolve } from './operating';
import type { LAState } from './state';
import { charterColumns, dealColumns, type SetupRandom } from './initial';

/** Returns true when the SR must be played again (the first-SR redeal). */
export function endStockRound(G: LAState, random: Pick<SetupRandom, 'shuffle'>): boolean {
  const sr = G.sr!;
  soldOutRise(G);
  for (const co of srEndEventDrop(G)) dissolve(G, co); // HER-6
  const n = G.players.length;
  if (sr.lastActor !== null) {
    for (let k = 1; k <= n; k++) {
      const seat = (sr.lastActor + k) % n;
      if (!G.players[seat].out) { G.priority = seat; break; }
    }
  }
  const redeal = G.cycle === 1 && !sr.launchedAny && !Object.values(G.companies).some((c) => c && !c.closed);
  if (redeal) {
    const all = random.shuffle(G.charters.columns.flat());
    G.charters.columns = dealColumns(all, charterColumns(G));
  }
  G.sr = undefined;
  return redeal;
}
