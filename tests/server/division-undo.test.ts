// Issue 50 §1: Division has undo within the mover's turn (games/division/RULES.md, Undo). The socket
// guard lets a seat's UNDO through for Division now that the game allows undo, and the master then
// takes back a board setting, refuses another seat's undo, and refuses to take back a move that
// revealed something hidden (a Draw, a card played or discarded from the hand).
import fs from 'node:fs';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { division } from '../../games/division';
import { lostAtlas } from '../../games/lost-atlas';
import { clientRules, updateProblem } from '../../server/socket-guard';
import type { RailhouseServer } from '../../server/railhouse';
import { createAndJoin, sleep, startServer, tempDir } from './helpers';
import { listenOnWire, until, type Listener } from './wire';

const REVEALING = new Set(['takeDraw', 'playCard', 'discard']);
const undoPacket = (playerID: string, credentials: string) => ({ type: 'UNDO', payload: { type: null, args: null, playerID, credentials } });

describe('the socket guard and Division undo', () => {
  it('lets a seat\'s own UNDO through for Division, as for Russian Railroads; refuses it where a game switches undo off', () => {
    const rules = clientRules(division.game);
    expect(rules.undo).toBe(true);
    expect(updateProblem(rules, new Set(['0', '1']), [undoPacket('0', 'c'), 3, 'match-1', '0'])).toBeNull();
    expect(updateProblem(rules, new Set(['0', '1']), [undoPacket('1', 'c'), 3, 'match-1', '0'])).toBe("an action in another seat's name");
    expect(updateProblem(clientRules(lostAtlas.game), new Set(['0', '1']), [undoPacket('0', 'c'), 3, 'match-1', '0'])).toBe('undo is switched off in this game');
  });
});

let dir: string;
let server: RailhouseServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  dir = tempDir('division-undo');
  server = await startServer({ dbPath: path.join(dir, 'undo.sqlite'), games: [division] });
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('Division undo over the socket', () => {
  it('takes back a board setting, not for another seat, and never a move that revealed something', async () => {
    const { matchID, seats } = await createAndJoin(server.url, 2, division.id);
    const stored = () => server.storage.fetch(matchID, { state: true }).state;
    const wire: Record<string, Listener> = {};
    for (const s of seats) {
      wire[s.playerID] = listenOnWire(server.url, division.id, `seat ${s.playerID}`, s.playerID, sockets);
      wire[s.playerID].socket.emit('sync', matchID, s.playerID, s.credentials, 2);
    }
    await until(() => Object.values(wire).every((l) => l.latest !== null), () => 'the first sync replies');
    const send = (seat: string, action: unknown) => {
      const credentials = seats.find((s) => s.playerID === seat)!.credentials;
      const a = action as { payload: Record<string, unknown> };
      wire[seat].socket.emit('update', { ...a, payload: { ...a.payload, playerID: seat, credentials } }, stored()._stateID, matchID, seat);
    };
    const move = async (seat: string, name: string, args: unknown[]) => {
      const id = stored()._stateID;
      send(seat, { type: 'MAKE_MOVE', payload: { type: name, args } });
      await until(() => stored()._stateID === id + 1, () => `${name} accepted`);
    };
    const undo = (seat: string) => send(seat, undoPacket(seat, ''));

    // A turn opens in the Office stages with a board to set (or, with a ruling pending, once it is ruled).
    let state = stored();
    let mover = state.ctx.currentPlayer as string;
    let options = division.game.ai!.enumerate(state.G, state.ctx, mover) as { move: string; args: any[] }[];
    for (let guard = 0; guard < 10 && !options.some((m) => m.move === 'setBoard'); guard++) {
      await move(mover, options[0].move, options[0].args ?? []);
      state = stored();
      mover = state.ctx.currentPlayer;
      options = division.game.ai!.enumerate(state.G, state.ctx, mover) as { move: string; args: any[] }[];
    }
    const set = options.find((m) => m.move === 'setBoard')!;
    expect(set).toBeDefined();
    const other = mover === '0' ? '1' : '0';

    const before = stored();
    await move(mover, 'setBoard', set.args);
    const office = stored().G.offices.find((o: any) => o.owner === mover);
    expect(office.board[set.args[0]]).toBe(set.args[1]);
    undo(mover);
    await until(() => stored()._stateID === before._stateID + 2, () => 'the undo applied');
    expect(stored().G).toEqual(before.G);
    expect(stored().ctx.activePlayers).toEqual(before.ctx.activePlayers);

    // Another seat cannot take it back for the mover: it reaches the master, which refuses it.
    await move(mover, 'setBoard', set.args);
    const setAgain = stored();
    undo(other);
    await sleep(300);
    expect(stored()._stateID).toBe(setAgain._stateID);
    expect(stored().G).toEqual(setAgain.G);

    // A move that revealed something hidden stays.
    const revealing = (division.game.ai!.enumerate(setAgain.G, setAgain.ctx, mover) as { move: string; args: any[] }[]).find((m) => REVEALING.has(m.move))!;
    expect(revealing, 'a Draw, a play or a discard on offer').toBeDefined();
    await move(mover, revealing.move, revealing.args ?? []);
    const revealed = stored();
    expect(revealed.G.revealedByLastMove).toBe(true);
    undo(mover);
    await sleep(300);
    expect(stored()._stateID).toBe(revealed._stateID);
    expect(stored().G).toEqual(revealed.G);
  }, 60_000);
});
