// Railways of the Lost Atlas's hidden information on the wire (design §5.5, §7.5 Secrecy): a
// 3-seat match (Long, the default at 3) created and joined through the lobby, played through the seats' own raw
// sockets with the game's enumerator across map building (the face-down map stack is the only
// secret) into the first Stock Round, while every socket (each seat, a spectator, and latecomers
// that sync mid-building) records everything it receives. Each received state is checked against
// the stored truth at its stateID: no map stack (only its size), no seed or PRNG state, and
// everything else exactly as stored (so no draw shows in the log before it happens). A Short match
// with the Events module checks the same for the event deck: only the revealed cards and eventsLeft.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { lostAtlas } from '../../games/lost-atlas';
import type { LAState } from '../../games/lost-atlas/rules/state';
import { api, createAndJoin, sleep } from './helpers';
import { listenOnWire, statesIn, until, useWireServer, type Listener } from './wire';

const SEATS = ['0', '1', '2'];
const MOVES = 45;
const LATECOMERS_AT = 10;

const wire = useWireServer('secrecy-lost-atlas', [lostAtlas]);
const sockets = wire.sockets;


/**
 * The seat to play picks a move at random from the enumerator on its own view and sends it over
 * its socket; resolves once every socket has the next state. Passing is left out of the Stock Round
 * so the match goes on (three passes would redeal).
 */
async function playRandomMove(listeners: Listener[], seat: string, t: number, rng: () => number, credentials: Record<string, string>, matchID: string) {
  const view = listeners[Number(seat)].latest;
  expect(view._stateID).toBe(t);
  const options = lostAtlas.game.ai!.enumerate(view.G, view.ctx, seat) as { move: string; args?: any[] }[];
  expect(options.length).toBeGreaterThan(0);
  const useful = options.filter((o) => o.move !== 'pass');
  const pool = useful.length ? useful : options;
  const pick = pool[Math.floor(rng() * pool.length)];
  listeners[Number(seat)].socket.emit('update', { type: 'MAKE_MOVE', payload: { type: pick.move, args: pick.args ?? [], playerID: seat, credentials: credentials[seat] } }, t, matchID, seat);
  await until(() => listeners.every((l) => l.latest?._stateID === t + 1), () => `every socket's update after ${pick.move} at stateID ${t}`);
}

