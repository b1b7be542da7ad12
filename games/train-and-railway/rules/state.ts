// The shape of G. Plain JSON, small and flat: bots copy it thousands of times.
import type { NarrationLine, PlayerID } from '../../kit/types';
import type { FactoryType, Good } from '../data/goods';
import type { CityColour } from '../data/contracts';

export interface TrainState {
  hex: string; // "q,r"
  seg: string; // "a-b", a < b: the segment the train stands on
  facing: number; // the edge it moves out of next
}

export interface PublicContract {
  id: string;
  /** Goods this card still needs (filled icons are removed). */
  left: Good[];
}

export interface PlayerState {
  colour: string;
  /** Score track (the star meeple). Minus tokens are only deducted in final scoring. */
  score: number;
  goods: Partial<Record<Good, number>>;
  /** Tech tokens received (at most 10); placed = sum of `upgrades`. */
  tech: number;
  upgrades: Record<string, number>;
  minus: number;
  shovels: number;
  /** Secret contract ids; another seat's view shows HIDDEN for each. */
  secret: string[];
  /** Completed contracts kept face up (influence). */
  completed: string[];
  extraTurns: number;
}

export type Pending =
  // next = "q,r|entryEdge" where the path must continue; at = the hex chosen for a path's first segment
  | { k: 'draw'; left: number; next: string | null; at: string | null; main: boolean }
  | { k: 'move'; budget: number; taken: number; main: boolean } // budget -1 = unlimited
  | { k: 'sale'; hex: string; colour: CityColour; sold: number; secretSold: Record<string, Good[]> }
  | { k: 'discard' };

export interface LocationStep {
  /** true: the Location Action chosen as the main action. */
  main: boolean;
  left: number;
  kinds: string[];
}

export interface TurnProgress {
  mainDone: boolean;
  locationDone: boolean;
  pending: Pending | null;
  location: LocationStep | null;
}

export interface FinalBreakdown {
  track: number;
  hand: number;
  goods: number;
  influence: number;
  minus: number;
  tech: number;
}

export type EndTrigger = 'score' | 'cap' | 'turns';

export interface TRState {
  mapId: string;
  numPlayers: number;
  rails: Record<string, string[]>;
  factories: Record<string, { factory: FactoryType; exit: number }>;
  trains: Record<PlayerID, TrainState | null>;
  players: Record<PlayerID, PlayerState>;
  supply: Partial<Record<Good, number>>;
  publicContracts: PublicContract[];
  /** Draw pile, top = last. Order known only to the server: playerView empties it. */
  deck: string[];
  deckCount: number;
  discard: string[];
  turn: TurnProgress;
  round: number;
  /** Round after which the game ends (null until triggered). */
  finalRound: number | null;
  /**
   * What started the end countdown: a seat reaching 25 (`score`), the round-40 safety cap (`cap`),
   * or, solo, the 20-turn limit (`turns`); null while nothing has.
   */
  endTrigger: EndTrigger | null;
  repeatTurn: boolean;
  history: { label: string; scores: Record<PlayerID, number> }[];
  final: Record<PlayerID, FinalBreakdown> | null;
  /** `endedBy` and `rounds` say how the game ended (the end screen and the arena read them). */
  gameover: { winners: PlayerID[]; scores: Record<PlayerID, number>; endedBy: EndTrigger; rounds: number } | null;
  log: NarrationLine[];
}

export const HIDDEN = '?';
