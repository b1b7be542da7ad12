import { describe, expect, it } from 'vitest';
import { waitingStatus } from '../../ui/app/MatchScreen';

const seats = [
  { id: '0', name: 'Ada' },
  { id: '1', name: 'Seat 2 (open)', empty: true },
  { id: '2', name: 'Seat 3 (open)', empty: true },
];
const nameOf = (p: string) => seats.find((s) => s.id === p)!.name;

describe('match status while seats are open', () => {
  it('waits for a player to join rather than for an open seat', () => {
    expect(waitingStatus(['1'], seats, nameOf)).toBe('Waiting for a player to join.');
    expect(waitingStatus(['1', '2'], seats, nameOf)).toBe('Waiting for 2 players to join.');
    expect(waitingStatus(['0', '1'], seats, nameOf)).toBe('Waiting for Ada and for a player to join.');
  });

  it('names the seats that have players', () => {
    expect(waitingStatus(['0'], seats, nameOf)).toBe('Waiting for Ada.');
  });
});
