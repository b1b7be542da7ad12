// Setup rules (sentence 0001–0044) and the 2- and 3-player setup changes (sentence 0213–0229).
import { describe, it, expect } from 'vitest';
import { freshState, makeClient, module, must, options } from './helpers';
import { END_BONUS_CARDS } from '../../../games/russian-railroads/data/endBonus';
import { ENGINEER_BY_ID } from '../../../games/russian-railroads/data/engineers';
import { BASE_LINES } from '../../../games/russian-railroads/data/board-base';
import { publicEngineers, boardSpaces } from '../../../games/russian-railroads/rules/actions';

describe('setup of the base game for 4 players', () => {
  const G = freshState(4);
  it('S002-0002 S002-0038 every score starts at 0 (the 0/100 space)', () => {
    for (const p of Object.values(G.players)) expect(p.score).toBe(0);
  });
  it('S002-0003 five ? cards lie face up', () => {
    expect(G.bonusCards).toEqual(['QC1', 'QC2', 'QC3', 'QC4', 'QC5']);
  });
  it('S002-0004 S002-0005 ten End Bonus cards: two removed unseen, eight in a face-down pile, none dealt', () => {
    const s = G.secret!;
    expect(s.ebRemoved).toHaveLength(2);
    expect(s.ebPile).toHaveLength(8);
    expect(new Set([...s.ebRemoved, ...s.ebPile]).size).toBe(10);
    expect([...s.ebRemoved, ...s.ebPile].sort()).toEqual(END_BONUS_CARDS.map((c) => c.id).sort());
    expect(G.ebPileCount).toBe(8);
    for (const h of Object.values(G.hands)) expect(h!.endBonus).toEqual([]);
  });
  it('S002-0006 S002-0007 locomotives in 9 piles by number (one per player and number), each player already holding a #1', () => {
    expect(G.locoStacks.slice(1)).toEqual([0, 4, 4, 4, 4, 4, 4, 4, 4]);
    for (const p of Object.values(G.players)) expect(p.locos).toEqual([1, 0, 0, 0]);
  });
  it('S002-0008 the #9 without a factory side lies on its ? card (Express locomotive)', () => {
    expect(G.bonusCards).toContain('QC3');
  });
  it('S002-0009 the two turquoise workers lie on their action space', () => {
    expect(G.tempOnBoard).toBe(2);
  });
  it('S002-0010 the black worker lies on its ? card', () => {
    expect(G.bonusCards).toContain('QC1');
  });
  it('S002-0011 S002-0031 S002-0032 seven workers of each colour: five to start, two waiting beside the board', () => {
    for (const p of Object.values(G.players)) {
      expect(p.workers).toBe(5);
      expect(p.reserve).toBe(2);
      expect(p.owned + p.reserve).toBe(7);
    }
  });
  it('S002-0012 S002-0033 18 roubles form the supply and each player receives 1', () => {
    for (const p of Object.values(G.players)) expect(p.roubles).toBe(1);
    expect(G.bank + 4).toBe(18);
  });
  it('S002-0013 20 doublers form the supply', () => {
    expect(G.doublerSupply).toBe(20);
  });
  it('S002-0014 48 tracks: black, gray and brown on 3 lines, natural on 2, white on 1, for 4 players', () => {
    const perColour = [0, 1, 2, 3, 4].map((c) => BASE_LINES.filter((l) => l.colours.includes(c as any)).length);
    expect(perColour).toEqual([3, 3, 3, 2, 1]);
    expect(perColour.reduce((a, b) => a + b, 0) * 4).toBe(48);
  });
  it('S002-0015 S002-0017 S002-0018 S002-0019 S002-0023 engineers: 4 from B on spaces 6–3, 3 from A on 2, 1 and hiring, the rest removed', () => {
    expect(G.engineers).toHaveLength(7);
    expect(G.engineers.slice(0, 4).map((id) => ENGINEER_BY_ID[id!].pile)).toEqual(['B', 'B', 'B', 'B']);
    expect(G.engineers.slice(4).map((id) => ENGINEER_BY_ID[id!].pile)).toEqual(['A', 'A', 'A']);
    expect(G.secret!.engineersRemoved).toHaveLength(7);
    expect(new Set([...G.engineers, ...G.secret!.engineersRemoved]).size).toBe(14);
  });
  it('S002-0016 the letterless engineer lies on its ? card with a rouble (Chief engineer)', () => {
    expect(ENGINEER_BY_ID[4].pile).toBe('-');
    expect(G.engineers).not.toContain(4);
    expect(G.secret!.engineersRemoved).not.toContain(4);
    expect(G.bonusCards).toContain('QC2');
  });
  it('S002-0020 S002-0021 S002-0022 the horizontal (light side) engineers are the two public action spaces; the vertical ones are not usable', () => {
    expect(publicEngineers(G)).toEqual([G.engineers[4], G.engineers[5]]);
    const ids = boardSpaces(G).map((s) => s.id);
    for (const e of G.engineers.slice(0, 4)) expect(ids).not.toContain(`E${e}`);
  });
  it('S002-0025 the number of engineer spaces left of the hiring space tells the rounds still to play', () => {
    expect(G.engineers.length).toBe(G.setup.rounds);
  });
  it('S002-0026 S002-0027 the Last Round marker waits beside the board: no last-round space yet', () => {
    expect(boardSpaces(G).map((s) => s.id)).not.toContain('LR');
  });
  it('S002-0029 each player starts with a #1 locomotive on the Trans-Siberian', () => {
    for (const p of Object.values(G.players)) expect(p.locos[0]).toBe(1);
  });
  it('S002-0030 three black tracks start on the first space of each railroad', () => {
    for (const p of Object.values(G.players)) expect(p.tracks.map((t) => t[0])).toEqual([1, 1, 1]);
  });
  it('S002-0034 one industry marker on space 0', () => {
    for (const p of Object.values(G.players)) expect(p.industry).toEqual([0]);
  });
  it('S002-0035 seven different ? tokens (Revaluation, second marker and Kiev medal among them), none used', () => {
    for (const p of Object.values(G.players)) { expect(p.tokens).toEqual([]); expect(p.revalued).toBe(false); expect(p.medal).toBe(false); }
  });
  it('S002-0037 the Turn Order cards are shuffled: the seed decides the order', () => {
    const orders = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) orders.add(makeClient(4, seed).getState()!.G.order.join(''));
    expect(orders.size).toBeGreaterThan(1);
    for (const o of orders) expect(o.split('').sort().join('')).toBe('0123');
  });
});

