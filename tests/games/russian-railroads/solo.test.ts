// Solo against Emil (sentence 0321–0392), including the seed's cases 1 to 9.
import { describe, it, expect } from 'vitest';
import { freshState, must, play, options, makeClient, module } from './helpers';
import { boardSpaces } from '../../../games/russian-railroads/rules/actions';
import { emilTurn, emilSkipReason, emilThresholds } from '../../../games/russian-railroads/rules/emil';
import { playerView } from '../../../games/russian-railroads/view';
import type { RRState } from '../../../games/russian-railroads/rules/state';

function solo(): RRState {
  return freshState(1);
}
/** Emil draws from this deck next. */
function stack(G: RRState, cards: string[]) {
  G.secret!.emilDeck = [...cards];
  G.emil!.deckCount = cards.length;
  G.emil!.passed = false;
}
const turn = (G: RRState) => emilTurn({ G, pid: '0', turn: 1 });

describe('solo setup', () => {
  it('S002-0321 S002-0322 S002-0323 S002-0324 S002-0325 set up as for 2 players; the 2-roubles space is blocked; no Last Round marker, Turn Order cards or Starting Bonus cards', () => {
    const G = solo();
    const ids = boardSpaces(G).map((s) => s.id);
    for (const b of ['R', 'T1', 'T3', 'L2', 'W', 'TO1', 'TO2']) expect(ids).not.toContain(b);
    expect(G.engineers).toHaveLength(6);
    expect(G.locoStacks.slice(2)).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
    expect(G.startingBonus).toEqual([]);
    expect(G.startingBonusQueue).toEqual([]);
    G.round = 6;
    expect(boardSpaces(G).map((s) => s.id)).not.toContain('LR');
  });
  it('S002-0326 S002-0327 the player takes 5 roubles and needs no turn-order pawn', () => {
    const G = solo();
    expect(G.players['0'].roubles).toBe(5);
    expect(G.players['0'].workers).toBe(6);
    expect(G.players['0'].pts.passing).toBe(0);
  });
  it('S002-0328 S002-0329 S002-0330 S002-0331 Emil is a deck of cards with 6 workers; 2 more wait at the 50 space', () => {
    const G = solo();
    expect(G.emil!.owned).toBe(6);
    expect(G.emil!.waiting).toBe(2);
    expect(G.emil!.deckCount + G.emil!.discard.length).toBe(16);
  });
  it('S002-0332 S002-0336 S002-0337 S002-0377 6 rounds; Emil begins: a card is drawn and his workers block its space before the player acts', () => {
    const G = solo();
    expect(G.setup.rounds).toBe(6);
    expect(G.emil!.discard.length).toBeGreaterThanOrEqual(1);
    expect(Object.values(G.spaces)).toContain('emil');
    expect(G.current).toBe('0');
  });
  it('S002-0338 S002-0339 S002-0340 S002-0341 S002-0342 Emil occupies the depicted space with the right number of workers and does not perform it', () => {
    const G = solo();
    G.spaces = {}; G.emil!.workers = 6; G.emil!.placed = 0;
    stack(G, ['EM-K3']);
    const before = JSON.stringify(G.players['0']);
    turn(G);
    expect(G.spaces.T2).toBe('emil');
    expect(G.emil!.workers).toBe(4);
    expect(JSON.stringify(G.players['0'])).toBe(before);
    expect(play(G, 'placeWorkers', 'T2', 0)).toMatch(/occupied/);
  });
});

