// The section of rules.md that explains each panel of the Division board (a "?" beside it).
// The ids are rules.md's heading slugs; rules-help.test.ts fails when a heading named here is renamed.
import type { RulesAnchor } from '../../kit/rulesSection';

export const DIVISION_PANEL_RULES = {
  division: { id: 'the-division', title: 'The Division' },
  ruling: { id: 'a-stage', title: 'A Stage' },
  officeTurn: { id: 'a-stage', title: 'A Stage' },
  hand: { id: 'home-office-cards', title: 'Home Office cards' },
  timetable: { id: 'the-division', title: 'The Division' },
  end: { id: 'the-end', title: 'The end' },
} satisfies Record<string, RulesAnchor>;
