// Division's hidden information on the wire: a 3-seat match created and joined through the lobby,
// played through the seats' own raw sockets with the game's enumerator, while every socket (each
// seat, a spectator, and latecomers that sync mid-game) records everything it receives. Each
// received state is checked against the stored truth at its stateID: no other seat's hand, no order
// of the Home Office deck or of the Car deck, no seed or PRNG state.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { division } from '../../games/division';
import { HIDDEN, type DivisionState } from '../../games/division/rules/state';
import { choose } from '../games/division/helpers';
import { createAndJoin, sleep } from './helpers';
import { listenOnWire, statesIn, until, useWireServer, type Listener } from './wire';

const SEATS = ['0', '1', '2'];
const MOVES = 220;
const LATECOMERS_AT = 30;

const wire = useWireServer('secrecy-division', [division]);
const sockets = wire.sockets;


describe('Division secrets on the wire', () => {
  it('no socket receives another seat\'s hand, a deck order, the seed or the PRNG state', async () => {
    const { matchID, seats } = await createAndJoin(wire.server.url, SEATS.length, division.id);
    const credentials = Object.fromEntries(seats.map((s) => [s.playerID, s.credentials]));
    const stored = () => wire.server.storage.fetch(matchID, { state: true, initialState: true });
    const truth: any[] = [stored().state];
    expect(truth[0].G.homeDeck.length).toBeGreaterThan(3);
    expect(truth[0].G.carDeck.length).toBe(24);
    const listen = (name: string, seat: string | null): Listener => listenOnWire(wire.server.url, division.id, name, seat, sockets);
    const listeners: Listener[] = [...SEATS.map((id) => listen(`seat ${id}`, id)), listen('spectator', null)];
    const sync = (l: Listener) => l.socket.emit('sync', matchID, l.seat, l.seat === null ? undefined : credentials[l.seat], SEATS.length);
    listeners.forEach(sync);
    await until(() => listeners.every((l) => l.latest !== null), () => 'the first sync replies');
    const rng = seedrandom('secrecy-division');
    let t = 0;
    for (; t < MOVES && !truth[t].ctx.gameover; t++) {
      if (t === LATECOMERS_AT) {
        const late = [listen('seat 1, second tab', '1'), listen('late spectator', null)];
        late.forEach(sync);
        await until(() => late.every((l) => l.latest?._stateID === t), () => "the latecomers' sync replies");
        listeners.push(...late);
      }
      const seat: string = truth[t].ctx.currentPlayer;
      const view = listeners[Number(seat)].latest;
      expect(view._stateID).toBe(t);
      const options = division.game.ai!.enumerate(view.G, view.ctx, seat) as { move: string; args?: any[] }[];
      expect(options.length).toBeGreaterThan(0);
      const pick = choose(options as any, rng);
      listeners[Number(seat)].socket.emit('update', { type: 'MAKE_MOVE', payload: { type: pick.move, args: pick.args ?? [], playerID: seat, credentials: credentials[seat] } }, t, matchID, seat);
      await until(() => listeners.every((l) => l.latest?._stateID === t + 1), () => `every socket's update after ${pick.move} at stateID ${t}`);
      truth[t + 1] = stored().state;
    }
    await sleep(100);
    expect(t).toBeGreaterThan(LATECOMERS_AT);
    const seed: string = truth[0].plugins.random.data.seed;
    let checked = 0;
    let ownSeen = 0;
    for (const l of listeners) {
      for (const e of l.events) {
        const wire = JSON.stringify(e.args);
        expect(wire).not.toContain(seed);
        expect(wire).not.toContain('prngstate');
        if (e.event === 'patch') {
          for (const op of e.args[3] ?? []) {
            const p = String(op.path);
            if (p.startsWith('/G/homeDeck') || p.startsWith('/G/carDeck')) expect(op.value ?? [], `${l.name}: patch ${p}`).toEqual([]);
            const m = p.match(/^\/G\/hands\/(\d+)/);
            if (m && m[1] !== l.seat) expect(JSON.stringify(op.value ?? HIDDEN).replace(/"\?"|[[\],]/g, ''), `${l.name}: patch ${p}`).toBe('');
          }
        }
        for (const state of statesIn(e)) {
          if (!state) continue;
          const real = truth[state._stateID];
          const G: DivisionState = state.G;
          expect(G.homeDeck, l.name).toEqual([]);
          expect(G.carDeck, l.name).toEqual([]);
          for (const id of SEATS) {
            if (id === l.seat) { expect(G.hands[id]).toEqual(real.G.hands[id]); ownSeen += G.hands[id].length; continue; }
            expect(G.hands[id].length).toBe(real.G.hands[id].length);
            expect(G.hands[id].every((c) => c === HIDDEN), `${l.name} sees seat ${id}'s hand`).toBe(true);
          }
          expect({ ...G, hands: null, homeDeck: null, carDeck: null }).toEqual({ ...real.G, hands: null, homeDeck: null, carDeck: null });
          expect(state.plugins?.random?.data).toBeUndefined();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(t * 4);
    expect(ownSeen).toBeGreaterThan(100);
  }, 180_000);
});
