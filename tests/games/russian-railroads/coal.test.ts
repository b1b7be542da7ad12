// The Coal module (sentence 0267–0320, and Emil's coal card 0368–0369).
import { describe, it, expect } from 'vitest';
import { freshState, placementState, must, play, options } from './helpers';
import { boardSpaces } from '../../../games/russian-railroads/rules/actions';
import { reach } from '../../../games/russian-railroads/rules/locos';
import { emilTurn } from '../../../games/russian-railroads/rules/emil';
import { ENGINEER_BY_ID } from '../../../games/russian-railroads/data/engineers';
import { playerView } from '../../../games/russian-railroads/view';
import { FOUNDRIES } from '../../../games/russian-railroads/data/coal';

const COAL = { board: 'base', coal: true };
const coalGame = (n = 4) => placementState(n, COAL);

describe('Coal setup', () => {
  it('S002-0267 the coal board adds its 3 action spaces (and the Mining engineer)', () => {
    const ids = boardSpaces(coalGame()).map((s) => s.id);
    for (const c of ['C1', 'C2', 'C3', 'MINE']) expect(ids).toContain(c);
    expect(boardSpaces(placementState(4)).map((s) => s.id)).not.toContain('C1');
  });
  it('S002-0268 S002-0269 S002-0270 12 foundries shuffled face down, two of them face up', () => {
    const G = coalGame();
    expect(G.foundryDisplay).toHaveLength(2);
    expect(G.foundryPileCount).toBe(10);
    expect(new Set([...G.foundryDisplay, ...G.secret!.foundryPile]).size).toBe(12);
  });
  it('S002-0271 S002-0272 one round fewer (a blockade on the left-most engineer space) and one A engineer fewer', () => {
    const G = coalGame(4);
    expect(G.setup.rounds).toBe(6);
    expect(G.engineers.map((id) => ENGINEER_BY_ID[id!].pile).join('')).toBe('BBBBAA');
    const H = coalGame(3);
    expect(H.setup.rounds).toBe(5);
    expect(H.engineers.map((id) => ENGINEER_BY_ID[id!].pile).join('')).toBe('BBBAA');
    expect(freshState(1, COAL).setup.rounds).toBe(5);
  });
  it('S002-0273 each player also starts with 1 coal and 1 more rouble', () => {
    for (const p of Object.values(coalGame(4).players)) { expect(p.coal).toBe(1); expect(p.roubles).toBe(2); }
    expect(freshState(1, COAL).players['0'].roubles).toBe(6);
  });
  it('S002-0274 S002-0275 S002-0276 the Mining engineer, the 4-coal tokens and the coal factory card are added automatically', () => {
    const G = coalGame();
    expect(G.coalFactory).toBe(true);
    G.pending = [{ k: 'chooseBonusToken', space: 'StP4' }];
    expect(options(G).map((o) => o.args?.[0])).toContain('Q8');
    must(G, 'chooseBonusToken', 'Q8');
    expect(G.players['0'].coal).toBe(5);
    const H = coalGame();
    must(H, 'placeWorkers', 'MINE', 1);
    expect(H.players['0'].coal).toBe(4);
  });
  it('S002-0276 with every locomotive pile empty the coal factory card can still be taken on a factory space', () => {
    const G = coalGame();
    G.locoStacks = G.locoStacks.map(() => 0);
    expect(play(G, 'placeWorkers', 'L3', 0)).toMatch(/Not enough locomotives/);
    must(G, 'placeWorkers', 'L1', 0);
    expect(play(G, 'takeLocomotive')).toMatch(/No locomotive/);
    must(G, 'takeCoalFactory');
    expect(G.players['0'].factories).toEqual([10]);
  });
  it('S002-0277 S002-0278 S002-0279 S002-0281 the coal Starting Bonus card is one more choice and gives 1 coal (coal is unlimited)', () => {
    const G = freshState(4, COAL);
    expect(G.startingBonus).toContain('SB-C');
    must(G, 'takeStartingBonus', 'SB-C');
    expect(G.players[G.order[3]].coal).toBe(2);
    expect(freshState(4).startingBonus).not.toContain('SB-C');
  });
});

