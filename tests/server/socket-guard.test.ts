// The guard's per-match facts: one store read per match for its moves, never a fact for a match
// that does not exist, and a move still refused for another game's match or a seat it lacks.
import { describe, expect, it } from 'vitest';
import type { Game, Server } from 'boardgame.io';
import { clientRules, MatchFactsCache, packetRefusal } from '../../server/socket-guard';
import type { RailhouseStorage } from '../../server/storage/types';

const game: Game = { name: 'g', moves: { play: () => {} } };
const rules = clientRules(game);

function countingStore(matches: Record<string, Partial<Server.MatchData>>) {
  const reads: string[] = [];
  const fetch = async (matchID: string) => {
    reads.push(matchID);
    return { metadata: matches[matchID] as Server.MatchData | undefined };
  };
  return { reads, fetch: fetch as unknown as RailhouseStorage['fetch'] };
}

const update = (matchID: string, playerID: string, type = 'play') =>
  ['update', { type: 'MAKE_MOVE', payload: { type, args: [], playerID, credentials: 'c' } }, 3, matchID, playerID];

describe('the socket guard reads a match once for its moves', () => {
  const matches = {
    m1: { gameName: 'g', players: { '0': { id: 0 }, '1': { id: 1 } } },
    other: { gameName: 'h', players: { '0': { id: 0 } } },
  } as Record<string, Partial<Server.MatchData>>;

  it('passes the seats of an existing match and reads the store once for many moves', async () => {
    const store = countingStore(matches);
    const facts = new MatchFactsCache(store);
    for (let i = 0; i < 5; i++) expect(await packetRefusal(store, game, rules, 500, update('m1', String(i % 2)), facts)).toBeNull();
    expect(store.reads).toEqual(['m1']);
    expect(await packetRefusal(store, game, rules, 500, update('m1', '2'), facts)).toBe('not a seat of this match');
    expect(await packetRefusal(store, game, rules, 500, update('m1', '0', 'nope'), facts)).toBe('no move "nope"');
    expect(store.reads).toEqual(['m1']);
  });

  it('remembers nothing of a match that is not there, and refuses another game\'s match every time', async () => {
    const store = countingStore(matches);
    const facts = new MatchFactsCache(store);
    expect(await packetRefusal(store, game, rules, 500, update('gone', '0'), facts)).toBe('no such match');
    expect(await packetRefusal(store, game, rules, 500, update('gone', '0'), facts)).toBe('no such match');
    expect(store.reads).toEqual(['gone', 'gone']);
    expect(await packetRefusal(store, game, rules, 500, update('other', '0'), facts)).toBe('no such match');
    expect(await packetRefusal(store, game, rules, 500, update('other', '0'), facts)).toBe('no such match');
    expect(store.reads).toEqual(['gone', 'gone', 'other']);
  });

  it('forgets the oldest match past its capacity', async () => {
    const many = Object.fromEntries(['a', 'b', 'c'].map((id) => [id, { gameName: 'g', players: { '0': { id: 0 } } }]));
    const store = countingStore(many);
    const facts = new MatchFactsCache(store, 2);
    for (const id of ['a', 'b', 'c', 'c', 'b', 'a']) await facts.of(id);
    expect(store.reads).toEqual(['a', 'b', 'c', 'a']);
    expect(facts.size).toBe(2);
  });
});
