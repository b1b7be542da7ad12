// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { findSeat, forgetSeat, mySeats, savePlayerName, saveSeat, savedPlayerName } from '../../ui/app/credentials';

beforeEach(() => localStorage.clear());

describe('credentials storage', () => {
  it('keeps my seat per match so a reload rejoins', () => {
    saveSeat({ game: 'reference', matchID: 'm1', playerID: '1', credentials: 'secret-1', playerName: 'Ada', joinedAt: 1 });
    expect(findSeat('reference', 'm1')).toEqual({ game: 'reference', matchID: 'm1', playerID: '1', credentials: 'secret-1', playerName: 'Ada', joinedAt: 1 });
    expect(findSeat('reference', 'm2')).toBeUndefined();
    expect(findSeat('other-game', 'm1')).toBeUndefined();
  });

  it('replaces an older seat in the same match and lists mine newest first', () => {
    saveSeat({ game: 'reference', matchID: 'a', playerID: '0', credentials: 'x', playerName: 'Ada', joinedAt: 10 });
    saveSeat({ game: 'reference', matchID: 'b', playerID: '1', credentials: 'y', playerName: 'Ada', joinedAt: 20 });
    saveSeat({ game: 'other', matchID: 'c', playerID: '0', credentials: 'z', playerName: 'Ada', joinedAt: 30 });
    saveSeat({ game: 'reference', matchID: 'a', playerID: '2', credentials: 'x2', playerName: 'Ada', joinedAt: 40 });
    expect(mySeats('reference').map((s) => [s.matchID, s.playerID])).toEqual([
      ['a', '2'],
      ['b', '1'],
    ]);
    expect(mySeats().map((s) => s.matchID)).toEqual(['a', 'c', 'b']);
  });

  it('forgets a seat', () => {
    saveSeat({ game: 'reference', matchID: 'a', playerID: '0', credentials: 'x', playerName: 'Ada' });
    forgetSeat('reference', 'a');
    expect(findSeat('reference', 'a')).toBeUndefined();
    expect(mySeats()).toEqual([]);
  });

  it('survives damaged storage', () => {
    localStorage.setItem('railhouse.seats', '{not json');
    expect(mySeats()).toEqual([]);
    localStorage.setItem('railhouse.seats', JSON.stringify([{ game: 'reference', matchID: 'a' }, 7, null]));
    expect(mySeats()).toEqual([]);
    saveSeat({ game: 'reference', matchID: 'b', playerID: '0', credentials: 'x', playerName: 'Ada' });
    expect(mySeats()).toHaveLength(1);
  });

  it('never puts credentials in the address bar', () => {
    saveSeat({ game: 'reference', matchID: 'a', playerID: '0', credentials: 'very-secret', playerName: 'Ada' });
    expect(window.location.href).not.toContain('very-secret');
    expect(localStorage.getItem('railhouse.seats')).toContain('very-secret');
  });

  it('remembers my name', () => {
    expect(savedPlayerName()).toBe('');
    savePlayerName('Ada');
    expect(savedPlayerName()).toBe('Ada');
  });
});
