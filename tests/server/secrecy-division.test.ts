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
import { createAndJoin } from './helpers';
import { playWatchedMatch, statesIn, useWireServer } from './wire';

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
    const start = stored().state;
    expect(start.G.homeDeck.length).toBeGreaterThan(3);
    expect(start.G.carDeck.length).toBe(24);
    const rng = seedrandom('secrecy-division');
    const { listeners, truth, played: t } = await playWatchedMatch({
      url: wire.server.url, sockets, module: division, matchID, credentials, seats: SEATS, maxMoves: MOVES,
      stored: () => stored().state,
      pick: (options) => choose(options as any, rng),
      latecomers: { at: LATECOMERS_AT, secondTab: '1' },
    });
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
