// Russian Railroads' hidden information on the wire: matches created and joined through the lobby,
// played through the seats' own raw sockets with the game's enumerator, while every socket (each
// seat, a spectator, and latecomers that sync mid-game) records everything it receives. The truth
// (hands, the End Bonus pile, the cards and engineers removed unseen, the face-down foundries,
// Emil's deck, the seed) is read from the server's store after each move, and each received
// message is checked against the truth at its stateID.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../games/kit/types';
import { russianRailroads } from '../../games/russian-railroads';
import { FOUNDRIES } from '../../games/russian-railroads/data/coal';
import { EMIL_CARDS } from '../../games/russian-railroads/data/emil';
import { END_BONUS_CARDS } from '../../games/russian-railroads/data/endBonus';
import { ENGINEERS, ENGINEER_BY_ID } from '../../games/russian-railroads/data/engineers';
import { FACTORIES } from '../../games/russian-railroads/data/factories';
import { TOKENS } from '../../games/russian-railroads/data/tokens';
import { STP } from '../../games/russian-railroads/data/board-base';
import { SPACES } from '../../games/russian-railroads/data/spaces';
import type { RRSetup, RRState } from '../../games/russian-railroads/rules/state';
import { actingSeat } from '../../bots/state';
import { api } from './helpers';
import { playWatchedMatch, useWireServer, type Listener } from './wire';

/**
 * The same module (rules, playerView, enumerator) from a prepared start: one End Bonus card dealt
 * from the pile to every seat, and every seat's St. Petersburg black track at 3 behind a #6
 * locomotive, so that its next black step there reaches the ? space StP4 (a Contract token draws
 * End Bonus cards). From the printed start random play draws End Bonus cards rarely and late, so
 * most states would hold no secret hand to leak, and the end-of-game reveal would show empty hands.
 */
const preparedRussianRailroads: GameModule<RRState, RRSetup> = {
  ...russianRailroads,
  id: 'russian-railroads-prepared',
  game: {
    ...russianRailroads.game,
    setup: (context: any, setupData: any) => {
      const G = russianRailroads.game.setup!(context, setupData);
      for (const id of Object.keys(G.players)) {
        G.hands[id]!.endBonus.push(G.secret!.ebPile.shift()!);
        G.players[id].endBonusCount = G.hands[id]!.endBonus.length;
        G.players[id].tracks[STP][0] = 3;
        G.players[id].locos[2] = 6;
        G.locoStacks[6]--;
      }
      G.ebPileCount = G.secret!.ebPile.length;
      return G;
    },
  },
};

const LATECOMERS_AT = 40;
const EB_IDS = new Set(END_BONUS_CARDS.map((c) => c.id));
const FOUNDRY_IDS = new Set(FOUNDRIES.map((f) => f.id));
const EMIL_IDS = new Set(EMIL_CARDS.map((c) => c.id));
// A component id as a token of its own (not inside a longer id such as a base64url match ID).
const ID_TOKEN = /(?<![\w-])(?:EB\d\d|FD\d\d|EM-[A-Z0-9]+)(?![\w-])/g;
// How an engineer is named on the wire: `E<id>` (an engineer's action space) and "engineer #<id>" (narration).
const ENGINEER_TOKEN = /(?<![\w-])E(\d{1,2})(?![\w-])|engineer #(\d{1,2})\b/g;
/** Every component name, so that a hidden name is not found inside a longer public one. */
const ALL_NAMES = [
  ...END_BONUS_CARDS.map((c) => c.name),
  ...ENGINEERS.map((e) => e.name),
  ...FOUNDRIES.map((f) => f.name),
  ...FACTORIES.map((f) => f.name),
  ...TOKENS.map((t) => t.name),
  ...SPACES.map((s) => (s as { name?: string }).name ?? ''),
].filter((n) => n.length > 0);

const wire = useWireServer('secrecy-rr', [russianRailroads, preparedRussianRailroads]);
const sockets = wire.sockets;



interface PlayedMatch {
  label: string;
  seats: string[];
  listeners: Listener[];
  /** truth[t]: the stored, unfiltered state after t actions. */
  truth: any[];
  movesMade: Record<string, number>;
}



