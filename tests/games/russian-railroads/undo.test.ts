// Undo (issue "platform": a player may undo their own moves of this turn that revealed nothing hidden).
import { describe, expect, it } from 'vitest';
import { moves } from '../../../games/russian-railroads/moves';
import { enumerate } from '../../../games/russian-railroads/enumerate';
import { fakeCtx, freshState, must } from './helpers';

const undoable = (G: any) => (moves as any).placeWorkers.undoable({ G, ctx: {} });

describe('undo only takes back moves that showed nothing hidden', () => {
  it('a worker placement that draws nothing can be undone', () => {
    const G = freshState(2);
    G.startingBonusQueue = [];
    const place = enumerate(G, fakeCtx(G), G.current).find((m: any) => m.move === 'placeWorkers')!;
    must(G, 'placeWorkers', ...(place.args ?? []));
    expect(G.revealedByLastMove).toBe(false);
    expect(undoable(G)).toBe(true);
  });

  it('a move after which Emil turns over a card from his hidden deck cannot be undone; the others can (solo)', () => {
    const G = freshState(1);
    G.startingBonusQueue = [];
    let emilDrew = 0;
    let quiet = 0;
    for (let i = 0; i < 40 && !G.gameover; i++) {
      const options = enumerate(G, fakeCtx(G), G.current);
      if (!options.length) break;
      const deckBefore = G.secret!.emilDeck.length;
      const secretBefore = JSON.stringify(G.secret);
      const choice = options[i % options.length];
      must(G, choice.move, ...(choice.args ?? []));
      if (G.secret!.emilDeck.length < deckBefore) emilDrew++;
      if (JSON.stringify(G.secret) === secretBefore) quiet++;
      expect(G.revealedByLastMove).toBe(JSON.stringify(G.secret) !== secretBefore);
      expect(undoable(G)).toBe(!G.revealedByLastMove && !G.gameover);
    }
    expect(emilDrew).toBeGreaterThan(0);
    expect(quiet).toBeGreaterThan(0);
  });

  it('nothing can be undone once the game is over', () => {
    const G = freshState(2);
    G.revealedByLastMove = false;
    G.gameover = { winners: ['0'], scores: { '0': 1, '1': 0 } };
    expect(undoable(G)).toBe(false);
  });
});
