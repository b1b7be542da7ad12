// Replaying a finished match from its record: boardgame.io's initial state (with the random
// plugin's seed) and its log. Every entry the flow did not add by itself (`automatic`) is an
// action a seat sent; running those through the framework's own reducer, in order, rebuilds
// every state the match had, exactly (the PRNG state travels inside the state).
//
// What a replay shows (the decision): a replay exists only once the match is over, and then the
// whole record is public, as the cards are turned face up at the end of a game at a table. The
// server hands it to anyone only after ctx.gameover (server/lobby.ts, GET …/record); a local
// match is replayed from its own clients. The viewer still sees the board through a seat's
// eyes (the game's playerView): their own seat by default, so the replay looks as the match
// looked to them, and any other seat's, or a spectator's, by choice.
import type { Game, LogEntry, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import type { GameModule } from './types';
import { sayMove, UNNAMED_MOVE } from './sentence';

/** The stored facts a replay is built from. */
export interface MatchRecord {
  initialState: State;
  log: LogEntry[];
}

export interface Replay {
  /** states[0] is the initial state; states[k] the state after step k. */
  states: State[];
  /** steps[k - 1] is the log entry of step k (the action a seat sent). */
  steps: LogEntry[];
  /** Set when an entry could not be replayed: the replay stops before it. */
  error?: string;
}

/**
 * The entries that were actions sent by seats. One reducer step logs its action first, then the
 * events it caused (an endTurn a move called, the flow's automatic ones), all under the stateID
 * the step started from: so the first entry of each stateID is the step's action.
 */
export function replayableEntries(log: readonly LogEntry[]): LogEntry[] {
  const out: LogEntry[] = [];
  let lastStateID: number | undefined;
  for (const e of log) {
    if (!e || e._stateID === lastStateID) continue;
    lastStateID = e._stateID;
    if (!e.automatic && e.action && typeof (e.action as any).type === 'string') out.push(e);
  }
  return out;
}

/** Without the per-step leftovers the reducer adds (deltalog, transients): the state as stored. */
function settled(state: State): State {
  const { deltalog: _deltalog, transients: _transients, ...rest } = state as State & { transients?: unknown };
  return rest as State;
}

type Reducer = (s: State, a: unknown) => State & { transients?: { error?: { type: string } } };
const reducers = new WeakMap<Game, Reducer>();

function reducerOf(game: Game): Reducer {
  let reducer = reducers.get(game);
  if (!reducer) {
    reducer = CreateGameReducer({ game }) as unknown as Reducer;
    reducers.set(game, reducer);
  }
  return reducer;
}

/**
 * The state after `action` (a log entry's action, or one built the same way) from `state`, as
 * stored; or why the framework refused it. `state` is not changed.
 */
export function applyAction(game: Game, state: State, action: unknown): { state: State; error?: undefined } | { state?: undefined; error: string; refused: boolean } {
  let next;
  try {
    // A copy: the 0.50.2 reducer changes some parts of the state it is given in place
    // (ctx._activePlayersNumMoves), which would rewrite the earlier steps kept here.
    next = reducerOf(game)(JSON.parse(JSON.stringify(state)), action);
  } catch (e) {
    return { error: (e as Error).message, refused: false };
  }
  if (next.transients?.error) return { error: next.transients.error.type, refused: true };
  return { state: settled(next) };
}

export function replayMatch(game: Game, record: MatchRecord): Replay {
  const steps = replayableEntries(record.log);
  const states: State[] = [settled(JSON.parse(JSON.stringify(record.initialState)))];
  for (let i = 0; i < steps.length; i++) {
    const next = applyAction(game, states[i], steps[i].action);
    if (next.error !== undefined) {
      const why = next.refused ? ` (${next.error}).` : `: ${next.error}`;
      return { states, steps: steps.slice(0, i), error: `Step ${i + 1} could not be replayed${why}` };
    }
    states.push(next.state);
  }
  return { states, steps };
}

/** What `playerID` saw in `state` (null: a spectator): the game's playerView, as the server filters it. */
export function viewFor(game: Game, state: State, playerID: string | null): unknown {
  if (!game.playerView) return state.G;
  return game.playerView({ G: state.G, ctx: state.ctx, playerID } as Parameters<NonNullable<Game['playerView']>>[0]);
}

/**
 * The full log of a local match from its seats' clients: each client's own copy has the other
 * seats' private move arguments redacted, so each entry is taken from the client of the seat
 * that made it.
 */
export function mergeSeatLogs(logs: Record<string, readonly LogEntry[]>): LogEntry[] {
  const all = Object.values(logs);
  const length = Math.max(0, ...all.map((l) => l.length));
  const out: LogEntry[] = [];
  for (let i = 0; i < length; i++) {
    const any = all.find((l) => l[i])?.[i];
    if (!any) continue;
    const mover = (any.action as any)?.payload?.playerID;
    out.push((typeof mover === 'string' && logs[mover]?.[i]) || any);
  }
  return out;
}

/** What a seat may send besides moves, in words (the games send none of their own accord today). */
const EVENT_WORDS: Record<string, string> = {
  endTurn: 'End the turn',
  endStage: 'End the stage',
  endPhase: 'End the phase',
  setStage: 'Change stage',
  setPhase: 'Change phase',
  setActivePlayers: 'Hand the turn on',
  endGame: 'End the game',
};

/**
 * A step in words: "Tess: Set the eastbound board to Stop", the move told by the game's own
 * moveSentence in the state it was made in (`before`, the state of the step before).
 */
export function stepLabel(
  module: Pick<GameModule, 'moveSentence'>,
  before: Pick<State, 'G' | 'ctx'> | undefined,
  entry: LogEntry | undefined,
  nameOf: (p: string) => string,
): string {
  if (!entry) return 'Setup';
  const action = entry.action as any;
  const seat = typeof action?.payload?.playerID === 'string' ? action.payload.playerID : undefined;
  const who = seat !== undefined ? `${nameOf(seat)}: ` : '';
  if (action?.type === 'GAME_EVENT') return `${who}${EVENT_WORDS[action.payload?.type] ?? UNNAMED_MOVE}`;
  if (action?.type !== 'MAKE_MOVE' || !before || seat === undefined) return `${who}${UNNAMED_MOVE}`;
  const choice = { move: String(action.payload.type), args: Array.isArray(action.payload.args) ? action.payload.args : [] };
  return `${who}${sayMove(module, before.G, before.ctx, seat, choice)}`;
}
