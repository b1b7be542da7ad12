import { describe, expect, it, vi } from 'vitest';
import type { BotResponse } from '../../bots/protocol';
import { referenceStart, viewFor } from './helpers';

describe('bots/worker.ts', () => {
  it('answers messages posted to the worker scope, one request after the other', async () => {
    const posted: BotResponse[] = [];
    let listener: ((e: MessageEvent) => void) | undefined;
    const scope = {
      postMessage: (m: BotResponse) => posted.push(m),
      addEventListener: (_type: string, fn: (e: MessageEvent) => void) => (listener = fn),
    };
    vi.stubGlobal('self', scope);
    await import('../../bots/worker');
    expect(listener).toBeDefined();
    const { G, ctx } = referenceStart(2, 'worker');
    const base = { type: 'think', gameId: 'reference', G: viewFor(G, ctx, '0'), ctx, playerID: '0', difficulty: 'easy', seed: 's' };
    listener!({ data: { ...base, requestId: 1 } } as MessageEvent);
    listener!({ data: { ...base, requestId: 2 } } as MessageEvent);
    await vi.waitFor(() => expect(posted.filter((m) => m.type === 'move')).toHaveLength(2), { timeout: 20_000 });
    const finals = posted.filter((m) => m.type === 'move').map((m) => m.requestId);
    expect(finals).toEqual([1, 2]);
    vi.unstubAllGlobals();
  });
});
