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
import { api, createAndJoin } from './helpers';
import { playWatchedMatch, statesIn, useWireServer } from './wire';
import type { MoveChoice } from '../../games/kit/types';

const SEATS = ['0', '1', '2'];
const MOVES = 45;
const LATECOMERS_AT = 10;

const wire = useWireServer('secrecy-lost-atlas', [lostAtlas]);
const sockets = wire.sockets;


/**
 * A move at random from the seat's enumerated moves. Passing is left out of the Stock Round so the
 * match goes on (three passes would redeal).
 */
const randomMove = (rng: () => number) => (options: MoveChoice[]): MoveChoice => {
  const useful = options.filter((o) => o.move !== 'pass');
  const pool = useful.length ? useful : options;
  return pool[Math.floor(rng() * pool.length)];
};

describe('Railways of the Lost Atlas secrets on the wire', () => {
  it('no socket receives the map stack, the seed or the PRNG state', async () => {
    const { matchID, seats } = await createAndJoin(wire.server.url, SEATS.length, lostAtlas.id);
    const credentials = Object.fromEntries(seats.map((s) => [s.playerID, s.credentials]));
    const stored = () => wire.server.storage.fetch(matchID, { state: true, initialState: true });
    expect(stored().state.G.secret.stack.length).toBeGreaterThan(20);
    const { listeners, truth, played: t } = await playWatchedMatch({
      url: wire.server.url, sockets, module: lostAtlas, matchID, credentials, seats: SEATS, maxMoves: MOVES,
      stored: () => stored().state,
      pick: randomMove(seedrandom('secrecy-lost-atlas')),
      latecomers: { at: LATECOMERS_AT, secondTab: '1' },
    });
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
    const start = stored().state;
    const all: string[] = [...start.G.secret.eventDeck, ...start.G.secret.eventBox];
    expect(all.length).toBe(16);
    const { listeners, truth, played: t } = await playWatchedMatch({
      url: wire.server.url, sockets, module: lostAtlas, matchID, credentials, seats: SEATS, maxMoves: 60,
      stored: () => stored().state,
      pick: randomMove(seedrandom('secrecy-lost-atlas-events')),
      label: 'events ',
    });
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
