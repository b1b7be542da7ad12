// Design §4.4 block 8: stock track, launch caps, bids, trains, limits, cash, cycles, bank.
// Sources: train costs, counts, rust, limits, track, caps, cash 2–5p: public h (DD game_data.rb, TH);
// 6–7p cash, the 6+ trains and 5 cycles: seed (S000-0036, -0038, -0039); Bank Break 3–5p public h,
// 2p and 6–7p project (C21).
import type { Provenance } from './source';

const r = '§4.4 block 8';
const pubH = { source: 'public' as const, conf: 'h' as const, ref: r };

export const STOCK_TRACK = {
  values: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 135, 150, 165, 180, 200, 220, 245, 270, 300, 330, 360, 400, 450, 500],
  ...pubH,
};

export type Phase = 'yellow' | 'green' | 'purple' | 'grey';
export const PHASES: Phase[] = ['yellow', 'green', 'purple', 'grey'];

export const LAUNCH = {
  cap: { yellow: 90, green: 110, purple: 135, grey: 135 } as Record<Phase, number>,
  min: 60,
  minBid: 120,
  bidStep: 5,
  ...pubH,
};
export const MANUFACTURING_FEE = { value: 50, source: 'seed' as const, ref: r };

export type TrainType = '2' | '3' | '4' | '5' | '6' | '7';
export interface TrainRow extends Provenance {
  type: TrainType;
  /** Stops; the 7 card's ∞ side has no limit (null). */
  stops: number | [number, null];
  cost: number | [number, number];
  base: number;
  extra4p?: number;
  rustedBy?: TrainType;
  startsPhase?: Phase;
  tradeInCost?: number;
  tradeInTypes?: TrainType[];
}
export const TRAINS: TrainRow[] = [
  { type: '2', stops: 2, cost: 100, base: 7, rustedBy: '4', ...pubH },
  { type: '3', stops: 3, cost: 200, base: 5, extra4p: 1, rustedBy: '6', startsPhase: 'green', ...pubH },
  { type: '4', stops: 4, cost: 300, base: 4, rustedBy: '7', ...pubH },
  { type: '5', stops: 5, cost: 450, base: 3, startsPhase: 'purple', ...pubH },
  { type: '6', stops: 6, cost: 550, base: 2, extra4p: 1, ...pubH },
  { type: '7', stops: [7, null], cost: [750, 1000], tradeInCost: 800, tradeInTypes: ['4', '5', '6'], base: 7, startsPhase: 'grey', ...pubH },
];
export const TRAIN_TYPES: TrainType[] = TRAINS.map((t) => t.type);
export function trainRow(type: TrainType): TrainRow {
  const row = TRAINS.find((t) => t.type === type);
  if (!row) throw new Error(`unknown train type ${type}`);
  return row;
}
/** The 6+ player cards of the expansion: a 4-train and two 2-trains (S000-0036). */
export const EXTRA_6P = { counts: { '2': 2, '4': 1 } as Partial<Record<TrainType, number>>, source: 'seed' as const, ref: r };
/** Short removes one train of each of these types. */
export const SHORT_REMOVES_ONE_OF = { types: ['2', '3', '4', '5', '6'] as TrainType[], ...pubH };

export type LimitStage = 'yellow' | 'green3' | 'green4' | 'purple' | 'grey';
export const TRAIN_LIMITS = {
  // No Major exists in yellow: `major` is absent there, and a reader asserts on use.
  limits: { yellow: { minor: 2 }, green3: { minor: 2, major: 4 }, green4: { minor: 2, major: 3 }, purple: { minor: 1, major: 2 }, grey: { minor: 1, major: 2 } } as Record<LimitStage, { minor: number; major?: number }>,
  ...pubH,
};

export const STARTING_CASH = {
  byPlayers: { 1: 450, 2: 450, 3: 300, 4: 275, 5: 220, 6: 265, 7: 225 } as Record<number, number>,
  sources: { 1: 'public', 2: 'public', 3: 'public', 4: 'public', 5: 'public', 6: 'seed', 7: 'seed' } as Record<number, 'public' | 'seed'>,
  ref: r,
};
export const CYCLES = { short: 4, long: 6, sixSeven: 5, solo: 4, ref: r };
export const BANK = { value: 24500, source: 'project' as const, ref: '§3.18' };
export const BANK_BREAK = {
  bank: { 2: 8000, 3: 8000, 4: 8000, 5: 8000, 6: 11000, 7: 11000 } as Record<number, number>,
  certLimit: { 2: 16, 3: 16, 4: 12, 5: 10, 6: 11, 7: 9 } as Record<number, number>,
  sources: { 2: 'project', 3: 'public', 4: 'public', 5: 'public', 6: 'project', 7: 'project' } as Record<number, 'public' | 'project'>,
  ref: r,
};