/**
 * Random play that heads for End Bonus draws (St. Petersburg black towards its ? spaces, the
 * Contract token) and rarely passes, so rounds have content.
 */
function pickMove(options: { move: string; args?: any[] }[], rng: () => number) {
  const draw =
    options.find((o) => (o.move === 'chooseBonusToken' && o.args?.[0] === 'Q4') || (o.move === 'payCoinSpace' && o.args?.[0] === 'CP3')) ??
    options.find((o) => o.move === 'advanceTrack' && o.args?.[0] === STP && o.args?.[1] === 0);
  if (draw) return draw;
  const acting = options.filter((o) => o.move !== 'pass' && o.move !== 'skipStep');
  const pool = acting.length > 0 && rng() < 0.9 ? acting : options;
  return pool[Math.floor(rng() * pool.length)];
}

interface MatchPlan {
  label: string;
  module: GameModule<RRState, RRSetup>;
  players: number;
  setup: RRSetup;
  /** Stop after this many actions even if the game goes on. */
  maxMoves: number;
  /** The seat that opens a second tab at LATECOMERS_AT. */
  secondTab: string;
}

/** Creates a match over REST, joins every seat through the lobby, and plays it through the seats' own sockets. */
async function playMatch(plan: MatchPlan): Promise<PlayedMatch> {
  const gameId = plan.module.id;
  const seats = Array.from({ length: plan.players }, (_, i) => String(i));
  const created = await api(wire.server.url, 'POST', `/games/${gameId}/create`, { numPlayers: plan.players, setupData: plan.setup });
  expect(created.status, created.text).toBe(200);
  const matchID: string = created.json.matchID;
  const credentials: Record<string, string> = {};
  for (const id of seats) {
    const joined = await api(wire.server.url, 'POST', `/games/${gameId}/${matchID}/join`, { playerID: id, playerName: `P${id}` });
    expect(joined.status, joined.text).toBe(200);
    credentials[id] = joined.json.playerCredentials;
  }
  const stored = () => wire.server.storage.fetch(matchID, { state: true, initialState: true });
  const first = stored();
  expect(first.initialState._stateID).toBe(0);
  // The fixture really holds what must not leak.
  const G0: RRState = first.state.G;
  expect(G0.setup).toMatchObject({ ...plan.setup, players: plan.players });
  expect(G0.secret!.ebPile.length).toBeGreaterThan(0);
  expect(G0.secret!.ebRemoved).toHaveLength(2);
  expect(G0.secret!.engineersRemoved.length).toBeGreaterThan(0);
  if (plan.setup.coal) expect(G0.secret!.foundryPile.length).toBeGreaterThan(0);
  if (plan.players === 1) expect(G0.secret!.emilDeck.length).toBeGreaterThan(0);
  expect(first.state.plugins.random.data.prngstate).toBeDefined();

  const rng = seedrandom(`secrecy-rr-${plan.label}`);
  const { listeners, truth, movesMade } = await playWatchedMatch({
    url: wire.server.url, sockets, module: plan.module, matchID, credentials, seats, maxMoves: plan.maxMoves,
    stored: () => stored().state,
    pick: (options) => pickMove(options as { move: string; args?: any[] }[], rng),
    latecomers: { at: LATECOMERS_AT, secondTab: plan.secondTab },
    chatAt: (t) => t % 60 === 30,
    actingSeat,
  });
  return { label: plan.label, seats, listeners, truth, movesMade };
}

/** The hands a socket synced as `seat` must be shown: its own, and the others' only once the game is over. */
function expectedHands(G: RRState, seat: string | null): RRState['hands'] {
  return Object.fromEntries(
    Object.entries(G.hands).map(([id, h]) => {
      if (id === seat) return [id, h];
      if (G.gameover !== null) return [id, { endBonus: h!.endBonus, drawn: [] }];
      return [id, null];
    }),
  );
}

