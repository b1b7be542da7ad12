// Seeded random playouts (design §7.4): every issue-1 configuration, 3 seeds each, on plain state
// through the enumerator and the moves' own checks (helpers/direct.ts), with the invariants of §7.3
// after every move; and two games through the boardgame.io Client (the framework wiring: phases
// following the rounds, one move per turn, the actor as current player). A failing seed is printed
// with its configuration so it can be replayed.
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { lostAtlas } from '../../../games/lost-atlas';
import { gameWithSetup, playThroughClient } from '../../kit/client';
import { playoutPolicy } from './helpers/policy';
import { playDirect } from './helpers/direct';
import type { LAState } from '../../../games/lost-atlas/rules/state';

export const ISSUE1_CONFIGS: { label: string; players: number; setup: Record<string, unknown> }[] = [
  ...[2, 3, 4].flatMap((players) => [
    { label: `Short ${players}p base`, players, setup: { mode: 'short', minors: 'base' } },
    { label: `Short ${players}p landmarks`, players, setup: { mode: 'short', minors: 'landmarks' } },
  ]),
  ...[3, 4, 5].flatMap((players) => [
    { label: `Long ${players}p landmarks`, players, setup: { mode: 'long', minors: 'landmarks', directToMajor: 'off' } },
    { label: `Long ${players}p landmarks D2M`, players, setup: { mode: 'long', minors: 'landmarks', directToMajor: 'on' } },
  ]),
];

/** Design §7.4, the configuration families of issue 2 (Hostile Mergers and the Events-module rows come later). */
export const ISSUE2_CONFIGS: { label: string; players: number; setup: Record<string, unknown> }[] = [
  ...[2, 3, 4].flatMap((players) => [
    { label: `Short ${players}p random`, players, setup: { mode: 'short', minors: 'random' } },
    { label: `Short ${players}p crowded S-tiles`, players, setup: { mode: 'short', crowded: true, specialTiles: true } },
    { label: `Short ${players}p no Landmarks`, players, setup: { mode: 'short', landmarks: false } },
  ]),
  ...[3, 4, 5].flatMap((players) => [
    { label: `Long ${players}p random`, players, setup: { mode: 'long', minors: 'random' } },
    { label: `Long ${players}p crowded S-tiles`, players, setup: { mode: 'long', crowded: true, specialTiles: true } },
    { label: `Long ${players}p base`, players, setup: { mode: 'long', minors: 'base' } },
    { label: `Long ${players}p no Landmarks`, players, setup: { mode: 'long', landmarks: false } },
  ]),
  ...[6, 7].flatMap((players) => [
    { label: `Six-seven ${players}p defaults`, players, setup: {} },
    { label: `Six-seven ${players}p no Landmark projects, no D2M`, players, setup: { landmarkProjects: 'off', directToMajor: 'off' } },
  ]),
];

export function clientPlayout(players: number, raw: Record<string, unknown>, seed: string, maxMoves = 30000) {
  // setup() parses the raw setupData itself, as the server hands it over.
  const client = Client({ game: gameWithSetup(lostAtlas.game, raw as never, { seed }), numPlayers: players });
  client.start();
  const policy = playoutPolicy(seed);
  return playThroughClient(lostAtlas, client, (options, G) => policy(options, G as LAState), maxMoves);
}

for (const [title, configs] of [
  ['lost-atlas random playouts on plain state (§7.4, 3 seeds per configuration)', ISSUE1_CONFIGS],
  ['lost-atlas random playouts of the issue-2 setups (§7.4, 3 seeds per configuration)', ISSUE2_CONFIGS],
] as const) {
  describe(title, () => {
    for (const c of configs) {
      it(`${c.label}: 3 seeded games end with every invariant kept after every move`, () => {
        for (const n of [1, 2, 3]) {
          const seed = `la-${c.label}-${n}`;
          const r = playDirect(c.players, c.setup, seed, playoutPolicy(seed));
          expect(r.problems, `replay: playDirect(${c.players}, ${JSON.stringify(c.setup)}, '${seed}', playoutPolicy('${seed}'))`).toEqual([]);
          expect(r.over).toBe(true);
          expect(r.G.mapBuild.rebuilds).toBeLessThan(3);
        }
      }, 120_000);
    }
  });
}

/**
 * Design §7.4, the configuration families of issue 3 (the optional modules), one row per module as
 * it lands. The seeds are chosen so the games reach the module's moves (`shows`: a narration line
 * some game of the three must contain).
 */
