import { describe, expect, it } from 'vitest';
import type { BotResponse, BotThinkRequest } from '../../bots/protocol';
import { handleThinkRequest, requestProblem, SearchMemories } from '../../bots/think';
import type { SearchReport } from '../../bots/mcts';
import { applyMove, currentSeat, seatView, startMatch } from '../../tools/lib/match';
import { loadBotGame } from '../../bots/index';
import { referenceStart, viewFor } from './helpers';

function request(overrides: Partial<BotThinkRequest> = {}): BotThinkRequest {
  const { G, ctx } = referenceStart(2, 'think');
  return {
    type: 'think',
    requestId: 7,
    gameId: 'reference',
    G: viewFor(G, ctx, '0'),
    ctx,
    playerID: '0',
    difficulty: 'easy',
    seed: 'match-seed',
    ...overrides,
  };
}

async function answer(message: unknown): Promise<BotResponse[]> {
  const posted: BotResponse[] = [];
  await handleThinkRequest(message, (r) => posted.push(r), { now: () => 0, progressStep: 0.1 });
  return posted;
}

describe('the bot worker message handler', () => {
  it('answers a think request with progress messages and then exactly one legal move', async () => {
    const posted = await answer(request());
    const moves = posted.filter((m) => m.type === 'move');
    expect(moves).toHaveLength(1);
    expect(posted.at(-1)).toEqual(moves[0]);
    expect(moves[0]).toMatchObject({ type: 'move', requestId: 7, move: 'add' });
    const progress = posted.filter((m): m is Extract<BotResponse, { type: 'progress' }> => m.type === 'progress');
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.every((p) => p.requestId === 7 && p.fraction > 0 && p.fraction <= 1)).toBe(true);
    expect(progress.at(-1)!.fraction).toBe(1);
  });

  it('answers the same request with the same move (the seed decides)', async () => {
    const a = (await answer(request())).at(-1);
    const b = (await answer(request())).at(-1);
    expect(b).toEqual(a);
  });

  it.each([
    [{ type: 'ponder' }, /Unknown message type/],
    [{ difficulty: 'impossible' }, /difficulty must be one of easy, normal, hard/],
    [{ playerID: '5' }, /not a seat/],
    [{ playerID: '1' }, /not seat 1's turn/],
    [{ seed: 3 }, /seed must be a string/],
    [{ G: undefined }, /view\) is missing/],
  ])('refuses a malformed request %j with an error naming the problem', async (patch, reason) => {
    const posted = await answer({ ...request(), ...patch });
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ type: 'error', requestId: 7 });
    expect((posted[0] as { message: string }).message).toMatch(reason);
  });

  it('refuses an unknown game and a non-object message', async () => {
    const posted = await answer(request({ gameId: 'chess' }));
    expect(posted).toEqual([{ type: 'error', requestId: 7, message: expect.stringMatching(/Unknown game "chess"/) }]);
    expect(requestProblem(null)).toMatch(/not an object/);
    expect(await answer('hello')).toEqual([{ type: 'error', requestId: -1, message: 'The message is not an object.' }]);
  });

  it('keeps a seat\'s search trees between requests when given memories, and only then', async () => {
    const loaded = await loadBotGame('russian-railroads');
    const match = startMatch(loaded.module, 2, {}, 'think-memory');
    const think = async (memories?: SearchMemories) => {
      const seat = currentSeat(match.state.ctx);
      const request: BotThinkRequest = {
        type: 'think', requestId: 1, gameId: 'russian-railroads', G: seatView(match, seat), ctx: match.state.ctx,
        playerID: seat, difficulty: 'easy', seed: 'memory-seed',
      };
      let report: SearchReport | undefined;
      const posted: BotResponse[] = [];
      await handleThinkRequest(request, (r) => posted.push(r), { now: () => 0, memories, onReport: (r) => { report = r; } });
      const move = posted.at(-1) as Extract<BotResponse, { type: 'move' }>;
      return { seat, move: { move: move.move, args: move.args }, reused: report!.reusedVisits ?? 0 };
    };
    const memories = new SearchMemories(4);
    const first = await think(memories);
    expect(first.reused).toBe(0);
    expect(applyMove(match, first.seat, first.move)).toBeNull();
    // The others move (each thinking with its own trees) until the first seat is to move again.
    for (let n = 0; currentSeat(match.state.ctx) !== first.seat; n++) {
      expect(n).toBeLessThan(10);
      const other = await think(memories);
      expect(applyMove(match, other.seat, other.move)).toBeNull();
    }
    // The first seat's search starts from the visits its last one spent below this position.
    expect((await think(memories)).reused).toBeGreaterThan(0);
    expect((await think()).reused).toBe(0);
    const one = new SearchMemories(1);
    const a = one.for({ type: 'think', requestId: 1, gameId: 'russian-railroads', G: {}, ctx: match.state.ctx, playerID: '0', difficulty: 'easy', seed: 's' });
    one.for({ type: 'think', requestId: 2, gameId: 'russian-railroads', G: {}, ctx: match.state.ctx, playerID: '1', difficulty: 'easy', seed: 's' });
    expect(one.size).toBe(1);
    // Seat 0's trees were the oldest, so they were dropped: it gets a fresh memory.
    expect(one.for({ type: 'think', requestId: 3, gameId: 'russian-railroads', G: {}, ctx: match.state.ctx, playerID: '0', difficulty: 'easy', seed: 's' })).not.toBe(a);
  });
});
