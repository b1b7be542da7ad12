// The balance report's hooks: which project-designed components a setup offers and which a seat took.
import { describe, expect, it } from 'vitest';
import { balanceComponents, componentsTaken } from '../../../games/russian-railroads/rules/balance';
import { freshState } from './helpers';

describe('balance hooks (tools/balance.ts)', () => {
  it('a base game without Coal offers the engineers, factories, End Bonus cards, ? tokens and cards and the last-round space, nothing of the modules', () => {
    const rows = balanceComponents({ board: 'base', coal: false });
    const count = (kind: string) => rows.filter((r) => r.kind === kind).length;
    expect([count('engineer'), count('factory'), count('endBonus'), count('token'), count('bonusCard')]).toEqual([15, 9, 10, 7, 5]);
    expect(rows.filter((r) => r.kind === 'space').map((r) => r.id)).toEqual(['LR']);
    expect(count('foundry') + count('extension') + count('income') + count('coinSpace') + count('route')).toBe(0);
  });

  it('Coal adds the foundries, the coal factory, Q8 and the coal spaces; the German and American boards add theirs', () => {
    const coal = balanceComponents({ board: 'base', coal: true });
    expect(coal.filter((r) => r.kind === 'foundry')).toHaveLength(12);
    expect(coal.some((r) => r.kind === 'factory' && r.id === '10')).toBe(true);
    expect(coal.some((r) => r.kind === 'token' && r.id === 'Q8')).toBe(true);
    expect(coal.filter((r) => r.kind === 'space').map((r) => r.id).sort()).toEqual(['C1', 'C2', 'LR', 'MINE']);
    const german = balanceComponents({ board: 'german', coal: false });
    expect(german.filter((r) => r.kind === 'extension')).toHaveLength(15);
    expect(german.filter((r) => r.kind === 'income').map((r) => r.id)).toEqual(['INC-R', 'INC-I', 'INC-T', 'INC-B']);
    expect(german.filter((r) => r.kind === 'route').map((r) => r.id)).toEqual(['H', 'B']);
    expect(balanceComponents({ board: 'american', coal: false }).filter((r) => r.kind === 'coinSpace').map((r) => r.id)).toEqual(['CP1', 'CP2', 'CP3']);
  });

  it("lists what a seat holds or used, and nothing of another seat's", () => {
    const G = freshState(4, { board: 'german', coal: true });
    const p = G.players['1'];
    p.engineers = [5, 13];
    p.factories = [3, 10];
    p.tokens = ['Q2'];
    p.bonusCards = ['QC4'];
    p.foundries = ['FD07'];
    p.extensions = { HV: 'HV2' };
    p.income = ['INC-T'];
    p.route = 'B';
    G.hands['1'] = { endBonus: ['EB06'], drawn: [] };
    G.spaces = { C1: '1', T1: '1', MINE: '2' };
    expect(componentsTaken(G, '1').sort()).toEqual(
      ['bonusCard:QC4', 'endBonus:EB06', 'engineer:13', 'engineer:5', 'extension:HV2', 'factory:10', 'factory:3', 'foundry:FD07', 'income:INC-T', 'route:B', 'space:C1', 'token:Q2'].sort(),
    );
    expect(componentsTaken(G, '2')).toEqual(['space:MINE']);
  });
});
