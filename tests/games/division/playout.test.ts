import { describe, expect, it } from 'vitest';
import { division } from '../../../games/division';
import { playout } from './helpers';

describe('Division random playouts through the enumerator and Client', () => {
  for (const numPlayers of [1, 2, 3, 4]) {
    it(`10 seeded ${numPlayers}-player games end without error, invariants kept after every move`, () => {
      for (let i = 0; i < 10; i++) {
        const r = playout(numPlayers, `playout-${numPlayers}-${i}`);
        expect(r.problems).toEqual([]);
        expect(r.gameover).toBeTruthy();
        expect(Object.keys(r.gameover.scores)).toHaveLength(numPlayers);
        const summary = division.summary(r.G, {} as any);
        for (const id of Object.keys(r.gameover.scores)) {
          expect(summary.breakdown.reduce((s, b) => s + b.values[id], 0)).toBe(r.gameover.scores[id]);
        }
      }
    });
  }
});

describe('§16: the timetable leaves room (all boards Clear, rulings by the §14.2 table, no Extras, no cards)', () => {
  it('every scheduled train leaves (or is wrecked) before lastStage, 4 seeded games per player count', async () => {
    const { policyRuling } = await import('../../../games/division/rules/rulings');
    const { makeClient } = await import('./helpers');
    for (const n of [1, 2, 3, 4]) for (let i = 0; i < 4; i++) {
      const c = makeClient(n, `timetable-${n}-${i}`);
      for (let step = 0; step < 3000 && !c.getState()!.ctx.gameover; step++) {
        c.updatePlayerID(c.getState()!.ctx.currentPlayer);
        const { G, ctx } = c.getState()!;
        const moves = division.game.ai!.enumerate(G, ctx, ctx.currentPlayer) as { move: string; args?: any[] }[];
        const item = G.pending.find((r) => r.decision === null);
        const pick = item ? moves.find((m) => m.move === 'rule' && m.args![1] === policyRuling(G, item))!
          : moves.find((m) => m.move === 'takeDraw') ?? moves.find((m) => m.move === 'endLocalOps') ?? moves.find((m) => m.move === 'discard')!;
        (c.moves as any)[pick.move](...(pick.args ?? []));
      }
      const { G, ctx } = c.getState()!;
      expect(ctx.gameover, `${n}p game ${i}`).toBeTruthy();
      expect(G.trains.filter((t) => t.cls !== 3), `${n}p game ${i} ended at Stage ${G.stage} of ${G.lastStage}`).toEqual([]);
      expect(G.stage).toBeLessThan(G.lastStage);
      c.stop();
    }
  }, 400_000);
});
