// A game's rules as a plain, in-place transition for the bots' search: the same move functions
// and hooks as the boardgame.io Game, run on a plain mutable state, with boardgame.io 0.50.2's
// turn flow (turn order, phases, stages, events, endIf/onEnd hooks) reproduced without its
// reducer, Immer, plugins, logs or undo history. The framework copies the whole state on every
// step; here the caller copies a state once when it wants to keep it, and every step after
// that mutates it in place.
//
// What is reproduced is what the framework's Flow does (reducer-*.js `Flow`, turn-order-*.js
// `SetActivePlayers`, `InitTurnOrderState`, `UpdateTurnOrderState`, the events plugin's
// `update`), function for function, so a game's ctx after each step equals the framework's.
// tests/bots/simulation.test.ts plays seeded random games both ways and compares every step.
// Events called from the turn's and phase's hooks are queued behind the move's, as the events
// plugin's queue does, with its checks of which hook may call which event.
// Not supported (a game that needs them fails that test): `turn.activePlayers`, `endTurn({ remove })`,
// `moveLimit`/`minMoves` (`maxMoves` is; stage move limits are not), `setActivePlayers({ next })`,
// the `pass` event, events from endIf or turn-order functions, game plugins' APIs inside moves
// (moves get G, ctx, playerID, events and random only).
import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { GameOver, MoveChoice, PlayerID } from './types';

/** boardgame.io's random-plugin data: the seed, and the Alea generator's state once it drew. */
export interface RandomData {
  seed: string | number;
  prngstate?: { c: number; s0: number; s1: number; s2: number };
}

/** A whole game position as the simulation runs it. Every part is plain data. */
export interface SimState<G = any> {
  G: G;
  ctx: Ctx;
  random: RandomData;
}

/**
 * What a GameModule offers the bots' search: a pure transition on plain state that calls the
 * same rules functions as the boardgame.io moves.
 */
export interface Simulation<G = any> {
  /** A simulation state from a framework position; copies G and ctx, never keeps them. */
  start(G: G, ctx: Ctx, random: RandomData): SimState<G>;
  /** An independent copy (the next `apply` on either leaves the other alone). */
  copy(state: SimState<G>): SimState<G>;
  /**
   * Applies `playerID`'s move in place, as the framework's reducer would. False (and the state
   * must then be dropped: a refused move may have drawn from the random source) when the
   * framework would refuse it.
   */
  apply(state: SimState<G>, playerID: PlayerID, move: string, args: readonly any[]): boolean;
  /** Whose move it is: the current player, or the first seat holding an active stage. */
  actingSeat(state: SimState<G>): PlayerID;
  /** The legal moves of a seat (the game's `ai.enumerate`). */
  enumerate(state: SimState<G>, playerID: PlayerID): MoveChoice[];
  /**
   * Optional: one legal move of the seat drawn uniformly with `rng`, null when it has none;
   * cheaper than drawing from `enumerate` when checking every move costs most of a step.
   */
  sampleMove?(state: SimState<G>, playerID: PlayerID, rng: () => number): MoveChoice | null;
  /** The game's end, as `ctx.gameover` holds it; undefined while it goes on. */
  gameover(state: SimState<G>): GameOver | undefined;
  /** Every seat's score now (final scores once the game is over). */
  scores(state: SimState<G>): Record<PlayerID, number>;
}

// ---- The random plugin's generator (Alea, as boardgame.io 0.50.2 inlines it) ----

function mash(): (data: string) => number {
  let n = 0xefc8249d;
  return (data) => {
    for (let i = 0; i < data.length; i++) {
      n += data.charCodeAt(i);
      let h = 0.02519603282416938 * n;
      n = h >>> 0;
      h -= n;
      h *= n;
      n = h >>> 0;
      h -= n;
      n += h * 0x100000000;
    }
    return (n >>> 0) * 2.3283064365386963e-10;
  };
}