describe('Starting Bonus cards', () => {
  it('S002-0039 S002-0040 S002-0041 S002-0042 the 4th, then 3rd, then 2nd player take a card and use it; the 1st gets none', () => {
    const G = freshState(4);
    expect(G.startingBonusQueue).toEqual([G.order[3], G.order[2], G.order[1]]);
    expect(G.current).toBe(G.order[3]);
    const fourth = G.current;
    must(G, 'takeStartingBonus', 'SB-R');
    expect(G.players[fourth].roubles).toBe(2);
    expect(G.current).toBe(G.order[2]);
    must(G, 'takeStartingBonus', 'SB-D');
    expect(G.players[G.order[2]].doublers).toBe(1);
    expect(G.current).toBe(G.order[1]);
    expect(options(G).map((o) => o.args![0])).toEqual(['SB-T', 'SB-I']);
    must(G, 'takeStartingBonus', 'SB-T');
    expect(G.pending[0]).toMatchObject({ k: 'advanceTracks', cols: [0], n: 1 });
    must(G, 'advanceTrack', 1, 0);
    expect(G.players[G.order[1]].tracks[1][0]).toBe(2);
    expect(G.startingBonusQueue).toEqual([]);
    expect(G.current).toBe(G.order[0]);
    const first = G.players[G.order[0]];
    expect(first.roubles + first.doublers + first.industry[0]).toBe(1);
  });
  it('S002-0043 the remaining Starting Bonus card is returned to the box', () => {
    const G = freshState(4);
    must(G, 'takeStartingBonus', 'SB-R');
    must(G, 'takeStartingBonus', 'SB-D');
    must(G, 'takeStartingBonus', 'SB-I');
    must(G, 'advanceIndustry', 0);
    expect(G.players[G.order[1]].industry).toEqual([1]);
    expect(G.startingBonus).toEqual([]);
  });
  it('S002-0042 through the framework the draft hands over to the worker placement with the 1st player', () => {
    const c = makeClient(3, 'draft');
    let s = c.getState()!;
    const G0 = s.G;
    for (let i = 0; i < 2; i++) {
      c.updatePlayerID(s.ctx.currentPlayer);
      const opts = module.game.ai!.enumerate(s.G, s.ctx, s.ctx.currentPlayer) as any[];
      const pick = opts.find((o) => o.args[0] === 'SB-R') ?? opts[0];
      (c.moves as any)[pick.move](...pick.args);
      s = c.getState()!;
      while (s.G.pending.length) {
        c.updatePlayerID(s.ctx.currentPlayer);
        const o = module.game.ai!.enumerate(s.G, s.ctx, s.ctx.currentPlayer) as any[];
        (c.moves as any)[o[0].move](...(o[0].args ?? []));
        s = c.getState()!;
      }
    }
    expect(s.ctx.phase).toBe('workerPlacement');
    expect(s.ctx.currentPlayer).toBe(G0.order[0]);
  });
});

