// Design §8.2: the Superintendent's ruling never stalls an online match. A 2-seat Division match
// made through the lobby: seat 0 is a person on a raw socket (the test, playing seeded enumerated
// moves), seat 1 is a real server bot seat (bots/seat.ts, easy). The match runs until each seat has
// ruled on the server at least once; every ruling is the first stage of the Superintendent's own
// turn (no hand-over inside it), and the match never waits longer than STALL_MS for its next state.
import fs from 'node:fs';
import path from 'node:path';
import seedrandom from 'seedrandom';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { division } from '../../games/division';
import type { RailhouseServer } from '../../server/railhouse';
import { actingSeat } from '../../bots/state';
import { choose } from '../games/division/helpers';
import { api, startServer, tempDir } from './helpers';
import { listenOnWire, until } from './wire';

const STALL_MS = 30_000;
const MAX_STATES = 600;
/** Matches played at most until both seats have ruled. */
const MAX_MATCHES = 4;
const RULING_MOVES = new Set(['rule', 'holdRemaining']);

let dir: string;
let server: RailhouseServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  dir = tempDir('division-ruling');
  // The real bot seat module (startServer's default is the reference game's stand-in).
  server = await startServer({ dbPath: path.join(dir, 'ruling.sqlite'), games: [division], botModule: undefined });
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('Division online: the ruling never stalls a match (§8.2)', () => {
  it('a person and a server bot each rule as Superintendent, inside their own turn, and the match keeps moving', async () => {
    // The server seeds every match from crypto randomness, so a deal may end before one seat ever
    // rules: then the next match goes on (the rulings of all of them count).
    const rng = seedrandom('division-ruling');
    const ruledBy = new Set<string>();
    let rulingTurns = 0;
    let rulingMoves = 0;
    for (let match = 0; match < MAX_MATCHES && !(ruledBy.has('0') && ruledBy.has('1')); match++) {
      const created = await api(server.url, 'POST', `/railhouse/games/${division.id}/create`, { numPlayers: 2, bots: { 1: 'easy' } });
      expect(created.status, created.text).toBe(200);
      const matchID: string = created.json.matchID;
      const joined = await api(server.url, 'POST', `/games/${division.id}/${matchID}/join`, { playerName: 'Ada' });
      expect(joined.json.playerID).toBe('0');
      const credentials: string = joined.json.playerCredentials;
      const stored = () => server.storage.fetch(matchID, { state: true, log: true });
      const person = listenOnWire(server.url, division.id, 'seat 0', '0', sockets);
      person.socket.emit('sync', matchID, '0', credentials, 2);
      await until(() => person.latest !== null, () => 'the first sync reply');

      let id = 0;
      while (!(ruledBy.has('0') && ruledBy.has('1')) && stored().state.ctx.gameover === undefined) {
        const { state } = stored();
        expect(id).toBeLessThan(MAX_STATES);
        id = state._stateID;
        const seat = actingSeat(state.ctx);
        if (state.ctx.activePlayers?.[seat] === 'ruling') {
          // The ruling opens the Superintendent's own turn: the seat acting is the turn's player.
          expect(seat).toBe(state.ctx.currentPlayer);
          expect(seat).toBe(state.G.superintendent);
          rulingTurns++;
        }
        if (seat === '0') {
          await until(() => person.latest?._stateID === id, () => `seat 0's copy of state ${id}`);
          const options = division.game.ai!.enumerate(person.latest.G, person.latest.ctx, '0') as { move: string; args?: any[] }[];
          const pick = choose(options as any, rng);
          person.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: pick.move, args: pick.args ?? [], playerID: '0', credentials } }, id, matchID, '0');
        }
        await until(() => stored().state._stateID > id, () => `a state after ${id} (seat ${seat} to act${seat === '1' ? ': the server bot' : ''})`, STALL_MS, 20);
        for (const entry of stored().log) {
          if (entry.action.type === 'MAKE_MOVE' && RULING_MOVES.has(entry.action.payload.type)) ruledBy.add(entry.action.payload.playerID);
        }
      }
      // Rulings are decided on the server: the moves are client: false, and the log keeps each one.
      rulingMoves += stored().log.filter((e: any) => e.action.type === 'MAKE_MOVE' && RULING_MOVES.has(e.action.payload.type)).length;
      console.log(`division ruling online, match ${match + 1}: seats that ruled so far ${[...ruledBy].join(', ') || 'none'}, Stage ${stored().state.G.stage}, state ${stored().state._stateID}`);
    }
    expect(ruledBy).toEqual(new Set(['0', '1']));
    expect(rulingTurns).toBeGreaterThanOrEqual(2);
    expect(rulingMoves).toBeGreaterThanOrEqual(2);
  }, 240_000);
});