describe("Emil's special cases", () => {
  function clean() {
    const G = solo();
    G.spaces = {}; G.emil!.workers = 6; G.emil!.placed = 0; G.emil!.discard = [];
    return G;
  }
  it('S002-0347 S002-0348 case 1: on "2 of your choice" and "hire" Emil takes the coin from the supply (and a worker for the first)', () => {
    const G = clean();
    const bank = G.bank;
    stack(G, ['EM-ANY', 'EM-HIRE']);
    turn(G);
    expect(G.spaces.T11).toBe('emil');
    expect(G.emil!.workers).toBe(5);
    expect(G.bank).toBe(bank - 1);
    turn(G);
    expect(G.spaces.HIRE).toBe('emil');
    expect(G.emil!.workers).toBe(5);
    expect(G.roublesOnBoard).toBe(2);
  });
  it('S002-0350 S002-0351 S002-0352 case 2: a card Emil lacks workers for is discarded and the next drawn', () => {
    const G = clean();
    G.emil!.workers = 1; G.emil!.owned = 1 + 0; G.emil!.waiting = 2; G.emil!.owned = 6; G.emil!.placed = 5;
    stack(G, ['EM-L3', 'EM-I2', 'EM-D']);
    turn(G);
    expect(G.spaces.L3).toBeUndefined();
    expect(G.spaces.I2).toBeUndefined();
    expect(G.spaces.D).toBe('emil');
    expect(G.emil!.discard).toEqual(['EM-L3', 'EM-I2', 'EM-D']);
  });
  it('S002-0354 case 3: a card whose space is occupied is discarded and another drawn', () => {
    const G = clean();
    G.spaces.I1 = '0';
    stack(G, ['EM-I1', 'EM-D']);
    expect(emilSkipReason(G, 'EM-I1')).toMatch(/occupied/);
    turn(G);
    expect(G.spaces.I1).toBe('0');
    expect(G.spaces.D).toBe('emil');
  });
  it('S002-0355 S002-0356 S002-0357 case 4: Emil only blocks spaces the player can use (no unlocked colour, no card)', () => {
    const G = clean();
    stack(G, ['EM-W1', 'EM-N2', 'EM-B1', 'EM-G3', 'EM-I1']);
    turn(G);
    expect(Object.keys(G.spaces)).toEqual(['I1']);
    expect(G.emil!.discard).toEqual(['EM-W1', 'EM-N2', 'EM-B1', 'EM-G3', 'EM-I1']);
  });
  it('S002-0358 S002-0359 S002-0360 S002-0361 S002-0362 case 5: Emil keeps the locomotives (then the lowest factories) and engineers he takes; they have no other effect', () => {
    const G = clean();
    stack(G, ['EM-L3', 'EM-HIRE']);
    const hired = G.engineers[5];
    turn(G);
    expect(G.emil!.tiles).toEqual([1, 2]); // always from the lowest pile
    expect(G.locoStacks[1]).toBe(0);
    expect(G.locoStacks[2]).toBe(1);
    expect(G.players['0'].locos).toEqual([1, 0, 0, 0]);
    turn(G);
    expect(G.emil!.engineers).toEqual([hired]);
    expect(G.engineers[5]).toBeNull();
  });
  it('S002-0359 S002-0360 Emil keeps the locomotive of a light-side engineer that gives one (Locomotive fitter #1), none of one that gives only a factory (#8)', () => {
    const G = clean();
    G.engineers = [null, null, null, 1, 8, 14];
    const tiles = () => G.locoStacks.reduce((s, n) => s + n, 0);
    const before = tiles();
    stack(G, ['EM-ENG', 'EM-ENG']);
    turn(G);
    expect(G.spaces.E1).toBe('emil');
    expect(G.emil!.tiles).toHaveLength(1);
    expect(tiles()).toBe(before - 1);
    turn(G);
    expect(G.spaces.E8).toBe('emil');
    expect(G.emil!.tiles).toHaveLength(1);
    expect(tiles()).toBe(before - 1);
  });
  it('S002-0364 case 6: on the engineer card Emil places workers on the light-side engineer (the left-most free one)', () => {
    const G = clean();
    G.engineers = [null, null, null, 10, 14, 1];
    stack(G, ['EM-ENG', 'EM-ENG']);
    turn(G);
    expect(G.spaces.E10).toBe('emil');
    expect(G.emil!.workers).toBe(4);
    turn(G);
    expect(G.spaces.E14).toBe('emil');
    expect(G.emil!.workers).toBe(3);
  });
  it('S002-0366 S002-0367 case 7: the coal card is removed from the deck without the Coal module', () => {
    const G = solo();
    expect(G.emil!.deckCount + G.emil!.discard.length).toBe(16);
    expect([...G.secret!.emilDeck, ...G.emil!.discard]).not.toContain('EM-COAL');
  });
  it('S002-0370 S002-0371 case 8: with no card or no worker left Emil passes, and the player takes consecutive turns', () => {
    const G = clean();
    stack(G, []);
    turn(G);
    expect(G.emil!.passed).toBe(true);
    must(G, 'placeWorkers', 'I1', 0); must(G, 'advanceIndustry', 0);
    must(G, 'placeWorkers', 'D', 0);
    expect(G.current).toBe('0');
    expect(G.spaces.D).toBe('0');
    const H = clean();
    H.emil!.workers = 0; H.emil!.placed = 6;
    stack(H, ['EM-HIRE']);
    turn(H);
    expect(H.emil!.passed).toBe(true);
    expect(H.spaces.HIRE).toBeUndefined();
  });
  it('S002-0372 S002-0373 S002-0374 S002-0375 S002-0376 case 9: at 50+ and at 150+ points Emil gains a worker, usable at once if he has not passed', () => {
    const G = clean();
    G.players['0'].score = 49;
    emilThresholds(G);
    expect(G.emil!.owned).toBe(6);
    G.players['0'].score = 50;
    emilThresholds(G);
    expect(G.emil!.owned).toBe(7);
    expect(G.emil!.workers).toBe(7);
    emilThresholds(G);
    expect(G.emil!.owned).toBe(7);
    G.players['0'].score = 200;
    emilThresholds(G);
    expect(G.emil!.owned).toBe(8);
    expect(G.emil!.waiting).toBe(0);
  });
});

