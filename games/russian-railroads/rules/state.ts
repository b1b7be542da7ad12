// The plain-JSON state of a Russian Railroads match, and small read-only helpers over it.
import type { Colour } from '../data/types';

export type Board = 'base' | 'german' | 'american';
export interface RRSetup { board: Board; coal: boolean }

export const SCORE_CATEGORIES = ['tracks', 'industry', 'bonuses', 'immediate', 'passing', 'endBonus', 'majority'] as const;
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];
export const SCORE_LABELS: Record<ScoreCategory, string> = {
  tracks: 'Railroads',
  industry: 'Industry',
  bonuses: 'Kiev stars and medal',
  immediate: 'Immediate points',
  passing: 'Turn Order cards',
  endBonus: 'End Bonus cards',
  majority: 'Engineer majority',
};

/** One pending piece of the current player's action: the rulebook's sub-steps. `picked`: brought forward
 *  by chooseStep (it then stays first until done, so the pool cannot be shuffled back and forth). */
export type Step = { picked?: boolean } & (
  | { k: 'advanceTracks'; cols: Colour[]; n: number; full: boolean; lines?: number[]; started?: boolean }
  | { k: 'advanceIndustry'; n: number; full: boolean; marker?: number; started?: boolean }
  | { k: 'takeTile'; mode: 'either' | 'both' | 'loco' | 'factory'; full: boolean; started?: boolean }
  | { k: 'placeLocomotive'; loco: number; boiler?: boolean }
  | { k: 'replaceFactory'; factory: number }
  | { k: 'chooseBonusToken'; space: string }
  | { k: 'claimBonusCard' }
  /** `draw`: cards still to draw once the seat's earlier draw is dealt with (two draws in one action). */
  | { k: 'keepEndBonus'; draw?: number }
  /** `full`: a board action (the Dispatcher as a public engineer), to be carried out in full. */
  | { k: 'copyTrackSpace'; full?: boolean }
  | { k: 'attachBoilerman' }
  | { k: 'takeFoundry' }
  | { k: 'closeFoundry'; foundry: string }
  | { k: 'repeatAbility'; factory: number }
  | { k: 'placeExtension'; area: string }
  | { k: 'placeNaturalTrack'; n: number }
  | { k: 'takeIncomeMarker' }
  /** The pause after relocating a turn-order worker: income markers and coin spaces may still be used before the scoring. */
  | { k: 'freeActions' });

export interface PlayerState {
  /** Own-colour workers in the personal supply / standing on the board this round. */
  workers: number;
  placed: number;
  /** Own-colour workers owned for good (start + gained). */
  owned: number;
  /** Own-colour workers still waiting beside the board (TS3, Kiev 7). */
  reserve: number;
  /** Permanent workers gained during the game (EB10). */
  gained: number;
  /** Temporary (turquoise) workers in hand / placed this round. */
  temp: number;
  tempPlaced: number;
  roubles: number;
  /** tracks[line][colour] = position; -1 = no track of that colour on that line, 0 = left of space 1. */
  tracks: number[][];
  /** Locomotive slots (0 = empty); data/board-*.ts says which slots belong to which line. */
  locos: number[];
  /** A boilerman on the locomotive of that slot / the factory of that slot (Coal: +1 / improved). */
  locoBoiler: boolean[];
  factoryBoiler: boolean[];
  /** Coal module: coal, foundries owned and used this round. */
  coal: number;
  foundries: string[];
  foundriesUsed: string[];
  /** German board: the München route ('' until chosen), placed extension tiles by area, income markers. */
  route: '' | 'H' | 'B';
  extensions: Record<string, string>;
  income: string[];
  incomeUsed: number[];
  /** Factories in their slots on the industry track, left to right. */
  factories: number[];
  /** Industry marker positions (indexes of the industry track). */
  industry: number[];
  doublers: number;
  /** ? tokens used, and one-time special spaces already claimed. */
  tokens: string[];
  claimed: string[];
  engineers: number[];
  engineersUsed: number[];
  bonusCards: string[];
  revalued: boolean;
  medal: boolean;
  passed: boolean;
  endBonusCount: number;
  pts: Record<ScoreCategory, number>;
  score: number;
}

