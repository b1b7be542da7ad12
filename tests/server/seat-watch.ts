// Shared by the seat revocation tests (issue 46 §2): a 3-seat Division match whose seats and a
// spectator listen on raw sockets, moves played through the seats' own sockets, and what a socket
// received of one seat's private view (Division hands: HIDDEN for everyone but their holder).
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { division } from '../../games/division';
import { HIDDEN } from '../../games/division/rules/state';
import type { MoveChoice } from '../../games/kit/types';
import { SEAT_REVOKED } from '../../server/transport';
import { choose } from '../games/division/helpers';
import { listenOnWire, until, type Listener } from './wire';

export const SEATS = ['0', '1', '2'];

/** Opens a raw socket on `url` and syncs it to the match as `seat` with `credentials`. */
export function syncedListener(url: string, sockets: Socket[], matchID: string, name: string, seat: string | null, credentials?: string): Listener {
  const l = listenOnWire(url, division.id, name, seat, sockets);
  l.socket.emit('sync', matchID, seat, credentials, SEATS.length);
  return l;
}

export async function synced(...listeners: Listener[]) {
  await until(() => listeners.every((l) => l.latest !== null), () => `not synced: ${listeners.filter((l) => l.latest === null).map((l) => l.name)}`);
}

/** Whether `state` shows `seat`'s hand (at least one card face up). */
function showsHand(state: any, seat: string): boolean {
  return (state?.G?.hands?.[seat] ?? []).some((c: string) => c !== HIDDEN);
}

/** How many messages `l` received from index `from` on that carry `seat`'s hand face up. */
export function handViews(l: Listener, seat: string, from = 0): number {
  let n = 0;
  for (const e of l.events.slice(from)) {
    if (e.event === 'sync' && (showsHand(e.args[1].state, seat) || showsHand(e.args[1].initialState, seat))) n++;
    if (e.event === 'update' && showsHand(e.args[1], seat)) n++;
    if (e.event === 'patch') {
      const ops = (e.args[3] ?? []).filter((op: any) => String(op.path).startsWith(`/G/hands/${seat}`));
      if (ops.some((op: any) => JSON.stringify(op.value ?? HIDDEN).replace(/"\?"|[[\],]/g, '') !== '')) n++;
    }
  }
  return n;
}

/** Index of the `seat-revoked` message `l` received, or -1. */
export function revokedAt(l: Listener): number {
  return l.events.findIndex((e) => e.event === SEAT_REVOKED);
}

export interface PlayOptions {
  matchID: string;
  /** The stored state now. */
  stored(): Promise<any> | any;
  /** The socket that plays `seat` now, and its credentials; undefined: nobody plays it here. */
  player(seat: string): { listener: Listener; credentials: string } | undefined;
  /** Sockets that must all see each new state before the next move. */
  watchers: Listener[];
  rng: () => number;
  /** Play until this many moves or until a seat nobody plays here is to move. */
  max: number;
}

/** Plays moves through the seats' sockets (each picks from its own view); returns how many. */
export async function playMoves(o: PlayOptions): Promise<number> {
  let played = 0;
  for (; played < o.max; played++) {
    const state = await o.stored();
    if (state.ctx.gameover) break;
    const seat = state.ctx.currentPlayer as string;
    const player = o.player(seat);
    if (!player) break;
    const t = state._stateID;
    await until(() => player.listener.latest?._stateID === t, () => `${player.listener.name} has not seen state ${t}`);
    const view = player.listener.latest;
    const options = division.game.ai!.enumerate(view.G, view.ctx, seat) as MoveChoice[];
    expect(options.length, `seat ${seat} has no legal move at stateID ${t}`).toBeGreaterThan(0);
    const pick = choose(options, o.rng);
    player.listener.socket.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: pick.move, args: pick.args ?? [], playerID: seat, credentials: player.credentials } },
      t,
      o.matchID,
      seat,
    );
    await until(
      () => o.watchers.every((l) => (l.latest?._stateID ?? -1) > t),
      () => `every watcher's update after ${pick.move} by seat ${seat} at stateID ${t}`,
    );
  }
  return played;
}