describe('solo rounds and the end', () => {
  it('S002-0378 S002-0379 S002-0380 S002-0381 the player and Emil alternate: after each player action Emil draws again', () => {
    const G = solo();
    const drawn = G.emil!.discard.length;
    const free = options(G).find((o) => o.move === 'placeWorkers' && o.args![0] === 'D' || o.args?.[0] === 'I1')!;
    must(G, free.move, ...free.args!);
    while (G.pending.length) must(G, options(G)[0].move, ...(options(G)[0].args ?? []));
    expect(G.emil!.discard.length).toBeGreaterThan(drawn);
    expect(G.current).toBe('0');
  });
  it('S002-0382 S002-0383 S002-0384 S002-0385 S002-0386 once the player passes the round ends and is scored; all workers return and Emil\'s deck is reshuffled', () => {
    const G = solo();
    G.players['0'].tracks[0] = [3, 2, -1, -1, -1]; G.players['0'].locos = [3, 0, 0, 0];
    must(G, 'pass');
    expect(G.round).toBe(2);
    expect(G.players['0'].pts.tracks).toBe(2);
    expect(G.players['0'].workers).toBe(6);
    expect(G.emil!.discard.length).toBeGreaterThanOrEqual(1); // Emil has begun round 2 with a fresh deck
    expect(G.emil!.deckCount + G.emil!.discard.length).toBe(16);
  });
  it('S002-0387 S002-0388 S002-0389 S002-0334 after the 6th round the last scoring and final scoring; only the player scores', () => {
    const G = solo();
    for (let r = 0; r < 6; r++) must(G, 'pass');
    expect(G.gameover).toEqual({ winners: ['0'], scores: { 0: G.players['0'].score } });
    expect(G.history).toHaveLength(6);
  });
  it('S002-0390 S002-0391 S002-0207 engineer majority counts Emil: if he collected more engineers you score only 20; a tie goes to the highest engineer', () => {
    const G = solo();
    G.round = 6;
    G.players['0'].engineers = [3];
    G.emil!.engineers = [5, 7];
    must(G, 'pass');
    expect(G.players['0'].pts.majority).toBe(20);
    const H = solo();
    H.round = 6;
    H.players['0'].engineers = [3, 4];
    H.emil!.engineers = [5, 7];
    must(H, 'pass');
    expect(H.players['0'].pts.majority).toBe(20); // 2 each: Emil's #7 beats your #4
    const K = solo();
    K.round = 6;
    K.players['0'].engineers = [3, 8];
    K.emil!.engineers = [5, 7];
    must(K, 'pass');
    expect(K.players['0'].pts.majority).toBe(40); // 2 each: your #8 beats Emil's #7
    const L = solo();
    L.round = 6;
    L.players['0'].engineers = [3, 4];
    L.emil!.engineers = [15];
    must(L, 'pass');
    expect(L.players['0'].pts.majority).toBe(40);
  });
  it('a solo game starts in the worker placement: a solo game ends with the player as the only winner', () => {
    const c = makeClient(1, 'solo-goal');
    const s = c.getState()!;
    expect(s.ctx.phase).toBe('workerPlacement');
    expect(module.game.ai!.enumerate(s.G, s.ctx, '0').length).toBeGreaterThan(3);
  });
  it("Emil's deck order reaches no client", () => {
    const G = solo();
    const v = playerView(G, '0');
    expect(v.secret).toBeNull();
    expect(JSON.stringify(v)).not.toMatch(new RegExp(G.secret!.emilDeck.map((c) => `"${c}"`).join('|')));
    expect(v.emil!.deckCount).toBe(G.secret!.emilDeck.length);
    const d = module.determinize(v, {} as any, '0', () => 0.3);
    expect(d.secret!.emilDeck.sort()).toEqual([...G.secret!.emilDeck].sort());
  });
});