function mentions(text: string, name: string): boolean {
  // Longer public names that contain this one (a foundry "Brickworks" inside "Brickworks crew") are cut out first.
  let rest = text;
  for (const other of ALL_NAMES) if (other !== name && other.includes(name)) rest = rest.split(other).join(' ');
  return new RegExp(`(?<![\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`).test(rest);
}

/** Ids seen in a public place at or before each stateID. */
function publicHistory(truth: any[], publicIds: (G: RRState) => string[]): Set<string>[] {
  const seen = new Set<string>();
  return truth.map((s) => {
    publicIds(s.G).forEach((c) => seen.add(c));
    return new Set(seen);
  });
}

/** Every assertion on everything every socket of `m` received; returns the number of states checked. */
function checkWire(m: PlayedMatch): { states: number; ownCardsSeen: number; othersRevealed: number; othersDrawing: number } {
  const { truth, listeners } = m;
  const seed: string = truth[0].plugins.random.data.seed;
  expect(seed.length).toBeGreaterThanOrEqual(20);
  const removedEngineers: number[] = truth[0].G.secret.engineersRemoved;
  const foundriesPublicBy = publicHistory(truth, (G) => [...G.foundryDisplay, ...Object.values(G.players).flatMap((p) => p.foundries)]);

  /** Component ids the socket synced as `seat` may not receive at stateID `at`. */
  const forbidden = (seat: string | null, at: number): Set<string> => {
    const G: RRState = truth[at].G;
    const s = G.secret!;
    const eb = new Set(EB_IDS);
    if (seat !== null) for (const c of [...G.hands[seat]!.endBonus, ...G.hands[seat]!.drawn]) eb.delete(c);
    // Game over: every kept card is shown (never the pile, the cards drawn back into it, or the removed ones).
    if (G.gameover !== null) for (const h of Object.values(G.hands)) for (const c of h!.endBonus) eb.delete(c);
    // Sanity: what is left is exactly the pile, the removed cards and the other seats' hands (while secret).
    const expected = new Set([
      ...s.ebPile,
      ...s.ebRemoved,
      ...Object.entries(G.hands).filter(([id]) => id !== seat).flatMap(([, h]) => (G.gameover !== null ? h!.drawn : [...h!.endBonus, ...h!.drawn])),
    ]);
    expect([...eb].sort()).toEqual([...expected].sort());
    const foundries = [...FOUNDRY_IDS].filter((f) => !foundriesPublicBy[at].has(f));
    for (const f of s.foundryPile) expect(foundries).toContain(f);
    return new Set([...eb, ...foundries, ...s.emilDeck]);
  };
  const forbiddenNames = (ids: Set<string>): string[] => [
    ...END_BONUS_CARDS.filter((c) => ids.has(c.id)).map((c) => c.name),
    ...FOUNDRIES.filter((f) => ids.has(f.id)).map((f) => f.name),
    ...removedEngineers.map((e) => ENGINEER_BY_ID[e].name),
  ];

  let states = 0;
  // States received while another seat held cards it had just drawn (the draw in progress).
  let othersDrawing = 0;
  for (const l of listeners) {
    const who = `${m.label}, ${l.name}`;
    expect(l.events.some((e) => e.event === 'sync'), who).toBe(true);
    for (const e of l.events) {
      const wire = JSON.stringify(e.args);
      const at = e.event === 'update' ? e.args[1]._stateID : e.event === 'sync' ? e.args[1].state._stateID : e.event === 'patch' ? e.args[2] : e.at;
      const where = `${who}, ${e.event} at stateID ${at}`;
      // No seed and no PRNG state, anywhere.
      expect(wire, where).not.toContain(seed);
      expect(wire, where).not.toContain('prngstate');
      expect(wire, where).not.toContain('_random');
      expect(truth[at], where).toBeDefined();

      // No id, name or engineer number this socket may not know, in any part of any message (states,
      // narration, chat). A sync reply's initialState is checked against stateID 0, the rest against its own.
      const parts: [string, unknown, number][] =
        e.event === 'sync'
          ? [['sync initialState', e.args[1].initialState, 0], ['sync', [e.args[0], { ...e.args[1], initialState: null }], at]]
          : [[e.event, e.args, at]];
      for (const [part, content, when] of parts) {
        const text = JSON.stringify(content);
        const banned = forbidden(l.seat, when);
        for (const token of text.match(ID_TOKEN) ?? []) {
          if (EB_IDS.has(token) || FOUNDRY_IDS.has(token) || EMIL_IDS.has(token)) {
            expect(banned.has(token), `${who}, ${part} at stateID ${when}: hidden ${token} on the wire`).toBe(false);
          }
        }
        for (const match of text.matchAll(ENGINEER_TOKEN)) {
          const id = Number(match[1] ?? match[2]);
          expect(removedEngineers, `${who}, ${part} at stateID ${when}: removed engineer ${id} on the wire`).not.toContain(id);
        }
        for (const name of forbiddenNames(banned)) {
          expect(mentions(text, name), `${who}, ${part} at stateID ${when}: hidden "${name}" on the wire`).toBe(false);
        }
      }

      if (e.event === 'patch') {
        for (const op of e.args[3] ?? []) {
          expect(String(op.path), where).not.toMatch(/\/plugins\/random|_random|\/G\/secret/);
        }
      }

      // Every state carried, against the stored state of the same stateID: only the hands and the
      // secret differ, and the hands exactly as the seat may see them at that moment.
      const carried: [string, any][] =
        e.event === 'sync' ? [['sync state', e.args[1].state], ['sync initialState', e.args[1].initialState]] : e.event === 'update' ? [['update', e.args[1]]] : [];
      for (const [label, state] of carried) {
        const real = truth[state?._stateID];
        const here = `${who}, ${label} at stateID ${state?._stateID}`;
        expect(real, here).toBeDefined();
        const G: RRState = state.G;
        expect(G.secret, `${here}: the secret part of G`).toBeNull();
        // The reveal comes with the end of the game, not before.
        expect(real.G.gameover !== null, here).toBe(real.ctx.gameover !== undefined);
        expect(G.hands, `${here}: the hands`).toEqual(expectedHands(real.G, l.seat));
        if (Object.entries(real.G.hands as RRState['hands']).some(([id, h]) => id !== l.seat && h!.drawn.length > 0)) othersDrawing++;
        expect(G.ebPileCount, here).toBe(real.G.secret.ebPile.length);
        expect(G.foundryPileCount, here).toBe(real.G.secret.foundryPile.length);
        if (G.emil) expect(G.emil.deckCount, here).toBe(real.G.secret.emilDeck.length);
        // Nothing else of G is altered or dropped by the view.
        expect({ ...G, hands: null }, here).toEqual({ ...real.G, hands: null, secret: null });
        expect(state.ctx, here).toEqual(Object.fromEntries(Object.entries(real.ctx).filter(([k]) => k !== '_random')));
        expect(state.plugins?.random?.data, here).toBeUndefined();
        expect(state._undo ?? [], here).toEqual([]);
        expect(state._redo ?? [], here).toEqual([]);
        states++;
      }
    }
  }

  // The checks can fail: every seat's own cards are on its own wire, in the form searched for,
  // and the scanner finds the hidden ids in the stored (unfiltered) state.
  let ownCardsSeen = 0;
  for (const l of listeners.filter((x) => x.seat !== null)) {
    for (const e of l.events.filter((x) => x.event === 'sync' || x.event === 'update')) {
      const state = e.event === 'sync' ? e.args[1].state : e.args[1];
      const h = truth[state._stateID].G.hands[l.seat!];
      const tokens = JSON.stringify(state).match(ID_TOKEN) ?? [];
      for (const c of [...h.endBonus, ...h.drawn]) {
        expect(tokens, `${m.label}, ${l.name} sees its own ${c}`).toContain(c);
        ownCardsSeen++;
      }
    }
  }
  const last = truth[truth.length - 1];
  const stored = JSON.stringify(last).match(ID_TOKEN) ?? [];
  const s = last.G.secret;
  for (const c of [...s.ebPile, ...s.ebRemoved, ...s.foundryPile, ...s.emilDeck]) expect(stored, `the scanner finds ${c} in the stored state`).toContain(c);
  // Cards of other seats shown to a seat after the end.
  let othersRevealed = 0;
  if (last.ctx.gameover) {
    for (const l of listeners.filter((x) => x.seat !== null)) {
      const final = l.events.filter((x) => x.event === 'update').at(-1)!.args[1];
      expect(final.ctx.gameover, `${m.label}, ${l.name}'s last update is the end`).toBeDefined();
      for (const id of m.seats.filter((x) => x !== l.seat)) othersRevealed += final.G.hands[id].endBonus.length;
    }
  }
  return { states, ownCardsSeen, othersRevealed, othersDrawing };
}

