// Issue 50 §3, "every game, in words": each game's moveSentence says every kind of move it has in
// its own words. Seeded random games run through the game's enumerator; at every step the sentence
// of every legal move (not only the one played) is checked, and every move the game's tables define
// must have been seen. A sentence is refused when it is empty, names a move id, shows braces or
// brackets, has a camelCase word, or prints undefined/null/NaN/an object; and two moves offered
// at once must not read the same.
import type { Ctx, Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { actingSeat } from '../../bots/state';
import { UNNAMED_MOVE } from '../../games/kit/sentence';
import { moveTable, sentenceProblem } from '../kit/sentences';
import type { GameModule, MoveChoice } from '../../games/kit/types';
import { division } from '../../games/division';
import { lostAtlas } from '../../games/lost-atlas';
import { russianRailroads } from '../../games/russian-railroads';
import { trainAndRailway } from '../../games/train-and-railway';
import { gameWithSetup } from '../kit/client';
import { choose as trChoose, enrich as trEnrich } from './train-and-railway/helpers';
import { playoutPolicy as laPolicy } from './lost-atlas/helpers/policy';
import { FACTORIES } from '../../games/russian-railroads/data/factories';
import type { RRState } from '../../games/russian-railroads/rules/state';
import type { TRState } from '../../games/train-and-railway/rules/state';
import type { LAState } from '../../games/lost-atlas/rules/state';

const MULTI_ABILITY_FACTORY = FACTORIES.find((f) => f.effects.length > 1)!.loco;

interface Config {
  players: number;
  setup: Record<string, unknown>;
  seeds: string[];
  /** Builds the Game a match runs (a richer start); the module's own by default. */
  game?: (seed: string) => Game;
}

type Policy = (options: MoveChoice[], G: any, seat: string, rng: () => number) => MoveChoice;

interface Case {
  module: GameModule;
  configs: Config[];
  /** The game's own playout policy, when it has one that reaches its deeper moves. */
  policy?: (seed: string) => Policy;
  maxSteps: number;
  /**
   * Positions for moves no seeded game reaches in reasonable time: each turns a copy of the state of
   * a running game into one where its move is legal (a pending step injected), or returns null.
   */
  probes?: { move: string; position: (G: any, seat: string) => any | null }[];
}

const copy = <T,>(x: T): T => JSON.parse(JSON.stringify(x));

const seeds = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);

const uniform: Policy = (options, _G, _seat, rng) => options[Math.floor(rng() * options.length)];

const CASES: Case[] = [
  {
    module: russianRailroads,
    configs: [
      { players: 2, setup: {}, seeds: ['words-rr-1', 'words-rr-2'] },
      { players: 3, setup: { board: 'german', coal: true }, seeds: seeds('words-rr-german', 10) },
      { players: 2, setup: { board: 'american' }, seeds: ['words-rr-6', 'words-rr-7', 'words-rr-8'] },
      { players: 1, setup: {}, seeds: ['words-rr-9'] },
    ],
    maxSteps: 3000,
    probes: [
      // München 9/10 on the German board (black track there is rare in random play).
      { move: 'placeNaturalTrack', position: (G: RRState) => (G.setup?.board === 'german' && G.pending.length === 0 ? { ...copy(G), pending: [{ k: 'placeNaturalTrack', n: 2 }] } : null) },
      // A boilerman on a factory with several abilities (Coal).
      { move: 'repeatFactoryAbility', position: (G: RRState) => (G.setup?.coal && G.pending.length === 0 ? { ...copy(G), pending: [{ k: 'repeatAbility', factory: MULTI_ABILITY_FACTORY }] } : null) },
    ],
  },
  {
    module: trainAndRailway,
    configs: [
      { players: 2, setup: {}, seeds: ['words-tr-1'] },
      { players: 3, setup: {}, seeds: seeds('words-tr-rich', 10), game: (seed) => gameWithSetup(trainAndRailway.game, { map: 'random' } as never, { seed, adjust: trEnrich as never }) },
    ],
    policy: () => (options, G, seat, rng) => trChoose(options, rng, G, seat),
    maxSteps: 4000,
    probes: [
      // Storage overflows only when processing yields two goods (the +1 upgrades).
      { move: 'discardGood', position: (G: TRState, seat) => (G.turn && !G.turn.pending && Object.values(G.players[seat]?.goods ?? {}).some((n) => n > 0) ? { ...copy(G), turn: { ...G.turn, pending: { k: 'discard' } } } : null) },
    ],
  },
  {
    module: division,
    configs: [
      { players: 1, setup: {}, seeds: ['words-dv-1'] },
      { players: 2, setup: {}, seeds: ['words-dv-2'] },
      { players: 4, setup: {}, seeds: ['words-dv-3'] },
    ],
    maxSteps: 3000,
  },
  {
    module: lostAtlas,
    configs: [
      { players: 3, setup: { mode: 'short', minors: 'random' }, seeds: ['words-la-1', 'words-la-2'] },
      { players: 6, setup: { events: true, headquarters: true, hostileMergers: 'on', blankOverlays: true }, seeds: seeds('words-la-six', 5) },
      { players: 4, setup: { mode: 'long', hostileMergers: 'on', headquarters: true, minors: 'random' }, seeds: ['la-hv-4-9', 'la-hv-4-11', 'la-hv-4-5'] },
    ],
    policy: (seed) => {
      const pick = laPolicy(seed);
      return (options, G) => pick(options, G);
    },
    maxSteps: 30000,
    probes: [
      // A vote with a shareholder besides the proposer and the refuser (Hostile Mergers).
      { move: 'castVote', position: (G: LAState, seat) => (G.mr?.refused ? { ...copy(G), mr: { ...copy(G.mr), refused: undefined, vote: { ...G.mr.refused, voters: [seat], yes: 2, no: 2 } } } : null) },
    ],
  },
];