/**
 * The framework's `Random` over RandomData: the same draws from the same data. It keeps the
 * generator's state in numbers (the framework re-seeds Alea from the stored state on every
 * draw), seeds only when a draw comes, and is reset to the next data instead of rebuilt, so
 * its API (the functions moves call) is made once.
 */
export class SimRandom {
  private c = 1;
  private s0 = 0;
  private s1 = 0;
  private s2 = 0;
  private seeded = false;
  private drew = false;
  private data: RandomData;
  /** The part of the plugin's API that moves call (functions, so `const f = random.Shuffle` works). */
  readonly api: ReturnType<typeof randomApi>;

  constructor(data: RandomData) {
    this.data = data;
    const next = () => this.next();
    this.api = randomApi(next);
  }

  /** Starts over from other plugin data. */
  reset(data: RandomData): void {
    this.data = data;
    this.seeded = false;
    this.drew = false;
  }

  private seed(): void {
    this.seeded = true;
    const data = this.data;
    if (data.prngstate) {
      ({ c: this.c, s0: this.s0, s1: this.s1, s2: this.s2 } = data.prngstate);
      return;
    }
    const m = mash();
    const seed = String(data.seed);
    this.c = 1;
    this.s0 = m(' ');
    this.s1 = m(' ');
    this.s2 = m(' ');
    this.s0 -= m(seed);
    if (this.s0 < 0) this.s0 += 1;
    this.s1 -= m(seed);
    if (this.s1 < 0) this.s1 += 1;
    this.s2 -= m(seed);
    if (this.s2 < 0) this.s2 += 1;
  }

  next(): number {
    if (!this.seeded) this.seed();
    this.drew = true;
    const t = 2091639 * this.s0 + this.c * 2.3283064365386963e-10;
    this.s0 = this.s1;
    this.s1 = this.s2;
    return (this.s2 = t - (this.c = Math.trunc(t)));
  }

  /** The plugin data after the draws (the input data itself when nothing was drawn). */
  state(): RandomData {
    return this.drew ? { ...this.data, prngstate: { c: this.c, s0: this.s0, s1: this.s1, s2: this.s2 } } : this.data;
  }
}

function randomApi(random: () => number) {
  const Die = (spotvalue = 6, diceCount?: number) =>
    diceCount === undefined
      ? Math.floor(random() * spotvalue) + 1
      : Array.from({ length: diceCount }).map(() => Math.floor(random() * spotvalue) + 1);
  return {
    Die,
    D4: (n?: number) => Die(4, n),
    D6: (n?: number) => Die(6, n),
    D8: (n?: number) => Die(8, n),
    D10: (n?: number) => Die(10, n),
    D12: (n?: number) => Die(12, n),
    D20: (n?: number) => Die(20, n),
    Number: random,
    Shuffle: <T>(deck: T[]): T[] => {
      const clone = [...deck];
      let sourceIndex = deck.length;
      let destinationIndex = 0;
      const shuffled = new Array<T>(sourceIndex);
      while (sourceIndex) {
        const randomIndex = Math.trunc(sourceIndex * random());
        shuffled[destinationIndex++] = clone[randomIndex];
        clone[randomIndex] = clone[--sourceIndex];
      }
      return shuffled;
    },
  };
}

// ---- The turn flow ----

type AnyFn = (...args: any[]) => any;
interface TurnConfig {
  order: { first: AnyFn; next: AnyFn; playOrder?: AnyFn };
  onBegin?: AnyFn;
  onEnd?: AnyFn;
  onMove?: AnyFn;
  endIf?: AnyFn;
  stages?: Record<string, { moves?: Record<string, any>; next?: string }>;
}
interface PhaseConfig {
  moves?: Record<string, any>;
  turn: TurnConfig;
  onBegin?: AnyFn;
  onEnd?: AnyFn;
  endIf?: AnyFn;
  next?: string | AnyFn;
}

