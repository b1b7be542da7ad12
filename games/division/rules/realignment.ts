// §6.5 Realignment: four conversions only (S003-0054), never on an occupied or wrecked card, never
// twice, and never to more cards of a type than the deck prints (open call §10.2).
import { MAINLINE, mainline, type MainlineType } from '../data';
import type { CardState } from './state';

export const REALIGNS_TO: Partial<Record<MainlineType, MainlineType>> = Object.fromEntries(
  MAINLINE.filter((m) => m.realignsTo).map((m) => [m.type, m.realignsTo!]),
);

/** Why card k of this Division cannot be converted in principle (type, history, copies), ignoring trains. */
export function conversionReason(cards: CardState[], k: number): string | null {
  const c = cards[k];
  const to = REALIGNS_TO[c.type];
  if (!to) return `${mainline(c.type).name} does not convert: a Realignment converts only Plains, Curves, Uncontrolled Siding and Trestle.`;
  if (c.realigned) return `This ${mainline(c.type).name} was realigned already (from ${mainline(c.printed).name}); a card converts only once.`;
  const have = cards.filter((x) => x.type === to).length;
  if (have + 1 > mainline(to).copies) return `The Division would hold ${have + 1} ${mainline(to).name} cards, more than the deck prints (${mainline(to).copies}).`;
  return null;
}

/** The cards a Realignment could convert on this Division, each counted on its own (the §1.2 filter). */
export function realignmentTargets(cards: CardState[]): number[] {
  return cards.map((_, k) => k).filter((k) => conversionReason(cards, k) === null);
}