/** The share of steps where a move of a kind not yet seen is played: it reaches the rarer moves sooner. */
const CURIOSITY = 0.5;

function runCase(c: Case): { examples: Map<string, string>; problems: string[] } {
  const names = moveTable(c.module.game as Game);
  const examples = new Map<string, string>();
  const problems: string[] = [];
  for (const config of c.configs) {
    for (const seed of config.seeds) {
      const parsed = c.module.parseSetup(config.players, config.setup);
      if (!parsed.ok) throw new Error(parsed.error);
      const game = config.game?.(seed) ?? { ...(c.module.game as Game), seed };
      let state = InitializeGame({ game, numPlayers: config.players, setupData: parsed.setup }) as State;
      const reducer = CreateGameReducer({ game }) as unknown as (s: State, a: unknown) => State & { transients?: { error?: unknown } };
      const rng = seedrandom(`${seed}/words`);
      const policy = c.policy?.(seed) ?? uniform;
      const played = new Set<string>();
      for (let step = 0; step < c.maxSteps && state.ctx.gameover === undefined; step++) {
        const seat = actingSeat(state.ctx as Ctx);
        const options = (game.ai!.enumerate(state.G, state.ctx, seat) ?? []) as MoveChoice[];
        if (options.length === 0) break;
        // Two different moves offered at once must read differently: a person chooses by the words.
        const said = new Map<string, MoveChoice>();
        for (const option of options) {
          const sentence = c.module.moveSentence(state.G, state.ctx as Ctx, seat, option);
          const twin = said.get(sentence);
          if (twin && !problems.some((p) => p.startsWith(`${option.move}(`))) problems.push(`${option.move}(${JSON.stringify(option.args ?? [])}) and ${twin.move}(${JSON.stringify(twin.args ?? [])}) both read "${sentence}"`);
          said.set(sentence, option);
          const problem = sentenceProblem(sentence, names);
          // One problem of a kind is enough to read: the same words repeat at every step.
          if (problem && !problems.some((p) => p.startsWith(`${option.move}(`))) problems.push(`${option.move}(${JSON.stringify(option.args ?? [])}) → "${sentence}": ${problem}`);
          if (!examples.has(option.move)) examples.set(option.move, sentence);
        }
        for (const probe of c.probes ?? []) {
          if (examples.has(probe.move)) continue;
          const G = probe.position(state.G, seat);
          if (!G) continue;
          for (const option of (game.ai!.enumerate(G, state.ctx, seat) ?? []) as MoveChoice[]) {
            const sentence = c.module.moveSentence(G, state.ctx as Ctx, seat, option);
            const problem = sentenceProblem(sentence, names);
            if (problem) problems.push(`${option.move}(${JSON.stringify(option.args ?? [])}) → "${sentence}": ${problem}`);
            if (!examples.has(option.move)) examples.set(option.move, sentence);
          }
        }
        const fresh = options.filter((o) => !played.has(o.move));
        const choice = fresh.length && rng() < CURIOSITY ? fresh[Math.floor(rng() * fresh.length)] : policy(options, state.G, seat, rng);
        played.add(choice.move);
        const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: choice.move, args: choice.args ?? [], playerID: seat } });
        if (next.transients?.error) throw new Error(`${c.module.id} ${seed}: the enumerated ${choice.move} was refused`);
        const { transients: _t, ...clean } = next;
        state = clean as State;
      }
    }
  }
  return { examples, problems };
}

describe('every move in the game’s words (issue 50 §3)', () => {
  it('refuses what a person should not read', () => {
    const names = ['playCard', 'pass'];
    expect(sentenceProblem('Play Yard Office', names)).toBeNull();
    expect(sentenceProblem('', names)).toBe('it is empty');
    expect(sentenceProblem('play card yardOffice {"square":1}', names)).toMatch(/braces|camelCase/);
    expect(sentenceProblem('Play yardOffice', names)).toBe('it has the camelCase word "yardOffice"');
    expect(sentenceProblem('Bid undefined', names)).toBe('it prints "undefined"');
    expect(sentenceProblem('Buy [object Object]', names)).toMatch(/brackets|object/);
    expect(sentenceProblem('Then pass', names)).toBe('it names the move id "pass"');
    expect(sentenceProblem(UNNAMED_MOVE, names)).toBe('the game has no words for it');
  });

  for (const c of CASES) {
    it(`${c.module.name}: every move kind is seen and said in words`, () => {
      const { examples, problems } = runCase(c);
      expect(problems).toEqual([]);
      const uncovered = moveTable(c.module.game as Game).filter((n) => !examples.has(n));
      expect(uncovered, `moves no seeded game offered: ${uncovered.join(', ')}`).toEqual([]);
    }, 240_000);
  }
});