/** boardgame.io's default turn order (round robin), for phases that name none. */
const DEFAULT_ORDER = {
  first: ({ ctx }: { ctx: Ctx }) => (ctx.turn === 0 ? ctx.playOrderPos : (ctx.playOrderPos + 1) % ctx.playOrder.length),
  next: ({ ctx }: { ctx: Ctx }) => (ctx.playOrderPos + 1) % ctx.playOrder.length,
};

/** Which hook called an event (the events plugin's GameMethod); undefined for a move. */
type HookMethod = 'phase.onBegin' | 'phase.onEnd' | 'turn.onBegin' | 'turn.onEnd' | 'turn.onMove' | 'game.onEnd';

/** One event a move or hook called (the events plugin's queue entry). */
interface QueuedEvent {
  type: string;
  args: any[];
  turn: number;
  phase: string | null;
  calledFrom?: HookMethod;
}

/** One step of the flow's Process queue. */
interface FlowStep {
  fn: FlowFn;
  arg?: any;
  turn?: number;
  phase?: string | null;
  currentPlayer?: string;
  playerID?: string;
  force?: boolean;
}
type FlowFn = (s: Running, step: FlowStep, next: FlowStep[]) => void;

/** A state while one action runs: the simulation state plus the move's plugin APIs. */
interface Running {
  state: SimState;
  random: SimRandom;
}

export interface SimulationOptions<G> {
  /** A copy of G the simulation may mutate (default: a deep copy of plain data). */
  copyG(G: G): G;
  /** Every seat's score now. */
  scores(G: G, ctx: Ctx): Record<PlayerID, number>;
  /** See Simulation.sampleMove. */
  sampleMove?(G: G, ctx: Ctx, playerID: PlayerID, rng: () => number): MoveChoice | null;
}

const EVENT_NAMES = ['endTurn', 'endStage', 'setStage', 'endPhase', 'setPhase', 'endGame', 'setActivePlayers', 'pass'] as const;

/** The events API of what is neither a move nor a hook (endIf, turn order): none may be called. */
function refusedEvents(): Record<string, AnyFn> {
  const refuse = () => {
    throw new Error('The simulation does not run events called from endIf or turn-order functions.');
  };
  return Object.fromEntries(EVENT_NAMES.map((name) => [name, refuse]));
}

/** An events API that queues each call as `stamp` says (the turn, phase and caller it is made in). */
function queueingEvents(queued: QueuedEvent[], stamp: () => Omit<QueuedEvent, 'type' | 'args'>): Record<string, AnyFn> {
  return Object.fromEntries(EVENT_NAMES.map((type) => [type, (...args: any[]) => void queued.push({ type, args, ...stamp() })]));
}

/**
 * The events plugin's refusals (turn-order's Events.update): which hook may not call which event.
 * The framework turns these into an error that rejects the action; here they are thrown.
 */
function refusalOf(event: QueuedEvent): string | null {
  const from = event.calledFrom;
  switch (event.type) {
    case 'endStage':
    case 'setStage':
    case 'setActivePlayers':
      if (from === 'turn.onEnd' || from === 'phase.onEnd') return 'a stage event in an onEnd hook';
      if (from === 'phase.onBegin') return "a stage event in a phase's onBegin";
      if (from === 'turn.onBegin' && event.type !== 'setActivePlayers') return "setStage or endStage in a turn's onBegin";
      return null;
    case 'endTurn':
      return from === 'turn.onEnd' || from === 'phase.onEnd' ? 'endTurn in an onEnd hook' : null;
    case 'endPhase':
    case 'setPhase':
      return from === 'phase.onEnd' ? "a phase event in a phase's onEnd" : null;
    default:
      return null;
  }
}

