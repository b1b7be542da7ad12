// Run configurations (design §3.12, §3.12.2, §6.2 R4/R12): which run slots a company's cards give
// for the OR — each card alone, one Coupling consist, or the single numbered card uncoupled — the
// train count that Express reads, and each slot's stop limit.
import type { AbilityId } from '../data/minors';
import type { HeldType, TrainHeld } from '../rules/state';

export type RunConfig =
  | { mode: 'none' }
  | { mode: 'couple'; consist: string[] }
  | { mode: 'uncouple'; card: string; split: [number, number] };

export interface RunSlot {
  /** A card id, 'consist', 'part0' or 'part1'. */
  id: string;
  /** Counted-stop limit; null = ∞. */
  limit: number | null;
}

/** The coupling-marker box holds 4, so a consist has at most 5 cards (§3.12.2). */
export const COUPLING_MARKERS = 4;
/** Runs with a limit above this are searched as long runs (§6.3 step 0). */
export const SHORT_LIMIT_MAX = 8;

/** Stops a card runs: its number, 2 for the Manufacturing train, null for ∞. */
export function cardStops(type: HeldType): number | null {
  if (type === 'inf') return null;
  if (type === 'M2') return 2;
  return Number(type);
}
const numbered = (t: TrainHeld) => t.type !== 'inf';

/** §3.12 train count: cards held − (consist cards − 1) + (1 if a card is uncoupled). It equals the number of run slots. */
export function trainCount(cards: TrainHeld[], config: RunConfig): number {
  if (config.mode === 'couple') return cards.length - (config.consist.length - 1);
  if (config.mode === 'uncouple') return cards.length + 1;
  return cards.length;
}

/** Why the config is illegal for these cards and abilities (S000-0009…0013), or null. */
export function configProblem(cards: TrainHeld[], config: RunConfig, abilities: readonly AbilityId[]): string | null {
  if (config.mode === 'none') return null;
  if (!abilities.includes('coupling')) return 'Only the Coupling Company may couple or uncouple trains.';
  if (config.mode === 'couple') {
    const ids = new Set(config.consist);
    if (ids.size !== config.consist.length) return 'A consist names each card once.';
    if (config.consist.length < 2) return 'A consist joins at least two trains.';
    if (config.consist.length > COUPLING_MARKERS + 1) return `A consist uses one coupling marker per link and the box has ${COUPLING_MARKERS}.`;
    for (const id of config.consist) {
      const card = cards.find((c) => c.card === id);
      if (!card) return `The company does not hold ${id}.`;
      if (!numbered(card)) return 'An ∞ train never joins a consist.';
    }
    return null;
  }
  const nums = cards.filter(numbered);
  if (nums.length !== 1) return 'Uncoupling needs exactly one numbered train.';
  if (nums[0].card !== config.card) return `The numbered train is ${nums[0].card}.`;
  const n = cardStops(nums[0].type)!;
  const [a, b] = config.split;
  if (!Number.isInteger(a) || !Number.isInteger(b) || a < 2 || b < 2 || a + b !== n) return `A ${n}-train splits into two trains of 2 or more that add up to ${n}.`;
  return null;
}

/** The run slots of a legal config, with Express's +1 when the train count is exactly 1 (S000-0013). */
export function runSlots(cards: TrainHeld[], config: RunConfig, abilities: readonly AbilityId[]): RunSlot[] {
  let slots: RunSlot[];
  if (config.mode === 'couple') {
    const inConsist = new Set(config.consist);
    const sum = cards.filter((c) => inConsist.has(c.card)).reduce((s, c) => s + cardStops(c.type)!, 0);
    slots = [{ id: 'consist', limit: sum }, ...cards.filter((c) => !inConsist.has(c.card)).map((c) => ({ id: c.card, limit: cardStops(c.type) }))];
  } else if (config.mode === 'uncouple') {
    slots = [
      { id: 'part0', limit: config.split[0] },
      { id: 'part1', limit: config.split[1] },
      ...cards.filter((c) => c.card !== config.card).map((c) => ({ id: c.card, limit: cardStops(c.type) })),
    ];
  } else {
    slots = cards.map((c) => ({ id: c.card, limit: cardStops(c.type) }));
  }
  if (abilities.includes('express') && trainCount(cards, config) === 1) {
    slots = slots.map((s) => ({ ...s, limit: s.limit === null ? null : s.limit + 1 }));
  }
  return slots;
}

/**
 * Every distinct legal config (§6.3 step 0): none; each consist of 2–5 numbered cards as a multiset
 * of types (identical cards give one config; the first cards of each type by id are named); each
 * split of the single numbered card.
 */
export function runConfigs(cards: TrainHeld[], abilities: readonly AbilityId[]): RunConfig[] {
  const out: RunConfig[] = [{ mode: 'none' }];
  if (!abilities.includes('coupling')) return out;
  const nums = cards.filter(numbered).sort((a, b) => (a.card < b.card ? -1 : a.card > b.card ? 1 : 0));
  const byType = new Map<string, TrainHeld[]>();
  for (const c of nums) byType.set(c.type, [...(byType.get(c.type) ?? []), c]);
  const types = [...byType.keys()].sort();
  const pick = (i: number, chosen: string[]) => {
    if (i === types.length) {
      if (chosen.length >= 2 && chosen.length <= COUPLING_MARKERS + 1) out.push({ mode: 'couple', consist: [...chosen] });
      return;
    }
    const list = byType.get(types[i])!;
    for (let k = 0; k <= list.length && chosen.length + k <= COUPLING_MARKERS + 1; k++) pick(i + 1, [...chosen, ...list.slice(0, k).map((c) => c.card)]);
  };
  pick(0, []);
  if (nums.length === 1) {
    const n = cardStops(nums[0].type)!;
    for (let a = 2; a <= n - a; a++) out.push({ mode: 'uncouple', card: nums[0].card, split: [a, n - a] });
  }
  return out;
}
