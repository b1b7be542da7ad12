// Hidden information end to end: seat clients and a spectator on a Local master never hold another
// seat's hand, and no client ever holds the order of the Home Office deck or of the Car deck.
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import seedrandom from 'seedrandom';
import { division } from '../../../games/division';
import { HIDDEN, type DivisionState } from '../../../games/division/rules/state';
import { gameWithSetup } from '../../kit/client';
import { choose } from './helpers';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Division secrecy through a Local master', () => {
  it('no seat or spectator ever receives another seat\'s hand or a deck order', async () => {
    const game = gameWithSetup(division.game, {} as any, { seed: 'secrecy-local' });
    const multiplayer = Local();
    const seats = ['0', '1', '2'].map((playerID) => Client<DivisionState>({ game, numPlayers: 3, playerID, multiplayer, matchID: 'm1' }));
    const spectator = Client<DivisionState>({ game, numPlayers: 3, multiplayer, matchID: 'm1' });
    [...seats, spectator].forEach((c) => c.start());
    await tick();
    const rng = seedrandom('secrecy');
    let checked = 0;
    let ownCardsSeen = 0;
    for (let step = 0; step < 400; step++) {
      for (const [i, c] of [...seats, spectator].entries()) {
        const s = c.getState()!;
        expect(s.G.homeDeck).toEqual([]);
        expect(s.G.carDeck).toEqual([]);
        for (const id of Object.keys(s.G.hands)) {
          if (id === String(i)) { ownCardsSeen += s.G.hands[id].filter((h) => h !== HIDDEN).length; continue; }
          expect(s.G.hands[id].every((h) => h === HIDDEN)).toBe(true);
        }
        checked++;
      }
      const s0 = seats[0].getState()!;
      if (s0.ctx.gameover) break;
      const seat = seats[Number(s0.ctx.currentPlayer)];
      const view = seat.getState()!;
      const options = division.game.ai!.enumerate(view.G, view.ctx, view.ctx.currentPlayer) as any[];
      const pick = choose(options, rng);
      (seat.moves as any)[pick.move](...(pick.args ?? []));
      await tick();
    }
    expect(checked).toBeGreaterThan(400);
    expect(ownCardsSeen).toBeGreaterThan(100);
    expect(seats[0].getState()!.G.stage).toBeGreaterThan(5);
    [...seats, spectator].forEach((c) => c.stop());
  });
});
