// Hidden information end to end: seat clients on a Local master (the same master code as the
// server) never hold another seat's secret contract or the deck, move after move.
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import seedrandom from 'seedrandom';
import { trainAndRailway } from '../../../games/train-and-railway';
import { HIDDEN } from '../../../games/train-and-railway/rules/state';
import { choose, gameWith } from './helpers';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Train & Railway secrecy through a Local master', () => {
  it('no seat ever receives another seat\'s secret contracts or the deck order', async () => {
    const game = gameWith('secrecy-local', { map: 'TR-X06' }, true);
    const multiplayer = Local();
    const seats = ['0', '1', '2'].map((playerID) => Client({ game, numPlayers: 3, playerID, multiplayer, matchID: 'm1' }));
    seats.forEach((c) => c.start());
    await tick();
    const rng = seedrandom('secrecy');
    let checked = 0;
    for (let step = 0; step < 250; step++) {
      for (const [i, c] of seats.entries()) {
        const s = c.getState()!;
        expect(s.G.deck).toEqual([]);
        for (const id of Object.keys(s.G.players)) {
          if (id === String(i)) continue;
          const revealed = s.G.turn.pending?.k === 'sale' ? Object.keys(s.G.turn.pending.secretSold) : [];
          for (const card of s.G.players[id].secret) expect(card === HIDDEN || revealed.includes(card)).toBe(true);
        }
        checked++;
      }
      const s0 = seats[0].getState()!;
      if (s0.ctx.gameover) break;
      const seat = seats[Number(s0.ctx.currentPlayer)];
      const view = seat.getState()!;
      const options = trainAndRailway.game.ai!.enumerate(view.G, view.ctx, view.ctx.currentPlayer) as any[];
      const pick = choose(options, rng, view.G, view.ctx.currentPlayer);
      (seat.moves as any)[pick.move](...(pick.args ?? []));
      await tick();
    }
    expect(checked).toBeGreaterThan(300);
    const end = seats[0].getState()!;
    expect(end.ctx.turn, JSON.stringify(end.ctx.gameover)).toBeGreaterThan(15);
    seats.forEach((c) => c.stop());
  });
});
