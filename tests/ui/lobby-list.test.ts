// What the lobby offers as open (ui/app/lobbyList.ts).
import { describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS, joinFailure, matchesToOffer } from '../../ui/app/lobbyList';
import type { Match } from '../../ui/app/api';

const NOW = 1_800_000_000_000;
const match = (id: string, players: Match['players'], updatedAt = NOW): Match =>
  ({ matchID: id, gameName: 'g', players, createdAt: updatedAt, updatedAt }) as Match;

describe('the open list', () => {
  it('offers a match with a free seat that is not mine, full and abandoned ones not', () => {
    const open = match('open', [{ id: 0, name: 'Ann', isConnected: true }, { id: 1 }]);
    const full = match('full', [{ id: 0, name: 'Ann' }, { id: 1, name: 'Ben' }]);
    const botFull = match('bot', [{ id: 0, name: 'Ann' }, { id: 1, data: { bot: 'easy' } }]);
    const abandoned = match('gone', [{ id: 0, name: 'Ann', isConnected: false }, { id: 1 }], NOW - ABANDONED_AFTER_MS - 1);
    const quietButHere = match('here', [{ id: 0, name: 'Ann', isConnected: true }, { id: 1 }], NOW - 10 * ABANDONED_AFTER_MS);
    const mine = match('mine', [{ id: 0, name: 'Me', isConnected: true }, { id: 1 }]);
    expect(matchesToOffer([open, full, botFull, abandoned, quietButHere, mine], new Set(['mine']), NOW).map((m) => m.matchID)).toEqual(['open', 'here']);
  });

  it('names a seat taken meanwhile as the screen numbers it', () => {
    expect(joinFailure('Seat 2 was just taken by Ben.', '1')).toMatch(/^Seat 2 was just taken\./);
    expect(joinFailure('Player 1 not available', '1')).toMatch(/^Seat 2 was just taken\./);
    expect(joinFailure('The server cannot be reached.', '1')).toBe('The server cannot be reached.');
  });
});
