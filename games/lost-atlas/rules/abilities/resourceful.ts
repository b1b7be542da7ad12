// Resourceful (design §3.1.1): its rusted trains wait (trains.ts `afterNewTrain`); each runs once
// more in the company's next OR turn and leaves the game at the end of that turn's dividend step,
// whether it ran or not. Waiting trains take no slot and cannot be sold or traded in.
import type { CoId, LAState } from '../state';

/** After the dividend step of the company's turn: its waiting trains leave the game. */
export function dropWaitingTrains(G: LAState, co: CoId): void {
  const c = G.companies[co]!;
  G.trains.gone.push(...c.waiting.map((t) => t.card));
  c.waiting = [];
}
