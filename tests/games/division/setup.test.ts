// Setup (§2): the deal, the rolled orientation and superior direction, hands, due Stages.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { division } from '../../../games/division';
import { MAINLINE, mainline } from '../../../games/division/data';
import { buildDivision, buildHomeDeck, freshCard, newGame, type SetupRandom } from '../../../games/division/rules/setup';
import { nodeAhead, nodeBefore } from '../../../games/division/rules/state';
import { makeClient } from './helpers';

function rng(seed: string): SetupRandom {
  const r = seedrandom(seed);
  return {
    Number: () => r(),
    Die: (n: number) => 1 + Math.floor(r() * n),
    Shuffle: <T,>(a: T[]) => {
      const b = [...a];
      for (let i = b.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [b[i], b[j]] = [b[j], b[i]]; }
      return b;
    },
  };
}

describe('setup', () => {
  it('S003-0001 S003-0005 every Division is DP, N+1 Mainline cards and N Offices alternating', () => {
    for (const n of [1, 2, 3, 4]) {
      const G = newGame(n, rng(`deal-${n}`));
      expect(G.cards).toHaveLength(n + 1);
      expect(G.offices).toHaveLength(n);
      // Card k lies between node k and node k+1: W DP, M0, Office 1, M1, ..., Office N, MN, E DP.
      for (let k = 0; k <= n; k++) expect([nodeBefore(k, 'E'), nodeAhead(k, 'E')]).toEqual([k, k + 1]);
    }
  });

  it('S003-0006 dealt without replacement: 2 000 seeds × N never exceed the printed copies', () => {
    for (const n of [1, 2, 3, 4]) for (let s = 0; s < 500; s++) {
      const types = buildDivision(n, rng(`copies-${n}-${s}`));
      for (const m of MAINLINE) expect(types.filter((t) => t === m.type).length).toBeLessThanOrEqual(m.copies);
    }
  });

  it('S003-0007 the two Division Points are the fixed ends and never dealt', () => {
    for (let s = 0; s < 200; s++) {
      const types = buildDivision(4, rng(`dp-${s}`));
      expect(types.every((t) => MAINLINE.some((m) => m.type === t))).toBe(true);
    }
    const G = newGame(2, rng('dp'));
    expect(G.trains.map((t) => [t.no, t.pos])).toEqual([[1, { at: 'yard', dp: 'E' }], [2, { at: 'yard', dp: 'W' }]]);
  });

  it('S003-0071 every card touches two nodes, never lying inside one district', () => {
    for (const n of [1, 2, 3, 4]) for (let k = 0; k <= n; k++) {
      expect(nodeAhead(k, 'E') - nodeBefore(k, 'E')).toBe(1);
      expect(nodeBefore(k, 'W')).toBe(nodeAhead(k, 'E'));
    }
  });

  it('S003-0068 S003-0069 no move or option sets the Heavy Grade orientation: it is rolled at setup', () => {
    const moves = Object.keys((division.game.phases!.stage.turn!.stages as any).office.moves)
      .concat(Object.keys((division.game.phases!.stage.turn!.stages as any).drawOption.moves));
    expect(moves.some((m) => /orient|uphill/i.test(m))).toBe(false);
    expect(division.variants).toEqual([]);
    const G = newGame(2, rng('orient'));
    expect(['E', 'W']).toContain(G.hgUphill);
  });

  it('S003-0075 an orientation option is refused with a sentence', () => {
    const r = division.parseSetup(2, { orientation: 'E' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain('rolled from the seed');
    expect(division.parseSetup(2, {}).ok).toBe(true);
    expect(division.parseSetup(2, undefined).ok).toBe(true);
    expect(division.parseSetup(5, undefined).ok).toBe(false);
  });

  it('S003-0076 the same seed gives the same orientation (and the same game)', () => {
    const a = newGame(3, rng('same'));
    const b = newGame(3, rng('same'));
    expect(a).toEqual(b);
  });

  it('S003-0077 about even over 4 000 seeds, the same draw in solitaire, no setup phase: the first stage is the Office turn of Stage 1', () => {
    let east = 0;
    for (let s = 0; s < 4000; s++) if (newGame(1 + (s % 4), rng(`even-${s}`)).hgUphill === 'E') east++;
    expect(east / 4000).toBeGreaterThan(0.47);
    expect(east / 4000).toBeLessThan(0.55);
    // N = 1 makes the same draws in the same order as N = 2 up to the orientation.
    const r1 = rng('solo'); const r2 = rng('solo');
    buildDivision(1, r1); buildDivision(2, r2);
    expect(r1.Number() < 0.5).toBe(r2.Number() < 0.5);
    for (const n of [1, 3]) {
      const c = makeClient(n, `first-${n}`);
      const s = c.getState()!;
      expect(Object.keys(division.game.phases!)).toEqual(['stage']);
      expect(s.ctx.phase).toBe('stage');
      expect(s.ctx.currentPlayer).toBe(s.G.superintendent);
      expect(s.ctx.activePlayers).toEqual({ [s.G.superintendent]: 'drawOption' });
      expect(s.G.stage).toBe(1);
      c.stop();
    }
  });

  it('S003-0073 odd-numbered trains run west and even east, scheduled and Extras', () => {
    const G = newGame(2, rng('parity'));
    for (const r of G.timetable) expect(r.no % 2 === 1 ? 'W' : 'E').toBe(r.no % 2 === 1 ? 'W' : 'E');
    expect(G.trains.map((t) => [t.no, t.dir])).toEqual([[1, 'W'], [2, 'E']]);
    expect(G.nextExtra).toEqual({ W: 51, E: 52 });
  });

  it('hands: 3 cards each, 2 for the Superintendent of Stage 2 at 3-4 players; the filters follow the Division', () => {
    for (const n of [1, 2, 3, 4]) {
      const G = newGame(n, rng(`hands-${n}`));
      const second = String((Number(G.superintendent) + 1) % n);
      for (const s of Object.keys(G.hands)) expect(G.hands[s]).toHaveLength(n >= 3 && s === second ? 2 : 3);
    }
    const noGrade = buildHomeDeck(['plains', 'tunnel', 'hilly'].map((t) => freshCard(t as any)));
    expect(noGrade.deck.filter((c) => ['brakeman', 'airbrakes', 'helpers', 'realignment'].includes(c))).toEqual([]);
    const grade = buildHomeDeck(['plains', 'heavyGrade', 'trestle'].map((t) => freshCard(t as any)));
    expect(grade.deck.length).toBe(20);
    expect(mainline('heavyGrade').regions).toBe(3);
  });

  it('seat balance at 4 players: the two end Offices start with a Yard Office from the Home Office deck covering their Small Yard; 1-3 players start with a Small Yard only', () => {
    for (const n of [1, 2, 3, 4]) {
      for (let s = 0; s < 50; s++) {
        const G = newGame(n, rng(`yards-${n}-${s}`));
        const end = (i: number) => n === 4 && (i === 0 || i === n - 1);
        expect(G.offices.map((o) => o.squares)).toEqual(G.offices.map((_, i) => [end(i) ? 'yardOffice' : 'smallYard', null]));
        const inPlay = G.homeDeck.length + Object.values(G.hands).flat().length;
        expect(inPlay).toBe(G.homeDeckSize);
        expect(G.homeDeck.filter((c) => c === 'yardOffice').length + Object.values(G.hands).flat().filter((c) => c === 'yardOffice').length)
          .toBe(n === 4 ? 2 : 4);
        expect(division.invariants!(G, G, { numPlayers: n } as any)).toBeNull();
      }
    }
  });
});
