// The contract every Railhouse game fulfils. The server, the app, the bots and the tools
// only ever talk to a game through this interface (and the boardgame.io Game inside it).
import type { Ctx, Game } from 'boardgame.io';
import type { Simulation } from './simulation';

export type PlayerID = string;

/** One option offered at match creation (a select or a checkbox in the new-match form). */
export interface VariantSpec {
  key: string;
  label: string;
  /** 'enum' values are strings; 'boolean' values are true/false. */
  type: 'enum' | 'boolean';
  choices?: { value: string; label: string }[];
  default: string | boolean;
  /** Short help shown under the control. */
  help?: string;
  /** Player counts at which the rules recommend this variant: the form marks it while one is chosen. */
  recommendedAt?: number[];
}

/** One line of the game log, in words. Texts never reveal a secret. */
export interface NarrationLine {
  /** ctx.turn when it happened. */
  turn: number;
  /** The acting seat, when there is one. */
  player?: PlayerID;
  text: string;
}

/** Scores for the match screen and the end screen. */
export interface ScoreSummary {
  /** Current (or final) score of every seat. */
  scores: Record<PlayerID, number>;
  /** Per-category breakdown; at game end the values of a seat add up to its score. */
  breakdown: { key: string; label: string; values: Record<PlayerID, number> }[];
  /** Score of every seat after each round (or scoring), oldest first, for the chart. */
  history: { label: string; scores: Record<PlayerID, number> }[];
}

/** What `ctx.gameover` holds when a Railhouse game ends. A win shared by k seats lists k winners. */
export interface GameOver {
  winners: PlayerID[];
  scores: Record<PlayerID, number>;
}

export type SetupParse<S> = { ok: true; setup: S } | { ok: false; error: string };

/** The move a seat may make: the same shape as boardgame.io's ai.enumerate rows. */
export interface MoveChoice {
  move: string;
  args?: any[];
}

/** A component the project designed (not printed data), as the balance report lists it. */
export interface BalanceComponent {
  /** Components of one kind are compared with each other (engineer, factory, End Bonus card…). */
  kind: string;
  id: string;
  name: string;
}

/** What the balance report (tools/balance.ts) needs from a game. */
export interface BalanceHooks<G = any, S = any> {
  /** The project-designed components a match with this setup can offer. */
  components(setup: S): BalanceComponent[];
  /** `kind:id` of every such component the seat holds or has used in this state. */
  taken(G: G, playerID: PlayerID): string[];
}

export interface GameModule<G = any, S = any> {
  /** Stable id: the URL segment, the boardgame.io game name, the folder name. */
  id: string;
  name: string;
  /** One line for the home page. */
  description: string;
  minPlayers: number;
  maxPlayers: number;
  variants: VariantSpec[];
  /** True when some seat may not see everything (hands, secret contracts, decks). */
  hiddenInformation: boolean;
  /** The boardgame.io Game. Its `name` equals `id`; `ai.enumerate` lists every legal move. */
  game: Game<G, any, S>;
  /**
   * Validates and normalises setupData (the variants) for a seat count. Unknown keys and bad
   * values are refused with a sentence a person can read.
   */
  parseSetup(numPlayers: number, raw: unknown): SetupParse<S>;
  /** null when the move is legal for this seat now; otherwise why not, in words. */
  explain(G: G, ctx: Ctx, playerID: PlayerID, move: string, args: any[]): string | null;
  /**
   * A move in the game's words, for the replay, the move review, a pending move and the move
   * buttons: an imperative phrase with a capital and no full stop ("Set the eastbound board to
   * Stop"), never a move id, an argument as JSON or a camelCase word. `G` is the state the move is
   * made in (a seat's filtered view is enough: a move never names what its seat cannot see).
   */
  moveSentence(G: G, ctx: Ctx, playerID: PlayerID, choice: MoveChoice): string;
  /** Scores, breakdown and history (works on a seat's filtered view too). */
  summary(G: G, ctx: Ctx): ScoreSummary;
  /**
   * What a score counts, shown after the number beside each seat ("points" when absent). A game
   * whose score is not points (an 18xx's net worth) names it, or the bare number says nothing.
   */
  scoreUnit?: string;
  /** The narration log. */
  log(G: G): NarrationLine[];
  /**
   * For bots: a full state consistent with what `playerID` sees in its filtered view `view`,
   * the hidden parts sampled with `rng` (never read from the real state).
   */
  determinize(view: G, ctx: Ctx, playerID: PlayerID, rng: () => number): G;
  /** For playouts: null when the step prev → next keeps every invariant, else what broke. */
  invariants?(prev: G, next: G, ctx: Ctx): string | null;
  /** For the balance report: which project-designed components each seat took. */
  balance?: BalanceHooks<G, S>;
  /**
   * For the bots' search: the rules as a plain in-place transition (games/kit/simulation.ts),
   * built from the same moves and hooks as `game`. Without it the bots search through the
   * framework's reducer.
   */
  simulation?: Simulation<G>;
}

/**
 * What the app's first pages need of a game (the home page, the lobby, the new-match form): its
 * metadata and setup check, without its rules. Each game writes it once in its meta.ts, which its
 * index.ts spreads into the full GameModule and games/catalog.ts lists for the app.
 */
export type GameMeta<S = any> = Pick<
  GameModule<any, S>,
  'id' | 'name' | 'description' | 'minPlayers' | 'maxPlayers' | 'variants' | 'hiddenInformation' | 'parseSetup'
>;
