import { describe, expect, it } from 'vitest';
import { trainAndRailway } from '../../../games/train-and-railway';
import { playerView } from '../../../games/train-and-railway/view';
import { HIDDEN } from '../../../games/train-and-railway/rules/state';
import { gameWith, newState } from './helpers';
import { Client } from 'boardgame.io/client';
import seedrandom from 'seedrandom';

describe('Train & Railway hidden information', () => {
  it("another seat's secret contract and the deck order never reach a client", () => {
    const G = newState(3, 'TR-P01', ['S1', 'S2', 'S3']);
    const secret0 = G.players['0'].secret[0];
    for (const viewer of ['1', '2', null]) {
      const v = playerView(G, viewer);
      expect(v.players['0'].secret).toEqual([HIDDEN]);
      expect(v.deck).toEqual([]);
      expect(v.deckCount).toBe(G.deck.length);
      expect(JSON.stringify(v)).not.toContain(`"${secret0}"`);
      for (const id of G.deck) expect(JSON.stringify(v)).not.toContain(`"${id}"`);
    }
    expect(playerView(G, '0').players['0'].secret).toEqual([secret0]);
  });

  it('what a Client seat really receives holds no other secret and no deck', () => {
    const game = gameWith('view-seed', { map: 'TR-P03' });
    const full = Client({ game, numPlayers: 2 });
    full.start();
    const seat1 = Client({ game, numPlayers: 2, playerID: '1' });
    seat1.start();
    const s = seat1.getState()!;
    expect(s.G.deck).toEqual([]);
    expect(s.G.players['0'].secret).toEqual([HIDDEN]);
    expect(s.G.players['1'].secret[0]).not.toBe(HIDDEN);
    full.stop();
    seat1.stop();
  });

  it('determinize samples the hidden cards from the unseen ones, never from the real state', () => {
    const G = newState(3, 'TR-P01', ['S1', 'S2', 'S3']);
    const view = playerView(G, '1');
    const a = trainAndRailway.determinize(view, {} as any, '1', seedrandom('a'));
    const b = trainAndRailway.determinize(view, {} as any, '1', seedrandom('b'));
    for (const d of [a, b]) {
      const all = [...d.deck, ...d.publicContracts.map((c) => c.id), ...Object.values(d.players).flatMap((p) => [...p.secret, ...p.completed]), ...d.discard];
      expect(new Set(all).size).toBe(36);
      expect(d.deck).toHaveLength(G.deckCount);
      expect(d.players['1'].secret).toEqual(G.players['1'].secret);
      expect(d.players['0'].secret[0]).not.toBe(HIDDEN);
    }
    expect(JSON.stringify(a.deck) === JSON.stringify(b.deck) && a.players['0'].secret[0] === b.players['0'].secret[0]).toBe(false);
  });

  it('the narration never names a secret contract before it is revealed', () => {
    const G = newState(2);
    const text = G.log.map((l) => l.text).join('\n');
    for (const P of Object.values(G.players)) for (const id of P.secret) expect(text).not.toContain(id);
  });
});

describe('Train & Railway: a revealed secret contract', () => {
  it('S004-0087 a secret contract sold to is revealed to everyone; the others stay hidden', async () => {
    const { act, give, placeTrain } = await import('./helpers');
    const G = newState(2);
    placeTrain(G, '0', '4,2', 0, 3, 3);
    G.turn.mainDone = true;
    G.deck.push(...G.players['0'].secret);
    G.players['0'].secret = ['G03', 'R09'];
    G.deck = G.deck.filter((c) => c !== 'G03' && c !== 'R09');
    G.publicContracts = G.publicContracts.filter((c) => c.id !== 'G03' && c.id !== 'R09');
    G.deckCount = G.deck.length;
    give(G, '0', { paper: 1 });
    act(G, '0', 'sell', '4,3');
    act(G, '0', 'sellGood', 'G03', 'paper');
    const v = playerView(G, '1');
    expect(v.players['0'].secret).toEqual(['G03', HIDDEN]);
    const d = trainAndRailway.determinize(v, {} as any, '1', seedrandom('x'));
    const all = [...d.deck, ...d.publicContracts.map((c) => c.id), ...Object.values(d.players).flatMap((p) => [...p.secret, ...p.completed]), ...d.discard];
    expect(new Set(all).size).toBe(36);
  });
});
