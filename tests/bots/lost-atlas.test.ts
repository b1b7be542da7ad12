// Lost Atlas's bot knowledge (design §5.6): the normal bot moves legally from the seat's own view,
// the policy keeps the optimal router's run step and the most compact map placement, and the
// search prefers an obviously better move.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import type { Ctx } from 'boardgame.io';
import { loadBotGame } from '../../bots/index';
import { createSeatBot, policyOf } from '../../bots/mcts';
import { evaluateLostAtlas, lostAtlasPolicy } from '../../bots/lost-atlas';
import type { LAState } from '../../games/lost-atlas/rules/state';
import { point } from '../../games/lost-atlas/rules/flow';
import { autoRunMove } from '../../games/lost-atlas/route/steps';
import { pieceHexes, sharedEdges } from '../../games/lost-atlas/rules/mapBuild';
import { trainsOnOffer } from '../../games/lost-atlas/rules/forced';
import { priceOf } from '../../games/lost-atlas/rules/market';
import { applyMove, currentSeat, legalMoves, seatView, startMatch, type HeadlessMatch } from '../../tools/lib/match';
import type { MoveChoice } from '../../games/kit/types';

const loaded = await loadBotGame('lost-atlas');

/**
 * A 3-player game played by a seeded random walk, except that a run stage follows the router's
 * plan (a random run rarely ends), until `stop` holds or `limit` moves were made.
 */
function walkUntil(seed: string, stop: (G: LAState, match: HeadlessMatch) => boolean, limit = 3000): HeadlessMatch | null {
  const match = startMatch(loaded.module, 3, {}, seed);
  const rng = seedrandom(seed);
  for (let i = 0; i < limit && match.state.ctx.gameover === undefined; i++) {
    const G = match.state.G as LAState;
    if (stop(G, match)) return match;
    const seat = currentSeat(match.state.ctx);
    const moves = legalMoves(match, seat);
    const planned = G.or?.step === 'run' ? autoRunMove(G) : null;
    const choice = planned && moves.some((m) => sameMove(m, planned)) ? planned : moves[Math.floor(rng() * moves.length)];
    if (applyMove(match, seat, choice)) return null;
  }
  return null;
}

const sameMove = (a: MoveChoice, b: MoveChoice) => a.move === b.move && JSON.stringify(a.args ?? []) === JSON.stringify(b.args ?? []);

