// Train & Railway's hidden information on the wire: 3-seat matches created and joined through the
// lobby, played through the seats' own raw sockets with the game's enumerator, while every socket
// (each seat, a spectator, and latecomers that sync mid-game) records everything it receives.
// The truth (every seat's secret contracts, the deck order, the seed) is read from the server's
// store after each move, and each received message is checked against the truth at its stateID.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../games/kit/types';
import { trainAndRailway } from '../../games/train-and-railway';
import { CONTRACTS, contract } from '../../games/train-and-railway/data/contracts';
import type { Good } from '../../games/train-and-railway/data/goods';
import { availableLocationActions } from '../../games/train-and-railway/rules/location';
import { HIDDEN, type TRState } from '../../games/train-and-railway/rules/state';
import { choose, enrich } from '../games/train-and-railway/helpers';
import { createAndJoin } from './helpers';
import { playWatchedMatch, useWireServer, type Listener, type Received } from './wire';

/**
 * The same module (rules, playerView, enumerator) from a richer start: the game's own rich start
 * (tech tokens, goods), three secret contracts per seat and the goods they want, taken from the
 * deck and the supply. From the printed start random play almost never sells within a few hundred
 * moves, and sales (and final scoring) are where secret contracts are revealed.
 */
const richTrainAndRailway: GameModule<TRState> = {
  ...trainAndRailway,
  id: 'train-and-railway-rich',
  game: {
    ...trainAndRailway.game,
    setup: (context: any, setupData: any) => {
      const G = enrich(trainAndRailway.game.setup!(context, setupData));
      for (const P of Object.values(G.players)) {
        P.secret.push(G.deck.pop()!, G.deck.pop()!);
        for (const g of P.secret.flatMap((c) => contract(c).goods) as Good[]) {
          if ((G.supply[g] ?? 0) === 0) continue;
          P.goods[g] = (P.goods[g] ?? 0) + 1;
          G.supply[g]! -= 1;
        }
      }
      G.deckCount = G.deck.length;
      return G;
    },
  },
};

const SEATS = ['0', '1', '2'];
const PLAIN_MOVES = 200;
const RICH_MOVES = 600;
const MAX_RICH_MATCHES = 6;
const LATECOMERS_AT = 30;
const CONTRACT_IDS = new Set(CONTRACTS.map((c) => c.id));
// A contract id as a token of its own (not inside a map id such as TR-P01 or a base64url match ID).
const ID_TOKEN = /(?<![\w-])[A-Z]\d\d(?![\w-])/g;

const wire = useWireServer('secrecy-tr', [trainAndRailway, richTrainAndRailway]);
const sockets = wire.sockets;



interface PlayedMatch {
  gameId: string;
  listeners: Listener[];
  /** truth[t]: the stored, unfiltered state after t actions. */
  truth: any[];
  movesMade: Record<string, number>;
  secretSales: number;
}



/** The playout policy: the game tests' weighted random choice, steered towards sales. */
function pickMove(options: { move: string; args?: any[] }[], rng: () => number, G: TRState, seat: string) {
  const secretSale = options.find((o) => o.move === 'sellGood' && G.players[seat].secret.includes(o.args![0]));
  if (secretSale) return secretSale;
  const sell = options.find((o) => o.move === 'sell');
  if (sell) return sell;
  const stop = options.find((o) => o.move === 'stopTrain' || o.move === 'mainLocation');
  if (stop && availableLocationActions(G, seat).some((a) => a.move === 'sell')) return stop;
  return choose(options, rng, G, seat);
}

/** Creates a match over REST, joins every seat, and plays it through the seats' own sockets. */
async function playMatch(gameId: string, maxMoves: number, policySeed: string): Promise<PlayedMatch> {
  const { matchID, seats } = await createAndJoin(wire.server.url, SEATS.length, gameId);
  const credentials = Object.fromEntries(seats.map((s) => [s.playerID, s.credentials]));
  const stored = () => wire.server.storage.fetch(matchID, { state: true, initialState: true });
  const first = stored();
  expect(first.initialState._stateID).toBe(0);
  // The fixture really holds what must not leak.
  for (const id of SEATS) expect(first.state.G.players[id].secret.length).toBeGreaterThan(0);
  expect(first.state.G.deck.length).toBeGreaterThan(15);
  expect(first.state.plugins.random.data.prngstate).toBeDefined();

  const rng = seedrandom(policySeed);
  let secretSales = 0;
  const { listeners, truth, movesMade } = await playWatchedMatch({
    url: wire.server.url, sockets, module: gameId === richTrainAndRailway.id ? richTrainAndRailway : trainAndRailway,
    matchID, credentials, seats: SEATS, maxMoves, stored: () => stored().state,
    pick: (options, view, seat) => {
      const pick = pickMove(options as { move: string; args?: any[] }[], rng, view.G, seat);
      if (pick.move === 'sellGood' && view.G.players[seat].secret.includes(pick.args![0])) secretSales++;
      return pick;
    },
    latecomers: { at: LATECOMERS_AT, secondTab: '1' },
    chatAt: (t) => t % 50 === 25,
  });
  return { gameId, listeners, truth, movesMade, secretSales };
}