describe('Russian Railroads secrets on the wire', () => {
  it('3 players, base board, from the printed start: no socket receives another seat\'s End Bonus cards, the pile, the removed cards or engineers, the seed or the PRNG state', async () => {
    const m = await playMatch({ label: '3p base', module: russianRailroads, players: 3, setup: { board: 'base', coal: false }, maxMoves: 110, secondTab: '1' });
    const moves = m.truth.length - 1;
    expect(moves, JSON.stringify(m.movesMade)).toBe(110);
    expect(m.truth[moves].G.round, 'played into the second round').toBeGreaterThanOrEqual(2);
    const r = checkWire(m);
    expect(r.states).toBeGreaterThan(moves * 4);
    expect(m.listeners.every((l) => l.events.some((e) => e.event === 'chat'))).toBe(true);
    expect(m.listeners.some((l) => l.events.some((e) => e.event === 'matchData'))).toBe(true);
  }, 60_000);

  it('2 players with Coal, to the end: the face-down foundries never leave the server, End Bonus hands are shown only with the game over', async () => {
    const m = await playMatch({ label: '2p coal', module: preparedRussianRailroads, players: 2, setup: { board: 'base', coal: true }, maxMoves: 400, secondTab: '0' });
    const last = m.truth[m.truth.length - 1];
    expect(last.ctx.gameover, JSON.stringify(m.movesMade)).toBeDefined();
    const r = checkWire(m);
    expect(r.states).toBeGreaterThan((m.truth.length - 1) * 4);
    expect(r.ownCardsSeen).toBeGreaterThan(m.truth.length);
    // Each seat (and its second tab) sees the other's dealt card only in the final update.
    expect(r.othersRevealed).toBeGreaterThanOrEqual(3);
    // Cards were drawn (three, one kept) while the other seat and the spectator watched.
    expect(m.movesMade.keepEndBonusCard, JSON.stringify(m.movesMade)).toBeGreaterThan(0);
    expect(r.othersDrawing).toBeGreaterThan(0);
    // Foundries came off the face-down pile into the display during play.
    expect(last.G.foundryPileCount).toBeLessThan(m.truth[0].G.foundryPileCount);
  }, 60_000);

  it('solo against Emil, to the end: his deck order never reaches the seat or a spectator', async () => {
    const m = await playMatch({ label: 'solo', module: preparedRussianRailroads, players: 1, setup: { board: 'american', coal: false }, maxMoves: 400, secondTab: '0' });
    const last = m.truth[m.truth.length - 1];
    expect(last.ctx.gameover, JSON.stringify(m.movesMade)).toBeDefined();
    expect(m.truth.length - 1).toBeGreaterThan(LATECOMERS_AT);
    // Emil really drew cards (face up) while his deck stayed hidden.
    expect(m.truth.some((s) => s.G.emil.discard.length > 0 && s.G.secret.emilDeck.length > 0)).toBe(true);
    const r = checkWire(m);
    // Every update reached the seat and the spectator, and from LATECOMERS_AT on the second tab and
    // the late spectator too (the game's length varies with the match seed).
    const moves = m.truth.length - 1;
    expect(r.states).toBeGreaterThanOrEqual(2 * moves + 2 * (moves - LATECOMERS_AT));
    expect(r.ownCardsSeen).toBeGreaterThan(m.truth.length);
  }, 60_000);
});
