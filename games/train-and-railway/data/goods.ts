// Resource tokens: what each good is worth when sold, and how many tokens the box holds.
export type Source = 'seed' | 'public' | 'project';
export type BasicResource = 'wood' | 'coal' | 'stone' | 'iron' | 'gold';
export type Good = BasicResource | 'paper' | 'axe' | 'brick' | 'steel' | 'dynamite' | 'matches';

export interface GoodRow {
  id: Good;
  basic: boolean;
  /** Sale value in points (the star badge). */
  value: number;
  /** Tokens of this good in the 86-token supply. */
  supply: number;
  source: Source;
}

// Values of paper, axe and brick are printed on the player card (seed); the rest and the whole
// token mix are the design note's proposal (section 3).
export const GOODS: GoodRow[] = [
  { id: 'wood', basic: true, value: 1, supply: 12, source: 'project' },
  { id: 'coal', basic: true, value: 1, supply: 12, source: 'project' },
  { id: 'stone', basic: true, value: 1, supply: 12, source: 'project' },
  { id: 'iron', basic: true, value: 2, supply: 10, source: 'project' },
  { id: 'gold', basic: true, value: 3, supply: 6, source: 'project' },
  { id: 'paper', basic: false, value: 3, supply: 6, source: 'seed' },
  { id: 'axe', basic: false, value: 4, supply: 6, source: 'seed' },
  { id: 'brick', basic: false, value: 4, supply: 6, source: 'seed' },
  { id: 'steel', basic: false, value: 5, supply: 6, source: 'project' },
  { id: 'dynamite', basic: false, value: 6, supply: 5, source: 'project' },
  { id: 'matches', basic: false, value: 4, supply: 5, source: 'project' },
];

export const GOOD_IDS: Good[] = GOODS.map((g) => g.id);
export const BASIC_RESOURCES: BasicResource[] = ['wood', 'coal', 'stone', 'iron', 'gold'];
export const TOTAL_TOKENS = GOODS.reduce((s, g) => s + g.supply, 0); // 86, as in the component list

export function goodValue(good: Good): number {
  return GOODS.find((g) => g.id === good)!.value;
}

export type FactoryType = 'iron' | 'brick' | 'paper' | 'axe' | 'chemical';
export const FACTORY_TYPES: FactoryType[] = ['iron', 'brick', 'paper', 'axe', 'chemical'];

export interface RecipeRow {
  id: string;
  factory: FactoryType;
  inputs: Good[];
  output: Good;
  source: Source;
}

export const RECIPES: RecipeRow[] = [
  { id: 'paper-from-wood', factory: 'paper', inputs: ['wood'], output: 'paper', source: 'seed' },
  { id: 'paper-from-stone', factory: 'paper', inputs: ['stone'], output: 'paper', source: 'seed' },
  { id: 'axe', factory: 'axe', inputs: ['wood', 'iron'], output: 'axe', source: 'seed' },
  { id: 'brick', factory: 'brick', inputs: ['coal', 'stone'], output: 'brick', source: 'seed' },
  { id: 'steel', factory: 'iron', inputs: ['iron', 'coal'], output: 'steel', source: 'project' },
  { id: 'dynamite', factory: 'chemical', inputs: ['coal', 'gold'], output: 'dynamite', source: 'project' },
  { id: 'matches', factory: 'chemical', inputs: ['wood', 'coal'], output: 'matches', source: 'project' },
];

export const PLAYER_COLOURS = [
  { id: 'pink', source: 'project' as Source },
  { id: 'green', source: 'project' as Source },
  { id: 'orange', source: 'project' as Source },
  { id: 'purple', source: 'project' as Source },
];

export const BASE_STORAGE = { value: 4, source: 'seed' as Source };
export const MAX_TECH_TOKENS = { value: 10, source: 'seed' as Source };
export const END_TRIGGER_SCORE = { value: 25, source: 'seed' as Source };
export const FUEL_STEPS = { value: 5, source: 'seed' as Source };
export const MINUS_TOKEN_POINTS = { value: 3, source: 'seed' as Source };
/** Gears on the score track (design note section 4): 10 gears, 4 of them crossed going 0 -> 8. */
export const GEARS = { values: [2, 4, 6, 8, 11, 14, 18, 22, 26, 30], source: 'project' as Source };
/**
 * Safety cap (design note item 35, revised): if nobody has reached 25 by the end of this round,
 * the end countdown starts anyway, so every game ends.
 */
export const LAST_TRIGGER_ROUND = { value: 40, source: 'project' as Source };
/** Solo (design note item 36): the game ends after this many turns. */
export const SOLO_TURNS = { value: 20, source: 'project' as Source };
/** Narration kept in G (most recent lines), so bots copy a bounded state. */
export const LOG_LIMIT = { value: 300, source: 'project' as Source };
