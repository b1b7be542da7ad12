// Undo in a match with a master (online over a socket, or the in-browser Local master).
//
// boardgame.io 0.50's client.undo() dispatches UNDO into the client's own store before its
// transport middleware sends it on (dist/cjs/client-*.js, TransportMiddleware after the reducer).
// The copy a master sends to clients never holds the undo stack (_undo), so that local run always
// fails and logs "ERROR: No moves to undo" (reducer-*.js, case UNDO) although the master then
// undoes correctly and sends the undone state back. Here the action goes to the master only, the
// way the middleware would have sent it; the update that comes back redraws the board.
import type { Client } from 'boardgame.io/client';

type BgioClient = ReturnType<typeof Client>;

/** The parts of the client (private in its typings) the middleware itself uses. */
interface ClientInternals {
  transport?: { sendAction(state: unknown, action: unknown): void };
}

/** boardgame.io's undo action (ActionCreators.undo, not exported by the package's entries). */
export function undoAction(playerID: string | null, credentials: string | undefined) {
  return { type: 'UNDO' as const, payload: { type: null, args: null, playerID, credentials } };
}

export function undoOnMaster(client: BgioClient): void {
  const transport = (client as unknown as ClientInternals).transport;
  if (!client.multiplayer || !transport) {
    // No master: the client's own store holds the undo stack.
    client.undo();
    return;
  }
  transport.sendAction(client.store.getState(), undoAction(client.playerID, client.credentials));
}
