// The balance hook (design §5.6): which project-designed components a setup offers, and what a seat
// takes in play, polled the way the balance report polls it (after every move).
import { describe, expect, it } from 'vitest';
import { lostAtlas } from '../../../games/lost-atlas';
import { balanceComponents, componentsTaken } from '../../../games/lost-atlas/rules/balance';
import type { LASetup } from '../../../games/lost-atlas/setup-parse';
import { playDirect } from './helpers/direct';
import { playoutPolicy } from './helpers/policy';

function setupOf(players: number, raw: unknown): LASetup {
  const parsed = lostAtlas.parseSetup(players, raw);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.setup;
}

const kinds = (setup: LASetup) => {
  const out: Record<string, string[]> = {};
  for (const c of balanceComponents(setup)) (out[c.kind] ??= []).push(c.id);
  return out;
};

describe('lost-atlas balance hook', () => {
  it('offers the components each setup brings: none in the base game, the module pieces only when they are in play', () => {
    expect(balanceComponents(setupOf(4, { mode: 'long', landmarks: false }))).toEqual([]);
    expect(kinds(setupOf(4, { mode: 'long' }))).toEqual({ minor: ['CI', 'CO', 'MA', 'TW'] });
    expect(kinds(setupOf(4, { mode: 'long', ddCard: 'DD-6' })).ddCard).toEqual(['DD-6']);
    expect(kinds(setupOf(4, { mode: 'long', differentDestinations: true })).ddCard).toEqual(['DD-5', 'DD-6', 'DD-7']);
    const six = kinds(setupOf(6, { events: true, headquarters: true }));
    expect(six.landmark).toEqual(['LMK-1', 'LMK-2', 'LMK-3']);
    expect(six.specialTile).toEqual(['S-1', 'S-2']);
    expect(six.event).toHaveLength(16);
    expect(six.hqOpening).toEqual(['taxBreak', 'landGrant', 'commercialZoning']);
  });

  it('a seeded Long 4p game with events and Headquarters: seats take Landmarks Minors, event cards and HQ openings, and only components the setup offers', () => {
    const raw = { mode: 'long', events: true, headquarters: true, landmarkProjects: 'on', differentDestinations: true };
    const offered = new Set(balanceComponents(setupOf(4, raw)).map((c) => `${c.kind}:${c.id}`));
    const taken = new Set<string>();
    const policy = playoutPolicy('la-balance-1');
    const result = playDirect(4, raw, 'la-balance-1', (options, G) => {
      for (const seat of ['0', '1', '2', '3']) for (const k of componentsTaken(G, seat)) taken.add(k);
      return policy(options, G);
    });
    expect(result.problems).toEqual([]);
    expect(result.over).toBe(true);
    for (const k of taken) expect(offered, k).toContain(k);
    const kindsTaken = new Set([...taken].map((k) => k.split(':')[0]));
    expect(kindsTaken).toContain('minor');
    expect(kindsTaken).toContain('event');
    expect(kindsTaken).toContain('hqOpening');
  });
});
