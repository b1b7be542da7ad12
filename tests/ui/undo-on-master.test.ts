// Undo through the master (ui/app/undo.ts): boardgame.io's client.undo() first runs UNDO on the
// client's own copy, which never holds the undo stack, and logs "ERROR: No moves to undo";
// undoOnMaster sends it to the master only. Both undo the move on the master.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { undoOnMaster } from '../../ui/app/undo';

const counter = {
  name: 'undo-counter',
  setup: () => ({ n: 0 }),
  moves: { add: ({ G }: any, k: number) => ({ n: G.n + k }) },
};

afterEach(() => vi.restoreAllMocks());

async function clientAfterOneMove() {
  const client = Client({ game: counter, numPlayers: 2, playerID: '0', multiplayer: Local(), debug: false });
  client.start();
  client.moves.add(5);
  await vi.waitFor(() => expect(client.getState()!.G.n).toBe(5));
  return client;
}

describe('undo in a match with a master', () => {
  it("the framework's own undo logs an error on the client's copy (the reason for undoOnMaster)", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = await clientAfterOneMove();
    client.undo();
    await vi.waitFor(() => expect(client.getState()!.G.n).toBe(0));
    expect(errors.mock.calls.map((c) => c.join(' '))).toContain('ERROR: No moves to undo');
    client.stop();
  });

  it('undoOnMaster undoes the move on the master and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const client = await clientAfterOneMove();
    undoOnMaster(client);
    await vi.waitFor(() => expect(client.getState()!.G.n).toBe(0));
    expect(errors).not.toHaveBeenCalled();
    client.stop();
  });
});
