// Replays from a stored record: for seeded matches of Division and Russian Railroads played on
// boardgame.io's own client (which keeps the log as the master does), the replayed state after
// step N is the state the match had after its N-th move, for every N; a local match's log is
// rebuilt from its seats' redacted copies.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import type { Game, State } from 'boardgame.io';
import type { GameModule, MoveChoice } from '../../games/kit/types';
import { division } from '../../games/division';
import { russianRailroads } from '../../games/russian-railroads';
import { mergeSeatLogs, replayMatch, replayableEntries, stepLabel } from '../../games/kit/replay';
import { actingSeats } from '../../ui/app/play';
import { moveTable, sentenceProblem } from '../kit/sentences';

/** The game with its setup variants and a fixed seed, as LocalMatch builds it. */
function seededGame(module: GameModule, numPlayers: number, seed: string): Game {
  const parsed = module.parseSetup(numPlayers, {});
  if (!parsed.ok) throw new Error(parsed.error);
  const game = module.game as Game;
  return { ...game, seed, setup: (context: any) => game.setup!(context, parsed.setup) };
}

/** The whole state the client holds (getState() gives a seat's filtered view of it). */
const full = (client: { store?: unknown }) => (client as unknown as { store: { getState(): State } }).store.getState();
const comparable = (s: State) => JSON.parse(JSON.stringify({ G: s.G, ctx: s.ctx, plugins: s.plugins, _stateID: s._stateID }));

describe.each([
  ['division', division, 2, 120],
  ['russian-railroads', russianRailroads, 2, 120],
] as const)('%s', (_id, module, numPlayers, moves) => {
  it(`the replayed state after step N equals the match's state after N moves (N = 0…${moves})`, () => {
    const game = seededGame(module, numPlayers, `replay-${module.id}`);
    const client = Client({ game, numPlayers, debug: false });
    client.start();
    // Copied now: the framework's reducer later changes parts of the client's copy in place.
    const initialState = JSON.parse(JSON.stringify(client.getInitialState())) as State;
    const rng = seedrandom(`policy-${module.id}`);
    const history = [comparable(full(client))];
    for (let n = 0; n < moves; n++) {
      if (full(client).ctx.gameover) break;
      const seat = actingSeats(full(client).ctx)[0];
      client.updatePlayerID(seat);
      // The moves the acting seat is offered in its own view, as the app offers them.
      const s = client.getState()!;
      const legal = game.ai!.enumerate(s.G, s.ctx, seat) as MoveChoice[];
      const pick = legal[Math.floor(rng() * legal.length)];
      client.moves[pick.move](...(pick.args ?? []));
      const after = full(client);
      expect(after._stateID, `move ${n + 1} (${pick.move}) was refused`).toBe(s._stateID + 1);
      history.push(comparable(after));
    }
    client.stop();

    const replay = replayMatch(game, { initialState, log: client.log ?? [] });
    expect(replay.error).toBeUndefined();
    expect(replay.steps.length).toBe(history.length - 1);
    expect(replay.states.map(comparable)).toEqual(history);
    // The events the moves caused (ends of turns and phases) are in the log but are not steps.
    expect(client.log!.length).toBeGreaterThan(replayableEntries(client.log!).length);
    // Each step is told by its seat's name and the game's sentence for the move, in the state it was made in.
    const names = moveTable(game);
    replay.steps.forEach((entry, k) => {
      const { type, args, playerID } = (entry.action as { payload: { type: string; args?: any[]; playerID: string } }).payload;
      const label = stepLabel(module, replay.states[k], entry, (p) => `Seat ${Number(p) + 1}`);
      const sentence = module.moveSentence(replay.states[k].G, replay.states[k].ctx, playerID, { move: type, args: args ?? [] });
      expect(label).toBe(`Seat ${Number(playerID) + 1}: ${sentence}`);
      expect(sentenceProblem(sentence, names), label).toBeNull();
    });
    expect(stepLabel(module, undefined, undefined, String)).toBe('Setup');
  });
});

describe('a local match', () => {
  it("is replayed from its seats' logs, each move's arguments taken from the seat that made it", async () => {
    const game = seededGame(division, 2, 'replay-local');
    const transport = Local();
    const seats = ['0', '1'].map((playerID) => {
      const c = Client({ game, numPlayers: 2, multiplayer: transport, matchID: 'local', playerID, debug: false });
      c.start();
      return c;
    });
    const rng = seedrandom('policy-local');
    for (let n = 0; n < 60; n++) {
      if (seats[0].getState()!.ctx.gameover) break;
      const seat = actingSeats(seats[0].getState()!.ctx)[0];
      // The acting seat's own view: the others' hands are hidden from it.
      const s = seats[Number(seat)].getState()!;
      const legal = game.ai!.enumerate(s.G, s.ctx, seat) as MoveChoice[];
      const pick = legal[Math.floor(rng() * legal.length)];
      seats[Number(seat)].moves[pick.move](...(pick.args ?? []));
      await new Promise((r) => setTimeout(r, 0));
      expect(seats[0].getState()!._stateID).toBe(s._stateID + 1);
    }
    const final = seats[0].getState()!;
    const log = mergeSeatLogs({ '0': seats[0].log ?? [], '1': seats[1].log ?? [] });
    const initialState = Client({ game, numPlayers: 2, debug: false }).getInitialState() as State;
    const replay = replayMatch(game, { initialState, log });
    expect(replay.error).toBeUndefined();
    const last = replay.states.at(-1)!;
    expect(last._stateID).toBe(final._stateID);
    expect(game.playerView!({ G: last.G, ctx: last.ctx, playerID: '0' } as any)).toEqual(final.G);
    for (const c of seats) c.stop();
  });
});