describe('boilermen', () => {
  it('S002-0282 S002-0283 the lower coal action takes 2 coal and puts the top face-down foundry as a boilerman on a locomotive or factory', () => {
    const G = coalGame();
    const p = G.players['0'];
    expect(play(G, 'placeWorkers', 'C3', 0)).toMatch(/2 coal/);
    p.coal = 2;
    must(G, 'placeWorkers', 'C3', 0);
    expect(p.coal).toBe(0);
    expect(G.foundryPileCount).toBe(9);
    expect(G.pending).toEqual([{ k: 'attachBoilerman' }]);
    must(G, 'attachBoilerman', 'loco', 0);
    expect(p.locoBoiler[0]).toBe(true);
  });
  it('S002-0284 S002-0285 S002-0286 S002-0287 a boilerman makes the locomotive one number higher: it reaches one space further and may trigger a special space', () => {
    const G = coalGame();
    const p = G.players['0'];
    p.tracks[0] = [5, 4, 3, -1, -1]; p.locos = [2, 0, 0, 0];
    expect(reach(G, p, 0)).toBe(2);
    G.pending = [{ k: 'attachBoilerman' }];
    const owned = p.owned;
    must(G, 'attachBoilerman', 'loco', 0);
    expect(reach(G, p, 0)).toBe(3);
    expect(p.owned).toBe(owned + 1); // TS 3 with brown and a locomotive
  });
  it('S002-0288 S002-0303 one boilerman per locomotive or factory', () => {
    const G = coalGame();
    const p = G.players['0'];
    p.locoBoiler[0] = true; p.factories = [4]; p.factoryBoiler = [true];
    G.pending = [{ k: 'attachBoilerman' }];
    expect(play(G, 'attachBoilerman', 'loco', 0)).toMatch(/only have 1/);
    expect(play(G, 'attachBoilerman', 'factory', 0)).toMatch(/only have 1/);
    expect(play(G, 'placeWorkers', 'C3', 0)).not.toBeNull();
  });
  it('S002-0289 S002-0290 S002-0291 a boilerman is permanent and moves with its locomotive to another railroad', () => {
    const G = coalGame();
    const p = G.players['0'];
    p.locos = [3, 0, 0, 0]; p.locoBoiler = [true, false, false, false];
    G.pending = [{ k: 'placeLocomotive', loco: 5 }];
    must(G, 'placeLocomotive', 0);
    expect(G.pending).toEqual([{ k: 'placeLocomotive', loco: 3, boiler: true }]);
    must(G, 'placeLocomotive', 3);
    expect(p.locos).toEqual([5, 0, 0, 3]);
    expect(p.locoBoiler).toEqual([false, false, false, true]);
    expect(reach(G, p, 2)).toBe(4);
  });
  it('S002-0292 a returned locomotive loses its boilerman', () => {
    const G = coalGame();
    const p = G.players['0'];
    p.locos = [6, 6, 6, 3]; p.locoBoiler = [false, false, false, true];
    G.pending = [{ k: 'placeLocomotive', loco: 5 }];
    must(G, 'placeLocomotive', 3);
    must(G, 'discardLocomotive');
    expect(p.locoBoiler).toEqual([false, false, false, false]);
    expect(p.locos).toEqual([6, 6, 6, 5]);
  });
  it('S002-0293 S002-0294 S002-0295 S002-0296 S002-0297 a factory with one ability and a boilerman fires twice', () => {
    const G = coalGame();
    const p = G.players['0'];
    p.industry = [4]; p.factories = [4]; p.factoryBoiler = [true];
    const r = p.roubles;
    G.pending = [{ k: 'advanceIndustry', n: 1, full: false }];
    must(G, 'advanceIndustry', 0);
    expect(p.roubles).toBe(r + 4);
  });
  it('S002-0296 S002-0297 the Contract office with a boilerman: draw 2 and keep 1, then draw 2 more and keep 1 again', () => {
    const G = coalGame();
    const p = G.players['0'];
    p.industry = [4]; p.factories = [6]; p.factoryBoiler = [true];
    const hand = G.hands['0']!;
    const cardsInPlay = () => G.secret!.ebPile.length + hand.endBonus.length + hand.drawn.length;
    const total = cardsInPlay();
    const [first, second, third, fourth] = G.secret!.ebPile;
    G.pending = [{ k: 'advanceIndustry', n: 1, full: false }];
    must(G, 'advanceIndustry', 0);
    expect(hand.drawn).toEqual([first, second]);
    expect(G.pending).toEqual([{ k: 'keepEndBonus' }, { k: 'keepEndBonus', draw: 2 }]);
    expect(play(G, 'chooseStep', 1)).toMatch(/first/);
    must(G, 'keepEndBonusCard', 1);
    expect(hand.endBonus).toEqual([second]);
    expect(hand.drawn).toEqual([third, fourth]);
    expect(G.pending).toEqual([{ k: 'keepEndBonus' }]);
    must(G, 'keepEndBonusCard', 0);
    expect(hand.endBonus).toEqual([second, third]);
    expect(hand.drawn).toEqual([]);
    expect(G.pending).toEqual([]);
    expect(G.secret!.ebPile.slice(-2)).toEqual([first, fourth]);
    expect(cardsInPlay()).toBe(total);
    expect(G.ebPileCount).toBe(G.secret!.ebPile.length);
  });
  it('S002-0298 S002-0299 a factory with two abilities and a boilerman repeats one of them', () => {
    const G = coalGame();
    const p = G.players['0'];
    p.industry = [4]; p.factories = [5]; p.factoryBoiler = [true];
    p.tracks[0] = [8, 5, 2, -1, -1];
    G.pending = [{ k: 'advanceIndustry', n: 1, full: false }];
    must(G, 'advanceIndustry', 0);
    expect(G.pending.map((s) => s.k)).toEqual(['advanceTracks', 'advanceTracks', 'repeatAbility']);
    must(G, 'advanceTrack', 0, 1); must(G, 'advanceTrack', 0, 2);
    must(G, 'repeatFactoryAbility', 1);
    must(G, 'advanceTrack', 0, 2);
    expect(p.tracks[0]).toEqual([8, 6, 4, -1, -1]);
  });
  it('S002-0300 S002-0301 a point-scoring factory with a boilerman scores only 1 point more', () => {
    const G = coalGame();
    const p = G.players['0'];
    p.industry = [4]; p.factories = [8]; p.factoryBoiler = [true];
    G.pending = [{ k: 'advanceIndustry', n: 1, full: false }];
    must(G, 'advanceIndustry', 0);
    expect(p.pts.immediate).toBe(11);
  });
  it('S002-0302 the improved effect need not be used in full', () => {
    const G = coalGame();
    const p = G.players['0'];
    p.industry = [4]; p.factories = [2]; p.factoryBoiler = [true];
    G.pending = [{ k: 'advanceIndustry', n: 1, full: false }];
    must(G, 'advanceIndustry', 0);
    must(G, 'advanceTrack', 0, 0);
    expect(play(G, 'skipStep')).toBeNull();
  });
  it('S002-0304 S002-0305 S002-0306 a replaced factory loses its boilerman; the coal factory goes back to its card', () => {
    const G = coalGame();
    const p = G.players['0'];
    p.factories = [10, 3, 4, 5, 6]; p.factoryBoiler = [true, false, false, false, false]; G.coalFactory = false;
    G.pending = [{ k: 'replaceFactory', factory: 2 }];
    must(G, 'replaceFactory', 0);
    expect(p.factories[0]).toBe(2);
    expect(p.factoryBoiler[0]).toBe(false);
    expect(G.coalFactory).toBe(true);
  });
});

