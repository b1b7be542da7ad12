import { describe, expect, it } from 'vitest';
import type { BotResponse, BotThinkRequest } from '../../bots/protocol';
import { handleThinkRequest, requestProblem } from '../../bots/think';
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
});