/** turn-order's SetActivePlayers, without stage move limits and `next`. */
function setActivePlayers(ctx: Ctx, arg: any): Ctx {
  let activePlayers: Record<string, string | null> | null = {};
  let prevActivePlayers: unknown[] = [];
  const put = (playerID: string, value: any) => {
    if (typeof value === 'object' && value !== null) {
      if (value.minMoves || value.maxMoves || value.moveLimit) throw new Error('The simulation does not run stage move limits.');
      value = value.stage;
      if (value === undefined) return;
    }
    activePlayers![playerID] = value;
  };
  if (Array.isArray(arg)) {
    for (const id of arg) activePlayers[id] = null;
  } else {
    if (arg.next || arg.minMoves || arg.maxMoves || arg.moveLimit) throw new Error('The simulation does not run setActivePlayers with next or move limits.');
    if (arg.revert) {
      prevActivePlayers = [
        ...((ctx as any)._prevActivePlayers ?? []),
        { activePlayers: ctx.activePlayers, _activePlayersMinMoves: (ctx as any)._activePlayersMinMoves, _activePlayersMaxMoves: (ctx as any)._activePlayersMaxMoves, _activePlayersNumMoves: (ctx as any)._activePlayersNumMoves },
      ];
    }
    if (arg.currentPlayer !== undefined) put(ctx.currentPlayer, arg.currentPlayer);
    if (arg.others !== undefined) for (const id of ctx.playOrder) if (id !== ctx.currentPlayer) put(id, arg.others);
    if (arg.all !== undefined) for (const id of ctx.playOrder) put(id, arg.all);
    if (arg.value) for (const id in arg.value) put(id, arg.value[id]);
  }
  if (Object.keys(activePlayers).length === 0) activePlayers = null;
  const numMoves: Record<string, number> = {};
  for (const id in activePlayers ?? {}) numMoves[id] = 0;
  return {
    ...ctx,
    activePlayers,
    _activePlayersMinMoves: null,
    _activePlayersMaxMoves: null,
    _activePlayersNumMoves: numMoves,
    _prevActivePlayers: prevActivePlayers,
    _nextActivePlayers: null,
  } as unknown as Ctx;
}

/**
 * The simulation of a boardgame.io Game whose moves either mutate G in place (Immer-style,
 * returning nothing) or return the next G, and read only G, ctx, playerID, events and random.
 */
