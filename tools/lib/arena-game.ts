// One arena game: seats played by the given bots, each seeing only its own filtered view.
import { loadBotGame } from '../../bots/index';
import { createSeatBot, SearchMemory, type BotKind } from '../../bots/mcts';
import type { SearchBudget } from '../../bots/index';
import { applyMove, currentSeat, outcome, seatView, startMatch } from './match';

export interface ArenaGameSpec {
  game: string;
  players: number;
  setup: Record<string, string | boolean>;
  /** Bot of each seat, in seat order. */
  seats: BotKind[];
  seed: string;
  maxMoves: number;
  budget?: Partial<SearchBudget>;
  /** Record which project-designed components each seat takes (GameModule.balance). */
  recordTaken?: boolean;
}

export interface ArenaGameResult {
  seats: BotKind[];
  /** Seat ids in seat order (seats[i] played playOrder[i]). */
  playOrder: string[];
  ended: boolean;
  moves: number;
  winShare: Record<string, number>;
  scores: Record<string, number>;
  /** Thinking time of each seat's moves. */
  thinkMs: Record<string, number[]>;
  /**
   * Thinking time of each seat's moves that ran a search (iterations > 0): a bot that answers
   * forced or greedy choices at once has most of its moves near 0 ms, so its searches are timed apart.
   */
  searchMs?: Record<string, number[]>;
  /** What ended the game and after how many rounds, when the game's gameover says (`endedBy`, `rounds`). */
  endedBy?: string;
  rounds?: number;
  /** With recordTaken: `kind:id` of every component each seat held at some point of the game. */
  taken?: Record<string, string[]>;
  error?: string;
}

export async function playArenaGame(spec: ArenaGameSpec): Promise<ArenaGameResult> {
  const loaded = await loadBotGame(spec.game);
  const match = startMatch(loaded.module, spec.players, spec.setup, spec.seed);
  const seats = match.state.ctx.playOrder;
  const thinkMs: Record<string, number[]> = Object.fromEntries(seats.map((s) => [s, []]));
  const searchMs: Record<string, number[]> = Object.fromEntries(seats.map((s) => [s, []]));
  // Each seat's search trees, reused from move to move.
  const memories: Record<string, SearchMemory> = Object.fromEntries(seats.map((s) => [s, new SearchMemory()]));
  let moves = 0;
  let error: string | undefined;
  const balance = spec.recordTaken ? loaded.module.balance : undefined;
  if (spec.recordTaken && !balance) throw new Error(`${loaded.module.name} has no balance hooks.`);
  const taken: Record<string, Set<string>> = Object.fromEntries(seats.map((s) => [s, new Set<string>()]));
  // Components can leave a seat again (a replaced factory, a closed foundry), so every state counts.
  const noteTaken = () => {
    if (balance) for (const s of seats) for (const id of balance.taken(match.state.G, s)) taken[s].add(id);
  };
  while (match.state.ctx.gameover === undefined && moves < spec.maxMoves) {
    const seat = currentSeat(match.state.ctx);
    const kind = spec.seats[seats.indexOf(seat)];
    const bot = createSeatBot(kind, loaded, { seed: `${spec.seed}/move/${moves}`, budget: spec.budget, memory: memories[seat] });
    const started = performance.now();
    const { move, report } = await bot.choose(seatView(match, seat), match.state.ctx, seat);
    const ms = performance.now() - started;
    thinkMs[seat].push(ms);
    if ((report?.iterations ?? 0) > 0) searchMs[seat].push(ms);
    if (!move) {
      error = `seat ${seat} (${kind}) found no legal move at move ${moves}`;
      break;
    }
    const refused = applyMove(match, seat, move);
    moves++;
    noteTaken();
    if (refused) {
      error = `seat ${seat} (${kind}) chose a refused move: ${refused}`;
      break;
    }
  }
  const result = outcome(match);
  const over = match.state.ctx.gameover as { endedBy?: unknown; reason?: unknown; rounds?: unknown } | undefined;
  // Lost Atlas names it `reason` (design §3.19: cycles, bankruptcy, bankBreak).
  const endedBy = over?.endedBy ?? over?.reason;
  return {
    ...(typeof endedBy === 'string' ? { endedBy } : {}),
    ...(typeof over?.rounds === 'number' ? { rounds: over.rounds } : {}),
    seats: spec.seats,
    playOrder: [...seats],
    ended: result.ended,
    moves,
    winShare: result.winShare,
    scores: result.scores,
    thinkMs,
    searchMs,
    ...(balance ? { taken: Object.fromEntries(seats.map((s) => [s, [...taken[s]].sort()])) } : {}),
    error,
  };
}