describe('2- and 3-player setups', () => {
  it('S002-0213 S002-0214 the 2-player side blocks T1, T3, L2, the temporary workers and TO2', () => {
    const G = freshState(2);
    const ids = boardSpaces(G).map((s) => s.id);
    for (const b of ['T1', 'T3', 'L2', 'W', 'TO2']) expect(ids).not.toContain(b);
    for (const k of ['T2', 'T4', 'L1', 'L3', 'TO1', 'HIRE']) expect(ids).toContain(k);
  });
  it('S002-0215 two players: 2 locomotives of each number are returned to the box', () => {
    expect(freshState(2).locoStacks.slice(2)).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
  });
  it('S002-0216 two players: 6 engineers, 3 A and 3 B, on the 6 spaces', () => {
    const G = freshState(2);
    expect(G.engineers).toHaveLength(6);
    expect(G.engineers.map((id) => ENGINEER_BY_ID[id!].pile).join('')).toBe('BBBAAA');
  });
  it('S002-0217 S002-0218 S002-0219 two players: all 8 workers of your colour, 6 to start', () => {
    for (const p of Object.values(freshState(2).players)) { expect(p.workers).toBe(6); expect(p.owned + p.reserve).toBe(8); }
  });
  it('S002-0220 two players: 2 roubles to start', () => {
    for (const p of Object.values(freshState(2).players)) expect(p.roubles).toBe(2);
  });
  it('S002-0221 two players: 6 rounds', () => {
    expect(freshState(2).setup.rounds).toBe(6);
  });
  it('S002-0223 three players: 1 locomotive of each number is returned to the box', () => {
    expect(freshState(3).locoStacks.slice(2)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
  });
  it('S002-0224 S002-0225 three players: 6 engineers (3 A, 3 B); the left-most space of the 4-player strip stays empty', () => {
    const G = freshState(3);
    expect(G.engineers).toHaveLength(6); // the 7-space strip without its empty left-most space
    expect(G.engineers.map((id) => ENGINEER_BY_ID[id!].pile).join('')).toBe('BBBAAA');
    const ids = boardSpaces(G).map((s) => s.id);
    for (const k of ['T1', 'T3', 'L2', 'W', 'TO1', 'TO2']) expect(ids).toContain(k);
  });
  it('S002-0226 S002-0227 S002-0228 three players: all 8 workers of your colour, 6 to start, 1 rouble', () => {
    for (const p of Object.values(freshState(3).players)) { expect(p.workers).toBe(6); expect(p.owned + p.reserve).toBe(8); expect(p.roubles).toBe(1); }
  });
  it('S002-0229 three players: 6 rounds', () => {
    expect(freshState(3).setup.rounds).toBe(6);
  });
});
