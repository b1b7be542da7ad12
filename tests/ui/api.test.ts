// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMatch, handSeatToBot, listOpenMatches, resign, seatBot } from '../../ui/app/api';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('lobby API client', () => {
  it('creates a match with bot seats and returns its id', async () => {
    const fetchMock = stubFetch(200, { matchID: 'abc' });
    const id = await createMatch('reference', { numPlayers: 3, setupData: {}, unlisted: true, bots: { '2': 'hard' } });
    expect(id).toBe('abc');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/railhouse\/games\/reference\/create$/);
    expect(JSON.parse(init.body as string)).toEqual({ numPlayers: 3, setupData: {}, unlisted: true, bots: { '2': 'hard' } });
  });

  it('turns a refusal into the server’s sentence', async () => {
    stubFetch(400, { error: 'The coal module needs the base board.' });
    await expect(createMatch('reference', { numPlayers: 2, setupData: {}, unlisted: false })).rejects.toThrow('The coal module needs the base board.');
    stubFetch(403, { error: 'Wrong credentials.' });
    await expect(resign('reference', 'm', '0', 'bad')).rejects.toThrow('Wrong credentials.');
    stubFetch(500, 'oops');
    await expect(handSeatToBot('reference', 'm', '0', 'c', 'easy')).rejects.toThrow('The server answered 500');
  });

  it('asks only for unfinished matches that moved in the last 24 hours', async () => {
    const fetchMock = stubFetch(200, { matches: [] });
    await listOpenMatches('reference', Date.UTC(2026, 0, 2));
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]));
    expect(url.pathname).toBe('/games/reference');
    expect(url.searchParams.get('isGameover')).toBe('false');
    expect(url.searchParams.get('updatedAfter')).toBe(String(Date.UTC(2026, 0, 1)));
  });

  it('reads bot seats from the player data the server stores', () => {
    expect(seatBot({ data: { bot: 'hard' } })).toBe('hard');
    expect(seatBot({ name: 'Ada' })).toBeUndefined();
  });
});