export const ISSUE3_CONFIGS: { label: string; players: number; setup: Record<string, unknown>; seeds: string[]; shows: RegExp | null }[] = [
  { label: 'Long 4p hostile mergers', players: 4, setup: { mode: 'long', hostileMergers: 'on' }, seeds: ['la-hv-4-9', 'la-hv-4-11', 'la-hv-4-5'], shows: /The vote on .* passes/ },
  { label: 'Long 5p hostile mergers', players: 5, setup: { mode: 'long', hostileMergers: 'on' }, seeds: ['la-hv-5-4', 'la-hv-5-2', 'la-hv-5-8'], shows: /The vote on .* fails/ },
  // Random play never earns enough to break even the 8,000 bank: these check the money against it
  // and the certificate limit on every buy; bank.test.ts covers the break itself.
  { label: 'Long 4p bank break', players: 4, setup: { mode: 'long', bankBreak: true }, seeds: ['la-bb-4-32-5', 'la-bb-4-32-6', 'la-bb-4-32-7'], shows: null },
  // The Events module (issue 20): the seeds reach the priority player's choices (Town Charter, Boom Town, New City).
  { label: 'Long 4p events', players: 4, setup: { mode: 'long', events: true }, seeds: ['la-ev-4-1', 'la-ev-4-2', 'la-ev-4-3'], shows: /\(Town Charter\)|a Boom Town|founds a New City/ },
  { label: 'Six-seven 7p events bank break', players: 7, setup: { events: true, bankBreak: true }, seeds: ['la-ev-7-1', 'la-ev-7-2', 'la-ev-7-3'], shows: /^Event (CHR|HER)-\d/ },
  { label: 'Long 4p play on after a bankruptcy', players: 4, setup: { mode: 'long', bankruptcyContinues: true }, seeds: ['la-bb-4-42-1', 'la-bb-4-42-3', 'la-bb-4-42-10'], shows: /is bankrupt and out of the game/ },
  // The last setup options (setup-options.test.ts): each DD its own card, the blank step after building.
  { label: 'Long 4p DDD + blank overlays', players: 4, setup: { mode: 'long', differentDestinations: true, blankOverlays: true }, seeds: ['la-ddd-4-1', 'la-ddd-4-2', 'la-ddd-4-3'], shows: /places blank BL/ },
  { label: 'Six-seven 6p DDD', players: 6, setup: { differentDestinations: true }, seeds: ['la-ddd-6-1', 'la-ddd-6-2', 'la-ddd-6-3'], shows: null },
  {
    label: 'Short 3p agreed lists + DD-4', players: 3,
    setup: { mode: 'short', crowded: true, specialTiles: true, crowdedAdd: ['9', '10', '11', '21'], crowdedRemove: ['12', '15', '16', '25'], specialSwap: ['22', '17'], ddCard: 'DD-4', ddCustom: [40, 60, 90, 120] },
    seeds: ['la-lists-3-1', 'la-lists-3-2', 'la-lists-3-3'], shows: null,
  },
  // Headquarters (§3.17): seeds whose games form Majors that place an HQ and earn its income.
  { label: 'Long 4p headquarters', players: 4, setup: { mode: 'long', headquarters: true }, seeds: ['la-hq-4-4', 'la-hq-4-5', 'la-hq-4-6'], shows: /HQ in city .* earns [1-9]/ },
  { label: 'Six-seven 6p headquarters', players: 6, setup: { headquarters: true }, seeds: ['la-hq-6-2', 'la-hq-6-3', 'la-hq-6-5'], shows: /HQ in city .* earns [1-9]/ },
];

describe('lost-atlas random playouts of the optional modules (§7.4, 3 seeds per configuration)', () => {
  for (const c of ISSUE3_CONFIGS) {
    it(`${c.label}: 3 seeded games end with every invariant kept after every move, and reach the module`, () => {
      const lines: string[] = [];
      for (const seed of c.seeds) {
        const r = playDirect(c.players, c.setup, seed, playoutPolicy(seed));
        expect(r.problems, `replay: playDirect(${c.players}, ${JSON.stringify(c.setup)}, '${seed}', playoutPolicy('${seed}'))`).toEqual([]);
        expect(r.over).toBe(true);
        lines.push(...(r.G.log ?? []).map((l) => l.text));
      }
      if (c.shows) expect(lines.some((t) => c.shows!.test(t))).toBe(true);
    }, 120_000);
  }
});

describe('lost-atlas through the boardgame.io Client (§7.4)', () => {
  it('short 3p with DDD and blank overlays (the blank step in the mapBuild phase), seed la-client-blanks: reaches gameover', () => {
    const r = clientPlayout(3, { mode: 'short', differentDestinations: true, blankOverlays: true }, 'la-client-blanks');
    expect(r.problems).toEqual([]);
    expect(r.gameover).toBeTruthy();
    const G = r.G as LAState;
    expect(G.mapBuild.blanks?.done).toBe(true);
    expect(G.mapBuild.blanks!.placed).toBeGreaterThan(0);
    expect(Object.values(G.map.hexes).filter((h) => h.piece.startsWith('BL')).length).toBe(G.mapBuild.blanks!.placed);
  }, 300_000);

  for (const [players, setup, seed] of [[3, { mode: 'short' }, 'la-client-short'], [4, { mode: 'long' }, 'la-client-long'], [7, { mode: 'auto' }, 'la-client-seven']] as const) {
    it(`${setup.mode} ${players}p, seed ${seed}: reaches gameover with every invariant kept`, () => {
      const r = clientPlayout(players, setup, seed);
      expect(r.problems).toEqual([]);
      expect(r.gameover).toBeTruthy();
      expect(['cycles', 'bankruptcy']).toContain(r.gameover.reason);
    }, 300_000);
  }
});