describe('foundries', () => {
  function withFoundry(id = 'FD08') {
    const G = coalGame();
    G.players['0'].foundries = [id];
    G.players['0'].coal = 4;
    return G;
  }
  it('S002-0307 S002-0308 a collected foundry is used once per round for 2 coal', () => {
    const G = withFoundry();
    must(G, 'useFoundry', 'FD08');
    expect(G.players['0'].roubles).toBe(4); // Mint: 2 roubles (3 until the balance report's 1450 games)
    expect(G.players['0'].coal).toBe(2);
    must(G, 'skipStep'); // keep it open
    G.current = '0';
    expect(play(G, 'useFoundry', 'FD08')).toMatch(/already used/);
  });
  it('S002-0309 a foundry may be used even when its effect cannot be done in full', () => {
    const G = withFoundry('FD07');
    G.players['0'].doublers = 7;
    must(G, 'useFoundry', 'FD07');
    expect(G.players['0'].doublers).toBe(8);
  });
  it('S002-0310 S002-0311 the face-up foundries in the supply cannot be used; the middle coal space buys one', () => {
    const G = coalGame();
    const up = G.foundryDisplay[0];
    G.players['0'].coal = 3;
    expect(play(G, 'useFoundry', up)).toMatch(/face-up/);
    must(G, 'placeWorkers', 'C2', 0);
    must(G, 'takeFoundry', 0);
    expect(G.players['0'].foundries).toEqual([up]);
    expect(G.foundryDisplay).toHaveLength(2);
    expect(G.foundryPileCount).toBe(9);
  });
  it('S002-0283 S002-0314 the boilerman taken from the foundry pile must be placed: the step cannot be skipped', () => {
    const G = coalGame();
    const p = G.players['0'];
    p.coal = 2;
    must(G, 'placeWorkers', 'C3', 0);
    expect(play(G, 'skipStep')).toMatch(/cannot be skipped/);
    expect(options(G).map((o) => o.move)).not.toContain('skipStep');
    must(G, 'attachBoilerman', 'loco', 0);
    expect(p.locoBoiler[0]).toBe(true);
  });
  it('S002-0312 S002-0313 S002-0314 S002-0315 S002-0316 S002-0317 S002-0318 S002-0319 closing a foundry right after using it turns it into a boilerman for good', () => {
    const G = withFoundry();
    must(G, 'useFoundry', 'FD08');
    expect(G.pending).toEqual([{ k: 'closeFoundry', foundry: 'FD08' }]);
    must(G, 'closeFoundry');
    must(G, 'attachBoilerman', 'loco', 0);
    expect(G.players['0'].foundries).toEqual([]);
    expect(G.players['0'].locoBoiler[0]).toBe(true);
    expect(play(G, 'closeFoundry')).not.toBeNull(); // only right after a use
  });
  it('FD09 Erecting shop gives a locomotive or factory for its 2 coal, and no rouble (balance)', () => {
    const G = withFoundry('FD09');
    const p = G.players['0'];
    const roubles = p.roubles;
    must(G, 'useFoundry', 'FD09');
    must(G, 'takeFactory');
    expect(p.factories).toEqual([2]);
    expect(p.coal).toBe(2);
    expect(p.roubles).toBe(roubles);
    expect(G.pending).toEqual([{ k: 'closeFoundry', foundry: 'FD09' }]);
  });
  it('S002-0320 the 12 foundries are listed in data/coal.ts', () => {
    expect(FOUNDRIES.map((f) => f.id)).toHaveLength(12);
  });
  it('the face-down foundries reach no client', () => {
    const G = coalGame();
    const text = JSON.stringify(playerView(G, '0'));
    for (const f of G.secret!.foundryPile) expect(text).not.toContain(f);
  });
});

describe("Emil's coal card", () => {
  it('S002-0368 S002-0369 Emil blocks the coal mine with a worker, never a coin, and takes no coal', () => {
    const G = freshState(1, COAL);
    G.spaces = {}; G.emil!.workers = 6; G.emil!.placed = 0;
    G.secret!.emilDeck = ['EM-COAL']; G.emil!.deckCount = 1;
    const bank = G.bank;
    emilTurn({ G, pid: '0', turn: 1 });
    expect(G.spaces.C1).toBe('emil');
    expect(G.emil!.workers).toBe(5);
    expect(G.bank).toBe(bank);
    expect(G.emil!.deckCount + G.emil!.discard.length).toBeGreaterThanOrEqual(1);
    expect(freshState(1, COAL).emil!.deckCount + freshState(1, COAL).emil!.discard.length).toBe(17);
  });
});
