// Undo within one's own turn, through boardgame.io's Local master as pass-and-play and games
// against bots run it (online play uses the same master behind the socket guard, which lets UNDO
// through when the game allows undo): each game takes back a move that revealed nothing hidden,
// and the match screen's undoStatus agrees with what the master does, with a reason when it refuses.
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import seedrandom from 'seedrandom';
import { russianRailroads } from '../../games/russian-railroads';
import { trainAndRailway } from '../../games/train-and-railway';
import { division } from '../../games/division';
import type { GameModule, MoveChoice } from '../../games/kit/types';
import { localGame } from '../../ui/app/LocalMatch';
import { actingSeats, legalMovesFor, undoStatus } from '../../ui/app/play';

function table(game: GameModule, numPlayers: number, setupData: unknown, seed: string) {
  const wrapped = localGame(game.game, setupData, seed);
  const transport = Local();
  const clients = Array.from({ length: numPlayers }, (_, i) => {
    const c = Client({ game: wrapped, numPlayers, multiplayer: transport, matchID: 'undo', playerID: String(i), debug: false });
    c.start();
    return c;
  });
  return clients;
}

const tick = () => new Promise((r) => setTimeout(r, 0));

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await tick();
  expect(check()).toBe(true);
}

/**
 * Plays seeded legal moves until one leaves the same seat acting in the same turn, and returns
 * what the undo must restore. Null when none is found within `limit` moves.
 */
async function findMidTurnMove(game: GameModule, clients: ReturnType<typeof table>, seed: string, wanted: (revealed: boolean) => boolean, limit = 300) {
  const rng = seedrandom(seed);
  for (let n = 0; n < limit; n++) {
    const any = clients[0].getState()!;
    if (any.ctx.gameover) return null;
    const seat = actingSeats(any.ctx)[0];
    const client = clients[Number(seat)];
    const before = client.getState()!;
    const moves: MoveChoice[] = legalMovesFor(game, before.G, before.ctx, seat);
    const pick = moves[Math.floor(rng() * moves.length)];
    (client.moves as any)[pick.move](...(pick.args ?? []));
    await until(() => client.getState()!._stateID !== before._stateID);
    const after = client.getState()!;
    const sameTurn = after.ctx.turn === before.ctx.turn && actingSeats(after.ctx).includes(seat) && !after.ctx.gameover;
    if (!sameTurn) continue;
    const status = undoStatus(game, after.G, after.ctx, client.log ?? [], seat);
    const revealed = !status.ok;
    if (wanted(revealed)) return { client, seat, before, after, status, pick };
  }
  return null;
}

describe('undo within one’s own turn', () => {
  const cases: [string, GameModule, number, unknown][] = [
    ['Russian Railroads', russianRailroads, 2, { board: 'base', coal: false }],
    ['Train & Railway', trainAndRailway, 2, undefined],
    ['Division', division, 2, undefined],
  ];
  for (const [name, game, players, setup] of cases) {
    it(`${name}: a move that revealed nothing is taken back, and the screen offers it`, async () => {
      const clients = table(game, players, setup, `undo-${game.id}`);
      const found = await findMidTurnMove(game, clients, `undo-${game.id}`, (revealed) => !revealed);
      expect(found, 'a mid-turn move that revealed nothing').not.toBeNull();
      const { client, seat, before, status } = found!;
      expect(status).toEqual({ ok: true });
      client.undo();
      await until(() => client.getState()!._stateID > found!.after._stateID);
      const undone = client.getState()!;
      expect(undone.G).toEqual(before.G);
      expect(undone.ctx.turn).toBe(before.ctx.turn);
      expect(actingSeats(undone.ctx)).toContain(seat);
      // Another seat may not take it back for them.
      const other = clients.find((c) => c.playerID !== seat)!;
      expect(undoStatus(game, other.getState()!.G, other.getState()!.ctx, other.log ?? [], other.playerID).ok).toBe(false);
      for (const c of clients) c.stop();
    });
  }

  it('Russian Railroads: a move that revealed something hidden is not offered, and Undo says why', async () => {
    const clients = table(russianRailroads, 2, { board: 'base', coal: false }, 'undo-russian-railroads');
    const found = await findMidTurnMove(russianRailroads, clients, 'undo-russian-railroads', (revealed) => !revealed);
    const { client, after } = found!;
    // The rules flag a move that drew or turned over something hidden (games/russian-railroads/moves.ts).
    const flagged = { ...after.G, revealedByLastMove: true };
    expect(undoStatus(russianRailroads, flagged, after.ctx, client.log ?? [], client.playerID)).toEqual({
      ok: false,
      reason: 'Your last move revealed something hidden (a card drawn or turned over), so it cannot be taken back.',
    });
    for (const c of clients) c.stop();
  });

  it('Division: after a Draw the master refuses the undo, and Undo says why', async () => {
    const clients = table(division, 2, undefined, 'undo-division-draw');
    const found = await findMidTurnMove(division, clients, 'undo-division-draw', (revealed) => revealed);
    expect(found, 'a mid-turn move that revealed something').not.toBeNull();
    const { client, after, status } = found!;
    expect(after.G.revealedByLastMove).toBe(true);
    expect(status).toEqual({ ok: false, reason: 'Your last move revealed something hidden (a card drawn or turned over), so it cannot be taken back.' });
    client.undo();
    for (let i = 0; i < 20; i++) await tick();
    expect(client.getState()!._stateID).toBe(after._stateID);
    expect(client.getState()!.G).toEqual(after.G);
    for (const c of clients) c.stop();
  });

  it('a spectator and a seat out of turn are told why there is no undo', () => {
    const st = { G: {}, ctx: { turn: 2, phase: 'main', currentPlayer: '1', activePlayers: null } as any };
    expect(undoStatus(russianRailroads, st.G, st.ctx, [], null)).toEqual({ ok: false, reason: 'Only players can undo; you are watching.' });
    expect(undoStatus(russianRailroads, st.G, st.ctx, [], '0')).toMatchObject({ ok: false, reason: expect.stringMatching(/not your turn/) });
    expect(undoStatus(russianRailroads, st.G, st.ctx, [], '1')).toMatchObject({ ok: false, reason: expect.stringMatching(/no move this turn/) });
  });
});