function publicIds(G: TRState): string[] {
  const p = G.turn.pending;
  return [
    ...G.publicContracts.map((c) => c.id),
    ...G.discard,
    ...Object.values(G.players).flatMap((P) => P.completed),
    ...(p?.k === 'sale' ? Object.keys(p.secretSold) : []),
  ];
}

/** G without the fields the view may change, for comparing a received G with the stored one. */
function publicPart(G: TRState) {
  const players = Object.fromEntries(Object.entries(G.players).map(([id, P]) => [id, { ...P, secret: P.secret.length }]));
  return { ...G, players, deck: null };
}

/** The states a message carries. */
function statesIn(e: Received): { label: string; state: any }[] {
  if (e.event === 'sync') return [{ label: 'sync state', state: e.args[1].state }, { label: 'sync initialState', state: e.args[1].initialState }];
  if (e.event === 'update') return [{ label: 'update', state: e.args[1] }];
  return [];
}

/** The stateID whose truth a message is checked against. */
function stateIdOf(e: Received): number {
  if (e.event === 'update') return e.args[1]._stateID;
  if (e.event === 'sync') return e.args[1].state._stateID;
  if (e.event === 'patch') return e.args[2];
  return e.at;
}

/** Every assertion on everything every socket of `m` received; returns the number of states checked. */
function checkWire(m: PlayedMatch): number {
  const { truth, listeners } = m;
  const seed: string = truth[0].plugins.random.data.seed;
  expect(seed.length).toBeGreaterThanOrEqual(20);

  // Contract ids seen in a public place at or before each stateID.
  const publicBy: Set<string>[] = [];
  const seen = new Set<string>();
  truth.forEach((s, i) => {
    publicIds(s.G).forEach((c) => seen.add(c));
    publicBy[i] = new Set(seen);
  });
  /** Ids `seat` may not know at stateID `at`: the deck's cards and other seats' unrevealed secrets. */
  const forbidden = (seat: string | null, at: number): Set<string> => {
    const G: TRState = truth[at].G;
    const hidden = [...G.deck, ...SEATS.filter((id) => id !== seat).flatMap((id) => G.players[id].secret)];
    return new Set(hidden.filter((c) => !publicBy[at].has(c)));
  };

  let checkedStates = 0;
  for (const l of listeners) {
    const who = `${m.gameId}, ${l.name}`;
    expect(l.events.some((e) => e.event === 'sync'), who).toBe(true);
    for (const e of l.events) {
      const wire = JSON.stringify(e.args);
      const at = stateIdOf(e);
      const where = `${who}, ${e.event} at stateID ${at}`;
      // No seed and no PRNG state, anywhere.
      expect(wire, where).not.toContain(seed);
      expect(wire, where).not.toContain('prngstate');
      expect(wire, where).not.toContain('_random');

      // No contract id this socket may not know, in any part of any message (states, logs, chat):
      // this covers the deck's contents (hence its order) and other seats' hands.
      expect(truth[at], where).toBeDefined();
      // A sync reply's initialState is checked against stateID 0, the rest against the current one.
      const parts: [string, unknown, number][] =
        e.event === 'sync'
          ? [['sync initialState', e.args[1].initialState, 0], ['sync', [e.args[0], { ...e.args[1], initialState: null }], at]]
          : [[e.event, e.args, at]];
      for (const [part, content, when] of parts) {
        const banned = forbidden(l.seat, when);
        for (const token of JSON.stringify(content).match(ID_TOKEN) ?? []) {
          if (CONTRACT_IDS.has(token)) expect(banned.has(token), `${who}, ${part} at stateID ${when}: hidden contract ${token} on the wire`).toBe(false);
        }
      }

      if (e.event === 'patch') {
        for (const op of e.args[3] ?? []) {
          expect(String(op.path), where).not.toMatch(/\/plugins\/random|_random/);
          if (String(op.path).startsWith('/G/deck')) expect(op.value ?? [], `${where}: patch of the deck`).toEqual([]);
        }
      }

      // Seat-indexed fields of every state carried, against the stored state of the same stateID.
      for (const { label, state } of statesIn(e)) {
        const real = truth[state?._stateID];
        const here = `${who}, ${label} at stateID ${state?._stateID}`;
        expect(real, here).toBeDefined();
        const G: TRState = state.G;
        expect(G.deck, `${here}: the deck`).toEqual([]);
        expect(G.deckCount, here).toBe(real.G.deckCount);
        const pending = G.turn.pending;
        const revealed = pending?.k === 'sale' ? Object.keys(pending.secretSold) : [];
        for (const id of SEATS) {
          const hand: string[] = real.G.players[id].secret;
          const shown = G.players[id].secret;
          if (id === l.seat) {
            expect(shown, `${here}: own secrets`).toEqual(hand);
            continue;
          }
          expect(shown.length, `${here}: seat ${id}'s hand size`).toBe(hand.length);
          shown.forEach((c, i) => {
            if (c === HIDDEN) return;
            expect(revealed, `${here}: seat ${id}'s secret ${c} shown before it is revealed`).toContain(c);
            expect(c, here).toBe(hand[i]);
          });
        }
        // Nothing else of G is altered or dropped by the view.
        expect(publicPart(G), here).toEqual(publicPart(real.G));
        expect(state.ctx, here).toEqual(Object.fromEntries(Object.entries(real.ctx).filter(([k]) => k !== '_random')));
        expect(state.plugins?.random?.data, here).toBeUndefined();
        expect(state._undo ?? [], here).toEqual([]);
        expect(state._redo ?? [], here).toEqual([]);
        checkedStates++;
      }
    }
  }

  // The checks can fail: every seat's own cards are on its own wire, in the form searched for.
  for (const l of listeners.filter((x) => x.seat !== null)) {
    const reply = l.events.find((e) => e.event === 'sync')!;
    for (const c of truth[reply.args[1].state._stateID].G.players[l.seat!].secret as string[]) {
      expect(JSON.stringify(reply.args).match(ID_TOKEN), `${m.gameId}, ${l.name} sees its own ${c}`).toContain(c);
    }
  }
  return checkedStates;
}

