// A match without a server: boardgame.io's own InitializeGame and reducer, driven by the
// game's enumerator. Shared by playout, arena, bench and playthroughs.
import type { Ctx, Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { GameModule, MoveChoice } from '../../games/kit/types';
import { actingSeat } from '../../bots/state';
import { gameoverScores, gameoverValues } from '../../bots/evaluate';

export interface HeadlessMatch {
  module: GameModule;
  game: Game;
  reducer: (state: State, action: unknown) => State;
  state: State;
}

/** Validates the variants with the game's parseSetup and sets up a seeded match. */
export function startMatch(module: GameModule, numPlayers: number, rawSetup: unknown, seed: string): HeadlessMatch {
  if (!Number.isInteger(numPlayers) || numPlayers < module.minPlayers || numPlayers > module.maxPlayers) {
    throw new Error(`${module.name} is for ${module.minPlayers} to ${module.maxPlayers} players, not ${numPlayers}.`);
  }
  const parsed = module.parseSetup(numPlayers, rawSetup ?? {});
  if (!parsed.ok) throw new Error(`Bad setup for ${module.id}: ${parsed.error}`);
  const game = { ...(module.game as Game), seed };
  const state = InitializeGame({ game, numPlayers, setupData: parsed.setup }) as State;
  const reducer = CreateGameReducer({ game }) as unknown as HeadlessMatch['reducer'];
  return { module, game, reducer, state };
}

export function legalMoves(match: HeadlessMatch, playerID = actingSeat(match.state.ctx)): MoveChoice[] {
  const enumerate = match.game.ai?.enumerate;
  if (!enumerate) throw new Error(`Game "${match.module.id}" has no ai.enumerate.`);
  return enumerate(match.state.G, match.state.ctx, playerID) as MoveChoice[];
}

/** What `playerID` sees: the game's playerView of the current state. */
export function seatView(match: HeadlessMatch, playerID: string): unknown {
  const playerView = match.game.playerView;
  const { G, ctx } = match.state;
  return playerView ? playerView({ G, ctx, playerID } as Parameters<NonNullable<Game['playerView']>>[0]) : G;
}

/**
 * Applies a move for `playerID`. Returns null when the framework accepted it, else why not
 * (the state is left unchanged).
 */
export function applyMove(match: HeadlessMatch, playerID: string, choice: MoveChoice): string | null {
  const action = {
    type: 'MAKE_MOVE',
    payload: { type: choice.move, args: choice.args ?? [], playerID },
  };
  const next = match.reducer(match.state, action) as State & { transients?: { error?: { type: string } } };
  if (next.transients?.error) {
    return `${choice.move}(${JSON.stringify(choice.args ?? [])}) by seat ${playerID} refused: ${next.transients.error.type}`;
  }
  const { transients: _ignored, ...clean } = next;
  match.state = clean as State;
  return null;
}

export interface Outcome {
  ended: boolean;
  /** Share of the win per seat: 1/k for each of k winners. */
  winShare: Record<string, number>;
  scores: Record<string, number>;
}

export function outcome(match: HeadlessMatch): Outcome {
  const { G, ctx } = match.state;
  const seats = ctx.playOrder;
  const ended = ctx.gameover !== undefined;
  const scores = (ended && gameoverScores(ctx.gameover)) || match.module.summary(G, ctx).scores;
  const winShare = ended ? gameoverValues(ctx.gameover, seats) : Object.fromEntries(seats.map((s) => [s, 0]));
  return { ended, winShare, scores };
}

export function currentSeat(ctx: Ctx): string {
  return actingSeat(ctx);
}