describe('Lost Atlas bot', () => {
  it('the policy is the evaluation\'s, and candidates are a non-empty subset of the legal moves', () => {
    expect(policyOf(loaded.evaluate)).toBe(lostAtlasPolicy);
    for (let s = 0; s < 4; s++) {
      let seen = 0;
      // A position some way into the game (several decision kinds over the seeds).
      const match = walkUntil(`la-cands-${s}`, () => ++seen > 60 + 45 * s);
      if (!match) continue;
      const seat = currentSeat(match.state.ctx);
      const moves = legalMoves(match, seat);
      const view = seatView(match, seat) as LAState;
      const cands = lostAtlasPolicy.candidates!(view, match.state.ctx, seat, moves);
      expect(cands.length).toBeGreaterThan(0);
      for (const c of cands) expect(moves).toContainEqual(c);
    }
  });

  it('the run stage keeps only the next step of the router\'s plan', () => {
    const match = walkUntil('la-run', (G) => G.or?.step === 'run' && autoRunMove(G) !== null);
    expect(match).not.toBeNull();
    const G = match!.state.G as LAState;
    const seat = currentSeat(match!.state.ctx);
    const moves = legalMoves(match!, seat);
    const cands = lostAtlasPolicy.candidates!(seatView(match!, seat), match!.state.ctx, seat, moves);
    expect(cands).toEqual([autoRunMove(G)]);
  });

  it('a map placement is the single most compact one', () => {
    const match = walkUntil('la-build', (G) => point(G) === 'build' && Object.keys(G.map.hexes).length > 6 && G.mapBuild.drawn !== 'TWP' && !G.mapBuild.drawn!.startsWith('CAP-') && !G.mapBuild.drawn!.startsWith('LMK-'));
    expect(match).not.toBeNull();
    const G = match!.state.G as LAState;
    const seat = currentSeat(match!.state.ctx);
    const moves = legalMoves(match!, seat);
    expect(moves.length).toBeGreaterThan(1);
    const cands = lostAtlasPolicy.candidates!(seatView(match!, seat), match!.state.ctx, seat, moves);
    expect(cands).toHaveLength(1);
    const edges = (m: MoveChoice) => sharedEdges(G.map, pieceHexes(G.mapBuild.drawn!, m.args![0] as [number, number], m.args![1] as number));
    expect(edges(cands[0])).toBe(Math.max(...moves.map(edges)));
  });

  it('the normal bot\'s moves are legal, chosen from the seat\'s view (no map stack in it)', async () => {
    for (const [s, at] of [[0, 40], [1, 160], [2, 300]] as const) {
      let seen = 0;
      const match = walkUntil(`la-normal-${s}`, (_G, m) => ++seen > at && legalMoves(m).length > 1);
      if (!match) continue;
      const seat = currentSeat(match.state.ctx);
      const view = seatView(match, seat) as LAState & { stackCount: number };
      expect(view.secret).toBeUndefined();
      const bot = createSeatBot('normal', loaded, { seed: `la-normal-seed-${s}` });
      const { move } = await bot.choose(view, match.state.ctx, seat);
      expect(move).not.toBeNull();
      expect(legalMoves(match, seat)).toContainEqual({ move: move!.move, args: move!.args });
    }
  }, 60_000);

  it('the estimate charges a trainless company\'s president the forced purchase, and counts a share of a rival\'s company at three quarters of its price', () => {
    const match = walkUntil('la-estimate', (G) => Object.values(G.companies).some((c) => c && !c.closed && c.trains.length > 0 && c.operated));
    expect(match).not.toBeNull();
    const ctx = match!.state.ctx as Ctx;
    const base = JSON.parse(JSON.stringify(match!.state.G)) as LAState;
    const co = (Object.keys(base.companies) as (keyof LAState['companies'])[]).find((id) => {
      const c = base.companies[id];
      return c && !c.closed && c.trains.length > 0 && c.operated;
    })!;
    const president = base.companies[co]!.president;
    const cheapest = Math.min(...trainsOnOffer(base).map((o) => o.price));
    const trainless = (treasury: number) => {
      const G = JSON.parse(JSON.stringify(base)) as LAState;
      G.companies[co]!.trains = [];
      G.companies[co]!.treasury = treasury;
      return evaluateLostAtlas(G, ctx)[president];
    };
    // Broke and trainless: the president pays the whole train; with the train's price in the
    // treasury: no debt, and half of the treasury counts by the president's part.
    const broke = trainless(0);
    const funded = trainless(cheapest);
    expect(funded - broke).toBeGreaterThan(cheapest);
    expect(funded - broke).toBeLessThanOrEqual(1.5 * cheapest + 1e-9);
    expect(trainless(cheapest + 100)).toBeGreaterThan(funded);

    const rival = base.players.map((_, i) => String(i)).find((s) => s !== president)!;
    const G = JSON.parse(JSON.stringify(base)) as LAState;
    G.companies[co]!.treasury = 0;
    const before = evaluateLostAtlas(G, ctx)[rival];
    G.holdings[rival] = { ...G.holdings[rival], [co]: (G.holdings[rival]?.[co] ?? 0) + 1 };
    expect(evaluateLostAtlas(G, ctx)[rival] - before).toBeCloseTo(0.75 * priceOf(G, co), 6);
  }, 60_000);

  it('the estimate counts cash, and the normal bot pays out a big dividend to its own shares', async () => {
    const match = walkUntil('la-dividend', (G) => {
      if (point(G) !== 'dividend' || (G.or!.revenue ?? 0) < 40) return false;
      const co = G.or!.queue[G.or!.idx];
      const c = G.companies[co]!;
      // The president holds most of the company: a payout goes mostly to them.
      return (G.holdings[c.president]?.[co] ?? 0) >= 3;
    });
    expect(match).not.toBeNull();
    const ctx = match!.state.ctx as Ctx;
    const G = JSON.parse(JSON.stringify(match!.state.G)) as LAState;
    const seat = currentSeat(ctx);
    const before = evaluateLostAtlas(G, ctx);
    G.players[Number(seat)].cash += 100;
    expect(evaluateLostAtlas(G, ctx)[seat]).toBeCloseTo(before[seat] + 100, 6);
    const bot = createSeatBot('normal', loaded, { seed: 'la-dividend-seed' });
    const { move } = await bot.choose(seatView(match!, seat), ctx, seat);
    expect(move?.move).toBe('payout');
  }, 60_000);
});
