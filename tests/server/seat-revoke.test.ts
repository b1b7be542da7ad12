// A seat that changes hands stops reaching the sockets of its old holder (issue 46 §2): after a
// leave (and a newcomer's join), a hand-over to a bot and a resignation, the old holder's socket
// is told `seat-revoked` and disconnected, and receives no further message, so none of the
// seat's hand; the other seats and a spectator play on. A freed seat reports isConnected false
// (§4). Without a notice at all (a write the lobby never announced), the broadcast's own check
// revokes the socket once the seats it knows are older than their allowed age.
import path from 'node:path';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { division } from '../../games/division';
import { SEAT_REVOKED } from '../../server/transport';
import { onSeatRevoked, SEAT_REVOKED_EVENT } from '../../ui/app/seatRevoked';
import { api, createAndJoin, seatClient, sleep, startServer, tempDir, waitFor } from './helpers';
import { handViews, playMoves, revokedAt, SEATS, synced, syncedListener } from './seat-watch';
import { until, useWireServer, type Listener } from './wire';

const wire = useWireServer('seat-revoke', [division]);
const sockets = wire.sockets;

async function seatedMatch(url = wire.server.url) {
  const { matchID, seats } = await createAndJoin(url, SEATS.length, division.id);
  const credentials: Record<string, string> = Object.fromEntries(seats.map((s) => [s.playerID, s.credentials]));
  const bySeat: Record<string, Listener> = Object.fromEntries(
    SEATS.map((id) => [id, syncedListener(url, sockets, matchID, `seat ${id}`, id, credentials[id])]),
  );
  const spectator = syncedListener(url, sockets, matchID, 'spectator', null);
  await synced(...Object.values(bySeat), spectator);
  return { matchID, credentials, bySeat, spectator };
}

/** Plays until seat 0 is not to move (so seats 1 and 2 can play on while seat 0 has no player). */
async function untilSeatZeroWaits(matchID: string, credentials: Record<string, string>, bySeat: Record<string, Listener>, spectator: Listener) {
  const stored = () => wire.server.storage.fetch(matchID, { state: true }).state;
  for (let i = 0; i < 40 && stored().ctx.currentPlayer === '0'; i++) {
    await playMoves({
      matchID, stored, rng: seedrandom(`before-${i}`), max: 1, watchers: [...Object.values(bySeat), spectator],
      player: (seat) => ({ listener: bySeat[seat], credentials: credentials[seat] }),
    });
  }
  expect(stored().ctx.currentPlayer).not.toBe('0');
}

/** The old socket was revoked at once and received nothing after that, while the match went on to `after`. */
async function expectCutOff(old: Listener, matchID: string, stateAtChange: number) {
  await until(() => revokedAt(old) >= 0 && !old.socket.connected, () => `${old.name} was not revoked`);
  const at = revokedAt(old);
  expect(old.events[at].args).toEqual([matchID, '0']);
  expect(old.events.slice(at + 1).map((e) => e.event)).toEqual([]);
  // Nothing of a state after the change reached it, so none of the seat's hand as it changed.
  const latestSeen = Math.max(...old.events.filter((e) => e.event === 'update' || e.event === 'sync').map((e) => e.at));
  expect(latestSeen).toBeLessThanOrEqual(stateAtChange);
}

