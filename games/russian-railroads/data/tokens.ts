// The ? tokens (7 per player, components §4.1) and the 5 ? cards (§4.3).
import type { Effect, Source } from './types';

export interface TokenRow { id: string; name: string; effects: Effect[]; coalOnly?: boolean; source: Source }
export const TOKENS: TokenRow[] = [
  { id: 'Q1', name: 'Revaluation', effects: [{ e: 'revalue' }], source: 'project' },
  { id: 'Q2', name: 'Second industry marker', effects: [{ e: 'marker', n: 2 }], source: 'project' },
  { id: 'Q3', name: 'Kiev medal', effects: [{ e: 'medal' }], source: 'project' },
  { id: 'Q4', name: 'Contract', effects: [{ e: 'ebDraw', n: 3 }], source: 'project' },
  { id: 'Q5', name: 'Charter', effects: [{ e: 'qcard' }], source: 'project' },
  { id: 'Q6', name: 'Track crew', effects: [{ e: 'adv', cols: [0, 1, 2, 3, 4], n: 3 }], source: 'project' },
  { id: 'Q7', name: 'Rolling stock', effects: [{ e: 'tile', mode: 'either' }, { e: 'roubles', n: 2 }], source: 'project' },
  { id: 'Q8', name: 'Coal delivery', effects: [{ e: 'coal', n: 4 }], coalOnly: true, source: 'project' },
];
export const TOKEN_BY_ID: Record<string, TokenRow> = Object.fromEntries(TOKENS.map((t) => [t.id, t]));

export interface BonusCardRow { id: string; name: string; effects: Effect[]; source: Source }
export const BONUS_CARDS: BonusCardRow[] = [
  { id: 'QC1', name: 'Black worker', effects: [{ e: 'worker' }], source: 'seed' },
  { id: 'QC2', name: 'Chief engineer', effects: [{ e: 'engineer', id: 4, roubles: 1 }], source: 'seed' },
  { id: 'QC3', name: 'Express locomotive', effects: [{ e: 'express' }], source: 'seed' },
  { id: 'QC4', name: 'Signal box', effects: [{ e: 'doubler', n: 3 }, { e: 'adv', cols: [0], n: 1 }], source: 'project' },
  { id: 'QC5', name: 'Works charter', effects: [{ e: 'factoryThenInd', n: 2 }], source: 'project' },
];
export const BONUS_CARD_BY_ID: Record<string, BonusCardRow> = Object.fromEntries(BONUS_CARDS.map((c) => [c.id, c]));

export interface StartingBonusRow { id: string; name: string; effects: Effect[]; coalOnly?: boolean; source: Source }
export const STARTING_BONUS_CARDS: StartingBonusRow[] = [
  { id: 'SB-R', name: '1 rouble', effects: [{ e: 'roubles', n: 1 }], source: 'public' },
  { id: 'SB-T', name: '1 black advancement', effects: [{ e: 'adv', cols: [0], n: 1 }], source: 'public' },
  { id: 'SB-I', name: '1 industry advancement', effects: [{ e: 'ind', n: 1 }], source: 'public' },
  { id: 'SB-D', name: '1 doubler', effects: [{ e: 'doubler', n: 1 }], source: 'public' },
  { id: 'SB-C', name: '1 coal', effects: [{ e: 'coal', n: 1 }], coalOnly: true, source: 'seed' },
];
export const STARTING_BONUS_BY_ID: Record<string, StartingBonusRow> = Object.fromEntries(STARTING_BONUS_CARDS.map((c) => [c.id, c]));
