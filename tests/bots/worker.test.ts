import { describe, expect, it, vi } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import type { BotResponse } from '../../bots/protocol';
import { loadGameModule } from '../../bots/index';
import { applyMove, currentSeat, legalMoves, startMatch } from '../../tools/lib/match';
import { referenceStart, viewFor } from './helpers';

/** The record of a reference-game match's first `steps` moves (each seat's first legal move). */
async function referenceRecord(steps: number) {
  const match = startMatch(await loadGameModule('reference'), 2, {}, 'worker-review');
  const initialState = match.state;
  const log: LogEntry[] = [];
  for (let i = 0; i < steps && !match.state.ctx.gameover; i++) {
    const seat = currentSeat(match.state.ctx);
    const choice = legalMoves(match, seat)[0];
    log.push({ action: { type: 'MAKE_MOVE', payload: { type: choice.move, args: choice.args ?? [], playerID: seat } }, _stateID: match.state._stateID, turn: match.state.ctx.turn, phase: match.state.ctx.phase } as LogEntry);
    expect(applyMove(match, seat, choice)).toBeNull();
  }
  return { initialState, log };
}

describe('bots/worker.ts', () => {
  const posted: BotResponse[] = [];
  let listener: ((e: MessageEvent) => void) | undefined;
  const send = (data: unknown) => listener!({ data } as MessageEvent);

  it('answers messages posted to the worker scope, one request after the other', async () => {
    const scope = {
      postMessage: (m: BotResponse) => posted.push(m),
      addEventListener: (_type: string, fn: (e: MessageEvent) => void) => (listener = fn),
    };
    vi.stubGlobal('self', scope);
    await import('../../bots/worker');
    vi.unstubAllGlobals();
    expect(listener).toBeDefined();
    const { G, ctx } = referenceStart(2, 'worker');
    const base = { type: 'think', gameId: 'reference', G: viewFor(G, ctx, '0'), ctx, playerID: '0', difficulty: 'easy', seed: 's' };
    send({ ...base, requestId: 1 });
    send({ ...base, requestId: 2 });
    await vi.waitFor(() => expect(posted.filter((m) => m.type === 'move')).toHaveLength(2), { timeout: 20_000 });
    const finals = posted.filter((m) => m.type === 'move').map((m) => m.requestId);
    expect(finals).toEqual([1, 2]);
  });

  it('reviews a seat\'s moves with progress messages and each move as it is done, and a cancelled review stops with what it has', async () => {
    posted.length = 0;
    const record = await referenceRecord(6);
    const review = { type: 'review', gameId: 'reference', record, seat: '0', level: 'easy', seed: 's' };
    send({ ...review, requestId: 3 });
    send({ ...review, requestId: 4 });
    // The cancel does not wait behind the reviews: review 4 stops before its first move.
    send({ type: 'cancel-review', requestId: 4 });
    await vi.waitFor(() => expect(posted.filter((m) => m.type === 'review')).toHaveLength(2), { timeout: 20_000 });
    const results = posted.flatMap((m) => (m.type === 'review' ? [m] : []));
    expect(results.map((m) => m.requestId)).toEqual([3, 4]);
    expect(results[0].result.stopped).toBe(false);
    expect(results[0].result.moves.map((m) => m.step)).toEqual([1, 3, 5]);
    expect(results[1].result.stopped).toBe(true);
    expect(results[1].result.moves).toEqual([]);
    // Each move as soon as it is reviewed, before the whole review.
    const early = posted.slice(0, posted.indexOf(results[0])).flatMap((m) => (m.type === 'reviewed-move' && m.requestId === 3 ? [m] : []));
    expect(early.map((m) => m.move)).toEqual(results[0].result.moves);
    expect(early.every((m) => m.unit === 'win')).toBe(true);
    const progress = posted.filter((m) => m.type === 'progress' && m.requestId === 3).map((m) => (m as { fraction: number }).fraction);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);

    send({ type: 'review', requestId: 5, gameId: 'reference', record, seat: '0', level: 'impossible', seed: 's' });
    await vi.waitFor(() => expect(posted.at(-1)).toEqual({ type: 'error', requestId: 5, message: 'level must be one of easy, normal, hard.' }));
  });
});