describe('Train & Railway secrets on the wire', () => {
  it('from the printed start: no socket receives another seat\'s secrets, the deck, the seed or the PRNG state', async () => {
    const m = await playMatch(trainAndRailway.id, PLAIN_MOVES, 'secrecy-tr-plain');
    const moves = m.truth.length - 1;
    expect(checkWire(m)).toBeGreaterThan(moves * 4);
    // Played to the move cap, or to the end (25 points, or the round-40 safety cap).
    expect(moves === PLAIN_MOVES || m.truth[moves].ctx.gameover !== undefined, JSON.stringify(m.movesMade)).toBe(true);
    expect(moves).toBeGreaterThan(LATECOMERS_AT);
    expect(m.listeners.every((l) => l.events.some((e) => e.event === 'chat'))).toBe(true);
    expect(m.listeners.some((l) => l.events.some((e) => e.event === 'matchData'))).toBe(true);
  }, 180_000);

  it('through sales and final scoring: secrets revealed only when the rules reveal them, never the deck', async () => {
    // The server seeds every match from crypto randomness, so play matches until secret contracts
    // have been sold, a match has ended, and a few hundred moves have been checked.
    const played: PlayedMatch[] = [];
    const enough = () =>
      played.reduce((n, m) => n + m.truth.length - 1, 0) >= 300 &&
      played.some((m) => m.secretSales > 0) &&
      played.some((m) => m.truth[m.truth.length - 1].ctx.gameover);
    while (!enough() && played.length < MAX_RICH_MATCHES) {
      const m = await playMatch(richTrainAndRailway.id, RICH_MOVES, `secrecy-tr-rich-${played.length}`);
      expect(checkWire(m)).toBeGreaterThan((m.truth.length - 1) * 4);
      played.push(m);
    }
    const summary = JSON.stringify(played.map((m) => ({ moves: m.truth.length - 1, secretSales: m.secretSales, ended: !!m.truth[m.truth.length - 1].ctx.gameover })));
    expect(enough(), summary).toBe(true);
  }, 300_000);
});
