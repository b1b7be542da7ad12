// Hidden information end to end: seat clients and a spectator on a Local master (the same master code
// as the server) never hold another seat's End Bonus cards, the pile, removed components or Emil's deck.
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import seedrandom from 'seedrandom';
import { game } from './helpers';
import { gameWithSetup } from '../../kit/client';
import type { RRState } from '../../../games/russian-railroads/rules/state';

const tick = () => new Promise((r) => setTimeout(r, 0));

async function run(numPlayers: number, setupData: any, steps: number) {
  const g = gameWithSetup(game, setupData, { seed: `secret-${numPlayers}` });
  const multiplayer = Local();
  const ids = Array.from({ length: numPlayers }, (_, i) => String(i));
  const seats = ids.map((playerID) => Client<RRState>({ game: g, numPlayers, playerID, multiplayer, matchID: 'm' }));
  const spectator = Client<RRState>({ game: g, numPlayers, multiplayer, matchID: 'm' });
  [...seats, spectator].forEach((c) => c.start());
  await tick();
  const rng = seedrandom('secrecy');
  let checked = 0;
  let keptSeen = 0;
  for (let step = 0; step < steps; step++) {
    const views = seats.map((c) => c.getState()!);
    if (views[0].ctx.gameover) break;
    for (const [i, v] of views.entries()) {
      expect(v.G.secret).toBeNull();
      const own = v.G.hands[String(i)]!;
      expect(own).not.toBeNull();
      keptSeen += own.endBonus.length;
      for (const [j, w] of [...views.entries(), [-1, spectator.getState()!] as const]) {
        if (j === i) continue;
        expect(w.G.hands[String(i)]).toBeNull();
        const text = JSON.stringify(w.G);
        for (const card of [...own.endBonus, ...own.drawn]) expect(text).not.toContain(`"${card}"`);
      }
      checked++;
    }
    const cur = views[0].ctx.currentPlayer;
    const seat = seats[Number(cur)];
    const view = seat.getState()!;
    const options = game.ai!.enumerate(view.G, view.ctx, cur) as any[];
    const acting = options.filter((o) => o.move !== 'pass');
    const pool = acting.length && rng() < 0.9 ? acting : options;
    const pick = pool[Math.floor(rng() * pool.length)];
    (seat.moves as any)[pick.move](...(pick.args ?? []));
    await tick();
  }
  [...seats, spectator].forEach((c) => c.stop());
  return { checked, keptSeen };
}

describe('Russian Railroads secrecy through a Local master', () => {
  it('seats and spectators never receive another seat\'s End Bonus cards or any hidden pile', async () => {
    const r = await run(3, { board: 'base', coal: false }, 400);
    expect(r.checked).toBeGreaterThan(600);
    expect(r.keptSeen).toBeGreaterThan(0); // some seat held End Bonus cards while the others were checked
  });
  it('solo with Coal: Emil\'s deck order and the face-down foundries never reach the client', async () => {
    const g = gameWithSetup(game, { board: 'base', coal: true }, { seed: 'solo-secret' });
    const c = Client<RRState>({ game: g, numPlayers: 1, playerID: '0', multiplayer: Local(), matchID: 's' });
    c.start();
    await tick();
    const s = c.getState()!;
    expect(s.G.secret).toBeNull();
    expect(s.G.emil!.deckCount).toBeGreaterThan(0);
    expect(s.G.foundryPileCount).toBe(10);
    c.stop();
  });
});