describe('a seat that changes hands is cut off from its old sockets', () => {
  it('leave, then a newcomer joins the seat: the leaver\'s socket is revoked and reads nothing of the newcomer\'s hand; the freed seat reports isConnected false', async () => {
    const { matchID, credentials, bySeat, spectator } = await seatedMatch();
    const old = bySeat['0'];
    expect(handViews(old, '0')).toBeGreaterThan(0); // it was reading the seat, so it could go on
    const before = (await api(wire.server.url, 'GET', `/games/division/${matchID}`)).json;
    expect(before.players[0].isConnected).toBe(true);

    const stateAtChange = wire.server.storage.fetch(matchID, { state: true }).state._stateID;
    const left = await api(wire.server.url, 'POST', `/games/division/${matchID}/leave`, { playerID: '0', credentials: credentials['0'] });
    expect(left.status).toBe(200);
    const freed = (await api(wire.server.url, 'GET', `/games/division/${matchID}`)).json;
    expect(freed.players[0]).toEqual({ id: 0, isConnected: false });

    const joined = await api(wire.server.url, 'POST', `/games/division/${matchID}/join`, { playerID: '0', playerName: 'Newcomer' });
    expect(joined.status).toBe(200);
    const newcomer = syncedListener(wire.server.url, sockets, matchID, 'newcomer', '0', joined.json.playerCredentials);
    await synced(newcomer);
    const seats: Record<string, Listener> = { ...bySeat, '0': newcomer };
    const creds: Record<string, string> = { ...credentials, '0': joined.json.playerCredentials };
    const played = await playMoves({
      matchID, stored: () => wire.server.storage.fetch(matchID, { state: true }).state, rng: seedrandom('leave'), max: 12,
      watchers: [newcomer, bySeat['1'], bySeat['2'], spectator],
      player: (seat) => ({ listener: seats[seat], credentials: creds[seat] }),
    });
    expect(played).toBe(12);
    expect(handViews(newcomer, '0')).toBeGreaterThan(0); // the seat itself works for its new holder
    await expectCutOff(old, matchID, stateAtChange);
    for (const l of [bySeat['1'], bySeat['2'], spectator, newcomer]) expect(revokedAt(l), l.name).toBe(-1);
    expect(handViews(spectator, '0')).toBe(0);

    // Its reconnect (a fresh socket, the old credentials) gets no sync, so no view of the seat.
    const again = syncedListener(wire.server.url, sockets, matchID, 'leaver again', '0', credentials['0']);
    await until(() => again.events.some((e) => e.event === 'refused'), () => 'the stale re-sync was not refused');
    await sleep(100);
    expect(again.events.map((e) => e.event)).toEqual(['refused']);
  }, 60_000);

  it('the last player leaves and the match is removed: its socket is revoked, a spectator of it is not', async () => {
    const created = await api(wire.server.url, 'POST', `/games/division/create`, { numPlayers: 3 });
    const matchID: string = created.json.matchID;
    const joined = await api(wire.server.url, 'POST', `/games/division/${matchID}/join`, { playerID: '0', playerName: 'Alone' });
    const only = syncedListener(wire.server.url, sockets, matchID, 'the only seat', '0', joined.json.playerCredentials);
    const spectator = syncedListener(wire.server.url, sockets, matchID, 'spectator', null);
    await synced(only, spectator);
    expect(handViews(only, '0')).toBeGreaterThan(0);
    expect((await api(wire.server.url, 'POST', `/games/division/${matchID}/leave`, { playerID: '0', credentials: joined.json.playerCredentials })).status).toBe(200);
    expect((await api(wire.server.url, 'GET', `/games/division/${matchID}`)).status).toBe(404);
    await until(() => revokedAt(only) >= 0 && !only.socket.connected, () => 'the only seat was not revoked');
    expect(only.events.slice(revokedAt(only) + 1)).toEqual([]);
    await sleep(100);
    expect(revokedAt(spectator)).toBe(-1);
    expect(spectator.socket.connected).toBe(true);
  });

  it("the UI's boardgame.io client (OnlineMatch's) hears its seat revoked and is left disconnected; one opened later with the old credentials hears it too", async () => {
    expect(SEAT_REVOKED_EVENT).toBe(SEAT_REVOKED);
    const { matchID, seats } = await createAndJoin(wire.server.url, SEATS.length, division.id);
    const client = seatClient(wire.server.url, division, matchID, '0', seats[0].credentials);
    try {
      let heard = 0;
      onSeatRevoked(client, () => heard++);
      await waitFor(client, (s) => s.ctx && s.isConnected);
      await sleep(100);
      expect(heard).toBe(0);
      expect((await api(wire.server.url, 'POST', `/games/division/${matchID}/leave`, { playerID: '0', credentials: seats[0].credentials })).status).toBe(200);
      await until(() => heard === 1, () => 'the client did not hear seat-revoked', 5_000);
      await until(() => client.getState()?.isConnected === false, () => 'the client still counts itself connected', 5_000);
      await sleep(1_500); // socket.io's first reconnection attempt would come within this
      expect(client.getState()?.isConnected).toBe(false);

      // A page opened later with the dead credentials: its sync is refused, and it is told the same.
      const late = seatClient(wire.server.url, division, matchID, '0', seats[0].credentials);
      let lateHeard = 0;
      onSeatRevoked(late, () => lateHeard++);
      try {
        await until(() => lateHeard === 1, () => 'the late client was not told', 5_000);
        await sleep(200);
        expect(lateHeard).toBe(1);
        expect(late.getState()).toBeNull();
      } finally {
        late.stop();
      }
    } finally {
      client.stop();
    }
  }, 30_000);

  for (const [how, route, body] of [
    ['hand to a bot', 'bot', { difficulty: 'easy' }],
    ['resign', 'resign', {}],
  ] as const) {
    it(`${how}: the old holder's socket is revoked at once and receives nothing while the others play on`, async () => {
      const { matchID, credentials, bySeat, spectator } = await seatedMatch();
      await untilSeatZeroWaits(matchID, credentials, bySeat, spectator);
      const old = bySeat['0'];
      expect(handViews(old, '0')).toBeGreaterThan(0);
      const stateAtChange = wire.server.storage.fetch(matchID, { state: true }).state._stateID;
      const res = await api(wire.server.url, 'POST', `/railhouse/games/division/${matchID}/${route}`, { playerID: '0', credentials: credentials['0'], ...body });
      expect(res.status).toBe(200);
      // Its bot never connects here (the stand-in plays only the reference game): nobody is.
      expect((await api(wire.server.url, 'GET', `/games/division/${matchID}`)).json.players[0].isConnected).toBe(false);
      const played = await playMoves({
        matchID, stored: () => wire.server.storage.fetch(matchID, { state: true }).state, rng: seedrandom(how), max: 6,
        watchers: [bySeat['1'], bySeat['2'], spectator],
        // Seat 0's bot (the tests' stand-in plays only the reference game) never moves here.
        player: (seat) => (seat === '0' ? undefined : { listener: bySeat[seat], credentials: credentials[seat] }),
      });
      expect(played).toBeGreaterThan(0);
      expect(spectator.latest._stateID).toBeGreaterThan(stateAtChange);
      await expectCutOff(old, matchID, stateAtChange);
      for (const l of [bySeat['1'], bySeat['2'], spectator]) expect(revokedAt(l), l.name).toBe(-1);
    }, 60_000);
  }

  it('a change no notice announced: the next broadcast after the seats\' allowed age re-reads them and revokes the stale socket instead of sending it the seat', async () => {
    const dir = tempDir('seat-revoke-unannounced');
    const server = await startServer({ dbPath: path.join(dir, 'db.sqlite'), games: [division], seatCredentialsMaxAgeMs: 300 });
    try {
      const { matchID, seats } = await createAndJoin(server.url, SEATS.length, division.id);
      const credentials: Record<string, string> = Object.fromEntries(seats.map((s) => [s.playerID, s.credentials]));
      const bySeat: Record<string, Listener> = Object.fromEntries(
        SEATS.map((id) => [id, syncedListener(server.url, sockets, matchID, `seat ${id}`, id, credentials[id])]),
      );
      await synced(...Object.values(bySeat));
      const stored = () => server.storage.fetch(matchID, { state: true }).state;
      const play = (n: number, who: Record<string, Listener>) =>
        playMoves({
          matchID, stored, rng: seedrandom('unannounced'), max: n, watchers: [bySeat['1'], bySeat['2']],
          player: (seat) => (who[seat] ? { listener: who[seat], credentials: credentials[seat] } : undefined),
        });
      // A broadcast first, so that this process knows the seats (and would trust them for 300 ms).
      const first = await play(1, bySeat);
      expect(first).toBe(1);
      const old = bySeat['0'];
      expect(old.latest._stateID).toBe(stored()._stateID);

      // As if a process had written new credentials and died before its notice went out.
      const { metadata } = server.storage.fetch(matchID, { metadata: true });
      metadata!.players[0].credentials = 'replaced-without-a-notice';
      server.storage.setMetadata(matchID, metadata!);
      await sleep(400);
      expect(old.socket.connected).toBe(true); // no notice came: nothing revoked it yet
      const stateAtChange = stored()._stateID;
      const { '0': _, ...others } = bySeat;
      // Seat 0 cannot move any more (its credentials are gone): play while the others can.
      const firstMover = stored().ctx.currentPlayer;
      const played = await play(4, firstMover === '0' ? {} : others);
      if (firstMover === '0') {
        expect(played).toBe(0);
        // Nothing was broadcast: a chat line from seat 1 is one.
        bySeat['1'].socket.emit('chat', matchID, { id: 'nudge', sender: '1', payload: 'hello' }, credentials['1']);
      } else {
        expect(played).toBeGreaterThan(0);
      }
      await until(() => revokedAt(old) >= 0 && !old.socket.connected, () => `${old.name} was not revoked`);
      expect(old.events[revokedAt(old)].event).toBe(SEAT_REVOKED);
      expect(old.events.slice(revokedAt(old) + 1)).toEqual([]);
      const latestSeen = Math.max(...old.events.filter((e) => e.event === 'update' || e.event === 'sync').map((e) => e.at));
      expect(latestSeen).toBe(stateAtChange);
    } finally {
      await server.close();
    }
  }, 60_000);
});