describe('Railways of the Lost Atlas secrets on the wire', () => {
  it('no socket receives the map stack, the seed or the PRNG state', async () => {
    const { matchID, seats } = await createAndJoin(wire.server.url, SEATS.length, lostAtlas.id);
    const credentials = Object.fromEntries(seats.map((s) => [s.playerID, s.credentials]));
    const stored = () => wire.server.storage.fetch(matchID, { state: true, initialState: true });
    const truth: any[] = [stored().state];
    expect(truth[0].G.secret.stack.length).toBeGreaterThan(20);
    const listen = (name: string, seat: string | null): Listener => listenOnWire(wire.server.url, lostAtlas.id, name, seat, sockets);
    const listeners: Listener[] = [...SEATS.map((id) => listen(`seat ${id}`, id)), listen('spectator', null)];
    const sync = (l: Listener) => l.socket.emit('sync', matchID, l.seat, l.seat === null ? undefined : credentials[l.seat], SEATS.length);
    listeners.forEach(sync);
    await until(() => listeners.every((l) => l.latest !== null), () => 'the first sync replies');
    const rng = seedrandom('secrecy-lost-atlas');
    let t = 0;
    for (; t < MOVES && !truth[t].ctx.gameover; t++) {
      if (t === LATECOMERS_AT) {
        const late = [listen('seat 1, second tab', '1'), listen('late spectator', null)];
        late.forEach(sync);
        await until(() => late.every((l) => l.latest?._stateID === t), () => "the latecomers' sync replies");
        listeners.push(...late);
      }
      await playRandomMove(listeners, truth[t].ctx.currentPlayer, t, rng, credentials, matchID);
      truth[t + 1] = stored().state;
    }
    await sleep(100);
    expect(t).toBeGreaterThan(LATECOMERS_AT);
    const seed: string = truth[0].plugins.random.data.seed;
    let checked = 0;
    let stackSeen = 0;
    for (const l of listeners) {
      for (const e of l.events) {
        const wire = JSON.stringify(e.args);
        expect(wire).not.toContain(seed);
        expect(wire).not.toContain('prngstate');
        if (e.event === 'patch') for (const op of e.args[3] ?? []) expect(String(op.path), `${l.name}: patch`).not.toMatch(/^\/G\/secret/);
        for (const state of statesIn(e)) {
          if (!state) continue;
          const real = truth[state._stateID];
          const G = state.G as LAState & { stackCount: number };
          expect(G.secret, l.name).toBeUndefined();
          expect(G.stackCount).toBe(real.G.secret.stack.length);
          if (G.stackCount > 0) stackSeen++;
          const { secret: _secret, ...publicPart } = real.G as LAState;
          expect({ ...G, stackCount: undefined }).toEqual({ ...publicPart, stackCount: undefined });
          expect(state.plugins?.random?.data).toBeUndefined();
          checked++;
        }
      }
    }
    expect(stackSeen).toBeGreaterThan(50);
    expect(checked).toBeGreaterThan(t * 4);
  }, 180_000);

  it('with the Events module no socket receives the event deck or the boxed cards, only eventsLeft and the revealed card', async () => {
    // Short at 3 seats builds in about 30 moves, so the first reveal (and the first SR) is reached.
    const created = await api(wire.server.url, 'POST', `/games/${lostAtlas.id}/create`, { numPlayers: 3, setupData: { mode: 'short', events: true } });
    expect(created.status).toBe(200);
    const matchID: string = created.json.matchID;
    const credentials: Record<string, string> = {};
    for (const id of SEATS) credentials[id] = (await api(wire.server.url, 'POST', `/games/${lostAtlas.id}/${matchID}/join`, { playerID: id, playerName: `P${id}` })).json.playerCredentials;
    const stored = () => wire.server.storage.fetch(matchID, { state: true, initialState: true });
    const truth: any[] = [stored().state];
    const all: string[] = [...truth[0].G.secret.eventDeck, ...truth[0].G.secret.eventBox];
    expect(all.length).toBe(16);
    const listeners: Listener[] = [...SEATS.map((id) => listenOnWire(wire.server.url, lostAtlas.id, `events seat ${id}`, id, sockets)), listenOnWire(wire.server.url, lostAtlas.id, 'events spectator', null, sockets)];
    listeners.forEach((l) => l.socket.emit('sync', matchID, l.seat, l.seat === null ? undefined : credentials[l.seat], SEATS.length));
    await until(() => listeners.every((l) => l.latest !== null), () => 'the first sync replies');
    const rng = seedrandom('secrecy-lost-atlas-events');
    let t = 0;
    for (; t < 60 && !truth[t].ctx.gameover; t++) {
      await playRandomMove(listeners, truth[t].ctx.currentPlayer, t, rng, credentials, matchID);
      truth[t + 1] = stored().state;
    }
    await sleep(100);
    expect(truth[t].G.events.revealed.length).toBeGreaterThan(0); // the reveal happened in the states checked
    let checked = 0;
    for (const l of listeners) {
      for (const e of l.events) {
        if (e.event === 'patch') for (const op of e.args[3] ?? []) expect(String(op.path), `${l.name}: patch`).not.toMatch(/^\/G\/secret/);
        for (const state of statesIn(e)) {
          if (!state) continue;
          const real = truth[state._stateID].G as LAState;
          const G = state.G as LAState & { eventsLeft: number };
          expect(G.secret, l.name).toBeUndefined();
          expect(G.eventsLeft).toBe(real.secret.eventDeck!.length);
          expect(G.events).toEqual(real.events);
          const wire = JSON.stringify(G);
          for (const id of all) if (!real.events!.revealed.includes(id)) expect(wire.includes(`"${id}"`), `${l.name}: ${id} unrevealed at ${state._stateID}`).toBe(false);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(t * 4);
  }, 180_000);
});