export function createSimulation<G>(game: Game<G>, options: SimulationOptions<G>): Simulation<G> {
  const phases: Record<string, PhaseConfig> = {};
  for (const [name, config] of Object.entries(game.phases ?? {})) {
    const turn = (config.turn ?? game.turn ?? {}) as TurnConfig;
    phases[name] = { ...(config as PhaseConfig), turn: { ...turn, order: turn.order ?? DEFAULT_ORDER } };
  }
  const baseTurn = (game.turn ?? {}) as TurnConfig;
  phases[''] = { turn: { ...baseTurn, order: baseTurn.order ?? DEFAULT_ORDER } };
  for (const phase of Object.values(phases)) {
    const t = phase.turn as TurnConfig & { activePlayers?: unknown; moveLimit?: unknown; minMoves?: unknown };
    if (t.activePlayers || t.moveLimit || t.minMoves) throw new Error(`${game.name}: the simulation does not run turn.activePlayers, moveLimit or minMoves.`);
  }
  const phaseOf = (ctx: Ctx): PhaseConfig => (ctx.phase ? phases[ctx.phase] : phases['']);
  const noEvents = refusedEvents();
  // One events queue for every step (a step never runs inside another): the move's events first,
  // then those its hooks call, each stamped with the turn and phase it was called in.
  const queued: QueuedEvent[] = [];
  let stamp: Omit<QueuedEvent, 'type' | 'args'> = { turn: 0, phase: null };
  const events = queueingEvents(queued, () => stamp);

  /** A trigger's context (endIf, turn order): the plugin APIs, G and ctx. */
  const context = (s: Running, playerID?: string) => ({ random: s.random.api, events: noEvents, G: s.state.G, ctx: s.state.ctx, playerID });
  /** Runs a hook the Immer way: a returned value replaces G, nothing means G was changed in place. */
  const runHook = (s: Running, hook: AnyFn | undefined, method: HookMethod, playerID?: string) => {
    if (!hook) return;
    stamp = { turn: s.state.ctx.turn, phase: s.state.ctx.phase, calledFrom: method };
    const result = hook({ random: s.random.api, events, G: s.state.G, ctx: s.state.ctx, playerID });
    // A frozen root (finishedState) is opened again: the next move may change G in place.
    if (result !== undefined) s.state.G = Object.isFrozen(result) ? { ...result } : result;
  };

  function setActivePlayersEmpty(ctx: Ctx): Ctx {
    return {
      ...ctx,
      activePlayers: null,
      _activePlayersMinMoves: null,
      _activePlayersMaxMoves: null,
      _activePlayersNumMoves: {},
      _prevActivePlayers: [],
      _nextActivePlayers: null,
    } as unknown as Ctx;
  }

  const startGame: FlowFn = (_s, _step, next) => {
    next.push({ fn: startPhase });
  };
  const startPhase: FlowFn = (s, _step, next) => {
    runHook(s, phaseOf(s.state.ctx).onBegin, 'phase.onBegin');
    next.push({ fn: startTurn });
  };
  const startTurn: FlowFn = (s, { currentPlayer }) => {
    let ctx = s.state.ctx;
    const phase = phaseOf(ctx);
    if (currentPlayer) {
      ctx = { ...ctx, currentPlayer };
    } else {
      // InitTurnOrderState
      const c = context(s);
      let playOrder = Array.from({ length: ctx.numPlayers }, (_, i) => i + '');
      if (phase.turn.order.playOrder !== undefined) playOrder = phase.turn.order.playOrder(c);
      const playOrderPos = phase.turn.order.first(c);
      if (typeof playOrderPos !== 'number') throw new Error('turn.order.first must return a number.');
      ctx = setActivePlayersEmpty({ ...ctx, currentPlayer: playOrder[playOrderPos] + '', playOrderPos, playOrder });
    }
    s.state.ctx = { ...ctx, turn: ctx.turn + 1, numMoves: 0, _prevActivePlayers: [] } as Ctx;
    runHook(s, phase.turn.onBegin, 'turn.onBegin');
  };
  const updatePhase: FlowFn = (s, { arg, phase }, next) => {
    const config = phaseOf({ phase } as Ctx);
    let ctx = s.state.ctx;
    if (arg && arg.next) {
      if (!(arg.next in phases)) throw new Error('invalid phase: ' + arg.next);
      ctx = { ...ctx, phase: arg.next };
    } else {
      const nextPhase = typeof config.next === 'function' ? config.next(context(s)) : config.next;
      ctx = { ...ctx, phase: nextPhase || null } as Ctx;
    }
    s.state.ctx = ctx;
    next.push({ fn: startPhase });
  };
  const updateTurn: FlowFn = (s, { arg, currentPlayer }, next) => {
    const phase = phaseOf(s.state.ctx);
    const ctx = s.state.ctx;
    if (arg && arg !== true) throw new Error('The simulation does not run endTurn with an argument.');
    const t = phase.turn.order.next(context(s));
    if (t !== undefined && typeof t !== 'number') throw new Error('turn.order.next must return a number or undefined.');
    if (t === undefined) {
      s.state.ctx = { ...ctx, currentPlayer: currentPlayer! };
      next.push({ fn: endPhase, turn: ctx.turn, phase: ctx.phase });
    } else {
      s.state.ctx = { ...ctx, playOrderPos: t, currentPlayer: ctx.playOrder[t] + '' };
      next.push({ fn: startTurn, currentPlayer: s.state.ctx.currentPlayer });
    }
  };
  const updateStage: FlowFn = (s, { arg, playerID }) => {
    if (typeof arg === 'string' || arg === null) arg = { stage: arg };
    if (typeof arg !== 'object') return;
    if (arg.minMoves || arg.maxMoves || arg.moveLimit) throw new Error('The simulation does not run stage move limits.');
    const ctx = s.state.ctx;
    if (arg.stage !== undefined) {
      const activePlayers = { ...(ctx.activePlayers ?? {}), [playerID!]: arg.stage };
      const numMoves = { ...(ctx._activePlayersNumMoves ?? {}), [playerID!]: 0 };
      s.state.ctx = { ...ctx, activePlayers, _activePlayersNumMoves: numMoves } as Ctx;
    }
  };
  const endGame: FlowFn = (s, { arg, phase }, next) => {
    endPhase(s, { fn: endPhase as FlowFn, phase }, null);
    s.state.ctx = { ...s.state.ctx, gameover: arg === undefined ? true : arg };
    if (game.onEnd) runHook(s, game.onEnd as AnyFn, 'game.onEnd');
  };
  const endPhase = (s: Running, step: FlowStep, next: FlowStep[] | null): void => {
    endTurn(s, { fn: endTurn, turn: step.turn, force: true }, null);
    const { phase } = s.state.ctx;
    if (next) next.push({ fn: updatePhase, arg: step.arg, phase });
    if (phase === null) return;
    runHook(s, phaseOf(s.state.ctx).onEnd, 'phase.onEnd');
    s.state.ctx = { ...s.state.ctx, phase: null } as unknown as Ctx;
  };
  const endTurn = (s: Running, { arg, turn }: FlowStep, next: FlowStep[] | null): void => {
    if (turn !== s.state.ctx.turn) return;
    const { currentPlayer } = s.state.ctx;
    runHook(s, phaseOf(s.state.ctx).turn.onEnd, 'turn.onEnd');
    if (next) next.push({ fn: updateTurn, arg, currentPlayer });
    s.state.ctx = { ...s.state.ctx, activePlayers: null };
  };
  const endStage: FlowFn = (s, { arg, playerID }, next) => {
    playerID = playerID || s.state.ctx.currentPlayer;
    const ctx = s.state.ctx;
    const inStage = ctx.activePlayers !== null && ctx.activePlayers !== undefined && playerID in ctx.activePlayers;
    if (!arg && inStage) {
      const stage = phaseOf(ctx).turn.stages?.[ctx.activePlayers![playerID]];
      if (stage?.next) arg = stage.next;
    }
    next.push({ fn: updateStage, arg, playerID });
    if (!inStage) return;
    const activePlayers = { ...ctx.activePlayers! };
    delete activePlayers[playerID];
    let minMoves = ctx._activePlayersMinMoves;
    let maxMoves = ctx._activePlayersMaxMoves;
    if (minMoves) { minMoves = { ...minMoves }; delete minMoves[playerID]; }
    if (maxMoves) { maxMoves = { ...maxMoves }; delete maxMoves[playerID]; }
    let updated = { ...ctx, activePlayers, _activePlayersMinMoves: minMoves, _activePlayersMaxMoves: maxMoves } as Ctx;
    // UpdateActivePlayersOnceEmpty
    if (Object.keys(activePlayers).length === 0) {
      const prev = updated._prevActivePlayers ?? [];
      if (updated._nextActivePlayers) throw new Error('The simulation does not run setActivePlayers({ next }).');
      if (prev.length > 0) {
        const last = prev[prev.length - 1] as Partial<Ctx>;
        updated = {
          ...updated,
          activePlayers: last.activePlayers,
          _activePlayersMinMoves: last._activePlayersMinMoves,
          _activePlayersMaxMoves: last._activePlayersMaxMoves,
          _activePlayersNumMoves: last._activePlayersNumMoves,
          _prevActivePlayers: prev.slice(0, -1),
        } as Ctx;
      } else {
        updated = { ...updated, activePlayers: null, _activePlayersMinMoves: null, _activePlayersMaxMoves: null } as unknown as Ctx;
      }
    }
    s.state.ctx = updated;
  };
  const updateActivePlayers: FlowFn = (s, { arg }) => {
    s.state.ctx = setActivePlayers(s.state.ctx, arg);
  };
  const onMove: FlowFn = () => {};

  /** The flow's Process: run queued steps, checking the game's, the phase's and the turn's end after each. */
  function process(s: Running, queue: FlowStep[]): void {
    const phasesEnded = new Set<string | null>();
    for (let i = 0; i < queue.length; i++) {
      const step = queue[i];
      if (step.fn === (endPhase as unknown)) {
        const phase = s.state.ctx.phase;
        if (phasesEnded.has(phase)) {
          s.state.ctx = { ...s.state.ctx, phase: null } as unknown as Ctx;
          return;
        }
        phasesEnded.add(phase);
      }
      const next: FlowStep[] = [];
      step.fn(s, step, next);
      if (step.fn === endGame) break;
      const gameEnd = game.endIf ? game.endIf(context(s) as any) : undefined;
      if (gameEnd) {
        queue.push({ fn: endGame, arg: gameEnd, turn: s.state.ctx.turn, phase: s.state.ctx.phase });
        continue;
      }
      const phaseEnd = phaseOf(s.state.ctx).endIf?.(context(s));
      if (phaseEnd) {
        queue.push({ fn: endPhase as FlowFn, arg: phaseEnd, turn: s.state.ctx.turn, phase: s.state.ctx.phase });
        continue;
      }
      if (step.fn === onMove || step.fn === updateStage || step.fn === updateActivePlayers) {
        // The flow's ShouldEndTurn: the turn's maxMoves reached, else the turn's endIf.
        const turn = phaseOf(s.state.ctx).turn as TurnConfig & { maxMoves?: number };
        const turnEnd = turn.maxMoves && (s.state.ctx.numMoves ?? 0) >= turn.maxMoves ? true : turn.endIf?.(context(s));
        if (turnEnd) {
          queue.push({ fn: endTurn as FlowFn, arg: turnEnd, turn: s.state.ctx.turn, phase: s.state.ctx.phase });
          continue;
        }
      }
      queue.push(...next);
    }
  }

  /** The move function for a name in the current phase and the player's stage (the flow's GetMove). */
  function moveOf(ctx: Ctx, name: string, playerID: string): any {
    const phase = phaseOf(ctx);
    const stages = phase.turn.stages ?? {};
    const stage = ctx.activePlayers?.[playerID];
    if (stage !== undefined && stage !== null && stages[stage]?.moves !== undefined) {
      return stages[stage].moves![name] ?? null;
    }
    if (phase.moves) return phase.moves[name] ?? null;
    return (game.moves as Record<string, any> | undefined)?.[name] ?? null;
  }

  /** The events plugin's flush: the queue in order, growing as the hooks it runs call events. */
  function runEvents(s: Running, playerID: string): void {
    for (let i = 0; i < queued.length; i++) {
      const event = queued[i];
      const ctx = s.state.ctx;
      const refusal = refusalOf(event);
      if (refusal) throw new Error(`${game.name}: ${refusal} (${event.type} from ${event.calledFrom}); boardgame.io rejects the action.`);
      if (ctx.gameover !== undefined) break;
      const turnHasEnded = event.turn !== ctx.turn;
      switch (event.type) {
        case 'setActivePlayers':
          if (turnHasEnded) continue;
          process(s, [{ fn: updateActivePlayers, arg: event.args[0] }]);
          break;
        case 'endStage':
          if (turnHasEnded) continue;
          process(s, [{ fn: endStage, playerID }]);
          break;
        case 'setStage':
          if (turnHasEnded) continue;
          process(s, [{ fn: endStage, arg: event.args[0], playerID }]);
          break;
        case 'endTurn':
          if (turnHasEnded) continue;
          process(s, [{ fn: endTurn as FlowFn, turn: ctx.turn, phase: ctx.phase, arg: event.args[0] }]);
          break;
        case 'endPhase':
          if (event.phase !== ctx.phase) continue;
          process(s, [{ fn: endPhase as FlowFn, phase: ctx.phase, turn: ctx.turn }]);
          break;
        case 'setPhase':
          if (event.phase !== ctx.phase) continue;
          process(s, [{ fn: endPhase as FlowFn, phase: ctx.phase, turn: ctx.turn, arg: { next: event.args[0] } }]);
          break;
        case 'endGame':
          process(s, [{ fn: endGame, turn: ctx.turn, phase: ctx.phase, arg: event.args[0] }]);
          break;
        default:
          throw new Error(`The simulation does not run the ${event.type} event.`);
      }
    }
  }

  const enumerateMoves = game.ai?.enumerate;
  // One random source for every step.
  const random = new SimRandom({ seed: '' });

  return {
    start(G, ctx, random) {
      // ctx deep: the framework's reducer counts stage moves in place (ProcessMove's
      // _activePlayersNumMoves[playerID]++), so a shared object would change under the search.
      return { G: options.copyG(G), ctx: structuredClone(ctx), random: { ...random } };
    },
    copy(state) {
      return { G: options.copyG(state.G), ctx: { ...state.ctx }, random: state.random };
    },
    apply(state, playerID, name, args) {
      const ctx = state.ctx;
      if (ctx.gameover !== undefined) return false;
      const move = moveOf(ctx, name, playerID);
      if (move === null) return false;
      if (ctx.activePlayers ? !(playerID in ctx.activePlayers) : ctx.currentPlayer !== playerID) return false;
      random.reset(state.random);
      queued.length = 0;
      stamp = { turn: ctx.turn, phase: ctx.phase };
      const running: Running = { state, random };
      const fn = typeof move === 'function' ? move : move.move;
      const result = fn({ G: state.G, ctx, playerID, events, random: random.api }, ...args);
      if (result === INVALID_MOVE) return false;
      // A move may return its state frozen at the root (finishedState in production, where the
      // framework hands hooks an Immer draft instead); the hooks below change G in place.
      if (result !== undefined) state.G = Object.isFrozen(result) ? { ...result } : result;
      // ProcessMove: count the move, run turn.onMove, then the triggers.
      const shouldCount = typeof move === 'function' || move.noLimit !== true;
      if (shouldCount) {
        let numMoves = ctx.numMoves ?? 0;
        let stageMoves = ctx._activePlayersNumMoves;
        if (playerID === ctx.currentPlayer) numMoves++;
        if (ctx.activePlayers) stageMoves = { ...stageMoves, [playerID]: (stageMoves?.[playerID] ?? 0) + 1 };
        state.ctx = { ...ctx, numMoves, _activePlayersNumMoves: stageMoves } as Ctx;
      }
      runHook(running, phaseOf(state.ctx).turn.onMove, 'turn.onMove', playerID);
      process(running, [{ fn: onMove }]);
      runEvents(running, playerID);
      state.random = random.state();
      return true;
    },
    actingSeat(state) {
      const active = state.ctx.activePlayers;
      if (active) for (const seat in active) return seat;
      return state.ctx.currentPlayer;
    },
    enumerate(state, playerID) {
      if (!enumerateMoves) return [];
      return enumerateMoves(state.G, state.ctx, playerID) as MoveChoice[];
    },
    ...(options.sampleMove ? { sampleMove: (state: SimState<G>, playerID: PlayerID, rng: () => number) => options.sampleMove!(state.G, state.ctx, playerID, rng) } : {}),
    gameover(state) {
      return state.ctx.gameover as GameOver | undefined;
    },
    scores(state) {
      return options.scores(state.G, state.ctx);
    },
  };
}