export interface Hand {
  /** End Bonus cards kept (secret to everyone else until the end). */
  endBonus: string[];
  /** Cards drawn and not yet sorted into kept / returned. */
  drawn: string[];
}

export interface Secret {
  /** End Bonus pile, top first. */
  ebPile: string[];
  ebRemoved: string[];
  engineersRemoved: number[];
  /** Emil's deck, top first (solo). */
  emilDeck: string[];
  /** Face-down foundries, top first (Coal). */
  foundryPile: string[];
}

/** Emil, the solo opponent (S002-0309–0369): blocks spaces, keeps locomotives and engineers. */
export interface EmilState {
  workers: number;
  placed: number;
  owned: number;
  /** Workers still beside the 50 space of the score track. */
  waiting: number;
  passed: boolean;
  deckCount: number;
  /** Cards drawn this round (face up). */
  discard: string[];
  engineers: number[];
  tiles: number[];
}

/**
 * What one seat scored in a round's scoring (S002-0169–0177), kept for the board's summary of it:
 * the points of each railroad (board order), the bonuses (Kiev stars, medal, Golden Spike) and
 * the industry track. Absent from states saved before it was recorded.
 */
export interface RoundScored {
  lines: number[];
  bonuses: number;
  industry: number;
}

export interface RRState {
  setup: RRSetup & { players: number; rounds: number };
  round: number;
  /** Seats in turn order (first plays first). */
  order: string[];
  /** Who acts now (the turn order hooks read it). */
  current: string;
  /** Occupied action spaces this round: space id → seat (or 'emil'). Engineers: 'E<id>'. */
  spaces: Record<string, string>;
  /** Roubles lying on action spaces this round. */
  roublesOnBoard: number;
  /** The open rouble supply (may go negative: the supply is open, design §10). */
  bank: number;
  tempOnBoard: number;
  /** Engineer strip, left to right; the last entry is the hiring space. null = empty space. */
  engineers: (number | null)[];
  /** Locomotive tiles left per number (index 1–9). */
  locoStacks: number[];
  doublerSupply: number;
  bonusCards: string[];
  startingBonus: string[];
  startingBonusQueue: string[];
  /** Workers on the turn-order spaces waiting to be relocated (TO2 first). */
  relocation: string[];
  /** True once the seat at the head of the relocation queue has moved (or kept) its worker. */
  relocatingDone: boolean;
  /** True once that seat has ended the pause after its relocation (`freeActions`). */
  relocationFreeDone?: boolean;
  /** Pending sub-steps of the current action (front first). */
  pending: Step[];
  ebPileCount: number;
  players: Record<string, PlayerState>;
  /** Coal module: the face-up foundries, the face-down count, whether the coal factory card is still there,
   *  and extra one-round workers handed out this round (Labour hall). */
  foundryDisplay: string[];
  foundryPileCount: number;
  coalFactory: boolean;
  roundWorkers: number;
  /** German board: extension tiles still available (face up), income markers left by type. */
  extensionPool: string[];
  incomePool: Record<string, number>;
  /** An income marker is being used: a free action that does not end the turn. */
  freeAction: boolean;
  /** The solo opponent, or null. */
  emil: EmilState | null;
  hands: Record<string, Hand | null>;
  secret: Secret | null;
  /** True when the last move drew or shuffled a hidden zone: such a move cannot be undone. */
  revealedByLastMove?: boolean;
  /** Scores after each round; `scored` says what each seat scored in that round and from what. */
  history: { label: string; scores: Record<string, number>; scored?: Record<string, RoundScored> }[];
  log: { turn: number; player?: string; text: string }[];
  gameover: { winners: string[]; scores: Record<string, number> } | null;
  finalScores: Record<string, Record<string, number>> | null;
}

export function seats(G: RRState): string[] {
  return Object.keys(G.players);
}
